// §9 healing and §13 healing options: healer's kit, healing surges, slow natural healing, rests.
import { describe, expect, it } from 'vitest';
import { surgeMaxDice, surgeShortRestDice } from '../../../../shared/rules/dnd5e';
import { conds, enc, pc, rejects, run, sys } from './helpers';

const fighter = (
  extra: Record<string, unknown> = {},
  options: Record<string, boolean | string> = {},
) =>
  enc(
    [pc('f', 80, { hp: 40, sys: { level: 8, hitDie: 10, abilities: { con: 14 }, ...extra } })],
    options,
  );

describe('5E-HEAL: healing', () => {
  it('5E-HEAL-01: rest and magic restore HP', () => {
    expect(run(fighter(), { type: 'longRest', combatantIds: ['f'] }).state.combatants.f?.hp).toBe(
      80,
    );
    expect(
      run(fighter(), {
        type: 'heal',
        targetIds: ['f'],
        dice: '1d8+3',
        magical: true,
        typedRolls: { heal: [5] },
      }).state.combatants.f?.hp,
    ).toBe(48);
  });

  it('5E-HEAL-02 / EX-09: ranger 14/20 healed 8 → 20, regained 6', () => {
    const r = run(enc([pc('r', 20, { hp: 14 })]), { type: 'heal', targetIds: ['r'], amount: 8 });
    expect(r.state.combatants.r?.hp).toBe(20);
    expect(r.events[0]).toMatchObject({ type: 'healed', amount: 6 });
  });

  it('5E-HEAL-03: the dead cannot regain HP', () => {
    const dead = run(enc([pc('p', 12, { hp: 6 })]), {
      type: 'damage',
      targetIds: ['p'],
      amount: 18,
    }).state;
    rejects(dead, { type: 'heal', targetIds: ['p'], amount: 5 }, 'combatantDead');
  });

  it('rejects negative healing with negativeAmount', () => {
    rejects(fighter(), { type: 'heal', targetIds: ['f'], amount: -2 }, 'negativeAmount');
  });
});

describe('rests and Hit Dice', () => {
  it('a short rest spends Hit Dice: die + Con modifier each', () => {
    const s = run(fighter(), {
      type: 'shortRest',
      combatantIds: ['f'],
      spend: { f: 2 },
      typedRolls: { 'hd:f': [6], 'hd:f#2': [3] },
    }).state;
    expect(s.combatants.f?.hp).toBe(53);
    expect(sys(s, 'f').hitDice.spent).toBe(2);
    rejects(
      fighter({ hitDiceSpent: 7 }),
      { type: 'shortRest', combatantIds: ['f'], spend: { f: 2 } },
      'invalidValue',
    );
  });

  it('a long rest restores HP and half the Hit Dice (PHB, not in seed)', () => {
    const s = run(fighter({ hitDiceSpent: 8 }), { type: 'longRest', combatantIds: ['f'] }).state;
    expect(s.combatants.f?.hp).toBe(80);
    expect(sys(s, 'f').hitDice.spent).toBe(4);
  });
});

describe("5E-HKIT: healer's kit dependency", () => {
  it('5E-HKIT-01: no Hit Dice after a short rest until a kit charge treats the wounds', () => {
    const s = fighter({}, { 'heal.kitDependency': true });
    const e = rejects(
      s,
      { type: 'shortRest', combatantIds: ['f'], spend: { f: 1 } },
      'kitRequired',
    );
    expect(e.params.combatantId).toBe('f');
    const ok = run(s, {
      type: 'shortRest',
      combatantIds: ['f'],
      spend: { f: 1 },
      kitTreated: ['f'],
      typedRolls: { 'hd:f': [5] },
    }).state;
    expect(ok.combatants.f?.hp).toBe(47);
    // Without the option, no kit is needed.
    expect(
      run(fighter(), {
        type: 'shortRest',
        combatantIds: ['f'],
        spend: { f: 1 },
        typedRolls: { 'hd:f': [5] },
      }).state.combatants.f?.hp,
    ).toBe(47);
  });
});

