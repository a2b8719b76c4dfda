// Engine moments the 2e rules react to: death's door bleeding, holds, spells taking effect,
// one-round conditions (charging, parrying, the surprise round) ending.
import type { DecideContext } from '../../../encounter/context';
import type {
  Combatant,
  EncounterState,
  EngineEvent,
  InitiativeSlot,
} from '../../../encounter/types';
import { rollInitiativeEvents } from '../../../encounter/initiative';
import { inOrder } from '../../../encounter/order-leaving';
import { advanceTurn } from '../../../encounter/turns';
import type { SystemHooks } from '../../types';
import { readOptions } from '../options';
import { DEATHS_DOOR_LIMIT, bleedOneRound } from '../rules/death';
import { encounterSysOf, sysOf } from '../sys';
import { holdRoundEvents } from './hold';
import { restoreTemporary } from './decide';
import { Steps } from '../../../encounter/steps';
import { reminder, removeCondition, sysEvent } from './adnd2e-events';
import { burningRound } from './oil';
import { poisonRound, poisonsAtEncounterEnd } from './poison';
import { adnd2eSystemRef } from './system-ref';
import { inOpeningStep, initiativeRolledThisRound, openingSteps } from './initiative';

const ONE_ROUND_CONDITIONS = ['charging', 'parrying', 'setToReceiveCharge'];

function onRoundStart(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const steps = new Steps(state, adnd2eSystemRef());
  steps.push(...deathsDoorBleeding(state));
  // 2E-POIS-04: poisons waiting for their onset count down and take hold.
  steps.push(...poisonRound(steps.state, ctx));
  // 2E-MSL-17: burning oil's second round.
  steps.push(...burningRound(steps.state, ctx));
  return steps.events;
}

function deathsDoorBleeding(state: EncounterState): EngineEvent[] {
  const events: EngineEvent[] = [];
  const opts = readOptions(state.options);
  if (!opts.deathsDoor) return events;
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    const sys = sysOf(c);
    // 2E-DEATH-06: 1 HP lost per round until tended; dead at -10
    if (sys.life !== 'dying' || sys.tended) continue;
    const hp = bleedOneRound(c.hp, sys.tended);
    events.push(sysEvent('adnd2e.bled', { combatantId: id, hp }));
    if (hp <= DEATHS_DOOR_LIMIT)
      events.push(
        sysEvent('adnd2e.lifeChanged', { combatantId: id, life: 'dead', cause: 'bledOut' }),
      );
  }
  return events;
}

function onTurnStart(state: EncounterState, id: string, ctx: DecideContext): EngineEvent[] {
  const c = state.combatants[id];
  if (!c) return [];
  const events: EngineEvent[] = [];
  const sys = sysOf(c);
  // a spell with a bare-number casting time takes effect on the caster's initiative (2E-INIT-08)
  if (sys.pendingSpell && sys.pendingSpell.at >= 0) {
    events.push(
      sysEvent('adnd2e.spellProgress', {
        combatantId: id,
        spell: sys.pendingSpell.name,
        roundsLeft: 0,
        resolved: true,
      }),
    );
  }
  // 2E-NL-13: a kept hold does one more point each round
  for (const tid of state.combatantIds) {
    const t = state.combatants[tid] as Combatant;
    const hold = sysOf(t).hold;
    // once a round: not again when the DM already continued it this round
    if (!hold || hold.holderId !== id || state.round <= 0) continue;
    if (sysOf(t).holdRound === state.round) continue;
    events.push(...holdRoundEvents(state, c, t, false, ctx));
  }
  return events;
}

function onRoundEnd(state: EncounterState): EngineEvent[] {
  const events: EngineEvent[] = [];
  const opts = readOptions(state.options);
  const surprise = encounterSysOf(state).surprise;
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    const sys = sysOf(c);
    // 2E-INIT-09: spells of a round or more take effect at the end of their last round
    if (sys.pendingSpell && sys.pendingSpell.at < 0) {
      const left = sys.pendingSpell.roundsLeft - 1;
      events.push(
        sysEvent('adnd2e.spellProgress', {
          combatantId: id,
          spell: sys.pendingSpell.name,
          roundsLeft: left,
          resolved: left <= 0,
        }),
      );
    }
    for (const inst of c.conditions) {
      const oneRound =
        ONE_ROUND_CONDITIONS.includes(inst.key) &&
        (inst.key !== 'charging' || opts.chargePenaltyUntil === 'endOfRound');
      const surpriseOver = inst.key === 'surprised' && (!surprise || surprise.round <= state.round);
      if (oneRound || surpriseOver) events.push(removeCondition(id, inst.id));
    }
  }
  if (surprise && surprise.round === state.round)
    events.push(reminder('surpriseRoundOver', { round: state.round }));
  return events;
}

function onTurnEnd(state: EncounterState, id: string): EngineEvent[] {
  const c = state.combatants[id];
  if (!c) return [];
  const opts = readOptions(state.options);
  if (opts.chargePenaltyUntil !== 'chargerNextTurn') return [];
  // AMB-08 alternative: the charge penalty lasts until the charger's next turn ends
  return c.conditions
    .filter((x) => x.key === 'charging' && x.appliedRound < state.round)
    .map((x) => removeCondition(id, x.id));
}

/** End of the encounter: waiting poisons take hold, then bare-handed damage is settled. */
function onEncounterEnd(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const steps = new Steps(state, adnd2eSystemRef());
  steps.push(...poisonsAtEncounterEnd(state, ctx));
  steps.push(...restoreTemporary(steps.state));
  return steps.events;
}

/**
 * 2E-SEQ-03: passing the declarations brings the initiative step, which rolls the round's d10s
 * with what was declared (the DM may roll them himself with rollInitiative first).
 */
function onStepStart(
  state: EncounterState,
  slot: InitiativeSlot,
  ctx: DecideContext,
): EngineEvent[] {
  if (slot.key !== openingSteps.initiative || initiativeRolledThisRound(state)) return [];
  const system = adnd2eSystemRef();
  const present = state.combatantIds.filter((id) => (state.combatants[id] as Combatant).present);
  // the dead (fled, surrendered) roll no initiative (2E-DEATH-01)
  return rollInitiativeEvents(state, system, ctx, inOrder(present, state, system), true);
}

/**
 * Once the round's initiative is rolled the opening steps are over: the turn goes on to the
 * first to act (2E-SEQ-03: declare → roll → resolve), whether the DM rolled or passed the step.
 */
function afterEngineCommand(
  state: EncounterState,
  events: EngineEvent[],
  ctx: DecideContext,
): EngineEvent[] {
  if (state.status !== 'active' || !inOpeningStep(state)) return [];
  if (!events.some((e) => e.type === 'adnd2e.initiativeRolled')) return [];
  if (!initiativeRolledThisRound(state)) return [];
  const system = adnd2eSystemRef();
  const steps = new Steps(state, system);
  for (let i = 0; i < 3 && inOpeningStep(steps.state) && !steps.blocked(); i++) {
    advanceTurn(steps, system, ctx);
  }
  return steps.events;
}

/** The 2e hooks. */
export const adnd2eHooks: SystemHooks = {
  onEncounterEnd,
  onStepStart,
  afterEngineCommand,
  onRoundStart,
  onTurnStart: (state, id, ctx) => onTurnStart(state, id, ctx),
  onTurnEnd: (state, id) => onTurnEnd(state, id),
  onRoundEnd: (state) => onRoundEnd(state),
};
