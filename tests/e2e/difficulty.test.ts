// Before the fight: the encounter builder reckons a prepared 5e encounter's difficulty live
// (four level-3 characters against an ogre and four goblins: 650 XP, ×2 → 1,300: hard), and the
// encounter screen shows it on a badge until the fight starts. Screenshots of the builder and
// the badge in each language go to tests/e2e/artifacts/difficulty/.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/index';
import { openDmSession, type DmSession } from './support/dmSession';

const artifacts = resolve('tests/e2e/artifacts/difficulty');

let session: DmSession;
let dm: Page;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  session = await openDmSession();
  dm = session.dm;
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    await dm.screenshot({ path: resolve(artifacts, 'failure.png'), fullPage: true });
  }
});

afterAll(async () => {
  await session?.close();
});

const abilities = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };

describe('difficulty and XP before the fight', () => {
  it('shows the builder’s difficulty and the fight’s badge in every language', async () => {
    const { campaign } = await session.call('campaign.create', {
      name: 'Cragmaw hideout',
      system: 'dnd5e',
      language: 'en',
    });
    await session.call('campaign.open', { campaignId: campaign.id });
    const ids: string[] = [];
    for (const name of ['Aria', 'Borin', 'Cass', 'Dain']) {
      const entry = await session.call('roster.add', {
        campaignId: campaign.id,
        entry: {
          kind: 'pc',
          name,
          quick: { ac: 15, initiativeBonus: 1 },
          state: { maxHp: 24, hitDice: [{ die: 8, total: 3, spent: 0 }] },
        },
      });
      ids.push(entry.id);
    }
    await session.call('prepared.save', {
      campaignId: campaign.id,
      name: 'Ogre and goblins',
      lines: [
        ...ids.map((rosterId) => ({ source: 'roster' as const, rosterId, hidden: false })),
        {
          source: 'inline',
          name: 'Ogre',
          statblock: { name: 'Ogre', size: 'large', ac: 11, hp: 59, abilities, cr: 2, xp: 450 },
          count: 1,
          hidden: false,
        },
        {
          source: 'inline',
          name: 'Goblin',
          statblock: { name: 'Goblin', size: 'small', ac: 15, hp: 7, abilities, cr: 0.25 },
          count: 4,
          hidden: false,
        },
      ],
    });

    await dm.keyboard.press('Alt+Digit2');
    await dm.getByTestId('roster-screen').waitFor();
    const item = dm.getByTestId('prepared-item').filter({ hasText: 'Ogre and goblins' });
    await item.getByRole('button').nth(1).click();
    const summary = dm.getByTestId('difficulty-summary');
    await summary.waitFor();
    await expect
      .poll(() => summary.getByTestId('difficulty-level').getAttribute('data-difficulty'))
      .toBe('hard');
    for (const language of languages) {
      await dm.getByTestId(`language-${language}`).click();
      await expect.poll(() => dm.evaluate(() => document.documentElement.lang)).toBe(language);
      await summary.scrollIntoViewIfNeeded();
      await dm.getByTestId('builder').screenshot({
        path: resolve(artifacts, `builder-5e-${language}.png`),
      });
    }
    await dm.getByTestId('language-en').click();
    expect(await summary.innerText()).toMatch(/Hard[\s\S]*XP: 650[\s\S]*1,300 \(×2\)/);

    // Started, the fight waits in setup with the badge on its bar.
    await dm.getByTestId('prepared-start-editing').click();
    await dm.getByTestId('fight-name').waitFor();
    await dm.getByTestId('encounter-screen').waitFor();
    const badge = dm.getByTestId('difficulty-badge');
    await expect.poll(() => badge.getAttribute('data-difficulty')).toBe('hard');
    for (const language of languages) {
      await dm.getByTestId(`language-${language}`).click();
      await expect.poll(() => dm.evaluate(() => document.documentElement.lang)).toBe(language);
      await dm.getByTestId('encounter-toolbar').screenshot({
        path: resolve(artifacts, `badge-5e-${language}.png`),
      });
    }
    await dm.getByTestId('language-en').click();
    expect(await badge.innerText()).toBe('Difficulty: Hard · XP 650');
  });
});
