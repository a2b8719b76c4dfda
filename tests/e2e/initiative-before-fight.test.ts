// The initiative the DM rolls in the DM window before the fight is the one the fight starts
// with, in every system: 2e used to throw it away and roll round 1 again at the start.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EncounterState } from '../../shared';
import { openDmSession, type DmSession } from './support/dmSession';
import type { EncounterKeys } from './support/encounterKeys';

const artifacts = resolve('tests/e2e/artifacts');

let session: DmSession;
let dm: Page;
let keys: EncounterKeys;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  session = await openDmSession();
  ({ dm, keys } = session);
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    await dm.screenshot({ path: resolve(artifacts, 'initiative-before-fight-failure.png') });
  }
});

afterAll(async () => {
  await session?.close();
});

/** The encounter as main holds it. */
async function state(): Promise<EncounterState> {
  return (await session.call('encounter.get', {})).encounter;
}

const order = (s: EncounterState) =>
  s.slots.map((slot) => ({ key: slot.key, score: slot.score, ids: slot.combatantIds }));

/** The creature names of the DM window's initiative column, top to bottom. */
async function shownOrder(names: readonly string[]): Promise<string[]> {
  const text = await dm.getByTestId('initiative').innerText();
  return names
    .map((name) => ({ name, at: text.indexOf(name) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.name);
}

async function campaign(system: 'dnd5e' | 'adnd2e', combatants: Record<string, unknown>[]) {
  const created = await session.call('campaign.create', {
    name: `Initiative ${system}`,
    system,
    language: 'en',
  });
  await session.call('campaign.open', { campaignId: created.campaign.id });
  await dm.locator(`[data-testid="encounter-screen"][data-system="${system}"]`).waitFor();
  await session.command({ type: 'addCombatants', combatants });
  await dm
    .locator('[data-testid="dm-combatant"]')
    .nth(combatants.length - 1)
    .waitFor();
}

async function rollThenStart(
  names: readonly string[],
): Promise<{ rolled: EncounterState; started: EncounterState }> {
  await keys.press('r');
  await expect.poll(async () => (await state()).slots.length).toBeGreaterThan(0);
  await keys.answerTiesIfAsked();
  const rolled = await state();
  const shown = await shownOrder(names);
  expect(shown.length).toBe(names.length);
  await keys.press('n');
  await expect.poll(async () => (await state()).status).toBe('active');
  const started = await state();
  await expect.poll(() => shownOrder(names)).toEqual(shown);
  return { rolled, started };
}

describe('initiative rolled before the fight', () => {
  it('2e: the side dice rolled in setup are round 1’s order; the start rolls nothing new', async () => {
    await campaign('adnd2e', [
      {
        name: 'Rath',
        kind: 'pc',
        side: 'party',
        statblock: { name: 'Rath', classes: [{ group: 'warrior', level: 7 }], hp: 50 },
      },
      {
        name: 'Orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Orc', hitDice: '1', hp: 6, ac: 6 },
      },
    ]);
    const { rolled, started } = await rollThenStart(['Rath', 'Orc']);
    expect(rolled.status).toBe('setup');
    expect(order(rolled).length).toBeGreaterThan(0);
    expect(started.status).toBe('active');
    expect(order(started)).toEqual(order(rolled));
    expect(started.initiativeRound).toBe(1);
  });

  it('5e: the order rolled in setup is the one the fight starts with', async () => {
    await campaign('dnd5e', [
      { name: 'Aria', kind: 'pc', maxHp: 20, ac: 14, initiativeBonus: 2 },
      { name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13, initiativeBonus: 2 },
    ]);
    const { rolled, started } = await rollThenStart(['Aria', 'Goblin']);
    expect(order(started)).toEqual(order(rolled));
  });
});
