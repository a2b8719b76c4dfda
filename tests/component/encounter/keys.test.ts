// The keys the help lists are the keys the DM window handles while the encounter screen is in
// view, and no others: every key of the keyboard, alone and with Shift, Ctrl, Ctrl+Shift and
// Alt, is pressed where the screen handles keys (anywhere in the window, while a confirmation
// is asked, in the log, on the grid, in a numbered list), and what was handled is compared with
// what the help shows. A key handled but missing from the help (or listed but dead) fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, type MountedPage } from '../support/mountPage';
import { SCREEN_TEST_MS, until } from '../support/until';

let dataDir: string;
let core: Core;
let dm: MountedPage;

/** A key of the keyboard: its name as the help writes it, and what a browser reports. */
interface KeyCap {
  readonly name: string;
  /** The name when Shift is held and the key's character changes (Slash → `?`). */
  readonly shiftedName?: string;
  readonly key: string;
  readonly shiftedKey: string;
  readonly code: string;
}

const SHIFTED_DIGITS = ')!@#$%^&*(';
const KEYBOARD: readonly KeyCap[] = [
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((l) => ({
    name: l,
    key: l.toLowerCase(),
    shiftedKey: l,
    code: `Key${l}`,
  })),
  ...[...'0123456789'].map((d) => ({
    name: d,
    key: d,
    shiftedKey: SHIFTED_DIGITS[Number(d)] as string,
    code: `Digit${d}`,
  })),
  { name: '/', shiftedName: '?', key: '/', shiftedKey: '?', code: 'Slash' },
  { name: '.', key: '.', shiftedKey: '>', code: 'Period' },
  { name: ',', key: ',', shiftedKey: '<', code: 'Comma' },
  { name: '-', key: '-', shiftedKey: '_', code: 'Minus' },
  { name: '=', key: '=', shiftedKey: '+', code: 'Equal' },
  ...(
    [
      ['↑', 'ArrowUp'],
      ['↓', 'ArrowDown'],
      ['←', 'ArrowLeft'],
      ['→', 'ArrowRight'],
      ['Esc', 'Escape'],
      ['Enter', 'Enter'],
      ['Delete', 'Delete'],
      ['Backspace', 'Backspace'],
      ['Tab', 'Tab'],
      ['Home', 'Home'],
      ['End', 'End'],
      ['PageUp', 'PageUp'],
      ['PageDown', 'PageDown'],
      ['F1', 'F1'],
    ] as const
  ).map(([name, key]) => ({ name, key, shiftedKey: key, code: key })),
  { name: 'Space', key: ' ', shiftedKey: ' ', code: 'Space' },
];

const MODIFIERS = [
  {},
  { shift: true },
  { ctrl: true },
  { ctrl: true, shift: true },
  { alt: true },
] as const;

/** One key press to try: its name as the help would write it, and the event. */
interface Press {
  readonly name: string;
  readonly init: KeyboardEventInit;
}

const PRESSES: readonly Press[] = KEYBOARD.flatMap((cap) =>
  MODIFIERS.map((m): Press => {
    const shift = 'shift' in m;
    const ctrl = 'ctrl' in m;
    const alt = 'alt' in m;
    // A key whose character Shift changes is written by that character (`?`, not Shift+/).
    const base = shift && cap.shiftedName ? cap.shiftedName : cap.name;
    const shiftWritten = shift && !cap.shiftedName;
    const name = `${ctrl ? 'Ctrl+' : ''}${shiftWritten ? 'Shift+' : ''}${alt ? 'Alt+' : ''}${base}`;
    return {
      name,
      init: {
        key: shift ? cap.shiftedKey : cap.key,
        code: cap.code,
        shiftKey: shift,
        ctrlKey: ctrl,
        altKey: alt,
      },
    };
  }),
);

/** The keys a written key stands for: `Alt+1…4` is Alt+1, Alt+2, Alt+3 and Alt+4. */
function expand(written: string): string[] {
  const range = /^(.*?)(\d)…(\d)$/.exec(written);
  if (!range) return [written];
  const [, prefix = '', from = '0', to = '0'] = range;
  const out: string[] = [];
  for (let n = Number(from); n <= Number(to); n++) out.push(`${prefix}${n}`);
  return out;
}

