// OSR-WILD-02: the wilderness escape table (002:L36–43), reconstructed as in the spec: the seed's
// header row is shifted left and actually labels the three modifier columns; the first modifier
// column is always 0. The 25+ row keeps the seed's +15/+25 although it looks like a copy of the
// 5–12 row: the Referee may edit it, and the row carries a warning shown beside it.
import { z } from 'zod';

/** Pursuer-to-fleeing ratio columns: ≥76% (more than three quarters), 26–75%, ≤25%. */
export const escapeColumns = ['over75', 'from26to75', 'upTo25'] as const;
/** One ratio column. */
export type EscapeColumn = (typeof escapeColumns)[number];

/** One fleeing-group-size row: base chance and a modifier per ratio column, in percent. */
export interface EscapeRow {
  minSize: number;
  /** Largest group size of the row; absent means "or more". */
  maxSize?: number;
  base: number;
  mods: Record<EscapeColumn, number>;
  /** i18n key of a warning shown next to the row (the seed's suspicious 25+ row). */
  warningKey?: string;
}

/** Column limits in percent of the fleeing group: ≤ upTo25Max, ≤ from26to75Max, above. */
export interface EscapeColumnLimits {
  upTo25Max: number;
  from26to75Max: number;
}

/** The editable escape table. */
export interface EscapeTable {
  rows: EscapeRow[];
  columnLimits: EscapeColumnLimits;
}

/** i18n key of the 25+ row anomaly warning. */
export const escapeAnomalyWarningKey = 'tables.escape.anomaly25plus';

/** The seed's table (002:L40–43), including the seed's 25+ row. */
export const defaultEscapeTable: EscapeTable = {
  rows: [
    { minSize: 1, maxSize: 4, base: 50, mods: { over75: 0, from26to75: 20, upTo25: 40 } },
    { minSize: 5, maxSize: 12, base: 35, mods: { over75: 0, from26to75: 15, upTo25: 25 } },
    { minSize: 13, maxSize: 24, base: 25, mods: { over75: 0, from26to75: 10, upTo25: 25 } },
    {
      minSize: 25,
      base: 10,
      mods: { over75: 0, from26to75: 15, upTo25: 25 },
      warningKey: escapeAnomalyWarningKey,
    },
  ],
  columnLimits: { upTo25Max: 25, from26to75Max: 75 },
};

const rowSchema = z.object({
  minSize: z.number().int().min(1),
  maxSize: z.number().int().min(1).optional(),
  base: z.number().int(),
  mods: z.object({
    over75: z.number().int(),
    from26to75: z.number().int(),
    upTo25: z.number().int(),
  }),
  warningKey: z.string().optional(),
});

/** Validates an edited table: rows start at size 1, are contiguous and the last is open-ended. */
export const escapeTableSchema = z.object({
  rows: z
    .array(rowSchema)
    .min(1)
    .refine(
      (rows) =>
        rows[0]?.minSize === 1 &&
        rows[rows.length - 1]?.maxSize === undefined &&
        rows.every((row, i) => {
          const next = rows[i + 1];
          if (next === undefined) return true;
          return (
            row.maxSize !== undefined &&
            row.maxSize >= row.minSize &&
            next.minSize === row.maxSize + 1
          );
        }),
      { message: 'contiguous' },
    ),
  columnLimits: z
    .object({
      upTo25Max: z.number().int().min(0).max(100),
      from26to75Max: z.number().int().min(0).max(100),
    })
    .refine((l) => l.upTo25Max <= l.from26to75Max, { message: 'ordered' }),
});
