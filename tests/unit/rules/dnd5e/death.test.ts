// §10: dropping to 0 HP, instant death, unconsciousness, death saves, stabilising, monsters
// dying at 0, knocking out.
import { describe, expect, it } from 'vitest';
import {
  active,
  answer,
  conds,
  enc,
  monster,
  pc,
  prompt,
  rejects,
  run,
  sys,
  types,
} from './helpers';

const cleric = () => enc([pc('cleric', 12, { hp: 6 })]);

function dying(failures = 0, successes = 0, maxHp = 30) {
  return enc([
    pc('p', maxHp, { hp: 0, sys: { deathSaves: { successes, failures } } }),
    monster('orc', 15),
  ]);
}

describe('5E-ZERO: dropping to 0 HP', () => {
  it('5E-ZERO-01: at 0 HP a creature either dies outright or falls unconscious', () => {
    const dead = run(cleric(), { type: 'damage', targetIds: ['cleric'], amount: 18 }).state;
    const down = run(cleric(), { type: 'damage', targetIds: ['cleric'], amount: 17 }).state;
    expect(dead.combatants.cleric?.hp).toBe(0);
    expect(sys(dead, 'cleric').dead).toBe(true);
    expect(sys(down, 'cleric').dead).toBe(false);
    expect(conds(down, 'cleric')).toContain('unconscious');
  });

  it('5E-ZERO-02 / EX-01: max 12 at 6 HP takes 18 → excess 12 ≥ 12 → dead', () => {
    const r = run(cleric(), { type: 'damage', targetIds: ['cleric'], amount: 18 });
    expect(r.state.combatants.cleric?.hp).toBe(0);
    expect(sys(r.state, 'cleric').dead).toBe(true);
    expect(r.events.find((e) => e.type === 'died')?.cause).toBe('instantDeath');
  });

  it('5E-ZERO-02 / 5E-ZERO-03 / EX-02: the same cleric takes 17 → excess 11 < 12 → unconscious, dying, counters 0/0', () => {
    const s = run(cleric(), { type: 'damage', targetIds: ['cleric'], amount: 17 }).state;
    expect(s.combatants.cleric?.hp).toBe(0);
    expect(sys(s, 'cleric')).toMatchObject({
      dead: false,
      stable: false,
      deathSaves: { successes: 0, failures: 0 },
    });
    expect(conds(s, 'cleric')).toEqual(['unconscious', 'prone']);
  });

  it('5E-ZERO-02: the comparison uses the damage that got past temporary HP (AMB-08)', () => {
    const s = run(enc([pc('p', 12, { hp: 6, tempHp: 5 })]), {
      type: 'damage',
      targetIds: ['p'],
      amount: 22,
    }).state;
    // 22 − 5 temp = 17 past temp HP; excess 11 < 12 → not dead.
    expect(sys(s, 'p').dead).toBe(false);
    const t = run(enc([pc('p', 12, { hp: 6, tempHp: 5 })]), {
      type: 'damage',
      targetIds: ['p'],
      amount: 23,
    }).state;
    expect(sys(t, 'p').dead).toBe(true);
  });

  it('5E-ZERO-03: regaining any HP ends the unconsciousness', () => {
    let s = run(cleric(), { type: 'damage', targetIds: ['cleric'], amount: 10 }).state;
    s = run(s, { type: 'heal', targetIds: ['cleric'], amount: 1 }).state;
    expect(s.combatants.cleric?.hp).toBe(1);
    expect(conds(s, 'cleric')).not.toContain('unconscious');
    expect(conds(s, 'cleric')).toContain('prone');
  });
});

