// The rules-actions palette in a DOM on main's real core: it lists every command of the
// encounter's system, finds one as the DM types, opens its form filled in from the selection,
// sends it with the DM's own dice, points at a field left wrong without sending anything, tells
// the rules' refusal in words, speaks the DM's language, and edits the Referee's OSR tables.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { Language } from '../../../shared/i18n/index';
import { listSystems } from '../../../shared/rules/registry';
import ActionsPalette from '../../../renderer/dm/actions/ActionsPalette.svelte';
import type { ActionContext } from '../../../renderer/dm/encounter/actionContext';
import {
  EncounterStore,
  type EncounterCommand,
} from '../../../renderer/dm/encounter/encounterStore.svelte';
import { EncounterText } from '../../../renderer/dm/encounter/text.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { IpcClient } from '../../../renderer/lib/ipc/ipcClient.svelte';
import { loopbackTransport } from '../support/loopbackTransport';
import { typeInto } from '../support/mountPage';
import { SCREEN_TEST_MS, until } from '../support/until';

let dataDir: string | undefined;
let core: Core | undefined;
let cleanup: (() => void) | undefined;

afterEach(async () => {
  cleanup?.();
  await core?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  cleanup = undefined;
  core = undefined;
});

interface Mounted {
  readonly root: HTMLElement;
  readonly store: EncounterStore;
  readonly closed: () => number;
  one(testId: string): HTMLElement;
  all(testId: string): HTMLElement[];
}

