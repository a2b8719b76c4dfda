import { describe, expect, it } from 'vitest';
import {
  featureFromText,
  hitDiceFromNote,
  parseSenses,
  parseSpeeds,
  parseTypeLine,
  splitDefenses,
} from '../../../shared/library/parse-5e-text';

describe('printed 5e statblock text', () => {
  it('splits type lines', () => {
    expect(parseTypeLine('Small humanoid (goblinoid), neutral evil')).toEqual({
      size: 'small',
      type: 'humanoid',
      subtype: 'goblinoid',
      alignment: 'neutral evil',
    });
    expect(parseTypeLine('Medium swarm of Tiny beasts, unaligned')).toEqual({
      size: 'medium',
      type: 'swarm of tiny beasts',
      alignment: 'unaligned',
    });
    expect(parseTypeLine('Gargantuan dragon')).toEqual({ size: 'gargantuan', type: 'dragon' });
    expect(parseTypeLine('')).toEqual({});
    expect(parseTypeLine('weird thing')).toEqual({ type: 'weird thing' });
  });

  it('reads speeds with modes and hover, keeping what it cannot read as a note', () => {
    expect(parseSpeeds(['30 ft.', 'fly 60 ft. (hover)', 'swim 40 ft.'])).toEqual({
      walk: 30,
      fly: 60,
      hover: true,
      swim: 40,
    });
    expect(parseSpeeds(['40 ft., climb 30 ft.'])).toEqual({ walk: 40, climb: 30 });
    expect(parseSpeeds(['20 ft. (30 ft. in bear form)'])).toEqual({
      note: '20 ft. (30 ft. in bear form)',
    });
  });

  it('reads senses and passive Perception', () => {
    expect(
      parseSenses(['blindsight 30 ft.', 'darkvision 120 ft.', 'passive Perception 19']),
    ).toEqual({ senses: { blindsight: '30 ft.', darkvision: '120 ft.' }, passivePerception: 19 });
    expect(parseSenses(['darkvision 60 ft., passive Perception 10'])).toEqual({
      senses: { darkvision: '60 ft.' },
      passivePerception: 10,
    });
  });

  it('splits damage lists but keeps qualified phrases whole', () => {
    expect(
      splitDefenses('acid, fire; bludgeoning, piercing, and slashing from nonmagical attacks'),
    ).toEqual(['acid', 'fire', 'bludgeoning, piercing, and slashing from nonmagical attacks']);
    expect(splitDefenses('')).toEqual([]);
  });

  it('finds attack bonus, damage parts and save DC in action text', () => {
    expect(
      featureFromText(
        'Bite',
        'Melee Weapon Attack: +9 to hit, reach 10 ft. Hit: 16 (2d10 + 5) piercing damage plus 5 (1d10) lightning damage.',
      ),
    ).toEqual({
      name: 'Bite',
      desc: expect.any(String),
      attackBonus: 9,
      damage: [
        { dice: '2d10+5', type: 'piercing' },
        { dice: '1d10', type: 'lightning' },
      ],
    });
    expect(
      featureFromText(
        'Breath',
        'Each creature must make a DC 17 Dexterity saving throw.',
        'Recharge 5-6',
      ),
    ).toEqual({
      name: 'Breath',
      desc: 'Each creature must make a DC 17 Dexterity saving throw.',
      usage: 'Recharge 5-6',
      dc: { ability: 'dex', value: 17 },
    });
    expect(featureFromText('Lore', 'Nothing to roll.')).toEqual({
      name: 'Lore',
      desc: 'Nothing to roll.',
    });
  });

  it('takes hit dice from an HP note', () => {
    expect(hitDiceFromNote('(18d10 + 36)')).toBe('18d10+36');
    expect(hitDiceFromNote('(2d6)')).toBe('2d6');
    expect(hitDiceFromNote('')).toBeUndefined();
  });
});
