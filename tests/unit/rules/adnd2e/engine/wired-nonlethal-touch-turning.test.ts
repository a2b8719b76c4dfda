// Punching, wrestling and overbearing (2E-NL-02, -13, -16, -18, -20), touch spells (2E-TOUCH-04,
// -05) and what turned undead do (2E-TURN-06..08), through createEncounter and dispatch.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../../shared';
import type { CombatantInput } from '../../../../../shared';
import { encounter, monster, ofType, pc } from '../helpers';
import type { Run } from '../helpers';

function rejected(run: Run, command: Record<string, unknown>, code: string): RuleError {
  const before = run.state;
  let thrown: unknown;
  try {
    run.do(command);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).code).toBe(code);
  expect(run.state).toBe(before);
  return thrown as RuleError;
}

const fighter = (id: string, extra: Record<string, unknown> = {}, side = 'party') =>
  pc(id, [{ group: 'warrior', level: 3 }], { hp: 20, ...extra }, side);
const attackOf = (events: readonly unknown[]) =>
  ofType(events as never, 'adnd2e.attackRolled')[0] as Record<string, unknown> | undefined;
const conditionOf = (run: Run, id: string, key: string) =>
  run.c(id).conditions.find((c) => c.key === key);
/** Next turns (each round's initiative: the party rolls `party`, the foes `foes`) until `id` acts in `round`. */
function turnOf(run: Run, round: number, id: string, party = 1, foes = 2): void {
  for (let i = 0; i < 20; i++) {
    if (run.state.round === round && run.state.turn?.activeIds.includes(id)) return;
    run.do({
      type: 'nextTurn',
      typedRolls: { 'init:side:party': [party], 'init:side:foes': [foes] },
    });
  }
  throw new Error(`no turn of ${id} in round ${round}`);
}

describe('2E-NL-02 punching needs no weapon; wrestling needs both hands free', () => {
  const start = (attacker: CombatantInput) => {
    const run = encounter([attacker, monster('orc', '1', { hp: 30, ac: 10 })]);
    run.do({ type: 'startEncounter' });
    return run;
  };

  it('2E-NL-02 a punch with a weapon in hand is refused; a shield does not stop it', () => {
    const run = start(fighter('rath', { shield: 'inHand' }));
    const e = rejected(
      run,
      {
        type: 'attack',
        attackerId: 'rath',
        targetId: 'orc',
        form: 'punch',
        weaponInHand: true,
        typedRolls: { attack: [15] },
      },
      'punchWithWeaponInHand',
    );
    expect(e.params).toEqual({ combatantId: 'rath' });
    const ev = run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      form: 'punch',
      typedRolls: { attack: [15], knockout: [100] },
    });
    expect(attackOf(ev)).toMatchObject({ form: 'punch', hit: true });
  });

  it('2E-NL-02 wrestling with a shield in hand, or with hands not free, is refused', () => {
    const shielded = start(fighter('rath', { shield: 'inHand' }));
    const wrestle = {
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [15] },
    };
    rejected(shielded, wrestle, 'wrestleNeedsFreeHands');
    // the DM rules the shield dropped: both hands are free
    expect(attackOf(shielded.do({ ...wrestle, handsFree: true }))).toMatchObject({ hit: true });

    const strapped = start(fighter('rath', { shield: 'strapped' }));
    rejected(strapped, { ...wrestle, handsFree: false }, 'wrestleNeedsFreeHands');
    rejected(strapped, { ...wrestle, weaponInHand: true }, 'wrestleNeedsFreeHands');
    expect(attackOf(strapped.do(wrestle))).toMatchObject({ form: 'wrestle', hit: true });
  });

  it('2E-NL-01 2E-NL-02 overbearing needs neither free hands nor an empty hand', () => {
    const run = start(fighter('rath', { shield: 'inHand' }));
    const ev = run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      form: 'overbear',
      weaponInHand: true,
      typedRolls: { attack: [15] },
    });
    expect(attackOf(ev)).toMatchObject({ form: 'overbear', hit: true });
    expect(conditionOf(run, 'orc', 'prone')).toBeDefined();
  });
});

