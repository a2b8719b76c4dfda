// The kind of combat movement as state the DM declares and the engine enforces (§5): the
// declaration's `movement` sets the round's feet (2E-MOVE-01..07, AMB-12 rounding down), the
// 2e `move` command spends them and refuses more, an attack after moving more than half is
// refused (2E-MOVE-02, -03), moving and firing halves the rate of fire (2E-MOVE-03), a charge
// gets one attack at +2 with the charger's AC worse (2E-MOVE-04, -05); the kind is fixed once
// initiative is rolled, like a spell (2E-SEQ-05).
import { describe, expect, it } from 'vitest';
import { RuleError, attacksLeft, movementLeft } from '../../../../../shared';
import { adnd2eI18n } from '../../../../../shared/rules/adnd2e/i18n';
import { encounter, monster, ofType, pc } from '../helpers';
import type { Run } from '../helpers';

const longSword = { name: 'long sword', damage: '1d8', size: 'M', weight: 4, types: ['S'] };
const longBow = {
  name: 'long bow',
  damage: '1d6',
  kind: 'bow',
  rateOfFire: { per: 2, rounds: 1 },
  types: ['P'],
};

function fight(mv = 12, extra: Record<string, unknown> = {}): Run {
  const run = encounter([
    pc('hero', [{ group: 'warrior', level: 7 }], {
      hp: 60,
      movement: { base: mv },
      attacks: [longSword, longBow],
      attacksPerRound: { per: 3, rounds: 2 },
      ...extra,
    }),
    monster('orc', '1', { hp: 200 }),
  ]);
  run.do({ type: 'startEncounter' });
  return run;
}

const left = (run: Run) => movementLeft(run.state, 'hero')?.left?.base;
const declare = (run: Run, movement: string, extra: Record<string, unknown> = {}) =>
  run.do({ type: 'declare', combatantId: 'hero', action: 'attack', movement, ...extra });
const move = (feet: number) => ({ type: 'move', combatantId: 'hero', feet });
const hit = (extra: Record<string, unknown> = {}) => ({
  type: 'attack',
  attackerId: 'hero',
  targetId: 'orc',
  typedRolls: { attack: [10], damage: [1] },
  ...extra,
});

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

