// The OSR rule system: its RuleSystem object, tables, pure rules, schemas and texts.
export { osrSystem, osrInitiative, osrRoundStructure } from './system';
export { osrOptions } from './options';
export { osrConditions } from './conditions';
export { osrStatblockSchema, type OsrStatblock, type OsrStatblockInput } from './statblock';
export { osrCommandSchemas } from './commands';
export { osrI18n } from './i18n';
export { osrSettings, type OsrSettings } from './settings';
export * from './tables';
export {
  encounterProcedure,
  buildRoundSlots,
  stepKeys,
  type EncounterProcedureStep,
} from './procedure';
