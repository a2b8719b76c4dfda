// Imports keep what a statblock carries besides its numbers: description, bonus actions,
// legendary actions with their count and costs, lair actions, spellcasting, initiative
// advantage (5e); description (2e); XP and description (OSR). Nothing is dropped or folded.
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../shared/library/candidate';
import { mapCsvRow } from '../../../shared/library/formats/csv-creatures';
import { mapDnd5eApi } from '../../../shared/library/formats/dnd5e-api';
import { mapImprovedInitiative } from '../../../shared/library/formats/improved-initiative';
import { mapOpen5e } from '../../../shared/library/formats/open5e';
import { validateCandidate } from '../../../shared/library/validate';
import type { MapResult } from '../../../shared/library/candidate';

function stored(result: MapResult): Record<string, unknown> {
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  const valid = validateCandidate(result.candidate as Candidate);
  if (!valid.ok) throw new Error(JSON.stringify(valid.problem));
  return valid.creature.statblock;
}

const abilities = { Str: 20, Dex: 12, Con: 18, Int: 14, Wis: 13, Cha: 16 };

describe('Improved Initiative', () => {
  const drake = {
    Name: 'Storm Drake',
    Type: 'Large dragon, chaotic neutral',
    HP: { Value: 136, Notes: '(13d10 + 65)' },
    AC: { Value: 18, Notes: '(natural armor)' },
    InitiativeModifier: 0,
    InitiativeSpecialRoll: 'advantage',
    Speed: ['40 ft.'],
    Abilities: abilities,
    Challenge: '10',
    Traits: [
      {
        Name: 'Innate Spellcasting',
        Content:
          "The drake's innate spellcasting ability is Charisma (spell save DC 15).\nAt will: gust of wind\n3/day each: lightning bolt, fly",
      },
    ],
    Actions: [
      {
        Name: 'Bite',
        Content: 'Melee Weapon Attack: +9 to hit. Hit: 16 (2d10 + 5) piercing damage.',
      },
      { Name: 'Static Step', Content: 'The drake teleports 30 feet.', Usage: 'Bonus Action' },
      {
        Name: 'Lair Actions',
        Content:
          'On initiative count 20 (losing initiative ties), the drake takes a lair action:\n- Thunder rolls.\n- Rain lashes the cave.',
      },
    ],
    BonusActions: [{ Name: 'Crackle', Content: 'Sparks fly.' }],
    Reactions: [{ Name: 'Shock Ward', Content: 'Adds 3 to its AC.' }],
    LegendaryActions: [
      {
        Name: 'Legendary Actions',
        Content: 'The drake can take 2 legendary actions, choosing from the options below.',
      },
      { Name: 'Tail', Content: 'Tail attack.' },
      { Name: 'Thunderclap', Content: 'Deafening thunder.', Usage: 'Costs 2 Actions' },
    ],
    Description: 'It rides the storm front.',
    Player: '',
  };

  it('keeps bonus actions, reactions, legendary count and costs, lair actions, spellcasting, advantage and the description', () => {
    const sb = stored(mapImprovedInitiative(drake));
    expect(sb).toMatchObject({
      schemaVersion: 2,
      initiativeAdvantage: true,
      description: 'It rides the storm front.',
      actions: [{ name: 'Bite', attackBonus: 9 }],
      bonusActions: [
        { name: 'Crackle', desc: 'Sparks fly.' },
        { name: 'Static Step', desc: 'The drake teleports 30 feet.' },
      ],
      reactions: [{ name: 'Shock Ward' }],
      legendary: { count: 2 },
      legendaryActions: [{ name: 'Tail' }, { name: 'Thunderclap', cost: 2 }],
      lair: { initiative: 20 },
      lairActions: [{ desc: 'Thunder rolls.' }, { desc: 'Rain lashes the cave.' }],
      spellcasting: [
        {
          name: 'Innate Spellcasting',
          ability: 'cha',
          saveDc: 15,
          spells: [
            { usage: 'at will', names: ['gust of wind'] },
            { usage: '3/day each', names: ['lightning bolt', 'fly'] },
          ],
        },
      ],
    });
    expect((sb.actions as unknown[]).length).toBe(1);
    expect(sb.traits).toEqual([]);
  });

  it('reads the older InitiativeAdvantage flag', () => {
    const sb = stored(
      mapImprovedInitiative({
        ...drake,
        InitiativeSpecialRoll: undefined,
        InitiativeAdvantage: true,
      }),
    );
    expect(sb.initiativeAdvantage).toBe(true);
  });
});

