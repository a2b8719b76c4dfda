// Round rules asserted through dispatch (until now only by the pure tests of rules-round.test.ts):
// Table 55 situations (2E-INIT-04), group and individual initiative (2E-INIT-06, -07), weapon speed
// and its magic (2E-INIT-13, -14), pursuit (2E-MOVE-08), one simple action (2E-SEQ-01), naming the
// kind of foe (2E-SEQ-04) and the +1 on a surprised defender (2E-SURP-03).
import { describe, expect, it } from 'vitest';
import { movementLeft } from '../../../../../shared';
import type { CombatantInput, OptionValues } from '../../../../../shared';
import { encounter, monster, ofType, pc } from '../helpers';

type Run = ReturnType<typeof encounter>;

const turns = (run: Run) =>
  run.state.slots.filter((s) => s.kind === 'turn').map((s) => [s.score, s.combatantIds]);

const entry = (ev: ReturnType<Run['do']>, id: string) => {
  const rolled = ofType(ev, 'adnd2e.initiativeRolled')[0] as unknown as {
    entries: { combatantId: string; die: number; score: number; modifiers: unknown[] }[];
  };
  return rolled.entries.find((e) => e.combatantId === id);
};

const code = (run: Run, command: Record<string, unknown>) => {
  try {
    run.do(command);
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
  return null;
};

const weapon = (name: string, speed: number, extra: Record<string, unknown> = {}) => ({
  name,
  damage: '1d8',
  speed,
  types: ['S'],
  ...extra,
});

/** One hero against one orc, started, with the round's declarations open. */
function duel(hero: CombatantInput, options: OptionValues = {}, foe?: CombatantInput): Run {
  const run = encounter([hero, foe ?? monster('orc', '1', { hp: 8 })], options);
  run.do({ type: 'startEncounter' });
  return run;
}

describe('initiative modifiers through dispatch', () => {
  it('2E-INIT-04 Table 55: each declared situation adds its modifier to the roll', () => {
    const table: [string, number][] = [
      ['hasted', -2],
      ['slowed', 2],
      ['higherGround', -1],
      ['setToReceiveCharge', -2],
      ['wadingOrSlippery', 2],
      ['wadingDeepWater', 4],
      ['foreignEnvironment', 6],
      ['hindered', 3],
      ['waiting', 1],
    ];
    for (const [situation, value] of table) {
      const run = duel(pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }));
      run.do({ type: 'declare', combatantId: 'hero', action: 'move', situations: [situation] });
      const ev = run.do({
        type: 'rollInitiative',
        typedRolls: { 'init:side:party': [5], 'init:side:foes': [5] },
      });
      // standard mode: a one-member side meets it, so the side's roll carries it (2E-INIT-05)
      expect(entry(ev, 'hero')).toMatchObject({
        die: 5,
        score: 5 + value,
        modifiers: [{ source: `T55.${situation}`, value }],
      });
      expect(entry(ev, 'orc')?.score).toBe(5);
    }
  });

  it('2E-INIT-06 group initiative: the side’s d10 plus each one’s own Table 55/56 modifiers', () => {
    const run = encounter(
      [
        pc('rath', [{ group: 'warrior', level: 7 }], { hp: 50 }),
        pc('fighter', [{ group: 'warrior', level: 5 }], {
          hp: 40,
          attacks: [weapon('long sword', 5)],
        }),
        pc('mage', [{ group: 'wizard', level: 6 }], { hp: 20 }),
        monster('troll', '6+6', {
          hp: 40,
          size: 'L',
          attacks: [{ name: 'claw', damage: '1d4+4', kind: 'natural' }],
        }),
        monster('dragon', '10', { hp: 60 }),
        monster('imp', '2', { hp: 10 }),
        monster('quaffer', '1', { hp: 5 }),
      ],
      { 'opt.initiativeMode': 'group' },
    );
    run.do({ type: 'startEncounter' });
    run.do({ type: 'declare', combatantId: 'rath', action: 'useMagicItem', item: 'miscellaneous' });
    run.do({
      type: 'declare',
      combatantId: 'mage',
      action: 'castSpell',
      spell: 'haste',
      castingTime: 3,
    });
    run.do({ type: 'declare', combatantId: 'dragon', action: 'breath' });
    run.do({ type: 'declare', combatantId: 'imp', action: 'innate' });
    run.do({ type: 'declare', combatantId: 'quaffer', action: 'useMagicItem', item: 'potion' });
    const ev = run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [6], 'init:side:foes': [4] },
    });
    expect(ofType(ev, 'adnd2e.initiativeRolled')[0]).toMatchObject({
      mode: 'group',
      sideRolls: { party: 6, foes: 4 },
    });
    const scores = Object.fromEntries(
      ['rath', 'fighter', 'mage', 'troll', 'dragon', 'imp', 'quaffer'].map((id) => [
        id,
        entry(ev, id)?.score,
      ]),
    );
    // item +3 → 9; long sword speed 5 → 11; casting time 3 → 9; Large natural +6 → 10;
    // breath +1 → 5; innate +3 → 7; potion +4 → 8
    expect(scores).toEqual({
      rath: 9,
      fighter: 11,
      mage: 9,
      troll: 10,
      dragon: 5,
      imp: 7,
      quaffer: 8,
    });
    expect(entry(ev, 'troll')?.modifiers).toEqual([{ source: 'T56.size', value: 6 }]);
  });

  it('2E-INIT-07 individual initiative: each rolls his own d10 and adds his own modifiers', () => {
    const run = encounter(
      [
        pc('hammer', [{ group: 'warrior', level: 5 }], {
          hp: 30,
          attacks: [weapon('war hammer +4', 4, { magicBonus: 4, types: ['B'] })],
        }),
        pc('mage', [{ group: 'wizard', level: 5 }], { hp: 12 }),
        monster('orc', '1', { hp: 8, attacks: [weapon('long sword', 5)] }),
      ],
      { 'opt.initiativeMode': 'individual' },
    );
    run.do({ type: 'startEncounter' });
    run.do({ type: 'declare', combatantId: 'hammer', action: 'attack', situations: ['hasted'] });
    run.do({
      type: 'declare',
      combatantId: 'mage',
      action: 'castSpell',
      spell: 'magic missile',
      castingTime: 1,
      situations: ['hasted'],
    });
    const ev = run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:hammer': [2], 'init:mage': [9], 'init:orc': [3] },
    });
    const rolled = ofType(ev, 'adnd2e.initiativeRolled')[0];
    expect(rolled).toMatchObject({ mode: 'individual', sideRolls: {} });
    // 2 − 2 (haste) + 0 (speed 4 − 4, floor 0) = 0; 9 + 1 (no haste while casting) = 10; 3 + 5 = 8
    expect(entry(ev, 'hammer')).toMatchObject({ die: 2, score: 0 });
    expect(entry(ev, 'mage')).toMatchObject({ die: 9, score: 10 });
    expect(entry(ev, 'orc')).toMatchObject({ die: 3, score: 8 });
    expect(turns(run)).toEqual([
      [0, ['hammer']],
      [8, ['orc']],
      [10, ['mage']],
    ]);
  });

  it('2E-INIT-13 weapon speed: off in standard mode, added with the setting, none for natural weapons', () => {
    const make = (options: OptionValues) =>
      duel(
        pc('hero', [{ group: 'warrior', level: 1 }], {
          hp: 10,
          attacks: [weapon('long sword', 5)],
        }),
        options,
        monster('wolf', '2+2', {
          hp: 12,
          attacks: [{ name: 'bite', damage: '2d4', kind: 'natural' }],
        }),
      );
    const roll = (run: Run) =>
      run.do({
        type: 'rollInitiative',
        typedRolls: { 'init:side:party': [3], 'init:side:foes': [3] },
      });
    const off = make({});
    let ev = roll(off);
    expect(entry(ev, 'hero')?.score).toBe(3);
    const on = make({ 'opt.weaponSpeed': true });
    ev = roll(on);
    expect(entry(ev, 'hero')).toMatchObject({
      score: 8,
      modifiers: [{ source: '2E-INIT-13', value: 5 }],
    });
    expect(entry(ev, 'wolf')).toMatchObject({ score: 3, modifiers: [] });
    // group mode forces weapon speed on
    const group = make({ 'opt.initiativeMode': 'group' });
    ev = roll(group);
    expect(entry(ev, 'hero')?.score).toBe(8);
  });

  it('2E-INIT-14 magic lowers the speed by its bonus, the lower of two, never below 0', () => {
    const cases: [Record<string, unknown>, number][] = [
      [weapon('long sword +3', 5, { magicBonus: 3 }), 2],
      [weapon('bastard sword +1', 8, { magicBonus: 1, twoHanded: true }), 7],
      [weapon('war hammer +4', 4, { magicBonus: 4 }), 0],
      [weapon('hammer +6', 4, { magicBonus: 6 }), 0],
      [weapon('sword +1/+3', 5, { magicBonus: 3, secondBonus: 1 }), 4],
    ];
    for (const [w, speed] of cases) {
      const run = duel(pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10, attacks: [w] }), {
        'opt.weaponSpeed': true,
      });
      const ev = run.do({
        type: 'rollInitiative',
        typedRolls: { 'init:side:party': [1], 'init:side:foes': [10] },
      });
      expect(entry(ev, 'hero')).toMatchObject({
        score: 1 + speed,
        modifiers: [{ source: '2E-INIT-13', value: speed }],
      });
    }
  });
});

