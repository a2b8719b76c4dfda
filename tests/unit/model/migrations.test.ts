import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertMigrationChain,
  upgradeDocument,
  type DocumentKind,
} from '../../../shared/model/migrations';
import {
  campaignKind,
  campaignLogKind,
  documentKinds,
  encounterLogKind,
  libraryKind,
  rosterKind,
  savedEncountersKind,
  settingsKind,
} from '../../../shared/model/migrations/index';

const fixtures = join(__dirname, '../../fixtures/store');
const fixture = (path: string): unknown => JSON.parse(readFileSync(join(fixtures, path), 'utf8'));

// Each stored kind, its fixture folder and file name pattern.
const kinds: [DocumentKind<unknown>, string, (v: number) => string][] = [
  [campaignKind, 'campaign', (v) => `v${v}.json`],
  [rosterKind, 'roster', (v) => `v${v}.json`],
  [savedEncountersKind, 'saved-encounters', (v) => `v${v}.json`],
  [settingsKind, 'settings', (v) => `v${v}.json`],
  [libraryKind, 'library', (v) => `v${v}.json`],
  [encounterLogKind, 'encounter-log', (v) => `v${v}.header.json`],
  [campaignLogKind, 'campaign-log', (v) => `v${v}.header.json`],
];

describe('document kinds', () => {
  it('cover every stored document', () => {
    expect(Object.keys(documentKinds).sort()).toEqual(kinds.map(([kind]) => kind.kind).sort());
  });

  for (const [kind, folder, name] of kinds) {
    describe(kind.kind, () => {
      it('has ordered migrations 1 → current with a schema for each old version', () => {
        expect(() => assertMigrationChain(kind)).not.toThrow();
      });

      for (let version = 1; version <= kind.version; version += 1) {
        it(`loads the version ${version} fixture and upgrades it to version ${kind.version}`, () => {
          const raw = fixture(`${folder}/${name(version)}`);
          const result = upgradeDocument(kind, raw);
          expect(result).toMatchObject({ ok: true, fromVersion: version });
          if (!result.ok) return;
          expect((result.value as { schemaVersion: number }).schemaVersion).toBe(kind.version);
          expect(kind.schema.safeParse(result.value).success).toBe(true);
          if (version === kind.version) expect(result.value).toEqual(raw);
        });
      }

      it('refuses a version newer than this build', () => {
        const raw = {
          ...(fixture(`${folder}/${name(kind.version)}`) as object),
          schemaVersion: kind.version + 1,
        };
        expect(upgradeDocument(kind, raw)).toMatchObject({ ok: false, problem: 'tooNew' });
      });

      it('refuses a document without a version, or not an object', () => {
        expect(upgradeDocument(kind, { name: 'x' })).toMatchObject({
          ok: false,
          problem: 'noVersion',
        });
        expect(upgradeDocument(kind, [])).toMatchObject({ ok: false, problem: 'notAnObject' });
        expect(upgradeDocument(kind, { schemaVersion: 0 })).toMatchObject({ problem: 'noVersion' });
      });

      it("refuses an old version that does not match that version's schema", () => {
        expect(upgradeDocument(kind, { schemaVersion: 1, bogus: true })).toMatchObject({
          ok: false,
          problem: 'invalid',
        });
      });
    });
  }
});

