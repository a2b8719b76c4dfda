// OSR-MEL-01/02: two creatures are in melee within 5 ft; a creature in melee cannot shoot.

/** OSR-MEL-01: the melee distance in feet. */
export const meleeRangeFt = 5;

/** True when two creatures this far apart are in melee (OSR-MEL-01). */
export function inMeleeAt(distanceFt: number): boolean {
  return distanceFt <= meleeRangeFt;
}

/** canShoot(c) := no enemy within 5 ft (OSR-MEL-02); distances are to each enemy. */
export function canShoot(enemyDistancesFt: number[]): boolean {
  return !enemyDistancesFt.some(inMeleeAt);
}
