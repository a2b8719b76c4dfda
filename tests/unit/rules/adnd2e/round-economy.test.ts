// Attacks per round as state, driven through the engine: rates that alternate by round, rate of
// fire and moving, haste, a second weapon and who may use one, free attacks on a fleeing
// creature, the staged order of the round's attacks, and nothing counted outside a fight.
import { describe, expect, it } from 'vitest';
import { RuleError, attacksLeft, roundEconomy } from '../../../../shared';
import { attackSchedule2e } from '../../../../shared/rules/adnd2e/system/economy';
import { encounter, monster, ofType, pc } from './helpers';
import type { Run } from './helpers';

const longSword = { name: 'long sword', damage: '1d8', size: 'M', weight: 4, types: ['S'] };
const shortSword = { name: 'short sword', damage: '1d6', size: 'S', weight: 3, types: ['P'] };
const dagger = { name: 'dagger', damage: '1d4', size: 'S', weight: 1, dagger: true, types: ['P'] };
const longBow = {
  name: 'long bow',
  damage: '1d6',
  kind: 'bow',
  rateOfFire: { per: 2, rounds: 1 },
  types: ['P'],
};
const heavyCrossbow = {
  name: 'heavy crossbow',
  damage: '1d8+1',
  kind: 'crossbow',
  rateOfFire: { per: 1, rounds: 2 },
  types: ['P'],
};

