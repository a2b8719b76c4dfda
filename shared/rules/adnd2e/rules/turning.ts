import type { TurnCell, UndeadRow } from '../tables/turning';
import { UNDEAD_ROWS, turnCell, undeadRowForHitDice } from '../tables/turning';
import type { Roller, RollRecord } from '../../../dice';

/** Who is turning: priests and paladins turn, evil priests command, druids cannot (2E-TURN-01, -09). */
export type TurnerKind = 'priest' | 'paladin' | 'evilPriest' | 'druid';

/** DM settings for the turning ambiguities (AMB-16). */
export interface TurnSettings {
  /** One 2d6 pool filled lowest HD first, or a 2d6 roll per type. */
  pool: 'shared' | 'perType';
  /** D*: destroy and turn 2d4 more (literal footnote), or only turn 2d4 more. */
  dStar: 'destroyPlusTurned' | 'turnedOnly';
  /** Below an effective level of 1: cannot turn, or use column 1. */
  belowLevelOne: 'cannot' | 'column1';
}

export const DEFAULT_TURN_SETTINGS: TurnSettings = {
  pool: 'shared',
  dStar: 'destroyPlusTurned',
  belowLevelOne: 'cannot',
};

/** A group of one undead type (or one paladin, for an evil priest) in front of the turner. */
export interface TurnTargetGroup {
  key: string;
  row: UndeadRow;
  count: number;
  /** Hit Dice, for sorting within equal rows. */
  hd?: number;
  /** This "undead" is a paladin turned by an evil priest (2E-TURN-10). */
  paladin?: boolean;
}

/** Effect on one group. */
export interface TurnGroupResult {
  key: string;
  cell: TurnCell;
  success: boolean;
  /** Number affected by the main result. */
  affected: number;
  effect: 'turned' | 'destroyed' | 'commanded' | 'subservient' | 'none';
  /** Extra creatures turned (or commanded) by a D* result (Table 61 footnote). */
  extraTurned: number;
}

/** Outcome of a turning attempt. */
export interface TurnOutcome {
  canTurn: boolean;
  effectiveLevel: number;
  roll?: RollRecord;
  results: TurnGroupResult[];
  rolls: RollRecord[];
}

/** Effective turning level: paladins two lower (2E-TURN-02); evil priests vs paladins three lower (2E-TURN-10). */
export function effectiveTurnLevel(kind: TurnerKind, level: number, vsPaladin = false): number {
  if (kind === 'paladin') return level - 2;
  if (kind === 'evilPriest' && vsPaladin) return level - 3;
  return level;
}

/** The paladin's level is his Hit Dice for the evil priest's table lookup (2E-TURN-10). */
export function paladinAsUndead(key: string, paladinLevel: number): TurnTargetGroup {
  return { key, row: undeadRowForHitDice(paladinLevel), count: 1, hd: paladinLevel, paladin: true };
}

/** Evil priests command at most 12 undead (2E-TURN-09). */
export const MAX_COMMANDED_UNDEAD = 12;

/**
 * Resolves a turning (or commanding) attempt (2E-TURN-01..10): one d20 for all undead present
 * read against each type's Table 61 cell; successes affect 2d6 undead, fewest HD first.
 */
export function resolveTurning(
  input: { kind: TurnerKind; level: number; groups: readonly TurnTargetGroup[] },
  roller: Roller,
  settings: TurnSettings = DEFAULT_TURN_SETTINGS,
): TurnOutcome {
  const rolls: RollRecord[] = [];
  if (input.kind === 'druid')
    return { canTurn: false, effectiveLevel: input.level, results: [], rolls };
  const baseLevel = effectiveTurnLevel(input.kind, input.level);
  const levelFor = (g: TurnTargetGroup): number => {
    const l = effectiveTurnLevel(input.kind, input.level, !!g.paladin);
    return l < 1 && settings.belowLevelOne === 'column1' ? 1 : l;
  };
  if (
    levelFor({ key: '', row: 'skeleton', count: 0 }) < 1 &&
    !input.groups.some((g) => g.paladin)
  ) {
    return { canTurn: false, effectiveLevel: baseLevel, results: [], rolls };
  }
  const d20 = roller.roll('1d20', 'turnUndead');
  rolls.push(d20);
  const order = [...input.groups].sort(
    (a, b) => UNDEAD_ROWS.indexOf(a.row) - UNDEAD_ROWS.indexOf(b.row) || (a.hd ?? 0) - (b.hd ?? 0),
  );
  let pool: number | undefined;
  const evil = input.kind === 'evilPriest';
  let commandedSoFar = 0;
  const results: TurnGroupResult[] = [];
  for (const g of order) {
    const lvl = levelFor(g);
    let cell: TurnCell = lvl < 1 ? '--' : turnCell(g.row, lvl);
    if (g.paladin && (cell === 'D' || cell === 'D*')) cell = 'T'; // 2E-TURN-10
    const success =
      cell === 'T' ||
      cell === 'D' ||
      cell === 'D*' ||
      (typeof cell === 'number' && d20.total >= cell);
    if (!success) {
      results.push({
        key: g.key,
        cell,
        success: false,
        affected: 0,
        effect: 'none',
        extraTurned: 0,
      });
      continue;
    }
    if (settings.pool === 'perType' || pool === undefined) {
      const p = roller.roll(
        '2d6',
        settings.pool === 'perType' ? `turnCount.${g.key}` : 'turnCount',
      );
      rolls.push(p);
      pool = p.total;
    }
    let n = Math.min(pool, g.count);
    if (evil) n = Math.min(n, MAX_COMMANDED_UNDEAD - commandedSoFar);
    pool -= n;
    const destroys = cell === 'D' || cell === 'D*';
    let effect: TurnGroupResult['effect'] = destroys ? 'destroyed' : 'turned';
    if (evil && !g.paladin) effect = destroys ? 'subservient' : 'commanded';
    if (cell === 'D*' && settings.dStar === 'turnedOnly') effect = evil ? 'commanded' : 'turned';
    let extra = 0;
    if (cell === 'D*') {
      const more = roller.roll('2d4', `turnExtra.${g.key}`);
      rolls.push(more);
      extra = Math.min(more.total, g.count - n);
      if (evil) extra = Math.min(extra, MAX_COMMANDED_UNDEAD - commandedSoFar - n);
    }
    if (evil) commandedSoFar += n + extra;
    results.push({ key: g.key, cell, success: true, affected: n, effect, extraTurned: extra });
  }
  return { canTurn: true, effectiveLevel: baseLevel, roll: d20, results, rolls };
}

/** How a turned undead behaves (2E-TURN-06, -07): commanded ones step back; free-willed ones flee or hover ≥ 10 ft. */
export function turnedBehavior(
  freeWilled: boolean,
  canFlee: boolean,
): 'stepBack' | 'flee' | 'hover10ft' {
  if (!freeWilled) return 'stepBack';
  return canFlee ? 'flee' : 'hover10ft';
}

/** Forcing a turned free-willed undead within 10 ft breaks the turning (2E-TURN-08). */
export function turningBroken(freeWilled: boolean, distanceFeet: number): boolean {
  return freeWilled && distanceFeet < 10;
}

/**
 * Whether a character may attempt to turn now (2E-TURN-01, -03, -04): one attempt per encounter,
 * hands free and able to speak; being attacked does not break it.
 */
export function mayAttemptTurn(input: {
  kind: TurnerKind;
  attemptedThisEncounter: boolean;
  handsFree: boolean;
  canSpeak: boolean;
}): boolean {
  if (input.kind === 'druid') return false;
  return !input.attemptedThisEncounter && input.handsFree && input.canSpeak;
}
