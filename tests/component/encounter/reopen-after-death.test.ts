// The DM window opened on a campaign fight in which a creature has died: main changes the fight
// once more as the window loads (its journal write settles), so the window's first view can be
// a revision behind. It must catch up and tell the log; before, it asked for the log forever
// (each answer was told at a revision the window's view never reached) and never finished.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelName, IpcResult, RequestOf, ResponseOf } from '../../../shared/ipc/index';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, type MountedPage } from '../support/mountPage';
import { SCREEN_TEST_MS, until } from '../support/until';
import { goblin5e as goblin } from '../../fixtures/goblin5e';

let dataDir: string | undefined;
let core: Core | undefined;
let page: MountedPage | undefined;

afterEach(async () => {
  page?.destroy();
  await core?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  page = undefined;
  core = undefined;
});

async function call<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const result = (await core?.router.handle('dm', channel, request)) as IpcResult<ResponseOf<C>>;
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('opening the DM window on a fight under way', { timeout: SCREEN_TEST_MS }, () => {
  it('shows the fight and its log after a goblin died and another fled', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cm-reopen-'));
    core = await createCore({
      dataDir,
      initialLanguage: 'en',
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    const { campaign } = await call('campaign.create', {
      name: 'Road',
      system: 'dnd5e',
      language: 'en',
    });
    await call('roster.add', {
      campaignId: campaign.id,
      entry: {
        kind: 'pc',
        name: 'Aria',
        quick: { ac: 15, initiativeBonus: 2 },
        state: { maxHp: 20 },
      },
    });
    const view = await call('campaign.get', {});
    const saved = await call('prepared.save', {
      campaignId: campaign.id,
      name: 'Ambush',
      lines: [
        ...(view?.roster ?? []).map((e) => ({
          source: 'roster' as const,
          rosterId: e.id,
          hidden: false,
        })),
        { source: 'inline', name: 'Goblin', statblock: goblin, count: 2, hidden: false },
      ],
    });
    const { view: started } = await call('prepared.start', {
      campaignId: campaign.id,
      id: saved.id,
    });
    const [g1, g2] = started.encounter.combatantIds.filter(
      (id) => started.encounter.combatants[id]?.kind === 'monster',
    );
    await call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [g1 ?? ''], amount: 20 },
    });
    await call('encounter.dispatch', { command: { type: 'leave', combatantId: g2 ?? '' } });

    const dm = mountPage('dm', loopbackTransport(core, 'dm'));
    page = dm;
    await vi.waitFor(() => expect(dm.all('dm-combatant').length).toBe(3), {
      timeout: 30_000,
      interval: 20,
    });
    await until(() => expect(dm.all('log-command').length).toBeGreaterThanOrEqual(3));
    const log = dm.one('log-panel').textContent ?? '';
    expect(log).toContain('Goblin 1');
    expect(dm.one('sidebar-fallen').nextElementSibling?.textContent).toContain('Goblin 1');
  });
});
