// The OSR answers to the engine's queries (RuleQueries): the one action of the round with its
// attacks (OSR-ACT-01/02, kept at `sys.used`), speed, the distances the Referee recorded, the
// oil flask's range and the d20 roll of OSR-HIT-01..03. Pure reads of the state.
import type { Combatant, EncounterState } from '../../encounter/types';
import type {
  MovementAllowance,
  OrderLeaving,
  RoundEconomy,
  RuleQueries,
} from '../../encounter/port';
import { roundUseOf } from '../../encounter/round-use';
import { effectiveSpeed, maxAttacks } from './rules/actions';
import { attackBonusFor, hitTarget } from './rules/hit';
import { combatantSys, rangeBetween, usedThisRound } from './state';
import { meleeRangeFt } from './rules/melee';

function movementOsr(c: Combatant, state: EncounterState): MovementAllowance {
  const s = combatantSys(c);
  const speed = effectiveSpeed(s.speed, s.talentSpeedBonus);
  if (state.status !== 'active') return { unit: 'ft', speeds: { walk: speed }, left: null };
  const used = roundUseOf(c, state.round).movement;
  return { unit: 'ft', speeds: { walk: speed }, left: { walk: Math.max(0, speed - used) } };
}

/** OSR-ACT-01/02: one action a round; an attack action gives 1 + the talents' extra attacks. */
function economyOsr(c: Combatant, state: EncounterState): RoundEconomy | null {
  if (state.status !== 'active') return null;
  const s = combatantSys(c);
  const used = usedThisRound(c, state.round);
  const otherAction = used.action !== null && used.action !== 'attack';
  const allowed = otherAction ? 0 : maxAttacks(s.talentExtraAttacks);
  return {
    round: state.round,
    scope: 'round',
    attacksAllowed: allowed,
    attacksUsed: used.attacks,
    attacksLeft: Math.max(0, allowed - used.attacks),
    movement: movementOsr(c, state),
    actionUsed: used.action !== null,
    bonusActionUsed: null,
    reactionUsed: null,
    sys: {
      action: used.action,
      spells: used.spells,
      declared: s.declared ? s.declared.type : null,
    },
  };
}

/** OSR-DMG-03: the oil flask is thrown up to 40 ft; the seed gives no other range bands. */
const OIL_RANGE_FT = 40;

/** The OSR answers to the engine's queries. */
export const osrQueries: RuleQueries = {
  economy: economyOsr,
  movement: movementOsr,
  distance(state, a, b) {
    const ft = rangeBetween(state, a.id, b.id);
    return ft === undefined ? null : { value: ft, unit: 'ft' };
  },
  // The seed has no flanking; an attack from behind is a +2 the Referee ticks (OSR-HIT-02).
  flanked: () => false,
  rangeBand(state, attacker, target, query) {
    const ft = rangeBetween(state, attacker.id, target.id) ?? query?.distance;
    if (ft === undefined) return null;
    const long = query?.ranges?.long ?? OIL_RANGE_FT;
    return { band: ft <= long ? 'inRange' : 'outOfRange', distance: { value: ft, unit: 'ft' } };
  },
  toHit(state, attacker, target, query) {
    const s = combatantSys(attacker);
    const bonus =
      query?.attackBonus ??
      attackBonusFor(query?.ranged ? 'ranged' : 'melee', {
        melee: s.meleeBonus,
        ranged: s.rangedBonus,
      });
    // OSR-HIT-01/03: d20 + bonus + (AC + cover) ≥ 20.
    const effectiveAc = target.ac + combatantSys(target).coverMod;
    const need = hitTarget - bonus - effectiveAc;
    return {
      die: 20,
      // only with the natural-rolls setting does a 20 always hit and a 1 always miss.
      need: state.options.naturalRolls === 'natural' ? Math.min(20, Math.max(2, need)) : need,
      basis: hitTarget - effectiveAc,
      modifier: bonus,
      ruleId: 'OSR-HIT-01',
    };
  },
  // The OSR state keeps ranges between creatures but no squares: nothing stands on a map.
  placement: () => null,
  // OSR-MEL-01: two creatures are in melee when they are no more than 5 ft apart.
  reach: () => ({ value: meleeRangeFt, unit: 'ft' }),
  // Cover is the Referee's call, kept on the target as a modifier (OSR-HIT-03), not a map fact.
  cover: () => null,
  // OSR-ACT-01: one action each round, in its side's phase; no order of repeated attacks.
  attackSchedule: () => null,
};

/**
 * Who leaves the OSR order: a creature at 0 HP is killed, but finishes the sub-phase it fell
 * in (A-08: effects apply at the end of each sub-phase), so it leaves once that step is over.
 */
export function osrLeavesOrder(c: Combatant, state: EncounterState): OrderLeaving | false {
  if (c.hp > 0) return false;
  const downed = combatantSys(c).downed;
  const finishing =
    downed !== null &&
    downed.round === state.round &&
    downed.slotKey !== null &&
    downed.slotKey === state.turn?.slotKey;
  return finishing ? false : 'dead';
}
