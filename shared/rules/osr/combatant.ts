// Creating an OSR combatant from a statblock, a roster entry or plain numbers.
import { z } from 'zod';
import { RuleError } from '../../errors';
import type { CombatantInput } from '../../encounter/commands';
import type { CombatantFields } from '../types';
import { onHitSchema, osrStatblockSchema, type OsrStatblock } from './statblock';
import { defaultCombatantSys, toJson, type OsrCombatantSys } from './state';

/** OSR fields that may be given directly in a combatant's `sys` (they override the statblock). */
export const osrCombatantSysInputSchema = z
  .object({
    meleeBonus: z.number().int(),
    rangedBonus: z.number().int(),
    strBonus: z.number().int(),
    chaBonus: z.number().int(),
    speed: z.number().min(0),
    talentExtraAttacks: z.number().int().min(0),
    talentSpeedBonus: z.number().int(),
    surprise: z
      .object({ normal: z.number().int().min(0).max(6), ambush: z.number().int().min(0).max(6) })
      .nullable(),
    race: z.string().nullable(),
    hasShield: z.boolean(),
    damage: z.string().regex(/^\d*d\d+([+-]\d+)?$|^\d+$/),
    coverMod: z.number().int().min(-4).max(0),
    saves: z.record(z.string().max(40), z.number().int().min(1).max(30)),
    onHit: z.array(onHitSchema).max(10),
    morale: z.number().int().min(2).max(12).nullable(),
  })
  .partial();

/** Average hit points of OSR hit dice (d8s): "3" → 13, "1+1" → 5, "1/2" → 2; at least 1. */
export function averageHp(hd: string): number {
  if (hd === '1/2') return 2;
  const m = /^(\d+)([+-]\d+)?$/.exec(hd);
  if (!m) return 1;
  return Math.max(1, Math.floor(Number(m[1]) * 4.5) + Number(m[2] ?? 0));
}

function fromStatblock(sb: OsrStatblock): Partial<OsrCombatantSys> {
  return {
    meleeBonus: sb.attackBonus.melee,
    rangedBonus: sb.attackBonus.ranged,
    strBonus: sb.strBonus,
    chaBonus: sb.chaBonus,
    speed: sb.movement,
    talentExtraAttacks: sb.talents.extraAttacks,
    talentSpeedBonus: sb.talents.speedBonus,
    surprise: sb.surprise ?? null,
    race: sb.race ?? null,
    hasShield: sb.shield,
    // "1d4/1d4/1d8" lists several attacks; the first is the default weapon damage.
    damage: sb.damage.split('/')[0] ?? '1d6',
    attackDamages: sb.damage.split('/'),
    saves: sb.saves,
    onHit: sb.onHit,
    morale: sb.morale ?? null,
  };
}

/** The engine fields and OSR state of a new combatant. */
export function createOsrCombatant(input: CombatantInput): CombatantFields {
  let sb: OsrStatblock | null = null;
  if (input.statblock !== undefined && input.statblock !== null) {
    const parsed = osrStatblockSchema.safeParse(input.statblock);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RuleError('invalidStatblock', {
        name: input.name,
        path: issue ? issue.path.join('.') : '',
        message: issue ? issue.message : 'invalid',
      });
    }
    sb = parsed.data;
  }
  const direct = osrCombatantSysInputSchema.safeParse(input.sys ?? {});
  if (!direct.success) {
    const issue = direct.error.issues[0];
    throw new RuleError('invalidValue', {
      field: `sys.${issue ? issue.path.join('.') : ''}`,
      value: '',
    });
  }
  const maxHp = input.maxHp ?? sb?.hp ?? (sb ? averageHp(sb.hd) : (input.hp ?? 1));
  const sys: OsrCombatantSys = {
    ...defaultCombatantSys(),
    ...(sb ? fromStatblock(sb) : {}),
    ...direct.data,
  };
  return {
    hp: input.hp ?? maxHp,
    maxHp,
    tempHp: input.tempHp ?? 0,
    // Unarmoured is AC 9 on the descending scale.
    ac: input.ac ?? sb?.ac ?? 9,
    initiativeBonus: 0,
    statblock: sb ? toJson(sb) : null,
    sys: toJson(sys),
  };
}
