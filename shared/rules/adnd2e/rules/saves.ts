import type { SaveCategory } from '../tables/saves';
import { SAVE_PRIORITY } from '../tables/saves';
import type { Modifier } from './modifiers';
import { sumModifiers } from './modifiers';

/**
 * The save category to use when several fit: the highest in priority (2E-SAVE-02). A wand of
 * polymorphing calls for rod/staff/wand, not petrification/polymorph.
 */
export function saveCategoryFor(applicable: readonly SaveCategory[]): SaveCategory {
  const found = SAVE_PRIORITY.find((c) => applicable.includes(c));
  return found ?? 'spell'; // attacks fitting no other category use the spell save (003:L775)
}

/** Sources of an effect that decide its save category (2E-SAVE-02 table). */
export interface EffectTraits {
  paralysis?: boolean;
  poison?: boolean;
  deathMagic?: boolean;
  rodStaffWand?: boolean;
  petrifyOrPolymorph?: boolean;
  breath?: boolean;
  spell?: boolean;
}

/** Categories that fit an effect's traits, to feed `saveCategoryFor` (2E-SAVE-02). */
export function applicableCategories(t: EffectTraits): SaveCategory[] {
  const out: SaveCategory[] = [];
  if (t.paralysis || t.poison || t.deathMagic) out.push('paralyzation');
  if (t.rodStaffWand) out.push('rod');
  if (t.petrifyOrPolymorph) out.push('petrification');
  if (t.breath) out.push('breath');
  if (t.spell) out.push('spell');
  return out;
}

/** Situations that add save modifiers (2E-SAVE-07..13). */
export interface SaveSituation {
  /** Wisdom bonus against illusions, charm and other mental attacks (2E-SAVE-07). */
  wisdomBonus?: number;
  mental?: boolean;
  /** Dexterity bonus where agility helps: fireballs, lightning, boulders (2E-SAVE-07). */
  dexterityBonus?: number;
  dodgeable?: boolean;
  /** Cloaks and rings of protection (2E-SAVE-08). */
  itemBonus?: number;
  /** Magic armor bonus; counts only against physical effects (2E-SAVE-09). */
  magicArmorBonus?: number;
  physical?: boolean;
  /** Gas, poison, mental or non-damaging spell: magic armor never helps (2E-SAVE-09). */
  gasPoisonMentalOrHarmless?: boolean;
  /** Spell or item penalty (2E-SAVE-10). */
  effectModifier?: number;
  /** Weak poison bonus (2E-SAVE-11, DM). */
  weakPoisonBonus?: number;
  /** Cover bonus against physical-damage spells (2E-SAVE-12, 2E-MSL-09). */
  coverBonus?: number;
  /** Con poison save adjustment (Table 3) when saving against poison. */
  conPoisonBonus?: number;
  /** DM's situational modifier, normally -4..+4 (2E-SAVE-13, 2E-SAVE-04 surprise penalty). */
  dmModifier?: number;
}

/** Save modifiers for a situation (2E-SAVE-07..13). */
export function saveModifiers(s: SaveSituation): Modifier[] {
  const mods: Modifier[] = [];
  const push = (source: string, v: number | undefined): void => {
    if (v) mods.push({ source, value: v });
  };
  if (s.mental) push('2E-SAVE-07.wis', s.wisdomBonus);
  if (s.dodgeable) push('2E-SAVE-07.dex', s.dexterityBonus);
  push('2E-SAVE-08', s.itemBonus);
  if (s.physical && !s.gasPoisonMentalOrHarmless) push('2E-SAVE-09', s.magicArmorBonus);
  push('2E-SAVE-10', s.effectModifier);
  push('2E-SAVE-11', s.weakPoisonBonus);
  push('2E-SAVE-12', s.coverBonus);
  push('T3.poison', s.conPoisonBonus);
  push('2E-SAVE-13', s.dmModifier);
  return mods;
}

/** Outcome of a saving throw. */
export interface SaveOutcome {
  success: boolean;
  natural: number;
  total: number;
  need: number;
  voluntary: boolean;
}

/**
 * A saving throw (2E-SAVE-01, -06): success iff d20 + modifiers ≥ the save number; modifiers
 * change the roll, never the target.
 */
export function resolveSave(natural: number, need: number, mods: readonly Modifier[]): SaveOutcome {
  const total = natural + sumModifiers(mods);
  return { success: total >= need, natural, total, need, voluntary: false };
}

/** A target that chooses not to resist gets no save; the effect works in full (2E-SAVE-03). */
export function voluntaryFailure(need: number): SaveOutcome {
  return { success: false, natural: 0, total: 0, need, voluntary: true };
}

/**
 * Whether a save is allowed at all (2E-SAVE-03, -04): not when the target declines it; a
 * surprised or unwarned target still saves unless the DM rules an extreme trickery case.
 */
export function saveAllowed(input: { declined: boolean; extremeTrickery?: boolean }): boolean {
  return !input.declined && !input.extremeTrickery;
}

/**
 * An ability check used as a save (2E-SAVE-05): succeed on d20 ≤ the ability score plus any
 * modifier (the 2e convention; not in the seed).
 */
export function abilityCheck(natural: number, score: number, modifier = 0): boolean {
  return natural <= score + modifier;
}

/** Dexterity save bonus against dodgeable attacks: the Table 2 defensive adjustment, sign flipped. */
export function dexteritySaveBonus(defenseAdj: number): number {
  return -defenseAdj;
}
