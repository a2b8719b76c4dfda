// The rules-actions palette in a real Chromium against `npm run serve`, by keyboard: for each
// rule system it opens with Ctrl+K, finds a command by typing, fills its form (creatures come
// from the selection, dice are typed) and sends it; the log tells the result. 5e: a saving
// throw and a grapple; 2e: turning undead; OSR: the scene, an encounter check, a reaction roll
// and one cell of the Referee's escape table. Pictures of the palette, a form and the table
// editor in English, Ukrainian and Russian go to /tmp, each checked for catalog keys on screen.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './support/browser';
import { openDmSession, type DmSession } from './support/dmSession';
import type { EncounterKeys } from './support/encounterKeys';
import type { ServedApp } from './support/serveProcess';
import { languages, type Language } from '../../shared/i18n/index';

const shots = resolve('tests/e2e/artifacts/actions-palette');

let session: DmSession;
let app: ServedApp;
let browser: TestBrowser;
let dm: Page;
let keys: EncounterKeys;

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  session = await openDmSession();
  ({ app, browser, dm, keys } = session);
});

afterAll(async () => {
  await session?.close();
});

const call: DmSession['call'] = (channel, request) => session.call(channel, request);

const command: DmSession['command'] = (c) => session.command(c);

/** A fresh campaign of `system`, open, with these creatures in its encounter. */
async function campaign(
  system: 'dnd5e' | 'adnd2e' | 'osr',
  combatants: Record<string, unknown>[],
): Promise<void> {
  const created = await call('campaign.create', {
    name: `Palette ${system}`,
    system,
    language: 'en',
  });
  await call('campaign.open', { campaignId: created.campaign.id });
  await dm.locator(`[data-testid="encounter-screen"][data-system="${system}"]`).waitFor();
  await command({ type: 'addCombatants', combatants });
  await dm
    .locator('[data-testid="dm-combatant"]')
    .nth(combatants.length - 1)
    .waitFor();
}

