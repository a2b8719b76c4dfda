// §2 surprise, §17 conditions as data, and concentration (AMB-35).
import { describe, expect, it } from 'vitest';
import { DND5E_CONDITIONS, notices, surprisedIds } from '../../../../shared/rules/dnd5e';
import { active, answer, conds, enc, monster, pc, prompt, run, sys } from './helpers';

const camp = () =>
  enc([
    pc('a', 20, { sys: { passivePerception: 12 }, initiativeBonus: 2 }),
    pc('b', 20, { sys: { passivePerception: 15 }, initiativeBonus: 1 }),
    monster('bandit', 11, { sys: { passivePerception: 10, stealthBonus: 3 } }),
  ]);

describe('5E-SURP: surprise', () => {
  it('5E-SURP-01: if nobody hides, nobody is surprised', () => {
    const r = run(camp(), { type: 'determineSurprise' });
    expect(r.events[0]?.data).toMatchObject({ surprised: [] });
    expect(surprisedIds(camp(), {})).toEqual([]);
  });

  it('5E-SURP-02: a creature is surprised when it notices no opposing creature (Stealth vs passive Perception)', () => {
    const s = run(camp(), { type: 'determineSurprise', stealth: { bandit: 13 } }).state;
    expect(conds(s, 'a')).toEqual(['surprised']); // 13 > 12
    expect(conds(s, 'b')).toEqual([]); // 13 < 15
    expect(conds(s, 'bandit')).toEqual([]); // the PCs do not hide: noticed
    const rolled = run(camp(), {
      type: 'determineSurprise',
      roll: ['bandit'],
      typedRolls: { 'stealth:bandit': [10] },
    }).state;
    expect(conds(rolled, 'a')).toEqual(['surprised']); // 10 + 3 = 13
  });

  it('AMB-03: Stealth equal to passive Perception counts as noticed unless the setting says surprised', () => {
    expect(notices(12, 12, 'noticed')).toBe(true);
    expect(notices(12, 12, 'surprised')).toBe(false);
    expect(
      conds(run(camp(), { type: 'determineSurprise', stealth: { bandit: 12 } }).state, 'a'),
    ).toEqual([]);
    const strict = enc(
      camp().combatantIds.map((id) => ({
        id,
        name: id,
        kind: camp().combatants[id]!.kind,
        maxHp: 20,
        sys: { passivePerception: 12 },
      })),
      { surpriseTie: 'surprised' },
    );
    expect(surprisedIds(strict, { bandit: 12 })).toEqual(['a', 'b']);
  });

  it('5E-SURP-03: no movement, no action, no reactions on the first turn; surprise ends when that turn ends (AMB-04: bonus action too)', () => {
    let s = run(camp(), { type: 'determineSurprise', stealth: { bandit: 13 } }).state;
    const inst = s.combatants.a!.conditions[0]!;
    expect(inst.duration).toEqual({ at: 'turnEnd', of: 'a', rounds: 1 });
    expect(inst.data).toEqual({ blocksBonusAction: true });
    const def = DND5E_CONDITIONS.find((d) => d.key === 'surprised')!;
    expect(def.effects).toMatchObject({
      noMove: true,
      noAction: true,
      noReactions: true,
      noBonusAction: true,
    });
    s = run(
      s,
      {
        type: 'rollInitiative',
        typedRolls: { 'init:a': [18], 'init:b': [2], 'init:bandit': [10] },
      },
      { type: 'startEncounter' },
    ).state;
    expect(active(s)).toEqual(['a']);
    expect(conds(s, 'a')).toEqual(['surprised']);
    s = run(s, { type: 'nextTurn' }).state;
    expect(conds(s, 'a')).toEqual([]);
    const off = run(
      enc([pc('a', 20, { sys: { passivePerception: 5 } }), monster('m', 5)], {
        'surprise.blocksBonusAction': false,
      }),
      { type: 'determineSurprise', stealth: { m: 10 } },
    ).state;
    expect(off.combatants.a!.conditions[0]!.data).toEqual({ blocksBonusAction: false });
  });

  it('5E-SURP-04: surprise is per creature; the DM can override it', () => {
    let s = run(camp(), { type: 'determineSurprise', stealth: { bandit: 13 } }).state;
    expect([conds(s, 'a'), conds(s, 'b')]).toEqual([['surprised'], []]);
    s = run(
      s,
      { type: 'setSurprised', combatantIds: ['a'], surprised: false },
      { type: 'setSurprised', combatantIds: ['b'], surprised: true },
    ).state;
    expect([conds(s, 'a'), conds(s, 'b')]).toEqual([[], ['surprised']]);
  });
});

