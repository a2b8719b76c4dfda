// The 5e move form on main's real core: M opens it for the selected creature, shows its movement
// left this turn, sends feet and difficult feet, and tells a refusal beside the form's fields.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';
import { press } from '../support/keyboard';

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

async function fight(): Promise<{ dm: MountedPage; sent: Record<string, unknown>[] }> {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-move-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    system: 'dnd5e',
    seed: 7,
  });
  const dm = mountPage('dm', loopbackTransport(core, 'dm'));
  page = dm;
  await until(() => expect(dm.all('encounter-screen')).toHaveLength(1));
  const encounter = core.encounter;
  encounter.dispatch({
    type: 'addCombatants',
    combatants: [
      { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
      { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
    ],
  });
  encounter.dispatch({ type: 'setInitiative', combatantId: 'hero', score: 20 });
  encounter.dispatch({ type: 'setInitiative', combatantId: 'gob', score: 5 });
  encounter.dispatch({ type: 'startEncounter' });
  await until(() => expect(dm.one('encounter-turn').textContent).toContain('Tordek'));
  await until(() =>
    expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Tordek'),
  );
  const sent: Record<string, unknown>[] = [];
  const original = encounter.dispatch.bind(encounter);
  vi.spyOn(encounter, 'dispatch').mockImplementation((command) => {
    sent.push(command as Record<string, unknown>);
    return original(command);
  });
  return { dm, sent };
}

describe('5e move form', { timeout: SCREEN_TEST_MS }, () => {
  it('moves the creature whose turn it is by feet, part difficult, and shows what is left', async () => {
    const { dm, sent } = await fight();
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('30 ft'));
    typeInto(dm.one('move-feet'), '15');
    typeInto(dm.one('move-difficult'), '5');
    (dm.one('move-form') as HTMLFormElement).requestSubmit();
    flushSync();
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'hero', feet: 15, difficultFeet: 5 });
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('10 ft'));
  });

  it('tells difficult feet beyond the feet moved beside the field, sending nothing', async () => {
    const { dm, sent } = await fight();
    press('m');
    typeInto(dm.one('move-feet'), '5');
    typeInto(dm.one('move-difficult'), '10');
    (dm.one('move-form') as HTMLFormElement).requestSubmit();
    flushSync();
    expect(dm.one('move-form').textContent).toContain('Difficult feet must be');
    expect(sent).toHaveLength(0);
  });
});
