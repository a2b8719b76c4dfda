// OSR-WILD-01..04: fleeing in the wilderness. A side that got a surprise round escapes freely;
// otherwise base chance by fleeing-group size + modifier by the pursuers' share of that size,
// plus the Referee's terrain modifiers; d100 ≤ chance escapes, a failure gives the pursuers a
// free surprise round.
import { RuleError } from '../../../errors';
import type { EscapeColumn, EscapeColumnLimits, EscapeTable } from '../tables/escape';

/** A-22 column bands: exact fractions (default) or the ratio rounded to a whole percent. */
export type EscapeColumnMode = 'exactFractions' | 'roundedPercent';

/** Row index for a fleeing group of F creatures. */
export function escapeRowIndex(table: EscapeTable, F: number): number {
  const index = table.rows.findIndex(
    (r) => F >= r.minSize && (r.maxSize === undefined || F <= r.maxSize),
  );
  if (index < 0) throw new RuleError('escapeRowMissing', { size: F });
  return index;
}

/** col := pursuers ÷ fleeing ≤25% / ≤75% / above, in exact integer arithmetic. */
export function escapeColumn(
  limits: EscapeColumnLimits,
  F: number,
  P: number,
  mode: EscapeColumnMode = 'exactFractions',
): EscapeColumn {
  if (mode === 'roundedPercent') {
    const pct = Math.round((100 * P) / F);
    if (pct <= limits.upTo25Max) return 'upTo25';
    return pct <= limits.from26to75Max ? 'from26to75' : 'over75';
  }
  if (100 * P <= limits.upTo25Max * F) return 'upTo25';
  return 100 * P <= limits.from26to75Max * F ? 'from26to75' : 'over75';
}

/** A Referee modifier such as dense forest +20 or swamp −20 (OSR-WILD-03). */
export interface RefereeMod {
  label: string;
  pct: number;
}

/** the final chance is not clamped (default), or kept within 5..95. */
export type EscapeClamp = 'none' | 'fiveToNinetyFive';

/** The escape chance and every term behind it. */
export interface EscapeChance {
  F: number;
  P: number;
  row: number;
  column: EscapeColumn;
  base: number;
  mod: number;
  refereeMods: RefereeMod[];
  chance: number;
  /** Set when the row used carries the seed-anomaly warning. */
  warningKey?: string;
}

/** chance := BASE[row] + MOD[row][col] + Σ refereeMods (OSR-WILD-02/03). */
export function escapeChance(
  table: EscapeTable,
  F: number,
  P: number,
  refereeMods: RefereeMod[] = [],
  mode: EscapeColumnMode = 'exactFractions',
  clamp: EscapeClamp = 'none',
): EscapeChance {
  if (!Number.isInteger(F) || F < 1) throw new RuleError('escapeGroupSize', { F });
  if (!Number.isInteger(P) || P < 1) throw new RuleError('escapeGroupSize', { P });
  const row = escapeRowIndex(table, F);
  const entry = table.rows[row];
  if (entry === undefined) throw new RuleError('escapeRowMissing', { size: F });
  const column = escapeColumn(table.columnLimits, F, P, mode);
  const mod = entry.mods[column];
  const raw = entry.base + mod + refereeMods.reduce((sum, m) => sum + m.pct, 0);
  const chance = clamp === 'fiveToNinetyFive' ? Math.min(95, Math.max(5, raw)) : raw;
  const result: EscapeChance = { F, P, row, column, base: entry.base, mod, refereeMods, chance };
  if (entry.warningKey !== undefined) result.warningKey = entry.warningKey;
  return result;
}

/** escaped := d100 ≤ chance; ≥100 always succeeds, ≤0 always fails (OSR-WILD-04, A-24). */
export function escapeSucceeds(d100: number, chance: number): boolean {
  return d100 <= chance;
}
