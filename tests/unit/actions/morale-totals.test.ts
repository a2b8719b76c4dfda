// A physical morale roll typed as its total: the 2e morale check (the convention's 2d10 against
// the morale rating) offers one dice field per creature, a total typed there is spread over the
// two dice, and the engine decides the check from it, the roll recorded as typed. The OSR
// morale card takes the total of its 2d6 the same way.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, type EncounterState } from '../../../shared';
import { rollFields, typedRollsOf } from '../../../renderer/dm/actions/rolls';
import { readDiceEntry, typedFaces } from '../../../renderer/lib/diceEntry';

const orc = (id: string, morale: number) => ({
  id,
  name: id,
  kind: 'monster' as const,
  side: 'foes',
  statblock: { name: 'Orc', hitDice: '1', hp: 5, ac: 6, morale },
});

const fight = (): EncounterState =>
  createEncounter({
    system: 'adnd2e',
    seed: 5,
    options: { 'conv.morale': true } as never,
    combatants: [
      { id: 'rath', name: 'Rath', kind: 'pc', maxHp: 20 },
      orc('chief', 12),
      orc('orc1', 9),
    ],
  });

/** The morale check's command with what the DM typed into each creature's dice field. */
function checkWith(state: EncounterState, typed: Record<string, string>) {
  const command = { type: 'moraleCheck', combatantIds: Object.keys(typed) };
  const typedRolls: Record<string, number[]> = {};
  for (const field of rollFields('adnd2e', 'moraleCheck', command, state)) {
    const rolls = typedRollsOf(field, typed[field.id ?? ''] ?? '', command);
    if (!rolls) throw new Error(`not dice: ${field.key}`);
    Object.assign(typedRolls, rolls);
  }
  return { ...command, typedRolls };
}

describe('typed morale totals', () => {
  it('2e: one 2d10 field per creature, keyed for the DM', () => {
    const fields = rollFields(
      'adnd2e',
      'moraleCheck',
      { combatantIds: ['chief', 'orc1'] },
      fight(),
    );
    expect(fields.map((f) => [f.key, f.spec.dice])).toEqual([
      ['morale:chief', '2d10'],
      ['morale:orc1', '2d10'],
    ]);
  });

  it('2e: totals typed 13 and 9 decide the checks through dispatch, recorded as typed', () => {
    const state = fight();
    const { events } = dispatch(state, checkWith(state, { chief: '13', orc1: '9' }) as never);
    const reminders = events.filter((e) => e.type === 'reminder');
    expect(reminders.map((e) => [e.key, e.params])).toEqual([
      ['adnd2e:reminders.moraleBreaks', { roll: 13, morale: 12 }],
      ['adnd2e:reminders.moraleHolds', { roll: 9, morale: 9 }],
    ]);
    const rolls = events.flatMap((e) => e.rolls ?? []);
    expect(rolls.map((r) => [r.purpose, r.total, r.source])).toEqual([
      ['morale:chief', 13, 'typed'],
      ['morale:orc1', 9, 'typed'],
    ]);
  });

  it('2e: the two faces typed work too; a total no 2d10 can make is not dice', () => {
    const state = fight();
    const { events } = dispatch(state, checkWith(state, { chief: '6 6' }) as never);
    expect(events.find((e) => e.type === 'reminder')?.params).toEqual({ roll: 12, morale: 12 });
    const [field] = rollFields('adnd2e', 'moraleCheck', { combatantIds: ['chief'] }, state);
    if (!field) throw new Error('no field');
    expect(typedRollsOf(field, '21', {})).toBeNull();
    expect(typedRollsOf(field, '1', {})).toBeNull();
  });

  it('OSR: the morale card’s 2d6 typed as a total is the faces the engine takes', () => {
    // The card turns "9" into two faces for `morale:<flag>` (PromptCard: typedFaces).
    const faces = typedFaces(readDiceEntry('9'), '2d6');
    expect(faces).toHaveLength(2);
    expect((faces ?? []).reduce((a, b) => a + b, 0)).toBe(9);
  });
});