describe('the declared kind of movement (§5)', () => {
  it('2E-MOVE-01 with nothing declared a creature has its full 10 × MV feet: MV 12 → 120 ft', () => {
    const run = fight();
    expect(left(run)).toBe(120);
    run.do(move(70));
    expect(left(run)).toBe(50);
    expect(code(run, move(60))).toBe('movementExceeded');
  });

  it('2E-MOVE-02 closing to melee: half the move (MV 12 → 60 ft), then a melee attack', () => {
    const run = fight();
    declare(run, 'closeToMelee');
    expect(run.sys('hero').declared).toMatchObject({ movement: 'closeToMelee', round: 1 });
    expect(left(run)).toBe(60);
    expect(code(run, move(70))).toBe('movementExceeded');
    run.do(move(60));
    expect(left(run)).toBe(0);
    expect(code(run, hit())).toBe('accepted');
  });

  it('2E-MOVE-02 a creature that moved more than half its move makes no melee attack', () => {
    const run = fight();
    run.do(move(61));
    expect(code(run, hit())).toBe('movedTooFarToAttack');
    const fresh = fight();
    fresh.do(move(60));
    expect(code(fresh, hit())).toBe('accepted');
  });

  it('2E-MOVE-03 moving and firing: 60 ft of MV 12 and 1 arrow of a long bow’s 2', () => {
    const run = fight();
    declare(run, 'moveAndFire', { attackIndex: 1 });
    expect(left(run)).toBe(60);
    expect(attacksLeft(run.state, 'hero')).toBe(1);
    run.do(move(60));
    expect(code(run, hit({ attackIndex: 1 }))).toBe('accepted');
    expect(code(run, hit({ attackIndex: 1 }))).toBe('noAttacksLeft');
    const standing = fight();
    declare(standing, 'full', { attackIndex: 1 });
    expect(attacksLeft(standing.state, 'hero')).toBe(2);
  });

  it('2E-MOVE-03 an archer who moved before firing shoots at half the rate', () => {
    const run = fight();
    run.do(move(30));
    expect(code(run, hit({ attackIndex: 1 }))).toBe('accepted');
    expect(code(run, hit({ attackIndex: 1 }))).toBe('noAttacksLeft');
  });

  it('2E-MOVE-04 a declared charge: 180 ft of MV 12, +2 to hit, exactly one attack', () => {
    const run = fight();
    declare(run, 'charge');
    expect(left(run)).toBe(180);
    run.do(move(180));
    expect(run.c('hero').conditions.map((x) => x.key)).toContain('charging');
    const ev = run.do(hit());
    expect(ofType(ev, 'adnd2e.attackRolled')[0]?.total).toBe(12);
    expect(attacksLeft(run.state, 'hero')).toBe(0);
    expect(code(run, hit())).toBe('chargeOneAttack');
  });

  it('2E-MOVE-05 the declared charger loses his Dex bonus and is 1 AC worse: AC 3 (Dex -2) → 6', () => {
    const run = fight(12, { ac: 3, dexterity: 16 });
    declare(run, 'charge');
    run.do(move(100));
    const ev = run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'hero',
      typedRolls: { attack: [1] },
    });
    expect(ofType(ev, 'adnd2e.attackRolled')[0]?.ac).toBe(6);
  });

  it('2E-MOVE-06 a declared withdrawal: a third of the move (MV 12 → 40 ft; MV 10 → 33 ft, AMB-12)', () => {
    const run = fight();
    declare(run, 'withdraw');
    expect(left(run)).toBe(40);
    expect(code(run, move(41))).toBe('movementExceeded');
    const slow = fight(10);
    declare(slow, 'withdraw');
    expect(left(slow)).toBe(33);
  });

  it('2E-MOVE-07 a declared flight is a full move (MV 9 → 90 ft)', () => {
    const run = fight(9);
    declare(run, 'flee');
    expect(left(run)).toBe(90);
  });

  it('2E-MOVE-02 AMB-12 halves round down: MV 9 closes 45 ft, MV 5 closes 25 ft', () => {
    for (const [mv, ft] of [
      [9, 45],
      [5, 25],
    ] as const) {
      const run = fight(mv);
      declare(run, 'closeToMelee');
      expect(left(run)).toBe(ft);
    }
  });

  it('2E-SEQ-05 the kind of movement is fixed once initiative is rolled', () => {
    const run = fight();
    declare(run, 'closeToMelee');
    declare(run, 'charge'); // before the roll it may change
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [2], 'init:side:foes': [9] },
    });
    expect(
      code(run, { type: 'declare', combatantId: 'hero', action: 'attack', movement: 'full' }),
    ).toBe('movementLocked');
    // a new declaration that leaves movement out keeps the declared charge
    run.do({ type: 'declare', combatantId: 'hero', action: 'attack', attackIndex: 0 });
    expect(left(run)).toBe(180);
  });

  it('2E-MOVE-01 the declared kind lasts its round only: the next round is a full move again', () => {
    const run = fight();
    declare(run, 'withdraw');
    expect(left(run)).toBe(40);
    for (let i = 0; i < 50 && run.state.round < 2; i++) run.do({ type: 'nextTurn' });
    expect(run.state.round).toBe(2);
    expect(left(run)).toBe(120);
  });

  it('refusals of movement have a sentence in en, uk and ru', () => {
    for (const key of [
      'movementExceeded',
      'movedTooFarToAttack',
      'chargeOneAttack',
      'movementLocked',
    ])
      for (const lang of ['en', 'uk', 'ru'] as const) {
        const errors = (adnd2eI18n[lang] as Record<string, Record<string, string>>).errors;
        expect(errors?.[key], `${key} ${lang}`).toBeTruthy();
      }
  });

  it('the declaration schema refuses an unknown kind of movement', () => {
    const run = fight();
    expect(() => declare(run, 'teleport')).toThrow();
  });
});
