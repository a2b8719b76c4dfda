// A 2e creature's sheet adjustments on the way to the library and back on its card: the DM types
// Strength to-hit and damage, the Dexterity defence and Constitution HP adjustments (Tables 1–3),
// a standing save bonus (2E-SAVE-09) and a weapon's size and weight (2E-TWF-02) in the library's
// creature editor; the saved statblock holds them as numbers the engine's schema accepts, and the
// 2e card shows each one that is set, in English, Ukrainian and Russian.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import { adnd2eStatblockSchema } from '../../../shared/rules/adnd2e/statblock';
import CreatureEditor from '../../../renderer/dm/library/CreatureEditor.svelte';
import { LibraryText } from '../../../renderer/dm/library/libraryText.svelte';
import StatblockCard from '../../../renderer/dm/statblock/StatblockCard.svelte';
import { StatblockText } from '../../../renderer/dm/statblock/statblockText.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { typeInto } from '../support/mountPage';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function place(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  cleanups.push(() => root.remove());
  return root;
}

function translator(language: Language): Translator {
  const app = new Translator();
  app.language = language;
  return app;
}

const q = <T extends HTMLElement = HTMLInputElement>(root: HTMLElement, sel: string): T => {
  const el = root.querySelector<T>(sel);
  if (!el) throw new Error(`no ${sel}`);
  return el;
};

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

/** Fills the editor for an ogre with a sheet's adjustments; resolves to what it saved. */
async function saveOgre(): Promise<Record<string, unknown>> {
  const root = place();
  const app = translator('en');
  let saved: Record<string, unknown> | undefined;
  const component = mount(CreatureEditor, {
    target: root,
    props: {
      text: new LibraryText(app),
      cardText: new StatblockText(app),
      editing: undefined,
      campaignId: 'c1',
      defaultSystem: 'adnd2e',
      busy: false,
      onSave: (_system: string, _scope: unknown, statblock: Record<string, unknown>) => {
        saved = statblock;
        return Promise.resolve(true);
      },
      onCancel: () => {},
    },
  });
  flushSync();
  cleanups.unshift(() => unmount(component));
  typeInto(q(root, '[data-testid="editor-name"]'), 'Ogre');
  typeInto(q(root, '[data-testid="sb-hit-dice"]'), '4+1');
  typeInto(q(root, '[data-testid="sb-strength-hit"]'), '2');
  typeInto(q(root, '[data-testid="sb-strength-damage"]'), '6');
  typeInto(q(root, '[data-testid="sb-dex-defense"]'), '-1');
  typeInto(q(root, '[data-testid="sb-con-hp"]'), '2');
  typeInto(q(root, '[data-testid="sb-save-bonus"]'), '1');
  // a new creature's form may start with an empty weapon row: the club goes in the first one
  if (!root.querySelector('[data-testid="weapon-row"]')) {
    q<HTMLButtonElement>(root, '[data-testid="weapon-add"]').click();
    flushSync();
  }
  typeInto(q(root, '[data-testid="weapon-name"]'), 'Club');
  typeInto(q(root, '[data-testid="weapon-damage"]'), '1d10');
  choose(q<HTMLSelectElement>(root, '[data-testid="weapon-size"]'), 'L');
  typeInto(q(root, '[data-testid="weapon-weight"]'), '15');
  q<HTMLFormElement>(root, '[data-testid="creature-editor"]').requestSubmit();
  await Promise.resolve();
  if (!saved) throw new Error('nothing saved');
  return saved;
}

function card(statblock: Record<string, unknown>, language: Language): HTMLElement {
  const root = place();
  const component = mount(StatblockCard, {
    target: root,
    props: {
      name: String(statblock.name),
      system: 'adnd2e',
      statblock,
      text: new StatblockText(translator(language)),
    },
  });
  flushSync();
  cleanups.unshift(() => unmount(component));
  return root;
}

/** The card's label–value rows as "label: value". */
function rows(root: HTMLElement): string[] {
  return [...root.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent?.trim()}: ${dt.nextElementSibling?.textContent?.trim()}`,
  );
}

describe('a 2e sheet’s adjustments, saved and shown', () => {
  it('Tables 1–3, 2E-SAVE-09, 2E-TWF-02: the editor stores them as the engine’s statblock', async () => {
    const saved = await saveOgre();
    expect(saved).toMatchObject({
      name: 'Ogre',
      hitDice: '4+1',
      strengthHit: 2,
      strengthDamage: 6,
      dexDefense: -1,
      conHpBonus: 2,
      saveBonus: 1,
      attacks: [{ name: 'Club', damage: '1d10', size: 'L', weight: 15 }],
    });
    const parsed = adnd2eStatblockSchema.parse(saved);
    expect(parsed.attacks[0]).toMatchObject({ size: 'L', weight: 15 });
    expect(parsed.saveBonus).toBe(1);
  });

  for (const [language, expected, chips] of [
    [
      'en',
      [
        'Bonus to every save (ring of protection): +1',
        'Strength to-hit: +2',
        'Strength damage: +6',
        'Dexterity defence: −1',
        'Constitution HP per level: +2',
      ],
      ['size Large', '15 lb.'],
    ],
    [
      'uk',
      ['Бонус до всіх рятівних кидків (кільце захисту): +1', 'Сила: до влучання: +2'],
      ['розмір: Великий', '15 фунт.'],
    ],
    [
      'ru',
      ['Бонус ко всем спасброскам (кольцо защиты): +1', 'Сила: к попаданию: +2'],
      ['размер: Большой', '15 фунт.'],
    ],
  ] as const) {
    it(`the 2e card shows each adjustment set and the weapon’s size and weight (${language})`, async () => {
      const saved = await saveOgre();
      const root = card(saved, language);
      expect(rows(root)).toEqual(expect.arrayContaining([...expected]));
      expect(q(root, '[data-testid="weapon-size-chip"]').textContent).toBe(chips[0]);
      expect(q(root, '[data-testid="weapon-weight-chip"]').textContent).toBe(chips[1]);
      expect(root.textContent).not.toMatch(/form\.|card\./);
    });
  }

  it('shows no adjustment rows and no standing save bonus when the sheet gives none', () => {
    const root = card(
      { name: 'Orc', hitDice: '1', saveBonus: 0, attacks: [{ name: 'Axe', damage: '1d8' }] },
      'en',
    );
    const labels = rows(root).join('\n');
    expect(labels).not.toMatch(/Strength|Dexterity|Constitution|every save/);
    expect(root.querySelector('[data-testid="weapon-size-chip"]')).toBeNull();
    expect(root.querySelector('[data-testid="weapon-weight-chip"]')).toBeNull();
  });
});