describe('what each migration does', () => {
  it('campaign 1 → 2: not archived, modified when created', () => {
    const result = upgradeDocument(campaignKind, fixture('campaign/v1.json'));
    expect(result.ok && result.value).toMatchObject({
      archivedAt: null,
      updatedAt: '2024-10-05T18:00:00.000Z',
      name: 'Прокляття Страда',
      options: { lingeringInjuries: true, 'heal.surges': false },
    });
  });

  it('roster 1 → 2: flat hp and condition names move into the persistent state', () => {
    const result = upgradeDocument(rosterKind, fixture('roster/v1.json'));
    expect(result.ok && result.value.entries[0]).toMatchObject({
      id: 'pc-ireena',
      state: {
        hp: 17,
        maxHp: 24,
        tempHp: 0,
        conditions: [{ key: 'exhaustion' }, { key: 'cursed' }],
        injuries: [],
        dead: false,
      },
      notes: "Carries the burgomaster's letter",
    });
  });

  it('roster 2 → 3: entries unchanged; a version 2 reader would refuse the new detail', () => {
    const v2 = fixture('roster/v2.json') as { entries: unknown[] };
    const result = upgradeDocument(rosterKind, v2);
    expect(result).toMatchObject({ ok: true, fromVersion: 2 });
    expect(result.ok && result.value).toEqual({ schemaVersion: 3, entries: v2.entries });
    // Version 3 keeps the rule system's detail of a lasting condition or injury.
    const v3 = fixture('roster/v3.json');
    const loaded = upgradeDocument(rosterKind, v3);
    expect(loaded.ok && loaded.value.entries[0]?.state.injuries[0]?.data).toEqual({
      remedy: 'magicalHealingOrTending',
      sinceHour: -3,
      successes: 0,
    });
  });

  it('saved encounters 1 → 2: roster ids and inline creatures become tagged lines', () => {
    const result = upgradeDocument(savedEncountersKind, fixture('saved-encounters/v1.json'));
    expect(result.ok && result.value.encounters[0]?.combatants).toEqual([
      { source: 'roster', rosterId: 'pc-ireena', hidden: false },
      { source: 'inline', name: 'Dire wolf', statblock: { hp: 37 }, count: 3, hidden: false },
      { source: 'inline', name: 'Wolf', statblock: { hp: 11 }, count: 1, hidden: false },
    ]);
  });

  it('settings 1 → 2: locale becomes language, player display on', () => {
    const result = upgradeDocument(settingsKind, fixture('settings/v1.json'));
    expect(result.ok && result.value).toEqual({
      schemaVersion: 2,
      language: 'ru',
      lastCampaignId: 'camp-curse',
      playerDisplay: { enabled: true, displayId: null },
    });
  });

  it('settings before versions (the language alone) → 2, reported as found at version 0', () => {
    const result = upgradeDocument(settingsKind, fixture('settings/v0.json'));
    expect(result).toEqual({
      ok: true,
      fromVersion: 0,
      value: {
        schemaVersion: 2,
        language: 'uk',
        lastCampaignId: null,
        playerDisplay: { enabled: true, displayId: null },
      },
    });
  });

  it('a document without a version is refused unless it is exactly its unversioned layout', () => {
    for (const raw of [{ language: 'de' }, { language: 'uk', extra: 1 }, { locale: 'uk' }, {}]) {
      expect(upgradeDocument(settingsKind, raw)).toMatchObject({ ok: false, problem: 'noVersion' });
    }
    expect(upgradeDocument(settingsKind, { schemaVersion: 0, language: 'uk' })).toMatchObject({
      ok: false,
      problem: 'noVersion',
    });
    expect(upgradeDocument(libraryKind, { entries: [] })).toMatchObject({
      ok: false,
      problem: 'noVersion',
    });
  });

  it('library 1 → 2: entries were 5e statblocks, with no tags', () => {
    const result = upgradeDocument(libraryKind, fixture('library/v1.json'));
    expect(result.ok && result.value.entries[0]).toMatchObject({ system: 'dnd5e', tags: [] });
  });

  it('encounter log 1 → 2: the start input is grouped, an unfinished fight is paused', () => {
    const result = upgradeDocument(encounterLogKind, fixture('encounter-log/v1.header.json'));
    expect(result.ok && result.value).toMatchObject({
      status: 'paused',
      createdAt: '2024-10-12T19:00:00.000Z',
      writtenBack: false,
      init: { system: 'dnd5e', seed: 7, options: { lingeringInjuries: true } },
    });
  });
});
