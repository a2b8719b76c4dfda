// The 2e answers to the engine's queries (RuleQueries): the round's economy (attacks by the
// rate of 2E-INIT-12, movement of 2E-MOVE-01, spent counts at `sys.roundUse`), the range band
// of 2E-MSL-02 and the d20 roll of 2E-ATK-01/02. Pure reads of the state.
import type { Combatant, EncounterState } from '../../encounter/types';
import type { MovementAllowance, RoundEconomy, RuleQueries } from '../../encounter/port';
import { roundUseOf } from '../../encounter/round-use';
import { modifiedThac0, toHitNumber } from './rules/attack';
import { attacksInRound } from './rules/initiative';
import { rangeBand } from './rules/missiles';
import { fullMoveFeet, moveFeet } from './rules/movement';
import { readOptions } from './options';
import { strengthOf, thac0Of } from './stats';
import { effectiveStatblock, sysOf } from './sys';
import { combatMoveOf, firesOnTheMove, chargesThisRound } from './system/combat-move';
import { allowance, attackSchedule2e, attackUseOf } from './system/economy';
import { RANGE_BAND_MODIFIER } from './tables/missiles';

/**
 * 2E-MOVE-01: at most 10 × MV feet a round in each mode; in a fight, what is left of what this
 * round's kind of movement allows (2E-MOVE-02..07: ½ to move and fire, 1½ to charge, ⅓ to
 * withdraw), fractions rounded by the DM's setting (AMB-12).
 */
function movement2e(c: Combatant, state: EncounterState): MovementAllowance {
  const sb = effectiveStatblock(c);
  const speeds: Record<string, number> = {};
  for (const [mode, mv] of Object.entries(sb.movement)) speeds[mode] = fullMoveFeet(mv);
  if (state.status !== 'active') return { unit: 'ft', speeds, left: null };
  const used = roundUseOf(c, state.round).movement;
  const kind = combatMoveOf(c, state);
  const rounding = readOptions(state.options).rounding;
  const left: Record<string, number> = {};
  for (const [mode, mv] of Object.entries(sb.movement))
    left[mode] = Math.max(0, moveFeet(mv, kind, rounding) - used);
  return { unit: 'ft', speeds, left, kind };
}

/** 2E-INIT-12: the attacks of this round at the creature's rate (3/2 alternates 1 and 2). */
function economy2e(c: Combatant, state: EncounterState): RoundEconomy | null {
  if (state.status !== 'active' || sysOf(c).life === 'dead') return null;
  const sb = effectiveStatblock(c);
  // the allowance of the declared (or first) weapon: rate of fire, haste, moving, a second
  // weapon (2E-INIT-12, 2E-MSL-03, 2E-MOVE-03, 2E-TWF-04); natural forms each go once a routine
  const declared = sysOf(c).declared;
  const weaponIndex = declared?.attackIndex ?? 0;
  const weapon = sb.attacks[weaponIndex];
  const spent = attackUseOf(c, state.round);
  const flags = {
    twoWeapons: spent.twoWeapons || !!declared?.twoWeapons,
    moving: spent.moving || firesOnTheMove(c, state),
    charge: chargesThisRound(c, state),
  };
  const hands = allowance(c, weapon, state.round, flags);
  const natural = sb.attacks.filter((a) => a.kind === 'natural').length;
  const allowed =
    weapon?.kind === 'natural'
      ? Math.min(
          flags.charge ? 1 : Infinity,
          natural * attacksInRound(sb.attacksPerRound, state.round),
        )
      : hands.main + hands.off;
  const use = roundUseOf(c, state.round);
  return {
    round: state.round,
    scope: 'round',
    attacksAllowed: allowed,
    attacksUsed: use.attacks,
    attacksLeft: Math.max(0, allowed - use.attacks),
    movement: movement2e(c, state),
    actionUsed: use.action,
    bonusActionUsed: null,
    reactionUsed: null,
    sys: {
      rate: { per: sb.attacksPerRound.per, rounds: sb.attacksPerRound.rounds },
      main: hands.main,
      off: hands.off,
      mainUsed: spent.main,
      offUsed: spent.off,
      twoWeapons: flags.twoWeapons,
      moving: flags.moving,
    },
  };
}

/** The 2e answers to the engine's queries. */
export const adnd2eQueries: RuleQueries = {
  economy: economy2e,
  movement: movement2e,
  // The 2e state places no creature: the DM measures distance and passes it to rangeBand.
  distance: () => null,
  // 2e has no flanking rule (attacks from behind are a situational modifier, 2E-ATK-03).
  flanked: () => false,
  rangeBand(_state, attacker, _target, query) {
    const yards = query?.distance;
    const weapon =
      query?.attackIndex !== undefined
        ? effectiveStatblock(attacker).attacks[query.attackIndex]
        : undefined;
    const ranges =
      query?.ranges?.medium !== undefined
        ? { short: query.ranges.short, medium: query.ranges.medium, long: query.ranges.long }
        : weapon?.ranges;
    if (yards === undefined || !ranges) return null;
    const band = rangeBand(yards, ranges);
    return {
      band,
      distance: { value: yards, unit: 'yd' },
      ...(band === 'outOfRange' ? {} : { modifier: RANGE_BAND_MODIFIER[band] }),
    };
  },
  toHit(state, attacker, target, query) {
    const sb = effectiveStatblock(attacker);
    const weapon = sb.attacks[query?.attackIndex ?? 0];
    const melee = !weapon || weapon.kind === 'melee' || weapon.kind === 'natural';
    // 2E-ATK-02: Strength's to-hit (melee) and the weapon's magic come off THAC0 first.
    const thac0 = modifiedThac0(
      thac0Of(sb),
      melee ? strengthOf(sb).hit : 0,
      weapon?.magicBonus ?? 0,
    );
    const basis = toHitNumber(thac0, target.ac);
    // 2E-ATK-09: a natural 20 hits and a natural 1 misses unless the DM rules otherwise.
    const top = state.options['dm.nat20Hits'] === false ? basis : Math.min(20, basis);
    const need = state.options['dm.nat1Misses'] === false ? top : Math.max(2, top);
    return {
      die: 20,
      need,
      basis,
      modifier: 0,
      ruleId: '2E-ATK-02',
    };
  },
  // The 2e state keeps no map: the DM places the figures on the table.
  placement: () => null,
  reach: () => null,
  cover: () => null,
  // 2E-INIT-11/12: everyone's first attacks in initiative order, then the second ones.
  attackSchedule: attackSchedule2e,
};
