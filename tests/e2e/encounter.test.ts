// A whole D&D 5e fight run from the keyboard in a real Chromium against `npm run serve`'s
// server. The campaign (lingering injuries on), its four player characters and the prepared
// encounter that brings them in are set up through main's channels, as the campaign screens
// would; from there everything is keys: two groups of four monsters are added through the
// encounter screen, initiative is rolled and typed, three rounds of damage (one hit on two
// targets with their own typed saves), healing, temporary hit points and conditions follow,
// a character drops to 0 HP and makes death saves after a lingering-injury roll, a monster
// dies, undo and redo step through the history, and the encounter ends, writing the
// characters' state back to the campaign's roster.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './support/browser';
import { openDmSession, type DmSession } from './support/dmSession';
import type { EncounterKeys } from './support/encounterKeys';
import type { ServedApp } from './support/serveProcess';

const artifacts = resolve('tests/e2e/artifacts');

let session: DmSession;
let app: ServedApp;
let browser: TestBrowser;
let dm: Page;
let keys: EncounterKeys;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  session = await openDmSession();
  ({ app, browser, dm, keys } = session);
});

// A failed step leaves a picture of the screen behind, for whoever reads the failure.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    await dm.screenshot({ path: resolve(artifacts, 'encounter-failure.png') });
  }
});

afterAll(async () => {
  await session?.close();
});

const call: DmSession['call'] = (channel, request) => session.call(channel, request);

let campaignId = '';

const PCS = [
  { name: 'Aldric', hp: 24, ac: 16, init: 20 },
  { name: 'Brenna', hp: 24, ac: 15, init: 18 },
  { name: 'Cedric', hp: 20, ac: 14, init: 16 },
  { name: 'Dara', hp: 18, ac: 13, init: 14 },
];

