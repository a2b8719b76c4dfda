// What the encounter adds to a creature's card: its state in the fight (hit points, legendary
// actions spent this round, its lair, spell slots) and what the card's buttons do. The library
// and the player display show the stored statblock alone, without either.
import type { Combatant } from '../../../shared/encounter/types';
import type { StatblockText } from './statblockText.svelte';
import type { CardFeature } from './statblockView';
import { num, record } from './statblockView';

/** Spell slots of one level: how many the creature has and how many are spent. */
export interface LiveSlots {
  readonly level: number;
  readonly max: number;
  readonly spent: number;
}

/** A creature's state in the fight, as its card shows it. */
export interface CardLive {
  readonly hp: number;
  readonly maxHp: number;
  readonly tempHp: number;
  /** The encounter's round (0 before the first). */
  readonly round: number;
  /** Legendary actions per round and those spent since its last turn, or null. */
  readonly legendary: { readonly max: number; readonly spent: number } | null;
  /** In its lair, and the lair action used last (index and round), or null. */
  readonly lair: {
    readonly inLair: boolean;
    readonly lastIndex: number | null;
    readonly lastRound: number;
  } | null;
  /** Spell slots by level, lowest first. */
  readonly spellSlots: readonly LiveSlots[];
}

/** What the card's buttons do in the encounter: each sends an engine command. */
export interface CardActions {
  /** 5e: roll a feature's attack (and its damage on a hit) against the marked target. */
  attack(feature: CardFeature): void;
  /** 5e: roll a feature's damage against the marked targets. */
  damage(feature: CardFeature): void;
  /** AD&D 2e: roll the statblock's attack form `index`. */
  attack2e(index: number): void;
  /** OSR: roll a melee or ranged attack. */
  attackOsr(kind: 'melee' | 'ranged'): void;
  /** 5e: take legendary action `index`. */
  legendary(index: number): void;
  /** 5e: the creature fights in its lair, or not. */
  setLair(inLair: boolean): void;
  /** 5e: take lair action `index`. */
  lairAction(index: number): void;
  /** 5e: spend one spell slot of `level`. */
  spendSlot(level: number): void;
  /** 5e: regain one spell slot of `level`. */
  regainSlot(level: number): void;
}

/** What each system's statblock component is given. */
export interface SystemCardProps {
  readonly statblock: Readonly<Record<string, unknown>>;
  readonly text: StatblockText;
  /** The creature's state in a fight, or null outside one. */
  readonly live?: CardLive | null;
  /** What its buttons do in a fight. */
  readonly actions?: CardActions | undefined;
}

/** A button beside each feature of a list (taking it in the encounter). */
export interface FeatureUse {
  readonly label: string;
  readonly testId: string;
  readonly title: (item: CardFeature) => string;
  readonly enabled: (item: CardFeature, index: number) => boolean;
  readonly run: (index: number) => void;
}

/** The card's view of a combatant's state (its system state read as plain JSON). */
export function liveOf(c: Combatant, round: number): CardLive {
  const sys = record(c.sys);
  const legendary = record(sys.legendary);
  const lair = record(sys.lair);
  const legendaryMax = num(legendary.max);
  return {
    hp: c.hp,
    maxHp: c.maxHp,
    tempHp: c.tempHp,
    round,
    legendary:
      legendaryMax !== null ? { max: legendaryMax, spent: num(legendary.spent) ?? 0 } : null,
    lair:
      sys.lair !== undefined
        ? {
            inLair: lair.inLair === true,
            lastIndex: num(lair.lastIndex),
            lastRound: num(lair.lastRound) ?? 0,
          }
        : null,
    spellSlots: Object.entries(record(sys.spellSlots))
      .map(([level, slot]) => ({
        level: Number(level),
        max: num(record(slot).max) ?? 0,
        spent: num(record(slot).spent) ?? 0,
      }))
      .filter((s) => Number.isInteger(s.level) && s.max > 0)
      .sort((a, b) => a.level - b.level),
  };
}

/** True when the creature took a lair action this round already. */
export function lairUsedThisRound(live: CardLive): boolean {
  return live.round > 0 && live.lair?.lastRound === live.round;
}
