// Leak test: a scripted fight full of secrets (hidden monsters, DM notes, unidentified
// creatures whose real names and ids carry a marker), run through main's real core. Every
// payload the player window receives (pushes and its channel answers) and everything the LAN
// view serves is recorded; none may carry the marker, a hidden creature's HP or a DM-only field.
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerDisplayView } from '../../../shared/ipc/channels/player';
import type { IpcResult } from '../../../shared/ipc/index';
import { createCore, type Core } from '../../../main/core/createCore';

const SECRET = 'SENTINEL-DM-SECRET';
// HP only the DM knows: the hidden lurker's and the unidentified lich's (never revealed).
const LURKER_MAX = 87;
const LICH_MAX = 113;
/** Fields of the DM's state that must never reach the players. */
const DM_ONLY_KEYS = [
  'notes',
  'note',
  'statblock',
  'sys',
  'hidden',
  'nameHidden',
  'publicName',
  'hpRevealed',
  'ac',
  'initiativeBonus',
  'encounter',
  'rng',
  'seed',
  'pendingPrompts',
  'rolls',
  'tiebreak',
  'reveal',
  'controls',
];

interface Recorded {
  readonly source: string;
  readonly payload: unknown;
}

let dataDir: string;
let core: Core;
const recorded: Recorded[] = [];
const streamed: string[] = [];
let stopStream: (() => void) | undefined;

async function dm(channel: string, payload: unknown): Promise<unknown> {
  const result = (await core.router.handle('dm', channel, payload)) as IpcResult<unknown>;
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

async function command(c: Record<string, unknown>): Promise<void> {
  await dm('encounter.dispatch', { command: c });
  // A PC at 0 HP rolls a death save on its turn: the DM types a 4 (a failure, shown as a pip).
  for (const prompt of core.encounter.dmView().encounter.prompts) {
    expect(prompt.kind).toBe('deathSave');
    await dm('encounter.dispatch', {
      command: {
        type: 'resolvePrompt',
        promptId: prompt.id,
        choice: 'roll',
        typedRolls: { deathSave: [4] },
      },
    });
  }
}

/** What the player window asks for: recorded like every push it gets. */
async function playerAsks(): Promise<void> {
  recorded.push({
    source: 'player.getView',
    payload: await core.router.handle('player', 'player.getView', {}),
  });
  recorded.push({
    source: 'settings.get',
    payload: await core.router.handle('player', 'settings.get', {}),
  });
}

function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

// Told of each chunk of the event stream, so a wait for one ends when it arrives.
const streamWaiters = new Set<() => void>();

/** Resolves once the event stream has carried `text` (however long a loaded machine takes). */
function streamedText(text: string): Promise<void> {
  return new Promise((resolve) => {
    const waiter = () => {
      if (!streamed.join('').includes(text)) return;
      streamWaiters.delete(waiter);
      resolve();
    };
    streamWaiters.add(waiter);
    waiter();
  });
}

function follow(url: string): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        streamed.push(chunk);
        for (const waiter of [...streamWaiters]) waiter();
      });
      resolve(() => req.destroy());
    });
    req.on('error', reject);
    req.end();
  });
}

let lanBase = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-leak-'));
  const rendererDir = join(dataDir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>player</title>');
  core = await createCore({
    dataDir: join(dataDir, 'data'),
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    system: 'dnd5e',
    seed: 11,
    rendererDir,
  });
  core.pushes.subscribe('player', (event, payload) =>
    recorded.push({ source: `push ${event}`, payload: structuredClone(payload) }),
  );
  const lan = (await dm('player.setLan', { enabled: true, address: '127.0.0.1' })) as {
    url: string;
  };
  const url = new URL(lan.url);
  lanBase = `${url.origin}${url.pathname}`;
  stopStream = await follow(`${lanBase}api/events`);

  // The fight.
  await command({
    type: 'addCombatants',
    combatants: [
      { id: 'alda', name: 'Alda', kind: 'pc', maxHp: 24, notes: `${SECRET} owes the guild` },
      { id: 'borin', name: 'Borin', kind: 'pc', maxHp: 9 },
      {
        id: `lurker-${SECRET}`,
        name: `Lurker ${SECRET}`,
        kind: 'monster',
        maxHp: LURKER_MAX,
        hidden: true,
        notes: SECRET,
        statblock: undefined,
      },
      {
        id: `lich-${SECRET}`,
        name: `Lich ${SECRET}`,
        kind: 'monster',
        maxHp: LICH_MAX,
        nameHidden: true,
        publicName: 'Robed figure',
        notes: `${SECRET} phylactery in the crypt`,
      },
      { id: 'orc', name: 'Orc', kind: 'monster', maxHp: 15, notes: SECRET },
      { id: `ally-${SECRET}`, name: `Spy ${SECRET}`, kind: 'npc', maxHp: 11, hidden: true },
    ],
  });
  await playerAsks();
  await command({ type: 'setEncounterNotes', notes: `Twist: ${SECRET}` });
  await command({
    type: 'rollInitiative',
    typedRolls: {
      'init:alda': [18],
      'init:borin': [12],
      [`init:lurker-${SECRET}`]: [16],
      [`init:lich-${SECRET}`]: [14],
      'init:orc': [9],
      [`init:ally-${SECRET}`]: [3],
    },
  });
  await command({ type: 'startEncounter' });
  await command({ type: 'damage', targetIds: [`lurker-${SECRET}`], amount: 26 });
  await command({ type: 'damage', targetIds: [`lich-${SECRET}`], amount: 40 });
  await command({
    type: 'addCondition',
    combatantId: `lich-${SECRET}`,
    key: 'frightened',
    note: SECRET,
    duration: { at: 'turnEnd', of: `lich-${SECRET}`, rounds: 2 },
  });
  await command({ type: 'addCondition', combatantId: `lurker-${SECRET}`, key: 'invisible' });
  await command({ type: 'damage', targetIds: ['orc', 'borin'], amount: 9 });
  await playerAsks();
  for (let turn = 0; turn < 4; turn += 1) await command({ type: 'nextTurn' });
  await command({ type: 'updateCombatant', combatantId: 'orc', patch: { notes: `${SECRET} 2` } });
  // The DM's display controls.
  await dm('player.setReveal', { combatantId: `lich-${SECRET}`, reveal: { conditions: false } });
  await dm('player.setVisibility', { showInitiativeScores: true, otherNames: 'hidden' });
  await dm('player.setReveal', { combatantId: 'orc', reveal: { name: true, hp: 'exact' } });
  await dm('player.setScreenOff', { screenOff: true });
  await command({ type: 'damage', targetIds: ['orc'], amount: 1 });
  await playerAsks();
  await dm('player.setScreenOff', { screenOff: false });
  await dm('player.setReveal', { combatantId: `lich-${SECRET}`, reveal: { hp: 'descriptor' } });
  await dm('player.setVisibility', { otherNames: 'shown', otherHp: 'exact' });
  await dm('settings.setLanguage', { language: 'uk' });
  await playerAsks();
  for (const path of ['api/view', 'api/settings', '']) {
    recorded.push({ source: `lan GET /${path}`, payload: await get(`${lanBase}${path}`) });
  }
  await streamedText('"language":"uk"');
  // A whole session through main's real core (a few dozen calls and the LAN view's requests).
}, 60_000);

