/** One row of Table 58 — Punching and wrestling results (2E-NL-05). */
export interface Table58Row {
  readonly punch: string;
  readonly damage: number;
  readonly koPercent: number;
  readonly wrestle: string;
  /** The wrestling result is a hold kept from round to round (Table 58 `*`). */
  readonly hold: boolean;
}

const row = (punch: string, damage: number, koPercent: number, wrestle: string, hold = false) => ({
  punch,
  damage,
  koPercent,
  wrestle,
  hold,
});

/**
 * Table 58 keyed by modified roll: 20 stands for "20+", 0 for "less than 1" (2E-NL-06).
 * Punch and move names are i18n keys under `adnd2e.punch.*` / `adnd2e.wrestle.*`.
 */
export const TABLE_58_PUNCH_WRESTLE: Readonly<Record<number, Table58Row>> = {
  20: row('haymaker', 2, 10, 'bearHug', true),
  19: row('wildSwing', 0, 1, 'armTwist'),
  18: row('rabbitPunch', 1, 3, 'kick'),
  17: row('kidneyPunch', 1, 5, 'trip'),
  16: row('glancingBlow', 1, 2, 'elbowSmash'),
  15: row('jab', 2, 6, 'armLock', true),
  14: row('uppercut', 1, 8, 'legTwist'),
  13: row('hook', 2, 9, 'legLock'),
  12: row('kidneyPunch', 1, 5, 'throw'),
  11: row('hook', 2, 10, 'gouge'),
  10: row('glancingBlow', 1, 3, 'elbowSmash'),
  9: row('combination', 1, 10, 'legLock', true),
  8: row('uppercut', 1, 9, 'headlock', true),
  7: row('combination', 2, 10, 'throw'),
  6: row('jab', 2, 8, 'gouge'),
  5: row('glancingBlow', 1, 3, 'kick'),
  4: row('rabbitPunch', 2, 5, 'armLock', true),
  3: row('hook', 2, 12, 'gouge'),
  2: row('uppercut', 2, 15, 'headlock', true),
  1: row('wildSwing', 0, 2, 'legTwist'),
  0: row('haymaker', 2, 25, 'bearHug', true),
};

/** Table 58 row for a modified roll: 20+ uses the 20 row, below 1 the "less than 1" row (2E-NL-06). */
export function table58Row(modifiedRoll: number): Table58Row {
  const key = Math.max(0, Math.min(20, Math.floor(modifiedRoll)));
  return TABLE_58_PUNCH_WRESTLE[key] as Table58Row;
}
