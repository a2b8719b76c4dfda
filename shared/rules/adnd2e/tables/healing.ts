/** What a character did on a day, for natural healing (2E-HEAL-02..04). */
export type RestDay = 'bedRest' | 'rest' | 'strain' | 'deprived';

/** Natural healing rates per day (2E-HEAL-02..04). */
export const NATURAL_HEALING_PER_DAY: Readonly<Record<RestDay, number>> = {
  bedRest: 3,
  rest: 1,
  strain: 0,
  deprived: 0,
};

/** Days of full bed rest that earn the Con HP bonus on top of the week's 21 (2E-HEAL-03). */
export const BED_REST_WEEK_DAYS = 7;
