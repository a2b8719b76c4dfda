// OSR conditions as data. "Surprised" (the seed's "dazed") lasts for one named round; "burning"
// carries the remaining fire ticks of an oil flask. "Paralyzed" and "drained" come from the
// on-hit effects of statblocks (a ghoul's claw, a wight's touch), which the seed does not have.
import type { ConditionDef } from '../types';
import type { Combatant } from '../../encounter/types';

/** OSR condition definitions. */
export const osrConditions: readonly ConditionDef[] = [
  {
    key: 'surprised',
    ruleId: 'OSR-SURP-05',
    labelKey: 'conditions.surprised.label',
    helpKey: 'conditions.surprised.help',
    playerVisible: true,
    // It still defends: AC is unchanged.
    effects: { cannotMove: true, cannotAttack: true, cannotAct: true, acChange: 0 },
    // Surprise holds for one named round of this encounter (OSR-SURP-05).
    afterFight: 'ends',
  },
  {
    key: 'burning',
    ruleId: 'OSR-DMG-03',
    labelKey: 'conditions.burning.label',
    helpKey: 'conditions.burning.help',
    playerVisible: true,
    effects: { fireDice: '1d4' },
    // The oil's ticks fall in the fight's rounds; out of the fight the fire is put out.
    afterFight: 'ends',
  },
  {
    key: 'paralyzed',
    labelKey: 'conditions.paralyzed.label',
    helpKey: 'conditions.paralyzed.help',
    playerVisible: true,
    // A paralyzed creature takes no actions; it is hit like anyone else.
    effects: { cannotMove: true, cannotAttack: true, cannotAct: true, acChange: 0 },
    afterFight: 'ends',
  },
  {
    key: 'drained',
    labelKey: 'conditions.drained.label',
    helpKey: 'conditions.drained.help',
    playerVisible: true,
    // Levels lost to an energy drain stay lost after the fight.
    effects: { levelsLost: true },
  },
];

/** Data of a "paralyzed" instance: the last round it lasts and its length in rounds. */
export interface ParalyzedData {
  untilRound: number;
  rounds: number;
}

/** True when the creature is paralyzed now. */
export function isParalyzed(c: Combatant): boolean {
  return c.conditions.some((k) => k.key === 'paralyzed');
}

/** Data of a "surprised" instance: the round in which the creature cannot act. */
export interface SurprisedData {
  round: number;
}

/** Data of a "burning" instance: fire ticks still due and the round the next one falls. */
export interface BurningData {
  ticksLeft: number;
  dueRound: number;
}

/** True when the creature is surprised in `round` (OSR-SURP-05). */
export function isSurprisedIn(c: Combatant, round: number): boolean {
  return c.conditions.some(
    (k) => k.key === 'surprised' && (k.data as SurprisedData | undefined)?.round === round,
  );
}

/** The creature's burning instance, if any. */
export function burningOf(c: Combatant): { id: string; data: BurningData } | null {
  const k = c.conditions.find((x) => x.key === 'burning');
  if (!k) return null;
  return { id: k.id, data: (k.data ?? { ticksLeft: 0, dueRound: 0 }) as unknown as BurningData };
}
