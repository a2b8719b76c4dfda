// Before the fight: the encounter builder's odds of the fight, simulated by the engine in the
// app's own workers (the real bundle, under its Content-Security-Policy): four level-5 PCs
// against an ogre and four goblins; and a quick fight set up on the encounter screen, run as it
// stands. Screenshots of the panel in each language go to tests/e2e/artifacts/odds/.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/index';
import { cleric, fighter, goblin, ogre } from '../unit/sim/fixtures';
import { switchLanguage } from './support/language';
import { openDmSession, type DmSession } from './support/dmSession';

const artifacts = resolve('tests/e2e/artifacts/odds');

/** The panel's words in each language, after a run. */
const partyWins = { en: 'The party wins', uk: 'Перемагає загін', ru: 'Побеждает отряд' } as const;
const rerun = { en: 'Run again', uk: 'Розрахувати знову', ru: 'Рассчитать снова' } as const;

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

describe('odds of a fight set up on the encounter screen', () => {
  it('runs the quick fight as it stands in the workers, in every language, at 1280×720', async () => {
    await dm.setViewportSize({ width: 1280, height: 720 });
    await session.command({
      type: 'addCombatants',
      combatants: [
        ...(['Aria', 'Borin'] as const).map((name) => ({
          name,
          kind: 'pc' as const,
          statblock: { ...fighter, name },
        })),
        { name: 'Ogre', kind: 'monster' as const, statblock: ogre },
      ],
    });
    const panel = dm.getByTestId('odds');
    await panel.waitFor();
    await panel.getByTestId('odds-fights').selectOption('200');
    await panel.getByTestId('odds-run').click();
    await panel.getByTestId('odds-results').waitFor({ timeout: 120_000 });
    expect(await panel.getByTestId('odds-member').allInnerTexts()).toEqual([
      expect.stringMatching(/^Aria\s/),
      expect.stringMatching(/^Borin\s/),
    ]);
    for (const language of languages) {
      await switchLanguage(dm, language);
      await panel.scrollIntoViewIfNeeded();
      expect(await panel.getByTestId('odds-win').innerText()).toContain(partyWins[language]);
      // The panel fits the screen's centre column: nothing cut at its right edge.
      const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Nor the add form above it, whose six fields go three to a line in a column this narrow.
      const form = dm.getByTestId('add-form');
      expect(await form.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await dm.screenshot({ path: resolve(artifacts, `odds-encounter-${language}.png`) });
    }
    await switchLanguage(dm, 'en');

    // A wounded fighter changes the fight: the figures are marked stale until run again.
    const { encounter } = await session.call('encounter.get', {});
    const aria = encounter.combatantIds.find((id) => encounter.combatants[id]?.name === 'Aria');
    await session.command({ type: 'damage', targetIds: [aria], amount: 40 });
    await panel.getByTestId('odds-stale').waitFor();
    await session.command({ type: 'startEncounter' });
    await expect.poll(() => dm.getByTestId('odds').count()).toBe(0);
    await dm.setViewportSize({ width: 1440, height: 900 });
  }, 240_000);
});

describe('odds of the fight in the builder', () => {
  it('runs the fights in a worker and shows the odds in every language', async () => {
    const { campaign } = await session.call('campaign.create', {
      name: 'Odds',
      system: 'dnd5e',
      language: 'en',
    });
    await session.call('campaign.open', { campaignId: campaign.id });
    const ids: string[] = [];
    for (const [name, statblock] of [
      ['Aria', fighter],
      ['Borin', fighter],
      ['Cass', fighter],
      ['Dain', cleric],
    ] as const) {
      const entry = await session.call('roster.add', {
        campaignId: campaign.id,
        entry: {
          kind: 'pc',
          name,
          statblock: { ...statblock, name },
          quick: { ac: statblock.ac, initiativeBonus: 1 },
          state: { maxHp: statblock.hp },
        },
      });
      ids.push(entry.id);
    }
    await session.call('prepared.save', {
      campaignId: campaign.id,
      name: 'Ogre and goblins',
      lines: [
        ...ids.map((rosterId) => ({ source: 'roster' as const, rosterId, hidden: false })),
        { source: 'inline', name: 'Ogre', statblock: ogre, count: 1, hidden: false },
        { source: 'inline', name: 'Goblin', statblock: goblin, count: 4, hidden: false },
      ],
    });

    await dm.keyboard.press('Alt+Digit2');
    await dm.getByTestId('roster-screen').waitFor();
    const item = dm.getByTestId('prepared-item').filter({ hasText: 'Ogre and goblins' });
    await item.getByRole('button').nth(1).click();
    const panel = dm.getByTestId('odds');
    await panel.waitFor();
    await panel.getByTestId('odds-fights').selectOption('200');
    await panel.getByTestId('odds-run').click();
    await panel.getByTestId('odds-results').waitFor({ timeout: 120_000 });
    expect(await panel.getByTestId('odds-member').count()).toBe(4);
    expect(await panel.getByTestId('odds-win').innerText()).toMatch(/The party wins\s+\d/);
    for (const language of languages) {
      await switchLanguage(dm, language);
      await panel.scrollIntoViewIfNeeded();
      expect(await panel.getByTestId('odds-win').innerText()).toContain(partyWins[language]);
      expect(await panel.getByTestId('odds-run').innerText()).toBe(rerun[language]);
      await panel.screenshot({ path: resolve(artifacts, `odds-5e-${language}.png`) });
    }
    await switchLanguage(dm, 'en');

    // The figure as the app makes it: 1,000 fights over its workers (one per core).
    await panel.getByTestId('odds-fights').selectOption('1000');
    const started = Date.now();
    await panel.getByTestId('odds-run').click();
    await expect
      .poll(() => panel.getByTestId('odds-summary').innerText(), { timeout: 120_000 })
      .toMatch(/^1000 /);
    console.log(`odds: 1,000 fights in the app's workers took ${(Date.now() - started) / 1000} s`);
  }, 240_000);
});
