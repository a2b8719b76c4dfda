// The 2e and OSR statblock forms a DM fills in for a roster character or a library creature:
// class and level give THAC0 and the saves by the tables (2E-ATK-10 Table 53, 2E-SAVE-01 Table
// 60, the DMG creature table by Hit Dice), each overridable; the sheet's adjustments (Tables
// 2–3), a standing save bonus (2E-SAVE-09), the undead row (2E-TURN-05) and the weapons' size
// and weight (2E-TWF-02) are fields, not JSON; the OSR form shows the book's THAC0 beside the
// seed's bonus (OSR-HIT-01); every label in English, Ukrainian and Russian. The roster form
// sends the 2e statblock with the member, and a new library creature starts in the campaign's
// system.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import type { RosterEntryInput } from '../../../shared/ipc/channels/campaign';
import CreatureEditor from '../../../renderer/dm/library/CreatureEditor.svelte';
import { LibraryText } from '../../../renderer/dm/library/libraryText.svelte';
import RosterForm from '../../../renderer/dm/roster/RosterForm.svelte';
import Statblock2eFields from '../../../renderer/dm/statblock/Statblock2eFields.svelte';
import StatblockOsrFields from '../../../renderer/dm/statblock/StatblockOsrFields.svelte';
import type { StatblockValue } from '../../../renderer/dm/statblock/statblockForm';
import { StatblockText } from '../../../renderer/dm/statblock/statblockText.svelte';
import { CampaignText } from '../../../renderer/dm/campaign/campaignText.svelte';
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