describe('2E-NL-20 non-intelligent creatures and natural weapons stay lethal', () => {
  const start = (beast: CombatantInput) => {
    const run = encounter([beast, fighter('rath', { ac: 10 }, 'party')]);
    run.do({ type: 'startEncounter' });
    return run;
  };

  it('2E-NL-20 a non-intelligent creature never punches, wrestles or bears a foe down', () => {
    const run = start(
      monster('zombie', '2', {
        intelligent: false,
        attacks: [{ name: 'club', damage: '1d6', types: ['B'] }],
      }),
    );
    for (const form of ['punch', 'wrestle', 'overbear'])
      rejected(
        run,
        {
          type: 'attack',
          attackerId: 'zombie',
          targetId: 'rath',
          form,
          typedRolls: { attack: [15] },
        },
        'attacksToKill',
      );
  });

  it('2E-NL-20 a tiger fights with its claws: its attacks are normal, lethal ones', () => {
    const run = start(
      monster('tiger', '5+5', {
        size: 'L',
        attacks: [
          { name: 'claw', damage: '1d4', kind: 'natural' },
          { name: 'bite', damage: '1d10', kind: 'natural' },
        ],
      }),
    );
    const e = rejected(
      run,
      { type: 'attack', attackerId: 'tiger', targetId: 'rath', form: 'wrestle' },
      'attacksToKill',
    );
    expect(e.params).toEqual({ combatantId: 'tiger' });
    const ev = run.do({
      type: 'attack',
      attackerId: 'tiger',
      targetId: 'rath',
      attackIndex: 0,
      typedRolls: { attack: [15], damage: [3] },
    });
    expect(attackOf(ev)).toMatchObject({ form: 'melee', weapon: 'claw', hit: true });
    expect(run.c('rath').hp).toBe(17);
    expect(run.sys('rath').tempDamage).toBe(0);
  });
});

describe('2E-NL-13 a kept hold does k points in its k-th round', () => {
  it('2E-NL-13 WE-13 a headlock held 6 rounds, no Str bonus: 1+2+3+4+5+6 = 21', () => {
    const run = encounter([
      fighter('grappler', { strength: { score: 18, exceptional: 50 } }),
      monster('victim', '4', { hp: 40, ac: 10 }),
    ]);
    // a scene outside a fight: the DM keeps the hold going by command, a round each time
    run.do({
      type: 'attack',
      attackerId: 'grappler',
      targetId: 'victim',
      form: 'wrestle',
      typedRolls: { attack: [8] },
    });
    expect(run.sys('victim').hold).toMatchObject({ holderId: 'grappler', rounds: 1 });
    expect(run.c('victim').hp).toBe(39);
    const perRound: number[] = [];
    for (let k = 2; k <= 6; k++) {
      const before = run.c('victim').hp;
      run.do({ type: 'continueHold', combatantId: 'victim' });
      perRound.push(before - run.c('victim').hp);
    }
    expect(perRound).toEqual([2, 3, 4, 5, 6]);
    expect(run.sys('victim').hold).toMatchObject({ rounds: 6 });
    expect(40 - run.c('victim').hp).toBe(21);
  });
});

describe('2E-NL-16 several attackers overbearing one target', () => {
  it('2E-NL-16 WE-15 a giant and 3 pixies overbear a human: the pixie’s to-hit number, +3 +8 = +11', () => {
    const run = encounter([
      monster('giant', '12', { size: 'H' }, 'foes'),
      monster('pixie1', '1/2', { size: 'T' }, 'foes'),
      monster('pixie2', '1/2', { size: 'T' }, 'foes'),
      monster('pixie3', '1/2', { size: 'T' }, 'foes'),
      fighter('human', { ac: 5 }),
    ]);
    const alone = attackOf(
      run.do({
        type: 'attack',
        attackerId: 'giant',
        targetId: 'human',
        form: 'overbear',
        rollDamage: false,
        typedRolls: { attack: [1] },
      }),
    );
    const together = attackOf(
      run.do({
        type: 'attack',
        attackerId: 'giant',
        targetId: 'human',
        form: 'overbear',
        overbearHelpers: ['pixie1', 'pixie2', 'pixie3'],
        typedRolls: { attack: [1] },
      }),
    );
    // the giant alone: THAC0 9 (12 HD) and +8 for the size; with the pixies, the pixie’s THAC0 20
    expect(alone?.modifiedThac0).toBe(9);
    expect(together?.modifiedThac0).toBe(20);
    const overbear = (e: Record<string, unknown> | undefined) =>
      (e?.modifiers as { source: string; value: number }[]).filter((m) =>
        m.source.startsWith('2E-NL-1'),
      );
    expect(overbear(alone).reduce((s, m) => s + m.value, 0)).toBe(8);
    expect(overbear(together).reduce((s, m) => s + m.value, 0)).toBe(11);
    // d20 1 + 11 = 12 against the pixie's 20 - AC 5 = 15: a miss
    expect(together).toMatchObject({ total: 12, need: 15, hit: false });
  });
});

