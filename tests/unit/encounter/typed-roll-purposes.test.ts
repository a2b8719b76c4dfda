// Typed dice are keyed by the purpose the rules give a roll. Dice typed under a name the rule
// system never rolls are refused with a translated error instead of being ignored while the RNG
// rolls in their place; dice of a roll the command may skip (damage after a miss) stay allowed.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, engineI18n, isRuleError } from '../../../shared';
import type { EncounterState } from '../../../shared';
import { parseRollPurpose } from '../../../shared/dice';
import { languages } from '../../../shared/i18n/languages';
import { getSystem } from '../../../shared/rules/registry';

function refusal(state: EncounterState, command: Record<string, unknown>): unknown {
  try {
    dispatch(state, command);
  } catch (error) {
    return error;
  }
  throw new Error('the command was accepted');
}

const fiveE = (): EncounterState =>
  createEncounter({
    system: 'dnd5e',
    seed: 1,
    combatants: [
      { id: 'a', name: 'Aria', kind: 'pc', maxHp: 20, ac: 14 },
      { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
    ],
  });

const attack = (typedRolls: Record<string, number[]>): Record<string, unknown> => ({
  type: 'attack',
  attackerId: 'a',
  targetId: 'g',
  attackBonus: 4,
  melee: true,
  damage: [{ dice: '1d6+2', type: 'slashing' }],
  typedRolls,
});

describe('typed dice under a roll purpose the system never rolls', () => {
  it('5e: a misspelt attack roll is refused, naming the key; nothing changes', () => {
    const state = fiveE();
    const error = refusal(state, attack({ atack: [15] }));
    expect(isRuleError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'unknownRollPurpose', params: { purpose: 'atack' } });
  });

  it('2e: Turn Undead typed as `turning` is refused; `turnUndead` is taken', () => {
    const state = createEncounter({
      system: 'adnd2e',
      seed: 1,
      combatants: [
        {
          id: 'pr',
          name: 'Priest',
          kind: 'pc',
          side: 'party',
          statblock: { name: 'Priest', classes: [{ group: 'priest', level: 1 }], hp: 8 },
        },
        {
          id: 'sk',
          name: 'Skeleton',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'Skeleton', hitDice: '1', undead: { row: 'skeleton' } },
        },
      ],
    });
    const command = { type: 'turnUndead', turnerId: 'pr', targetIds: ['sk'] };
    expect(refusal(state, { ...command, typedRolls: { turning: [15] } })).toMatchObject({
      code: 'unknownRollPurpose',
      params: { purpose: 'turning' },
    });
    // A 1st-level priest needs 10 against a skeleton: the typed 9 fails, the typed 10 turns.
    const low = dispatch(state, { ...command, typedRolls: { turnUndead: [9] } });
    expect(low.events[0]).toMatchObject({ roll: 9, results: [{ success: false }] });
    const high = dispatch(state, {
      ...command,
      typedRolls: { turnUndead: [10], turnCount: [1, 2] },
    });
    expect(high.events[0]).toMatchObject({ roll: 10, results: [{ success: true, affected: 1 }] });
  });

  it('OSR: a typed reaction roll under another name is refused', () => {
    const state = createEncounter({ system: 'osr', seed: 1, combatants: [] });
    expect(
      refusal(state, { type: 'rollReaction', typedRolls: { reactions: [3, 4] } }),
    ).toMatchObject({ code: 'unknownRollPurpose', params: { purpose: 'reactions' } });
  });

  it('dice for a roll the command skips are allowed: damage typed with an attack that misses', () => {
    const { events } = dispatch(fiveE(), attack({ attack: [2], damage: [6] }));
    expect(events[0]?.rolls?.map((r) => r.purpose)).toEqual(['attack']);
  });

  it('keys with a creature, a contest role or a repeat count are read by their base', () => {
    expect(parseRollPurpose('save:g#2')).toEqual({
      base: 'save',
      detail: 'g',
      separator: ':',
      repeat: 2,
    });
    expect(parseRollPurpose('grapple:initiator')).toMatchObject({
      base: 'grapple',
      detail: 'initiator',
    });
    expect(parseRollPurpose('drainHitDie.Fighter.5')).toMatchObject({
      base: 'drainHitDie',
      detail: 'Fighter.5',
      separator: '.',
      repeat: 1,
    });
    const { events } = dispatch(fiveE(), {
      type: 'savingThrow',
      combatantIds: ['a', 'g'],
      ability: 'dex',
      dc: 12,
      typedRolls: { 'save:a': [15], 'save:g': [3] },
    });
    expect(events.length).toBeGreaterThan(0);
  });

  it('every built-in system lists the purposes it rolls, and the refusal is translated', () => {
    for (const id of ['dnd5e', 'adnd2e', 'osr']) {
      expect(getSystem(id).rollPurposes?.length, id).toBeGreaterThan(5);
    }
    for (const lang of languages) {
      const text = (engineI18n[lang] as { engine: { error: Record<string, string> } }).engine.error
        .unknownRollPurpose;
      expect(text, lang).toContain('{{purpose}}');
    }
  });
});
