// The 5e table tools and move form in a real Chromium through `npm run serve`, by keyboard: a
// lingering injury on demand with the DM's d20 (5E-INJURY-02/03: 4 is a limp, walking speed
// −5 ft), a healer's kit used until it is empty and then refused with its reason (5E-HKIT-01), a
// speed modifier with its reason (5E-ACT-05), and a move whose movement left shows what all of
// them leave of speed 30. Screenshots go to tests/e2e/artifacts/forms-5e/.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDmSession, type DmSession } from './support/dmSession';

const artifacts = resolve('tests/e2e/artifacts/forms-5e');

let session: DmSession;
let dm: Page;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  session = await openDmSession();
  dm = session.dm;
}, 60_000);

afterAll(async () => {
  await session?.call('settings.setLanguage', { language: 'en' }).catch(() => undefined);
  await session?.close();
});

async function snap(name: string): Promise<void> {
  await dm.screenshot({ path: resolve(artifacts, `${name}.png`) });
}

/** Puts the keyboard on a tool's button (as Tab from the panel's actions does) and presses Enter. */
async function openTool(tool: string): Promise<void> {
  await dm.getByTestId(`tool-${tool}`).focus();
  await dm.keyboard.press('Enter');
}

describe('5e table tools by keyboard', () => {
  it(
    'injury on demand, a kit until empty, a speed modifier and a move',
    { timeout: 120_000 },
    async () => {
      const { call, command } = session;
      const created = await call('campaign.create', {
        name: 'Sunless Citadel',
        system: 'dnd5e',
        language: 'en',
        options: { lingeringInjuries: true },
      });
      await call('campaign.open', { campaignId: created.campaign.id });
      await command({
        type: 'addCombatants',
        combatants: [
          { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
          { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 15 },
        ],
      });
      await command({ type: 'setInitiative', combatantId: 'hero', score: 20 });
      await command({ type: 'setInitiative', combatantId: 'gob', score: 5 });
      await command({ type: 'setHealersKit', combatantId: 'hero', charges: 2 });
      await command({ type: 'startEncounter' });
      await dm
        .getByTestId('selected-combatant')
        .locator('h2', { hasText: /^Tordek$/ })
        .waitFor();

      // A lingering injury on demand: the DM's d20 of 4 is a limp.
      await openTool('injury');
      await dm.getByTestId('injury-roll').waitFor();
      await dm.keyboard.type('4');
      await dm.keyboard.press('Enter');
      await expect.poll(() => dm.getByTestId('injury-result').innerText()).toBe('d20 4: Limp');
      await snap('01-injury');
      await dm.keyboard.press('Escape');
      await dm.getByTestId('injury-form').waitFor({ state: 'detached' });

      // The healer's kit: two uses, then empty and refused with its reason.
      await openTool('kit');
      await expect.poll(() => dm.getByTestId('kit-charges').innerText()).toBe('2 uses left');
      for (const left of ['1 use left', '0 uses left']) {
        await dm.getByTestId('kit-patient').focus();
        await dm.keyboard.press('Tab');
        await dm.keyboard.press('Enter');
        await expect.poll(() => dm.getByTestId('kit-charges').innerText()).toBe(left);
      }
      await expect
        .poll(() => dm.getByTestId('kit-why').innerText())
        .toBe('The kit is empty: no uses left.');
      expect(await dm.getByTestId('kit-apply').isDisabled()).toBe(true);
      expect(await dm.getByTestId('tool-kit').innerText()).toBe('Healer’s kit (0)');
      await snap('02-kit-empty');
      await openTool('kit');
      await dm.getByTestId('kit-form').waitFor({ state: 'detached' });

      // A speed modifier with its reason.
      await openTool('speed');
      await dm.getByTestId('speed-feet').waitFor();
      await dm.keyboard.type('-10');
      await dm.keyboard.press('Tab');
      await dm.keyboard.type('Ray of frost');
      await dm.keyboard.press('Enter');
      await expect
        .poll(() => dm.getByTestId('speed-list').innerText())
        .toContain('Ray of frost −10');
      await snap('03-speed');
      await dm.keyboard.press('Escape');
      await dm.getByTestId('speed-form').waitFor({ state: 'detached' });

      // The move form counts both: 30 − 5 (limp) − 10 = 15 ft; 10 ft moved leave 5.
      await dm.keyboard.press('m');
      await expect
        .poll(() => dm.getByTestId('move-left').innerText())
        .toContain('15 ft of movement left (speed 15 ft)');
      await dm.keyboard.type('10');
      await dm.keyboard.press('Enter');
      await dm.getByTestId('move-form').waitFor({ state: 'detached' });
      await dm.keyboard.press('m');
      await expect
        .poll(() => dm.getByTestId('move-left').innerText())
        .toContain('5 ft of movement left (speed 15 ft)');
      expect(await dm.getByTestId('move-left').innerText()).toContain('Ray of frost −10');
      await snap('04-movement-left');
      const { encounter } = await call('encounter.get', {});
      expect(encounter.combatants.hero?.conditions.map((c) => c.key)).toContain('injury.limp');

      // The tools speak the screen's language.
      await dm.keyboard.press('Escape');
      await dm.getByTestId('move-form').waitFor({ state: 'detached' });
      for (const [language, kit] of [
        ['uk', 'Набір цілителя (0)'],
        ['ru', 'Набор целителя (0)'],
      ] as const) {
        await call('settings.setLanguage', { language });
        await dm.locator(`html[lang="${language}"]`).waitFor();
        await openTool('speed');
        await expect.poll(() => dm.getByTestId('tool-kit').innerText()).toBe(kit);
        await dm
          .getByTestId('selected-combatant')
          .screenshot({ path: resolve(artifacts, `05-tools-${language}.png`) });
        await dm.keyboard.press('Escape');
      }
      await call('settings.setLanguage', { language: 'en' });
    },
  );
});
