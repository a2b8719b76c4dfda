// Massive damage and system shock (§15), resolved when the DM answers the prompt.
import type { DecideContext } from '../../encounter/context';
import { newConditionInstance } from '../../encounter/conditions';
import { ev } from '../../encounter/engine-events';
import type { Steps } from '../../encounter/steps';
import type { Combatant } from '../../encounter/types';
import { ev5 } from './dnd5e-events';
import { mergedEffects } from './status';
import { sys5 } from './sys';
import { MASSIVE_DAMAGE_DC, shockFor } from './tables';
import { die, fallUnconscious } from './zero-hp';

/** Rolls the DC 15 Con save and, on a failure, the system shock table. */
export function resolveMassiveDamage(
  steps: Steps,
  ctx: DecideContext,
  targetId: string,
  choice: 'roll' | 'failed',
): void {
  const c = steps.state.combatants[targetId] as Combatant;
  if (sys5(c).dead) return;
  if (choice === 'roll') {
    const auto = mergedEffects(c).autoFailSaves?.includes('con') === true;
    const r = ctx.roller.roll(`1d20+${sys5(c).saves.con}`, 'massiveSave');
    const ok = !auto && r.total >= MASSIVE_DAMAGE_DC;
    steps.push(
      ev5.note('massiveSave', { targetId, total: r.total, dc: MASSIVE_DAMAGE_DC, success: ok }),
    );
    if (ok) return;
  }
  systemShock(steps, ctx, targetId);
}

/** Rolls d10 on the system shock table and applies the result (5E-MASSIVE-02). */
export function systemShock(steps: Steps, ctx: DecideContext, targetId: string): void {
  const d10 = ctx.roller.roll('1d10', 'systemShock').kept[0] as number;
  const row = shockFor(d10);
  steps.push(ev5.note('systemShock', { targetId, d10, result: row.result }));
  const c = steps.state.combatants[targetId] as Combatant;
  const untilEndOfNextTurn = { at: 'turnEnd' as const, of: targetId, rounds: 1 };
  switch (row.result) {
    case 'dropToZero': {
      // Then 5E-ZERO-03 / 5E-MONDEATH-01 as for any drop to 0.
      steps.push(ev5.hpSet(targetId, 0, 'systemShock'), ev5.sideLoss(c.side));
      const now = steps.state.combatants[targetId] as Combatant;
      if (sys5(now).deathRule === 'instant') steps.push(...die(now, 'monsterDeath'));
      else steps.push(...fallUnconscious(steps.state, ctx, now, false, 'systemShock'));
      return;
    }
    case 'dropToZeroStable': {
      steps.push(ev5.hpSet(targetId, 0, 'systemShock'), ev5.sideLoss(c.side));
      steps.push(
        ...fallUnconscious(
          steps.state,
          ctx,
          steps.state.combatants[targetId] as Combatant,
          true,
          'systemShock',
        ),
      );
      return;
    }
    case 'stunned':
      steps.push(
        ev.conditionAdded(
          targetId,
          newConditionInstance(steps.state, ctx, { key: 'stunned', duration: untilEndOfNextTurn }),
        ),
      );
      return;
    case 'reeling':
      steps.push(
        ev.conditionAdded(
          targetId,
          newConditionInstance(steps.state, ctx, {
            key: 'shock.reeling',
            duration: untilEndOfNextTurn,
          }),
        ),
      );
      return;
    case 'noReactions':
      steps.push(
        ev.conditionAdded(
          targetId,
          newConditionInstance(steps.state, ctx, {
            key: 'shock.noReactions',
            duration: untilEndOfNextTurn,
          }),
        ),
      );
      return;
  }
}
