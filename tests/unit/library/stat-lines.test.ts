// OSR and 2e stat lines as books print them, read one cell at a time.
import { describe, expect, it } from 'vitest';
import { mapCsvRow } from '../../../shared/library/formats/csv-creatures';
import {
  read2eMovement,
  readAc,
  readAttacks,
  readDamageDice,
  readHitDice,
  readMagicResistance,
  readMorale,
  readOsrMovement,
  readOsrSaves,
  readSaveAs,
  readThac0,
  readXp,
} from '../../../shared/library/formats/stat-lines';

describe('printed OSR and 2e stat lines', () => {
  it('reads AC in both conventions and converts ascending AC', () => {
    expect(readAc('2 [17]')).toBe(2);
    expect(readAc('AC 5 (15)')).toBe(5);
    expect(readAc('-1')).toBe(-1);
    expect(readAc('17', 'ascending')).toBe(3);
    // Basic Fantasy's kobold: AC 13 in armour (11 without), ascending, is AC 7.
    expect(readAc('13 (11)', 'ascending')).toBe(7);
    expect(readAc('leather')).toBeUndefined();
  });

  it('reads movement, THAC0 and hit dice', () => {
    expect(readOsrMovement("60' (20')")).toEqual({ feet: 20 });
    expect(readOsrMovement('120’ (40’)')).toEqual({ feet: 40 });
    expect(readOsrMovement("Fly 60' (10')")).toEqual({ feet: 60, note: "Fly 60' (10')" });
    expect(read2eMovement('9, fly 18')).toEqual({ base: 9, fly: 18 });
    expect(read2eMovement('240 ft')).toEqual({ base: 24 });
    expect(readThac0('19 [0]')).toEqual({ thac0: 19, bonus: 0 });
    expect(readThac0('THAC0 17 [+2]')).toEqual({ thac0: 17, bonus: 2 });
    expect(readHitDice('1 (4hp)')).toEqual({ hd: '1', hp: 4 });
    expect(readHitDice('3+1*')).toEqual({ hd: '3+1', specials: 1 });
    expect(readHitDice('1 hp')).toEqual({ hd: '1/2', hp: 1 });
  });

  it('reads saves, morale, XP, magic resistance, attacks and damage', () => {
    expect(readOsrSaves('D11 W12 P14 B16 S15 (Cleric 1)')).toEqual({
      saves: { death: 11, wands: 12, paralysis: 14, breath: 16, spells: 15 },
      saveAs: 'Cleric 1',
    });
    expect(readSaveAs('F2')).toEqual({ group: 'warrior', level: 2 });
    expect(readSaveAs('Fighter: 11 (as Hit Dice)')).toEqual({ group: 'warrior', level: 11 });
    expect(readMorale('7')).toEqual({ morale: 7 });
    expect(readMorale('7 on first sighting, 12 after engaged')).toEqual({
      morale: 7,
      note: '7 on first sighting, 12 after engaged',
    });
    expect(readXp('10')).toEqual({ xp: 10 });
    expect(readXp('8/4000+20/hp')).toEqual({ xp: 4000, note: '8/4000+20/hp' });
    expect(readMagicResistance('Standard')).toBe(0);
    expect(readMagicResistance('25%')).toBe(25);
    expect(readAttacks('1 × mace (1d6)')).toEqual({ count: 1, names: ['mace'] });
    expect(readDamageDice('1 × mace (1d6)')).toEqual(['1d6']);
    expect(readDamageDice('8-32')).toEqual(['8d4']);
    expect(readDamageDice('1d4/1d4/1d8')).toEqual(['1d4', '1d4', '1d8']);
  });

  it('maps a 2e row written as the book prints it', () => {
    const mapped = mapCsvRow(
      {
        name: 'Ogre Mage',
        hd: '5+2',
        ac: '4',
        thac0: '15',
        attacks: '1 × club (1d12)',
        damage: '1 × club (1d12)',
        movement: '9, fly 15',
        saves: 'F5',
        morale: '14',
        xp: '8/4000+20/hp',
        magic_resistance: 'Standard',
      },
      'adnd2e',
    );
    expect(mapped).toMatchObject({
      ok: true,
      candidate: {
        statblock: {
          hitDice: '5+2',
          ac: 4,
          thac0: 15,
          attacks: [{ name: 'club', damage: '1d12' }],
          movement: { base: 9, fly: 15 },
          saveAs: 'warrior',
          morale: 14,
          xp: 4000,
          magicResistance: 0,
        },
        unreadable: [],
      },
    });
  });
});