/** Mounts a fields form that keeps the value it reports, as its hosts do. */
function fields(
  system: 'adnd2e' | 'osr',
  start: StatblockValue,
  language: Language = 'en',
): { root: HTMLElement; value: () => StatblockValue } {
  const root = place();
  let value = start;
  const props = $state({
    value: start,
    text: new StatblockText(translator(language)),
    onchange: (next: StatblockValue) => {
      value = next;
      props.value = next;
    },
  });
  const component = mount(system === 'adnd2e' ? Statblock2eFields : StatblockOsrFields, {
    target: root,
    props,
  });
  flushSync();
  cleanups.unshift(() => unmount(component));
  return { root, value: () => value };
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

describe('the 2e statblock form', () => {
  it('2E-ATK-10 / 2E-SAVE-01: a fighter 5 shows THAC0 16 and Table 60’s saves; a typed THAC0 overrides', () => {
    const form = fields('adnd2e', { classes: [{ group: 'warrior', level: 5 }] });
    expect(q(form.root, '[data-testid="sb-thac0"]').placeholder).toBe('16');
    const saves = [...form.root.querySelectorAll<HTMLInputElement>('[data-testid="sb-save"]')];
    expect(saves.map((s) => [s.dataset.category, s.placeholder])).toEqual([
      ['paralyzation', '11'],
      ['rod', '13'],
      ['petrification', '12'],
      ['breath', '13'],
      ['spell', '14'],
    ]);
    typeInto(q(form.root, '[data-testid="sb-thac0"]'), '15');
    expect(form.value().thac0).toBe(15);
    typeInto(q(form.root, '[data-testid="sb-thac0"]'), '');
    expect('thac0' in form.value()).toBe(false);
    // the level changes the tables' numbers: a warrior 7 has THAC0 14 and saves vs. spell 13
    typeInto(q(form.root, '[data-testid="class-level"]'), '7');
    expect(form.value().classes).toEqual([{ group: 'warrior', level: 7 }]);
    expect(q(form.root, '[data-testid="sb-thac0"]').placeholder).toBe('14');
    expect(q(form.root, '[data-category="spell"]').placeholder).toBe('13');
    // a priest 4 of the same level reads the priest rows
    choose(q<HTMLSelectElement>(form.root, '[data-testid="class-group"]'), 'priest');
    typeInto(q(form.root, '[data-testid="class-level"]'), '4');
    expect(q(form.root, '[data-testid="sb-thac0"]').placeholder).toBe('18');
    expect(q(form.root, '[data-category="paralyzation"]').placeholder).toBe('9');
  });

  it('2E-ATK-10: a monster of 4+1 Hit Dice has THAC0 17 by the DMG table, a skeleton of 1 HD 19', () => {
    const form = fields('adnd2e', {});
    typeInto(q(form.root, '[data-testid="sb-hit-dice"]'), '4+1');
    expect(form.value().hitDice).toBe('4+1');
    expect(q(form.root, '[data-testid="sb-thac0"]').placeholder).toBe('17');
    typeInto(q(form.root, '[data-testid="sb-hit-dice"]'), '1');
    expect(q(form.root, '[data-testid="sb-thac0"]').placeholder).toBe('19');
    typeInto(q(form.root, '[data-testid="sb-hit-dice"]'), '4x');
    expect(form.root.querySelector('[role="alert"]')?.textContent).toContain('4+1');
  });

  it('Tables 2–3 and 2E-SAVE-09: Dex 17 defends −3, Con 17 gives a warrior +3 HP a level; the sheet’s numbers and a ring of protection are fields', () => {
    const form = fields('adnd2e', { classes: [{ group: 'warrior', level: 1 }] });
    const labels = [...form.root.querySelectorAll('label')];
    const input = (label: string): HTMLInputElement => {
      const found = labels.find((l) => l.textContent?.trim().startsWith(label));
      if (!found) throw new Error(`no label ${label}`);
      return q(found, 'input');
    };
    typeInto(input('Dexterity'), '17');
    typeInto(input('Constitution'), '17');
    expect(q(form.root, '[data-testid="sb-dex-defense"]').placeholder).toBe('-3');
    expect(q(form.root, '[data-testid="sb-con-hp"]').placeholder).toBe('3');
    typeInto(q(form.root, '[data-testid="sb-strength-hit"]'), '1');
    typeInto(q(form.root, '[data-testid="sb-strength-damage"]'), '3');
    typeInto(q(form.root, '[data-testid="sb-dex-defense"]'), '-2');
    typeInto(q(form.root, '[data-testid="sb-con-hp"]'), '2');
    typeInto(q(form.root, '[data-testid="sb-save-bonus"]'), '1');
    expect(form.value()).toMatchObject({
      dexterity: 17,
      constitution: 17,
      strengthHit: 1,
      strengthDamage: 3,
      dexDefense: -2,
      conHpBonus: 2,
      saveBonus: 1,
    });
  });

  it('2E-TURN-05 / 2E-TWF-02: the undead row and the weapons with size, weight and the dagger mark', () => {
    const form = fields('adnd2e', { hitDice: '2' });
    choose(q<HTMLSelectElement>(form.root, '[data-testid="sb-undead"]'), 'ghoul');
    expect(form.value().undead).toEqual({ freeWilled: false, row: 'ghoul' });
    q<HTMLButtonElement>(form.root, '[data-testid="weapon-add"]').click();
    flushSync();
    q<HTMLButtonElement>(form.root, '[data-testid="weapon-add"]').click();
    flushSync();
    const rows = [...form.root.querySelectorAll<HTMLElement>('[data-testid="weapon-row"]')];
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    typeInto(q(first, '[data-testid="weapon-name"]'), 'Long sword');
    typeInto(q(first, '[data-testid="weapon-damage"]'), '1d8');
    choose(q<HTMLSelectElement>(first, '[data-testid="weapon-size"]'), 'M');
    typeInto(q(first, '[data-testid="weapon-weight"]'), '4');
    typeInto(q(second, '[data-testid="weapon-name"]'), 'Dagger');
    typeInto(q(second, '[data-testid="weapon-damage"]'), '1d4');
    choose(q<HTMLSelectElement>(second, '[data-testid="weapon-size"]'), 'S');
    typeInto(q(second, '[data-testid="weapon-weight"]'), '1');
    const dagger = q(second, '[data-testid="weapon-dagger"]');
    dagger.click();
    flushSync();
    expect(form.value().attacks).toEqual([
      { name: 'Long sword', damage: '1d8', kind: 'melee', size: 'M', weight: 4 },
      { name: 'Dagger', damage: '1d4', kind: 'melee', size: 'S', weight: 1, dagger: true },
    ]);
  });

  it('says every label in Ukrainian and Russian, no key left raw', () => {
    const start = {
      classes: [{ group: 'priest', level: 3 }],
      attacks: [{ name: 'Mace', damage: '1d6+1' }],
    };
    const en = fields('adnd2e', start, 'en').root.textContent ?? '';
    const uk = fields('adnd2e', start, 'uk').root.textContent ?? '';
    const ru = fields('adnd2e', start, 'ru').root.textContent ?? '';
    expect(en).toContain('Saving throws');
    expect(uk).toContain('Рятівні кидки');
    expect(uk).toContain('Жрець');
    expect(uk).toContain('Бонус до всіх рятівних кидків');
    expect(ru).toContain('Спасброски');
    expect(ru).toContain('Вес, фунты');
    for (const text of [en, uk, ru]) expect(text).not.toMatch(/\bform\.[a-zA-Z]/);
    expect(uk).not.toContain('Saving');
    expect(ru).not.toContain('Weapons');
  });
});

describe('the OSR statblock form', () => {
  it('OSR-HIT-01: a +3 melee bonus reads THAC0 17 [+2]; typing THAC0 15 sets both bonuses to +5', () => {
    const form = fields('osr', { hd: '2', attackBonus: { melee: 3, ranged: 3 }, movement: 90 });
    expect(q(form.root, '[data-testid="sb-osr-thac0"]').value).toBe('17');
    expect(q(form.root, '[data-testid="sb-osr-readings"]').textContent).toContain('17 [+2]');
    const thac0 = q(form.root, '[data-testid="sb-osr-thac0"]');
    thac0.value = '15';
    thac0.dispatchEvent(new Event('change', { bubbles: true }));
    flushSync();
    expect(form.value().attackBonus).toEqual({ melee: 5, ranged: 5 });
    typeInto(q(form.root, '[data-testid="sb-ranged"]'), '2');
    expect(form.value().attackBonus).toEqual({ melee: 5, ranged: 2 });
    const save = q(form.root, '[data-testid="sb-osr-save"][data-category="death"]');
    typeInto(save, '12');
    expect(form.value().saves).toEqual({ death: 12 });
    typeInto(q(form.root, '[data-testid="sb-hd"]'), '1+x');
    expect(form.root.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('names the five saves in each language', () => {
    const start = { hd: '1', movement: 120 };
    expect(fields('osr', start, 'en').root.textContent).toContain('Death ray, poison');
    expect(fields('osr', start, 'uk').root.textContent).toContain('Промінь смерті, отрута');
    expect(fields('osr', start, 'ru').root.textContent).toContain('Луч смерти, яд');
  });
});

describe('the hosts', () => {
  it('the roster form sends a 2e character’s class, THAC0 override and weapons with the member', async () => {
    const root = place();
    let sent: RosterEntryInput | undefined;
    const component = mount(RosterForm, {
      target: root,
      props: {
        text: new CampaignText(translator('en')),
        system: 'adnd2e',
        entry: undefined,
        busy: false,
        onSave: (input: RosterEntryInput) => {
          sent = input;
          return Promise.resolve(true);
        },
        onCancel: () => {},
      },
    });
    flushSync();
    cleanups.unshift(() => unmount(component));
    typeInto(q(root, '[data-testid="roster-name"]'), 'Brother Anselm');
    choose(q<HTMLSelectElement>(root, '[data-testid="class-group"]'), 'priest');
    typeInto(q(root, '[data-testid="class-level"]'), '4');
    typeInto(q(root, '[data-testid="sb-thac0"]'), '17');
    q<HTMLButtonElement>(root, '[data-testid="weapon-add"]').click();
    flushSync();
    typeInto(q(root, '[data-testid="weapon-name"]'), 'Mace');
    q<HTMLFormElement>(root, '[data-testid="roster-form"]').requestSubmit();
    await Promise.resolve();
    expect(sent?.statblock).toMatchObject({
      name: 'Brother Anselm',
      classes: [{ group: 'priest', level: 4 }],
      thac0: 17,
      attacks: [{ name: 'Mace', damage: '1d6', kind: 'melee' }],
    });
    expect(root.querySelector('[data-testid="editor-json"]')).toBeNull();
  });

  it('a new library creature starts in the campaign’s system, with the system’s fields', async () => {
    const root = place();
    const app = translator('uk');
    let saved: { system: string; statblock: Record<string, unknown> } | undefined;
    const component = mount(CreatureEditor, {
      target: root,
      props: {
        text: new LibraryText(app),
        cardText: new StatblockText(app),
        editing: undefined,
        campaignId: 'c1',
        defaultSystem: 'adnd2e',
        busy: false,
        onSave: (system: string, _scope: unknown, statblock: Record<string, unknown>) => {
          saved = { system, statblock };
          return Promise.resolve(true);
        },
        onCancel: () => {},
      },
    });
    flushSync();
    cleanups.unshift(() => unmount(component));
    expect(q<HTMLSelectElement>(root, '[data-testid="editor-system"]').value).toBe('adnd2e');
    expect(q(root, '[data-testid="statblock-fields"]').dataset.system).toBe('adnd2e');
    typeInto(q(root, '[data-testid="editor-name"]'), 'Скелет');
    typeInto(q(root, '[data-testid="sb-hit-dice"]'), '1');
    choose(q<HTMLSelectElement>(root, '[data-testid="sb-undead"]'), 'skeleton');
    expect(q(root, '[data-testid="sb-thac0"]').placeholder).toBe('19');
    q<HTMLFormElement>(root, '[data-testid="creature-editor"]').requestSubmit();
    await Promise.resolve();
    expect(saved?.system).toBe('adnd2e');
    expect(saved?.statblock).toMatchObject({
      name: 'Скелет',
      hitDice: '1',
      undead: { row: 'skeleton', freeWilled: false },
    });
    choose(q<HTMLSelectElement>(root, '[data-testid="editor-system"]'), 'osr');
    expect(q(root, '[data-testid="statblock-fields"]').dataset.system).toBe('osr');
  });
});
