// Lingering injuries (§14): rolling on the table when the DM answers the prompt, the checks an
// injury imposes (acting with internal injuries, dashing on a bad leg) and tending a festering
// wound.
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import { requireCombatant } from '../../encounter/combatants';
import { newConditionInstance } from '../../encounter/conditions';
import { ev } from '../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../encounter/types';
import type { Dnd5eCommand } from './commands';
import { encounterSys5, ev5 } from './dnd5e-events';
import { sys5 } from './sys';
import { FESTERING, injuryFor } from './tables';
import { saveTactics } from './combat/economy';
import { actionSave, actionSaveDc, dashInjuryEvents } from './combat/injury-checks';
import { tactics5 } from './combat/state';

/** Rolls d20 on the lingering-injury table and gives the creature the injury (5E-INJURY-02/03/04). */
export function rollInjury(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  trigger: string,
): EngineEvent[] {
  const d20 = ctx.roller.roll('1d20', 'injury').kept[0] as number;
  const row = injuryFor(d20);
  const out: EngineEvent[] = [
    ev5.note('injuryRolled', { targetId: c.id, d20, injury: row.key, trigger }),
  ];
  if (state.options['lingeringInjuries.asFlaws'] === true) {
    // 5E-INJURY-04: a flaw with the injury's name instead of its effect.
    out.push(
      ev.conditionAdded(
        c.id,
        newConditionInstance(state, ctx, { key: 'injury.flaw', data: { injury: row.key, d20 } }),
      ),
    );
    return out;
  }
  const data: Record<string, string | number> = { remedy: row.remedy, d20 };
  if (row.key === 'injury.festering') {
    data.sinceHour = encounterSys5(state.sys).clockHours;
    data.successes = 0;
  }
  const hadEye = c.conditions.some((x) => x.key === 'injury.loseEye');
  out.push(ev.conditionAdded(c.id, newConditionInstance(state, ctx, { key: row.key, data })));
  // Losing the last eye blinds (spec table row 1, "if no eye remains").
  if (row.key === 'injury.loseEye' && hadEye) {
    out.push(
      ev.conditionAdded(
        c.id,
        newConditionInstance(state, ctx, { key: 'blinded', data: { remedy: 'regenerate' } }),
      ),
    );
  }
  return out;
}

/**
 * injuryCheck: internal injury / broken ribs when acting (on its own turn a failure spends the
 * action); lost leg / limp after a Dash. The turn-economy commands make these checks themselves.
 */
export function decideInjuryCheck(
  state: EncounterState,
  cmd: Dnd5eCommand<'injuryCheck'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const has = (k: string) => c.conditions.some((x) => x.key === k);
  if (cmd.attempt === 'action') {
    if (actionSaveDc(c) === null) {
      throw new RuleError('notAllowed', { combatantId: c.id, reason: 'noInjury' });
    }
    const save = actionSave(state, ctx, c);
    const t = tactics5(c);
    if (save.lost && t.turn) {
      const lost = {
        ...t,
        turn: { ...t.turn, actionsTaken: [...t.turn.actionsTaken, 'improvised' as const] },
      };
      save.events.push(saveTactics(c, lost, 'actionLost'));
    }
    return save.events;
  }
  if (!has('injury.loseLeg') && !has('injury.limp')) {
    throw new RuleError('notAllowed', { combatantId: c.id, reason: 'noInjury' });
  }
  return dashInjuryEvents(state, ctx, c);
}

/**
 * lingeringInjury: the DM rolls on the lingering-injury table for a creature at any moment (a
 * trap, a story beat), not only when a trigger asks (5E-INJURY-01: the DM decides when to
 * check; 5E-INJURY-02..04 as for a trigger).
 */
export function decideLingeringInjury(
  state: EncounterState,
  cmd: Dnd5eCommand<'lingeringInjury'>,
  ctx: DecideContext,
): EngineEvent[] {
  if (state.options.lingeringInjuries !== true) {
    throw new RuleError('optionOff', { key: 'lingeringInjuries' });
  }
  const c = requireCombatant(state, cmd.combatantId);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: c.id });
  return rollInjury(state, ctx, c, 'dm');
}

/** tendWound: DC 15 Wis (Medicine), at most once per 24 h; 10 successes heal the wound. */
export function decideTendWound(
  state: EncounterState,
  cmd: Dnd5eCommand<'tendWound'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const inst = c.conditions.find((x) => x.id === cmd.conditionId && x.key === 'injury.festering');
  if (!inst) throw new RuleError('unknownConditionInstance', { conditionId: cmd.conditionId });
  const clock = encounterSys5(state.sys).clockHours;
  const last = inst.data?.lastTendedHour as number | undefined;
  if (last !== undefined && clock - last < FESTERING.hoursPerPoint) {
    throw new RuleError('notAllowed', { combatantId: c.id, reason: 'tendedToday' });
  }
  const r = ctx.roller.roll(`1d20+${cmd.medicineBonus ?? 0}`, 'medicine');
  const ok = r.total >= FESTERING.tendDc;
  const successes = ((inst.data?.successes as number | undefined) ?? 0) + (ok ? 1 : 0);
  const out: EngineEvent[] = [
    ev5.note('woundTended', {
      targetId: c.id,
      total: r.total,
      dc: FESTERING.tendDc,
      success: ok,
      successes,
    }),
    ev.conditionRemoved(c.id, inst.id, 'rule'),
  ];
  if (successes < FESTERING.successesNeeded) {
    out.push(
      ev.conditionAdded(c.id, {
        ...inst,
        id: ctx.newId('k'),
        data: { ...(inst.data ?? {}), successes, lastTendedHour: clock },
      }),
    );
  }
  return out;
}