describe('a 5e fight by keyboard only', () => {
  it('brings 4 player characters from the roster and adds 8 monsters in 2 groups', async () => {
    // A campaign with lingering injuries on; its roster's characters join the prepared fight.
    const created = await call('campaign.create', {
      name: 'Border Keep',
      system: 'dnd5e',
      language: 'en',
      options: { lingeringInjuries: true },
    });
    campaignId = created.campaign.id;
    await call('campaign.open', { campaignId });
    const members = [];
    for (const pc of PCS) {
      members.push(
        await call('roster.add', {
          campaignId,
          entry: {
            kind: 'pc',
            name: pc.name,
            quick: { ac: pc.ac, initiativeBonus: 2 },
            state: { maxHp: pc.hp },
          },
        }),
      );
    }
    const prepared = await call('prepared.save', {
      campaignId,
      name: 'Goblin ambush',
      lines: members.map((m) => ({ source: 'roster' as const, rosterId: m.id, hidden: false })),
    });
    await call('prepared.start', { campaignId, id: prepared.id });
    await dm
      .locator('[data-testid="dm-combatant"]')
      .nth(PCS.length - 1)
      .waitFor();
    // The log panel shows the optional rule in effect.
    await expect
      .poll(() => dm.getByTestId('log-panel').innerText())
      .toContain('1 optional rule on');
    await keys.addCombatant({ name: 'Goblin', kind: 'm', count: 4, hp: 7, ac: 15, init: 2 });
    await keys.addCombatant({ name: 'Orc', kind: 'm', count: 4, hp: 15, ac: 13, init: 1 });
    await keys.press('Escape');
    expect(await keys.rowNames()).toEqual([
      'Aldric',
      'Brenna',
      'Cedric',
      'Dara',
      'Goblin 1',
      'Goblin 2',
      'Goblin 3',
      'Goblin 4',
      'Orc 1',
      'Orc 2',
      'Orc 3',
      'Orc 4',
    ]);
    expect(await dm.getByTestId('dm-count').innerText()).toBe('12 combatants');
  });

  it('rolls initiative, settles ties and takes typed scores', async () => {
    await keys.press('r');
    await dm.locator('[data-testid="slot"]').first().waitFor();
    await keys.answerTiesIfAsked();
    for (const [name, score] of [
      ...PCS.map((pc) => [pc.name, pc.init] as const),
      ['Goblin 2', 12] as const,
      ['Orc 1', 10] as const,
    ]) {
      await keys.select(name);
      await keys.press('i');
      await keys.type(String(score));
      await keys.press('Enter');
      await dm.getByTestId('initiative-form').waitFor({ state: 'detached' });
    }
    await keys.answerTiesIfAsked();
    expect(await keys.rowNames()).toEqual([
      'Aldric',
      'Brenna',
      'Cedric',
      'Dara',
      'Goblin 1',
      'Goblin 2',
      'Goblin 3',
      'Goblin 4',
      'Orc 1',
      'Orc 2',
      'Orc 3',
      'Orc 4',
    ]);
    await keys.press('n');
    await expect.poll(() => keys.turn()).toBe('Aldric');
    expect(await dm.getByTestId('encounter-round').innerText()).toBe('Round 1');
  });

  it('round 1: a monster dies, a critical hit, a condition, temporary HP, a hit on two targets with their own saves', async () => {
    // Aldric kills Goblin 1 (monsters die at 0 HP by default).
    await keys.select('Goblin 1');
    await keys.damage('7');
    await keys.waitHp('Goblin 1', 0);
    await expect.poll(() => keys.rowText('Goblin 1')).toContain('dead');
    await keys.next('Brenna');

    // Brenna: a critical hit on Orc 1 with dice the app rolls; the rules offer a lingering
    // injury roll (critical-hit trigger), which the DM skips.
    await keys.select('Orc 1');
    await keys.press('d');
    await keys.type('1d4');
    await keys.press('Tab'); // damage type
    await keys.type('sl');
    await keys.press('Tab'); // critical hit
    await keys.press('Space');
    await keys.press('Shift+Tab');
    await keys.press('Shift+Tab');
    await keys.press('Enter');
    await dm.getByTestId('damage-form').waitFor({ state: 'detached' });
    await dm.locator('[data-testid="prompt"][data-kind="lingeringInjury"]').waitFor();
    const orcHp = Number(await keys.hpText('Orc 1'));
    expect(orcHp).toBeLessThan(15);
    await expect.poll(() => keys.lastLogText()).toMatch(/Orc 1 takes \d+ damage/);
    await keys.press('f');
    await keys.press('Tab');
    await keys.press('2'); // Skip
    await dm.locator('[data-testid="prompt"]').waitFor({ state: 'detached' });
    await keys.next('Cedric');

    // Cedric knocks Orc 2 prone until the end of Orc 2's next turn.
    await keys.select('Orc 2');
    await keys.press('c');
    await keys.type('Prone');
    await keys.press('Tab');
    await keys.type('1');
    await keys.press('Enter');
    await dm.getByTestId('condition-form').waitFor({ state: 'detached' });
    await expect.poll(() => keys.rowText('Orc 2')).toContain('Prone');
    await keys.next('Dara');

    // Dara gains 5 temporary hit points.
    await keys.press('t');
    await keys.type('5');
    await keys.press('Enter');
    await dm.getByTestId('temp-form').waitFor({ state: 'detached' });
    await expect.poll(() => keys.tempText('Dara')).toBe('+5');
    await keys.next('Goblin 2');

    // The goblins hit Aldric and Brenna at once: a Dex save DC 12 for half, each target with
    // its own typed d20 (Aldric saves with 15, Brenna fails with 3).
    await keys.select('Aldric');
    await keys.press('x');
    await keys.select('Brenna');
    await keys.press('x');
    await keys.press('d');
    await keys.type('6');
    for (let i = 0; i < 5; i++) await keys.press('Tab'); // type, crit, melee, attacker, save
    await keys.type('d'); // Dex
    await keys.press('Tab');
    await keys.type('12');
    await keys.press('Tab'); // on a success: half
    await keys.press('Tab'); // Aldric's save d20
    await keys.type('15');
    await keys.press('Tab');
    await keys.press('Tab');
    await keys.press('Tab'); // Brenna's save d20
    await keys.type('3');
    await keys.press('Enter');
    await keys.waitHp('Aldric', 21);
    await keys.waitHp('Brenna', 18);
    await keys.press('Shift+X');
    await keys.next('Orc 1');

    await keys.select('Cedric');
    await keys.damage('4');
    await keys.waitHp('Cedric', 16);
    await keys.press('n');
    await expect.poll(() => dm.getByTestId('encounter-round').innerText()).toBe('Round 2');
    await expect.poll(() => keys.turn()).toBe('Aldric');
  });

  it('round 2: a character drops to 0 HP, rolls a lingering injury with a typed d20, a condition without end', async () => {
    await keys.select('Orc 3');
    await keys.press('c');
    await keys.type('Poisoned');
    await keys.press('Enter');
    await dm.getByTestId('condition-form').waitFor({ state: 'detached' });
    await expect.poll(() => keys.rowText('Orc 3')).toContain('Poisoned');
    await keys.next('Brenna');
    await keys.next('Cedric');
    await keys.next('Dara');
    await keys.next('Goblin 2');

    await keys.select('Aldric');
    await keys.damage('21');
    await keys.waitHp('Aldric', 0);
    await dm.locator('[data-testid="prompt"][data-kind="lingeringInjury"]').waitFor();
    await expect.poll(() => keys.rowText('Aldric')).toContain('down');
    await dm.locator('[data-id] [data-testid="death-saves"]').first().waitFor();
    // Roll the injury with a physical d20 showing 15.
    await keys.press('f');
    await keys.type('15');
    await keys.press('Enter');
    await dm.locator('[data-testid="prompt"]').waitFor({ state: 'detached' });
    await expect.poll(() => keys.logText()).toMatch(/injury/i);
    await keys.next('Orc 1');
    await keys.press('n');
    await expect.poll(() => dm.getByTestId('encounter-round').innerText()).toBe('Round 3');
  });

  it('round 3: a death save at the start of the turn, healing, removing a condition, undo and redo', async () => {
    // Aldric's turn opens with a death save the rules ask for; the DM types the d20.
    await dm.locator('[data-testid="prompt"][data-kind="deathSave"]').waitFor();
    await keys.press('f');
    await keys.type('14');
    await keys.press('Enter');
    await dm.locator('[data-testid="prompt"]').waitFor({ state: 'detached' });
    await expect
      .poll(() => dm.locator('[data-id] [data-testid="death-saves"] .pip.good.on').count())
      .toBe(1);
    await keys.next('Brenna');

    // Brenna heals Aldric back on his feet.
    await keys.select('Aldric');
    await keys.press('h');
    await keys.type('8');
    await keys.press('Enter');
    await dm.getByTestId('heal-form').waitFor({ state: 'detached' });
    await keys.waitHp('Aldric', 8);
    expect(await dm.locator('[data-testid="death-saves"]').count()).toBe(0);

    // Undo brings him back to 0 HP and the pips back; redo heals him again.
    await keys.press('Control+z');
    await keys.waitHp('Aldric', 0);
    await dm.locator('[data-testid="death-saves"]').first().waitFor();
    await keys.press('Control+y');
    await keys.waitHp('Aldric', 8);

    await keys.next('Cedric');
    await keys.select('Orc 3');
    await keys.press('Shift+C');
    await keys.press('1');
    await expect.poll(() => keys.rowText('Orc 3')).not.toContain('Poisoned');
    await keys.next('Dara');
    await keys.next('Goblin 2');
    await keys.next('Orc 1');
  });

  it('ends the encounter and writes the characters back to the roster', async () => {
    await keys.press('Shift+E');
    await dm.getByTestId('confirm').waitFor();
    await keys.press('Enter');
    await expect.poll(() => dm.getByTestId('encounter-status').innerText()).toBe('Ended');
    await dm.getByTestId('encounter-ended').waitFor();
    await dm.screenshot({ path: resolve(artifacts, 'encounter-fight-ended-en.png') });
    const hpOf = async (name: string) => {
      const view = await call('campaign.get', {});
      const entry = view?.roster.find((e) => e.name === name);
      return entry ? entry.state.hp : null;
    };
    await expect.poll(() => hpOf('Aldric'), { timeout: 10_000 }).toBe(8);
    expect(await hpOf('Brenna')).toBe(18);
    expect(await hpOf('Cedric')).toBe(16);
    expect(await hpOf('Dara')).toBe(18);
    // The lingering injury outlasts the fight.
    const aldric = (await call('campaign.get', {}))?.roster.find((e) => e.name === 'Aldric');
    expect(JSON.stringify(aldric?.state)).toMatch(/injury/i);
  });

  it('reported no console errors or page errors', () => {
    expect(browser.problems).toEqual([]);
    expect(app.alive()).toBe(true);
  });
});
