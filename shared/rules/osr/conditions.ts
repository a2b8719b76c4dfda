// OSR conditions as data. "Surprised" (the seed's "dazed") lasts for one named round; "burning"
// carries the remaining fire ticks of an oil flask.
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
];

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