function code(run: Run, command: Record<string, unknown>): string {
  const before = run.state;
  try {
    run.do(command);
  } catch (e) {
    expect(run.state).toBe(before);
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

/** Ends turns until round `n` has begun. */
function toRound(run: Run, n: number): void {
  for (let i = 0; i < 50 && run.state.round < n; i++) run.do({ type: 'nextTurn' });
  expect(run.state.round).toBe(n);
}

const hit = (attackerId: string, targetId: string, extra: Record<string, unknown> = {}) => ({
  type: 'attack',
  attackerId,
  targetId,
  typedRolls: { attack: [2] },
  ...extra,
});

function duel(attacker: Record<string, unknown>, classes = [{ group: 'warrior', level: 7 }]): Run {
  const run = encounter([
    pc('rath', classes, { hp: 60, ...attacker }),
    monster('ogre', '4+1', { hp: 200 }),
  ]);
  run.do({ type: 'startEncounter' });
  return run;
}

describe('attacks per round as state (2E-INIT-11/12, 2E-TWF-04, 2E-MSL-03/04)', () => {
  it('2E-INIT-12 a 3/2 fighter attacks once in round 1 and twice in round 2; more is refused', () => {
    const run = duel({ attacks: [longSword], attacksPerRound: { per: 3, rounds: 2 } });
    expect(attacksLeft(run.state, 'rath')).toBe(1);
    expect(code(run, hit('rath', 'ogre'))).toBe('accepted');
    expect(code(run, hit('rath', 'ogre'))).toBe('noAttacksLeft');
    toRound(run, 2);
    expect(attacksLeft(run.state, 'rath')).toBe(2);
    const first = ofType(run.do(hit('rath', 'ogre')), 'adnd2e.attackRolled')[0];
    const second = ofType(run.do(hit('rath', 'ogre')), 'adnd2e.attackRolled')[0];
    // the second attack with the one weapon is staged after everyone's first
    expect(first?.use).toMatchObject({ hand: 'main', stage: 1, number: 1, of: 2, counted: true });
    expect(second?.use).toMatchObject({ hand: 'main', stage: 2, number: 2, of: 2 });
    expect(code(run, hit('rath', 'ogre'))).toBe('noAttacksLeft');
    expect(roundEconomy(run.state, 'rath')).toMatchObject({ attacksUsed: 2, attacksLeft: 0 });
  });

  it('2E-TWF-04 a 3/2 warrior with two weapons attacks 2, then 3 (5/2); the off hand once a round', () => {
    const run = duel({ attacks: [longSword, shortSword], attacksPerRound: { per: 3, rounds: 2 } });
    const main = hit('rath', 'ogre', { attackIndex: 0, twoWeapon: 'main', otherWeaponIndex: 1 });
    const off = hit('rath', 'ogre', { attackIndex: 1, twoWeapon: 'off', otherWeaponIndex: 0 });
    expect(code(run, main)).toBe('accepted');
    expect(code(run, off)).toBe('accepted');
    expect(code(run, main)).toBe('noAttacksLeft');
    expect(code(run, off)).toBe('noAttacksLeft');
    toRound(run, 2);
    const offEv = ofType(run.do(off), 'adnd2e.attackRolled')[0];
    // the off-hand weapon strikes with the first attack (different forms: 2E-INIT-11)
    expect(offEv?.use).toMatchObject({ hand: 'off', stage: 1, of: 1 });
    expect(code(run, main)).toBe('accepted');
    expect(code(run, main)).toBe('accepted');
    expect(code(run, main)).toBe('noAttacksLeft');
    expect(roundEconomy(run.state, 'rath')).toMatchObject({ attacksUsed: 3, attacksAllowed: 3 });
  });

  it('2E-TWF-03 the off-hand attack takes -4 adjusted by Dex reaction, the main -2', () => {
    const run = duel({ attacks: [longSword, dagger], dexterity: 16 });
    const main = ofType(
      run.do(hit('rath', 'ogre', { twoWeapon: 'main', otherWeaponIndex: 1 })),
      'adnd2e.attackRolled',
    )[0];
    const off = ofType(
      run.do(hit('rath', 'ogre', { attackIndex: 1, twoWeapon: 'off' })),
      'adnd2e.attackRolled',
    )[0];
    expect(main?.modifiers).toContainEqual({ source: '2E-TWF-03', value: -1 });
    expect(off?.modifiers).toContainEqual({ source: '2E-TWF-03', value: -3 });
  });

  it('2E-TWF-01 only warriors and rogues fight with two weapons, and not with a shield in hand', () => {
    const wizard = duel({ attacks: [longSword, dagger] }, [{ group: 'wizard', level: 5 }]);
    expect(code(wizard, hit('rath', 'ogre', { twoWeapon: 'main', otherWeaponIndex: 1 }))).toBe(
      'twoWeaponsClass',
    );
    const thief = duel({ attacks: [shortSword, dagger] }, [{ group: 'rogue', level: 3 }]);
    expect(code(thief, hit('rath', 'ogre', { twoWeapon: 'main', otherWeaponIndex: 1 }))).toBe(
      'accepted',
    );
    const shielded = duel({ attacks: [longSword, dagger], shield: 'inHand' });
    expect(code(shielded, hit('rath', 'ogre', { twoWeapon: 'main', otherWeaponIndex: 1 }))).toBe(
      'twoWeaponsShield',
    );
    const strapped = duel({ attacks: [longSword, dagger], shield: 'strapped' });
    expect(code(strapped, hit('rath', 'ogre', { twoWeapon: 'main', otherWeaponIndex: 1 }))).toBe(
      'accepted',
    );
  });

  it('2E-TWF-02 the off-hand weapon is smaller and lighter; a dagger always; two long swords never', () => {
    const pair = (attacks: unknown[]) =>
      code(
        duel({ attacks }),
        hit('rath', 'ogre', { twoWeapon: 'off', attackIndex: 1, otherWeaponIndex: 0 }),
      );
    expect(pair([longSword, shortSword])).toBe('accepted');
    expect(pair([longSword, dagger])).toBe('accepted');
    expect(pair([dagger, dagger])).toBe('accepted');
    expect(pair([longSword, longSword])).toBe('twoWeaponsPair');
    expect(pair([shortSword, longSword])).toBe('twoWeaponsPair');
    const twoHanded = { ...longSword, name: 'two-handed sword', twoHanded: true, weight: 15 };
    expect(pair([twoHanded, dagger])).toBe('twoWeaponsPair');
  });

  it('2E-MSL-03 a long bow looses 2 arrows a round; 2E-MOVE-03 on the move only 1', () => {
    const standing = duel({ attacks: [longBow] });
    expect(code(standing, hit('rath', 'ogre'))).toBe('accepted');
    expect(code(standing, hit('rath', 'ogre'))).toBe('accepted');
    expect(code(standing, hit('rath', 'ogre'))).toBe('noAttacksLeft');
    const moving = duel({ attacks: [longBow] });
    expect(code(moving, hit('rath', 'ogre', { moving: true }))).toBe('accepted');
    expect(code(moving, hit('rath', 'ogre'))).toBe('noAttacksLeft');
  });

  it('2E-MSL-04 a loaded heavy crossbow fires its first bolt in round 1, then every other round', () => {
    const run = duel({ attacks: [heavyCrossbow] });
    const fired: string[] = [];
    for (let round = 1; round <= 4; round++) {
      toRound(run, round);
      fired.push(code(run, hit('rath', 'ogre')));
    }
    expect(fired).toEqual(['accepted', 'noAttacksLeft', 'accepted', 'noAttacksLeft']);
  });

  it('2E-MOVE-03 a heavy crossbow fired on the move shoots once every four rounds', () => {
    const run = encounter([
      pc('rath', [{ group: 'warrior', level: 7 }], { hp: 60, attacks: [heavyCrossbow] }),
      monster('ogre', '4+1', { hp: 200 }),
    ]);
    run.do({ type: 'declare', combatantId: 'rath', action: 'attack', moving: true });
    run.do({ type: 'startEncounter' });
    const fired: string[] = [];
    for (let round = 1; round <= 5; round++) {
      toRound(run, round);
      fired.push(code(run, hit('rath', 'ogre')));
    }
    expect(fired).toEqual([
      'accepted',
      'noAttacksLeft',
      'noAttacksLeft',
      'noAttacksLeft',
      'accepted',
    ]);
  });

  it('2E-INIT-12 haste gives the extra attacks: a hasted 1/1 fighter attacks twice', () => {
    const run = duel({ attacks: [longSword] });
    run.do({ type: 'addCondition', combatantId: 'rath', key: 'hasted' });
    expect(code(run, hit('rath', 'ogre'))).toBe('accepted');
    expect(code(run, hit('rath', 'ogre'))).toBe('accepted');
    expect(code(run, hit('rath', 'ogre'))).toBe('noAttacksLeft');
  });

  it('2E-INIT-11 claw/claw/bite all go at the creature’s initiative, each form once a round', () => {
    const run = encounter([
      pc('rath', [{ group: 'warrior', level: 7 }], { hp: 60 }),
      monster('troll', '6+6', {
        hp: 40,
        size: 'L',
        attacks: [
          { name: 'claw', damage: '1d4+4', kind: 'natural' },
          { name: 'claw', damage: '1d4+4', kind: 'natural' },
          { name: 'bite', damage: '1d8+4', kind: 'natural' },
        ],
      }),
    ]);
    run.do({ type: 'startEncounter' });
    for (const attackIndex of [0, 1, 2]) {
      const ev = ofType(run.do(hit('troll', 'rath', { attackIndex })), 'adnd2e.attackRolled')[0];
      expect(ev?.use).toMatchObject({ hand: 'form', stage: 1 });
    }
    expect(code(run, hit('troll', 'rath', { attackIndex: 0 }))).toBe('noAttacksLeft');
  });

  it('2E-MOVE-07 a free attack on a fleeing creature does not use the round’s attacks', () => {
    const run = duel({ attacks: [longSword] });
    run.do(hit('ogre', 'rath'));
    run.do(hit('rath', 'ogre'));
    run.do({ type: 'flee', combatantId: 'rath' });
    const free = ofType(run.do(hit('ogre', 'rath')), 'adnd2e.attackRolled')[0];
    expect(free?.use).toMatchObject({ free: true, counted: false });
    expect(free?.modifiers).toContainEqual({ source: 'T51.rearAttack', value: 2 });
    expect(roundEconomy(run.state, 'ogre')).toMatchObject({ attacksUsed: 1 });
  });

  it('2E-INIT-12 the round’s schedule: the fighter’s first attack, each creature, his second', () => {
    const run = encounter(
      [
        pc('fighter', [{ group: 'warrior', level: 9 }], {
          hp: 60,
          attacks: [longSword],
          attacksPerRound: { per: 2, rounds: 1 },
        }),
        monster('c1', '1', { hp: 8 }),
        monster('c2', '1', { hp: 8 }),
      ],
      { 'opt.initiativeMode': 'individual' },
    );
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:fighter': [2], 'init:c1': [6], 'init:c2': [7] },
    });
    const order = () => attackSchedule2e(run.state).map((a) => `${a.combatantId}#${a.stage}`);
    expect(order()).toEqual(['fighter#1', 'c1#1', 'c2#1', 'fighter#2']);
    run.do(hit('fighter', 'c1'));
    expect(attackSchedule2e(run.state).map((a) => a.done)).toEqual([true, false, false, false]);
  });

  it('nothing is counted outside a fight: attack after attack before the fight starts', () => {
    const run = encounter([
      pc('rath', [{ group: 'warrior', level: 7 }], { hp: 60, attacks: [longSword] }),
      monster('ogre', '4+1', { hp: 200 }),
    ]);
    for (let i = 0; i < 3; i++) expect(code(run, hit('rath', 'ogre'))).toBe('accepted');
    const ev = ofType(run.events, 'adnd2e.attackRolled').at(-1);
    expect(ev?.use).toMatchObject({ counted: false });
    expect(run.sys('rath').attacks ?? null).toBeNull();
  });
});