describe('2E-NL-18 after the first round of wrestling only small weapons', () => {
  const start = () => {
    const run = encounter([
      fighter('grappler', {
        attacks: [
          { name: 'long sword', damage: '1d8', speed: 5, types: ['S'], size: 'M' },
          { name: 'dagger', damage: '1d4', speed: 2, types: ['P'], size: 'S' },
        ],
      }),
      monster('victim', '4', {
        hp: 60,
        ac: 10,
        attacks: [
          { name: 'long sword', damage: '1d8', speed: 5, types: ['S'], size: 'M' },
          { name: 'knife', damage: '1d3', speed: 2, types: ['P'], size: 'S' },
          { name: 'bite', damage: '1d2', kind: 'natural' },
        ],
      }),
    ]);
    run.do({
      type: 'startEncounter',
      typedRolls: { 'init:side:party': [1], 'init:side:foes': [2] },
    });
    // round 1: the grappler gets a headlock (modified roll 8, a hold)
    run.do({
      type: 'attack',
      attackerId: 'grappler',
      targetId: 'victim',
      form: 'wrestle',
      typedRolls: { attack: [8] },
    });
    expect(run.sys('victim').hold).toMatchObject({ holderId: 'grappler', rounds: 1 });
    return run;
  };
  const sword = (attackerId: string, targetId: string, attackIndex = 0) => ({
    type: 'attack',
    attackerId,
    targetId,
    attackIndex,
    typedRolls: { attack: [15], damage: [1] },
  });

  it('2E-NL-18 in the first round of wrestling any weapon still serves', () => {
    const run = start();
    turnOf(run, 1, 'victim');
    expect(attackOf(run.do(sword('victim', 'grappler')))).toMatchObject({
      weapon: 'long sword',
      hit: true,
    });
  });

  it('2E-NL-18 from the second round the held and the holder strike only with small weapons', () => {
    const run = start();
    turnOf(run, 2, 'grappler');
    // the holder's turn: the hold goes on (2 points) and only his dagger serves
    expect(run.sys('victim').hold).toMatchObject({ rounds: 2 });
    const e = rejected(run, sword('grappler', 'victim'), 'smallWeaponsOnlyWrestling');
    expect(e.params).toEqual({ combatantId: 'grappler', weapon: 'long sword' });
    expect(attackOf(run.do(sword('grappler', 'victim', 1)))).toMatchObject({ weapon: 'dagger' });
    turnOf(run, 2, 'victim');
    rejected(run, sword('victim', 'grappler'), 'smallWeaponsOnlyWrestling');
    expect(attackOf(run.do(sword('victim', 'grappler', 1)))).toMatchObject({ weapon: 'knife' });
  });

  it('2E-NL-18 the held creature acting before the hold goes on is in its second round too', () => {
    const run = start();
    turnOf(run, 2, 'victim', 6, 1);
    expect(run.sys('victim').hold).toMatchObject({ rounds: 1 });
    rejected(run, sword('victim', 'grappler'), 'smallWeaponsOnlyWrestling');
    expect(attackOf(run.do(sword('victim', 'grappler', 1)))).toMatchObject({ weapon: 'knife' });
  });

  it('2E-NL-18 2E-NL-20 natural weapons are always ready in a wrestling clinch', () => {
    const run = start();
    turnOf(run, 2, 'victim');
    expect(attackOf(run.do(sword('victim', 'grappler', 2)))).toMatchObject({ weapon: 'bite' });
  });
});

