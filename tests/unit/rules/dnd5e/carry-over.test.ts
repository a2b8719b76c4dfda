// What a 5e creature keeps from one fight to the next (RuleSystem.carryOver / carryIn).
import { describe, expect, it } from 'vitest';
import { carryIn, carryOver, createEncounter, dispatch } from '../../../../shared';
import type { CarriedState, CombatantInput, EncounterState } from '../../../../shared';
import { conds, enc, pc, run, sys } from './helpers';

const freeze = (s: EncounterState): string => JSON.stringify(s);

function carried(state: EncounterState, id: string, previous?: CarriedState): CarriedState {
  const c = state.combatants[id];
  if (!c) throw new Error(id);
  return carryOver(c, state, previous);
}

/** A new fight with the creature joining from `from`. */
function join(from: CarriedState, extra: Partial<CombatantInput> = {}): EncounterState {
  const input = carryIn('dnd5e', from);
  let s = createEncounter({
    system: 'dnd5e',
    seed: 2,
    combatants: [
      {
        id: 'hero',
        name: 'Hero',
        kind: 'pc',
        hp: input.hp,
        maxHp: input.maxHp,
        tempHp: input.tempHp,
        sys: input.sys,
        ...extra,
      },
    ],
  });
  for (const cond of input.conditions) {
    s = dispatch(s, { type: 'addCondition', combatantId: 'hero', ...cond }).state;
  }
  return s;
}

function started(extra: Partial<CombatantInput> = {}): EncounterState {
  return run(enc([pc('hero', 30, extra), { id: 'orc', name: 'Orc', kind: 'monster', maxHp: 15 }]), {
    type: 'startEncounter',
  }).state;
}

describe('5e carry-over: conditions', () => {
  it('5E-COND-02 5E-COND-03 prone, grappled and restrained end with the fight; untimed others last', () => {
    let s = started();
    for (const key of ['prone', 'grappled', 'restrained', 'poisoned', 'custom:cursed']) {
      s = dispatch(s, { type: 'addCondition', combatantId: 'hero', key }).state;
    }
    s = dispatch(s, {
      type: 'addCondition',
      combatantId: 'hero',
      key: 'exhaustion',
      data: { level: 2 },
    }).state;
    const out = carried(s, 'hero');
    expect(out.conditions.map((c) => c.key)).toEqual(['poisoned', 'custom:cursed', 'exhaustion']);
    expect(out.conditions.find((c) => c.key === 'exhaustion')).toEqual({
      key: 'exhaustion',
      level: 2,
    });
    expect(out.injuries).toEqual([]);
  });

  it('5E-SURP-03 5E-ACT-07 5E-MASSIVE-02 surprise, Dodge and system shock end; timed conditions end', () => {
    let s = started();
    for (const key of ['surprised', 'dodging', 'shock.reeling', 'shock.noReactions']) {
      s = dispatch(s, { type: 'addCondition', combatantId: 'hero', key }).state;
    }
    s = dispatch(s, {
      type: 'addCondition',
      combatantId: 'hero',
      key: 'frightened',
      duration: { at: 'turnEnd', of: 'orc', rounds: 10 },
    }).state;
    expect(carried(s, 'hero').conditions).toEqual([]);
  });

  it('5E-INJURY-03 lingering injuries last with their remedy until healed', () => {
    let s = started();
    s = dispatch(s, {
      type: 'addCondition',
      combatantId: 'hero',
      key: 'injury.limp',
      data: { remedy: 'anyMagicalHealing', d20: 4 },
    }).state;
    const out = carried(s, 'hero');
    expect(out.injuries).toEqual([
      {
        key: 'injury.limp',
        ruleId: '5E-INJURY-03',
        data: { remedy: 'anyMagicalHealing', d20: 4 },
      },
    ]);
    // It comes into the next fight and magical healing removes it there.
    const next = join(out);
    expect(conds(next, 'hero')).toEqual(['injury.limp']);
    const healed = run(next, { type: 'heal', targetIds: ['hero'], amount: 1, magical: true });
    expect(conds(healed.state, 'hero')).toEqual([]);
  });

  it('5E-INJURY-03 a festering wound keeps counting its 24 hours across fights', () => {
    // The wound appears at hour 2 of a fight whose clock reaches hour 5.
    let s = started();
    s = run(s, { type: 'passTime', hours: 2 }).state;
    s = dispatch(s, {
      type: 'addCondition',
      combatantId: 'hero',
      key: 'injury.festering',
      data: { remedy: 'magicalHealingOrTending', sinceHour: 2, successes: 0 },
    }).state;
    s = run(s, { type: 'passTime', hours: 3 }).state;
    const out = carried(s, 'hero');
    expect(out.injuries[0]?.data).toEqual({
      remedy: 'magicalHealingOrTending',
      sinceHour: -3,
      successes: 0,
    });
    // 20 hours later nothing yet; 21 hours later the wound has festered 24 hours: max HP −1.
    const next = join(out);
    const after20 = run(next, { type: 'passTime', hours: 20 }).state;
    expect(after20.combatants.hero?.maxHp).toBe(30);
    const after21 = run(after20, { type: 'passTime', hours: 1 }).state;
    expect(after21.combatants.hero?.maxHp).toBe(29);
  });

  it('5E-ZERO-03 5E-COND-04 unconsciousness at 0 HP is not stored but comes back with 0 HP, prone too', () => {
    let s = started();
    s = run(s, { type: 'damage', targetIds: ['hero'], amount: 30 }).state;
    expect(conds(s, 'hero')).toEqual(['unconscious', 'prone']);
    const out = carried(s, 'hero');
    expect(out.conditions).toEqual([]);
    expect(out.hp).toBe(0);
    const next = join(out);
    expect(conds(next, 'hero')).toEqual(['unconscious', 'prone']);
    // Regaining HP wakes it as usual.
    const woken = run(next, { type: 'heal', targetIds: ['hero'], amount: 3 }).state;
    expect(conds(woken, 'hero')).toEqual(['prone']);
  });
});

