// Creatures the DM types in (a PC's numbers, a monster without a library entry) become a
// minimal statblock of the campaign's rule system, so every roster member and prepared line
// carries a statblock its system accepts and the engine reads AC, HP and initiative from it.
import { getSystem } from '../../shared/index';
import { IpcFailure } from '../../shared/ipc/errors';
import type { RuleSystemId } from '../../shared/model/ids';

/** The numbers a typed-in creature needs. */
export interface QuickNumbers {
  readonly ac: number;
  readonly maxHp: number;
  /** Added to initiative rolls where the system has such a bonus (5e). */
  readonly initiativeBonus: number;
  /** Hit dice where the system's statblock requires them (OSR: "3", "1+1"). */
  readonly hd?: string | undefined;
}

const OSR_HD = /^(\d+([+-]\d+)?|1\/2)$/;

/** A minimal statblock of `system` holding the DM's numbers. */
export function quickStatblock(
  system: RuleSystemId,
  name: string,
  numbers: QuickNumbers,
): Record<string, unknown> {
  if (system === 'dnd5e') {
    return {
      name,
      size: 'medium',
      ac: numbers.ac,
      hp: numbers.maxHp,
      abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
      initiativeBonus: numbers.initiativeBonus,
    };
  }
  if (system === 'adnd2e') return { name, ac: numbers.ac, hp: numbers.maxHp };
  const hd = numbers.hd && OSR_HD.test(numbers.hd) ? numbers.hd : '1';
  return { name, hd, ac: numbers.ac, hp: numbers.maxHp, movement: 120 };
}

/** `statblock` with the DM's numbers written over its own (name, AC, HP, initiative bonus). */
export function withNumbers(
  system: RuleSystemId,
  statblock: Readonly<Record<string, unknown>>,
  name: string,
  numbers: QuickNumbers,
): Record<string, unknown> {
  const next: Record<string, unknown> = {
    ...statblock,
    name,
    ac: numbers.ac,
    hp: numbers.maxHp,
  };
  if (system === 'dnd5e') next.initiativeBonus = numbers.initiativeBonus;
  if (system === 'osr' && numbers.hd && OSR_HD.test(numbers.hd)) next.hd = numbers.hd;
  return next;
}

/**
 * The statblock as the system's schema normalises it; a statblock the system refuses is an
 * `campaign.invalidStatblock` failure naming the creature and the field.
 */
export function checkedStatblock(
  system: RuleSystemId,
  name: string,
  statblock: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const parsed = getSystem(system).statblockSchema.safeParse(statblock);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new IpcFailure('campaign.invalidStatblock', {
      name,
      field: issue ? issue.path.join('.') : '',
    });
  }
  return parsed.data as Record<string, unknown>;
}
