// What a DM may type into a dice field, and the physical dice it stands for.
import { describe, expect, it } from 'vitest';
import { facesForTotal, readDiceEntry, typedFaces } from '../../../renderer/lib/diceEntry';
import { parseNotation } from '../../../shared/dice/notation';
import { rollExpression } from '../../../shared/dice/roll';

describe('dice field', () => {
  it('reads nothing, a number, notation, faces, and anything else as invalid', () => {
    expect(readDiceEntry('  ')).toEqual({ kind: 'auto' });
    expect(readDiceEntry('17')).toEqual({ kind: 'number', value: 17 });
    expect(readDiceEntry('-3')).toEqual({ kind: 'number', value: -3 });
    expect(readDiceEntry('2d6+3')).toEqual({ kind: 'notation', notation: '2d6+3' });
    expect(readDiceEntry('4 3')).toEqual({ kind: 'faces', faces: [4, 3] });
    expect(readDiceEntry('4, 3,6')).toEqual({ kind: 'faces', faces: [4, 3, 6] });
    expect(readDiceEntry('lots')).toEqual({ kind: 'invalid', text: 'lots' });
    expect(readDiceEntry('2-in-6')).toEqual({ kind: 'invalid', text: '2-in-6' });
  });

  it('turns a typed total into faces that the engine rolls to that total', () => {
    for (const [notation, total] of [
      ['1d20', 14],
      ['2d6+3', 10],
      ['2d6+3', 15],
      ['3d8', 3],
      ['2d20kh1', 17],
      ['2d20kl1', 4],
      ['1d20-1d4', 12],
      ['4d6dl1', 14],
    ] as const) {
      const faces = facesForTotal(notation, total);
      expect(faces, `${notation} = ${total}`).not.toBeNull();
      let i = 0;
      const roll = rollExpression(parseNotation(notation), () => faces?.[i++] ?? 0, 'typed', 'x');
      expect(roll.total, `${notation} = ${total}`).toBe(total);
    }
  });

  it('refuses a total no roll can make', () => {
    expect(facesForTotal('1d20', 21)).toBeNull();
    expect(facesForTotal('2d6+3', 4)).toBeNull();
    expect(facesForTotal('nonsense', 4)).toBeNull();
  });

  it('gives the typed rolls of a command: faces as typed, a number as the total', () => {
    expect(typedFaces(readDiceEntry(''), '1d20')).toBeUndefined();
    expect(typedFaces(readDiceEntry('15'), '1d20')).toEqual([15]);
    expect(typedFaces(readDiceEntry('6 2'), '2d6')).toEqual([6, 2]);
    expect(typedFaces(readDiceEntry('25'), '1d20')).toBeNull();
    expect(typedFaces(readDiceEntry('1d4'), '1d20')).toBeNull();
  });
});
