// What the 2e and OSR statblock forms show beside the DM's entries: the numbers the rule
// system's own tables give (THAC0 by class and level or Hit Dice, saving throws by Table 60,
// Strength, Dexterity and Constitution adjustments), read through the system's derivation
// functions, and the edits the form makes to a statblock object (an emptied field leaves it).
import { adnd2eStatblockSchema } from '../../../shared/rules/adnd2e/statblock';
import {
  conBonusOf,
  dexterityOf,
  saveOf,
  strengthOf,
  thac0Of,
} from '../../../shared/rules/adnd2e/stats';
import { SAVE_PRIORITY, type SaveCategory } from '../../../shared/rules/adnd2e/tables/saves';
import { parseHitDice } from '../../../shared/rules/adnd2e/tables/thac0';
import { hitDicePattern } from '../../../shared/rules/osr/statblock';
import { thac0Readings, type Thac0Readings } from '../../../shared/rules/osr/rules/thac0';

/** A statblock as the forms hold it: plain JSON, any key the form does not show kept as is. */
export type StatblockValue = Readonly<Record<string, unknown>>;

/** `value` with `key` set, or removed when `next` is undefined (the system's default applies). */
export function withField(value: StatblockValue, key: string, next: unknown): StatblockValue {
  const copy: Record<string, unknown> = { ...value };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** A number typed into a form field: undefined when empty or not an integer. */
export function typedInt(raw: string): number | undefined {
  const text = raw.trim().replace(',', '.').replace('−', '-');
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) ? n : undefined;
}

/** A number field's text. */
export function intText(v: unknown): string {
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/** Numbers the 2e tables give for a statblock, without the DM's overrides. */
export interface Adnd2eDerived {
  readonly thac0: number;
  readonly saves: Readonly<Record<SaveCategory, number>>;
  readonly strengthHit: number;
  readonly strengthDamage: number;
  readonly dexDefense: number;
  readonly conHpBonus: number;
}

const OVERRIDES = ['thac0', 'saves', 'strengthHit', 'strengthDamage', 'dexDefense', 'conHpBonus'];

/**
 * The 2e numbers of `value` as the tables give them (2E-ATK-10 THAC0 by class group and level,
 * or by Hit Dice; 2E-SAVE-01 Table 60 and the DMG monster saves; Tables 1–3), ignoring the
 * overrides the DM typed; undefined while the statblock is not one the system accepts.
 */
export function adnd2eDerived(value: StatblockValue): Adnd2eDerived | undefined {
  const bare: Record<string, unknown> = { name: 'x', ...value };
  for (const key of OVERRIDES) delete bare[key];
  const parsed = adnd2eStatblockSchema.safeParse(bare);
  if (!parsed.success) return undefined;
  const sb = parsed.data;
  const saves = Object.fromEntries(SAVE_PRIORITY.map((c) => [c, saveOf(sb, c)])) as Record<
    SaveCategory,
    number
  >;
  const str = strengthOf(sb);
  return {
    thac0: thac0Of(sb),
    saves,
    strengthHit: str.hit,
    strengthDamage: str.damage,
    dexDefense: dexterityOf(sb).defense,
    conHpBonus: conBonusOf(sb),
  };
}

/** Whether `text` is Hit Dice the 2e statblock takes ("4+1", "1-1", "1/2", "8"). */
export function validAdnd2eHitDice(text: string): boolean {
  return parseHitDice(text) !== undefined;
}

/** Whether `text` is OSR hit dice ("3", "1+1", "2-1", "1/2"). */
export function validOsrHitDice(text: string): boolean {
  return hitDicePattern.test(text.trim());
}

/** Both readings of an OSR creature's melee bonus: the book's THAC0 [bonus] and the seed's. */
export function osrReadings(value: StatblockValue): Thac0Readings | null {
  const bonus = value.attackBonus;
  const melee =
    typeof bonus === 'object' && bonus !== null
      ? (bonus as Record<string, unknown>).melee
      : undefined;
  return typeof melee === 'number' ? thac0Readings({ seedBonus: melee }) : null;
}

/** One text per line, blank lines dropped (special attacks, defences, abilities). */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
