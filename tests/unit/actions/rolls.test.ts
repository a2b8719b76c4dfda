// The dice fields of the palette's forms name rolls the rules make: every roll purpose they
// offer (and the words of each purpose built from parts, such as `grapple:initiator`) appears
// in its system's rules, and each field turns what the DM types into the faces the engine
// expects (one face, the faces of several dice, a total spread over the dice, one Hit Die
// after another).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../shared/encounter/types';
import { COMMAND_FORMS } from '../../../renderer/dm/actions/generated/commandForms';
import { ROLLS, rollFields, typedRollsOf } from '../../../renderer/dm/actions/rolls';

function sourceOf(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

describe('dice fields of the rules commands', () => {
  for (const [system, commands] of Object.entries(ROLLS)) {
    it(`${system}: every roll purpose is one its rules roll, for a command it has`, () => {
      const source = sourceOf(resolve('shared/rules', system));
      const missing: string[] = [];
      for (const [command, rolls] of Object.entries(commands)) {
        expect(COMMAND_FORMS[system]?.[command], `${system}:${command}`).toBeDefined();
        for (const roll of rolls) {
          for (const word of roll.purpose.split(/[:{}.#]|id/).filter((w) => w.length > 1)) {
            if (!source.includes(word)) missing.push(`${command}: ${word}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  const state = {
    sides: {
      party: { id: 'party', name: 'Party', isParty: true },
      foes: { id: 'foes', name: 'Foes', isParty: false },
    },
    combatants: {},
  } as unknown as EncounterState;

  it('offers one field per creature or side a roll is made for, and only when it applies', () => {
    const saves = rollFields('dnd5e', 'savingThrow', { combatantIds: ['a', 'b'] }, state);
    expect(saves.map((f) => f.key)).toEqual(['save:a', 'save:b']);
    expect(rollFields('dnd5e', 'damage', { targetIds: ['a'] }, state)).toEqual([]);
    expect(
      rollFields('dnd5e', 'damage', { targetIds: ['a'], save: { ability: 'dex' } }, state).map(
        (f) => f.key,
      ),
    ).toEqual(['save:a']);
    expect(rollFields('osr', 'rollSurprise', {}, state).map((f) => f.key)).toEqual([
      'surprise:party',
      'surprise:foes',
    ]);
    expect(
      rollFields('dnd5e', 'injuryCheck', { attempt: 'dash' }, state).map((f) => f.key),
    ).toEqual(['limpSave']);
  });

  it('turns typed text into the faces the engine rolls', () => {
    const [reaction] = rollFields('osr', 'rollReaction', {}, state);
    if (!reaction) throw new Error('no reaction field');
    expect(typedRollsOf(reaction, '', {})).toEqual({});
    expect(typedRollsOf(reaction, '5 4', {})).toEqual({ reaction: [5, 4] });
    const total = typedRollsOf(reaction, '9', {})?.reaction ?? [];
    expect(total.reduce((a, b) => a + b, 0)).toBe(9);
    expect(total).toHaveLength(2);
    expect(typedRollsOf(reaction, '13', {})).toBeNull();
    expect(typedRollsOf(reaction, 'lots', {})).toBeNull();
    const [hitDice] = rollFields('dnd5e', 'healingSurge', { combatantId: 'a' }, state);
    if (!hitDice) throw new Error('no Hit Dice field');
    expect(typedRollsOf(hitDice, '3 8 5', {})).toEqual({
      'hd:a': [3],
      'hd:a#2': [8],
      'hd:a#3': [5],
    });
    const [, damage] = rollFields('osr', 'attack', { damage: '2d6' }, state);
    if (!damage) throw new Error('no damage field');
    expect(typedRollsOf(damage, '7', { damage: '2d6' })?.damage).toHaveLength(2);
    // OSR-DMG-03: a flask of burning oil rolls its fire die as `fire`, typed in a field of its own.
    const oil = rollFields('osr', 'attack', { kind: 'oil' }, state);
    expect(oil.map((f) => f.key)).toEqual(['attack', 'damage', 'fire']);
  });
});
