// The system-agnostic encounter engine.
export * from './combatants';
export * from './commands';
export * from './context';
export * from './draft';
export * from './engine';
export * from './engine-events';
export * from './history';
export * from './json';
export * from './options';
export * from './player-view';
export * from './reduce';
export * from './slots';
export * from './steps';
export * from './turns';
export * from './types';
export * from './initiative';
export * from './i18n';
