// AD&D 2nd edition: the rule system, its tables as data and its pure rule functions.
export { adnd2eSystem } from './system';
export { adnd2eOptions, readOptions } from './options';
export type { Adnd2eOptions } from './options';
export { adnd2eConditions } from './conditions';
export { adnd2eStatblockSchema } from './statblock';
export type { Adnd2eStatblock } from './statblock';
export { adnd2eCommandSchemas } from './commands';
export { adnd2eI18n } from './i18n';
export { ADND2E_ROLL_PURPOSES, type Adnd2eRollPurpose } from './roll-purposes';
export * as adnd2eTables from './tables';
