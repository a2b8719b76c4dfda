// Tables as data: lingering injuries (5E-INJURY-03, d20) and system shock (5E-MASSIVE-02, d10).
// Both are [not in seed: from the 5e rulebooks]; the spec paraphrases them.

/** What removes a lingering injury. */
export type InjuryRemedy =
  | 'regenerate'
  | 'anyMagicalHealing'
  | 'magicalHealingOrRest'
  | 'magicalHealing6'
  | 'magicalHealingOrTending';

/** One row of the lingering-injury table. */
export interface InjuryRow {
  /** Lowest d20 face of the row. */
  min: number;
  /** Highest d20 face. */
  max: number;
  /** Condition key of the injury. */
  key: string;
  /** What removes it. */
  remedy: InjuryRemedy;
  /** Spec rule id. */
  ruleId: '5E-INJURY-03';
}

/** 5E-INJURY-03: the lingering injuries table (d20). */
export const LINGERING_INJURIES: readonly InjuryRow[] = [
  { min: 1, max: 1, key: 'injury.loseEye', remedy: 'regenerate', ruleId: '5E-INJURY-03' },
  { min: 2, max: 2, key: 'injury.loseArm', remedy: 'regenerate', ruleId: '5E-INJURY-03' },
  { min: 3, max: 3, key: 'injury.loseLeg', remedy: 'regenerate', ruleId: '5E-INJURY-03' },
  { min: 4, max: 4, key: 'injury.limp', remedy: 'anyMagicalHealing', ruleId: '5E-INJURY-03' },
  {
    min: 5,
    max: 7,
    key: 'injury.internal',
    remedy: 'magicalHealingOrRest',
    ruleId: '5E-INJURY-03',
  },
  {
    min: 8,
    max: 10,
    key: 'injury.brokenRibs',
    remedy: 'magicalHealingOrRest',
    ruleId: '5E-INJURY-03',
  },
  { min: 11, max: 13, key: 'injury.scar', remedy: 'magicalHealing6', ruleId: '5E-INJURY-03' },
  {
    min: 14,
    max: 16,
    key: 'injury.festering',
    remedy: 'magicalHealingOrTending',
    ruleId: '5E-INJURY-03',
  },
  { min: 17, max: 20, key: 'injury.minorScar', remedy: 'magicalHealing6', ruleId: '5E-INJURY-03' },
];

/** The injury row for a d20 face. */
export function injuryFor(d20: number): InjuryRow {
  const row = LINGERING_INJURIES.find((r) => d20 >= r.min && d20 <= r.max);
  if (!row) throw new RangeError(`d20 face ${d20}`);
  return row;
}

/** 5E-INJURY-03: save DCs of internal injury (15) and broken ribs (10) when trying to act. */
export const INJURY_ACTION_DC: Readonly<Record<string, number>> = {
  'injury.internal': 15,
  'injury.brokenRibs': 10,
};

/** 5E-INJURY-03: Limp — DC 10 Dex save after a Dash or fall prone; walking speed −5 ft. */
export const LIMP = { dashSaveDc: 10, speedPenaltyFt: 5 } as const;

/** 5E-INJURY-03: festering wound — max HP −1 per 24 h; 10 successes on DC 15 Medicine. */
export const FESTERING = { hoursPerPoint: 24, tendDc: 15, successesNeeded: 10 } as const;

/** Outcomes of the system shock table. */
export type ShockResult = 'dropToZero' | 'dropToZeroStable' | 'stunned' | 'reeling' | 'noReactions';

/** One row of the system shock table. */
export interface ShockRow {
  /** Lowest d10 face. */
  min: number;
  /** Highest d10 face. */
  max: number;
  /** Effect. */
  result: ShockResult;
  /** Spec rule id. */
  ruleId: '5E-MASSIVE-02';
}

/** 5E-MASSIVE-02: the system shock table (d10). */
export const SYSTEM_SHOCK: readonly ShockRow[] = [
  { min: 1, max: 1, result: 'dropToZero', ruleId: '5E-MASSIVE-02' },
  { min: 2, max: 3, result: 'dropToZeroStable', ruleId: '5E-MASSIVE-02' },
  { min: 4, max: 5, result: 'stunned', ruleId: '5E-MASSIVE-02' },
  { min: 6, max: 7, result: 'reeling', ruleId: '5E-MASSIVE-02' },
  { min: 8, max: 10, result: 'noReactions', ruleId: '5E-MASSIVE-02' },
];

/** The system shock row for a d10 face. */
export function shockFor(d10: number): ShockRow {
  const row = SYSTEM_SHOCK.find((r) => d10 >= r.min && d10 <= r.max);
  if (!row) throw new RangeError(`d10 face ${d10}`);
  return row;
}

/** 5E-MASSIVE-01: the Constitution save DC. */
export const MASSIVE_DAMAGE_DC = 15;

/** 5E-MORALE-03: the Wisdom save DC. */
export const MORALE_DC = 10;

/** 5E-STAB-01: the Wisdom (Medicine) DC to stabilise. */
export const FIRST_AID_DC = 10;

/** 5E-DEATH-02: a death save succeeds at 10 or more. */
export const DEATH_SAVE_DC = 10;
