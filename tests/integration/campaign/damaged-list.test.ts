// One damaged campaign never hides the others: the list shows every campaign it can read and
// names each damaged one with its file, so the DM can set it aside and start it fresh.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pc, removeApp, startApp, type TestApp } from './support';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
});
afterEach(async () => removeApp(app));

/** Creates a campaign with one member who has rested once (so the campaign has its log). */
async function campaignWithLog(name: string): Promise<string> {
  const created = await app.call('campaign.create', { name, system: 'dnd5e', language: 'en' });
  const id = created.campaign.id;
  const member = await app.call('roster.add', { campaignId: id, entry: pc('Mira', 20) });
  await app.call('campaign.rest', {
    campaignId: id,
    rest: { kind: 'heal', memberIds: [member.id], amount: 1 },
  });
  await app.call('campaign.close', {});
  return id;
}

const folder = (id: string) => join(app.dataDir, 'campaigns', id);
const damage = (path: string) => writeFile(path, '{"schemaVersion": 1, "trunc');

describe('the campaigns list with a damaged campaign', () => {
  it('lists the readable campaigns and names the damaged ones with their file', async () => {
    const fine = await campaignWithLog('Fine');
    const brokenHeader = await campaignWithLog('Broken header');
    const brokenRoster = await campaignWithLog('Broken roster');
    await damage(join(folder(brokenHeader), 'campaign-log.header.json'));
    await damage(join(folder(brokenHeader), 'campaign-log.header.json.bak')).catch(() => undefined);
    await damage(join(folder(brokenRoster), 'roster.json'));
    await damage(join(folder(brokenRoster), 'roster.json.bak'));

    // A fresh start reads everything from disk, as after a restart.
    await app.core.close();
    app = await startApp(app.dataDir);
    const list = await app.call('campaign.list', {});
    expect(list.campaigns.map((item) => item.campaign.id)).toContain(fine);
    const unreadable = new Map(list.unreadable.map((u) => [u.id, u]));
    expect(unreadable.get(brokenHeader)).toMatchObject({
      code: 'documentUnrecoverable',
      params: { file: expect.stringContaining('campaign-log.header.json') },
    });
    expect(unreadable.get(brokenRoster)).toMatchObject({
      code: 'documentUnrecoverable',
      params: { file: expect.stringContaining('roster.json') },
    });
    // A campaign whose own file is readable is named, so the DM knows which it is.
    expect(unreadable.get(brokenRoster)?.name).toBe('Broken roster');
    expect(unreadable.get(fine)).toBeUndefined();
  });
});
