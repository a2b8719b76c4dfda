// Inputs the seeds have and the commands now take, through createEncounter/dispatch: the range
// on an attack without the grid (underwater), a group's size when formed (morale), injuries on
// demand, several cover sources, off-hand and unarmed damage, healer's kit charges.
import { describe, expect, it } from 'vitest';
import { carryIn, carryOver } from '../../../../../shared';
import type { EncounterState } from '../../../../../shared';
import { conds, enc, monster, pc, prompt, rejects, run } from '../helpers';
import { creature, fight, notes } from './fight';

const hero = (extra = {}) =>
  creature('a', 'pc', {
    speed: { walk: 30 },
    sys: { deathRule: 'saves', abilities: { str: 16, dex: 14 } },
    ...extra,
  });
const orc = (extra = {}) => creature('o', 'monster', { speed: { walk: 30 }, ac: 12, ...extra });

/** The attack note and the damage taken by `o` for an attack of `a`. */
function strike(s: EncounterState, cmd: Record<string, unknown>) {
  const r = run(s, {
    type: 'attack',
    attackerId: 'a',
    targetId: 'o',
    attackBonus: 5,
    melee: true,
    ...cmd,
  });
  return {
    note: notes(r.events, 'attack')[0] as Record<string, unknown>,
    lost: 30 - (r.state.combatants.o?.hp ?? 30),
    state: r.state,
  };
}

describe('5E-WATER-02: underwater ranged attacks beyond normal range, grid on or off', () => {
  const wet = () =>
    run(fight([hero(), orc()]), {
      type: 'setUnderwater',
      combatantIds: ['a', 'o'],
      underwater: true,
    }).state;
  const bolt = { melee: false, weapon: 'lightCrossbow', range: { normalFt: 80, longFt: 320 } };

  it('5E-WATER-02 / 5E-RANGED-01: without the grid the distance on the attack decides: 100 ft of 80/320 misses automatically', () => {
    const far = strike(wet(), { ...bolt, distanceFt: 100, typedRolls: { attack: [18, 19] } });
    expect(far.note).toMatchObject({ hit: false, autoMiss: 'underwater', distanceFt: 100 });
    const near = strike(wet(), { ...bolt, distanceFt: 60, typedRolls: { attack: [18] } });
    expect(near.note).toMatchObject({ hit: true, mode: 'normal' }); // a crossbow: no disadvantage
    // A range band the DM gives (long) is beyond normal range too.
    const band = strike(wet(), {
      ...bolt,
      context: { rangeBand: 'long' },
      typedRolls: { attack: [18, 19] },
    });
    expect(band.note.autoMiss).toBe('underwater');
    // Beyond long range the attack is impossible, grid or not.
    rejects(
      wet(),
      { type: 'attack', attackerId: 'a', targetId: 'o', attackBonus: 5, ...bolt, distanceFt: 400 },
      'outOfRange',
    );
  });

  it('5E-RANGED-01 / 5E-MELEE-01: the distance on an attack without the grid gives the band and the reach', () => {
    const dry = fight([hero(), orc()]);
    const long = strike(dry, { ...bolt, distanceFt: 100, typedRolls: { attack: [5, 18] } });
    expect(long.note).toMatchObject({ mode: 'disadvantage', distanceFt: 100 });
    rejects(
      dry,
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 'o',
        attackBonus: 5,
        melee: true,
        distanceFt: 10,
      },
      'outOfReach',
    );
  });
});

describe('5E-MORALE-02: a group’s starting size is taken when it is formed', () => {
  it('5E-MORALE-02: two of four orcs killed before the fight starts count towards half the group', () => {
    let s = enc([pc('a', 20), ...[1, 2, 3, 4].map((i) => monster(`o${i}`, 10))], { morale: true });
    s = run(s, {
      type: 'setGroup',
      groupId: 'orcs',
      name: 'Orcs',
      combatantIds: ['o1', 'o2', 'o3', 'o4'],
      leaderId: 'o1',
    }).state;
    const before = run(
      s,
      { type: 'damage', targetIds: ['o2'], amount: 10 },
      { type: 'damage', targetIds: ['o3'], amount: 10 },
    ).state;
    expect(prompt(before, 'morale').data).toMatchObject({
      trigger: 'halfGroup',
      combatantIds: ['o1', 'o4'],
    });
    // The size stays 4 once the fight starts.
    const started = run(before, { type: 'startEncounter' }).state;
    expect((started.sys.groupInitial as Record<string, number>).orcs).toBe(4);
  });
});