/** Switches the interface language (also while the palette covers the window). */
async function language(lang: Language): Promise<void> {
  const paletteOpen = (await dm.getByTestId('actions-palette').count()) > 0;
  await dm.getByTestId(`language-${lang}`).dispatchEvent('click');
  await dm.locator(`html[lang="${lang}"]`).waitFor();
  // Leave the language switch: the keys belong to the screen (or the open palette).
  if (!paletteOpen) await dm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Texts on the palette that look like catalog keys (a key shows itself when its text is missing). */
async function untranslated(): Promise<string[]> {
  const text = await dm.getByTestId('actions-palette').innerText();
  return [...text.matchAll(/\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+\b/g)]
    .map((m) => m[0])
    .filter((token) => !/^\d/.test(token));
}

async function shot(name: string): Promise<void> {
  expect(await untranslated(), name).toEqual([]);
  await dm.screenshot({ path: join(shots, `${name}.png`) });
}

/** Ctrl+K, the command found by typing, Enter: its form is open. */
async function openCommand(search: string, type: string): Promise<void> {
  await keys.press('Control+k');
  await dm.getByTestId('actions-search').and(dm.locator(':focus')).waitFor();
  await keys.type(search);
  await dm
    .locator(`[data-testid="action-entry"][aria-selected="true"][data-command="${type}"]`)
    .waitFor();
  await keys.press('Enter');
  await dm
    .locator(`[data-testid="action-form"][data-command="${type}"], [data-testid="tables-editor"]`)
    .first()
    .waitFor();
}

/** Sends the open form with Ctrl+Enter and waits for the palette to close. */
async function send(): Promise<void> {
  await keys.press('Control+Enter');
  await dm.getByTestId('actions-palette').waitFor({ state: 'detached' });
}

const field = (name: string) => dm.locator(`[data-testid="action-form"] [data-field="${name}"]`);

async function logHas(text: string | RegExp): Promise<void> {
  try {
    await dm.getByTestId('log-panel').getByText(text).first().waitFor({ timeout: 10_000 });
  } catch (error) {
    throw new Error(`log: ${await dm.getByTestId('log-panel').innerText()}`, { cause: error });
  }
}

describe('rules actions palette', () => {
  it('D&D 5e: a saving throw and a grapple, with typed dice', async () => {
    await language('en');
    await campaign('dnd5e', [
      { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
      { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
    ]);
    await command({ type: 'setInitiative', combatantId: 'hero', score: 20 });
    await command({ type: 'setInitiative', combatantId: 'gob', score: 5 });
    await command({ type: 'startEncounter' });
    await dm.getByTestId('encounter-round').waitFor();
    await keys.select('Tordek');

    await openCommand('saving', 'savingThrow');
    await field('ability').selectOption('con');
    await field('dc').fill('12');
    await dm.getByTestId('action-roll').first().fill('15');
    await send();
    await logHas(/Tordek: Constitution saving throw succeeds \(15 against DC 12\)/);

    await keys.select('Goblin');
    await keys.press('x');
    await keys.select('Tordek');
    await openCommand('grap', 'grapple');
    expect(await field('attackerId').inputValue()).toBe('hero');
    expect(await field('targetId').inputValue()).toBe('gob');
    const dice = dm.getByTestId('action-roll');
    await dice.nth(0).fill('18');
    await dice.nth(1).fill('2');
    for (const lang of languages) {
      await language(lang);
      await dice.nth(0).waitFor();
      await shot(`form-grapple-${lang}`);
    }
    await language('en');
    await dice.nth(0).focus();
    await send();
    const state = (await call('encounter.get', {})).encounter;
    expect(state.combatants.gob?.conditions.map((c) => c.key)).toContain('grappled');
    await logHas(/Grapple \(initiator\) 1d20: 18 \(typed\)/);
    await logHas(/Goblin: Grappled/);
    await keys.press('Shift+X');
  });

  it('shows the list and a rejected command in every language', async () => {
    for (const lang of languages) {
      await language(lang);
      await keys.press('Control+k');
      await dm.getByTestId('actions-search').waitFor();
      await shot(`palette-${lang}`);
      await keys.type('stand');
      await keys.press('Enter');
      await dm.getByTestId('action-form').waitFor();
      await keys.press('Control+Enter');
      await dm.getByTestId('action-rejected').waitFor();
      await shot(`rejected-${lang}`);
      await keys.press('Escape');
      await keys.press('Escape');
      await dm.getByTestId('actions-palette').waitFor({ state: 'detached' });
    }
    await language('en');
  });

  it('AD&D 2e: a priest turns the undead', async () => {
    await campaign('adnd2e', [
      {
        id: 'pr',
        name: 'Mirela',
        kind: 'pc',
        side: 'party',
        statblock: { name: 'Mirela', classes: [{ group: 'priest', level: 5 }], hp: 20 },
      },
      {
        id: 'sk',
        name: 'Skeleton',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Skeleton', hitDice: '1', undead: { row: 'skeleton' } },
      },
    ]);
    await keys.select('Skeleton');
    await keys.press('x');
    await keys.select('Mirela');
    await openCommand('turn', 'turnUndead');
    expect(await field('turnerId').inputValue()).toBe('pr');
    await dm.getByTestId('action-roll').nth(0).fill('15');
    await dm.getByTestId('action-roll').nth(1).fill('4 3');
    await send();
    const state = (await call('encounter.get', {})).encounter;
    expect(
      (state.combatants.pr?.sys as { turnedThisEncounter?: boolean }).turnedThisEncounter,
    ).toBe(true);
    await logHas(/Mirela turns undead \(roll 15\)/);
    await logHas(/Undead affected 2d6: 4, 3 = 7 \(typed\)/);
    await logHas(/Skeleton: Turned/);
    await keys.press('Shift+X');
  });

  it('OSR: the scene, an encounter check, a reaction roll and an escape-table cell', async () => {
    await campaign('osr', [
      { id: 'olena', name: 'Olena', kind: 'pc', maxHp: 9, ac: 5 },
      {
        id: 'skel',
        name: 'Skeleton',
        kind: 'monster',
        statblock: { name: 'Skeleton', hd: '1', ac: 7, movement: 60, damage: '1d6', morale: 12 },
      },
    ]);
    await keys.select('Olena');
    await openCommand('scene', 'setScene');
    await field('env').selectOption('dungeon');
    await send();

    await openCommand('encounter check', 'checkEncounter');
    await dm.getByTestId('action-roll').first().fill('1');
    await send();
    await logHas(/Encounter check: 1 against 1-in-6, an encounter/);

    await openCommand('reaction', 'rollReaction');
    await dm.getByTestId('action-roll').first().fill('5 4');
    await send();
    await logHas(/Reaction of Foes: 9, Neutral, hesitant/);
    const reaction = ((await call('encounter.get', {})).encounter.sys as { reaction?: unknown })
      .reaction;
    expect(reaction).toMatchObject({ total: 9, band: 'neutral' });

    await openCommand('tables', 'setTables');
    const cell = dm.locator('[data-cell="escape.1.from26to75"]');
    for (const lang of languages) {
      await language(lang);
      await cell.waitFor();
      await shot(`tables-${lang}`);
    }
    await language('en');
    await cell.fill('18');
    await cell.press('Control+Enter');
    await dm.getByTestId('actions-palette').waitFor({ state: 'detached' });
    await logHas(/The Referee edits the tables/);
    const state = (await call('encounter.get', {})).encounter;
    const tables = (
      state.sys as { tables?: { escape: { rows: { mods: Record<string, number> }[] } } }
    ).tables;
    expect(tables?.escape.rows[1]?.mods.from26to75).toBe(18);
  });

  it('reported no console errors or page errors', () => {
    expect(browser.problems).toEqual([]);
    expect(app.alive()).toBe(true);
  });
});
