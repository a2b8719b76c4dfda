import type { Size } from './types';

/** The listed factors of the speed-factor table (5E-SPEED-02). */
export type SpeedFactorKey =
  'castSpell' | 'meleeHeavy' | 'meleeLightOrFinesse' | 'meleeTwoHanded' | 'rangedLoading';

/** One row of the speed-factor table. */
export interface SpeedFactorRow {
  readonly key: SpeedFactorKey;
  /** A fixed modifier, or `minusSpellLevel` for spellcasting. */
  readonly modifier: number | 'minusSpellLevel';
  readonly ruleId: '5E-SPEED-02';
  readonly labelKey: string;
}

/** 5E-SPEED-02: the action rows of the speed-factor modifier table. */
export const SPEED_FACTOR_TABLE: readonly SpeedFactorRow[] = [
  {
    key: 'castSpell',
    modifier: 'minusSpellLevel',
    ruleId: '5E-SPEED-02',
    labelKey: 'tactics.speedFactor.castSpell',
  },
  {
    key: 'meleeHeavy',
    modifier: -2,
    ruleId: '5E-SPEED-02',
    labelKey: 'tactics.speedFactor.meleeHeavy',
  },
  {
    key: 'meleeLightOrFinesse',
    modifier: 2,
    ruleId: '5E-SPEED-02',
    labelKey: 'tactics.speedFactor.meleeLightOrFinesse',
  },
  {
    key: 'meleeTwoHanded',
    modifier: -2,
    ruleId: '5E-SPEED-02',
    labelKey: 'tactics.speedFactor.meleeTwoHanded',
  },
  {
    key: 'rangedLoading',
    modifier: -5,
    ruleId: '5E-SPEED-02',
    labelKey: 'tactics.speedFactor.rangedLoading',
  },
];

/** 5E-SPEED-02: the size rows of the table. */
export const SPEED_FACTOR_SIZE: Readonly<Record<Size, number>> = {
  tiny: 5,
  small: 2,
  medium: 0,
  large: -2,
  huge: -5,
  gargantuan: -8,
};

/** 5E-SPEED-05: the usual sizes of a DM's ruling for unlisted actions (±2 or ±5). */
export const SPEED_FACTOR_DM_SUGGESTIONS: readonly number[] = [-5, -2, 2, 5];

/** An action chosen before the speed-factor roll; main and bonus actions alike. */
export type SpeedFactorAction =
  | { readonly kind: 'castSpell'; readonly level: number }
  | {
      readonly kind: 'weaponAttack';
      readonly melee: boolean;
      readonly heavy?: boolean;
      readonly light?: boolean;
      readonly finesse?: boolean;
      readonly twoHanded?: boolean;
      readonly loading?: boolean;
    }
  /** 5E-SPEED-05: the DM's free-entry modifier for an unlisted action, keyed to count once. */
  | { readonly kind: 'dmRuling'; readonly key: string; readonly modifier: number }
  /** 5E-SPEED-02: an unlisted action has no modifier. */
  | { readonly kind: 'other' };

/** One applied modifier with its source. */
export interface SpeedFactorPart {
  readonly key: string;
  readonly modifier: number;
  readonly ruleId: string;
}

/** A creature's speed-factor initiative modifier with its parts. */
export interface SpeedFactorModifier {
  readonly total: number;
  readonly parts: readonly SpeedFactorPart[];
}

const row = (key: SpeedFactorKey): SpeedFactorRow =>
  SPEED_FACTOR_TABLE.find((r) => r.key === key) as SpeedFactorRow;

const fixed = (key: Exclude<SpeedFactorKey, 'castSpell'>): number => row(key).modifier as number;

/**
 * 5E-SPEED-02/03/04/05: the creature's modifier for the round: its size plus every distinct
 * factor of the actions it chose, the bonus action included. A factor never counts twice (two
 * daggers give +2 once) and spellcasting counts only the highest-level spell (−level).
 */
export function speedFactorModifier(
  size: Size,
  actions: readonly SpeedFactorAction[],
): SpeedFactorModifier {
  const parts: SpeedFactorPart[] = [
    { key: `size.${size}`, modifier: SPEED_FACTOR_SIZE[size], ruleId: '5E-SPEED-02' },
  ];
  const seen = new Set<string>();
  const add = (key: string, modifier: number, ruleId: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    parts.push({ key, modifier, ruleId });
  };
  const spells = actions.filter((a) => a.kind === 'castSpell');
  if (spells.length > 0) {
    const level = Math.max(...spells.map((s) => s.level));
    add('castSpell', level === 0 ? 0 : -level, '5E-SPEED-03');
  }
  for (const a of actions) {
    if (a.kind === 'weaponAttack') {
      if (a.melee) {
        if (a.heavy) add('meleeHeavy', fixed('meleeHeavy'), '5E-SPEED-02');
        if (a.light || a.finesse)
          add('meleeLightOrFinesse', fixed('meleeLightOrFinesse'), '5E-SPEED-02');
        if (a.twoHanded) add('meleeTwoHanded', fixed('meleeTwoHanded'), '5E-SPEED-02');
      } else if (a.loading) {
        add('rangedLoading', fixed('rangedLoading'), '5E-SPEED-02');
      }
    } else if (a.kind === 'dmRuling') {
      add(`dm.${a.key}`, a.modifier, '5E-SPEED-05');
    }
  }
  return { total: parts.reduce((s, p) => s + p.modifier, 0), parts };
}

/** One entry of the speed-factor count. */
export interface SpeedFactorEntry {
  readonly total: number;
  readonly dexScore: number;
  /** A roll-off result, used only when total and Dexterity score tie. */
  readonly rollOff?: number;
}

/** True when two entries stay tied after the Dexterity score and need a roll-off. */
export const needsRollOff = (a: SpeedFactorEntry, b: SpeedFactorEntry): boolean =>
  a.total === b.total && a.dexScore === b.dexScore;

/**
 * 5E-SPEED-01/06/08: the round procedure: choose actions, roll in secret (totals DM-only,
 * AMB-36), count down from 30, act; repeat every round.
 */
export const SPEED_FACTOR_ROUND = {
  rerollEachRound: true,
  steps: ['chooseActions', 'rollInitiative', 'countDown', 'actInOrder'],
  countDownFrom: 30,
  totalsVisibleTo: 'dm',
} as const;
