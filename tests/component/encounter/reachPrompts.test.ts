// The 5e tactical prompts have cards that name their creatures: without the grid, a move asks
// whose reach the mover left (AMB-31), answered by ticking creatures; each creature named then
// gets its opportunity-attack card (5E-OA-01). Before, the card said "The rules ask: leftReach".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';
import { mountPage, type MountedPage } from '../support/mountPage';

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

function card(dm: MountedPage, kind: string): HTMLElement {
  const found = dm.all('prompt').find((p) => p.dataset.kind === kind);
  if (!found) throw new Error(`no ${kind} card`);
  return found;
}

function button(root: HTMLElement, label: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes(label));
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

describe('5e reach prompts on the encounter screen', { timeout: SCREEN_TEST_MS }, () => {
  it('AMB-31 / 5E-OA-01: whose reach, then the opportunity attack, by name', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cm-reach-'));
    core = await createCore({
      dataDir,
      initialLanguage: 'en',
      logger: { warn: vi.fn(), error: vi.fn() },
      system: 'dnd5e',
      seed: 7,
    });
    const dm = mountPage('dm', loopbackTransport(core, 'dm'));
    page = dm;
    await vi.waitFor(() => expect(dm.all('encounter-screen')).toHaveLength(1), {
      timeout: 30_000,
      interval: 20,
    });
    const encounter = core.encounter;
    encounter.dispatch({
      type: 'addCombatants',
      combatants: [
        { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
        { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
        { id: 'wolf', name: 'Wolf', kind: 'monster', maxHp: 11, ac: 13 },
      ],
    });
    encounter.dispatch({ type: 'setInitiative', combatantId: 'hero', score: 20 });
    encounter.dispatch({ type: 'setInitiative', combatantId: 'gob', score: 5 });
    encounter.dispatch({ type: 'setInitiative', combatantId: 'wolf', score: 3 });
    encounter.dispatch({ type: 'startEncounter' });
    encounter.dispatch({ type: 'move', combatantId: 'hero', feet: 15 });

    await until(() => expect(card(dm, 'leftReach').textContent).toContain('Whose reach'));
    const reach = card(dm, 'leftReach');
    expect(reach.querySelector('h3')?.textContent).toBe('Whose reach did Tordek leave?');
    const boxes = [...reach.querySelectorAll('label')].map((l) => l.textContent?.trim());
    expect(boxes).toEqual(['Goblin', 'Wolf']);
    expect(button(reach, 'Nobody’s')).toBeTruthy();
    const goblin = [...reach.querySelectorAll('label')].find((l) => l.textContent === 'Goblin');
    goblin?.querySelector('input')?.click();
    flushSync();
    button(reach, 'Confirm').click();

    await until(() => expect(card(dm, 'opportunityAttack')).toBeTruthy());
    const oa = card(dm, 'opportunityAttack');
    expect(oa.querySelector('h3')?.textContent).toBe(
      'Goblin may make an opportunity attack against Tordek',
    );
    expect(button(oa, 'Attack')).toBeTruthy();
    button(oa, 'Let it go').click();
    await until(() => expect(dm.all('prompt')).toHaveLength(0));
  });
});