/** What the help overlay lists, group by group, read from the page. */
function listedInHelp(): Map<string, string[]> {
  press(document.body, { key: '?', code: 'Slash', shiftKey: true });
  const overlay = dm.one('help-overlay');
  const groups = new Map<string, string[]>();
  for (const section of overlay.querySelectorAll('section')) {
    const group = section.dataset.group ?? '';
    const keys = [...section.querySelectorAll('[data-testid="shortcut"] kbd')].flatMap((k) =>
      expand(k.textContent?.trim() ?? ''),
    );
    groups.set(group, [...new Set(keys)].sort());
  }
  press(document.body, { key: 'Escape', code: 'Escape' });
  expect(dm.all('help-overlay')).toHaveLength(0);
  return groups;
}

/** Presses a key on `target`: whether a handler took it, and whether it reached the window. */
function press(target: Element, init: KeyboardEventInit): { handled: boolean; atWindow: boolean } {
  let atWindow = false;
  const seen = () => (atWindow = true);
  window.addEventListener('keydown', seen);
  const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  window.removeEventListener('keydown', seen);
  flushSync();
  return { handled: event.defaultPrevented, atWindow };
}

/** Back to the quiet encounter screen: no help, no confirmation, no drawer, its tab in view. */
async function settle(): Promise<void> {
  dm.all('help-overlay')[0]?.querySelector('button')?.click();
  dm.all('confirm-no')[0]?.click();
  if (dm.all('library-panel').length > 0) dm.one('library-open').click();
  if (dm.all('encounter-screen').length === 0) dm.one('nav-encounter').click();
  flushSync();
  await until(() => expect(dm.all('encounter-screen')).toHaveLength(1));
}

/** Sorted names of the presses a handler took on `target` (per `took`). */
async function handledOn(
  target: () => Element,
  took: (result: { handled: boolean; atWindow: boolean }) => boolean,
  presses: readonly Press[] = PRESSES,
  between: () => Promise<void> = settle,
): Promise<string[]> {
  const out: string[] = [];
  for (const p of presses) {
    if (took(press(target(), p.init))) out.push(p.name);
    await between();
  }
  return out.sort();
}

function engine(command: Record<string, unknown>): void {
  core.encounter.dispatch(command);
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-encounter-keys-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    system: 'dnd5e',
    seed: 11,
  });
  dm = mountPage('dm', loopbackTransport(core, 'dm'));
  await until(() => expect(dm.all('encounter-screen')).toHaveLength(1));
  engine({ type: 'setOption', key: 'grid', value: true });
  engine({
    type: 'addCombatants',
    combatants: [
      { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
      { id: 'gob1', name: 'Goblin 1', kind: 'monster', maxHp: 7, ac: 13 },
      { id: 'gob2', name: 'Goblin 2', kind: 'monster', maxHp: 7, ac: 13 },
      { id: 'gob3', name: 'Goblin 3', kind: 'monster', maxHp: 7, ac: 13 },
      { id: 'gob4', name: 'Goblin 4', kind: 'monster', maxHp: 7, ac: 13 },
      { id: 'gob5', name: 'Goblin 5', kind: 'monster', maxHp: 7, ac: 13 },
    ],
  });
  for (const [id, score] of [
    ['hero', 20],
    ['gob1', 10],
    ['gob2', 8],
    ['gob3', 6],
  ] as const) {
    engine({ type: 'setInitiative', combatantId: id, score });
  }
  engine({ type: 'startEncounter' });
  await until(() =>
    expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Tordek'),
  );
});

