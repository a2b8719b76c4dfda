// Every state of the encounter screen in Ukrainian, Russian and English, photographed in a real
// Chromium against `npm run serve`: the set-up, a 5e fight with a statblock card, the damage
// and condition forms, the rules' questions, the help, the log with its rules in effect, the
// grid, a rejected action, a legendary monster's card (legendary actions left, its lair, a
// lich's spell slots), the AD&D 2e declarations with the per-round re-roll and the OSR round
// checklist. Each picture is checked for text left untranslated (a catalog key on screen).
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './support/browser';
import { openDmSession, type DmSession } from './support/dmSession';
import type { EncounterKeys } from './support/encounterKeys';
import type { ServedApp } from './support/serveProcess';
import { languages, type Language } from '../../shared/i18n/index';

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

afterAll(async () => {
  await session?.close();
});

const call: DmSession['call'] = (channel, request) => session.call(channel, request);

const command: DmSession['command'] = (c) => session.command(c);

async function language(lang: Language): Promise<void> {
  await dm.getByTestId(`language-${lang}`).click();
  await dm.locator(`html[lang="${lang}"]`).waitFor();
  // Leave the language switch: the keys belong to the screen.
  await dm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Texts on screen that look like catalog keys (`dice.invalid`, `row.hp`): a key shows itself
 * when its text is missing. Numbers and dice (`1d20+2`) are not keys.
 */
async function untranslated(): Promise<string[]> {
  const text = await dm.getByTestId('encounter-screen').innerText();
  return [...text.matchAll(/\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+\b/g)]
    .map((m) => m[0])
    .filter((token) => !/^\d/.test(token));
}

async function shot(name: string): Promise<void> {
  expect(await untranslated(), name).toEqual([]);
  await dm.screenshot({ path: resolve(artifacts, `${name}.png`) });
}

async function forEachLanguage(
  name: string,
  show: () => Promise<void>,
  hide?: () => Promise<void>,
) {
  for (const lang of languages) {
    await language(lang);
    await show();
    await shot(`${name}-${lang}`);
    if (hide) await hide();
  }
}

describe('encounter screen in every language', () => {
  it('set-up: the add form and the order before the fight', async () => {
    for (const option of ['grid', 'flanking', 'lingeringInjuries']) {
      await command({ type: 'setOption', key: option, value: true });
    }
    await command({
      type: 'addCombatants',
      combatants: [
        { id: 'pc1', name: 'Ярина', kind: 'pc', maxHp: 27, ac: 16, initiativeBonus: 3 },
        { id: 'pc2', name: 'Борислав', kind: 'pc', maxHp: 31, ac: 18, initiativeBonus: 1 },
      ],
    });
    await call('library.addToEncounter', { id: 'srd:orc', count: 2 });
    await call('library.addToEncounter', { id: 'srd:goblin', count: 3 });
    await dm.locator('[data-testid="dm-combatant"]').nth(6).waitFor();
    await forEachLanguage('encounter-setup', async () => {
      await dm.getByTestId('add-form').waitFor();
    });
  });

  it('a fight: statblock card, damage form, condition form, help, log and its rules', async () => {
    await language('en');
    await keys.press('r');
    await dm.locator('[data-testid="dm-combatant"] .score').first().waitFor();
    await keys.answerTiesIfAsked();
    await keys.press('n');
    await dm.getByTestId('encounter-round').waitFor();
    await keys.answerTiesIfAsked();
    const orc = (await keys.rowNames()).find((n) => n.startsWith('Orc')) ?? 'Orc 1';

    await forEachLanguage('encounter-statblock', async () => {
      await keys.select(orc);
      await dm.getByTestId('statblock-attack').first().waitFor();
    });

    await keys.select('Ярина');
    await keys.press('x');
    await keys.select('Борислав');
    await keys.press('x');
    await forEachLanguage(
      'encounter-damage',
      async () => {
        await keys.press('d');
        await keys.type('12');
        for (let i = 0; i < 5; i++) await keys.press('Tab');
        await keys.type('d');
        await dm.getByTestId('per-target').waitFor();
      },
      async () => {
        // Esc in a field leaves it and closes the form (a second Esc would clear the targets).
        await keys.press('Escape');
        await dm.getByTestId('damage-form').waitFor({ state: 'detached' });
      },
    );
    await keys.press('Shift+X');

    await forEachLanguage(
      'encounter-condition',
      async () => {
        await keys.press('c');
        await keys.type('Restrained'.slice(0, 3));
        await keys.press('Tab');
        await keys.type('2');
        await dm.getByTestId('condition-form').waitFor();
      },
      async () => {
        await keys.press('Escape');
        await dm.getByTestId('condition-form').waitFor({ state: 'detached' });
      },
    );

    await forEachLanguage(
      'encounter-help',
      async () => {
        await keys.press('?');
        await dm.getByTestId('help-overlay').waitFor();
        expect(await dm.getByTestId('shortcut').count()).toBeGreaterThan(25);
      },
      async () => {
        await keys.press('Escape');
        await dm.getByTestId('help-overlay').waitFor({ state: 'detached' });
      },
    );

    await forEachLanguage(
      'encounter-log-options',
      async () => {
        await dm.getByTestId('log-panel').locator('header button').click();
        await dm.getByTestId('active-options').waitFor();
      },
      async () => {
        await dm.getByTestId('log-panel').locator('header button').click();
        await dm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      },
    );
  });

  it('the grid with tokens, movement left and hints against the marked target', async () => {
    const state = (await call('encounter.get', {})).encounter;
    const ids = state.combatantIds;
    const cells = [
      { x: 3, y: 4 },
      { x: 5, y: 4 },
      { x: 4, y: 4 },
      { x: 8, y: 6 },
      { x: 10, y: 2 },
      { x: 11, y: 7 },
      { x: 12, y: 3 },
    ];
    for (const [i, id] of ids.entries()) {
      const at = cells[i];
      if (at) await command({ type: 'placeToken', combatantId: id, at });
    }
    const third = state.combatants[ids[2] as string]?.name ?? '';
    await keys.select(third);
    await keys.press('x');
    await keys.select('Ярина');
    await forEachLanguage('encounter-grid', async () => {
      await dm.getByTestId('grid-panel').waitFor();
      await dm.getByTestId('grid-hint').first().waitFor();
    });
    await keys.press('Shift+X');
  });

  it('the rules ask: a lingering injury and a death save, answered with typed dice', async () => {
    await keys.select('Ярина');
    await keys.damage('27');
    await dm.locator('[data-testid="prompt"]').first().waitFor();
    await forEachLanguage('encounter-prompt', async () => {
      await dm.locator('[data-testid="prompt"]').first().waitFor();
    });
    await keys.press('f');
    await keys.type('15');
    await keys.press('Enter');
    await dm.locator('[data-testid="prompt"][data-kind="lingeringInjury"]').waitFor({
      state: 'detached',
    });
  });

  it('a rejected action says why in the language of the screen', async () => {
    await forEachLanguage(
      'encounter-error',
      async () => {
        await keys.press('h');
        await keys.type('lots');
        await keys.press('Enter');
        await dm.getByTestId('error-banner').waitFor();
      },
      async () => {
        await keys.press('Escape');
        await dm.getByTestId('error-banner').getByRole('button').click();
        await dm.getByTestId('error-banner').waitFor({ state: 'detached' });
      },
    );
    expect(await dm.getByTestId('error-banner').count()).toBe(0);
  });

  it('a legendary monster: legendary actions left, its lair and spell slots on its card', async () => {
    await language('en');
    await call('library.addToEncounter', { id: 'srd:adult-red-dragon', count: 1 });
    await call('library.addToEncounter', { id: 'srd:lich', count: 1 });
    await dm.locator('[data-testid="dm-combatant"] .name', { hasText: /^Lich$/ }).waitFor();
    const card = dm.getByTestId('statblock');
    await keys.select('Adult Red Dragon');
    await card.getByTestId('statblock-in-lair').check();
    await card.getByTestId('statblock-legendary').first().click();
    await card
      .getByTestId('statblock-legendary-left')
      .filter({ hasText: '2 of 3 left this round' })
      .waitFor();
    await forEachLanguage('encounter-legendary', async () => {
      await keys.select('Adult Red Dragon');
      await card.getByTestId('statblock-legendary-left').waitFor();
      expect(await card.getByTestId('statblock-in-lair').isChecked()).toBe(true);
    });
    await language('en');
    await keys.select('Lich');
    await card.locator('[data-testid="statblock-slot"][data-level="3"]').waitFor();
    await card
      .locator('[data-testid="statblock-slot"][data-level="3"]')
      .getByTestId('statblock-slot-spend')
      .click();
    await card
      .locator('[data-testid="statblock-slot"][data-level="3"]')
      .filter({ hasText: '2/3' })
      .waitFor();
    await forEachLanguage('encounter-spell-slots', async () => {
      await keys.select('Lich');
      await card.getByTestId('statblock-slots').waitFor();
    });
  });

  it('AD&D 2e: declarations for the round and the per-round initiative re-roll', async () => {
    await language('en');
    const created = await call('campaign.create', {
      name: 'Keep on the Borderlands',
      system: 'adnd2e',
      language: 'en',
    });
    await call('campaign.open', { campaignId: created.campaign.id });
    await command({
      type: 'addCombatants',
      combatants: [
        { name: 'Mirela', kind: 'pc', maxHp: 18, ac: 4 },
        { name: 'Tomas', kind: 'pc', maxHp: 12, ac: 7 },
        {
          name: 'Orc',
          kind: 'monster',
          statblock: {
            name: 'Orc',
            hitDice: '1',
            ac: 6,
            morale: 11,
            attacks: [
              { name: 'Battle axe', damage: '1d8', speed: 7 },
              { name: 'Spear', damage: '1d6', speed: 6 },
            ],
          },
        },
      ],
    });
    await dm.locator('[data-testid="dm-combatant"]').nth(2).waitFor();
    await keys.press('n');
    await dm.getByTestId('round-panel').waitFor();
    await forEachLanguage('encounter-adnd2e', async () => {
      await dm.locator('[data-testid="declaration"]').first().waitFor();
    });
    await keys.select('Orc');
    await forEachLanguage('encounter-adnd2e-statblock', async () => {
      await dm.getByTestId('statblock-attack').first().waitFor();
    });
  });

  it('OSR: the round checklist and side initiative', async () => {
    await language('en');
    const created = await call('campaign.create', {
      name: 'Barrow Mounds',
      system: 'osr',
      language: 'en',
    });
    await call('campaign.open', { campaignId: created.campaign.id });
    await command({
      type: 'addCombatants',
      combatants: [
        { name: 'Olena', kind: 'pc', maxHp: 9, ac: 5 },
        { name: 'Stepan', kind: 'pc', maxHp: 7, ac: 6 },
        {
          name: 'Skeleton',
          kind: 'monster',
          statblock: { name: 'Skeleton', hd: '1', ac: 7, movement: 60, damage: '1d6', morale: 12 },
        },
      ],
    });
    await dm.locator('[data-testid="dm-combatant"]').nth(2).waitFor();
    await keys.press('n');
    await dm.locator('[data-testid="round-step"]').first().waitFor();
    await forEachLanguage('encounter-osr', async () => {
      await dm.getByTestId('round-panel').waitFor();
    });
  });

  it('reported no console errors or page errors', () => {
    expect(browser.problems).toEqual([]);
    expect(app.alive()).toBe(true);
  });
});
