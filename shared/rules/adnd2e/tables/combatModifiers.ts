/** Situations of Table 51 — Combat modifiers (2E-ATK-08). */
export type Table51Situation =
  | 'higherGround'
  | 'defenderInvisible'
  | 'defenderOffBalance'
  | 'defenderSleepingOrHeld'
  | 'defenderStunnedOrProne'
  | 'defenderSurprised'
  | 'missileLongRange'
  | 'missileMediumRange'
  | 'rearAttack';

/**
 * Table 51 — Combat modifiers (2E-ATK-08); positive favours the attacker. `automatic` is the
 * sleeping/held row: the hit is automatic in a normal melee (Table 51 footnote).
 */
export const TABLE_51_COMBAT_MODIFIERS: Readonly<Record<Table51Situation, number | 'automatic'>> = {
  higherGround: 1,
  defenderInvisible: -4,
  defenderOffBalance: 2,
  defenderSleepingOrHeld: 'automatic',
  defenderStunnedOrProne: 4,
  defenderSurprised: 1,
  missileLongRange: -5,
  missileMediumRange: -2,
  rearAttack: 2,
};

/** Numeric Table 51 modifier of a situation (0 for the automatic-hit row). */
export function table51Modifier(situation: Table51Situation): number {
  const v = TABLE_51_COMBAT_MODIFIERS[situation];
  return v === 'automatic' ? 0 : v;
}