afterAll(async () => {
  stopStream?.();
  await core?.player.lan.stop();
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

/** Every player view in the recordings (pushes, answers and the LAN stream). */
function allViews(): PlayerDisplayView[] {
  const views: PlayerDisplayView[] = [];
  for (const { source, payload } of recorded) {
    if (source === 'push player.viewChanged') views.push(payload as PlayerDisplayView);
    if (source === 'player.getView') {
      views.push((payload as { value: PlayerDisplayView }).value);
    }
  }
  for (const block of streamed.join('').split('\n\n')) {
    const data = /^event: player\.viewChanged\ndata: (.*)$/m.exec(block)?.[1];
    if (data) views.push(JSON.parse(data) as PlayerDisplayView);
  }
  return views;
}

describe('nothing secret reaches the players', () => {
  it('recorded the whole session on every path', () => {
    const sources = new Set(recorded.map((r) => r.source));
    expect(sources).toEqual(
      new Set([
        'push player.viewChanged',
        'push settings.changed',
        'player.getView',
        'settings.get',
        'lan GET /api/view',
        'lan GET /api/settings',
        'lan GET /',
      ]),
    );
    expect(allViews().length).toBeGreaterThan(15);
    expect(streamed.join('')).toContain('event: player.viewChanged');
  });

  it('no payload carries the marker', () => {
    for (const { source, payload } of recorded) {
      expect(JSON.stringify(payload), source).not.toContain(SECRET);
    }
    expect(streamed.join('')).not.toContain(SECRET);
  });

  it('no payload carries a DM-only field', () => {
    const keys = keysOf(recorded.map((r) => r.payload));
    for (const view of allViews()) keysOf(view, keys);
    for (const key of DM_ONLY_KEYS) expect(keys.has(key), key).toBe(false);
  });

  it('never shows a hidden creature or the exact HP the DM keeps to himself', () => {
    const views = allViews();
    for (const display of views) {
      for (const row of display.view?.combatants ?? []) {
        expect(['Alda', 'Borin', 'Robed figure', 'Orc', null]).toContain(row.name);
        if (row.hp) {
          expect(row.hp.max, row.name ?? 'unnamed').not.toBe(LURKER_MAX);
          expect(row.hp.max, row.name ?? 'unnamed').not.toBe(LICH_MAX);
        }
      }
    }
    // The HP numbers themselves never appear anywhere (max, or current after the damage).
    const text = JSON.stringify(views);
    for (const secret of [LURKER_MAX, LURKER_MAX - 26, LICH_MAX, LICH_MAX - 40]) {
      expect(text).not.toMatch(new RegExp(`"(current|max)":${secret}\\b`));
    }
    // With every monster's HP shown as numbers, the unidentified one stayed a descriptor.
    const last = views.at(-1)?.view;
    expect(last?.combatants.find((c) => c.name === 'Robed figure')).toMatchObject({
      descriptor: 'wounded',
    });
    expect(last?.combatants.find((c) => c.name === 'Robed figure')?.hp).toBeUndefined();
    expect(last?.combatants.find((c) => c.name === 'Orc')?.hp).toEqual({
      current: 5,
      max: 15,
      temp: 0,
    });
  });

  it('sent nothing at all while the screen was off', () => {
    const blank = allViews().filter((display) => display.screenOff);
    expect(blank.length).toBeGreaterThan(0);
    for (const display of blank) expect(display.view).toBeNull();
  });
});