describe('5E-COND: conditions as data', () => {
  const def = (k: string) => DND5E_CONDITIONS.find((d) => d.key === k)!;

  it('5E-COND-01: incapacitated: no actions or reactions (and so no bonus action, 5E-TURN-05)', () => {
    expect(def('incapacitated')).toMatchObject({
      ruleId: '5E-COND-01',
      effects: { incapacitated: true, noAction: true, noReactions: true, noBonusAction: true },
    });
  });

  it('5E-COND-02: prone: own attacks disadvantage; attacks within 5 ft advantage, else disadvantage', () => {
    expect(def('prone').effects).toEqual({
      ownAttacks: 'disadvantage',
      attacksAgainstWithin5ft: 'advantage',
      attacksAgainstBeyond5ft: 'disadvantage',
    });
    let s = run(enc([pc('a', 10), monster('t', 10, { ac: 10 })]), {
      type: 'addCondition',
      combatantId: 'a',
      key: 'prone',
    }).state;
    const r = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 0,
      melee: true,
      typedRolls: { attack: [15, 2] },
    });
    expect(r.events[0]?.data).toMatchObject({ mode: 'disadvantage', natural: 2, hit: false });
    s = r.state;
  });

  it('5E-COND-03: grappled: speed 0', () => {
    expect(def('grappled')).toMatchObject({ ruleId: '5E-COND-03', effects: { speedZero: true } });
  });

  it('5E-COND-04: unconscious: incapacitated, fails Str/Dex saves, attacks have advantage, hits within 5 ft crit', () => {
    let s = enc([pc('a', 10), pc('p', 20, { hp: 0 })]);
    s = run(s, { type: 'addCondition', combatantId: 'p', key: 'unconscious' }).state;
    const save = run(s, {
      type: 'savingThrow',
      combatantIds: ['p'],
      ability: 'dex',
      dc: 5,
      typedRolls: { 'save:p': [20] },
    });
    expect(save.events[0]?.data).toMatchObject({ success: false, autoFail: true });
    const atk = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'p',
      attackBonus: 0,
      melee: true,
      damage: [{ dice: '1d4' }],
      typedRolls: { attack: [3, 12], damage: [1, 1] },
    });
    expect(atk.events[0]?.data).toMatchObject({ mode: 'advantage', hit: true, crit: true });
    expect(sys(atk.state, 'p').deathSaves.failures).toBe(2);
  });

  it('5E-COND-05: stunned (system shock 4–5): incapacitated, fails Str/Dex saves, attacks have advantage', () => {
    expect(def('stunned')).toMatchObject({
      ruleId: '5E-COND-05',
      effects: {
        incapacitated: true,
        noMove: true,
        attacksAgainst: 'advantage',
        autoFailSaves: ['str', 'dex'],
      },
    });
  });

  it('5E-COND-06: blinded: attacks against it advantage, its own disadvantage', () => {
    expect(def('blinded')).toMatchObject({
      ruleId: '5E-COND-06',
      effects: { attacksAgainst: 'advantage', ownAttacks: 'disadvantage' },
    });
    let s = run(
      enc([pc('a', 10), monster('t', 10, { ac: 10 })]),
      { type: 'addCondition', combatantId: 'a', key: 'blinded' },
      { type: 'addCondition', combatantId: 't', key: 'blinded' },
    ).state;
    s = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 0,
      melee: true,
      typedRolls: { attack: [8] },
    }).state;
    expect(s.combatants.t?.hp).toBe(10); // one of each → a single d20 (8 < 10)
  });

  it('conditions on the player display: injuries and states are visible; every def has labels', () => {
    for (const d of DND5E_CONDITIONS) {
      expect(d.labelKey).toMatch(/^dnd5e\.condition\./);
      expect(d.playerVisible).toBe(true);
    }
  });
});

describe('AMB-35: concentration', () => {
  it('damage while concentrating asks for a Con save, DC max(10, half the damage)', () => {
    let s = run(enc([pc('w', 40, { sys: { saves: { con: 2 } } })]), {
      type: 'startConcentration',
      combatantId: 'w',
      spell: 'Web',
    }).state;
    s = run(s, { type: 'damage', targetIds: ['w'], amount: 24 }).state;
    const p = prompt(s, 'concentration', 'w');
    expect(p.data).toMatchObject({ dc: 12, damage: 24 });
    expect(
      sys(answer(s, p, 'roll', { concentration: [10] }).state, 'w').concentration,
    ).not.toBeNull(); // 12
    expect(sys(answer(s, p, 'roll', { concentration: [9] }).state, 'w').concentration).toBeNull(); // 11
    const small = run(
      run(enc([pc('w', 40)]), { type: 'startConcentration', combatantId: 'w', spell: 'Bless' })
        .state,
      { type: 'damage', targetIds: ['w'], amount: 7 },
    ).state;
    expect(prompt(small, 'concentration', 'w').data.dc).toBe(10);
  });

  it('a new concentration spell ends the old one (readying Magic Missile ends Web, 5E-ACT-12)', () => {
    const r = run(
      enc([pc('w', 40)]),
      { type: 'startConcentration', combatantId: 'w', spell: 'Web' },
      { type: 'startConcentration', combatantId: 'w', spell: 'Magic Missile (readied)' },
    );
    expect(r.events.map((e) => e.type)).toEqual([
      'concentrationStarted',
      'concentrationEnded',
      'concentrationStarted',
    ]);
    expect(sys(r.state, 'w').concentration?.spell).toBe('Magic Missile (readied)');
  });

  it('falling unconscious ends concentration; the setting switches the save prompt off', () => {
    const s = run(
      enc([pc('w', 10)]),
      { type: 'startConcentration', combatantId: 'w', spell: 'Web' },
      { type: 'damage', targetIds: ['w'], amount: 10 },
    ).state;
    expect(sys(s, 'w').concentration).toBeNull();
    expect(s.prompts.filter((p) => p.kind === 'concentration')).toEqual([]);
    const off = run(
      enc([pc('w', 40)], { concentrationChecks: false }),
      { type: 'startConcentration', combatantId: 'w', spell: 'Web' },
      { type: 'damage', targetIds: ['w'], amount: 5 },
    ).state;
    expect(off.prompts).toEqual([]);
  });
});

describe('concentration and incapacitation', () => {
  it('an incapacitating condition ends concentration (PHB, not in seed)', () => {
    const s = run(
      enc([pc('w', 40)]),
      { type: 'startConcentration', combatantId: 'w', spell: 'Web' },
      { type: 'addCondition', combatantId: 'w', key: 'stunned' },
    ).state;
    expect(sys(s, 'w').concentration).toBeNull();
  });
});
