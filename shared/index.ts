// Public surface of the rules package: the engine (createEncounter, dispatch, replay,
// toPlayerView, History), dice, errors, the RuleSystem interface and the registry.
export * from './errors';
export * from './dice';
export * from './encounter';
export * from './rules/registry';
