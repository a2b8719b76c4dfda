// New combatants, HP bounds, turns and the players' HP descriptor for 2e.
import type { CombatantInput } from '../../../encounter/commands';
import type { Combatant, EncounterState } from '../../../encounter/types';
import type { JsonObject } from '../../../encounter/json';
import { RuleError } from '../../../errors';
import type { CombatantFields, HpDescriptor } from '../../types';
import { adnd2eStatblockSchema } from '../statblock';
import type { Adnd2eStatblock } from '../statblock';
import { parseHitDice } from '../tables/thac0';
import { initialSys, sysOf } from '../sys';
import { MIN_HP } from './damage';

/** Average hit points of Hit Dice (d8 per die), at least 1. */
function averageHp(sb: Adnd2eStatblock): number | undefined {
  const hd = sb.hitDice ? parseHitDice(sb.hitDice) : undefined;
  if (!hd) return undefined;
  return Math.max(1, Math.floor(hd.count * 4.5) + hd.modifier);
}

/** Fields of a new 2e combatant; validates the statblock. */
export function createAdnd2eCombatant(input: CombatantInput): CombatantFields {
  let sb: Adnd2eStatblock | null = null;
  if (input.statblock !== undefined && input.statblock !== null) {
    const parsed = adnd2eStatblockSchema.safeParse(input.statblock);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RuleError('invalidStatblock', {
        path: issue ? issue.path.join('.') : '',
        message: issue?.message ?? '',
      });
    }
    sb = parsed.data;
  }
  const maxHp = input.maxHp ?? sb?.hp ?? (sb ? averageHp(sb) : undefined) ?? input.hp ?? 1;
  return {
    hp: input.hp ?? maxHp,
    maxHp,
    tempHp: 0,
    ac: input.ac ?? sb?.ac ?? 10,
    initiativeBonus: input.initiativeBonus ?? 0,
    statblock: sb as unknown as JsonObject | null,
    sys: initialSys(sb, input.sys),
  };
}

/** HP range: down to -10 (death's door; below 0 is dead in core rules), up to the maximum. */
export function adnd2eHpRange(c: Combatant): { min: number; max: number } {
  return { min: MIN_HP, max: c.maxHp };
}

/** Players see a descriptor, not exact HP. */
export function adnd2eHpDescriptor(c: Combatant): HpDescriptor {
  const life = sysOf(c).life;
  if (life === 'dead') return 'dead';
  if (life !== 'alive' || c.hp <= 0) return 'down';
  if (c.hp >= c.maxHp) return 'unhurt';
  if (c.hp * 2 > c.maxHp) return 'wounded';
  if (c.hp * 4 > c.maxHp) return 'bloodied';
  return 'nearDeath';
}

/** Only the living, conscious and unsurprised act (2E-DEATH-01, 2E-SURP-02). */
export function adnd2eTakesTurn(c: Combatant, _state: EncounterState): boolean {
  if (sysOf(c).life !== 'alive') return false;
  return !c.conditions.some((x) => x.key === 'surprised');
}
