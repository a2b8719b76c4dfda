// One attack: OSR-HIT-01..03 to hit, OSR-MEL-01/02 melee and shooting, OSR-DMG-01..03 damage
// (unarmed, shield bash with its push, the burning oil flask), within one action per round.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { combatantSys, rangeBetween, toJson, usedThisRound } from '../state';
import { osrSettings } from '../settings';
import { maxAttacks } from '../rules/actions';
import { attackBonusFor, resolveHit, type AttackKind } from '../rules/hit';
import { meleeRangeFt } from '../rules/melee';
import {
  distanceAfterPush,
  inOilRadius,
  oilFlask,
  oilInRange,
  oilTicksAfterHit,
  shieldBash,
  unarmedDamage,
} from '../rules/damage';
import {
  actionEconomy,
  creaturesWithin,
  economyFields,
  isInMelee,
  presentCombatant,
  prompt,
  requireCanAct,
} from './common';
import { damageEvents, type DamageSource } from './hp';
import { onHitEvents } from './on-hit';

const ruleIdsOf = (kind: AttackKind, fromBehind: boolean, coverMod: number): string[] => {
  const ids = ['OSR-HIT-01'];
  if (fromBehind) ids.push('OSR-HIT-02');
  if (coverMod !== 0) ids.push('OSR-HIT-03');
  if (kind === 'unarmed') ids.push('OSR-DMG-01');
  if (kind === 'shieldBash') ids.push('OSR-DMG-02');
  if (kind === 'oil') ids.push('OSR-DMG-03');
  if (kind === 'ranged') ids.push('OSR-MEL-02');
  return ids;
};

/** True when a creature of the shooter's side other than the shooter is within 5 ft of the target. */
function targetEngaged(state: EncounterState, shooter: Combatant, target: Combatant): boolean {
  return creaturesWithin(state, target, meleeRangeFt).some((id) => {
    const other = state.combatants[id] as Combatant;
    return id !== shooter.id && other.side !== target.side;
  });
}