describe('movement, actions and targets through dispatch', () => {
  it('2E-MOVE-08 a fleeing character may be pursued: the pursuer has a full move too (MV 12 → 120 ft)', () => {
    const run = encounter([
      pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10, movement: { base: 12 } }),
      monster('orc', '1', { hp: 8, movement: { base: 12 } }),
    ]);
    run.do({ type: 'startEncounter' });
    run.do({ type: 'flee', combatantId: 'hero', opponentIds: [] });
    run.do({ type: 'declare', combatantId: 'orc', action: 'move' });
    expect(run.c('hero').conditions.map((x) => x.key)).toContain('fleeing');
    expect(movementLeft(run.state, 'hero')?.left?.base).toBe(120);
    expect(movementLeft(run.state, 'orc')?.left?.base).toBe(120);
  });

  it('2E-SEQ-01 one simple action a round: a second declaration replaces the first, one attack a round', () => {
    const run = encounter([
      pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }),
      monster('orc', '1', { hp: 30 }),
    ]);
    run.do({ type: 'startEncounter' });
    for (const action of ['drinkPotion', 'lightTorch', 'openDoor', 'bindWounds', 'attack']) {
      const ev = run.do({ type: 'declare', combatantId: 'hero', action });
      expect(ofType(ev, 'adnd2e.declared')[0]).toMatchObject({ declared: { action } });
      expect(run.sys('hero').declared).toEqual({ action });
    }
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [1], 'init:side:foes': [9] },
    });
    run.do({
      type: 'attack',
      attackerId: 'hero',
      targetId: 'orc',
      typedRolls: { attack: [2] },
    });
    // the round's attack (1/1 for a 1st-level warrior) is spent
    expect(
      code(run, {
        type: 'attack',
        attackerId: 'hero',
        targetId: 'orc',
        typedRolls: { attack: [2] },
      }),
    ).toBe('noAttacksLeft');
  });

  it('2E-SEQ-04 against a mixed group the player names the kind of foe', () => {
    const foes = [monster('goblin', '1-1', { hp: 3 }), monster('ogre', '4+1', { hp: 20 })];
    const run = encounter([pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }), ...foes]);
    run.do({ type: 'startEncounter' });
    let ev = run.do({ type: 'declare', combatantId: 'hero', action: 'attack' });
    expect(ofType(ev, 'reminder')).toContainEqual(
      expect.objectContaining({ key: 'adnd2e:reminders.nameFoeKind' }),
    );
    ev = run.do({ type: 'declare', combatantId: 'hero', action: 'attack', targetKind: 'ogre' });
    expect(ofType(ev, 'reminder')).toHaveLength(0);
    expect(run.sys('hero').declared).toMatchObject({ action: 'attack', targetKind: 'ogre' });
    // against goblins only, a general declaration is enough
    const one = encounter([
      pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }),
      monster('goblin', '1-1', { hp: 3 }),
    ]);
    one.do({ type: 'startEncounter' });
    ev = one.do({ type: 'declare', combatantId: 'hero', action: 'attack' });
    expect(ofType(ev, 'reminder')).toHaveLength(0);
  });

  it('2E-SURP-03 an attack on a surprised defender gets +1', () => {
    const run = encounter([
      pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }),
      monster('orc', '1', { hp: 30, ac: 5 }),
    ]);
    run.do({ type: 'surprise', surprisedSides: ['foes'] });
    run.do({ type: 'startEncounter' });
    expect(run.c('orc').conditions.map((x) => x.key)).toContain('surprised');
    const ev = run.do({
      type: 'attack',
      attackerId: 'hero',
      targetId: 'orc',
      typedRolls: { attack: [10], damage: [1] },
    });
    const rolled = ofType(ev, 'adnd2e.attackRolled')[0];
    expect(rolled?.modifiers).toContainEqual({ source: 'T51.defenderSurprised', value: 1 });
    expect(rolled?.total).toBe(11);
  });
});
