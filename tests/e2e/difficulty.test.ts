// Before the fight: the encounter builder reckons a prepared 5e encounter's difficulty live
// (four level-3 characters against an ogre and four goblins: 650 XP, ×2 → 1,300: hard), and the
// encounter screen shows it on a badge until the fight starts. Screenshots of the builder and
// the badge in each language go to tests/e2e/artifacts/difficulty/, with an OSR encounter's
// XP (by Hit Dice and asterisks) and each character's share, and the 2e XP award step with how
// the tables reckon each foe.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/index';
import type { RequestOf } from '../../shared/ipc/index';
import type { RuleSystemId } from '../../shared/model/ids';
import { switchLanguage } from './support/language';
import { ghoul2e } from '../fixtures/ghoul2e';
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
/** The level's word on the builder in each language. */
const hard = { en: 'Hard', uk: 'Важка', ru: 'Трудная' } as const;

/** A new campaign of `system`, opened, with these characters on its roster; their ids. */
async function campaignWith(
  name: string,
  system: RuleSystemId,
  members: readonly string[],
  entry: Omit<RequestOf<'roster.add'>['entry'], 'kind' | 'name'>,
): Promise<{ campaignId: string; ids: string[] }> {
  const { campaign } = await session.call('campaign.create', { name, system, language: 'en' });
  const campaignId = campaign.id;
  await session.call('campaign.open', { campaignId });
  const ids: string[] = [];
  for (const member of members) {
    const added = await session.call('roster.add', {
      campaignId,
      entry: { ...entry, kind: 'pc', name: member },
    });
    ids.push(added.id);
  }
  return { campaignId, ids };
}

