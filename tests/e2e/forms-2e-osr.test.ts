// The 2e and OSR forms in a real Chromium through `npm run serve`, in every language: a 2e
// character's class and level give THAC0 and saves from the tables in the roster form, a new
// library creature starts in the campaign's system with its fields and the add offers rolled
// hit points on its Hit Dice; an OSR character's THAC0 gives the seed's bonus; the player
// display's OSR phase chips are named by their side with a straight bar, no stray "(" arc.
// Screenshots of each screen in each language go to tests/e2e/artifacts.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/index';
import { openDmSession, type DmSession } from './support/dmSession';

const artifacts = resolve('tests/e2e/artifacts');

let session: DmSession;
let dm: Page;
let player: Page;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  session = await openDmSession();
  dm = session.dm;
  player = await session.browser.open(session.app.playerUrl, { width: 1280, height: 720 });
  await player.getByTestId('player-page').waitFor();
});

afterAll(async () => {
  await session?.call('settings.setLanguage', { language: 'en' }).catch(() => undefined);
  await session?.close();
});

async function inLanguage(language: string): Promise<void> {
  await session.call('settings.setLanguage', { language: language as 'en' });
  await dm.locator(`html[lang="${language}"]`).waitFor();
}

describe('2e and OSR forms at the table', () => {
  it('a 2e priest 4 in the roster form: THAC0 18 and saves from the tables, in every language', async () => {
    const created = await session.call('campaign.create', {
      name: 'Temple of Elemental Evil',
      system: 'adnd2e',
      language: 'en',
    });
    await session.call('campaign.open', { campaignId: created.campaign.id });
    await dm.bringToFront();
    await dm.keyboard.press('Alt+Digit2');
    await dm.getByTestId('roster-screen').waitFor();
    await dm.getByTestId('roster-add').click();
    const form = dm.getByTestId('roster-form');
    await form.getByTestId('statblock-fields').waitFor();
    await dm.getByTestId('roster-name').fill('Brother Anselm');
    await form.getByTestId('class-group').selectOption('priest');
    await form.getByTestId('class-level').fill('4');
    await expect.poll(() => form.getByTestId('sb-thac0').getAttribute('placeholder')).toBe('18');
    await expect
      .poll(() => form.locator('[data-category="paralyzation"]').getAttribute('placeholder'))
      .toBe('9');
    await form.getByTestId('weapon-add').click();
    await form.getByTestId('weapon-name').fill('Mace');
    for (const language of languages) {
      await inLanguage(language);
      await form.screenshot({ path: resolve(artifacts, `forms-roster-2e-${language}.png`) });
    }
    await inLanguage('en');
    await dm.getByTestId('roster-save').click();
    await expect
      .poll(async () => (await session.call('campaign.get', {}))?.roster[0]?.statblock)
      .toMatchObject({ classes: [{ group: 'priest', level: 4 }], attacks: [{ name: 'Mace' }] });
  });

  it('a new library creature starts as 2e, and the add rolls its Hit Dice when asked', async () => {
    await dm.getByTestId('library-open').click();
    await dm.getByTestId('library-create').click();
    await expect.poll(() => dm.getByTestId('editor-system').inputValue()).toBe('adnd2e');
    await dm.getByTestId('editor-name').fill('Ogre');
    await dm.getByTestId('editor-ac').fill('5');
    await dm.getByTestId('sb-hit-dice').fill('4+1');
    await expect.poll(() => dm.getByTestId('sb-thac0').getAttribute('placeholder')).toBe('17');
    for (const language of languages) {
      await inLanguage(language);
      await dm
        .getByTestId('creature-editor')
        .screenshot({ path: resolve(artifacts, `forms-library-2e-${language}.png`) });
    }
    await inLanguage('en');
    await dm.getByTestId('editor-save').click();
    const add = dm.getByTestId('library-add-hp');
    await add.waitFor();
    await expect
      .poll(() => add.locator('option').allInnerTexts())
      .toEqual(['average', 'rolled on 4d8+1', 'my dice (4d8+1)']);
    await add.selectOption('typed');
    await dm.getByTestId('library-add-count').fill('2');
    const faces = dm.getByTestId('library-add-face');
    await expect.poll(() => faces.count()).toBe(2);
    await faces.nth(0).fill('8 8 8 8');
    await faces.nth(1).fill('1 2 3 4');
    for (const language of languages) {
      await inLanguage(language);
      await dm
        .getByTestId('library-add')
        .screenshot({ path: resolve(artifacts, `forms-library-add-hp-${language}.png`) });
    }
    await inLanguage('en');
    await dm.getByTestId('library-add-submit').click();
    await expect
      .poll(async () => {
        const { encounter } = await session.call('encounter.get', {});
        return Object.values(encounter.combatants)
          .filter((c) => c.name.startsWith('Ogre'))
          .map((c) => [c.name, c.maxHp]);
      })
      .toEqual([
        ['Ogre 1', 33],
        ['Ogre 2', 11],
      ]);
    await dm.getByTestId('library-close').click();
  });

  it('an OSR fight: THAC0 17 is +3 in the form; the player display’s phase chips have straight side bars', async () => {
    const created = await session.call('campaign.create', {
      name: 'Hex crawl',
      system: 'osr',
      language: 'en',
    });
    const campaignId = created.campaign.id;
    await session.call('campaign.open', { campaignId });
    await dm.keyboard.press('Alt+Digit2');
    await dm.getByTestId('roster-add').click();
    const form = dm.getByTestId('roster-form');
    await dm.getByTestId('roster-name').fill('Ysolde');
    await form.getByTestId('sb-hd').fill('2');
    await form.getByTestId('sb-osr-thac0').fill('17');
    await form.getByTestId('sb-osr-thac0').press('Tab');
    await expect.poll(() => form.getByTestId('sb-melee').inputValue()).toBe('3');
    for (const language of languages) {
      await inLanguage(language);
      await form.screenshot({ path: resolve(artifacts, `forms-roster-osr-${language}.png`) });
    }
    await inLanguage('en');
    await dm.getByTestId('roster-save').click();
    await expect.poll(async () => (await session.call('campaign.get', {}))?.roster.length).toBe(1);
    const member = (await session.call('campaign.get', {}))?.roster[0];
    expect(member?.statblock).toMatchObject({ hd: '2', attackBonus: { melee: 3, ranged: 3 } });
    const saved = await session.call('prepared.save', {
      campaignId,
      name: 'Road ambush',
      lines: [
        { source: 'roster', rosterId: member?.id ?? '', hidden: false },
        {
          source: 'inline',
          name: 'Goblin',
          quick: { ac: 6, initiativeBonus: 0, maxHp: 4, hd: '1' },
          count: 3,
          hidden: false,
        },
      ],
    });
    await session.call('prepared.start', { campaignId, id: saved.id });
    await session.command({ type: 'startEncounter' });
    await player.bringToFront();
    await expect.poll(() => player.getByTestId('player-step').count()).toBeGreaterThan(1);
    let heading = '';
    for (const language of languages) {
      await session.call('settings.setLanguage', { language });
      await player.locator(`html[lang="${language}"]`).waitFor();
      // The board redraws in the new language (its heading differs in each of the three).
      const before = heading;
      await expect
        .poll(async () => (heading = await player.locator('h1').innerText()))
        .not.toBe(before);
      await player.screenshot({
        path: resolve(artifacts, `forms-player-osr-phases-${language}.png`),
      });
    }
    // Each side's run of phases has a straight bar: square left corners, no inset shadow.
    const runs = await player.locator('.run.sided').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return [style.boxShadow, style.borderTopLeftRadius, parseFloat(style.borderLeftWidth) > 0];
      }),
    );
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(run).toEqual(['none', '0px', true]);
    // Every creature is listed once, whichever phase it acts in.
    const names = await player.getByTestId('player-combatant').locator('.name').allInnerTexts();
    expect(new Set(names).size).toBe(names.length);
  });
});
