// The D&D 5e rule system object the engine works with.
import { RuleError } from '../../errors';
import { requireCombatant } from '../../encounter/combatants';
import type { DecideContext } from '../../encounter/context';
import type { Combatant, EncounterState, EngineCommand, EngineEvent } from '../../encounter/types';
import type { RuleSystem } from '../types';
import { Steps } from '../../encounter/steps';
import { decideDamage, decideSavingThrow } from './attack';
import { decideAttack } from './combat/attack-decide';
import { carryIn5e, carryOver5e } from './carry';
import { decideCombatCommand, isCombatCommand, withConsequences } from './combat/decide';
import { checkEngineCommand5e } from './combat/engine-commands';
import { setDnd5eSystem } from './combat/system-ref';
import type { Dnd5eCommand, Dnd5eCommandType } from './commands';
import { dnd5eCommandSchemas } from './commands';
import { DND5E_CONDITIONS } from './conditions';
import { DND5E_EVENT_TYPES, apply5e, ev5 } from './dnd5e-events';
import {
  decideDeathRule,
  decideDeathSave,
  decideHeal,
  decideKill,
  decidePassTime,
  decideStabilize,
  decideTempHp,
} from './heal-decide';
import { dnd5eHooks } from './hooks';
import { dnd5eI18n } from './i18n';
import { decideInjuryCheck, decideLingeringInjury, decideTendWound } from './injuries';
import { dnd5eInitiative, initiativeMode } from './initiative';
import { decideMoraleCheck } from './morale';
import { DND5E_OPTIONS } from './options';
import { resolvePrompt5e } from './resolve';
import {
  decideLairAction,
  decideLegendaryAction,
  decideSetLair,
  decideSpellSlot,
} from './resources';
import { decideKit, decideLongRest, decideSetKit, decideShortRest, decideSurge } from './rests';
import { dnd5eStatblockSchema } from './statblock';
import { DND5E_COMMAND_ROLLS, DND5E_ROLL_PURPOSES } from './roll-purposes';
import { decideDetermineSurprise, decideSetSurprised } from './surprise';
import { createDnd5eCombatant, sys5 } from './sys';
import { hpDescriptor5e, playerFacts5e } from './view';
import { dnd5eLeavesOrder, dnd5eQueries } from './port-queries';

function concentration(
  state: EncounterState,
  cmd: Dnd5eCommand<'startConcentration'> | Dnd5eCommand<'endConcentration'>,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const s = sys5(c);
  if (cmd.type === 'endConcentration') {
    if (!s.concentration)
      throw new RuleError('notAllowed', { combatantId: c.id, reason: 'notConcentrating' });
    return [ev5.concentrationEnded(c.id, 'ended')];
  }
  if (s.dead) throw new RuleError('combatantDead', { combatantId: c.id });
  // A new concentration effect ends the old one (seed example: readying Magic Missile ends Web).
  const out: EngineEvent[] = s.concentration ? [ev5.concentrationEnded(c.id, 'replaced')] : [];
  out.push(ev5.concentrationStarted(c.id, cmd.spell, state.round));
  return out;
}

/**
 * A rest takes its time: a short rest 1 hour, a long rest 8 [not in seed: PHB], and the clock
 * moves on afterwards (a stable creature's recovery 5E-STAB-04, festering wounds 5E-INJURY-03).
 */
function thenTimePasses(
  system: RuleSystem,
  state: EncounterState,
  rest: EngineEvent[],
  hours: number,
  ctx: DecideContext,
): EngineEvent[] {
  const steps = new Steps(state, system);
  steps.push(...rest);
  steps.push(...decidePassTime(steps.state, { type: 'passTime', hours }, ctx, system));
  return steps.events;
}

function declareSpeedFactor(
  state: EncounterState,
  cmd: Dnd5eCommand<'declareSpeedFactor'>,
): EngineEvent[] {
  if (initiativeMode(state) !== 'speedFactor') {
    throw new RuleError('optionOff', { key: 'initiativeMode', value: 'speedFactor' });
  }
  requireCombatant(state, cmd.combatantId);
  return [ev5.speedFactorDeclared(cmd.combatantId, cmd.actions, cmd.dmModifier ?? 0)];
}

function decide5e(
  system: RuleSystem,
  state: EncounterState,
  command: EngineCommand,
  ctx: DecideContext,
): EngineEvent[] {
  return withConsequences(system, state, decideCommand(system, state, command, ctx), ctx);
}

