import { randomInt } from 'node:crypto';

/**
 * A fresh seed for an encounter's dice. Main picks it; from then on every roll comes from the
 * engine's seeded generator and is recorded, so a fight replays the same.
 */
export function newSeed(): number {
  return randomInt(2 ** 31);
}
