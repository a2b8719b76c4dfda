import { describe, expect, it } from 'vitest';
import { recordIdSchema } from '../../../shared/model/ids';
import { hitDicePoolSchema, newRosterEntrySchema } from '../../../shared/model/roster';
import { logEntrySchema } from '../../../shared/model/log-entry';
import {
  anyCampaignExportSchema,
  campaignExportSchema,
  upgradeCampaignExport,
} from '../../../shared/model/export-file';

describe('record ids', () => {
  it('accept uuids and slugs', () => {
    for (const id of ['8d1f8c7e-8f5a-4e0e-9d0e-1b2c3d4e5f60', 'camp-curse', 'A_1']) {
      expect(recordIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it('refuse anything that could leave its folder or name a device', () => {
    for (const id of [
      '',
      '.',
      '..',
      '../x',
      'a/b',
      'a\\b',
      '.hidden',
      'con:',
      'a b',
      'x'.repeat(65),
    ]) {
      expect(recordIdSchema.safeParse(id).success, id).toBe(false);
    }
  });
});

describe('roster state', () => {
  it('refuses more spent Hit Dice than the pool holds', () => {
    expect(hitDicePoolSchema.safeParse({ die: 8, total: 3, spent: 4 }).success).toBe(false);
    expect(hitDicePoolSchema.safeParse({ die: 8, total: 3, spent: 3 }).success).toBe(true);
  });

  it('needs at least the maximum HP of a new member', () => {
    expect(newRosterEntrySchema.safeParse({ kind: 'pc', name: 'A', state: {} }).success).toBe(
      false,
    );
    const parsed = newRosterEntrySchema.parse({ kind: 'pc', name: ' A ', state: { maxHp: 9 } });
    expect(parsed).toMatchObject({ name: 'A', statblock: {}, notes: '' });
  });
});

describe('log entries', () => {
  it('are a command with its events, or an undo or redo marker', () => {
    const at = '2025-01-01T00:00:00.000Z';
    expect(logEntrySchema.safeParse({ t: 'undo', at }).success).toBe(true);
    expect(logEntrySchema.safeParse({ t: 'redo', at }).success).toBe(true);
    expect(
      logEntrySchema.safeParse({
        t: 'cmd',
        commandId: 'c',
        at,
        command: { type: 'damage', amount: 3 },
        events: [{ type: 'damaged', extra: { nested: true } }],
      }).success,
    ).toBe(true);
    expect(
      logEntrySchema.safeParse({ t: 'cmd', commandId: 'c', at, command: {}, events: [] }).success,
    ).toBe(false);
  });
});

describe('campaign export envelope', () => {
  const v1 = {
    format: 'combat-manager-campaign',
    formatVersion: 1,
    exportedAt: '2025-01-01T00:00:00.000Z',
    campaign: {},
    roster: {},
    savedEncounters: {},
    campaignLog: null,
    encounterLogs: [],
  };
  const v2 = { ...v1, formatVersion: 2, library: null };

  it('names its format and version', () => {
    expect(campaignExportSchema.safeParse(v2).success).toBe(true);
    expect(campaignExportSchema.safeParse({ ...v2, format: 'other' }).success).toBe(false);
    expect(campaignExportSchema.safeParse({ ...v2, formatVersion: 3 }).success).toBe(false);
    // The current version carries the campaign's library (null when it has none).
    expect(campaignExportSchema.safeParse(v1).success).toBe(false);
    expect(campaignExportSchema.safeParse({ ...v2, library: { entries: [] } }).success).toBe(true);
  });

  it('reads version 1 files, which had no library, as the current version without one', () => {
    const parsed = anyCampaignExportSchema.parse(v1);
    expect(upgradeCampaignExport(parsed)).toEqual(v2);
    expect(upgradeCampaignExport(anyCampaignExportSchema.parse(v2))).toEqual(v2);
    expect(anyCampaignExportSchema.safeParse({ ...v1, formatVersion: 3 }).success).toBe(false);
  });
});
