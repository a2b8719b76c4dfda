// The rules-actions palette's saving-throw and attack forms offer several sources of cover in
// the DM's language (5E-COVER-02: only the best counts) and send them; the log names the source
// that counted. Driven in a DOM on main's real core.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { Language } from '../../../shared/i18n/index';
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

const fighters = [
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

/** The palette mounted for the 5e encounter, with `selected` selected and `marked` marked. */
async function start(language: Language, selected: string, marked: string[]) {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-cover-'));
  core = await createCore({
    dataDir,
    initialLanguage: language,
    logger: { warn: vi.fn(), error: vi.fn() },
    system: 'dnd5e',
    seed: 7,
  });
  for (const command of fighters) core.encounter.dispatch(command);
  const store = new EncounterStore(new IpcClient(loopbackTransport(core, 'dm')));
  await store.load();
  const translator = new Translator();
  translator.language = language;
  const state = store.encounter;
  if (!state) throw new Error('no encounter');
  let closed = 0;
  const ctx: ActionContext = {
    store,
    text: new EncounterText(translator),
    state,
    targetIds: marked,
    selected: state.combatants[selected] ?? null,
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
  const one = (selector: string): HTMLElement => {
    const el = root.querySelector<HTMLElement>(selector);
    if (!el) throw new Error(`nothing matches ${selector}`);
    return el;
  };
  return { root, one, closed: () => closed };
}

type Mounted = Awaited<ReturnType<typeof start>>;

function open(m: Mounted, search: string): void {
  const box = m.one('[data-testid="actions-search"]');
  typeInto(box, search);
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  flushSync();
}

function choose(el: HTMLElement, value: string): void {
  (el as HTMLSelectElement).value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

/** Adds two cover sources in the form: half from a crate, three-quarters from an arrow slit. */
function addTwoSources(m: Mounted): void {
  const list = m.one('fieldset[data-field="coverSources"]');
  const add = [...list.querySelectorAll('button')].find((b) => !b.closest('.row'));
  add?.click();
  flushSync();
  add?.click();
  flushSync();
  const degrees = list.querySelectorAll<HTMLElement>('[data-field="coverSources.degree"]');
  const sources = list.querySelectorAll<HTMLInputElement>('[data-field="coverSources.source"]');
  expect(degrees).toHaveLength(2);
  choose(degrees[0] as HTMLElement, 'half');
  typeInto(sources[0] as HTMLInputElement, 'a crate');
  choose(degrees[1] as HTMLElement, 'threeQuarters');
  typeInto(sources[1] as HTMLInputElement, 'an arrow slit');
}

function submit(m: Mounted): void {
  (m.root.querySelector('form') as HTMLFormElement).requestSubmit();
  flushSync();
}

describe('several sources of cover in the DM window', { timeout: SCREEN_TEST_MS }, () => {
  it('5E-COVER-02: the saving-throw form names the cover sources in Ukrainian and Russian and sends them; the best (+5) counts', async () => {
    const m = await start('uk', 'gob', ['gob']);
    open(m, 'рятівний кидок');
    const legend = m.one('fieldset[data-field="coverSources"] legend').textContent ?? '';
    expect(legend).toContain('Джерела укриття (діє найкраще)');
    choose(m.one('[data-field="ability"]'), 'dex');
    typeInto(m.one('[data-field="dc"]') as HTMLInputElement, '15');
    addTwoSources(m);
    const degree = m.one('[data-field="coverSources.degree"]').closest('label')?.textContent;
    expect(degree).toContain('Ступінь');
    const roll = m.one('[data-testid="action-roll"]') as HTMLInputElement;
    typeInto(roll, '10');
    submit(m);
    await until(() => expect(m.closed()).toBe(1));
    // 10 + 5 (three-quarters cover, not the crate's +2) = 15 against DC 15; the log names it.
    const told = JSON.stringify(core?.encounter.log(0, 'uk'));
    expect(told).toContain(
      'Goblin: рятівний кидок (Спритність) вдалий (15 проти СК 15, за укриттям на три чверті (an arrow slit))',
    );
    cleanup?.();
    await core?.close();
    core = undefined;
    const ru = await start('ru', 'gob', ['gob']);
    open(ru, 'спасбросок');
    expect(ru.one('fieldset[data-field="coverSources"] legend').textContent).toContain(
      'Источники укрытия (действует лучшее)',
    );
  });

  it('5E-COVER-02: the attack form sends several sources; against AC 13 the three-quarters cover (+5) makes 16 miss', async () => {
    const m = await start('en', 'hero', ['gob']);
    open(m, 'attack');
    expect(m.one('[data-testid="action-form"]').dataset.command).toBe('attack');
    expect(m.one('fieldset[data-field="coverSources"] legend').textContent).toContain(
      'Cover sources (the best counts)',
    );
    choose(m.one('[data-field="targetId"]'), 'gob');
    typeInto(m.one('[data-field="attackBonus"]') as HTMLInputElement, '4');
    addTwoSources(m);
    const roll = m.one('[data-testid="action-roll"]') as HTMLInputElement;
    typeInto(roll, '12');
    submit(m);
    await until(() => expect(m.closed()).toBe(1));
    const told = JSON.stringify(core?.encounter.log(0, 'en'));
    expect(told).toContain(
      'Tordek attacks Goblin: miss, d20 12 → 16 against AC 18, behind three-quarters cover (an arrow slit)',
    );
    expect(core?.encounter.dmView().encounter.combatants.gob?.hp).toBe(7);
  });
});
