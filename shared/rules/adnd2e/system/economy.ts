// Attacks per round as state (2E-INIT-11/12, 2E-TWF-04, 2E-MSL-03/04, 2E-MOVE-03, -07): the
// allowance of the round from the statblock's rate, the weapon's rate of fire, haste, a second
// weapon and moving; what was used (sys.attacks); and the staged order of the round's attacks.
import type { Combatant, EncounterState } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import { attacksInRound, halvedRate, scheduleAttacks, withSecondWeapon } from '../rules/initiative';
import type { Adnd2eStatblock } from '../statblock';
import type { Rate } from '../tables/missiles';
import type { AttackUse } from '../sys';
import { effectiveStatblock, sysOf } from '../sys';
import { roundUseOf } from '../../../encounter/round-use';
import { chargesThisRound, firesOnTheMove } from './combat-move';

type Weapon = Adnd2eStatblock['attacks'][number];

/** The action economy counts only in a running fight; a scene outside one has none (issue 13). */
export function economyApplies(state: EncounterState): boolean {
  return state.status === 'active' && state.round >= 1;
}

/** What the creature used in `round` (nothing when the state is of another round). */
export function attackUseOf(c: Combatant, round: number): AttackUse {
  const used = sysOf(c).attacks;
  if (used && used.round === round) return used;
  return {
    round,
    main: 0,
    off: 0,
    forms: {},
    free: {},
    twoWeapons: false,
    moving: false,
    mainIndex: null,
    offIndex: null,
  };
}

/** A missile weapon with its own rate of fire (2E-MSL-03). */
function firesMissiles(w: Weapon | undefined): boolean {
  return !!w && w.kind !== 'melee' && w.kind !== 'natural' && !!w.rateOfFire;
}

/** Hasted: twice the attacks (2E-INIT-12 names the extra attacks of *haste*). */
function isHasted(c: Combatant): boolean {
  const declared = sysOf(c).declared?.situations ?? [];
  return c.conditions.some((x) => x.key === 'hasted') || declared.includes('hasted');
}

/** Flags of the round that change the rate. */
export interface RateFlags {
  twoWeapons: boolean;
  moving: boolean;
  /** A charge this round: exactly one attack, at its end (2E-MOVE-04). */
  charge?: boolean;
}

/**
 * The round's rate for one weapon: the weapon's rate of fire for missiles (halved on the move,
 * 2E-MOVE-03), else the statblock's attacks per round; doubled by haste; one more with a second
 * weapon (2E-TWF-04: 3/2 becomes 5/2).
 */
export function roundRate(c: Combatant, weapon: Weapon | undefined, flags: RateFlags): Rate {
  const sb = effectiveStatblock(c);
  let rate: Rate = firesMissiles(weapon) ? (weapon?.rateOfFire as Rate) : sb.attacksPerRound;
  if (flags.moving && firesMissiles(weapon)) rate = halvedRate(rate);
  if (isHasted(c)) rate = { per: rate.per * 2, rounds: rate.rounds };
  return flags.twoWeapons ? withSecondWeapon(rate) : rate;
}

/** Attacks allowed this round: with the main (or only) weapon, and the one off-hand attack. */
export function allowance(
  c: Combatant,
  weapon: Weapon | undefined,
  round: number,
  flags: RateFlags,
): { main: number; off: number } {
  const single = attacksInRound(roundRate(c, weapon, { ...flags, twoWeapons: false }), round);
  if (flags.charge) return { main: Math.min(1, single), off: 0 }; // 2E-MOVE-04
  if (!flags.twoWeapons) return { main: single, off: 0 };
  const both = attacksInRound(roundRate(c, weapon, flags), round);
  return { main: single, off: both - single };
}

/** Which hand or form an attack uses and where it stands in the round. */
export interface AttackCount {
  hand: 'main' | 'off' | 'form';
  /** The stage it belongs to: first attacks are stage 1, repeated ones later (2E-INIT-12). */
  stage: number;
  /** Its number among this hand's (or form's) attacks this round, and the allowance. */
  number: number;
  of: number;
  /** A free attack on a fleeing creature: counts against nothing (2E-MOVE-07). */
  free: boolean;
  /** It was counted against the allowance (a running fight). */
  counted: boolean;
}

/** Inputs of one attack command that the count reads. */
export interface AttackRequest {
  attackIndex: number;
  weapon: Weapon | undefined;
  twoWeapon: 'main' | 'off' | undefined;
  moving: boolean;
  free: boolean;
  /** The DM lets a repeated attack come before its stage (2E-SEQ-07: the DM's word is final). */
  override?: boolean;
  /** The attacker charges this round (2E-MOVE-04: one attack). */
  charge?: boolean;
}

/**
 * Others' first attacks of the round still to come (2E-INIT-12): scheduled, not made, and the
 * creature's turn not yet passed. A repeated attack waits for all of them.
 */
export function pendingFirstAttacks(state: EncounterState, exceptId: string): string[] {
  const turn = state.turn;
  if (!turn) return [];
  const current = state.slots.findIndex((s) => s.key === turn.slotKey);
  const passed = (id: string): boolean => {
    const at = state.slots.findIndex((s) => s.combatantIds.includes(id));
    return (at >= 0 && at < current) || (at === current && turn.doneIds.includes(id));
  };
  return attackSchedule2e(state)
    .filter((a) => a.stage === 1 && a.combatantId !== exceptId && !a.done)
    .map((a) => a.combatantId)
    .filter((id) => !passed(id));
}