describe('2E-TOUCH-04 the caster suffers continuous defenses only', () => {
  const start = () => {
    const run = encounter([
      pc('pr', [{ group: 'priest', level: 5 }], { hp: 20 }, 'party'),
      pc('friend', [{ group: 'warrior', level: 5 }], { hp: 30 }, 'party'),
      monster('vampire', '8+3', {
        ac: 1,
        specialDefenses: ['+1 or better weapon to hit'],
      }),
    ]);
    run.do({ type: 'startEncounter' });
    return run;
  };

  it('2E-TOUCH-04 touching a fire elemental burns; a vampire’s drain is voluntary and does not', () => {
    const run = start();
    const ev = run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'vampire',
      form: 'touch',
      targetDefenses: [
        { name: 'fiery body', continuous: true },
        { name: 'energy drain', continuous: false },
      ],
      typedRolls: { attack: [20] },
    });
    expect(ofType(ev, 'reminder')).toEqual([
      expect.objectContaining({
        key: 'adnd2e:reminders.touchDefenses',
        params: { target: 'vampire', defenses: 'fiery body' },
      }),
    ]);
    const onlyVoluntary = run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'vampire',
      form: 'touch',
      free: true,
      targetDefenses: [{ name: 'energy drain', continuous: false }],
      typedRolls: { attack: [20] },
    });
    expect(attackOf(onlyVoluntary)).toMatchObject({ hit: true });
    expect(ofType(onlyVoluntary, 'reminder')).toEqual([]);
  });

  it('2E-TOUCH-02 2E-TOUCH-04 a willing recipient touched without a roll still passes on its continuous defenses', () => {
    const run = start();
    const ev = run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'friend',
      form: 'touch',
      willing: true,
      targetDefenses: [{ name: 'fire shield', continuous: true }],
    });
    expect(attackOf(ev)).toMatchObject({ reason: 'touchAutomatic', hit: true });
    expect(ofType(ev, 'reminder')[0]).toMatchObject({
      params: { target: 'friend', defenses: 'fire shield' },
    });
  });
});

describe('2E-TOUCH-05 a touch spell stays charged only in the round it is cast', () => {
  const start = () => {
    const run = encounter(
      [
        pc('pr', [{ group: 'priest', level: 5 }], { hp: 20 }, 'party'),
        monster('orc', '1', { hp: 30, ac: 10 }),
      ],
      { 'dm.castTimeInStandardInit': true },
    );
    run.do({
      type: 'declare',
      combatantId: 'pr',
      action: 'castSpell',
      spell: 'cause light wounds',
      castingTime: 5,
    });
    run.do({
      type: 'startEncounter',
      typedRolls: { 'init:side:party': [1], 'init:side:foes': [2] },
    });
    return run;
  };
  const touch = (extra: Record<string, unknown> = {}) => ({
    type: 'attack',
    attackerId: 'pr',
    targetId: 'orc',
    form: 'touch',
    free: true,
    typedRolls: { attack: [15] },
    ...extra,
  });
  const toRound2 = (run: Run) => {
    while (run.state.round < 2)
      run.do({
        type: 'nextTurn',
        typedRolls: { 'init:side:party': [1], 'init:side:foes': [2] },
      });
  };
  const toSpell = (run: Run) => {
    while (!run.sys('pr').spellTookEffect) run.do({ type: 'nextTurn' });
  };

  it('2E-TOUCH-05 the touch is delivered in the casting round and lapses the next', () => {
    const run = start();
    toSpell(run);
    expect(run.sys('pr').spellTookEffect).toEqual({ name: 'cause light wounds', round: 1 });
    expect(attackOf(run.do(touch()))).toMatchObject({ form: 'touch', hit: true });
    toRound2(run);
    const e = rejected(run, touch(), 'touchChargeExpired');
    expect(e.params).toEqual({ combatantId: 'pr', castRound: 1, round: 2 });
  });

  it('2E-TOUCH-05 a spell whose text keeps it charged longer still serves the next round', () => {
    const run = start();
    toSpell(run);
    toRound2(run);
    expect(attackOf(run.do(touch({ chargeRounds: 2 })))).toMatchObject({ hit: true });
    // a touch spell the DM says was cast this round
    expect(attackOf(run.do(touch({ castRound: 2 })))).toMatchObject({ hit: true });
    rejected(run, touch({ castRound: 1 }), 'touchChargeExpired');
  });
});

