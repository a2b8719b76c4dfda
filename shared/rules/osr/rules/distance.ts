// OSR-DIST-01..04: encounter distance. The roll is optional; when the opponents' location is
// obvious the Referee enters the distance instead.
import { RuleError } from '../../../errors';
import type { DistanceUnit, EncounterDistanceTable } from '../tables/encounterDistance';
import type { Environment } from '../tables/encounterChance';

/** A distance between the groups, and whether it was rolled. */
export interface EncounterDistance {
  value: number;
  unit: DistanceUnit;
  rolled: boolean;
}

/** Dice notation of the distance roll for an environment. */
export function distanceDice(table: EncounterDistanceTable, env: Environment): string {
  return table[env].dice;
}

/** Distance from the rolled dice total: total × multiplier in the table's unit. */
export function rolledDistance(
  table: EncounterDistanceTable,
  env: Environment,
  diceTotal: number,
): EncounterDistance {
  const entry = table[env];
  return { value: diceTotal * entry.multiplier, unit: entry.unit, rolled: true };
}

/** A distance the Referee entered because the location is obvious (OSR-DIST-04). */
export function enteredDistance(value: number, unit: DistanceUnit): EncounterDistance {
  if (!Number.isFinite(value) || value < 0) throw new RuleError('invalidDistance', { value });
  return { value, unit, rolled: false };
}