describe('5e carry-over: death saves and HP', () => {
  it('5E-DEATH-03 5E-DEATH-04 a creature still dying keeps its counters; one above 0 HP has none', () => {
    let s = started();
    s = run(s, { type: 'damage', targetIds: ['hero'], amount: 30 }).state;
    s = run(s, { type: 'deathSave', combatantId: 'hero', typedRolls: { deathSave: [12] } }).state;
    s = run(s, { type: 'deathSave', combatantId: 'hero', typedRolls: { deathSave: [4] } }).state;
    const dying = carried(s, 'hero');
    expect(dying.sys.deathSaves).toEqual({ successes: 1, failures: 1 });
    expect(dying.dead).toBe(false);
    const next = join(dying);
    expect(sys(next, 'hero').deathSaves).toEqual({ successes: 1, failures: 1 });
    // Healed: regaining HP resets the counters (5E-DEATH-04), nothing to carry.
    const healed = run(s, { type: 'heal', targetIds: ['hero'], amount: 5 }).state;
    expect(carried(healed, 'hero').sys.deathSaves).toBeUndefined();
  });

  it('5E-STAB-02 5E-STAB-04 a stable creature stays stable and wakes at its hour on the next clock', () => {
    let s = started();
    s = run(s, { type: 'damage', targetIds: ['hero'], amount: 30 }).state;
    s = run(s, {
      type: 'stabilize',
      combatantId: 'hero',
      method: 'magic',
      typedRolls: { 'recovery:hero': [3] },
    }).state;
    s = run(s, { type: 'passTime', hours: 1 }).state;
    const out = carried(s, 'hero');
    expect(out.sys.stable).toBe(true);
    expect(out.sys.recoverAtHour).toBe(2);
    expect(out.sys.deathSaves).toBeUndefined();
    const next = join(out);
    expect(sys(next, 'hero').stable).toBe(true);
    const woke = run(next, { type: 'passTime', hours: 2 }).state;
    expect(woke.combatants.hero?.hp).toBe(1);
  });

  it('5E-DEATH-03 the dead stay dead', () => {
    let s = started();
    s = run(s, { type: 'damage', targetIds: ['hero'], amount: 30 }).state;
    for (const face of [3, 3, 3]) {
      s = run(s, {
        type: 'deathSave',
        combatantId: 'hero',
        typedRolls: { deathSave: [face] },
      }).state;
    }
    const out = carried(s, 'hero');
    expect(out.dead).toBe(true);
    expect(sys(join(out), 'hero').dead).toBe(true);
  });

  it('5E-THP-06 temporary HP last beyond the fight until a long rest', () => {
    let s = started();
    s = run(s, { type: 'grantTempHp', targetIds: ['hero'], amount: 8 }).state;
    const out = carried(s, 'hero');
    expect(out.tempHp).toBe(8);
    const next = join(out);
    expect(next.combatants.hero?.tempHp).toBe(8);
    expect(
      run(next, { type: 'longRest', combatantIds: ['hero'] }).state.combatants.hero?.tempHp,
    ).toBe(0);
  });

  it('5E-SURGE-02 5E-SURGE-03 Hit Dice spent and a used surge stay spent until a rest', () => {
    let s = started({ sys: { level: 4, hitDie: 10 } });
    s = run(s, { type: 'damage', targetIds: ['hero'], amount: 20 }).state;
    s = run(
      { ...s, options: { ...s.options, 'heal.surges': true } },
      { type: 'healingSurge', combatantId: 'hero', dice: 2 },
    ).state;
    const out = carried(s, 'hero');
    expect(out.hitDice).toEqual([{ die: 10, total: 4, spent: 2 }]);
    expect(out.sys).toMatchObject({ hitDie: 10, hitDiceSpent: 2, level: 4, surgeUsed: true });
    const next = join(out);
    expect(sys(next, 'hero').hitDice).toEqual({ die: 10, total: 4, spent: 2 });
    expect(sys(next, 'hero').surgeUsed).toBe(true);
    const rested = run(next, { type: 'shortRest', combatantIds: ['hero'] }).state;
    expect(sys(rested, 'hero').surgeUsed).toBe(false);
  });
});

