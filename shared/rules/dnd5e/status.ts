// Reading a 5e combatant's situation from its conditions and state: merged condition effects
// (with implied conditions), dying, dead, incapacitated.
import type { Combatant } from '../../encounter/types';
import type { ConditionEffects } from './conditions';
import { conditionEffects } from './conditions';
import { sys5 } from './sys';

/** Keys of the conditions on a combatant, including implied ones (unconscious → incapacitated). */
export function conditionKeys(c: Combatant): Set<string> {
  const keys = new Set<string>();
  const add = (k: string): void => {
    if (keys.has(k)) return;
    keys.add(k);
    for (const implied of conditionEffects(k).implies ?? []) add(implied);
  };
  for (const inst of c.conditions) add(inst.key);
  return keys;
}

/** True when the combatant has the condition (directly or implied). */
export function hasCondition(c: Combatant, key: string): boolean {
  return conditionKeys(c).has(key);
}

/** All condition effects on a combatant, merged (any true flag wins; lists are joined). */
export function mergedEffects(c: Combatant): ConditionEffects {
  const out: ConditionEffects = {};
  const fail = new Set<string>();
  for (const key of conditionKeys(c)) {
    const e = conditionEffects(key);
    for (const flag of [
      'incapacitated',
      'speedZero',
      'noAction',
      'noBonusAction',
      'noReactions',
      'noMove',
      'critWithin5ft',
      'blind',
    ] as const) {
      if (e[flag]) out[flag] = true;
    }
    for (const a of e.autoFailSaves ?? []) fail.add(a);
    if (e.abilityChecks) out.abilityChecks = e.abilityChecks;
  }
  if (fail.size > 0) out.autoFailSaves = [...fail] as ConditionEffects['autoFailSaves'];
  return out;
}

/** Incapacitated (5E-COND-01), directly or through another condition. */
export function isIncapacitated(c: Combatant): boolean {
  return mergedEffects(c).incapacitated === true;
}

/** At 0 HP, alive, not stable: makes death saves at the start of its turns (5E-DEATH-01). */
export function isDying(c: Combatant): boolean {
  const s = sys5(c);
  return c.hp === 0 && !s.dead && !s.stable && s.deathRule === 'saves';
}

/** Undamaged for cleave (AMB-20): current HP equals maximum, temporary HP ignored. */
export function isUndamaged(c: Combatant, mode: string): boolean {
  if (mode === 'hpAtMaxNoTempHp') return c.hp === c.maxHp && c.tempHp === 0;
  return c.hp === c.maxHp;
}
