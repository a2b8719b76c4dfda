// The player display fits any fight on any screen: 4, 12, 24 and 40 visible creatures at
// 1280×720, 1920×1080 and 3840×2160. From the elements' boxes: nothing runs past the viewport,
// every place of the order is on screen (the acting one and the next two among them), no text
// is smaller than the floor the README states. A screenshot of each goes to tests/e2e/artifacts,
// in the three languages in turn.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, type Language } from '../../shared/i18n/index';
import { openDmSession, type DmSession } from './support/dmSession';

const artifacts = resolve('tests/e2e/artifacts');
const sizes = [4, 12, 24, 40] as const;
const viewports = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;
/** The smallest text the display allows (README, Player display). */
const smallestTextPx = 16;

const monsterNames = [
  'Goblin',
  'Hobgoblin Captain of the Iron Legion',
  'Orc',
  'Ogre',
  'Specter',
  'Bugbear',
  'Wolf',
  'Giant Spider',
];

/** A fight of `count` visible creatures: four PCs, monsters with long names, conditions. */
function fightOf(count: number): Record<string, unknown>[] {
  const pcs = ['Alda', 'Borin', 'Cressida Featherstonehaugh', 'Dûmo'].slice(0, count);
  const creatures: Record<string, unknown>[] = pcs.map((name, i) => ({
    id: `pc${i}`,
    name,
    kind: 'pc',
    maxHp: 20 + i * 7,
  }));
  for (let i = creatures.length; i < count; i += 1) {
    const name = monsterNames[i % monsterNames.length] as string;
    creatures.push({ id: `m${i}`, name: `${name} ${i}`, kind: 'monster', maxHp: 7 + (i % 5) * 6 });
  }
  // One the players cannot see: it must take no room.
  creatures.push({ id: 'lurker', name: 'Lurker', kind: 'monster', maxHp: 30, hidden: true });
  return creatures;
}

interface Geometry {
  readonly overflow: string[];
  readonly entries: number;
  readonly activeIndex: number;
  readonly more: number;
  readonly smallestFont: number;
  readonly smallestFontOf: string;
}

/** Reads the board's boxes: what runs past the viewport, where the acting place is. */
function geometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const overflow: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > width || doc.scrollHeight > height) {
      overflow.push(`page ${doc.scrollWidth}×${doc.scrollHeight}`);
    }
    const list = document.querySelector('[data-testid="player-list"]');
    const listBox = list?.getBoundingClientRect();
    const inside = (r: DOMRect): boolean =>
      r.left >= -1 &&
      r.top >= -1 &&
      r.right <= width + 1 &&
      r.bottom <= height + 1 &&
      (!listBox ||
        (r.left >= listBox.left - 1 &&
          r.right <= listBox.right + 1 &&
          r.top >= listBox.top - 1 &&
          r.bottom <= listBox.bottom + 1));
    const boxes = [
      '[data-testid="player-entry"]',
      '[data-testid="player-combatant"] .name',
      '[data-testid="player-combatant"] .health',
      '[data-testid="player-turn"]',
      '[data-testid="player-fallen"]',
    ];
    for (const selector of boxes) {
      for (const element of document.querySelectorAll(selector)) {
        const r = element.getBoundingClientRect();
        if (!inside(r)) {
          const where = [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
          overflow.push(
            `${selector} "${(element.textContent ?? '').trim().slice(0, 30)}" ${where}`,
          );
        }
      }
    }
    const header = document.querySelector('[data-testid="player-board"] header');
    if (header) {
      const r = header.getBoundingClientRect();
      if (r.right > width + 1 || r.bottom > height + 1) overflow.push('header');
    }
    const entries = [...document.querySelectorAll('[data-testid="player-entry"]')];
    let smallestFont = Infinity;
    let smallestFontOf = '';
    const texts = document.querySelectorAll(
      '[data-testid="player-board"] :is(h1, .round, .name, .health, .turn, .condition, .fact, .position, .score, .fallen, .step, .run-side)',
    );
    for (const element of texts) {
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < smallestFont) {
        smallestFont = size;
        smallestFontOf = `${element.className} "${(element.textContent ?? '').trim()}"`;
      }
    }
    return {
      overflow,
      entries: entries.length,
      activeIndex: entries.findIndex((e) => e.classList.contains('active')),
      more: document.querySelectorAll('[data-testid="player-more"]').length,
      smallestFont,
      smallestFontOf,
    };
  });
}

