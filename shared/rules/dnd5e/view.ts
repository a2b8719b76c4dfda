// What the players see of a 5e creature: its HP descriptor and death-save pips.
import type { JsonObject } from '../../encounter/json';
import type { Combatant } from '../../encounter/types';
import type { HpDescriptor } from '../types';
import { sys5 } from './sys';

/** HP descriptor (dead, down at 0, unhurt at max; ≤ ¼ near death; ≤ ½ bloodied; else wounded). */
export function hpDescriptor5e(c: Combatant): HpDescriptor {
  if (sys5(c).dead) return 'dead';
  if (c.hp <= 0) return 'down';
  if (c.hp >= c.maxHp) return 'unhurt';
  if (c.hp * 4 <= c.maxHp) return 'nearDeath';
  if (c.hp * 2 <= c.maxHp) return 'bloodied';
  return 'wounded';
}

/** Facts the players may see: death-save pips of PCs at 0 HP, stability, fleeing. */
export function playerFacts5e(c: Combatant): JsonObject | null {
  const s = sys5(c);
  const facts: JsonObject = {};
  if (c.kind === 'pc' && c.hp === 0 && !s.dead) {
    facts.deathSaves = { successes: s.deathSaves.successes, failures: s.deathSaves.failures };
    facts.stable = s.stable;
  }
  if (s.morale !== 'steady') facts.morale = s.morale;
  return Object.keys(facts).length > 0 ? facts : null;
}
