// What a 2e creature keeps from one fight to the next, and how it joins the next one.
//  - HP as they stand, below 0 too while dying at death's door (2E-DEATH-06); the bare-handed
//    tally is settled first if the fight's end has not done it: 75% back, 25% stays
//    (2E-NL-08, 2E-HEAL-07);
//  - its life state: dead, dying (still bleeding unless tended), unconscious; weakness after a
//    cure at death's door until a day's rest (2E-DEATH-06);
//  - drained levels, the XP and maximum HP they took (2E-DRAIN-02, -03), Constitution lost to
//    revivals and the revivals so far (2E-RAISE-03), a poison still active after death
//    (2E-DEATH-02), the healing proficiency's daily attempt, the HP lost to acid, holy or
//    unholy water that regeneration cannot bring back (2E-MSL-15, -16);
//  - the bed-rest streak only if there was no fight: fighting prevents rest (2E-HEAL-02);
//  - lasting conditions: poisons for their hours or days (2E-POIS-02, -03) and a poison whose
//    onset a spell slowed (2E-POIS-04), paralysis (2E-PARA-01), command of undead (2E-TURN-09),
//    a career ended by drain (2E-DRAIN-06), the days until one drained below level 0 rises
//    (2E-DRAIN-07), anything the DM set without an end. Everything
//    that belongs to the round ends with the fight (conditions.ts), as do declarations,
//    spells being cast, holds, turning (once per encounter, 2E-TURN-03) and melee opponents.
import type { JsonObject } from '../../encounter/json';
import type { Combatant, EncounterState } from '../../encounter/types';
import { carriedConditions, conditionInputs, withoutKeys } from '../carry-common';
import type { CarriedInput, CarriedState } from '../types';
import { adnd2eConditions } from './conditions';
import { readOptions } from './options';
import { lifeStateForHp } from './rules/death';
import type { LifeState } from './rules/death';
import { splitBareHandedDamage } from './rules/nonLethal';
import { statblockOf, sysOf } from './sys';

/** 2e `sys` fields this module writes; any other field of the entry state is kept as it was. */
const MANAGED_KEYS = [
  'life',
  'tended',
  'weakened',
  'levelsLost',
  'xp',
  'con',
  'startingCon',
  'revivals',
  'bedRestStreak',
  'firstAidUsed',
  'poisonAtDeath',
  'tempDamage',
  'declared',
  'pendingSpell',
  'initScore',
  'turnedThisEncounter',
  'hold',
  'recentDamage',
  'melee',
  'attacks',
  'initRound',
  'holdRound',
  'risesInDays',
  'spellTookEffect',
  'unregenerable',
];

/** HP and life after the bare-handed tally is settled (2E-NL-08, 2E-HEAL-07, AMB-14). */
export function settleBareHanded(
  c: Combatant,
  state: EncounterState,
): { hp: number; life: LifeState; restored: number; normal: number } {
  const sys = sysOf(c);
  if (sys.tempDamage <= 0 || sys.life === 'dead') {
    return { hp: c.hp, life: sys.life, restored: 0, normal: 0 };
  }
  const opts = readOptions(state.options);
  const split = splitBareHandedDamage(sys.tempDamage, opts.rounding);
  const hp = Math.min(c.maxHp, c.hp + split.restored);
  // AMB-14: knocked out by fists he is unconscious, not dead, until the HP come back.
  const life: LifeState =
    hp > 0
      ? 'alive'
      : sys.life === 'unconscious'
        ? 'unconscious'
        : lifeStateForHp(hp, {
            deathsDoor: opts.deathsDoor,
            temporaryDamage: 0,
            tended: sys.tended,
          });
  return { hp, life, restored: split.restored, normal: split.normal };
}

/** What a 2e combatant keeps when the fight ends (see the file comment). */
export function carryOverAdnd2e(
  c: Combatant,
  state: EncounterState,
  previous?: CarriedState,
): CarriedState {
  const sys = sysOf(c);
  const sb = statblockOf(c);
  const { hp, life } = settleBareHanded(c, state);
  const fought = state.status !== 'setup' && state.round > 0;
  const bedRestStreak = fought ? 0 : sys.bedRestStreak;
  const conChanged =
    sys.revivals > 0 || (sys.con !== null && sys.con !== (sb.constitution ?? null));
  const out: JsonObject = {
    ...withoutKeys(previous?.sys ?? {}, MANAGED_KEYS),
    ...(life !== 'alive' ? { life } : {}),
    ...((life === 'dying' || life === 'unconscious') && sys.tended ? { tended: true } : {}),
    ...(sys.weakened && life !== 'dead' ? { weakened: true } : {}),
    ...(sys.levelsLost > 0 ? { levelsLost: sys.levelsLost } : {}),
    ...(sys.xp !== null && (sys.levelsLost > 0 || sys.xp !== (sb.xpTotal ?? null))
      ? { xp: sys.xp }
      : {}),
    ...(conChanged && sys.con !== null ? { con: sys.con } : {}),
    ...(conChanged && sys.startingCon !== null ? { startingCon: sys.startingCon } : {}),
    ...(sys.revivals > 0 ? { revivals: sys.revivals } : {}),
    ...(bedRestStreak > 0 ? { bedRestStreak } : {}),
    ...(sys.firstAidUsed ? { firstAidUsed: true } : {}),
    // 2E-MSL-15, -16: acid and holy water wounds wait for normal healing
    ...(sys.unregenerable > 0 && life !== 'dead'
      ? { unregenerable: Math.min(sys.unregenerable, Math.max(0, c.maxHp - hp)) }
      : {}),
    // 2E-DRAIN-07: the days until a drained character rises stay on the roster
    ...(sys.risesInDays !== null && life === 'dead' ? { risesInDays: sys.risesInDays } : {}),
    ...(sys.poisonAtDeath && life === 'dead'
      ? { poisonAtDeath: sys.poisonAtDeath as unknown as JsonObject }
      : {}),
  };
  const { conditions, injuries } = carriedConditions(c, { defs: adnd2eConditions });
  return {
    hp,
    maxHp: c.maxHp,
    tempHp: 0,
    hitDice: previous?.hitDice ?? [],
    conditions,
    injuries,
    dead: life === 'dead',
    sys: out,
  };
}

/** How a 2e creature carrying `carried` joins a fight: its sys input and conditions. */
export function carryInAdnd2e(carried: CarriedState): CarriedInput {
  const sys: JsonObject = { ...carried.sys };
  if (carried.dead) sys.life = 'dead';
  return {
    hp: carried.hp,
    maxHp: carried.maxHp,
    tempHp: 0,
    sys,
    conditions: conditionInputs(carried),
  };
}