describe('player display fits the fight', () => {
  let session: DmSession;
  let player: Page;

  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    session = await openDmSession();
    player = await session.browser.open(session.app.playerUrl, viewports[0]);
    await player.getByTestId('player-page').waitFor();
  });

  afterAll(async () => {
    await session?.call('settings.setLanguage', { language: 'en' }).catch(() => undefined);
    await session?.close();
  });

  let added = 0;
  let combo = 0;

  for (const count of sizes) {
    it(
      `${count} creatures: every one on screen at each size, the acting one and the next two in view`,
      { timeout: 240_000 },
      async () => {
        // The fight grows to `count`: the new creatures join, then everyone rolls again.
        const fight = fightOf(count).filter((c, i) => i >= added && c.id !== 'lurker');
        if (added === 0) fight.push(fightOf(count).at(-1) as Record<string, unknown>);
        await session.command({ type: 'addCombatants', combatants: fight });
        added = count;
        if (count === 4) {
          await session.command({ type: 'rollInitiative' });
          await session.command({ type: 'startEncounter' });
        } else {
          await session.command({ type: 'rollInitiative' });
        }
        if (count === 4) await addConditions(session);
        if (count >= 12) {
          await session.command({ type: 'addCondition', combatantId: 'm5', key: 'frightened' });
          await session.command({ type: 'damage', targetIds: ['m6'], amount: 3 });
        }
        await expect
          .poll(() => player.getByTestId('player-combatant').count())
          .toBeGreaterThanOrEqual(count - 1);

        // The turn goes round until the last place of the order acts: the hardest to keep in view.
        for (let turn = 0; turn < count * 2; turn += 1) {
          const g = await geometry(player);
          if (g.entries > 0 && g.activeIndex === g.entries - 1) break;
          await session.command({ type: 'nextTurn' });
          await player.waitForTimeout(30);
        }

        for (const viewport of viewports) {
          const language: Language = languages[combo % languages.length] as Language;
          combo += 1;
          await session.call('settings.setLanguage', { language });
          await player.locator(`html[lang="${language}"]`).waitFor();
          await player.setViewportSize(viewport);
          const label = `${count} creatures at ${viewport.width}×${viewport.height} (${language})`;
          // The board fits itself after the resize and the language's longer words.
          await expect
            .poll(async () => (await geometry(player)).overflow, { timeout: 5_000 })
            .toEqual([]);
          const g = await geometry(player);
          await player.screenshot({
            path: resolve(
              artifacts,
              `player-fit-${count}-${viewport.width}x${viewport.height}-${language}.png`,
            ),
          });
          expect(g.more, `${label}: places left off`).toBe(0);
          expect(g.entries, label).toBe(await entriesOf(player));
          expect(g.activeIndex, `${label}: the acting place`).toBeGreaterThanOrEqual(0);
          expect(g.smallestFont, `${label}: ${g.smallestFontOf}`).toBeGreaterThanOrEqual(
            smallestTextPx,
          );
          expect(
            await player.getByTestId('player-combatant').filter({ hasText: 'Lurker' }).count(),
          ).toBe(0);
        }
      },
    );
  }
});

/** Conditions on the PCs and a wound, once. */
async function addConditions(session: DmSession): Promise<void> {
  await session.command({
    type: 'addCondition',
    combatantId: 'pc0',
    key: 'blinded',
    duration: { at: 'turnEnd', of: 'pc0', rounds: 3 },
  });
  await session.command({ type: 'addCondition', combatantId: 'pc1', key: 'prone' });
  await session.command({ type: 'addCondition', combatantId: 'pc1', key: 'poisoned' });
  await session.command({ type: 'damage', targetIds: ['pc2'], amount: 9 });
}

/** Places of the order the board has (all of them, when nothing is left off). */
function entriesOf(page: Page): Promise<number> {
  return page.getByTestId('player-entry').count();
}
