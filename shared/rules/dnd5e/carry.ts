// What a 5e creature keeps from one fight to the next, and how it joins the next one.
//  - HP and temporary HP as they stand (5E-THP-06: temporary HP last until used or a long rest);
//  - Hit Dice spent (they come back only with rests), a healing surge used (5E-SURGE-02) and a
//    healer's-kit treatment (5E-HKIT-01), both until the next rest; the charges left in the
//    healer's kit it carries (5E-HKIT-01); spell slots spent (until a long rest);
//  - death: dead stays dead; a creature still dying keeps its death-save counters, a stable one
//    its stability and the hour it wakes (5E-STAB-04); counters of a creature above 0 HP are
//    reset, as regaining HP resets them (5E-DEATH-04);
//  - lasting conditions (exhaustion with its level, curses, anything the DM set without an
//    end) and lingering injuries (5E-INJURY-03) until the healing they name; prone, grappled,
//    restrained, surprise, Dodge and system shock end with the fight (conditions.ts), and
//    unconsciousness is not stored but re-derived from 0 HP when the creature joins again
//    (5E-ZERO-03, 5E-COND-04: unconscious and prone);
//  - hours counted on the encounter's clock (a festering wound's start and last tending, the
//    hour a stable creature wakes) are kept relative to the end of the fight, so the next
//    encounter's clock, which starts at 0, continues them.
import type { JsonObject } from '../../encounter/json';
import type { Combatant, ConditionInstance, EncounterState } from '../../encounter/types';
import { carriedConditions, conditionInputs, withoutKeys } from '../carry-common';
import type { CarriedInput, CarriedState } from '../types';
import { DND5E_CONDITIONS } from './conditions';
import { encounterSys5 } from './dnd5e-events';
import { sys5 } from './sys';

/** Causes of unconsciousness that follow from 0 HP and are re-derived when the creature joins. */
const ZERO_HP_CAUSES = ['zeroHp', 'knockOut', 'systemShock'];

/** Condition data fields holding an hour on the encounter clock. */
const CLOCK_FIELDS = ['sinceHour', 'lastTendedHour'];

/** 5e `sys` fields this module writes; any other field of the entry state is kept as it was. */
const MANAGED_KEYS = [
  'deathRule',
  'important',
  'dead',
  'stable',
  'deathSaves',
  'recoverAtHour',
  'hitDie',
  'hitDiceSpent',
  'level',
  'surgeUsed',
  'kitTreated',
  'healersKitCharges',
  'spellSlotsSpent',
];

function rebase(data: JsonObject | undefined, clock: number): JsonObject | undefined {
  if (!data || clock === 0 || !CLOCK_FIELDS.some((k) => typeof data[k] === 'number')) return data;
  const out: JsonObject = { ...data };
  for (const k of CLOCK_FIELDS) {
    const v = out[k];
    if (typeof v === 'number') out[k] = v - clock;
  }
  return out;
}

function spentSlots(c: Combatant): JsonObject | null {
  const slots = sys5(c).spellSlots;
  if (!slots) return null;
  const out: JsonObject = {};
  for (const [level, slot] of Object.entries(slots)) if (slot.spent > 0) out[level] = slot.spent;
  return Object.keys(out).length > 0 ? out : null;
}

/** What a 5e combatant keeps when the fight ends (see the file comment). */
export function carryOver5e(
  c: Combatant,
  state: EncounterState,
  previous?: CarriedState,
): CarriedState {
  const s = sys5(c);
  const clock = encounterSys5(state.sys).clockHours;
  const { conditions, injuries } = carriedConditions(c, {
    defs: DND5E_CONDITIONS,
    drop: (inst: ConditionInstance) =>
      inst.key === 'unconscious' &&
      ZERO_HP_CAUSES.includes((inst.data?.cause as string | undefined) ?? 'zeroHp'),
    data: (inst) => rebase(inst.data, clock),
  });
  const dying = !s.dead && c.hp === 0 && !s.stable;
  const saves = s.deathSaves;
  const slots = spentSlots(c);
  const sys: JsonObject = {
    ...withoutKeys(previous?.sys ?? {}, MANAGED_KEYS),
    deathRule: s.deathRule,
    important: s.important,
    hitDie: s.hitDice.die,
    hitDiceSpent: s.hitDice.spent,
    level: s.level,
    ...(s.dead ? { dead: true } : {}),
    ...(!s.dead && c.hp === 0 && s.stable ? { stable: true } : {}),
    ...(!s.dead && c.hp === 0 && s.stable && s.recoverAtHour !== null
      ? { recoverAtHour: s.recoverAtHour - clock }
      : {}),
    ...(dying && saves.successes + saves.failures > 0
      ? { deathSaves: { successes: saves.successes, failures: saves.failures } }
      : {}),
    ...(s.surgeUsed ? { surgeUsed: true } : {}),
    ...(s.kitTreated ? { kitTreated: true } : {}),
    ...(typeof s.healersKitCharges === 'number' ? { healersKitCharges: s.healersKitCharges } : {}),
    ...(slots ? { spellSlotsSpent: slots } : {}),
  };
  return {
    hp: c.hp,
    maxHp: c.maxHp,
    tempHp: c.tempHp,
    hitDice: [{ die: s.hitDice.die, total: s.hitDice.total, spent: s.hitDice.spent }],
    conditions,
    injuries,
    dead: s.dead,
    sys,
  };
}

/** How a 5e creature carrying `carried` joins a fight: its sys input and conditions. */
export function carryIn5e(carried: CarriedState): CarriedInput {
  const sys: JsonObject = { ...carried.sys };
  const pool = carried.hitDice[0];
  if (pool && sys.hitDie === undefined) {
    sys.hitDie = pool.die;
    sys.hitDiceSpent = pool.spent;
    sys.level = pool.total;
  }
  if (carried.dead) sys.dead = true;
  const conditions = conditionInputs(carried);
  // 5E-ZERO-03, 5E-COND-04: at 0 HP and alive it is unconscious, and an unconscious creature is prone.
  if (carried.hp === 0 && !carried.dead) {
    if (!conditions.some((x) => x.key === 'unconscious')) {
      conditions.push({ key: 'unconscious', data: { cause: 'zeroHp' } });
    }
    if (!conditions.some((x) => x.key === 'prone')) conditions.push({ key: 'prone' });
  }
  return { hp: carried.hp, maxHp: carried.maxHp, tempHp: carried.tempHp, sys, conditions };
}
