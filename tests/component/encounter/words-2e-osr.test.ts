// A 2e or OSR screen speaks its own system: no temporary-HP action or key, no initiative
// modifier where the system reads none, examples in the add form from the system (a skeleton,
// not a goblin); the OSR prompt cards take typed dice (the on-hit save's d20, the morale 2d6)
// and name the target's save in the screen's language; the roll's morale result is labelled
// as suggested. On main's real core, through the in-process transport.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { choicesFor } from '../../../renderer/dm/actions/choices';
import { EncounterText } from '../../../renderer/dm/encounter/text.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { createEncounter } from '../../../shared';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';

let dataDir: string | undefined;
let core: Core | undefined;
let page: MountedPage | undefined;

afterEach(async () => {
  page?.destroy();
  await core?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  page = undefined;
  core = undefined;
});

async function open(system: 'dnd5e' | 'adnd2e' | 'osr'): Promise<MountedPage> {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-words-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    system,
    seed: 7,
  });
  page = mountPage('dm', loopbackTransport(core, 'dm'));
  // The first page of the file loads the screen's modules cold.
  await vi.waitFor(() => expect(page?.all('encounter-screen')).toHaveLength(1), {
    timeout: 40_000,
    interval: 20,
  });
  return page;
}

const engine = (command: Record<string, unknown>) => core?.encounter.dispatch(command);

function press(key: string): void {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key;
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
  );
  flushSync();
}

async function language(dm: MountedPage, lang: 'en' | 'uk' | 'ru'): Promise<void> {
  dm.one(`language-${lang}`).click();
  await until(() => expect(dm.one(`language-${lang}`).getAttribute('aria-pressed')).toBe('true'));
}

async function selectFirst(dm: MountedPage): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  dm.all('dm-combatant')[0]?.querySelector<HTMLButtonElement>('button.hit')?.click();
  flushSync();
  await until(() => expect(dm.all('selected-combatant')).toHaveLength(1));
}

/** The labels of the numbers the selected creature's panel shows (HP, AC, Init…). */
const numberLabels = (dm: MountedPage): string[] =>
  [...dm.one('selected-combatant').querySelectorAll('dt')].map((d) => d.textContent ?? '');

const OSR_SAVES = { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 };

describe('2e and OSR screens use their own system’s words', { timeout: SCREEN_TEST_MS }, () => {
  for (const system of ['adnd2e', 'osr'] as const) {
    it(`${system}: no temporary HP, no initiative modifier, a skeleton as the example`, async () => {
      const dm = await open(system);
      engine({
        type: 'addCombatants',
        combatants: [{ id: 'pc', name: 'Mirela', kind: 'pc', maxHp: 18, ac: 4 }],
      });
      await until(() => expect(dm.all('dm-combatant')).toHaveLength(1));
      await selectFirst(dm);
      const panel = dm.one('selected-combatant');
      expect(panel.querySelector('[data-testid="action-tempHp"]')).toBeNull();
      expect(panel.querySelector('[data-testid="action-damage"]')).not.toBeNull();
      expect(numberLabels(dm)).toEqual(['HP', 'AC']);
      // T opens nothing.
      press('t');
      expect(dm.all('temp-form')).toHaveLength(0);
      press('?');
      await until(() => expect(dm.all('help-overlay')).toHaveLength(1));
      expect(dm.one('help-overlay').textContent).not.toContain('temporary HP');
      press('Escape');

      const add = dm.one('add-form');
      expect(add.querySelector('[data-testid="add-init"]')).toBeNull();
      const name = add.querySelector<HTMLInputElement>('[data-testid="add-name"]');
      expect(name?.placeholder).toBe('Skeleton');
      expect(add.querySelector<HTMLInputElement>('[data-testid="add-ac"]')?.placeholder).toBe('7');
      expect(add.textContent).not.toContain('Init +');
      for (const [lang, skeleton] of [
        ['uk', 'Скелет'],
        ['ru', 'Скелет'],
      ] as const) {
        await language(dm, lang);
        expect(dm.one('add-name').getAttribute('placeholder')).toBe(skeleton);
        expect(dm.one('add-form').textContent).not.toMatch(/Ініц|Иниц/);
        expect(dm.one('selected-combatant').textContent).not.toMatch(/Тимч|Врем/);
        expect(numberLabels(dm).join(' ')).not.toMatch(/Ініц|Иниц/);
      }

      // An OSR or 2e creature added through the form has no initiative bonus to send.
      await language(dm, 'en');
      typeInto(dm.one('add-name'), 'Skeleton');
      typeInto(dm.one('add-hp'), '4');
      (dm.one('add-form') as HTMLFormElement).requestSubmit();
      await until(() => expect(dm.all('dm-combatant')).toHaveLength(2));
    });
  }

  it('5e keeps its temporary HP, its Init + field and the goblin example', async () => {
    const dm = await open('dnd5e');
    engine({
      type: 'addCombatants',
      combatants: [{ id: 'pc', name: 'Aria', kind: 'pc', maxHp: 20, ac: 15, initiativeBonus: 2 }],
    });
    await until(() => expect(dm.all('dm-combatant')).toHaveLength(1));
    await selectFirst(dm);
    expect(
      dm.one('selected-combatant').querySelector('[data-testid="action-tempHp"]'),
    ).not.toBeNull();
    expect(dm.one('selected-combatant').textContent).toContain('+2');
    expect(dm.all('add-init')).toHaveLength(1);
    expect(dm.one('add-name').getAttribute('placeholder')).toBe('Goblin archer');
    press('t');
    await until(() => expect(dm.all('temp-form')).toHaveLength(1));
  });
});

