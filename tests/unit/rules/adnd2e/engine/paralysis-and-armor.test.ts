// Two defence rules through the engine: armour makes a hit less likely and never lowers its
// damage (2E-DEF-02); a paralyzed creature keeps only what needs no gross motor function or
// speech — an innate power or a magic item worked by thought — and cannot aim it (2E-PARA-02).
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../../shared';
import { encounter, monster, ofType, pc, type Run } from '../helpers';

function refusal(run: Run, command: Record<string, unknown>): string {
  try {
    run.do(command);
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

const fighter = () =>
  pc('rath', [{ group: 'warrior', level: 5 }], {
    hp: 40,
    attacks: [{ name: 'long sword', damage: '1d8' }],
  });

describe('armour (2E-DEF-02)', () => {
  it('2E-DEF-02 the same blow needs more against AC 2 than AC 10 and does the same 7 damage', () => {
    const hits = (ac: number) => {
      const run = encounter([fighter(), monster('orc', '1', { hp: 20, ac })]);
      const ev = run.do({
        type: 'attack',
        attackerId: 'rath',
        targetId: 'orc',
        typedRolls: { attack: [19], damage: [7] },
      });
      return {
        need: ofType(ev, 'adnd2e.attackRolled')[0],
        hp: run.c('orc').hp,
      };
    };
    const plate = hits(2);
    const none = hits(10);
    // THAC0 16 (warrior 5): 14 against AC 2, 6 against AC 10 — both hit on a 19.
    expect(plate.need).toMatchObject({ need: 14, hit: true });
    expect(none.need).toMatchObject({ need: 6, hit: true });
    expect(plate.hp).toBe(13);
    expect(none.hp).toBe(13);
  });
});

describe('paralysis (2E-PARA-02)', () => {
  const held = () => {
    const run = encounter([fighter(), monster('beholder', '11', { hp: 60, ac: 0 })]);
    run.do({ type: 'addCondition', combatantId: 'beholder', key: 'paralyzed' });
    return run;
  };

  it('2E-PARA-02 a held beholder may still use its eyes (innate) but is told it cannot aim them', () => {
    const run = held();
    const ev = run.do({ type: 'declare', combatantId: 'beholder', action: 'innate' });
    expect(run.sys('beholder').declared).toMatchObject({ action: 'innate' });
    expect(ofType(ev, 'reminder')).toContainEqual(
      expect.objectContaining({ key: 'adnd2e:reminders.paralyzedCannotAim' }),
    );
  });

  it('2E-PARA-02 a ring works by thought; a potion must be drunk and a scroll read aloud', () => {
    const run = held();
    expect(
      refusal(run, {
        type: 'declare',
        combatantId: 'beholder',
        action: 'useMagicItem',
        item: 'ring',
      }),
    ).toBe('accepted');
    for (const item of ['potion', 'scroll']) {
      expect(
        refusal(run, { type: 'declare', combatantId: 'beholder', action: 'useMagicItem', item }),
      ).toBe('paralyzedCannotDeclare');
    }
  });

  it('2E-PARA-01/02 no attack, spell or shout is declared while paralyzed', () => {
    const run = held();
    for (const action of ['attack', 'castSpell', 'shout']) {
      expect(refusal(run, { type: 'declare', combatantId: 'beholder', action })).toBe(
        'paralyzedCannotDeclare',
      );
    }
    expect(run.sys('beholder').declared ?? null).toBeNull();
  });
});
