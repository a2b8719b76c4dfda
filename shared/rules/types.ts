// The RuleSystem port lives with the engine (shared/encounter/port.ts); the rule systems keep
// importing it from here.
export * from '../encounter/port';
