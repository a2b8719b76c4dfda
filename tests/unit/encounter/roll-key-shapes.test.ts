// Typed dice must name a roll in the shape the rules key it: a purpose with a wrong or missing
// suffix (`recovery` for `recovery:<id>`, `init` for `init:<creature>`) is refused with
// unknownRollPurpose instead of being ignored while the RNG rolls.
import { describe, expect, it } from 'vitest';
import { checkRollKeys, createEncounter, dispatch, rollKeyMatches } from '../../../shared';

const refused = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('accepted');
};

describe('roll key shapes', () => {
  it('a placeholder takes any name, `#n` any repeat; a literal suffix only itself', () => {
    expect(rollKeyMatches('save:c3', ['save:<id>'])).toBe(true);
    expect(rollKeyMatches('save:c3#2', ['save:<id>'])).toBe(true);
    expect(rollKeyMatches('save', ['save:<id>'])).toBe(false);
    expect(rollKeyMatches('grapple:initiator', ['grapple:initiator'])).toBe(true);
    expect(rollKeyMatches('grapple:attacker', ['grapple:initiator'])).toBe(false);
    expect(rollKeyMatches('drainHitDie.wizard.3', ['drainHitDie.<class>.<level>'])).toBe(true);
    expect(() => checkRollKeys({ attack: [3] }, ['attack'])).not.toThrow();
  });

  it('5e: `init` without the creature is refused, `init:<id>` taken; a stabilized creature’s `recovery` needs its id', () => {
    const s = createEncounter({
      system: 'dnd5e',
      seed: 1,
      combatants: [
        { id: 'a', name: 'Aria', kind: 'pc', maxHp: 20, ac: 14 },
        { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
      ],
    });
    expect(
      refused(() => dispatch(s, { type: 'rollInitiative', typedRolls: { init: [12] } })),
    ).toMatchObject({ code: 'unknownRollPurpose', params: { purpose: 'init' } });
    const ok = dispatch(s, {
      type: 'rollInitiative',
      typedRolls: { 'init:a': [12], 'init:g': [3] },
    });
    expect(ok.state.slots[0]?.combatantIds).toEqual(['a']);
    expect(
      refused(() =>
        dispatch(s, {
          type: 'stabilize',
          combatantId: 'a',
          method: 'medicine',
          typedRolls: { recovery: [2] },
        }),
      ),
    ).toMatchObject({ code: 'unknownRollPurpose', params: { purpose: 'recovery' } });
  });

  it('2e and OSR: side initiative keyed without its side is refused', () => {
    const twoE = createEncounter({
      system: 'adnd2e',
      seed: 1,
      combatants: [{ id: 'f', name: 'Fighter', kind: 'pc', statblock: { name: 'Fighter', hp: 9 } }],
    });
    expect(
      refused(() => dispatch(twoE, { type: 'rollInitiative', typedRolls: { init: [4] } })),
    ).toMatchObject({ code: 'unknownRollPurpose' });
    const osr = createEncounter({
      system: 'osr',
      seed: 1,
      combatants: [{ id: 'f', name: 'Fighter', kind: 'pc', maxHp: 8, ac: 5 }],
    });
    expect(
      refused(() => dispatch(osr, { type: 'rollSurprise', typedRolls: { surprise: [4] } })),
    ).toMatchObject({ code: 'unknownRollPurpose', params: { purpose: 'surprise' } });
  });
});
