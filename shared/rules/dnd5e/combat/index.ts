// The tactical rules in the engine: commands, events, state accessors and the DM panel's view.
export * from './commands';
export * from './state';
export * from './speeds';
export * from './tactical-events';
export * from './view';
export { decideAttack } from './attack-decide';
export { coverBetween, deriveAttack } from './attack-facts';
export { findPath, searchPaths } from './pathfind';