describe('5E-DEATH: death saving throws', () => {
  it('5E-DEATH-01: a death save is due when the turn starts at 0 HP, not stable, not dead', () => {
    let s = enc([pc('p', 20, { hp: 0 }), pc('q', 20)]);
    s = run(
      s,
      { type: 'rollInitiative', typedRolls: { 'init:p': [20], 'init:q': [1] } },
      { type: 'startEncounter' },
    ).state;
    expect(prompt(s, 'deathSave', 'p').blocking).toBe(true);
    rejects(s, { type: 'nextTurn' }, 'promptPending');
    // Stable or dead creatures make none; the save only counts general save bonuses.
    let t = enc([pc('p', 20, { hp: 0, sys: { stable: true } }), pc('q', 20)]);
    t = run(
      t,
      { type: 'rollInitiative', typedRolls: { 'init:p': [20], 'init:q': [1] } },
      { type: 'startEncounter' },
    ).state;
    expect(t.prompts).toEqual([]);
  });

  it('5E-DEATH-02 / EX-13: d20 = 8 with a +2 save bonus → 10 → success; 9 → failure', () => {
    const s = dying();
    const ok = run(s, {
      type: 'deathSave',
      combatantId: 'p',
      bonus: 2,
      typedRolls: { deathSave: [8] },
    }).state;
    expect(sys(ok, 'p').deathSaves).toEqual({ successes: 1, failures: 0 });
    const bad = run(s, {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [9] },
    }).state;
    expect(sys(bad, 'p').deathSaves).toEqual({ successes: 0, failures: 1 });
    const viaSys = run(enc([pc('p', 30, { hp: 0, sys: { deathSaveBonus: 2 } })]), {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [8] },
    }).state;
    expect(sys(viaSys, 'p').deathSaves.successes).toBe(1);
  });

  it('5E-DEATH-03 / EX-17: the third success → stable, counters 0/0, still 0 HP and unconscious', () => {
    let s = run(enc([pc('p', 20, { hp: 10 })]), {
      type: 'damage',
      targetIds: ['p'],
      amount: 10,
    }).state;
    s = run(s, { type: 'deathSave', combatantId: 'p', typedRolls: { deathSave: [12] } }).state;
    s = run(s, { type: 'deathSave', combatantId: 'p', typedRolls: { deathSave: [3] } }).state;
    s = run(s, { type: 'deathSave', combatantId: 'p', typedRolls: { deathSave: [15] } }).state;
    expect(sys(s, 'p').deathSaves).toEqual({ successes: 2, failures: 1 });
    s = run(s, {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [10], 'recovery:p': [3] },
    }).state;
    expect(sys(s, 'p')).toMatchObject({
      stable: true,
      deathSaves: { successes: 0, failures: 0 },
      recoverAtHour: 3,
    });
    expect(s.combatants.p?.hp).toBe(0);
    expect(conds(s, 'p')).toContain('unconscious');
  });

  it('5E-DEATH-03: the third failure kills; they need not be consecutive', () => {
    let s = dying(2, 2);
    s = run(s, { type: 'deathSave', combatantId: 'p', typedRolls: { deathSave: [5] } }).state;
    expect(sys(s, 'p').dead).toBe(true);
    expect(conds(s, 'p')).not.toContain('unconscious');
  });

  it('5E-DEATH-04 / EX-10: regaining HP resets both counters (0 HP, 1/2, healed 3 → 3 HP, conscious, 0/0)', () => {
    const s = run(dying(2, 1, 30), { type: 'heal', targetIds: ['p'], amount: 3 }).state;
    expect(s.combatants.p?.hp).toBe(3);
    expect(sys(s, 'p').deathSaves).toEqual({ successes: 0, failures: 0 });
    expect(conds(s, 'p')).not.toContain('unconscious');
  });

  it('5E-DEATH-05 / EX-12: a natural 1 counts as two failures (1 failure + nat 1 → 3 → dead)', () => {
    const s = run(dying(1), {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [1] },
    }).state;
    expect(sys(s, 'p').deathSaves.failures).toBe(3);
    expect(sys(s, 'p').dead).toBe(true);
    const t = run(dying(0), {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [1] },
    }).state;
    expect(sys(t, 'p').deathSaves.failures).toBe(2);
  });

  it('5E-DEATH-06 / EX-11: a natural 20 → 1 HP, conscious, counters 0/0', () => {
    const s = run(dying(2, 1), {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [20] },
    }).state;
    expect(s.combatants.p?.hp).toBe(1);
    expect(sys(s, 'p').deathSaves).toEqual({ successes: 0, failures: 0 });
    expect(conds(s, 'p')).not.toContain('unconscious');
  });

  it('5E-DEATH-07: damage at 0 HP is one failure, a critical hit two', () => {
    const one = run(dying(), { type: 'damage', targetIds: ['p'], amount: 3 }).state;
    expect(sys(one, 'p').deathSaves.failures).toBe(1);
    const two = run(dying(), { type: 'damage', targetIds: ['p'], amount: 3, isCrit: true }).state;
    expect(sys(two, 'p').deathSaves.failures).toBe(2);
  });

  it('5E-DEATH-07 / EX-14: 1 failure, hit by a melee attack from within 5 ft for 4 → crit → 3 failures → dead', () => {
    let s = enc([pc('p', 30, { hp: 1 }), monster('orc', 15)]);
    s = run(s, { type: 'damage', targetIds: ['p'], amount: 1 }).state;
    s = run(s, { type: 'damage', targetIds: ['p'], amount: 1 }).state;
    expect(sys(s, 'p').deathSaves.failures).toBe(1);
    const r = run(s, {
      type: 'damage',
      targetIds: ['p'],
      amount: 4,
      melee: true,
      withinFiveFeet: true,
      attackerId: 'orc',
    });
    expect(r.events.find((e) => e.type === 'damageTaken')?.isCrit).toBe(true);
    expect(sys(r.state, 'p').deathSaves.failures).toBe(3);
    expect(sys(r.state, 'p').dead).toBe(true);
  });

  it('5E-DEATH-08 / EX-15: at 0 HP, max 12, 12 damage → dead; 11 → one failure', () => {
    const base = enc([pc('p', 12, { hp: 0 })]);
    expect(sys(run(base, { type: 'damage', targetIds: ['p'], amount: 12 }).state, 'p').dead).toBe(
      true,
    );
    const t = run(base, { type: 'damage', targetIds: ['p'], amount: 11 }).state;
    expect(sys(t, 'p')).toMatchObject({ dead: false, deathSaves: { failures: 1 } });
  });

  it('AMB-08: temporary HP absorbing all damage at 0 HP still counts as a failure (setting)', () => {
    const on = run(enc([pc('p', 20, { hp: 0, tempHp: 5 })]), {
      type: 'damage',
      targetIds: ['p'],
      amount: 3,
    }).state;
    expect(sys(on, 'p').deathSaves.failures).toBe(1);
    expect(on.combatants.p?.tempHp).toBe(2);
    const off = run(
      enc([pc('p', 20, { hp: 0, tempHp: 5 })], { tempHpAbsorbedCountsAsFailure: false }),
      { type: 'damage', targetIds: ['p'], amount: 3 },
    ).state;
    expect(sys(off, 'p').deathSaves.failures).toBe(0);
  });

  it('death saves are only for the dying', () => {
    rejects(enc([pc('p', 20)]), { type: 'deathSave', combatantId: 'p' }, 'notAllowed');
  });

  it('a dying creature resolves its turn-start prompt by rolling; the prompt closes', () => {
    let s = enc([pc('p', 20, { hp: 0 }), pc('q', 20)]);
    s = run(
      s,
      { type: 'rollInitiative', typedRolls: { 'init:p': [20], 'init:q': [1] } },
      { type: 'startEncounter' },
    ).state;
    const r = answer(s, prompt(s, 'deathSave', 'p'), 'roll', { deathSave: [11] });
    expect(sys(r.state, 'p').deathSaves.successes).toBe(1);
    expect(r.state.prompts).toEqual([]);
    expect(active(run(r.state, { type: 'nextTurn' }).state)).toEqual(['q']);
  });
});

