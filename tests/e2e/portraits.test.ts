// Portraits in a real Chromium against the real local server: a PNG is uploaded in chunks and
// stored in the data folder; the DM window (1280×720) shows it on the initiative rows and the
// statblock card, and the player display (1920×1080) the acting creature's, large, loaded from
// the page's own origin under the strict Content-Security-Policy; a hidden creature's picture
// never reaches the players' page, not even on its own turn. The DM switches the language as a
// DM does, and both windows are checked and photographed in en, uk and ru. On the library card
// a chosen file is shrunk in the page (createImageBitmap, canvas, WebP) before upload.
// Screenshots go to artifacts/portraits/.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { languages, type Language } from '../../shared/i18n/index';
import { tokenQueryParam } from '../../shared/ipc/index';
import { launchTestBrowser, type TestBrowser } from './support/browser';
import { exchangeFromPage } from './support/pageSocket';
import { startServedApp, type ServedApp } from './support/serveProcess';

const artifacts = resolve('tests/e2e/artifacts/portraits');

let app: ServedApp;
let browser: TestBrowser;
let dm: Page;
let player: Page;
let dmToken: string;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  app = await startServedApp();
  browser = await launchTestBrowser();
  // Real screens: a DM's laptop and the players' television.
  dm = await browser.open(app.dmUrl, { width: 1280, height: 720 });
  player = await browser.open(app.playerUrl, { width: 1920, height: 1080 });
  await dm.getByTestId('dm-page').waitFor();
  await player.getByTestId('player-page').waitFor();
  dmToken =
    new URLSearchParams(new URL(app.dmUrl).hash.split('?')[1] ?? '').get(tokenQueryParam) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function call(channel: string, payload: unknown): Promise<unknown> {
  const [reply] = (await exchangeFromPage(dm, 'dm', dmToken, [
    { json: { id: 1, channel, payload } },
  ])) as { result: { ok: boolean; value?: unknown; error?: unknown } }[];
  expect(reply?.result, JSON.stringify(reply?.result)).toMatchObject({ ok: true });
  return reply?.result.value;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real RGB PNG (192 px square unless told): a gradient with a dark disc, like a face. */
function portraitPng(hue: number, side = 192): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y++) {
    const row = Buffer.alloc(1 + side * 3);
    for (let x = 0; x < side; x++) {
      const inDisc = (x - side / 2) ** 2 + (y - side * 0.42) ** 2 < (side * 0.23) ** 2;
      row[1 + x * 3] = inDisc ? 40 : (hue + x) % 256;
      row[2 + x * 3] = inDisc ? 30 : 90 + (y >> 1);
      row[3 + x * 3] = inDisc ? 30 : 60;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a picture and attaches it to a new library creature; answers its reference. */
async function storedPortrait(bytes: Buffer, name: string): Promise<string> {
  const created = (await call('library.create', {
    scope: { kind: 'global' },
    system: 'dnd5e',
    statblock: {
      name,
      size: 'large',
      type: 'beast',
      ac: 14,
      hp: 37,
      abilities: { str: 17, dex: 15, con: 15, int: 3, wis: 12, cha: 7 },
    },
  })) as { summary: { id: string } };
  const begun = (await call('portrait.uploadBegin', {
    fileName: `${name}.png`,
    byteLength: bytes.length,
  })) as { uploadId: string; chunkBytes: number };
  for (let at = 0, index = 0; at < bytes.length; at += begun.chunkBytes, index += 1) {
    const data = bytes.subarray(at, at + begun.chunkBytes).toString('base64');
    await call('portrait.uploadChunk', { uploadId: begun.uploadId, index, data });
  }
  const attached = (await call('portrait.attach', {
    target: { kind: 'creature', id: created.summary.id },
    uploadId: begun.uploadId,
  })) as { portrait: string };
  return attached.portrait;
}

/** A 5e statblock for the encounter's card (the card shows the portrait beside the name). */
const wolfStatblock = {
  name: 'Dire Marsh Wolf',
  size: 'large',
  type: 'beast',
  ac: 14,
  hp: 37,
  speed: { walk: 50 },
  abilities: { str: 17, dex: 15, con: 15, int: 3, wis: 12, cha: 7 },
  cr: 1,
  actions: [
    {
      name: 'Bite',
      desc: 'Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 10 (2d6 + 3) piercing damage.',
      attackBonus: 5,
      damage: [{ dice: '2d6+3', type: 'piercing' }],
    },
  ],
};

/** Visible words of the DM window and the player display in each language. */
const words = {
  en: {
    heading: 'Initiative',
    acting: 'Now acting',
    monster: 'Monster',
    hidden: 'hidden',
    against: 'Rolls against:',
  },
  uk: {
    heading: 'Ініціатива',
    acting: 'Зараз діє',
    monster: 'Чудовисько',
    hidden: 'прихований',
    against: 'Кидки проти:',
  },
  ru: {
    heading: 'Инициатива',
    acting: 'Сейчас ходит',
    monster: 'Чудовище',
    hidden: 'скрыт',
    against: 'Броски против:',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The DM's language switch, as a DM changes it; both windows follow the app's setting. */
async function speak(language: Language): Promise<void> {
  await dm.getByTestId(`language-${language}`).click();
  await dm.locator(`html[lang="${language}"]`).waitFor();
  await player.locator(`html[lang="${language}"]`).waitFor();
}

/** Waits until every portrait on the page has loaded (the route answered, the CSP let it in). */
async function portraitsLoaded(page: Page, scope: string): Promise<void> {
  const images = page.locator(`${scope} [data-testid="portrait-image"]`);
  await images.first().waitFor();
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
}

it('shows portraits on the DM’s rows and card and the acting one on the player display, never a hidden one, in every language', async () => {
  const wolf = await storedPortrait(portraitPng(140), 'Dire Marsh Wolf');
  const lurker = await storedPortrait(portraitPng(20), 'Lurker');
  // Every picture the player page asks for: the hidden creature's must never be one of them.
  const playerRequests: string[] = [];
  player.on('request', (request) => playerRequests.push(request.url()));
  const dispatch = (command: Record<string, unknown>) => call('encounter.dispatch', { command });
  await dispatch({
    type: 'addCombatants',
    combatants: [
      {
        id: 'wolf',
        name: 'Dire Marsh Wolf',
        kind: 'monster',
        maxHp: 37,
        ac: 14,
        statblock: wolfStatblock,
        portrait: wolf,
      },
      { id: 'lurk', name: 'Lurker', kind: 'monster', maxHp: 9, hidden: true, portrait: lurker },
      { id: 'mira', name: 'Mira', kind: 'pc', maxHp: 20, ac: 15 },
    ],
  });
  await dispatch({
    type: 'rollInitiative',
    typedRolls: { 'init:wolf': [19], 'init:lurk': [12], 'init:mira': [7] },
  });
  await dispatch({ type: 'startEncounter' });

  // The DM selects the acting wolf: its card, with the portrait beside the name, opens.
  await dm.bringToFront();
  await dm.locator('[data-testid="dm-combatant"][data-id="wolf"] button.hit').click();
  const card = dm.getByTestId('statblock-card');
  await card.getByTestId('portrait-image').waitFor();
  expect(await card.getByTestId('portrait-image').getAttribute('src')).toBe(`portraits/${wolf}`);
  // The DM sees both pictures on the rows, the hidden creature's too.
  const rowPortrait = (id: string) =>
    dm.locator(`[data-testid="dm-combatant"][data-id="${id}"] [data-testid="portrait-image"]`);
  expect(await rowPortrait('wolf').getAttribute('src')).toBe(`portraits/${wolf}`);
  expect(await rowPortrait('lurk').getAttribute('src')).toBe(`portraits/${lurker}`);
  expect(await rowPortrait('mira').count()).toBe(0);

  const image = player.locator('[data-testid="player-acting-portrait"] img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toBe(`portraits/${wolf}`);
  // Large on a real screen, square and uncropped in height.
  const box = await image.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(300);
  expect(box?.height).toBe(box?.width);

  for (const language of languages) {
    const said = words[language];
    await speak(language);
    await dm.bringToFront();
    await portraitsLoaded(dm, '[data-testid="encounter-screen"]');
    const wolfRow = dm.locator('[data-testid="dm-combatant"][data-id="wolf"]');
    expect(await wolfRow.innerText()).toContain(said.monster);
    expect(await dm.locator('[data-testid="dm-combatant"][data-id="lurk"]').innerText()).toContain(
      said.hidden,
    );
    expect(await card.getByTestId('statblock-name').innerText()).toBe('Dire Marsh Wolf');
    expect(await card.getByTestId('statblock-against').innerText()).toContain(said.against);
    // The previous language's card picture scrolled the window and the middle column.
    await dm.evaluate(() => {
      for (const box of document.querySelectorAll('*')) box.scrollTop = 0;
      window.scrollTo(0, 0);
    });
    await dm.screenshot({ path: resolve(artifacts, `dm-encounter-${language}.png`) });
    // The card lies below the fold of a 720-pixel screen: its own picture, scrolled to.
    await card.screenshot({ path: resolve(artifacts, `dm-card-${language}.png`) });

    await player.bringToFront();
    await portraitsLoaded(player, '[data-testid="player-page"]');
    expect(await player.locator('h1').innerText()).toBe(said.heading);
    expect(await player.getByTestId('player-page').innerText()).toContain(
      said.acting.toUpperCase(),
    );
    expect(await player.getByTestId('player-acting-portrait').innerText()).toBe('Dire Marsh Wolf');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(192);
    expect(await player.content()).not.toContain(lurker);
    await player.screenshot({ path: resolve(artifacts, `player-display-${language}.png`) });
  }
  await speak('en');

  // The hidden creature's own turn: the players see no portrait at all, and never its file.
  await dispatch({ type: 'nextTurn' });
  await expect.poll(() => player.getByTestId('player-acting-portrait').count()).toBe(0);
  expect(await player.content()).not.toContain(lurker);
  await dispatch({ type: 'nextTurn' });
  await expect.poll(() => player.getByTestId('player-acting-portrait').count()).toBe(0);
  expect(playerRequests.some((url) => url.includes(wolf))).toBe(true);
  expect(playerRequests.filter((url) => url.includes(lurker))).toEqual([]);
  expect(await player.content()).not.toContain(lurker);
});

it('attaches a portrait from the library card: the file is shrunk to 512 px WebP in the page', async () => {
  await call('library.create', {
    scope: { kind: 'global' },
    system: 'dnd5e',
    statblock: {
      name: 'Bog Hag',
      size: 'medium',
      type: 'fey',
      ac: 17,
      hp: 82,
      abilities: { str: 18, dex: 12, con: 16, int: 13, wis: 14, cha: 16 },
    },
  });
  await dm.bringToFront();
  if ((await dm.getByTestId('library-drawer').count()) === 0) {
    await dm.getByTestId('library-open').click();
  }
  await dm.getByTestId('library-panel').waitFor();
  await dm.getByTestId('library-search').fill('Bog Hag');
  await dm.getByTestId('library-item').filter({ hasText: 'Bog Hag' }).first().click();
  const input = dm.getByTestId('portrait-input');
  await input.waitFor({ state: 'attached' });
  // A real file input: it takes the keyboard focus like any control.
  await input.focus();
  expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  await input.setInputFiles({
    name: 'hag.png',
    mimeType: 'image/png',
    buffer: portraitPng(60, 1024),
  });
  const preview = dm.getByTestId('portrait-field').getByTestId('portrait-image');
  await preview.waitFor();
  expect(await preview.getAttribute('src')).toMatch(/^portraits\/[a-f0-9]{64}\.webp$/);
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(512);
  await dm
    .getByTestId('portrait-field')
    .screenshot({ path: resolve(artifacts, 'library-card.png') });
  await dm.getByTestId('portrait-remove').click();
  await preview.waitFor({ state: 'detached' });
});
