// Challenge ratings as numbers and as the fractions statblocks print, and their XP.

const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [0.125, '1/8'],
  [0.25, '1/4'],
  [0.5, '1/2'],
];

/** XP by challenge rating (5e SRD "Experience Points by Challenge Rating"). */
export const XP_BY_CR: Readonly<Record<string, number>> = {
  '0': 10,
  '0.125': 25,
  '0.25': 50,
  '0.5': 100,
  '1': 200,
  '2': 450,
  '3': 700,
  '4': 1100,
  '5': 1800,
  '6': 2300,
  '7': 2900,
  '8': 3900,
  '9': 5000,
  '10': 5900,
  '11': 7200,
  '12': 8400,
  '13': 10000,
  '14': 11500,
  '15': 13000,
  '16': 15000,
  '17': 18000,
  '18': 20000,
  '19': 22000,
  '20': 25000,
  '21': 33000,
  '22': 41000,
  '23': 50000,
  '24': 62000,
  '25': 75000,
  '26': 90000,
  '27': 105000,
  '28': 120000,
  '29': 135000,
  '30': 155000,
};

/** Parses a challenge rating written as `1/4`, `0.25`, `5` or `CR 5 (1,800 XP)`; undefined if none. */
export function parseCr(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /(\d+)\s*\/\s*(\d+)|(\d+(?:\.\d+)?)/.exec(value);
  if (!m) return undefined;
  if (m[1] !== undefined && m[2] !== undefined) {
    const den = Number(m[2]);
    return den === 0 ? undefined : Number(m[1]) / den;
  }
  return Number(m[3]);
}

/** A challenge rating as statblocks print it: `1/8`, `1/4`, `1/2` or an integer. */
export function formatCr(cr: number): string {
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - cr) < 1e-9);
  return fraction ? fraction[1] : String(cr);
}

/** The XP of a challenge rating, or undefined for a rating the table lacks. */
export function xpForCr(cr: number): number | undefined {
  return XP_BY_CR[String(cr)];
}
