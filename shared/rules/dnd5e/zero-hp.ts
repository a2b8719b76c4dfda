// What happens when a creature drops to 0 HP, and what ends when it regains HP: the events of
// 5E-ZERO-02/03, 5E-KO-01, 5E-MONDEATH-01 with the conditions they bring.
import type { DecideContext } from '../../encounter/context';
import { newConditionInstance } from '../../encounter/conditions';
import { ev } from '../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../encounter/types';
import type { DeathCause } from './dnd5e-events';
import { ev5 } from './dnd5e-events';
import { sys5 } from './sys';

/** Causes of unconsciousness that end when the creature regains HP (5E-ZERO-03). */
const ZERO_HP_CAUSES = ['zeroHp', 'knockOut', 'systemShock'];

/** Events for a creature that falls unconscious at 0 HP (stable when knocked out). */
export function fallUnconscious(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  stable: boolean,
  cause: string,
): EngineEvent[] {
  const out: EngineEvent[] = [];
  if (sys5(c).concentration) out.push(ev5.concentrationEnded(c.id, 'unconscious'));
  out.push(ev5.fellUnconscious(c.id, stable, cause));
  if (!c.conditions.some((x) => x.key === 'unconscious')) {
    out.push(
      ev.conditionAdded(
        c.id,
        newConditionInstance(state, ctx, { key: 'unconscious', data: { cause } }),
      ),
    );
  }
  // 5E-COND-04: an unconscious creature falls prone.
  if (!c.conditions.some((x) => x.key === 'prone')) {
    out.push(ev.conditionAdded(c.id, newConditionInstance(state, ctx, { key: 'prone' })));
  }
  return out;
}

/** Events for a creature that dies. */
export function die(c: Combatant, cause: DeathCause): EngineEvent[] {
  const out: EngineEvent[] = [];
  if (sys5(c).concentration) out.push(ev5.concentrationEnded(c.id, 'dead'));
  out.push(ev5.died(c.id, cause));
  for (const inst of c.conditions) {
    if (inst.key === 'unconscious') out.push(ev.conditionRemoved(c.id, inst.id, 'rule'));
  }
  return out;
}

/** Conditions that end when a creature at 0 HP regains HP (5E-ZERO-03). */
export function wakeUp(c: Combatant): EngineEvent[] {
  return c.conditions
    .filter(
      (x) =>
        x.key === 'unconscious' &&
        ZERO_HP_CAUSES.includes(((x.data?.cause as string | undefined) ?? 'zeroHp') as string),
    )
    .map((x) => ev.conditionRemoved(c.id, x.id, 'rule'));
}
