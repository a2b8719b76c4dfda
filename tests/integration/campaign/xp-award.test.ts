// The fight's XP award on real files: the DM's awardXp step is in the fight's log, the
// write-back adds each character's share to its roster total (a roster file from before XP
// reads as 0), the report says what was gained, and the totals are on disk after a restart.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignView } from '../../../shared/ipc/channels/campaign';
import { pc, removeApp, startApp, type TestApp } from './support';

let app: TestApp;
afterEach(async () => {
  if (app) await removeApp(app);
});

async function findFile(dir: string, name: string): Promise<string | null> {
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isFile() && item.name === name) return path;
    if (item.isDirectory()) {
      const found = await findFile(path, name);
      if (found) return found;
    }
  }
  return null;
}

describe('the XP award written back to the roster', () => {
  it('adds each share to the roster total once, kept on disk', async () => {
    app = await startApp();
    const created = await app.call('campaign.create', {
      name: 'Phandelver',
      system: 'dnd5e',
      language: 'en',
    });
    const campaignId = created.campaign.id;
    for (const [name, hp] of [
      ['Aria', 24],
      ['Borin', 31],
    ] as const) {
      await app.call('roster.add', { campaignId, entry: pc(name, hp) });
    }
    const view = (await app.call('campaign.get', {})) as CampaignView;
    const [aria, borin] = view.roster;
    // A roster written before XP existed has no xp field: it counts as 0.
    expect(aria?.xp).toBeUndefined();
    const saved = await app.call('prepared.save', {
      campaignId,
      name: 'Goblin ambush',
      lines: [
        ...view.roster.map((entry) => ({
          source: 'roster' as const,
          rosterId: entry.id,
          hidden: false,
        })),
        {
          source: 'inline',
          name: 'Goblin',
          quick: { ac: 15, initiativeBonus: 2, maxHp: 7 },
          count: 3,
          hidden: false,
        },
      ],
    });
    const { view: started } = await app.call('prepared.start', { campaignId, id: saved.id });
    const goblins = started.encounter.combatantIds.filter(
      (id) => started.encounter.combatants[id]?.kind === 'monster',
    );
    await app.call('encounter.dispatch', {
      command: {
        type: 'awardXp',
        awards: [
          { combatantId: aria?.id ?? '', xp: 75 },
          { combatantId: borin?.id ?? '', xp: 75 },
        ],
        defeated: goblins.map((combatantId, i) => ({
          combatantId,
          how: i < 2 ? 'killed' : 'fled',
        })),
      },
    });
    const report = await app.call('session.end', {});
    expect(report.changes.find((c) => c.rosterId === aria?.id)?.xpGained).toBe(75);
    const after = (await app.call('campaign.get', {})) as CampaignView;
    expect(after.roster.map((e) => e.xp)).toEqual([75, 75]);

    // A second fight's award adds to the total.
    await app.call('session.pause', {});
    const again = await app.call('prepared.start', { campaignId, id: saved.id });
    await app.call('encounter.dispatch', {
      command: {
        type: 'awardXp',
        awards: [{ combatantId: aria?.id ?? '', xp: 50 }],
        defeated: [],
      },
    });
    expect(again.view.encounter.status).not.toBe('ended');
    await app.call('session.end', {});

    const dir = app.dataDir;
    await app.core.close();
    const file = await findFile(dir, 'roster.json');
    expect(file).not.toBeNull();
    const stored = JSON.parse(await readFile(file ?? '', 'utf8')) as {
      entries: { name: string; xp?: number }[];
      xpAwardedFor?: string[];
    };
    expect(stored.entries.map((e) => [e.name, e.xp])).toEqual([
      ['Aria', 125],
      ['Borin', 75],
    ]);
    expect(stored.xpAwardedFor).toHaveLength(2);
    app = await startApp(dir);
    await app.call('campaign.open', { campaignId });
    const reopened = (await app.call('campaign.get', {})) as CampaignView;
    expect(reopened.roster.map((e) => e.xp)).toEqual([125, 75]);
  });
});
