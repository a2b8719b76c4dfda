// What lingering injuries do when a creature acts (5E-INJURY-03): internal injury and broken
// ribs call for a Con save whenever it tries to take an action; a lost leg topples it and a limp
// calls for a DC 10 Dex save after a Dash.
import type { DecideContext } from '../../../encounter/context';
import { newConditionInstance } from '../../../encounter/conditions';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { rollSave } from '../attack';
import { ev5 } from '../dnd5e-events';
import { INJURY_ACTION_DC, LIMP } from '../tables';

const has = (c: Combatant, key: string): boolean => c.conditions.some((x) => x.key === key);

/** The DC of the save to act (internal injury 15, broken ribs 10; the higher), or null. */
export function actionSaveDc(c: Combatant): number | null {
  const dcs = Object.keys(INJURY_ACTION_DC)
    .filter((k) => has(c, k))
    .map((k) => INJURY_ACTION_DC[k] as number);
  return dcs.length > 0 ? Math.max(...dcs) : null;
}

/**
 * The Con save of a creature with an internal injury or broken ribs that tries to act. On a
 * failure it loses that action and cannot take reactions until the start of its next turn.
 */
export function actionSave(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
): { events: EngineEvent[]; lost: boolean } {
  const dc = actionSaveDc(c);
  if (dc === null) return { events: [], lost: false };
  const r = rollSave(ctx, c, 'con', dc, { purpose: 'injurySave' });
  const events: EngineEvent[] = [
    ev5.note('injuryActionSave', { targetId: c.id, total: r.total, dc, success: r.success }),
  ];
  if (!r.success) {
    events.push(
      ev.conditionAdded(
        c.id,
        newConditionInstance(state, ctx, {
          key: 'injury.actionLost',
          duration: { at: 'turnStart', of: c.id, rounds: 1 },
        }),
      ),
    );
  }
  return { events, lost: !r.success };
}

/** After a Dash: a lost leg topples the creature; a limp needs a DC 10 Dex save or it falls prone. */
export function dashInjuryEvents(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
): EngineEvent[] {
  const prone = (): EngineEvent[] =>
    has(c, 'prone')
      ? []
      : [ev.conditionAdded(c.id, newConditionInstance(state, ctx, { key: 'prone' }))];
  if (has(c, 'injury.loseLeg')) return [ev5.note('injuryDashFall', { targetId: c.id }), ...prone()];
  if (!has(c, 'injury.limp')) return [];
  const r = rollSave(ctx, c, 'dex', LIMP.dashSaveDc, { purpose: 'limpSave' });
  return [
    ev5.note('limpSave', {
      targetId: c.id,
      total: r.total,
      dc: LIMP.dashSaveDc,
      success: r.success,
    }),
    ...(r.success ? [] : prone()),
  ];
}
