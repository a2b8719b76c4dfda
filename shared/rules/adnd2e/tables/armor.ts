/** Armor types the tracker knows (Table 52 rows plus the types folded into them). */
export type ArmorType =
  | 'banded'
  | 'brigandine'
  | 'chain'
  | 'fieldPlate'
  | 'fullPlate'
  | 'leather'
  | 'plateMail'
  | 'ringMail'
  | 'scaleMail'
  | 'splintMail'
  | 'studdedLeather'
  | 'padded'
  | 'hide'
  | 'bronzePlate';

export const ARMOR_TYPES: readonly ArmorType[] = [
  'banded',
  'brigandine',
  'chain',
  'fieldPlate',
  'fullPlate',
  'leather',
  'plateMail',
  'ringMail',
  'scaleMail',
  'splintMail',
  'studdedLeather',
  'padded',
  'hide',
  'bronzePlate',
];

/** Weapon damage types: slashing, piercing, bludgeoning (2E-WVA-01). */
export type WeaponDamageType = 'S' | 'P' | 'B';

/** Rows of Table 52 proper (the other armor types map onto these). */
export type Table52Row = Exclude<ArmorType, 'padded' | 'hide' | 'bronzePlate'>;

/**
 * Table 52 — Weapon type vs. armor modifiers (2E-WVA-02), added to the attacker's THAC0
 * (positive = harder to hit). Full plate/Pierce is +3 (AMB-22 default, DM-editable).
 */
export const TABLE_52_WEAPON_VS_ARMOR: Readonly<
  Record<Table52Row, Readonly<Record<WeaponDamageType, number>>>
> = {
  banded: { S: 2, P: 0, B: 1 },
  brigandine: { S: 1, P: 1, B: 0 },
  chain: { S: 2, P: 0, B: -2 },
  fieldPlate: { S: 3, P: 1, B: 0 },
  fullPlate: { S: 4, P: 3, B: 0 },
  leather: { S: 0, P: -2, B: 0 },
  plateMail: { S: 3, P: 0, B: 0 },
  ringMail: { S: 1, P: 1, B: 0 },
  scaleMail: { S: 0, P: 1, B: 0 },
  splintMail: { S: 0, P: 1, B: 2 },
  studdedLeather: { S: 2, P: 1, B: 0 },
};

/** DM-editable parts of the weapon-vs-armor table (AMB-22). */
export interface WeaponVsArmorSettings {
  /** Which row bronze plate mail uses; the footnote sits on Chain mail in both sources. */
  bronzePlateAs: Table52Row;
  /** The disputed Full plate / Pierce cell (+3 or +2). */
  fullPlatePierce: number;
}

export const DEFAULT_WVA_SETTINGS: WeaponVsArmorSettings = {
  bronzePlateAs: 'chain',
  fullPlatePierce: 3,
};

/** The Table 52 row an armor type reads (padded and hide use leather, 003:L194). */
export function table52Row(armor: ArmorType, settings = DEFAULT_WVA_SETTINGS): Table52Row {
  if (armor === 'padded' || armor === 'hide') return 'leather';
  if (armor === 'bronzePlate') return settings.bronzePlateAs;
  return armor;
}

/**
 * Weapon-vs-armor THAC0 adjustment (2E-WVA-02). A weapon with several types uses the one that
 * suits the attacker best, i.e. the lowest adjustment (2E-WVA-01).
 */
export function weaponVsArmorModifier(
  types: readonly WeaponDamageType[],
  armor: ArmorType,
  settings = DEFAULT_WVA_SETTINGS,
): number {
  const row = table52Row(armor, settings);
  const cell = (t: WeaponDamageType): number =>
    row === 'fullPlate' && t === 'P' ? settings.fullPlatePierce : TABLE_52_WEAPON_VS_ARMOR[row][t];
  if (types.length === 0) return 0;
  return Math.min(...types.map(cell));
}

/** Default natural-weapon damage types (2E-WVA-01): claw S, bite P, tail B; the DM may change them. */
export const NATURAL_WEAPON_TYPES: Readonly<Record<'claw' | 'bite' | 'tail', WeaponDamageType>> = {
  claw: 'S',
  bite: 'P',
  tail: 'B',
};

/** DM-editable wrestling penalties for armor Table 57 does not list (AMB-21). */
export interface WrestlingArmorSettings {
  leatherPaddedHide: number;
  brigandine: number;
  bronzePlate: number;
}

export const DEFAULT_WRESTLING_ARMOR_SETTINGS: WrestlingArmorSettings = {
  leatherPaddedHide: 0,
  brigandine: -2,
  bronzePlate: -5,
};

/** Table 57 — Armor modifiers for wrestling (2E-NL-03): the wrestler's own armor. */
export const TABLE_57_WRESTLING_ARMOR: Readonly<Partial<Record<ArmorType, number>>> = {
  studdedLeather: -1,
  chain: -2,
  ringMail: -2,
  scaleMail: -2,
  banded: -5,
  splintMail: -5,
  plateMail: -5,
  fieldPlate: -8,
  fullPlate: -10,
};

/** Wrestling attack penalty for the wrestler's armor (Table 57, unlisted types per AMB-21). */
export function wrestlingArmorModifier(
  armor: ArmorType | undefined,
  settings = DEFAULT_WRESTLING_ARMOR_SETTINGS,
): number {
  if (!armor) return 0;
  const listed = TABLE_57_WRESTLING_ARMOR[armor];
  if (listed !== undefined) return listed;
  if (armor === 'brigandine') return settings.brigandine;
  if (armor === 'bronzePlate') return settings.bronzePlate;
  return settings.leatherPaddedHide;
}
