// The OSR RuleSystem: side initiative on d6 each round with phases as a checklist, reactions,
// surprise, to-hit against descending AC, fleeing and escape, as specified in rules/osr.md.
import { RuleError } from '../../errors';
import { ev } from '../../encounter/engine-events';
import type {
  Combatant,
  EncounterState,
  EngineCommand,
  InitiativeSlot,
} from '../../encounter/types';
import type { HpDescriptor, InitiativeProcedure, RoundStructure, RuleSystem } from '../types';
import { osrOptions } from './options';
import { osrConditions } from './conditions';
import { osrCanAct } from './can-act';
import { osrStatblockSchema } from './statblock';
import { osrCommandSchemas } from './commands';
import { osrEventTypes, applyOsrEvent } from './apply';
import { osrI18n } from './i18n';
import { osrHooks } from './hooks';
import { carryInOsr, carryOverOsr } from './carry';
import { createOsrCombatant } from './combatant';
import { decideOsrCommand } from './decide';
import { resolveOsrPrompt } from './decide/prompts';
import { sideInitiativeEvents } from './decide/round';
import { combatantSys } from './state';
import { OSR_COMMAND_ROLLS, OSR_ROLL_PURPOSES } from './roll-purposes';
import { osrLeavesOrder, osrQueries } from './port-queries';
import { osrSettings } from './settings';
import {
  buildRoundSlots,
  initiativeRolledThisRound,
  inOpeningStep,
  isFreeRound,
} from './procedure';

/** The round as the Referee's checklist (OSR-RND-01..05). */
export const osrRoundStructure: RoundStructure = {
  steps: [
    { key: 'declare', labelKey: 'steps.declare', ruleIds: ['OSR-RND-01'] },
    { key: 'initiative', labelKey: 'steps.initiative', ruleIds: ['OSR-INIT-01', 'OSR-INIT-03'] },
    { key: 'spells', labelKey: 'steps.spells', ruleIds: ['OSR-RND-02', 'OSR-RND-03'] },
    { key: 'missile', labelKey: 'steps.missile', ruleIds: ['OSR-RND-02', 'OSR-RND-03'] },
    { key: 'melee', labelKey: 'steps.melee', ruleIds: ['OSR-RND-02', 'OSR-RND-03'] },
    { key: 'morale', labelKey: 'steps.morale', ruleIds: ['OSR-RND-04', 'OSR-RND-05'] },
  ],
};

/**
 * OSR-INIT-01..03: the order is the round's checklist. At the start of a round (no current
 * step) it is laid out unrolled; asked during the declare or initiative step it rolls the side
 * dice; later in the round it is refused, since initiative is rolled once per round.
 */
export const osrInitiative: InitiativeProcedure = {
  direction: () => 'desc',
  rerollEachRound: () => true,
  roll(state, request, ctx) {
    // Creatures joining mid-round: the round's slots are laid out again with them in their
    // side's steps (the current step keeps its place).
    if (!request.all) {
      return { slots: [], events: [ev.initiativeSet(buildRoundSlots(state, state.round), false)] };
    }
    // Before the fight the Referee may roll round 1's side dice; the fight keeps them.
    const beforeFight = state.status === 'setup' && !isFreeRound(state, 1);
    const rollNow =
      beforeFight ||
      (state.status === 'active' &&
        state.turn !== null &&
        inOpeningStep(state) &&
        !isFreeRound(state, state.round));
    if (state.turn !== null && state.status === 'active' && !rollNow) {
      throw new RuleError(
        initiativeRolledThisRound(state) ? 'initiativeAlreadyRolled' : 'notInOpeningStep',
      );
    }
    if (!rollNow) return { slots: buildRoundSlots(state, state.round) };
    if (!beforeFight && initiativeRolledThisRound(state)) {
      throw new RuleError('initiativeAlreadyRolled');
    }
    const [rolled, set] = sideInitiativeEvents(state, ctx);
    const slots = (set?.slots ?? []) as InitiativeSlot[];
    return { slots, events: rolled ? [rolled] : [] };
  },
  compare: (a, b) => (a.tiebreak[0] ?? 0) - (b.tiebreak[0] ?? 0),
};

/** Engine commands whose per-creature model does not fit side initiative. */
const replacedEngineCommands: Record<string, string> = {
  triggerReady: 'triggerReadied',
  setInitiative: 'rollSideInitiative',
  delay: 'declareAction',
  splitSlot: 'rollSideInitiative',
};

function hpDescriptor(c: Combatant): HpDescriptor {
  // the seed has no dying state; the engine kills a creature at 0 HP (osrLeavesOrder),
  // so the table is told it is dead, not merely down.
  if (c.hp <= 0) return 'dead';
  if (c.hp >= c.maxHp) return 'unhurt';
  if (c.hp * 4 <= c.maxHp) return 'nearDeath';
  if (c.hp * 2 <= c.maxHp) return 'bloodied';
  return 'wounded';
}

/** The OSR rule system. */
export const osrSystem: RuleSystem = {
  id: 'osr',
  labelKey: 'name',
  options: osrOptions,
  conditions: osrConditions,
  statblockSchema: osrStatblockSchema,
  commandSchemas: osrCommandSchemas,
  eventTypes: osrEventTypes,
  rollPurposes: OSR_ROLL_PURPOSES,
  commandRolls: OSR_COMMAND_ROLLS,
  queries: osrQueries,
  leavesOrder: osrLeavesOrder,
  i18n: osrI18n,
  initiative: osrInitiative,
  roundStructure: osrRoundStructure,
  hooks: osrHooks,
  createCombatant: (input) => createOsrCombatant(input),
  checkEngineCommand(state: EncounterState, command: EngineCommand) {
    // OSR-ACT-04: an action cannot be readied during combat (OSR readies with readyAction).
    if (command.type === 'ready') {
      throw new RuleError(state.status === 'setup' ? 'useSystemCommand' : 'cannotReadyInCombat', {
        command: 'readyAction',
      });
    }
    const replacement = replacedEngineCommands[command.type];
    if (replacement) throw new RuleError('useSystemCommand', { command: replacement });
  },
  decide: decideOsrCommand,
  apply: applyOsrEvent,
  resolvePrompt: resolveOsrPrompt,
  hpDescriptor: (c) => hpDescriptor(c),
  hpRange: (c) => ({ min: 0, max: c.maxHp }),
  // OSR-SURP-05: a surprised creature does not act this round; a creature at 0 HP is down; a
  // paralyzed one takes no actions.
  takesTurn: osrCanAct,
  canAct: osrCanAct,
  playerFacts(c, state) {
    const declared = combatantSys(c).declared;
    if (!declared || declared.round !== state.round) return null;
    // A-10: the opponents' declarations stay hidden from the players.
    const hidden =
      osrSettings(state.options).opponentDeclarationsHidden && !state.sides[c.side]?.isParty;
    return hidden ? null : { declared: declared.type };
  },
  carryOver: carryOverOsr,
  carryIn: carryInOsr,
};
