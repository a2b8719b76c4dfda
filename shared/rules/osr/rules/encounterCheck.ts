// OSR-ENC-01..04: is there a random encounter? Chance and frequency come from the editable table;
// terrain outside the seed's list needs the Referee's 1–3-in-6.
import { RuleError } from '../../../errors';
import {
  wildTerrains,
  type CheckFrequency,
  type EncounterChanceTable,
  type Environment,
  type WildTerrain,
} from '../tables/encounterChance';
import { xInSix, type XInSixDirection } from './xInSix';

/** Where and when an encounter check is made. */
export interface EncounterSituation {
  env: Environment;
  /** Wilderness terrain: a listed one, or any other name. */
  terrain?: string;
  isNight: boolean;
  /** The Referee's X for an unlisted terrain: 1..3. */
  customChance?: number;
}

/** The chance (X of X-in-6), its check frequency and the rule id behind it. */
export interface EncounterChance {
  chance: number;
  frequency: CheckFrequency;
  ruleId: string;
}

/** True for terrain names that have a row in the table. */
export function isListedTerrain(terrain: string): terrain is WildTerrain {
  return (wildTerrains as readonly string[]).includes(terrain);
}

/** Looks up the encounter chance for a situation (OSR-ENC-02..04, A-32). */
export function encounterChance(
  table: EncounterChanceTable,
  situation: EncounterSituation,
): EncounterChance {
  if (situation.env === 'dungeon') return table.dungeon;
  if (situation.env === 'city') return situation.isNight ? table.city.night : table.city.day;
  const terrain = situation.terrain;
  if (terrain === undefined) throw new RuleError('terrainRequired');
  if (isListedTerrain(terrain)) return table.wilderness[terrain];
  // unlisted terrain; the Referee picks 1–3-in-6, checked like other wilderness.
  const x = situation.customChance;
  if (x === undefined) throw new RuleError('terrainChanceRequired', { terrain });
  if (!Number.isInteger(x) || x < 1 || x > 3) {
    throw new RuleError('terrainChanceOutOfRange', { terrain, chance: x, min: 1, max: 3 });
  }
  return { chance: x, frequency: { kind: 'dayAndNight' }, ruleId: 'OSR-ENC-04' };
}

/** encounterOccurs(env, terrain, isNight) := d6 ≤ chance (OSR-ENC-01..04). */
export function encounterOccurs(
  face: number,
  chance: number,
  direction: XInSixDirection = 'low',
): boolean {
  return xInSix(face, chance, direction);
}
