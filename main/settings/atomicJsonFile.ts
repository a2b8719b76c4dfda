// The small JSON files of main/player are read and written by the store's implementation; this
// module only keeps their import path.
export { moveAside, readJsonFile, writeJsonFileAtomic } from '../store/json-file';
export type { JsonFileRead } from '../store/json-file';