function decideCommand(
  system: RuleSystem,
  state: EncounterState,
  command: EngineCommand,
  ctx: DecideContext,
): EngineEvent[] {
  if (isCombatCommand(command.type)) return decideCombatCommand(system, state, command, ctx);
  const type = command.type as Dnd5eCommandType;
  const cmd = command as never;
  switch (type) {
    case 'damage':
      return decideDamage(state, cmd, ctx, system);
    case 'heal':
      return decideHeal(state, cmd, ctx);
    case 'grantTempHp':
      return decideTempHp(state, cmd, ctx);
    case 'attack':
      return decideAttack(state, cmd, ctx, system);
    case 'savingThrow':
      return decideSavingThrow(state, cmd, ctx);
    case 'deathSave':
      return decideDeathSave(state, cmd, ctx);
    case 'stabilize':
      return decideStabilize(state, cmd, ctx);
    case 'setDeathRule':
      return decideDeathRule(state, cmd);
    case 'kill':
      return decideKill(state, cmd);
    case 'startConcentration':
    case 'endConcentration':
      return concentration(state, cmd);
    case 'determineSurprise':
      return decideDetermineSurprise(state, cmd, ctx);
    case 'setSurprised':
      return decideSetSurprised(state, cmd, ctx);
    case 'declareSpeedFactor':
      return declareSpeedFactor(state, cmd);
    case 'shortRest':
      return thenTimePasses(system, state, decideShortRest(state, cmd, ctx), 1, ctx);
    case 'longRest':
      return thenTimePasses(system, state, decideLongRest(state, cmd, ctx), 8, ctx);
    case 'useHealersKit':
      return decideKit(state, cmd);
    case 'setHealersKit':
      return decideSetKit(state, cmd);
    case 'healingSurge':
      return decideSurge(state, cmd, ctx);
    case 'passTime':
      return decidePassTime(state, cmd, ctx, system);
    case 'tendWound':
      return decideTendWound(state, cmd, ctx);
    case 'injuryCheck':
      return decideInjuryCheck(state, cmd, ctx);
    case 'lingeringInjury':
      return decideLingeringInjury(state, cmd, ctx);
    case 'moraleCheck':
      return decideMoraleCheck(state, cmd, ctx);
    case 'legendaryAction':
      return decideLegendaryAction(state, cmd);
    case 'setLair':
      return decideSetLair(state, cmd);
    case 'lairAction':
      return decideLairAction(state, cmd);
    case 'spendSpellSlot':
    case 'regainSpellSlot':
      return decideSpellSlot(state, cmd);
    default:
      throw new RuleError('unknownCommand', { type: command.type, system: 'dnd5e' });
  }
}

/** The D&D 5e rule system. */
export const dnd5eSystem: RuleSystem = {
  id: 'dnd5e',
  labelKey: 'dnd5e.name',
  options: DND5E_OPTIONS,
  conditions: DND5E_CONDITIONS,
  statblockSchema: dnd5eStatblockSchema,
  commandSchemas: dnd5eCommandSchemas,
  eventTypes: DND5E_EVENT_TYPES,
  rollPurposes: DND5E_ROLL_PURPOSES,
  commandRolls: DND5E_COMMAND_ROLLS,
  queries: dnd5eQueries,
  leavesOrder: dnd5eLeavesOrder,
  i18n: dnd5eI18n,
  initiative: dnd5eInitiative,
  roundStructure: {
    steps: [
      { key: 'surprise', labelKey: 'dnd5e.round.surprise', ruleIds: ['5E-FLOW-02', '5E-SURP-01'] },
      { key: 'positions', labelKey: 'dnd5e.round.positions', ruleIds: ['5E-FLOW-02'] },
      {
        key: 'initiative',
        labelKey: 'dnd5e.round.initiative',
        ruleIds: ['5E-FLOW-02', '5E-INIT-01'],
      },
      { key: 'turns', labelKey: 'dnd5e.round.turns', ruleIds: ['5E-FLOW-01', '5E-FLOW-02'] },
      {
        key: 'nextRound',
        labelKey: 'dnd5e.round.nextRound',
        ruleIds: ['5E-FLOW-01', '5E-FLOW-02'],
      },
    ],
  },
  hooks: dnd5eHooks,
  createCombatant: createDnd5eCombatant,
  checkEngineCommand: checkEngineCommand5e,
  decide(state, command, ctx) {
    return decide5e(dnd5eSystem, state, command, ctx);
  },
  apply: apply5e,
  resolvePrompt(state, prompt, answer, ctx) {
    return withConsequences(
      dnd5eSystem,
      state,
      resolvePrompt5e(state, prompt, answer, ctx, dnd5eSystem),
      ctx,
    );
  },
  hpDescriptor: (c: Combatant) => hpDescriptor5e(c),
  hpRange: (c: Combatant) => ({ min: 0, max: c.maxHp }), // 5E-HP-01
  takesTurn: (c: Combatant) => !sys5(c).dead,
  playerFacts: (c: Combatant) => playerFacts5e(c),
  carryOver: carryOver5e,
  carryIn: carryIn5e,
};

setDnd5eSystem(dnd5eSystem);
