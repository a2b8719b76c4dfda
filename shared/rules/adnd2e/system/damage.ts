// The 2e damage pipeline shared by attacks, falls and the quick damage command: HP, the
// bare-handed tally, death or unconsciousness, massive damage, spell disturbance.
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import { readOptions } from '../options';
import { lifeStateForHp, massiveDamageSaveDue, DEATHS_DOOR_LIMIT } from '../rules/death';
import type { LifeState } from '../rules/death';
import { disturbsSpell } from '../rules/initiative';
import { isNonRegenerable } from '../rules/missiles';
import { resolveSave } from '../rules/saves';
import { constitutionRow } from '../tables/abilities';
import { saveOf } from '../stats';
import { effectiveStatblock, sysOf } from '../sys';
import { raisePrompt, sysEvent } from './adnd2e-events';

/** Lowest HP the tracker stores: -10 (below it the character is dead in every mode). */
export const MIN_HP = DEATHS_DOOR_LIMIT;

/** How a piece of damage came about. */
export interface DamageSpec {
  amount: number;
  /** Part of `amount` that is bare-handed (temporary) damage (2E-NL-08). */
  temporary?: number;
  /** From one attack: 50+ calls for a save vs. death (2E-DEATH-03). */
  singleAttack?: boolean;
  /** Initiative score the damage lands at (2E-INIT-10). */
  atInitiative?: number;
  saveModifier?: number;
  cause: string;
  /** The creature credited with the damage (the recap's tallies), when the DM named one. */
  attackerId?: string;
}

/** Initiative score of the slot acting now, if any. */
export function currentScore(state: EncounterState): number | undefined {
  const key = state.turn?.slotKey;
  const slot = state.slots.find((s) => s.key === key);
  return slot?.score ?? undefined;
}

/** Events of damage to one combatant (2E-DEF-04, 2E-DMG-02, 2E-NL-08/09, 2E-DEATH-01/03/04/06, 2E-INIT-10). */
export function damageEvents(
  state: EncounterState,
  c: Combatant,
  spec: DamageSpec,
  ctx: DecideContext,
): EngineEvent[] {
  if (spec.amount < 0) throw new RuleError('negativeAmount', { amount: spec.amount });
  const opts = readOptions(state.options);
  const sys = sysOf(c);
  if (sys.life === 'dead') return [];
  const events: EngineEvent[] = [];
  const temporary = Math.min(spec.amount, spec.temporary ?? 0);
  const rawHp = c.hp - spec.amount;
  const hp = Math.max(MIN_HP, rawHp);
  const tempDamage = sys.tempDamage + temporary;
  // 2E-MSL-15, -16: the HP acid, holy or unholy water takes cannot be regenerated
  const unregenerable = isNonRegenerable(spec.cause)
    ? { unregenerable: sys.unregenerable + Math.max(0, c.hp - hp - temporary) }
    : {};
  events.push(
    sysEvent('adnd2e.damaged', {
      combatantId: c.id,
      amount: spec.amount,
      temporary,
      hp,
      tempDamage,
      cause: spec.cause,
      ...(spec.attackerId !== undefined ? { attackerId: spec.attackerId } : {}),
      ...unregenerable,
    }),
  );
  let life: LifeState = lifeStateForHp(rawHp, {
    deathsDoor: opts.deathsDoor,
    temporaryDamage: tempDamage,
    tended: false,
  });
  let lifeCause = spec.cause;
  // 2E-DEATH-03/04: one attack of 50+ on a survivor calls for a save vs. death (AMB-18 house rule: system shock)
  if (life === 'alive' && massiveDamageSaveDue(spec.amount, spec.singleAttack !== false, true)) {
    if (opts.massiveDamageSystemShock) {
      const chance = constitutionRow(sysOf(c).con ?? 10).systemShock;
      const roll = ctx.roller.roll('1d100', 'massiveDamageSystemShock');
      const survived = roll.total <= chance;
      events.push(
        sysEvent('adnd2e.systemShockRolled', {
          combatantId: c.id,
          roll: roll.total,
          chance,
          survived,
        }),
      );
      if (!survived) life = 'dead';
    } else {
      const need = saveOf(effectiveStatblock(c), 'paralyzation');
      const roll = ctx.roller.roll('1d20', 'massiveDamageSave');
      const mods = spec.saveModifier ? [{ source: '2E-DEATH-03', value: spec.saveModifier }] : [];
      const out = resolveSave(roll.total, need, mods);
      events.push(
        sysEvent('adnd2e.saveRolled', {
          combatantId: c.id,
          category: 'paralyzation',
          reason: 'massiveDamage',
          natural: out.natural,
          total: out.total,
          need,
          success: out.success,
        }),
      );
      if (!out.success) life = 'dead';
    }
    if (life === 'dead') lifeCause = 'massiveDamage';
  }
  if (life !== sys.life) {
    events.push(sysEvent('adnd2e.lifeChanged', { combatantId: c.id, life, cause: lifeCause }));
  }
  // 2E-INIT-10, AMB-06: a hit before the spell resolves ruins it
  if (sys.pendingSpell && spec.amount > 0) {
    const at = spec.atInitiative ?? currentScore(state);
    const pending = {
      name: sys.pendingSpell.name,
      at: sys.pendingSpell.at < 0 ? ('endOfRound' as const) : sys.pendingSpell.at,
      roundsLeft: sys.pendingSpell.roundsLeft,
    };
    if (at === undefined || disturbsSpell(pending, at)) {
      if (opts.spellDisturbance === 'askDm') {
        events.push(
          raisePrompt(ctx, state.round, 'spellDisturbance', c.id, { spell: pending.name }),
        );
      } else {
        events.push(
          sysEvent('adnd2e.spellLost', { combatantId: c.id, spell: pending.name, cause: 'hit' }),
        );
      }
    }
  }
  return events;
}
