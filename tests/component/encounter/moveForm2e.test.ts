// The 2e move form on main's real core (2E-MOVE-01..07): M opens it for the creature whose turn
// it is, shows the kind of movement declared for the round and the feet it leaves, sends the
// feet moved, and tells the engine's refusal of a move too far beside the feet.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';

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

function press(key: string): void {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key;
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
  );
  flushSync();
}

function submit(dm: MountedPage): void {
  (dm.one('move-form') as HTMLFormElement).requestSubmit();
  flushSync();
}

/** Rath (MV 12) declares closing to melee for round 1 (½: 60 ft) and acts first. */
async function fight(
  language: 'en' | 'uk' | 'ru' = 'en',
): Promise<{ dm: MountedPage; sent: Record<string, unknown>[] }> {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-move2e-'));
  core = await createCore({
    dataDir,
    initialLanguage: language,
    logger: { warn: vi.fn(), error: vi.fn() },
    system: 'adnd2e',
    seed: 7,
  });
  const dm = mountPage('dm', loopbackTransport(core, 'dm'));
  page = dm;
  // the first screen of a run loads the DM window's code, slower than a change on a loaded machine
  await vi.waitFor(() => expect(dm.all('encounter-screen')).toHaveLength(1), {
    timeout: SCREEN_TEST_MS / 2,
    interval: 20,
  });
  const encounter = core.encounter;
  encounter.dispatch({ type: 'setOption', key: 'opt.initiativeMode', value: 'individual' });
  encounter.dispatch({
    type: 'addCombatants',
    combatants: [
      {
        id: 'rath',
        name: 'Rath',
        kind: 'pc',
        side: 'party',
        statblock: {
          name: 'Rath',
          classes: [{ group: 'warrior', level: 3 }],
          hp: 24,
          movement: { base: 12 },
          attacks: [{ name: 'long sword', damage: '1d8' }],
        },
      },
      {
        id: 'orc',
        name: 'Orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Orc', hitDice: '1', hp: 8, movement: { base: 9 } },
      },
    ],
  });
  encounter.dispatch({ type: 'startEncounter' });
  encounter.dispatch({
    type: 'declare',
    combatantId: 'rath',
    action: 'attack',
    movement: 'closeToMelee',
  });
  encounter.dispatch({ type: 'rollInitiative', typedRolls: { 'init:rath': [2], 'init:orc': [6] } });
  await until(() =>
    expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Rath'),
  );
  const sent: Record<string, unknown>[] = [];
  const original = encounter.dispatch.bind(encounter);
  vi.spyOn(encounter, 'dispatch').mockImplementation((command) => {
    sent.push(command as Record<string, unknown>);
    return original(command);
  });
  return { dm, sent };
}

describe('2e move form', { timeout: SCREEN_TEST_MS }, () => {
  it('2E-MOVE-02: M moves Rath 40 of the 60 ft closing to melee allows; 20 ft are left', async () => {
    const { dm, sent } = await fight();
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('60 ft'));
    expect(dm.one('move-kind').textContent).toContain('Close to melee');
    expect(dm.one('move-left').textContent).toContain('120 ft');
    typeInto(dm.one('move-feet'), '40');
    submit(dm);
    await until(() => expect(dm.all('move-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'rath', feet: 40 });
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('20 ft'));
  });

  it('2E-MOVE-01: a move beyond what is left is the engine’s refusal, beside the feet', async () => {
    const { dm, sent } = await fight();
    press('m');
    await until(() => expect(dm.one('move-left').textContent).toContain('60 ft'));
    typeInto(dm.one('move-feet'), '70');
    submit(dm);
    await until(() => expect(dm.all('move-error-feet')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'move', combatantId: 'rath', feet: 70 });
    expect(dm.one('move-error-feet').textContent).toContain('60 ft');
    expect(dm.all('move-form')).toHaveLength(1);
  });

  it('asks for whole feet before sending anything', async () => {
    const { dm, sent } = await fight();
    press('m');
    typeInto(dm.one('move-feet'), '0');
    submit(dm);
    expect(dm.one('move-error-feet').textContent).toContain('whole number');
    expect(sent).toHaveLength(0);
  });

  for (const [language, left] of [
    ['uk', 'Цього раунду лишилось 60 фт руху'],
    ['ru', 'В этом раунде осталось 60 фт передвижения'],
  ] as const) {
    it(`says the feet left in ${language}`, async () => {
      const { dm } = await fight(language);
      press('m');
      await until(() => expect(dm.one('move-left').textContent).toContain(left));
      expect(dm.one('move-form').textContent).not.toMatch(/move2e\.|Feet moved/);
    });
  }
});
