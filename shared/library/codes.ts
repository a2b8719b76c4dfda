// Codes of every problem the library reports. Each is a key of the library catalog
// (`library.problem.<code>`), so the DM reads it in the interface language.

/** Problems that reject a whole file: nothing of it is added. */
export const FILE_PROBLEMS = [
  'tooLarge',
  'notUtf8',
  'notJson',
  'jsonNotCreatures',
  'tooDeep',
  'unsafeKey',
  'unknownFormat',
  'noCreatures',
  'tooManyRecords',
  'csvHeader',
  'csvSystemRequired',
  'csvMalformed',
  'libraryFull',
  'uploadIncomplete',
  'importExpired',
  'busy',
] as const;

/** Problems of other library requests (IPC error codes are `library.<code>`). */
export const REQUEST_PROBLEMS = [
  'notFound',
  'readOnly',
  'systemMismatch',
  'invalidStatblock',
  'campaignNotFound',
  'exportFileName',
] as const;

/** Problems that reject one record of a file; the others are still added. */
export const RECORD_PROBLEMS = [
  'notAnObject',
  'nameMissing',
  'invalidField',
  'unknownSystem',
  'duplicate',
] as const;

/** A whole-file problem. */
export type FileProblemCode = (typeof FILE_PROBLEMS)[number];
/** A one-record problem. */
export type RecordProblemCode = (typeof RECORD_PROBLEMS)[number];

/** Most records one import may hold. */
export const MAX_IMPORT_RECORDS = 20000;