afterEach(async () => {
  dm.destroy();
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the keys of the encounter screen and its help', { timeout: SCREEN_TEST_MS }, () => {
  it('handles anywhere in the window exactly the keys the help lists for the window', async () => {
    const listed = listedInHelp();
    const windowGroups = ['select', 'act', 'turn', 'screen', 'window'];
    const expected = [...new Set(windowGroups.flatMap((g) => listed.get(g) ?? []))].sort();
    expect(expected).toContain('Ctrl+Shift+B');
    const handled = await handledOn(
      () => document.body,
      (r) => r.handled,
    );
    expect(handled).toEqual(expected);
  });

  it('while a confirmation is asked, takes the listed answers and leaves other keys alone', async () => {
    const listed = listedInHelp();
    const windowKeys = new Set(
      ['select', 'act', 'turn', 'screen', 'window'].flatMap((g) => listed.get(g) ?? []),
    );
    const answers = listed.get('confirm') ?? [];
    expect(answers).toEqual(['Enter', 'Esc', 'N', 'Y']);
    // Keys the window does not take otherwise, pressed while removing a creature is asked.
    const ask = async () => {
      await settle();
      // J selects a creature still in the fight (the one removed last is no longer listed).
      press(document.body, { key: 'j', code: 'KeyJ' });
      press(document.body, { key: 'Delete', code: 'Delete' });
      expect(dm.all('confirm')).toHaveLength(1);
    };
    await ask();
    const taken = await handledOn(
      () => document.body,
      (r) => r.handled,
      PRESSES.filter((p) => !windowKeys.has(p.name)),
      ask,
    );
    expect(taken).toEqual(answers.filter((k) => !windowKeys.has(k)));
    // Every listed answer closes the question: Y and Enter remove the creature, N and Esc keep it.
    for (const answer of answers) {
      await ask();
      const before = dm.all('dm-combatant').length;
      const p = PRESSES.find((x) => x.name === answer);
      if (!p) throw new Error(answer);
      press(document.body, p.init);
      expect(dm.all('confirm'), answer).toHaveLength(0);
      const removes = answer === 'Y' || answer === 'Enter';
      await until(() => expect(dm.all('dm-combatant').length).toBe(before - (removes ? 1 : 0)));
    }
  });

  it('takes in the log and on the grid exactly the keys the help lists for them', async () => {
    const listed = listedInHelp();
    const panel = new Set(listed.get('panel') ?? []);
    const own = (r: { handled: boolean; atWindow: boolean }) => r.handled && !r.atWindow;
    // The log: the current entry (Enter on it goes back to where the fight already is).
    await until(() => expect(dm.all('log-command').length).toBeGreaterThan(0));
    const current = () =>
      dm.root.querySelector('[data-testid="log-command"][aria-selected="true"]') ??
      dm.all('log-command')[0]!;
    const inLog = await handledOn(current, own, PRESSES, async () => {
      await settle();
      // Back from another screen, the log shows its entries again after a round trip.
      await until(() => expect(dm.all('log-command').length).toBeGreaterThan(0));
    });
    expect(inLog).toEqual(['Enter', '↑', '↓'].sort());
    // The grid, with the selected creature's token on it.
    const showGrid = async () => {
      await settle();
      if (dm.all('grid-panel').length === 0) press(document.body, { key: 'g', code: 'KeyG' });
      // The keys move the selected creature's token: back from another screen, select one.
      if (dm.all('selected-combatant').length === 0)
        press(document.body, { key: 'j', code: 'KeyJ' });
      await until(() => expect(dm.all('grid-panel')).toHaveLength(1));
    };
    await showGrid();
    const board = () => dm.one('grid-panel').querySelector('[role="grid"]')!;
    const onGrid = await handledOn(board, own, PRESSES, showGrid);
    expect(onGrid).toEqual(['1', '3', '7', '9', '←', '↑', '→', '↓'].sort());
    for (const key of [...inLog, ...onGrid]) expect(panel.has(key), key).toBe(true);
  });

  it('picks a numbered choice by its digit, among the keys the help lists', async () => {
    const listed = listedInHelp();
    engine({ type: 'addCondition', combatantId: 'hero', key: 'prone' });
    engine({ type: 'addCondition', combatantId: 'hero', key: 'poisoned' });
    press(document.body, { key: 'C', code: 'KeyC', shiftKey: true });
    await until(() => expect(dm.all('remove-condition')).toHaveLength(2));
    const form = () => dm.one('remove-condition-form');
    const own = (r: { handled: boolean; atWindow: boolean }) => r.handled && !r.atWindow;
    // Digits beyond the two conditions are no choices, nor is a digit with Ctrl or Alt.
    const digits = PRESSES.filter(
      (p) => /^(Ctrl\+|Shift\+|Alt\+)*\d$/.test(p.name) && p.name !== '1' && p.name !== '2',
    );
    const reopen = async () => {
      await settle();
      if (dm.all('remove-condition-form').length > 0) return;
      press(document.body, { key: 'C', code: 'KeyC', shiftKey: true });
      await until(() => expect(dm.all('remove-condition')).toHaveLength(2));
    };
    expect(await handledOn(form, own, digits, reopen)).toEqual([]);
    expect(own(press(form(), { key: '2', code: 'Digit2' }))).toBe(true);
    await until(() => expect(dm.all('remove-condition').length).toBeLessThan(2));
    for (const key of ['1', '2']) expect(listed.get('panel'), key).toContain(key);
  });
});
