/** One named term of a roll: its source (a rule id or table) and its value. */
export interface Modifier {
  source: string;
  value: number;
}

/** Sum of modifiers; there is no cap on their number or total (2E-ATK-07). */
export function sumModifiers(mods: readonly Modifier[]): number {
  return mods.reduce((s, m) => s + m.value, 0);
}
