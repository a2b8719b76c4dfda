// The OSR rule system: its RuleSystem object, tables, pure rules, schemas and texts.
export { osrSystem, osrInitiative, osrRoundStructure } from './system';
export { osrOptions } from './options';
export { osrConditions } from './conditions';
export { osrStatblockSchema, type OsrStatblock, type OsrStatblockInput } from './statblock';
export { osrCommandSchemas } from './commands';
export { osrI18n } from './i18n';
export { OSR_ROLL_PURPOSES, type OsrRollPurpose } from './roll-purposes';
export { osrSettings, type OsrSettings } from './settings';
export * from './tables';
export {
  encounterProcedure,
  buildRoundSlots,
  stepKeys,
  type EncounterProcedureStep,
} from './procedure';
export * from './rules/xInSix';
export * from './rules/encounterCheck';
export * from './rules/distance';
export * from './rules/time';
export * from './rules/surprise';
export * from './rules/reaction';
export * from './rules/initiative';
export * from './rules/roundSteps';
export * from './rules/actions';
export * from './rules/melee';
export * from './rules/hit';
export * from './rules/damage';
export * from './rules/fleeDungeon';
export * from './rules/fleeWilderness';
export * from './rules/morale';
export * from './rules/thac0';
