// The party into the fight in one key: the open campaign's living PCs join the fight on the
// encounter screen as the roster carries them (HP, conditions, injuries) without pausing it;
// with nobody left to add, the refusal says why; without a campaign, what to open.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, type MountedPage } from '../support/mountPage';
import { vi as vitest } from 'vitest';
import { SCREEN_TEST_MS, until } from '../support/until';

/** The first mount loads the encounter screen's code: on a loaded machine that is slow. */
const mounted = (dm: MountedPage) =>
  vitest.waitFor(() => expect(dm.all('encounter-screen')).toHaveLength(1), {
    timeout: 40_000,
    interval: 50,
  });

let dataDir: string;
let core: Core;
let page: MountedPage | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-party-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
});
afterEach(async () => {
  page?.destroy();
  page = undefined;
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(channel: string, request: unknown): Promise<unknown> {
  const result = await core.router.handle('dm', channel as never, request as never);
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
}

function pressShiftA(): void {
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: 'A',
      code: 'KeyA',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    }),
  );
  flushSync();
}

async function campaignWithParty(): Promise<string> {
  const { campaign } = (await call('campaign.create', {
    name: 'Rime',
    system: 'dnd5e',
    language: 'en',
  })) as { campaign: { id: string } };
  await call('roster.add', {
    campaignId: campaign.id,
    entry: {
      kind: 'pc',
      name: 'Lia',
      quick: { ac: 14, initiativeBonus: 1 },
      state: { hp: 12, maxHp: 20, injuries: [{ key: 'injury.limp' }] },
    },
  });
  await call('roster.add', {
    campaignId: campaign.id,
    entry: {
      kind: 'pc',
      name: 'Bran',
      quick: { ac: 16, initiativeBonus: 0 },
      state: { maxHp: 25 },
    },
  });
  return campaign.id;
}

describe('the party into the fight', { timeout: SCREEN_TEST_MS }, () => {
  it('Shift+A brings the roster’s PCs with their carried HP and injuries into the running fight', async () => {
    await campaignWithParty();
    page = mountPage('dm', loopbackTransport(core, 'dm'));
    const dm = page;
    await mounted(dm);
    core.encounter.dispatch({
      type: 'addCombatants',
      combatants: [{ id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 }],
    });
    core.encounter.dispatch({ type: 'startEncounter' });
    await until(() => expect(dm.all('dm-combatant')).toHaveLength(1));
    pressShiftA();
    await until(() => expect(dm.all('dm-combatant')).toHaveLength(3));
    const state = core.encounter.dmView().encounter;
    expect(state.status).toBe('active');
    const lia = Object.values(state.combatants).find((c) => c.name === 'Lia');
    expect(lia).toMatchObject({ hp: 12, maxHp: 20, kind: 'pc', side: 'party' });
    expect(lia?.conditions.map((c) => c.key)).toContain('injury.limp');
    // Everybody is in: the second press says why nothing happens.
    pressShiftA();
    await until(() =>
      expect(dm.one('error-banner').textContent).toContain('Nobody of the party is left to add'),
    );
    expect(dm.all('dm-combatant')).toHaveLength(3);
  });

  it('the button says what to open when no campaign is', async () => {
    page = mountPage('dm', loopbackTransport(core, 'dm'));
    const dm = page;
    await mounted(dm);
    await until(() => expect(dm.all('add-party')).toHaveLength(1));
    (dm.one('add-party') as HTMLButtonElement).click();
    await until(() =>
      expect(dm.one('error-banner').textContent).toContain('Open the campaign first'),
    );
  });
});