describe('difficulty and XP before the fight', () => {
  it('shows the builder’s difficulty and the fight’s badge in every language', async () => {
    const { campaignId, ids } = await campaignWith(
      'Cragmaw hideout',
      'dnd5e',
      ['Aria', 'Borin', 'Cass', 'Dain'],
      {
        quick: { ac: 15, initiativeBonus: 1 },
        state: { maxHp: 24, hitDice: [{ die: 8, total: 3, spent: 0 }] },
      },
    );
    await session.call('prepared.save', {
      campaignId,
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
      await switchLanguage(dm, language);
      await summary.scrollIntoViewIfNeeded();
      expect(await summary.getByTestId('difficulty-level').innerText()).toBe(hard[language]);
      await dm.getByTestId('builder').screenshot({
        path: resolve(artifacts, `builder-5e-${language}.png`),
      });
    }
    await switchLanguage(dm, 'en');
    expect(await summary.innerText()).toMatch(/Hard[\s\S]*XP: 650[\s\S]*1,300 \(×2\)/);
    // A level keeps its XP on its line (no break between "deadly" and "1,600").
    expect(await summary.getByTestId('difficulty-thresholds').textContent()).toContain(
      'deadly\u00a01,600',
    );

    // Started, the fight waits in setup with the badge on its bar.
    await dm.getByTestId('prepared-start-editing').click();
    await dm.getByTestId('fight-name').waitFor();
    await dm.getByTestId('encounter-screen').waitFor();
    const badge = dm.getByTestId('difficulty-badge');
    await expect.poll(() => badge.getAttribute('data-difficulty')).toBe('hard');
    for (const language of languages) {
      await switchLanguage(dm, language);
      await dm.getByTestId('encounter-toolbar').screenshot({
        path: resolve(artifacts, `badge-5e-${language}.png`),
      });
    }
    await switchLanguage(dm, 'en');
    expect(await badge.innerText()).toBe('Difficulty: Hard · XP 650');
  });
  it('shows an OSR encounter’s XP by Hit Dice and each character’s share in every language', async () => {
    const { campaignId, ids } = await campaignWith('Hex crawl', 'osr', ['Ysolde', 'Wim', 'Odo'], {
      quick: { ac: 5, initiativeBonus: 0, hd: '2' },
      state: { maxHp: 12 },
    });
    await session.call('prepared.save', {
      campaignId,
      name: 'Crypt',
      lines: [
        ...ids.map((rosterId) => ({ source: 'roster' as const, rosterId, hidden: false })),
        {
          source: 'inline',
          name: 'Ghoul',
          statblock: {
            name: 'Ghoul',
            hd: '2',
            ac: 6,
            movement: 90,
            onHit: [{ kind: 'paralysis', duration: '2d4' }],
          },
          count: 2,
          hidden: false,
        },
        {
          source: 'inline',
          name: 'Orc',
          quick: { ac: 6, initiativeBonus: 0, maxHp: 5, hd: '1' },
          count: 3,
          hidden: false,
        },
      ],
    });
    await dm.keyboard.press('Alt+Digit2');
    await dm.getByTestId('roster-screen').waitFor();
    const item = dm.getByTestId('prepared-item').filter({ hasText: 'Crypt' });
    await item.getByRole('button').nth(1).click();
    const summary = dm.getByTestId('difficulty-summary');
    await summary.waitFor();
    // Two ghouls at 2* (20 + 5) and three orcs at 1 HD (10): 80, 26 each for three.
    await expect.poll(() => summary.getByTestId('difficulty-xp').innerText()).toBe('XP: 80');
    for (const language of languages) {
      await switchLanguage(dm, language);
      await summary.scrollIntoViewIfNeeded();
      await dm.getByTestId('builder').screenshot({
        path: resolve(artifacts, `builder-osr-${language}.png`),
      });
    }
    await switchLanguage(dm, 'en');
    expect(await summary.getByTestId('difficulty-share').innerText()).toBe(
      'Each of 3 characters: 26',
    );
  });

  it('2e: the XP award shows how the tables reckon each foe, in every language', async () => {
    const { campaignId, ids } = await campaignWith('Barrow', 'adnd2e', ['Aldo', 'Brin'], {
      quick: { ac: 5, initiativeBonus: 0 },
      state: { maxHp: 20 },
    });
    const saved = await session.call('prepared.save', {
      campaignId,
      name: 'Ghouls',
      lines: [
        ...ids.map((rosterId) => ({ source: 'roster' as const, rosterId, hidden: false })),
        {
          source: 'inline',
          name: 'Ghoul',
          statblock: ghoul2e,
          count: 2,
          hidden: false,
        },
      ],
    });
    await session.call('prepared.start', { campaignId, id: saved.id });
    await dm.keyboard.press('Alt+Digit3');
    await dm.getByTestId('fight-end').click();
    await dm.getByTestId('fight-end-confirm').click();
    const award = dm.getByTestId('xp-award');
    await award.waitFor();
    for (const end of await award.getByTestId('xp-award-end').all()) {
      await end.selectOption('killed');
    }
    const basis = {
      en: 'Hit Dice 2 + 3 for Table 32: immunity to a spell +1, paralysis +2',
      uk: 'Кості хітів 2 + 3 за таблицею 32: імунітет до закляття +1, параліч +2',
      ru: 'Кости хитов 2 + 3 по таблице 32: иммунитет к заклятью +1, паралич +2',
    } as const;
    for (const language of languages) {
      await switchLanguage(dm, language);
      expect(await award.getByTestId('xp-award-basis').allInnerTexts()).toEqual([
        basis[language],
        basis[language],
      ]);
      await award.screenshot({ path: resolve(artifacts, `award-2e-${language}.png`) });
    }
    await switchLanguage(dm, 'en');
    expect(await award.getByTestId('xp-award-total').innerText()).toBe('Total XP: 350');
    await dm.getByTestId('xp-award-give').click();
    await expect
      .poll(async () => {
        const view = await session.call('campaign.get', {});
        return view?.roster.map((e) => e.xp);
      })
      .toEqual([175, 175]);
  });
});