describe('5E-STAB: stabilising', () => {
  it('5E-STAB-01: first aid is a DC 10 Wis (Medicine) check: 10 stabilises, 9 does not', () => {
    const ok = run(dying(1), {
      type: 'stabilize',
      combatantId: 'p',
      method: 'medicine',
      medicineBonus: 2,
      typedRolls: { medicine: [8], 'recovery:p': [1] },
    }).state;
    expect(sys(ok, 'p').stable).toBe(true);
    const no = run(dying(1), {
      type: 'stabilize',
      combatantId: 'p',
      method: 'medicine',
      medicineBonus: 2,
      typedRolls: { medicine: [7] },
    }).state;
    expect(sys(no, 'p').stable).toBe(false);
  });

  it('5E-STAB-02: a stable creature makes no death saves but stays at 0 HP and unconscious', () => {
    let s = enc([pc('p', 20, { hp: 10 }), pc('q', 20)]);
    s = run(
      s,
      { type: 'damage', targetIds: ['p'], amount: 10 },
      { type: 'stabilize', combatantId: 'p', method: 'dm' },
    ).state;
    s = run(
      s,
      { type: 'rollInitiative', typedRolls: { 'init:p': [20], 'init:q': [1] } },
      { type: 'startEncounter' },
    ).state;
    expect(s.prompts).toEqual([]);
    expect(s.combatants.p?.hp).toBe(0);
    expect(conds(s, 'p')).toContain('unconscious');
    rejects(s, { type: 'deathSave', combatantId: 'p' }, 'notAllowed');
  });

  it('5E-STAB-03 / EX-16: stable at 0 HP takes 3 (not a crit) → not stable, failures 1, saves again', () => {
    let s = run(enc([pc('p', 20, { hp: 0 })]), {
      type: 'stabilize',
      combatantId: 'p',
      method: 'dm',
    }).state;
    s = run(s, { type: 'damage', targetIds: ['p'], amount: 3 }).state;
    expect(sys(s, 'p')).toMatchObject({ stable: false, deathSaves: { failures: 1 } });
    expect(
      run(s, { type: 'deathSave', combatantId: 'p', typedRolls: { deathSave: [10] } }).state
        .combatants.p,
    ).toBeDefined();
  });

  it('5E-STAB-04: a stable creature regains 1 HP after 1d4 hours', () => {
    let s = run(enc([pc('p', 20, { hp: 0 })]), {
      type: 'stabilize',
      combatantId: 'p',
      method: 'dm',
      typedRolls: { 'recovery:p': [3] },
    }).state;
    expect(sys(s, 'p').recoverAtHour).toBe(3);
    s = run(s, { type: 'passTime', hours: 2 }).state;
    expect(s.combatants.p?.hp).toBe(0);
    s = run(s, { type: 'passTime', hours: 1 }).state;
    expect(s.combatants.p?.hp).toBe(1);
    expect(conds(s, 'p')).not.toContain('unconscious');
  });
});

