// What an OSR creature keeps from one fight to the next. The seed gives hit points and no
// death, healing or lasting effects: the creature keeps its HP (at 0 it is down, never
// dead by rule, so the Referee decides), and any condition the Referee set without an end.
// Surprise belongs to one round of one encounter (OSR-SURP-05), burning oil to the fight's
// rounds (OSR-DMG-03, A-18); declarations, actions used this round, cover, a creature downed
// in a step and a spell lost this round (OSR-RND, OSR-HIT-03, A-08, A-14) are the fight's own.
// The combatant's statistics come from its statblock and its entry's own `sys`, which are kept
// as they were.
import type { Combatant, EncounterState } from '../../encounter/types';
import { carriedConditions, conditionInputs } from '../carry-common';
import type { CarriedInput, CarriedState } from '../types';
import { osrConditions } from './conditions';

/** What an OSR combatant keeps when the fight ends (see the file comment). */
export function carryOverOsr(
  c: Combatant,
  _state: EncounterState,
  previous?: CarriedState,
): CarriedState {
  const { conditions, injuries } = carriedConditions(c, { defs: osrConditions });
  return {
    hp: c.hp,
    maxHp: c.maxHp,
    tempHp: 0,
    hitDice: previous?.hitDice ?? [],
    conditions,
    injuries,
    dead: previous?.dead === true,
    sys: { ...(previous?.sys ?? {}) },
  };
}

/** How an OSR creature carrying `carried` joins a fight. */
export function carryInOsr(carried: CarriedState): CarriedInput {
  return {
    hp: carried.hp,
    maxHp: carried.maxHp,
    tempHp: 0,
    sys: { ...carried.sys },
    conditions: conditionInputs(carried),
  };
}
