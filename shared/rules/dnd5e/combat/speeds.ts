// A creature's speeds: the statblock's (or the DM's), then what conditions, the DM's speed
// modifiers and lingering injuries do to them (grappled/restrained → 0, heavy armour −10 ft,
// Limp −5 ft, a lost leg halves walking speed), and dragging a grappled creature halves them.
import type { Combatant, OptionValues } from '../../../encounter/types';
import { halve } from '../rounding';
import { mergedEffects } from '../status';
import { statblock5 } from '../sys';
import { LIMP } from '../tables';
import type { MoveMode } from '../tactics/movement';
import { MOVE_MODES } from '../tactics/movement';
import type { SpeedSet } from '../tactics/turn';
import { tsys } from './state';

/** The speeds a creature has before conditions: set by the DM, else its statblock, else walk 30. */
export function baseSpeeds(c: Combatant): SpeedSet {
  const stored = tsys(c).baseSpeeds;
  if (stored) return stored;
  const sb = statblock5(c)?.speed;
  if (!sb) return { walk: 30 };
  const out: Partial<Record<MoveMode, number>> = {};
  for (const m of MOVE_MODES) if (sb[m] !== undefined) out[m] = sb[m];
  return out;
}

/** Whether the creature can hover (5E-MOVE-13: a hovering flier does not fall). */
export function canHover(c: Combatant): boolean {
  return tsys(c).hover ?? statblock5(c)?.speed.hover === true;
}

const has = (c: Combatant, key: string): boolean => c.conditions.some((x) => x.key === key);

/**
 * Current speeds after every modifier. Speed 0 conditions (grappled 5E-COND-03, restrained,
 * unconscious) zero every mode. 5E-INJURY-03: Limp takes 5 ft from the walking speed and a lost
 * foot or leg halves it; the reduction comes first and the halving last, as damage takes flat
 * modifiers before halving (5E-RESIST-02). A lingering injury kept as a flaw changes nothing.
 */
export function currentSpeeds(c: Combatant, options: OptionValues): SpeedSet {
  const base = baseSpeeds(c);
  const out: Partial<Record<MoveMode, number>> = { ...base };
  if (mergedEffects(c).speedZero) {
    for (const m of MOVE_MODES) if (out[m] !== undefined) out[m] = 0;
    return out;
  }
  // Feet added or removed by the DM's speed modifiers (heavy armour, a spell, an injury).
  for (const mod of tsys(c).speedModifiers ?? []) {
    const m = mod.mode ?? 'walk';
    const v = out[m];
    if (v !== undefined) out[m] = Math.max(0, v + mod.feet);
  }
  if (out.walk !== undefined) {
    let walk = out.walk;
    if (has(c, 'injury.limp')) walk = Math.max(0, walk - LIMP.speedPenaltyFt);
    if (has(c, 'injury.loseLeg')) walk = halve(walk, options);
    out.walk = walk;
  }
  // 5E-GRAPPLE-06: dragging or carrying a grappled creature halves every speed, last.
  const drag = tsys(c).dragging;
  if (drag && drag.ids.length > 0 && drag.halves) {
    for (const m of MOVE_MODES) if (out[m] !== undefined) out[m] = halve(out[m] as number, options);
  }
  return out;
}

/** The highest current speed (5E-ACT-07: Dodge ends when speed drops to 0). */
export function topSpeed(speeds: SpeedSet): number {
  return Math.max(0, ...MOVE_MODES.map((m) => speeds[m] ?? 0));
}