describe('2E-TURN-06..08 what turned undead do', () => {
  // a paladin 5 turns at the level 3 column: skeleton 4, ghoul 10 (WE-21)
  const start = () => {
    const run = encounter([
      pc('pal', [{ group: 'warrior', level: 5, paladin: true }], { hp: 40 }, 'party'),
      monster('skel', '1', { undead: { row: 'skeleton', freeWilled: false } }),
      monster('ghoul', '2', { undead: { row: 'ghoul', freeWilled: true } }),
    ]);
    run.do({ type: 'startEncounter' });
    return run;
  };
  const turn = (run: Run, extra: Record<string, unknown> = {}) =>
    run.do({
      type: 'turnUndead',
      turnerId: 'pal',
      targetIds: ['skel', 'ghoul'],
      typedRolls: { turnUndead: [12], turnCount: [3, 3] },
      ...extra,
    });

  it('2E-TURN-06 2E-TURN-07 undead under orders step back; free-willed ones flee out of sight', () => {
    const run = start();
    turn(run);
    expect(conditionOf(run, 'skel', 'turned')?.data).toEqual({ behavior: 'stepBack' });
    expect(conditionOf(run, 'ghoul', 'turned')?.data).toEqual({ behavior: 'flee' });
  });

  it('2E-TURN-07 free-willed undead that cannot flee hover no closer than 10 ft', () => {
    const run = start();
    turn(run, { canFlee: false });
    expect(conditionOf(run, 'skel', 'turned')?.data).toEqual({ behavior: 'stepBack' });
    expect(conditionOf(run, 'ghoul', 'turned')?.data).toEqual({ behavior: 'hover10ft' });
  });

  it('2E-TURN-08 forced within 10 ft a free-willed undead breaks free; at 10 ft, or under orders, it stays turned', () => {
    const run = start();
    turn(run, { canFlee: false });
    const held = run.do({ type: 'forceTurned', combatantId: 'ghoul', distance: 10 });
    expect(held).toEqual([
      expect.objectContaining({
        key: 'adnd2e:reminders.turningHolds',
        params: { combatantId: 'ghoul', distance: 10 },
      }),
    ]);
    expect(conditionOf(run, 'ghoul', 'turned')).toBeDefined();
    run.do({ type: 'forceTurned', combatantId: 'skel', distance: 0 });
    expect(conditionOf(run, 'skel', 'turned')).toBeDefined();
    const broken = run.do({ type: 'forceTurned', combatantId: 'ghoul', distance: 5 });
    expect(ofType(broken, 'reminder')[0]).toMatchObject({
      key: 'adnd2e:reminders.turningBroken',
      params: { combatantId: 'ghoul', distance: 5 },
    });
    expect(conditionOf(run, 'ghoul', 'turned')).toBeUndefined();
    rejected(run, { type: 'forceTurned', combatantId: 'ghoul', distance: 5 }, 'notTurned');
  });

  it('2E-TURN-08 the turner closing to melee with a turned free-willed undead breaks the turning', () => {
    const run = start();
    turn(run);
    const skel = run.do({
      type: 'attack',
      attackerId: 'pal',
      targetId: 'skel',
      typedRolls: { attack: [2] },
    });
    expect(ofType(skel, 'conditionRemoved')).toEqual([]);
    expect(conditionOf(run, 'skel', 'turned')).toBeDefined();
    const ghoul = run.do({
      type: 'attack',
      attackerId: 'pal',
      targetId: 'ghoul',
      free: true,
      typedRolls: { attack: [2] },
    });
    expect(ofType(ghoul, 'conditionRemoved')).toHaveLength(1);
    expect(conditionOf(run, 'ghoul', 'turned')).toBeUndefined();
  });
});
