// Repeated attacks are staged after everyone's first attack (2E-INIT-12, 003:L433-441), driven
// through dispatch: a fighter's second attack is refused while a scheduled first attack is still
// to come (neither made nor passed), unless the DM overrides; haste's extra attack is staged too.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../../shared';
import { adnd2eI18n } from '../../../../../shared/rules/adnd2e/i18n';
import { encounter, monster, ofType, pc } from '../helpers';
import type { Run } from '../helpers';

const longSword = { name: 'long sword', damage: '1d8', types: ['S'] };

function refusal(run: Run, command: Record<string, unknown>): RuleError | null {
  const before = run.state;
  try {
    run.do(command);
    return null;
  } catch (e) {
    expect(run.state).toBe(before);
    if (e instanceof RuleError) return e;
    throw e;
  }
}

const hit = (attackerId: string, targetId: string, extra: Record<string, unknown> = {}) => ({
  type: 'attack',
  attackerId,
  targetId,
  typedRolls: { attack: [2] },
  ...extra,
});

/** WE-07: a 2/1 fighter wins initiative (2) against two creatures (6, 7) with one attack each. */
function fight(fighter: Record<string, unknown> = { attacksPerRound: { per: 2, rounds: 1 } }): Run {
  const run = encounter(
    [
      pc('fighter', [{ group: 'warrior', level: 9 }], { hp: 60, attacks: [longSword], ...fighter }),
      monster('c1', '1', { hp: 30 }),
      monster('c2', '1', { hp: 30 }),
    ],
    { 'opt.initiativeMode': 'individual' },
  );
  run.do({ type: 'startEncounter' });
  run.do({
    type: 'rollInitiative',
    typedRolls: { 'init:fighter': [2], 'init:c1': [6], 'init:c2': [7] },
  });
  return run;
}

describe('repeated attacks are staged (2E-INIT-12)', () => {
  it('2E-INIT-12 first attack, each creature’s, then the second: earlier it is refused', () => {
    const run = fight();
    expect(run.state.turn?.activeIds).toEqual(['fighter']);
    expect(refusal(run, hit('fighter', 'c1'))).toBeNull();
    const early = refusal(run, hit('fighter', 'c1'));
    expect(early?.code).toBe('repeatedAttackStaged');
    expect(early?.params).toMatchObject({ combatantId: 'fighter', waiting: 'c1, c2' });
    run.do({ type: 'nextTurn' });
    run.do(hit('c1', 'fighter'));
    expect(refusal(run, hit('fighter', 'c1'))?.params).toMatchObject({ waiting: 'c2' });
    run.do({ type: 'nextTurn' });
    run.do(hit('c2', 'fighter'));
    const second = ofType(run.do(hit('fighter', 'c2')), 'adnd2e.attackRolled')[0];
    expect(second?.use).toMatchObject({ hand: 'main', stage: 2, number: 2, of: 2 });
  });

  it('2E-INIT-12 a first attack whose turn passed without it no longer holds the second back', () => {
    const run = fight();
    run.do(hit('fighter', 'c1'));
    run.do({ type: 'nextTurn' }); // c1 does something else
    run.do({ type: 'nextTurn' });
    expect(refusal(run, hit('fighter', 'c1'))?.params).toMatchObject({ waiting: 'c2' });
    run.do(hit('c2', 'fighter'));
    expect(refusal(run, hit('fighter', 'c1'))).toBeNull();
  });

  it('2E-SEQ-07 the DM may let the second attack come early', () => {
    const run = fight();
    run.do(hit('fighter', 'c1'));
    const ev = ofType(run.do(hit('fighter', 'c1', { override: true })), 'adnd2e.attackRolled');
    expect(ev[0]?.use).toMatchObject({ stage: 2, number: 2, of: 2 });
    expect(refusal(run, hit('fighter', 'c1', { override: true }))?.code).toBe('noAttacksLeft');
  });

  it('2E-INIT-12 haste’s extra attack is staged the same way', () => {
    const run = fight({});
    run.do({ type: 'addCondition', combatantId: 'fighter', key: 'hasted' });
    run.do(hit('fighter', 'c1'));
    expect(refusal(run, hit('fighter', 'c1'))?.code).toBe('repeatedAttackStaged');
  });

  it('the refusal has words in en, uk and ru', () => {
    for (const lang of ['en', 'uk', 'ru'] as const) {
      const errors = (adnd2eI18n[lang] as { errors: Record<string, string> }).errors;
      expect(errors.repeatedAttackStaged).toContain('{{waiting}}');
    }
  });
});