describe('5E-MONDEATH: monsters and death', () => {
  it('5E-MONDEATH-01 / EX-18: a goblin at 3 HP takes 5 → dead, no death saves', () => {
    const s = run(enc([monster('gob', 7, { hp: 3 })]), {
      type: 'damage',
      targetIds: ['gob'],
      amount: 5,
    }).state;
    expect(sys(s, 'gob').dead).toBe(true);
    expect(conds(s, 'gob')).not.toContain('unconscious');
  });

  it('5E-MONDEATH-02 / EX-18: with deathRule = saves the goblin falls unconscious instead', () => {
    let s = enc([monster('gob', 7, { hp: 3 })]);
    s = run(s, { type: 'setDeathRule', combatantId: 'gob', deathRule: 'saves' }).state;
    expect(sys(s, 'gob').important).toBe(true);
    s = run(s, { type: 'damage', targetIds: ['gob'], amount: 5 }).state;
    expect(sys(s, 'gob').dead).toBe(false);
    expect(conds(s, 'gob')).toContain('unconscious');
    const npc = enc([
      { id: 'v', name: 'Villain', kind: 'npc', maxHp: 30, sys: { important: true } },
    ]);
    expect(sys(npc, 'v').deathRule).toBe('saves');
  });

  it('AMB-06: defaults are instant for monsters, saves for PCs; the DM setting changes the monster default', () => {
    const s = enc([monster('m', 5), pc('p', 5), { id: 'n', name: 'n', kind: 'npc', maxHp: 5 }]);
    expect([sys(s, 'm').deathRule, sys(s, 'p').deathRule, sys(s, 'n').deathRule]).toEqual([
      'instant',
      'saves',
      'instant',
    ]);
    expect(sys(enc([monster('m', 5)], { monsterDeathRule: 'saves' }), 'm').deathRule).toBe('saves');
  });
});

describe('5E-KO: knocking a creature out', () => {
  it('5E-KO-01 / EX-19: a melee hit drops a guard to 0 (excess < max); the attacker knocks it out → unconscious and stable', () => {
    const base = enc([monster('guard', 11, { hp: 4 }), pc('fighter', 30)]);
    const r = run(base, {
      type: 'damage',
      targetIds: ['guard'],
      amount: 6,
      melee: true,
      attackerId: 'fighter',
    });
    const p = prompt(r.state, 'knockOut', 'guard');
    expect(p.blocking).toBe(true);
    const ko = answer(r.state, p, 'knockOut').state;
    expect(sys(ko, 'guard')).toMatchObject({ dead: false, stable: true });
    expect(conds(ko, 'guard')).toContain('unconscious');
    const kill = answer(r.state, p, 'kill').state;
    expect(sys(kill, 'guard').dead).toBe(true);
    // Decided up front in the command: no prompt.
    const direct = run(base, {
      type: 'damage',
      targetIds: ['guard'],
      amount: 6,
      melee: true,
      attackerId: 'fighter',
      knockOut: true,
    });
    expect(direct.state.prompts).toEqual([]);
    expect(sys(direct.state, 'guard').stable).toBe(true);
  });

  it('5E-KO-01 / AMB-07: instant death is checked before the knock-out (setting koOverridesInstantDeath)', () => {
    const base = [monster('guard', 11, { hp: 4 })];
    const s = run(enc(base), {
      type: 'damage',
      targetIds: ['guard'],
      amount: 15,
      melee: true,
      knockOut: true,
    }).state;
    expect(sys(s, 'guard').dead).toBe(true);
    const t = run(enc(base, { koOverridesInstantDeath: true }), {
      type: 'damage',
      targetIds: ['guard'],
      amount: 15,
      melee: true,
      knockOut: true,
    }).state;
    expect(sys(t, 'guard')).toMatchObject({ dead: false, stable: true });
  });

  it('5E-KO-01: only melee attacks can knock out; ranged damage never asks', () => {
    const s = run(enc([monster('guard', 11, { hp: 4 })]), {
      type: 'damage',
      targetIds: ['guard'],
      amount: 6,
    });
    expect(s.state.prompts).toEqual([]);
    expect(types(s.events)).toContain('died');
  });
});
