// The AD&D 2nd edition RuleSystem: options, conditions, statblocks, commands, initiative,
// hooks and the decide/apply pair the engine delegates to.
import type { RuleSystem } from '../../types';
import { adnd2eCommandSchemas } from '../commands';
import { adnd2eConditions } from '../conditions';
import { adnd2eI18n } from '../i18n';
import { adnd2eOptions } from '../options';
import { carryInAdnd2e, carryOverAdnd2e } from '../carry';
import { ROUND_STEPS } from '../rules/round';
import { adnd2eStatblockSchema } from '../statblock';
import { sysOf } from '../sys';
import { applyEvent } from './apply';
import {
  adnd2eHpDescriptor,
  adnd2eHpRange,
  adnd2eTakesTurn,
  createAdnd2eCombatant,
} from './combatant';
import { decideCommand } from './decide';
import { adnd2eCanAct } from '../can-act';
import { ADND2E_EVENT_TYPES } from './adnd2e-events';
import { adnd2eHooks } from './hooks';
import { adnd2eInitiative } from './initiative';
import { resolveAdnd2ePrompt } from './prompts';
import { ADND2E_COMMAND_ROLLS, ADND2E_ROLL_PURPOSES } from '../roll-purposes';
import { setAdnd2eSystem } from './system-ref';
import { adnd2eQueries } from '../port-queries';

/** The AD&D 2e rule system. */
export const adnd2eSystem: RuleSystem = {
  id: 'adnd2e',
  labelKey: 'name',
  options: adnd2eOptions,
  conditions: adnd2eConditions,
  statblockSchema: adnd2eStatblockSchema,
  commandSchemas: adnd2eCommandSchemas,
  eventTypes: ADND2E_EVENT_TYPES,
  rollPurposes: ADND2E_ROLL_PURPOSES,
  commandRolls: ADND2E_COMMAND_ROLLS,
  queries: adnd2eQueries,
  i18n: adnd2eI18n,
  initiative: adnd2eInitiative,
  roundStructure: {
    steps: ROUND_STEPS.map((s) => ({ key: s.key, labelKey: `steps.${s.key}`, ruleIds: s.ruleIds })),
  },
  hooks: adnd2eHooks,
  createCombatant: (input) => createAdnd2eCombatant(input),
  decide: (state, command, ctx) => decideCommand(state, command, ctx),
  apply: (draft, event) => applyEvent(draft, event),
  resolvePrompt: resolveAdnd2ePrompt,
  hpDescriptor: (c) => adnd2eHpDescriptor(c),
  hpRange: (c) => adnd2eHpRange(c),
  takesTurn: adnd2eTakesTurn,
  canAct: adnd2eCanAct,
  playerFacts: (c) => {
    const life = sysOf(c).life;
    return life === 'alive' ? null : { life };
  },
  carryOver: carryOverAdnd2e,
  carryIn: carryInAdnd2e,
};

setAdnd2eSystem(adnd2eSystem);