describe('5e carry-over: the contract', () => {
  it('is pure and keeps system fields of the entry state the fight does not manage', () => {
    let s = started();
    s = run(s, { type: 'damage', targetIds: ['hero'], amount: 7 }).state;
    const before = freeze(s);
    const previous: CarriedState = {
      hp: 30,
      maxHp: 30,
      tempHp: 0,
      hitDice: [],
      conditions: [],
      injuries: [],
      dead: false,
      sys: { abilities: { con: 14 }, stable: true, deathSaves: { successes: 2, failures: 0 } },
    };
    const out = carried(s, 'hero', previous);
    expect(freeze(s)).toBe(before);
    expect(out.hp).toBe(23);
    expect(out.sys.abilities).toEqual({ con: 14 });
    expect(out.sys.stable).toBeUndefined();
    expect(out.sys.deathSaves).toBeUndefined();
  });

  it('carrying in then out again gives the same state', () => {
    let s = started();
    s = run(s, { type: 'damage', targetIds: ['hero'], amount: 30 }).state;
    s = run(s, { type: 'deathSave', combatantId: 'hero', typedRolls: { deathSave: [15] } }).state;
    s = dispatch(s, {
      type: 'addCondition',
      combatantId: 'hero',
      key: 'injury.scar',
      note: 'left cheek',
      data: { remedy: 'magicalHealing6', d20: 12 },
    }).state;
    const once = carried(s, 'hero');
    const twice = carried(join(once), 'hero', once);
    expect(twice).toEqual(once);
  });
});
