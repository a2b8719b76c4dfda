// A 5e creature's type line in Ukrainian and Russian, on the DM's statblock card and on the
// statblock the player display reveals: type and subtype through the 5e catalog's table, the
// size agreeing with the type noun, and a type or subtype the table does not know shown as
// the DM typed it.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import StatblockCard from '../../../renderer/dm/statblock/StatblockCard.svelte';
import { StatblockText } from '../../../renderer/dm/statblock/statblockText.svelte';
import CreatureList from '../../../renderer/dm/library/CreatureList.svelte';
import { LibraryText } from '../../../renderer/dm/library/libraryText.svelte';
import RevealedStatblock from '../../../renderer/player/RevealedStatblock.svelte';
import { PlayerText } from '../../../renderer/player/playerText.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

const creature = (size: string, type: string, subtype?: string) => ({
  name: 'Creature',
  size,
  type,
  ...(subtype ? { subtype } : {}),
  alignment: '',
  ac: 12,
  hp: 30,
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
});

function dmLine(language: Language, statblock: Record<string, unknown>): string {
  const root = document.createElement('div');
  document.body.append(root);
  const app = new Translator();
  app.language = language;
  const component = mount(StatblockCard, {
    target: root,
    props: { name: 'Creature', system: 'dnd5e', statblock, text: new StatblockText(app) },
  });
  flushSync();
  cleanups.push(() => {
    unmount(component);
    root.remove();
  });
  return root.querySelector('.type')?.textContent ?? '';
}

function playerLine(language: Language, statblock: Record<string, unknown>): string {
  const root = document.createElement('div');
  document.body.append(root);
  const text = new PlayerText();
  text.language = language;
  const component = mount(RevealedStatblock, {
    target: root,
    props: { statblock, system: 'dnd5e', name: 'Creature', text },
  });
  flushSync();
  cleanups.push(() => {
    unmount(component);
    root.remove();
  });
  return root.querySelector('[data-testid="player-statblock"] .type')?.textContent ?? '';
}

const cases: readonly [Language, Record<string, unknown>, string][] = [
  ['uk', creature('large', 'aberration'), 'Велика аберація'],
  ['uk', creature('medium', 'beast'), 'Середній звір'],
  ['uk', creature('huge', 'monstrosity'), 'Величезне чудовисько'],
  ['uk', creature('medium', 'undead'), 'Середня нежить'],
  ['uk', creature('large', 'fiend', 'devil'), 'Великий виплодок (диявол)'],
  ['uk', creature('medium', 'Humanoid', 'any race'), 'Середній гуманоїд (будь-яка раса)'],
  ['uk', creature('medium', 'swarm of Tiny beasts'), 'Середній рій крихітних звірів'],
  ['ru', creature('large', 'aberration'), 'Большая аберрация'],
  ['ru', creature('medium', 'beast'), 'Средний зверь'],
  ['ru', creature('huge', 'monstrosity'), 'Огромное чудовище'],
  ['ru', creature('medium', 'undead'), 'Средняя нежить'],
  ['ru', creature('large', 'fiend', 'demon'), 'Большое исчадие (демон)'],
  ['ru', creature('tiny', 'plant'), 'Крошечное растение'],
  ['ru', creature('medium', 'ooze'), 'Средняя слизь'],
  // Not in the table: as typed, the size in its usual form.
  ['uk', creature('small', 'Kaiju', 'star-spawn'), 'Малий Kaiju (star-spawn)'],
  ['ru', creature('small', 'Kaiju'), 'Маленький Kaiju'],
  ['en', creature('large', 'aberration', 'shapechanger'), 'Large aberration (shapechanger)'],
];

describe('5e creature types in Ukrainian and Russian', () => {
  for (const [language, statblock, expected] of cases) {
    it(`${language}: ${String(statblock.size)} ${String(statblock.type)} is "${expected}"`, () => {
      expect(dmLine(language, statblock)).toBe(expected);
      expect(playerLine(language, statblock)).toBe(expected);
    });
  }

  it('names the type on the library’s list line too', () => {
    for (const [language, expected] of [
      ['uk', ['чудовисько', 'Kaiju']],
      ['ru', ['чудовище', 'Kaiju']],
    ] as const) {
      const root = document.createElement('div');
      document.body.append(root);
      const app = new Translator();
      app.language = language;
      const line = (id: string, type: string) => ({
        id,
        origin: 'srd' as const,
        system: 'dnd5e' as const,
        name: id,
        type,
        level: 3,
        levelText: '3',
        size: 'large',
        ac: 13,
        hp: 45,
        tags: [],
        source: null,
      });
      const component = mount(CreatureList, {
        target: root,
        props: {
          items: [line('owlbear', 'monstrosity'), line('odd', 'Kaiju')],
          selectedId: undefined,
          text: new LibraryText(app),
          onSelect: () => undefined,
        },
      });
      flushSync();
      cleanups.push(() => {
        unmount(component);
        root.remove();
      });
      const metas = [...root.querySelectorAll('.meta')].map((m) => m.textContent ?? '');
      expect(metas[0]).toContain(expected[0]);
      expect(metas[1]).toContain(expected[1]);
    }
  });

  it('names the alignment after the type, agreeing with it; an unknown one as typed', () => {
    const aligned = (size: string, type: string, alignment: string) => ({
      ...creature(size, type),
      alignment,
    });
    expect(dmLine('ru', aligned('large', 'dragon', 'chaotic evil'))).toBe(
      'Большой дракон, хаотично-злой',
    );
    expect(dmLine('ru', aligned('large', 'aberration', 'lawful evil'))).toBe(
      'Большая аберрация, законно-злая',
    );
    expect(dmLine('ru', aligned('huge', 'monstrosity', 'unaligned'))).toBe(
      'Огромное чудовище, без мировоззрения',
    );
    expect(playerLine('uk', aligned('medium', 'undead', 'neutral evil'))).toBe(
      'Середня нежить, нейтрально-зла',
    );
    expect(dmLine('uk', aligned('medium', 'humanoid', 'any alignment'))).toBe(
      'Середній гуманоїд, будь-який світогляд',
    );
    expect(dmLine('uk', aligned('medium', 'humanoid', 'хаотично-добрий'))).toBe(
      'Середній гуманоїд, хаотично-добрий',
    );
    expect(dmLine('en', aligned('large', 'aberration', 'lawful evil'))).toBe(
      'Large aberration, lawful evil',
    );
  });
});
