// Numbers derived from a 2e statblock: THAC0, save numbers, ability modifiers.
import type { Adnd2eStatblock } from './statblock';
import type { ClassGroup } from './tables/thac0';
import { creatureThac0, multiClassThac0, parseHitDice } from './tables/thac0';
import type { SaveCategory } from './tables/saves';
import { monsterSaveNumber, multiClassSaveNumber, saveNumber } from './tables/saves';
import { conHpBonus, dexterityModifiers, strengthModifiers } from './tables/abilities';

/** A statblock's classes as typed group/level pairs. */
export function classesOf(sb: Adnd2eStatblock): { group: ClassGroup; level: number }[] {
  return sb.classes.map((c) => ({ group: c.group as ClassGroup, level: c.level }));
}

/** THAC0 of a statblock: DM override, else classes (best of multi-class), else Hit Dice (2E-ATK-10, AMB-13). */
export function thac0Of(sb: Adnd2eStatblock): number {
  if (sb.thac0 !== undefined) return sb.thac0;
  if (sb.classes.length > 0) return multiClassThac0(classesOf(sb));
  const hd = sb.hitDice ? parseHitDice(sb.hitDice) : undefined;
  return hd ? creatureThac0(hd) : 20;
}

/** Save number of a statblock for a category (2E-SAVE-01, DMG monster saves). */
export function saveOf(sb: Adnd2eStatblock, category: SaveCategory): number {
  const override = sb.saves?.[category];
  if (override !== undefined) return override;
  if (sb.classes.length > 0) return multiClassSaveNumber(classesOf(sb), category);
  const hd = sb.hitDice ? parseHitDice(sb.hitDice) : undefined;
  if (hd) {
    return monsterSaveNumber(hd, category, {
      intelligent: sb.intelligent,
      ...(sb.saveAs ? { group: sb.saveAs as ClassGroup } : {}),
    });
  }
  return saveNumber('warrior', 0, category);
}

/** The highest-level class group (for parry, two weapons). */
export function mainClass(sb: Adnd2eStatblock): Adnd2eStatblock['classes'][number] | undefined {
  return [...sb.classes].sort((a, b) => b.level - a.level)[0];
}

/** Whether the creature counts as a warrior (parry +1, Con bonus above +2). */
export function isWarrior(sb: Adnd2eStatblock): boolean {
  if (sb.classes.length === 0) return !!sb.hitDice; // monsters mostly use warrior rows (DMG)
  return sb.classes.some((c) => c.group === 'warrior');
}

/** Strength to-hit/damage of a statblock (Table 1). */
export function strengthOf(sb: Adnd2eStatblock): { hit: number; damage: number } {
  const table = sb.strength ? strengthModifiers(sb.strength) : { hit: 0, damage: 0 };
  // adjustments typed off a sheet stand in for the table row
  return { hit: sb.strengthHit ?? table.hit, damage: sb.strengthDamage ?? table.damage };
}

/** Dex adjustments of a statblock (Table 2). */
export function dexterityOf(sb: Adnd2eStatblock): {
  reaction: number;
  missile: number;
  defense: number;
} {
  const table =
    sb.dexterity !== undefined
      ? dexterityModifiers(sb.dexterity)
      : { reaction: 0, missile: 0, defense: 0 };
  return sb.dexDefense !== undefined ? { ...table, defense: sb.dexDefense } : table;
}

/** Con HP bonus per level of a statblock (Table 3). */
export function conBonusOf(sb: Adnd2eStatblock): number {
  if (sb.conHpBonus !== undefined) return sb.conHpBonus;
  return sb.constitution !== undefined ? conHpBonus(sb.constitution, isWarrior(sb)) : 0;
}
