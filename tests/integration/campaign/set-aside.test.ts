// A damaged file with no good backup is fixed from the app, not by renaming files by hand: the
// DM sees which file of a campaign is damaged, sets it aside (it is kept as
// `<name>.corrupt-<time>`) and the file starts fresh. A file that reads is never moved. The same
// channels answer on the WebSocket of `npm run serve` and on the Electron IPC bridge.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { installIpcBridge } from '../../../main/electron/ipcBridge';
import { dmClient, servedCore } from '../transport/support';
import { pc, removeApp, startApp, type TestApp } from './support';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
});
afterEach(async () => removeApp(app));

const folder = (id: string) => join(app.dataDir, 'campaigns', id);
const damaged = '{"schemaVersion": 1, "trunc';
const damage = (path: string) => writeFile(path, damaged);

/** A campaign with one member who has rested once (so it has its between-fights log). */
async function campaignWithLog(name: string): Promise<{ id: string; memberId: string }> {
  const created = await app.call('campaign.create', { name, system: 'dnd5e', language: 'en' });
  const id = created.campaign.id;
  const member = await app.call('roster.add', { campaignId: id, entry: pc('Mira', 20) });
  await app.call('prepared.save', { campaignId: id, name: 'Ambush', lines: [] });
  await app.call('campaign.rest', {
    campaignId: id,
    rest: { kind: 'heal', memberIds: [member.id], amount: 1 },
  });
  await app.call('campaign.close', {});
  return { id, memberId: member.id };
}

async function restart(): Promise<void> {
  await app.core.close();
  app = await startApp(app.dataDir);
}