describe('5E-INJURY-02..04: a lingering injury on demand', () => {
  it('5E-INJURY-02/03: the DM rolls the table for a creature at any moment; d20 4 is a limp (−5 ft)', () => {
    const s = fight([hero(), orc()], { lingeringInjuries: true });
    const r = run(s, { type: 'lingeringInjury', combatantId: 'a', typedRolls: { injury: [4] } });
    expect(conds(r.state, 'a')).toContain('injury.limp');
    expect(notes(r.events, 'injuryRolled')[0]).toMatchObject({ d20: 4, trigger: 'dm' });
    // Before a fight too, and not with the option off.
    const setup = run(enc([pc('p', 20)], { lingeringInjuries: true }), {
      type: 'lingeringInjury',
      combatantId: 'p',
      typedRolls: { injury: [1] },
    });
    expect(conds(setup.state, 'p')).toContain('injury.loseEye');
    rejects(fight([hero(), orc()]), { type: 'lingeringInjury', combatantId: 'a' }, 'optionOff');
  });

  it('5E-INJURY-04: as a flaw, the same roll gives the flaw instead of the effect', () => {
    const s = fight([hero(), orc()], {
      lingeringInjuries: true,
      'lingeringInjuries.asFlaws': true,
    });
    const r = run(s, { type: 'lingeringInjury', combatantId: 'a', typedRolls: { injury: [4] } });
    expect(conds(r.state, 'a')).toEqual(['injury.flaw']);
  });
});

describe('5E-COVER-02: several sources of cover on one attack or save', () => {
  it('5E-COVER-02 / EX-36: AC 12 behind a creature (half) and a tree (three-quarters): only the +5 counts, AC 17, and the log names the tree', () => {
    const s = fight([hero(), orc()]);
    const sources = [
      { degree: 'half', source: 'the goblin' },
      { degree: 'threeQuarters', source: 'the oak' },
    ];
    const miss = strike(s, { coverSources: sources, typedRolls: { attack: [11] } }); // 16
    expect(miss.note).toMatchObject({ ac: 17, hit: false, cover: 'threeQuarters' });
    expect(miss.note.coverSource).toBe('the oak');
    expect(strike(s, { coverSources: sources, typedRolls: { attack: [12] } }).note.hit).toBe(true);
    // Total cover among them: the attack is impossible (5E-COVER-05).
    rejects(
      s,
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 'o',
        attackBonus: 5,
        melee: true,
        coverSources: [...sources, { degree: 'total', source: 'the wall' }],
      },
      'totalCover',
    );
  });

  it('5E-COVER-02/03/04: a Dex save behind several sources gets the best bonus once (+5)', () => {
    const s = fight([hero(), orc()]);
    const r = run(s, {
      type: 'savingThrow',
      combatantIds: ['o'],
      ability: 'dex',
      dc: 15,
      coverSources: [
        { degree: 'half', source: 'a crate' },
        { degree: 'threeQuarters', source: 'an arrow slit' },
      ],
      typedRolls: { 'save:o': [10] },
    });
    expect(notes(r.events, 'save')[0]).toMatchObject({
      total: 15,
      success: true,
      cover: 'threeQuarters',
      coverSource: 'an arrow slit',
    });
  });
});

