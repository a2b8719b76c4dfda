// OSR-DMG-01..03: unarmed damage, shield bash and the burning oil flask.

/** unarmed := max(1, 1 + STR bonus) (OSR-DMG-01). */
export function unarmedDamage(strBonus: number): number {
  return Math.max(1, 1 + strBonus);
}

/** OSR-DMG-02: shield bash damage dice and push distance on a hit. */
export const shieldBash = { damageDice: '1d3', pushFt: 10 } as const;

/** OSR-DMG-03: oil flask range, blast radius, fire dice and number of burning rounds. */
export const oilFlask = { rangeFt: 40, radiusFt: 5, fireDice: '1d4', rounds: 2 } as const;

/** True when a target this far away can be hit with a thrown oil flask (OSR-DMG-03). */
export function oilInRange(distanceFt: number): boolean {
  return distanceFt <= oilFlask.rangeFt;
}

/** True when a creature this far from the target is inside the 5 ft blast radius. */
export function inOilRadius(distanceFromTargetFt: number): boolean {
  return distanceFromTargetFt <= oilFlask.radiusFt;
}

/** 'perRound' = 1d4 on the hit and 1d4 a round later; 'total' = 1d4 once. */
export type OilDamageMode = 'perRound' | 'total';

/** How many fire ticks remain after the one on the hit. */
export function oilTicksAfterHit(mode: OilDamageMode): number {
  return mode === 'perRound' ? oilFlask.rounds - 1 : 0;
}

/** Distance after a shield push: directly away from the attacker. */
export function distanceAfterPush(distanceFt: number): number {
  return distanceFt + shieldBash.pushFt;
}