describe('Open5e', () => {
  const lich = {
    name: 'Crypt Lord',
    size: 'Medium',
    type: 'Undead',
    armor_class: 17,
    hit_points: 135,
    challenge_rating: '21',
    strength: 11,
    dexterity: 16,
    constitution: 16,
    intelligence: 20,
    wisdom: 14,
    charisma: 16,
    senses: 'truesight 120 ft., passive Perception 19',
    desc: 'A lord of the crypts.',
    special_abilities: [
      {
        name: 'Spellcasting',
        desc: 'The lord is an 18th-level spellcaster. Its spellcasting ability is Intelligence (spell save DC 20, +12 to hit with spell attacks).\n\n- Cantrips (at will): mage hand\n- 1st level (4 slots): shield\n- 9th level (1 slot): power word kill',
      },
    ],
    actions: [{ name: 'Touch', desc: 'Melee Spell Attack: +12 to hit.' }],
    bonus_actions: [{ name: 'Step', desc: 'It steps.' }],
    reactions: [{ name: 'Ward', desc: 'It wards.' }],
    legendary_desc: 'The lord can take 3 legendary actions, choosing from the options below.',
    legendary_actions: [
      { name: 'Cantrip', desc: 'It casts a cantrip.' },
      { name: 'Disrupt Life (Costs 3 Actions)', desc: 'Necrotic wave.' },
    ],
    lair_desc: 'On initiative count 20 (losing initiative ties), the lord takes a lair action.',
    lair_actions: [{ name: 'Tether', desc: 'A tether of souls.' }],
  };

  it('keeps bonus actions apart, the legendary description and costs, lair actions, spellcasting and the description', () => {
    const sb = stored(mapOpen5e(lich));
    expect(sb).toMatchObject({
      description: 'A lord of the crypts.',
      actions: [{ name: 'Touch' }],
      bonusActions: [{ name: 'Step', desc: 'It steps.' }],
      reactions: [{ name: 'Ward' }],
      legendary: { count: 3, intro: lich.legendary_desc },
      legendaryActions: [{ name: 'Cantrip' }, { name: 'Disrupt Life (Costs 3 Actions)', cost: 3 }],
      lair: { initiative: 20 },
      lairActions: [{ name: 'Tether', desc: 'A tether of souls.' }],
      spellcasting: [
        { level: 18, ability: 'int', saveDc: 20, attackBonus: 12, slots: { '1': 4, '9': 1 } },
      ],
    });
  });
});

describe('the SRD shape (dnd5eapi)', () => {
  it('names lair actions from the package’s effects and keeps their numbers', () => {
    const sb = stored(
      mapDnd5eApi({
        name: 'Lair Beast',
        size: 'Huge',
        type: 'dragon',
        armor_class: 19,
        hit_points: 256,
        strength: 27,
        dexterity: 10,
        constitution: 25,
        intelligence: 16,
        wisdom: 13,
        charisma: 21,
        proficiencies: [],
        senses: { passive_perception: 23 },
        actions: [
          {
            name: 'Lair Actions',
            desc: 'On initiative count 20 (losing initiative ties), the beast takes a lair action:\n- Magma erupts.\n- A tremor shakes the lair.',
            attacks: [
              {
                name: 'Magma Eruption',
                dc: { dc_type: { name: 'DEX' }, dc_value: 15, success_type: 'half' },
                damage: [{ damage_type: { name: 'Fire' }, damage_dice: '6d6', damage_bonus: 0 }],
              },
              { name: 'Tremor', dc: { dc_type: { name: 'DEX' }, dc_value: 15 } },
            ],
          },
        ],
      }),
    );
    expect(sb.actions).toEqual([]);
    expect(sb.lairActions).toEqual([
      {
        name: 'Magma Eruption',
        desc: 'Magma erupts.',
        dc: { ability: 'dex', value: 15, success: 'half' },
        damage: [{ dice: '6d6', type: 'fire' }],
      },
      { name: 'Tremor', desc: 'A tremor shakes the lair.', dc: { ability: 'dex', value: 15 } },
    ]);
  });
});

describe('CSV for 2e and OSR', () => {
  it('keeps the OSR XP and description as statblock fields, and the 2e description', () => {
    const osr = stored(
      mapCsvRow(
        { name: 'Wight', hd: '3', ac: '5', xp: '50', description: 'Drains life.', movement: '90' },
        'osr',
      ),
    );
    expect(osr).toMatchObject({ xp: 50, description: 'Drains life.' });
    const twoE = stored(
      mapCsvRow({ name: 'Gnoll', hd: '2', ac: '5', xp: '35', description: 'Hyena-men.' }, 'adnd2e'),
    );
    expect(twoE).toMatchObject({ xp: 35, description: 'Hyena-men.' });
  });

  it('cuts a description beyond the limit instead of rejecting the creature', () => {
    const long = 'x'.repeat(25000);
    const osr = stored(mapCsvRow({ name: 'Long', hd: '1', ac: '7', description: long }, 'osr'));
    expect((osr.description as string).length).toBe(20000);
  });
});
