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
import { FESTERING, INJURY_ACTION_DC, LIMP, injuryFor } from './tables';

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

/** injuryCheck: internal injury / broken ribs when acting; lost leg / limp after a Dash. */
export function decideInjuryCheck(
  state: EncounterState,
  cmd: Dnd5eCommand<'injuryCheck'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const s = sys5(c);
  const out: EngineEvent[] = [];
  const has = (k: string) => c.conditions.some((x) => x.key === k);
  if (cmd.attempt === 'action') {
    const keys = Object.keys(INJURY_ACTION_DC).filter(has);
    if (keys.length === 0)
      throw new RuleError('notAllowed', { combatantId: c.id, reason: 'noInjury' });
    const dc = Math.max(...keys.map((k) => INJURY_ACTION_DC[k] as number));
    const r = ctx.roller.roll(`1d20+${s.saves.con}`, 'injurySave');
    const ok = r.total >= dc;
    out.push(ev5.note('injuryActionSave', { targetId: c.id, total: r.total, dc, success: ok }));
    if (!ok) {
      // Loses the action and cannot react until the start of its next turn.
      out.push(
        ev.conditionAdded(
          c.id,
          newConditionInstance(state, ctx, {
            key: 'injury.actionLost',
            duration: { at: 'turnStart', of: c.id, rounds: 1 },
          }),
        ),
      );
    }
    return out;
  }
  const prone = (): EngineEvent[] =>
    has('prone')
      ? []
      : [ev.conditionAdded(c.id, newConditionInstance(state, ctx, { key: 'prone' }))];
  if (has('injury.loseLeg')) {
    out.push(ev5.note('injuryDashFall', { targetId: c.id }), ...prone());
    return out;
  }
  if (has('injury.limp')) {
    const r = ctx.roller.roll(`1d20+${s.saves.dex}`, 'limpSave');
    const ok = r.total >= LIMP.dashSaveDc;
    out.push(
      ev5.note('limpSave', { targetId: c.id, total: r.total, dc: LIMP.dashSaveDc, success: ok }),
    );
    if (!ok) out.push(...prone());
    return out;
  }
  throw new RuleError('notAllowed', { combatantId: c.id, reason: 'noInjury' });
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
