// The stored data model: campaigns, rosters, prepared encounters, settings, the creature
// library, logs and the export file, each with its zod schema, and every kind's migrations.
export * from './ids';
export * from './campaign';
export * from './roster';
export * from './saved-encounter';
export * from './settings';
export * from './library';
export * from './log-entry';
export * from './encounter-log';
export * from './campaign-log';
export * from './export-file';
export * from './recovery';
export * from './migrations';
export * from './migrations/index';
