/** Situations of Table 55 — Standard modifiers to initiative (2E-INIT-04). */
export type Table55Situation =
  | 'hasted'
  | 'slowed'
  | 'higherGround'
  | 'setToReceiveCharge'
  | 'wadingOrSlippery'
  | 'wadingDeepWater'
  | 'foreignEnvironment'
  | 'hindered'
  | 'waiting';

/** Table 55 — Standard modifiers to initiative (2E-INIT-04). Lower initiative acts first. */
export const TABLE_55_INITIATIVE: Readonly<Record<Table55Situation, number>> = {
  hasted: -2,
  slowed: 2,
  higherGround: -1,
  setToReceiveCharge: -2,
  wadingOrSlippery: 2,
  wadingDeepWater: 4,
  foreignEnvironment: 6,
  hindered: 3,
  waiting: 1,
};

/** Creature sizes of AD&D 2e. */
export type CreatureSize = 'T' | 'S' | 'M' | 'L' | 'H' | 'G';

export const CREATURE_SIZES: readonly CreatureSize[] = ['T', 'S', 'M', 'L', 'H', 'G'];

/** Table 56 — size modifier, only for creatures fighting with natural weapons (2E-INIT-06). */
export const TABLE_56_SIZE: Readonly<Record<CreatureSize, number>> = {
  T: 0,
  S: 3,
  M: 3,
  L: 6,
  H: 9,
  G: 12,
};

/** Magical item kinds of Table 56. */
export type MagicItemKind =
  'miscellaneous' | 'potion' | 'ring' | 'rod' | 'scroll' | 'staff' | 'wand';

/**
 * Table 56 — magical item modifiers (2E-INIT-06), unless the item's description says otherwise.
 * A scroll uses the casting time of its spell (`null` here).
 */
export const TABLE_56_MAGIC_ITEM: Readonly<Record<MagicItemKind, number | null>> = {
  miscellaneous: 3,
  potion: 4,
  ring: 3,
  rod: 1,
  scroll: null,
  staff: 2,
  wand: 3,
};

/** Fixed rows of Table 56 (2E-INIT-06). */
export const TABLE_56_FIXED = {
  breathWeapon: 1,
  innateSpellAbility: 3,
} as const;
