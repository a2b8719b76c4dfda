// Session-log export: pure projections of an encounter's event log into a recap (per round and
// turn, in the campaign's language, for the DM or the players), Markdown, self-contained HTML
// with charts, CSV and the re-importable JSON file; plus safe file names.
export * from './source';
export * from './log';
export * from './recap/model';
export * from './recap/build';
export * from './format/common';
export * from './format/markdown';
export * from './format/html';
export * from './format/csv';
export * from './schema';
export * from './replay';
export * from './fileName';
export * from './render';
export * from './limits';
export { exportI18n } from './i18n';