/**
 * Counts one attack against the round's allowance, refusing one beyond it (`noAttacksLeft`).
 * Natural forms (claw/claw/bite) each go once per attack routine, all at the creature's
 * initiative (2E-INIT-11); a weapon's repeated attacks are staged (2E-INIT-12); the off-hand
 * weapon adds one attack with the first (2E-TWF-04). Outside a fight nothing is counted.
 */
export function countAttack(state: EncounterState, c: Combatant, req: AttackRequest): AttackCount {
  const round = state.round;
  const used = attackUseOf(c, round);
  const declared = sysOf(c).declared;
  const flags: RateFlags = {
    twoWeapons: req.twoWeapon !== undefined || used.twoWeapons || !!declared?.twoWeapons,
    moving: req.moving || used.moving || firesOnTheMove(c, state),
    charge: !!req.charge,
  };
  const allowed = allowance(c, req.weapon, Math.max(1, round), flags);
  const natural = req.weapon?.kind === 'natural';
  const hand: AttackCount['hand'] = natural ? 'form' : req.twoWeapon === 'off' ? 'off' : 'main';
  const of = hand === 'off' ? allowed.off : allowed.main;
  const before =
    hand === 'form'
      ? (used.forms[String(req.attackIndex)] ?? 0)
      : hand === 'off'
        ? used.off
        : used.main;
  const counted = economyApplies(state) && !req.free;
  if (req.free) {
    // 2E-MOVE-07: every attack it has, outside its count for the round
    return { hand, stage: 1, number: before + 1, of, free: true, counted: false };
  }
  // 2E-MOVE-04: a charge ends in one attack, whatever the creature's rate or forms
  if (counted && req.charge && roundUseOf(c, round).attacks >= 1)
    throw new RuleError('chargeOneAttack', { combatantId: c.id });
  if (counted && before >= of) {
    throw new RuleError('noAttacksLeft', { combatantId: c.id, max: of });
  }
  // 2E-INIT-12: a weapon's second (or later) attack comes after everyone's first attack
  if (counted && hand === 'main' && before >= 1 && !req.override) {
    const waiting = pendingFirstAttacks(state, c.id);
    if (waiting.length > 0) {
      const names = waiting.map((id) => state.combatants[id]?.name ?? id).join(', ');
      throw new RuleError('repeatedAttackStaged', { combatantId: c.id, waiting: names });
    }
  }
  // the off hand and natural forms strike with the first attack; a weapon's n-th attack is stage n
  const stage = hand === 'main' ? before + 1 : 1;
  return { hand, stage, number: before + 1, of, free: false, counted };
}

/** One staged attack of the round for a screen: who, which attack, at what initiative. */
export interface ScheduledAttack2e {
  combatantId: string;
  /** 1 for everyone's first attacks, 2 for the second ones, and so on (2E-INIT-12). */
  stage: number;
  score: number | null;
  /** This stage's attack has been made. */
  done: boolean;
  /** The creature fights with two weapons: its off-hand attack goes with stage 1. */
  withOffHand: boolean;
}

/**
 * The order of the round's attacks (2E-INIT-12): everyone's first attacks in initiative order,
 * then all second attacks in initiative order, and so on; different forms and the off-hand
 * weapon go with the first (2E-INIT-11). Creatures that cannot act this round are left out.
 */
export function attackSchedule2e(state: EncounterState): ScheduledAttack2e[] {
  const round = Math.max(1, state.round);
  const entries: { id: string; score: number; attacks: number; offHand: boolean }[] = [];
  const scoreOf = new Map<string, number | null>();
  state.slots.forEach((slot, index) => {
    for (const id of slot.combatantIds) {
      const c = state.combatants[id];
      if (!c || !c.present || sysOf(c).life !== 'alive') continue;
      if (c.conditions.some((x) => x.key === 'surprised')) continue;
      const declared = sysOf(c).declared;
      if (declared && (declared.rejected || declared.action !== 'attack')) continue;
      const sb = effectiveStatblock(c);
      const weapon = sb.attacks[declared?.attackIndex ?? 0];
      const flags = {
        twoWeapons: !!declared?.twoWeapons,
        moving: firesOnTheMove(c, state),
        charge: chargesThisRound(c, state),
      };
      const main =
        weapon?.kind === 'natural'
          ? 1
          : allowance(c, weapon, round, { ...flags, twoWeapons: false }).main;
      if (main <= 0) continue;
      // slots are in acting order; their index orders creatures without a numeric score
      entries.push({ id, score: index, attacks: main, offHand: flags.twoWeapons });
      scoreOf.set(id, slot.score);
    }
  });
  return scheduleAttacks(entries).map((a) => {
    const c = state.combatants[a.id] as Combatant;
    const used = attackUseOf(c, state.round);
    const e = entries.find((x) => x.id === a.id);
    const made =
      effectiveStatblock(c).attacks[sysOf(c).declared?.attackIndex ?? 0]?.kind === 'natural'
        ? Object.keys(used.forms).length > 0
          ? 1
          : 0
        : used.main;
    return {
      combatantId: a.id,
      stage: a.attack,
      score: scoreOf.get(a.id) ?? null,
      done: state.status === 'active' && made >= a.attack,
      withOffHand: a.attack === 1 && !!e?.offHand,
    };
  });
}