async function start(
  system: 'dnd5e' | 'adnd2e' | 'osr',
  setup: Record<string, unknown>[],
  selection: { selected: string; marked?: string[] },
  language: Language = 'en',
): Promise<Mounted> {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-actions-'));
  core = await createCore({
    dataDir,
    initialLanguage: language,
    logger: { warn: vi.fn(), error: vi.fn() },
    system,
    seed: 7,
  });
  for (const command of setup) core.encounter.dispatch(command);
  const store = new EncounterStore(new IpcClient(loopbackTransport(core, 'dm')));
  await store.load();
  const translator = new Translator();
  translator.language = language;
  const text = new EncounterText(translator);
  const state = store.encounter;
  if (!state) throw new Error('no encounter');
  let closed = 0;
  const ctx: ActionContext = {
    store,
    text,
    state,
    targetIds: selection.marked ?? [selection.selected],
    selected: state.combatants[selection.selected] ?? null,
    async send(...commands: EncounterCommand[]) {
      for (const command of commands) if (!(await store.dispatch(command))) return false;
      return true;
    },
    close: () => undefined,
    reject: (code, params = {}) => store.reject({ code, params }),
  };
  const root = document.createElement('div');
  document.body.append(root);
  const component = mount(ActionsPalette, {
    target: root,
    props: { ctx, onClose: () => (closed += 1) },
  });
  flushSync();
  cleanup = () => {
    unmount(component);
    root.remove();
  };
  const all = (testId: string): HTMLElement[] => [
    ...root.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`),
  ];
  return {
    root,
    store,
    closed: () => closed,
    all,
    one(testId) {
      const [element] = all(testId);
      if (!element) throw new Error(`no element with data-testid="${testId}"`);
      return element;
    },
  };
}

function key(target: Element, name: string, options: { ctrl?: boolean } = {}): void {
  target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: name,
      code: name.length === 1 ? `Key${name.toUpperCase()}` : name,
      ctrlKey: options.ctrl ?? false,
      bubbles: true,
      cancelable: true,
    }),
  );
  flushSync();
}

function field(root: HTMLElement, name: string): HTMLInputElement | HTMLSelectElement {
  const el = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
}

/** The problem shown beside a field. */
function issueOf(root: HTMLElement, name: string): string {
  const label = field(root, name).closest('label');
  return label?.querySelector('[data-testid="field-issue"]')?.textContent ?? '';
}

function choose(select: HTMLSelectElement | HTMLInputElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

function run(m: Mounted): void {
  (m.root.querySelector('form') as HTMLFormElement).requestSubmit();
  flushSync();
}

const heroes = [
  {
    type: 'addCombatants',
    combatants: [
      { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
      { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
    ],
  },
  { type: 'setInitiative', combatantId: 'hero', score: 20 },
  { type: 'setInitiative', combatantId: 'gob', score: 5 },
  { type: 'startEncounter' },
];

const commandCount = (): number => core?.encounter.dmView().encounter.commandCount ?? 0;

describe('rules actions palette', { timeout: SCREEN_TEST_MS }, () => {
  it('lists every command of the system and finds one as the DM types', async () => {
    const m = await start('dnd5e', heroes, { selected: 'hero' });
    const dnd5e = listSystems().find((s) => s.id === 'dnd5e');
    expect(m.all('action-entry')).toHaveLength(Object.keys(dnd5e?.commandSchemas ?? {}).length);
    typeInto(m.one('actions-search'), 'grap');
    const names = m.all('action-entry').map((e) => e.dataset.command);
    expect(names[0]).toBe('grapple');
    expect(names).toContain('escapeGrapple');
    typeInto(m.one('actions-search'), '5E-HKIT');
    expect(m.all('action-entry').map((e) => e.dataset.command)).toEqual(['useHealersKit']);
    typeInto(m.one('actions-search'), 'zzzz');
    expect(m.all('action-entry')).toHaveLength(0);
  });

  it('opens a form filled in from the selection and sends it with typed dice', async () => {
    const m = await start('dnd5e', heroes, { selected: 'hero', marked: ['hero', 'gob'] });
    const search = m.one('actions-search');
    typeInto(search, 'grapple');
    key(search, 'Enter');
    expect(m.one('action-form').dataset.command).toBe('grapple');
    expect(field(m.root, 'attackerId').value).toBe('hero');
    expect(field(m.root, 'targetId').value).toBe('gob');
    const dice = m.all('action-roll') as HTMLInputElement[];
    expect(dice).toHaveLength(2);
    typeInto(dice[0] as HTMLInputElement, '18');
    typeInto(dice[1] as HTMLInputElement, '2');
    run(m);
    await until(() => expect(m.closed()).toBe(1));
    const state = core?.encounter.dmView().encounter;
    expect(state?.combatants.gob?.conditions.map((c) => c.key)).toContain('grappled');
    const log = core?.encounter.dmView();
    expect(JSON.stringify(log)).toContain('grapple');
  });

  it('points at a field left wrong and sends nothing', async () => {
    const m = await start('dnd5e', heroes, { selected: 'hero' });
    typeInto(m.one('actions-search'), 'saving throw');
    key(m.one('actions-search'), 'Enter');
    expect(m.one('action-form').dataset.command).toBe('savingThrow');
    expect(m.root.querySelectorAll('[data-field="combatantIds"] input:checked')).toHaveLength(1);
    typeInto(field(m.root, 'dc'), 'ten');
    const before = commandCount();
    run(m);
    expect(issueOf(m.root, 'dc')).toBe('Not a number');
    expect(issueOf(m.root, 'ability')).toBe('Required');
    expect(m.one('action-issues').textContent).toBe('Fix the marked fields first');
    choose(field(m.root, 'ability'), 'dex');
    expect(issueOf(m.root, 'ability')).toBe('');
    typeInto(field(m.root, 'dc'), '60');
    run(m);
    expect(issueOf(m.root, 'dc')).toBe('At most 50');
    expect(m.all('field-issue')).toHaveLength(1);
    expect(commandCount()).toBe(before);
    expect(m.closed()).toBe(0);
  });

  it('tells the rules’ refusal in words, and Esc goes back to the list', async () => {
    const m = await start('dnd5e', heroes, { selected: 'hero' });
    typeInto(m.one('actions-search'), 'stand up');
    key(m.one('actions-search'), 'Enter');
    run(m);
    await until(() => expect(m.all('action-rejected')).toHaveLength(1));
    expect(m.one('action-rejected').textContent).not.toMatch(/\b[a-z]+\.[a-z]+/i);
    expect(m.closed()).toBe(0);
    key(m.one('action-form'), 'Escape');
    expect(m.all('actions-search')).toHaveLength(1);
    key(m.one('actions-search'), 'Escape');
    expect(m.closed()).toBe(1);
  });

  it('speaks the DM’s language', async () => {
    const m = await start('adnd2e', heroes.slice(0, 1), { selected: 'hero' }, 'uk');
    expect(m.root.querySelector('h2')?.textContent).toBe('Дії за правилами');
    typeInto(m.one('actions-search'), 'відвернути');
    expect(m.all('action-entry').map((e) => e.dataset.command)).toEqual(['turnUndead']);
    key(m.one('actions-search'), 'Enter');
    expect(m.one('action-title').textContent?.trim()).toBe('Відвернути нежить');
    expect(
      m.root.querySelector('[data-field="turnerId"]')?.closest('label')?.textContent,
    ).toContain('Хто відвертає');
  });

  it('sends every typed die of a command: 2e turning and the count of undead it affects', async () => {
    const m = await start(
      'adnd2e',
      [
        {
          type: 'addCombatants',
          combatants: [
            {
              id: 'pr',
              name: 'Mirela',
              kind: 'pc',
              side: 'party',
              statblock: { name: 'Mirela', classes: [{ group: 'priest', level: 5 }] },
            },
            {
              id: 'sk',
              name: 'Skeleton',
              kind: 'monster',
              side: 'foes',
              statblock: { name: 'Skeleton', hitDice: '1', undead: { row: 'skeleton' } },
            },
          ],
        },
      ],
      { selected: 'pr', marked: ['sk'] },
    );
    typeInto(m.one('actions-search'), 'turn undead');
    key(m.one('actions-search'), 'Enter');
    const dice = m.all('action-roll') as HTMLInputElement[];
    expect(dice).toHaveLength(2);
    typeInto(dice[0] as HTMLInputElement, '15');
    typeInto(dice[1] as HTMLInputElement, '4 3');
    run(m);
    await until(() => expect(m.closed()).toBe(1));
    const told = JSON.stringify(core?.encounter.log(0, 'en'));
    expect(told).toContain('Turning undead 1d20: 15 (typed)');
    expect(told).toContain('Undead affected 2d6: 4, 3 = 7 (typed)');
  });

  it('edits the Referee’s OSR tables: a wrong cell is marked, a good edit is sent', async () => {
    const m = await start(
      'osr',
      [
        {
          type: 'addCombatants',
          combatants: [{ id: 'olena', name: 'Olena', kind: 'pc', maxHp: 9, ac: 5 }],
        },
      ],
      { selected: 'olena' },
    );
    typeInto(m.one('actions-search'), 'tables');
    key(m.one('actions-search'), 'Enter');
    const editor = m.one('tables-editor');
    const cell = (at: string): HTMLInputElement =>
      editor.querySelector(`[data-cell="${at}"]`) as HTMLInputElement;
    typeInto(cell('chance.wilderness.swamp.chance'), '7');
    typeInto(cell('escape.1.from26to75'), '18');
    run(m);
    expect(m.one('field-issue').textContent).toBe('At most 6');
    expect(m.all('tables-edited')).toHaveLength(0);
    typeInto(cell('chance.wilderness.swamp.chance'), '3');
    expect(m.all('tables-edited')).toHaveLength(1);
    run(m);
    await until(() => expect(m.closed()).toBe(1));
    const tables = (core?.encounter.dmView().encounter.sys as { tables?: unknown }).tables as {
      escape: { rows: { mods: { from26to75: number } }[] };
    };
    expect(tables.escape.rows[1]?.mods.from26to75).toBe(18);
  });
});