describe('OSR prompt cards take typed dice', { timeout: SCREEN_TEST_MS }, () => {
  it('the save against a ghoul’s paralysis: the target’s save named, the typed d20 used', async () => {
    const dm = await open('osr');
    engine({
      type: 'addCombatants',
      combatants: [
        {
          id: 'pc',
          name: 'Olena',
          kind: 'pc',
          side: 'party',
          statblock: { name: 'Olena', hd: '1', hp: 9, ac: 5, movement: 120, saves: OSR_SAVES },
        },
        {
          id: 'gh',
          name: 'Ghoul',
          kind: 'monster',
          side: 'foes',
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
    engine({
      type: 'attack',
      attackerId: 'gh',
      targetId: 'pc',
      kind: 'melee',
      typedRolls: { attack: [19], damage: [2] },
    });
    await until(() =>
      expect(dm.root.querySelector('[data-testid="prompt"][data-kind="onHitSave"]')).not.toBeNull(),
    );
    const card = () =>
      dm.root.querySelector('[data-testid="prompt"][data-kind="onHitSave"]') as HTMLElement;
    expect(card().textContent).toContain('paralysis 14');
    await language(dm, 'uk');
    expect(card().textContent).toContain('параліч 14');
    expect(card().textContent).not.toMatch(/paralysis|death/);
    await language(dm, 'ru');
    expect(card().textContent).toContain('паралич 14');
    await language(dm, 'en');
    const field = card().querySelector<HTMLInputElement>(
      '[data-testid="prompt-roll"] input, input[data-testid="prompt-roll"]',
    );
    expect(field).not.toBeNull();
    typeInto(field as HTMLInputElement, '15');
    card().querySelector<HTMLButtonElement>('[data-choice="roll"]')?.click();
    await until(() =>
      expect(dm.root.querySelector('[data-testid="prompt"][data-kind="onHitSave"]')).toBeNull(),
    );
    const saved = core?.encounter.events().find((e) => e.type === 'osr.onHitSaved');
    expect(saved).toMatchObject({ d20: 15, saved: true, saveTarget: 14 });
  });

  it('a morale check: the roll’s result is labelled suggested, typed 2d6 decide it', async () => {
    const dm = await open('osr');
    engine({ type: 'setOption', key: 'moraleConvention', value: 'mlTwoD6' });
    engine({
      type: 'addCombatants',
      combatants: [
        { id: 'pc', name: 'Olena', kind: 'pc', side: 'party', maxHp: 9, ac: 5 },
        {
          id: 'orc',
          name: 'Orc',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'Orc', hd: '1', ac: 6, movement: 90, morale: 8 },
        },
      ],
    });
    engine({ type: 'flagMorale', kind: 'morale', target: { type: 'side', id: 'foes' } });
    engine({ type: 'startEncounter' });
    for (let i = 0; i < 12; i++) {
      if (dm.root.querySelector('[data-testid="prompt"][data-kind="morale"]')) break;
      const view = core?.encounter.dmView();
      if ((view?.encounter.prompts.length ?? 0) > 0) break;
      engine({ type: 'nextTurn', typedRolls: { 'initiative:party': [4], 'initiative:foes': [2] } });
    }
    await until(() =>
      expect(dm.root.querySelector('[data-testid="prompt"][data-kind="morale"]')).not.toBeNull(),
    );
    const card = () =>
      dm.root.querySelector('[data-testid="prompt"][data-kind="morale"]') as HTMLElement;
    const suggested = card().querySelector('[data-choice="suggested"]');
    expect(suggested?.textContent).toMatch(
      /Suggested by the roll: (Holds|Breaks) \(2d6 \d+ against ML 8\)/,
    );
    await language(dm, 'uk');
    expect(card().querySelector('[data-choice="suggested"]')?.textContent).toMatch(
      /Пропонує кидок: (Тримається|Ламається) \(2d6 \d+ проти МР 8\)/,
    );
    await language(dm, 'en');
    const field = card().querySelector<HTMLInputElement>('input');
    typeInto(field as HTMLInputElement, '6 5');
    card().querySelector<HTMLButtonElement>('[data-choice="roll"]')?.click();
    await until(() =>
      expect(dm.root.querySelector('[data-testid="prompt"][data-kind="morale"]')).toBeNull(),
    );
    const recorded = core?.encounter.events().find((e) => e.type === 'osr.moraleRecorded');
    // 11 against ML 8: above it, the orcs break (A-26 convention).
    expect(recorded).toMatchObject({ roll: 11, ml: 8, outcome: 'breaks' });
  });
});

describe('side names in the language of the screen', () => {
  it('the default sides are Загін / Вороги (Отряд / Враги) in the forms; a name the DM gave stays', () => {
    const state = createEncounter({ system: 'adnd2e', seed: 1, combatants: [] });
    const app = new Translator();
    const text = new EncounterText(app);
    const labels = () => choicesFor('side', state, {}, text).map((c) => c.label);
    expect(labels()).toEqual(['Party', 'Foes']);
    app.language = 'uk';
    expect(labels()).toEqual(['Загін', 'Вороги']);
    app.language = 'ru';
    expect(labels()).toEqual(['Отряд', 'Враги']);
    const named = {
      ...state,
      sides: { ...state.sides, foes: { ...state.sides.foes!, name: 'Orcs' } },
    };
    expect(choicesFor('side', named, {}, text).map((c) => c.label)).toEqual(['Отряд', 'Orcs']);
  });
});