describe('5E-SURGE: healing surges', () => {
  const surging = (
    extra: Record<string, unknown> = {},
    opts: Record<string, boolean | string> = {},
  ) => fighter(extra, { 'heal.surges': true, ...opts });

  it('5E-SURGE-01 / EX-51: level 8 (8d10), Con +2, rolls 6 and 3 → up to 4 dice; regains 13', () => {
    expect(surgeMaxDice(8, 0, 'halfTotalCappedByUnspent')).toBe(4);
    const r = run(surging(), {
      type: 'healingSurge',
      combatantId: 'f',
      dice: 2,
      typedRolls: { 'hd:f': [6], 'hd:f#2': [3] },
    });
    expect(r.state.combatants.f?.hp).toBe(53);
    expect(sys(r.state, 'f').hitDice.spent).toBe(2);
    rejects(surging(), { type: 'healingSurge', combatantId: 'f', dice: 5 }, 'invalidValue');
    rejects(fighter(), { type: 'healingSurge', combatantId: 'f', dice: 1 }, 'optionOff');
  });

  it('AMB-29: half of the total, capped by the unspent dice (or half the unspent, by setting)', () => {
    expect(surgeMaxDice(8, 6, 'halfTotalCappedByUnspent')).toBe(2);
    expect(surgeMaxDice(8, 2, 'halfTotalCappedByUnspent')).toBe(4);
    expect(surgeMaxDice(8, 2, 'halfUnspent')).toBe(3);
  });

  it('5E-SURGE-02: not again until a short or long rest', () => {
    const s = run(surging(), { type: 'healingSurge', combatantId: 'f', dice: 1 }).state;
    rejects(s, { type: 'healingSurge', combatantId: 'f', dice: 1 }, 'surgeUsed');
    const rested = run(s, { type: 'shortRest', combatantIds: ['f'] }).state;
    expect(sys(rested, 'f').surgeUsed).toBe(false);
  });

  it('5E-SURGE-03 / EX-51: a long rest restores all dice; a short rest level/4 (min 1): level 8 → 2', () => {
    expect(surgeShortRestDice(8)).toBe(2);
    expect(surgeShortRestDice(3)).toBe(1);
    const short = run(surging({ hitDiceSpent: 6 }), {
      type: 'shortRest',
      combatantIds: ['f'],
    }).state;
    expect(sys(short, 'f').hitDice.spent).toBe(4);
    const long = run(surging({ hitDiceSpent: 8 }), { type: 'longRest', combatantIds: ['f'] }).state;
    expect(sys(long, 'f').hitDice.spent).toBe(0);
  });

  it('5E-SURGE-04: the superheroic variant makes it a bonus action (needs heal.surges)', () => {
    const r = run(surging({}, { 'heal.surgesAsBonusAction': true }), {
      type: 'healingSurge',
      combatantId: 'f',
      dice: 1,
    });
    expect(r.events[0]).toMatchObject({ type: 'note5e', data: { cost: 'bonusAction' } });
    const plain = run(surging(), { type: 'healingSurge', combatantId: 'f', dice: 1 });
    expect(plain.events[0]?.data).toMatchObject({ cost: 'action' });
    rejects(
      fighter(),
      { type: 'setOption', key: 'heal.surgesAsBonusAction', value: true },
      'optionRequires',
    );
  });

  it('a surge at 0 HP brings the creature back to consciousness', () => {
    let s = surging();
    s = run(s, { type: 'damage', targetIds: ['f'], amount: 40 }).state;
    s = run(s, {
      type: 'healingSurge',
      combatantId: 'f',
      dice: 1,
      typedRolls: { 'hd:f': [4] },
    }).state;
    expect(s.combatants.f?.hp).toBe(6);
    expect(conds(s, 'f')).not.toContain('unconscious');
  });
});

describe('5E-SLOWHEAL: slow natural healing', () => {
  it('5E-SLOWHEAL-01: no HP at the end of a long rest; Hit Dice may be spent instead', () => {
    const s = fighter({}, { 'heal.slowNatural': true });
    expect(run(s, { type: 'longRest', combatantIds: ['f'] }).state.combatants.f?.hp).toBe(40);
    const spent = run(s, {
      type: 'longRest',
      combatantIds: ['f'],
      spend: { f: 2 },
      typedRolls: { 'hd:f': [10], 'hd:f#2': [1] },
    }).state;
    expect(spent.combatants.f?.hp).toBe(55);
    rejects(fighter(), { type: 'longRest', combatantIds: ['f'], spend: { f: 1 } }, 'optionOff');
  });
});
