// Before the fight: how hard it is and what it is worth, for any of the three systems, from
// data a screen already holds (the party's levels and the foes' statblocks). 5e reckons the
// DMG's difficulty (dnd5e/difficulty.ts); 2e and OSR have no difficulty rule, only XP per
// creature (adnd2e/xp.ts, osr/xp.ts): the total and each character's share.
import type { RuleSystemId } from '../model/ids';
import { countedPowers, creatureXp2e } from './adnd2e/xp';
import { TABLE_32_HIT_DICE_MODIFIERS, type HitDiceModifierKey } from './adnd2e/tables/experience';
import { adnd2ePowers } from './adnd2e/xp-powers';
import { parseHitDice } from './adnd2e/tables/thac0';
import { dnd5eDifficulty, type Dnd5eDifficultyReport } from './dnd5e/difficulty';
import { monsterXpOsr } from './osr/xp';

/** One character of the party: its level (only 5e reads it). */
export interface PartyMember {
  level: number;
}

/** One foe: its statblock as stored (unvalidated fields are read defensively). */
export interface Foe {
  statblock: Readonly<Record<string, unknown>> | null | undefined;
  /** Hit Dice typed in for a creature without a statblock (OSR builder lines). */
  hd?: string | undefined;
}

/** XP of a fight in a system without a difficulty rule (2e, OSR). */
export interface XpReport {
  characters: number;
  /** Foes whose XP is known. */
  monsters: number;
  /** Foes with neither XP nor readable Hit Dice. */
  unknown: number;
  xp: number;
  /** Each character's share, rounded down. */
  perCharacter: number;
}

/** What a screen shows before the fight. */
export type DifficultyReport =
  | { system: 'dnd5e'; report: Dnd5eDifficultyReport }
  | { system: 'adnd2e' | 'osr'; report: XpReport };

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** "CR 10 (5,900 XP, or 7,200 XP in lair)" as a statblock's text may keep it. */
const LAIR_XP = /(\d[\d,]*)\s*XP\s+(?:when\s+encountered\s+)?in\s+(?:its\s+)?lair/i;

/** A 5e creature's XP in its lair, when its statblock says so. */
function lairXp(sb: Readonly<Record<string, unknown>>): number | undefined {
  const direct = num(sb.lairXp);
  if (direct !== undefined) return direct;
  const issues = Array.isArray(sb.importIssues)
    ? sb.importIssues.map((i) => str((i as Record<string, unknown>).value) ?? '')
    : [];
  for (const text of [str(sb.challenge), str(sb.description), ...issues]) {
    const m = text ? LAIR_XP.exec(text) : null;
    if (m) return Number((m[1] as string).replace(/,/g, ''));
  }
  return undefined;
}

/** Counted abilities of an OSR monster without asterisks: its on-hit effects and specials. */
function osrSpecials(sb: Readonly<Record<string, unknown>>): number {
  const onHit = Array.isArray(sb.onHit)
    ? new Set(sb.onHit.map((e) => str((e as Record<string, unknown>).kind))).size
    : 0;
  const special = Array.isArray(sb.special) ? sb.special.length : 0;
  return onHit + special;
}

/** A 2e character's level stands for its Hit Dice when the statblock has none. */
function hitDice2e(sb: Readonly<Record<string, unknown>>): string | undefined {
  const hd = str(sb.hitDice);
  if (hd !== undefined) return hd;
  const levels = Array.isArray(sb.classes)
    ? sb.classes.map((c) => num((c as Record<string, unknown>).level) ?? 0)
    : [];
  return levels.length > 0 ? String(Math.max(...levels)) : undefined;
}

function xpReport(characters: number, xps: readonly (number | undefined)[]): XpReport {
  const known = xps.filter((x): x is number => x !== undefined);
  const xp = known.reduce((a, b) => a + b, 0);
  return {
    characters,
    monsters: known.length,
    unknown: xps.length - known.length,
    xp,
    perCharacter: characters === 0 ? 0 : Math.floor(xp / characters),
  };
}

/** How the 2e tables reckon a creature: its Hit Dice and the Table 32 rows counted. */
export interface XpBasis2e {
  hitDice: string;
  powers: { key: HitDiceModifierKey; hitDice: number }[];
}

/**
 * Why a 2e creature is worth what the tables make it, for the DM to check: undefined when its
 * printed XP sets the figure, or nothing does.
 */
export function xpBasis2e(
  statblock: Readonly<Record<string, unknown>> | null | undefined,
): XpBasis2e | undefined {
  const sb = statblock ?? {};
  const hitDice = hitDice2e(sb);
  if (num(sb.xp) !== undefined || hitDice === undefined || !parseHitDice(hitDice)) {
    return undefined;
  }
  // In the table's order, as the DM finds the rows in the book.
  const order = Object.keys(TABLE_32_HIT_DICE_MODIFIERS);
  const powers = countedPowers(adnd2ePowers(sb))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((key) => ({ key, hitDice: TABLE_32_HIT_DICE_MODIFIERS[key] }));
  return { hitDice, powers };
}

/** The difficulty and XP of `monsters` against `party` in `system`. */
export function encounterDifficulty(
  system: RuleSystemId,
  party: readonly PartyMember[],
  monsters: readonly Foe[],
): DifficultyReport {
  const blocks = monsters.map((m) => m.statblock ?? {});
  if (system === 'dnd5e') {
    const foes = blocks.map((sb) => {
      const lairActions = Array.isArray(sb.lairActions) ? sb.lairActions.length : 0;
      return { cr: num(sb.cr), xp: num(sb.xp), lairXp: lairXp(sb), inLair: lairActions > 0 };
    });
    return {
      system,
      report: dnd5eDifficulty(
        party.map((p) => p.level),
        foes,
      ),
    };
  }
  if (system === 'adnd2e') {
    const xps = blocks.map((sb) =>
      creatureXp2e({ xp: num(sb.xp), hitDice: hitDice2e(sb), powers: adnd2ePowers(sb) }),
    );
    return { system, report: xpReport(party.length, xps) };
  }
  const xps = monsters.map((m, i) => {
    const sb = blocks[i] ?? {};
    return monsterXpOsr({
      xp: num(sb.xp),
      hd: str(sb.hd) ?? m.hd,
      specialAbilities: osrSpecials(sb),
    });
  });
  return { system, report: xpReport(party.length, xps) };
}