describe('5E-TWF-01 / 5E-MELEE-02: off-hand and unarmed damage', () => {
  /** a's turn with the Attack action taken with a light weapon. */
  const armed = () =>
    run(fight([hero(), orc({ maxHp: 30 })]), {
      type: 'takeAction',
      combatantId: 'a',
      action: 'attack',
      lightOneHanded: true,
    }).state;
  const offHand = {
    uses: 'bonusAction',
    offHand: true,
    damage: [{ dice: '1d6', type: 'piercing' }],
  };

  it('5E-TWF-01 / EX-40: the off-hand shortsword with Dex +3 deals 1d6 (the positive modifier dropped)', () => {
    const r = strike(armed(), {
      ...offHand,
      abilityMod: 3,
      typedRolls: { attack: [15], damage: [4] },
    });
    expect(r.lost).toBe(4);
  });

  it('5E-TWF-01 / EX-40: with a −1 modifier the off-hand attack keeps it: 1d6−1, never below 0', () => {
    expect(
      strike(armed(), { ...offHand, abilityMod: -1, typedRolls: { attack: [15], damage: [4] } })
        .lost,
    ).toBe(3);
    expect(
      strike(armed(), { ...offHand, abilityMod: -1, typedRolls: { attack: [15], damage: [1] } })
        .lost,
    ).toBe(0);
  });

  it('5E-TWF-01: without a modifier given, the statblock’s (Str 16: +3 dropped; Str 8: −1 kept) decides; a main-hand attack adds it', () => {
    expect(strike(armed(), { ...offHand, typedRolls: { attack: [15], damage: [4] } }).lost).toBe(4);
    const weak = run(fight([hero({ sys: { deathRule: 'saves', abilities: { str: 8 } } }), orc()]), {
      type: 'takeAction',
      combatantId: 'a',
      action: 'attack',
      lightOneHanded: true,
    }).state;
    expect(strike(weak, { ...offHand, typedRolls: { attack: [15], damage: [4] } }).lost).toBe(3);
    // 5E-DMG-02: a main-hand attack with the ability named adds the modifier.
    const main = strike(fight([hero(), orc()]), {
      ability: 'str',
      damage: [{ dice: '1d6', type: 'piercing' }],
      typedRolls: { attack: [15], damage: [4] },
    });
    expect(main.lost).toBe(7);
  });

  it('5E-MELEE-02 / EX-41: an unarmed strike deals 1 + Str modifier bludgeoning: Str +3 → 4; Str −2 → 0', () => {
    const r = strike(fight([hero(), orc()]), { unarmed: true, typedRolls: { attack: [15] } });
    expect(r.lost).toBe(4);
    const dmg = run(fight([hero(), orc()]), {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      unarmed: true,
      typedRolls: { attack: [15] },
    }).events.find((e) => e.type === 'damageTaken');
    expect(dmg).toMatchObject({ damageType: 'bludgeoning' });
    expect(
      strike(fight([hero(), orc()]), {
        unarmed: true,
        abilityMod: -2,
        typedRolls: { attack: [15] },
      }).lost,
    ).toBe(0);
    // A crit has no dice to double: still 1 + Str.
    expect(
      strike(fight([hero(), orc()]), { unarmed: true, typedRolls: { attack: [20] } }).lost,
    ).toBe(4);
  });
});

describe('5E-HKIT-01: healer’s kit charges as state', () => {
  it('5E-HKIT-01: each use spends a charge; an empty kit, or none, is refused; the roster carries the charges on', () => {
    let s = enc([pc('healer', 20), pc('b', 20)], { 'heal.kitDependency': true });
    s = run(s, { type: 'setHealersKit', combatantId: 'healer', charges: 2 }).state;
    s = run(s, { type: 'useHealersKit', combatantId: 'b', healerId: 'healer' }).state;
    expect((s.combatants.healer?.sys as Record<string, unknown>).healersKitCharges).toBe(1);
    s = run(s, { type: 'useHealersKit', combatantId: 'healer', healerId: 'healer' }).state;
    rejects(s, { type: 'useHealersKit', combatantId: 'b', healerId: 'healer' }, 'healersKitEmpty');
    rejects(s, { type: 'useHealersKit', combatantId: 'healer', healerId: 'b' }, 'noHealersKit');
    const refilled = run(s, { type: 'setHealersKit', combatantId: 'healer', charges: 10 }).state;
    const out = carryOver(refilled.combatants.healer as never, refilled);
    expect(out.sys.healersKitCharges).toBe(10);
    const back = carryIn('dnd5e', out);
    const next = enc([{ id: 'healer', name: 'healer', kind: 'pc', maxHp: 20, sys: back.sys }]);
    expect((next.combatants.healer?.sys as Record<string, unknown>).healersKitCharges).toBe(10);
  });
});

describe('5E-FLANK-04: flanking on hexes, counted by the DM', () => {
  it('5E-FLANK-04 / EX-52: against a Large enemy the allies flank with 4 hexes between them, not 2; a Medium one with 2', () => {
    const big = fight([hero(), orc({ size: 'large' })], { flanking: true });
    const hex = (s: EncounterState, n: number) =>
      strike(s, { context: { hexesBetweenAllies: n }, typedRolls: { attack: [4, 16] } }).note;
    expect(hex(big, 4)).toMatchObject({ mode: 'advantage' });
    expect(
      strike(big, { context: { hexesBetweenAllies: 2 }, typedRolls: { attack: [4] } }).note.mode,
    ).toBe('normal');
    expect(hex(fight([hero(), orc()], { flanking: true }), 2)).toMatchObject({ mode: 'advantage' });
    // With the option off nobody flanks.
    expect(
      strike(fight([hero(), orc({ size: 'large' })]), {
        context: { hexesBetweenAllies: 4 },
        typedRolls: { attack: [4] },
      }).note.mode,
    ).toBe('normal');
  });
});

describe('5E-COVER-05: total cover bars attacks and spell attacks', () => {
  it('5E-COVER-05: a spell attack at a target behind total cover is refused like a weapon attack', () => {
    rejects(
      fight([hero(), orc()]),
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 'o',
        attackBonus: 5,
        melee: false,
        spellAttack: true,
        cover: 'total',
      },
      'totalCover',
    );
  });
});