describe('campaign.damagedFiles and campaign.setAsideDamaged', () => {
  it('a damaged roster with its backup: listed, set aside, and the campaign opens again', async () => {
    const { id } = await campaignWithLog('Broken roster');
    await damage(join(folder(id), 'roster.json'));
    await damage(join(folder(id), 'roster.json.bak'));
    await restart();

    const list = await app.call('campaign.list', {});
    expect(list.unreadable).toMatchObject([
      { id, name: 'Broken roster', code: 'documentUnrecoverable', file: 'roster' },
    ]);
    const files = await app.call('campaign.damagedFiles', { campaignId: id });
    expect(files).toMatchObject({
      campaignId: id,
      damaged: [
        { file: 'roster', path: `campaigns/${id}/roster.json`, code: 'documentUnrecoverable' },
      ],
      keptAside: [],
    });

    const report = await app.call('campaign.setAsideDamaged', { campaignId: id, file: 'roster' });
    expect(report.movedTo).toHaveLength(1);
    expect(report.movedTo[0]).toMatch(new RegExp(`^campaigns/${id}/roster\\.json\\.corrupt-`));
    expect(report.files.damaged).toEqual([]);
    // The damaged bytes are kept for the DM, listed as kept aside.
    expect(await readFile(join(app.dataDir, report.movedTo[0] ?? ''), 'utf8')).toBe(damaged);
    expect(report.files.keptAside).toContain(report.movedTo[0]);

    const after = await app.call('campaign.list', {});
    expect(after.unreadable).toEqual([]);
    expect(after.campaigns.map((item) => item.campaign.id)).toContain(id);
    const view = await app.call('campaign.open', { campaignId: id });
    expect(view.roster).toEqual([]);
    expect(view.prepared.map((p) => p.name)).toEqual(['Ambush']);
  });

  it('damaged prepared encounters (every generation): listed, set aside, started empty', async () => {
    const { id } = await campaignWithLog('Broken prepared');
    for (const name of ['encounters.json', 'encounters.json.bak', 'encounters.json.bak2']) {
      await damage(join(folder(id), name));
    }
    await restart();
    const list = await app.call('campaign.list', {});
    expect(list.unreadable).toMatchObject([{ id, name: 'Broken prepared', file: 'prepared' }]);
    const report = await app.call('campaign.setAsideDamaged', { campaignId: id, file: 'prepared' });
    expect(report.movedTo[0]).toMatch(/encounters\.json\.corrupt-/);
    const view = await app.call('campaign.open', { campaignId: id });
    expect(view.prepared).toEqual([]);
    expect(view.roster.map((m) => m.name)).toEqual(['Mira']);
  });

  it('a damaged between-fights log header: the whole log is kept aside and starts fresh', async () => {
    const { id, memberId } = await campaignWithLog('Broken log');
    await damage(join(folder(id), 'campaign-log.header.json'));
    await damage(join(folder(id), 'campaign-log.header.json.bak'));
    await restart();
    const list = await app.call('campaign.list', {});
    expect(list.unreadable).toMatchObject([{ id, name: 'Broken log', file: 'campaignLog' }]);

    const report = await app.call('campaign.setAsideDamaged', {
      campaignId: id,
      file: 'campaignLog',
    });
    expect(report.movedTo.some((name) => /campaign-log\.header\.json\.corrupt-/.test(name))).toBe(
      true,
    );
    expect(report.movedTo.some((name) => /campaign-log\.jsonl\.corrupt-/.test(name))).toBe(true);
    const names = await readdir(folder(id));
    expect(names.filter((n) => n.startsWith('campaign-log') && !n.includes('.corrupt-'))).toEqual(
      [],
    );

    // The member keeps the healing the old log applied; new rests are logged from entry 1.
    const view = await app.call('campaign.open', { campaignId: id });
    expect(view.roster[0]?.state.hp).toBe(20);
    expect(view.log).toEqual([]);
    await app.call('roster.update', {
      campaignId: id,
      rosterId: memberId,
      entry: { ...pc('Mira', 20), state: { maxHp: 20, hp: 10 } },
    });
    const rest = await app.call('campaign.rest', {
      campaignId: id,
      rest: { kind: 'heal', memberIds: [memberId], amount: 4 },
    });
    expect(rest.item.seq).toBe(1);
    await restart();
    const reopened = await app.call('campaign.open', { campaignId: id });
    expect(reopened.roster[0]?.state.hp).toBe(14);
    expect(reopened.log).toHaveLength(1);
  });

  it('refuses to set aside a file that reads, and moves nothing', async () => {
    const { id } = await campaignWithLog('Fine');
    const before = (await readdir(folder(id))).sort();
    const error = await app.fails('campaign.setAsideDamaged', { campaignId: id, file: 'roster' });
    expect(error).toMatchObject({ code: 'invalidInput', params: { problem: 'notDamaged' } });
    expect((await readdir(folder(id))).sort()).toEqual(before);
    expect(await app.call('campaign.damagedFiles', { campaignId: id })).toEqual({
      campaignId: id,
      damaged: [],
      keptAside: [],
    });
  });

  it('names a damaged campaign file, which is not set aside from the app', async () => {
    const { id } = await campaignWithLog('Broken campaign');
    await damage(join(folder(id), 'campaign.json'));
    await restart();
    const list = await app.call('campaign.list', {});
    expect(list.unreadable).toMatchObject([{ id, file: 'campaign' }]);
    expect((await app.call('campaign.damagedFiles', { campaignId: id })).damaged).toMatchObject([
      { file: 'campaign', path: `campaigns/${id}/campaign.json` },
    ]);
  });

  it('validates its payloads', async () => {
    const bad = await app.fails('campaign.setAsideDamaged', {
      campaignId: 'x',
      file: 'campaign' as never,
    });
    expect(bad.code).toBe('invalidPayload');
    const badId = await app.fails('campaign.damagedFiles', { campaignId: '../etc' });
    expect(badId.code).toBe('invalidPayload');
    const player = await app.core.router.handle('player', 'campaign.damagedFiles', {
      campaignId: 'x',
    });
    expect(player).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});

describe('the same channels over the WebSocket transport of `npm run serve`', () => {
  it('answers with values and typed errors', async () => {
    const served = await servedCore();
    try {
      const dm = await dmClient(served.server);
      const created = await dm.call('campaign.create', {
        name: 'Served',
        system: 'dnd5e',
        language: 'en',
      });
      const id = (created.value as { campaign: { id: string } }).campaign.id;
      expect(await dm.call('campaign.damagedFiles', { campaignId: id })).toEqual({
        ok: true,
        value: { campaignId: id, damaged: [], keptAside: [] },
      });
      expect(
        await dm.call('campaign.setAsideDamaged', { campaignId: id, file: 'roster' }),
      ).toMatchObject({
        ok: false,
        error: { code: 'invalidInput', params: { problem: 'notDamaged' } },
      });
      expect(
        await dm.call('campaign.setAsideDamaged', { campaignId: id, file: 'everything' }),
      ).toMatchObject({ ok: false, error: { code: 'invalidPayload' } });
      dm.close();
    } finally {
      await served.close();
    }
  });
});

describe('the same channels over the Electron IPC bridge (with a fake window)', () => {
  const appUrl = 'app://combat-manager/index.html';
  type Invoke = (event: IpcMainInvokeEvent, channel: unknown, payload: unknown) => Promise<unknown>;

  function dmInvoke(): (channel: string, payload: unknown) => Promise<unknown> {
    let invoke: Invoke = () => Promise.reject(new Error('not installed'));
    const bridge = installIpcBridge(
      { handle: (_channel: string, handler: Invoke) => void (invoke = handler) } as never,
      app.core.router,
      app.core.pushes,
      appUrl,
      vi.fn(),
    );
    bridge.attach(
      {
        webContents: { id: 1, isDestroyed: () => false, send: vi.fn() },
        once: () => undefined,
      } as never,
      'dm',
    );
    const event = { sender: { id: 1 }, senderFrame: { parent: null, url: `${appUrl}#/dm` } };
    return (channel, payload) => invoke(event as never, channel, payload);
  }

  it('lists a damaged roster, sets it aside and refuses a bad payload', async () => {
    const { id } = await campaignWithLog('Bridged');
    await damage(join(folder(id), 'roster.json'));
    await damage(join(folder(id), 'roster.json.bak'));
    await restart();
    const call = dmInvoke();
    expect(await call('campaign.damagedFiles', { campaignId: id })).toMatchObject({
      ok: true,
      value: { damaged: [{ file: 'roster', code: 'documentUnrecoverable' }] },
    });
    expect(
      await call('campaign.setAsideDamaged', { campaignId: id, file: 'roster' }),
    ).toMatchObject({
      ok: true,
      value: { movedTo: [expect.stringMatching(/roster\.json\.corrupt-/)] },
    });
    expect(await call('campaign.setAsideDamaged', { campaignId: id, file: 42 })).toMatchObject({
      ok: false,
      error: { code: 'invalidPayload' },
    });
    expect(await call('campaign.open', { campaignId: id })).toMatchObject({ ok: true });
  });
});