/** Decides an attack and, on a hit, its damage and side effects. */
export function decideAttack(
  state: EncounterState,
  cmd: OsrCommandOf<'attack'>,
  ctx: DecideContext,
): EngineEvent[] {
  const attacker = presentCombatant(state, cmd.attackerId);
  const target = presentCombatant(state, cmd.targetId);
  if (attacker.id === target.id) {
    throw new RuleError('invalidValue', { field: 'targetId', value: target.id });
  }
  const economy = actionEconomy(state, attacker);
  requireCanAct(state, attacker, economy);
  const a = combatantSys(attacker);
  const t = combatantSys(target);
  const settings = osrSettings(state.options);
  if (economy === 'round') {
    const used = usedThisRound(attacker, state.round);
    if (used.action !== null && used.action !== 'attack') {
      throw new RuleError('oneActionPerRound', { combatantId: attacker.id, used: used.action });
    }
    const allowed = maxAttacks(a.talentExtraAttacks);
    if (used.attacks >= allowed) {
      throw new RuleError('noAttacksLeft', { combatantId: attacker.id, max: allowed });
    }
  }
  const events: EngineEvent[] = [];
  const known = rangeBetween(state, attacker.id, target.id);
  let range = cmd.rangeFt ?? known;
  const kind = cmd.kind;
  const melee = kind === 'melee' || kind === 'unarmed' || kind === 'shieldBash';
  // A melee attack is "move and attack" (OSR-ACT-01): the attacker ends within 5 ft.
  if (melee && (range === undefined || range > meleeRangeFt)) range = meleeRangeFt;
  if (range !== undefined && range !== known) {
    events.push({ type: 'osr.rangeSet', aId: attacker.id, bId: target.id, feet: range });
  }
  if (kind === 'ranged') {
    // OSR-MEL-02 checks engagement before this attack's own range change.
    if (isInMelee(state, attacker))
      throw new RuleError('cannotShootInMelee', { combatantId: attacker.id });
    if (targetEngaged(state, attacker, target)) {
      if (settings.shootIntoMelee === 'forbidden') {
        throw new RuleError('cannotShootIntoMelee', { targetId: target.id });
      }
      if (settings.shootIntoMelee === 'allowedWithPrompt') {
        events.push(
          prompt(
            state,
            ctx,
            'shootIntoMelee',
            { attackerId: attacker.id, targetId: target.id },
            attacker.id,
          ),
        );
      }
    }
  }
  if (kind === 'oil') {
    if (range === undefined) throw new RuleError('rangeRequired', { targetId: target.id });
    if (!oilInRange(range)) {
      throw new RuleError('outOfRange', { range, max: oilFlask.rangeFt, targetId: target.id });
    }
  }
  if (kind === 'shieldBash' && !a.hasShield)
    throw new RuleError('noShield', { combatantId: attacker.id });

  const d20 = ctx.roller.roll('1d20', 'attack');
  const coverMod = cmd.coverMod ?? t.coverMod;
  const hit = resolveHit({
    d20: d20.total,
    bonus: attackBonusFor(kind, { melee: a.meleeBonus, ranged: a.rangedBonus }),
    targetAc: target.ac,
    coverMod,
    fromBehind: cmd.fromBehind,
    naturalRolls: settings.naturalRolls,
  });
  events.push({
    type: 'osr.attackResolved',
    ruleIds: ruleIdsOf(kind, cmd.fromBehind, coverMod),
    attackerId: attacker.id,
    targetId: target.id,
    kind,
    round: state.round,
    ...economyFields(economy),
    hit: toJson(hit),
    ...(range !== undefined ? { rangeFt: range } : {}),
  });
  if (!hit.hit) {
    // where a missed flask lands is the Referee's call.
    if (kind === 'oil')
      events.push(
        prompt(
          state,
          ctx,
          'oilMiss',
          { attackerId: attacker.id, targetId: target.id },
          attacker.id,
        ),
      );
    return events;
  }
  const dealt = (amount: number, source: DamageSource, ruleId?: string) =>
    events.push(...damageEvents(state, ctx, target, Math.max(0, amount), source, ruleId));
  switch (kind) {
    case 'unarmed':
      dealt(unarmedDamage(a.strBonus), 'unarmed', 'OSR-DMG-01');
      break;
    case 'shieldBash': {
      dealt(ctx.roller.roll(shieldBash.damageDice, 'damage').total, 'shieldBash', 'OSR-DMG-02');
      const from = range ?? meleeRangeFt;
      const pushed = settings.shieldPush === 'onHitAway';
      if (pushed) {
        events.push({
          type: 'osr.pushed',
          ruleId: 'OSR-DMG-02',
          attackerId: attacker.id,
          targetId: target.id,
          feet: shieldBash.pushFt,
          rangeFt: distanceAfterPush(from),
        });
      }
      // shield AC while bashing and blocked pushes are the Referee's call.
      events.push(
        prompt(
          state,
          ctx,
          'shieldBash',
          { attackerId: attacker.id, targetId: target.id, pushed, fromFt: from },
          target.id,
        ),
      );
      break;
    }
    case 'oil': {
      dealt(ctx.roller.roll(oilFlask.fireDice, 'fire').total, 'oil', 'OSR-DMG-03');
      const ticksLeft = oilTicksAfterHit(settings.oilDamage);
      if (ticksLeft > 0) {
        events.push(
          ev.conditionAdded(target.id, {
            id: ctx.newId('k'),
            key: 'burning',
            sourceId: attacker.id,
            appliedRound: state.round,
            data: { ticksLeft, dueRound: state.round + 1 },
          }),
        );
      }
      // others within the 5 ft radius burn if the Referee says so.
      const near = state.combatantIds.filter((id) => {
        if (id === target.id || id === attacker.id) return false;
        if (!(state.combatants[id] as Combatant).present) return false;
        const d = rangeBetween(state, target.id, id);
        return d !== undefined && inOilRadius(d);
      });
      if (near.length > 0) {
        events.push(
          prompt(state, ctx, 'oilSplash', { targetId: target.id, creatureIds: near }, target.id),
        );
      }
      break;
    }
    default: {
      // weapon damage from the statblock unless the Referee enters other dice.
      const index = cmd.attackIndex ?? 1;
      const notation = cmd.damage ?? a.attackDamages[index - 1] ?? a.damage;
      dealt(ctx.roller.roll(notation, 'damage').total, 'attack');
      // The statblock's paralysis, poison or energy drain on a hit (see on-hit.ts).
      events.push(...onHitEvents(state, ctx, attacker, target, index));
    }
  }
  return events;
}
