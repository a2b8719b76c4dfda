// The 2e and OSR screens in Ukrainian, Russian and English, photographed in a real Chromium
// against `npm run serve`: the selected creature's actions and the add form carry no 5e words
// (no temporary HP, no initiative modifier, a skeleton as the example), the OSR on-hit save card
// names the target's save in the screen's language, and the Options screen cites no source.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDmSession, type DmSession } from './support/dmSession';
import type { EncounterKeys } from './support/encounterKeys';
import { languages, type Language } from '../../shared/i18n/index';

const artifacts = resolve('tests/e2e/artifacts');
let session: DmSession;
let dm: Page;
let keys: EncounterKeys;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  session = await openDmSession();
  ({ dm, keys } = session);
});

afterAll(async () => {
  await session?.close();
});

async function language(lang: Language): Promise<void> {
  await dm.getByTestId(`language-${lang}`).click();
  await dm.locator(`html[lang="${lang}"]`).waitFor();
  await dm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Words of another system or language that must not be on a 2e or OSR screen. */
const FOREIGN: Record<Language, RegExp> = {
  en: /Temp HP|Init \+|Goblin archer/,
  uk: /Тимч\. ХП|Ініц\. \+|Гоблін|Party|Foes|paralysis|death \d/,
  ru: /Врем\. ХП|Иниц\. \+|Гоблин|Party|Foes|paralysis|death \d/,
};

async function everyLanguage(name: string, ready: () => Promise<void>): Promise<void> {
  for (const lang of languages) {
    await language(lang);
    await ready();
    const text = await dm.getByTestId('encounter-screen').innerText();
    expect(text, `${name} ${lang}`).not.toMatch(FOREIGN[lang]);
    await dm.screenshot({ path: resolve(artifacts, `words-${name}-${lang}.png`) });
  }
}

const SAVES = { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 };

describe('2e and OSR screens in their own words', () => {
  it('AD&D 2e: the selected PC and the add form', async () => {
    const created = await session.call('campaign.create', {
      name: 'Crypt',
      system: 'adnd2e',
      language: 'uk',
    });
    await session.call('campaign.open', { campaignId: created.campaign.id });
    await session.command({
      type: 'addCombatants',
      combatants: [
        { name: 'Mirela', kind: 'pc', maxHp: 18, ac: 4 },
        {
          name: 'Skeleton',
          kind: 'monster',
          statblock: {
            name: 'Skeleton',
            hitDice: '1',
            ac: 7,
            attacks: [{ name: 'claw', damage: '1d6' }],
          },
        },
      ],
    });
    await dm.locator('[data-testid="dm-combatant"]').nth(1).waitFor();
    await keys.select('Mirela');
    await everyLanguage('adnd2e-setup', async () => {
      await dm.getByTestId('add-form').waitFor();
      expect(await dm.getByTestId('action-tempHp').count()).toBe(0);
      expect(await dm.getByTestId('add-init').count()).toBe(0);
    });
  });

  it('OSR: the save against a ghoul’s paralysis names the save in the screen’s language', async () => {
    const created = await session.call('campaign.create', {
      name: 'Barrow',
      system: 'osr',
      language: 'ru',
    });
    await session.call('campaign.open', { campaignId: created.campaign.id });
    await session.command({
      type: 'addCombatants',
      combatants: [
        {
          id: 'olena',
          name: 'Olena',
          kind: 'pc',
          statblock: { name: 'Olena', hd: '1', hp: 9, ac: 5, movement: 120, saves: SAVES },
        },
        {
          id: 'ghoul',
          name: 'Ghoul',
          kind: 'monster',
          statblock: {
            name: 'Ghoul',
            hd: '2',
            ac: 6,
            movement: 90,
            damage: '1d3',
            attackBonus: { melee: 3, ranged: 3 },
            onHit: [{ kind: 'paralysis', duration: '2d4' }],
          },
        },
      ],
    });
    await session.command({
      type: 'attack',
      attackerId: 'ghoul',
      targetId: 'olena',
      kind: 'melee',
      typedRolls: { attack: [19], damage: [2] },
    });
    const card = dm.locator('[data-testid="prompt"][data-kind="onHitSave"]');
    await card.waitFor();
    await keys.select('Ghoul');
    const save: Record<Language, string> = {
      en: 'paralysis 14',
      uk: 'параліч 14',
      ru: 'паралич 14',
    };
    await everyLanguage('osr-on-hit-save', async () => {
      await dm.getByTestId('statblock').waitFor();
      const lang = (await dm.locator('html').getAttribute('lang')) as Language;
      expect(await card.innerText()).toContain(save[lang]);
    });
    // The Referee's physical d20, typed on the card.
    await card.locator('input').first().fill('15');
    await card.locator('[data-choice="roll"]').click();
    await card.waitFor({ state: 'detached' });
  });

  it('OSR: the negotiation step shows each of its labels whole in every language', async () => {
    const created = await session.call('campaign.create', {
      name: 'Ford',
      system: 'osr',
      language: 'en',
    });
    await session.call('campaign.open', { campaignId: created.campaign.id });
    await session.command({
      type: 'addCombatants',
      combatants: [
        { id: 'olena', name: 'Olena', kind: 'pc', side: 'party', maxHp: 9, ac: 5 },
        {
          id: 'orc',
          name: 'Orc',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'Orc', hd: '1', ac: 6, movement: 90, morale: 8 },
        },
      ],
    });
    await session.command({ type: 'rollReaction', typedRolls: { reaction: [3, 3] } });
    await session.command({ type: 'startEncounter' });
    // On to the round's side initiative, which the party wins 4 to 2: now it may talk.
    for (let i = 0; i < 12; i++) {
      const { encounter } = await session.call('encounter.get', {});
      if (encounter.turn?.slotKey === 'osr:initiative') break;
      await session.command({
        type: 'nextTurn',
        typedRolls: { 'initiative:party': [4], 'initiative:foes': [2] },
      });
    }
    const step = dm.getByTestId('osr-negotiate');
    for (const mode of ['reroll', 'sociability']) {
      await dm.getByTestId('osr-negotiate-mode').selectOption(mode);
      await everyLanguage(`osr-negotiate-${mode}`, async () => {
        await step.waitFor();
        // Nothing in the step is cut: each label, field and choice shows all it holds.
        const cut = await step.evaluate((form) =>
          [...form.querySelectorAll<HTMLElement>('label > span, select, button, strong')]
            .filter((e) => e.scrollWidth > e.clientWidth + 1)
            .map((e) => e.textContent?.trim() ?? e.tagName),
        );
        expect(cut).toEqual([]);
      });
    }
  });

  it('the Options screen cites no source of the rules', async () => {
    await dm.getByTestId('nav-options').click();
    for (const lang of languages) {
      await language(lang);
      await dm.getByTestId('option').first().waitFor();
      const text = await dm.locator('main').innerText();
      expect(text).not.toMatch(/\bseed\b|Trigger \(|Ukrainian text|першоджерел|первоисточник/);
      await dm.screenshot({ path: resolve(artifacts, `words-osr-options-${lang}.png`) });
    }
    await dm.getByTestId('nav-encounter').click();
  });
});
