// The library's statblock card in a DOM: a 5e creature shows its bonus actions, legendary
// actions with their count and costs, lair actions at their count, spellcasting with slots
// and spells, and initiative advantage; a statblock stored before these fields shows them too;
// 2e and OSR cards show description and XP. Imported text is text, never markup.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import StatblockCard from '../../../renderer/dm/library/StatblockCard.svelte';
import { LibraryText } from '../../../renderer/dm/library/libraryText.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function card(system: 'dnd5e' | 'adnd2e' | 'osr', statblock: Record<string, unknown>): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  const app = new Translator();
  app.language = 'en';
  const component = mount(StatblockCard, {
    target: root,
    props: { name: String(statblock.name), system, statblock, text: new LibraryText(app) },
  });
  flushSync();
  cleanup = () => {
    unmount(component);
    root.remove();
  };
  return root;
}

const abilities = { str: 27, dex: 10, con: 25, int: 16, wis: 13, cha: 21 };

describe('5e statblock card', () => {
  it('shows bonus actions, legendary and lair actions, spellcasting and initiative advantage', () => {
    const root = card('dnd5e', {
      schemaVersion: 2,
      name: 'Dragon',
      size: 'huge',
      type: 'dragon',
      ac: 19,
      hp: 256,
      abilities,
      initiativeAdvantage: true,
      actions: [{ name: 'Bite', desc: 'Bite.' }],
      bonusActions: [{ name: 'Swoop', desc: 'It swoops.' }],
      legendaryActions: [
        { name: 'Tail', desc: 'Tail attack.' },
        { name: 'Wing Attack (Costs 2 Actions)', desc: 'Wings.', cost: 2 },
      ],
      lairActions: [{ name: 'Tremor', desc: 'The lair shakes.' }],
      lair: { initiative: 20, noRepeat: true },
      spellcasting: [
        {
          name: 'Spellcasting',
          desc: '',
          level: 9,
          ability: 'cha',
          saveDc: 17,
          attackBonus: 9,
          slots: { '1': 4, '5': 1 },
          spells: [
            { level: 0, usage: 'at will', names: ['light'] },
            { level: 5, usage: '1 slot', names: ['cone of cold'] },
          ],
        },
      ],
      description: '<b>Lore</b> of the peaks.',
    });
    const text = root.textContent ?? '';
    for (const expected of [
      'Bonus Actions',
      'Swoop',
      'Legendary Actions',
      'Can take 3 legendary actions a round',
      'costs 2 actions',
      'Lair Actions',
      'On initiative count 20 (losing ties), one lair action a round. Not the same effect two rounds in a row.',
      'The lair shakes.',
      'Spellcasting',
      'caster level 9',
      'spell save DC 17',
      '+9 to hit with spells',
      'Level 1 ×4, Level 5 ×1',
      'Cantrips (at will): light',
      'Level 5 (1 slot): cone of cold',
      'rolls with advantage',
      '<b>Lore</b> of the peaks.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(root.querySelector('b')).toBeNull();
  });

  it('shows a statblock stored before these fields with them, nothing twice', () => {
    const root = card('dnd5e', {
      name: 'Old Drake',
      size: 'large',
      ac: 17,
      hp: 100,
      abilities,
      actions: [
        { name: 'Bite', desc: 'Bite.' },
        { name: 'Nimble', desc: 'Disengages.', usage: 'Bonus Action' },
      ],
      traits: [
        {
          name: 'Spellcasting',
          desc: 'The drake is a 3rd-level spellcaster.\n- 1st level (2 slots): shield',
        },
      ],
    });
    const headings = [...root.querySelectorAll('h4')].map((h) => h.textContent);
    expect(headings).toEqual(['Spellcasting', 'Actions', 'Bonus Actions']);
    expect(root.textContent).toContain('Level 1 (2 slots): shield');
    expect((root.textContent ?? '').match(/Nimble/g)).toHaveLength(1);
  });
});

describe('2e and OSR statblock cards', () => {
  it('show the description and XP', () => {
    const twoE = card('adnd2e', {
      name: 'Gnoll',
      hitDice: '2',
      ac: 5,
      xp: 35,
      description: 'Hyena-men.',
    });
    expect(twoE.textContent).toContain('Hyena-men.');
    expect(twoE.textContent).toContain('35');
    cleanup?.();
    const osr = card('osr', {
      name: 'Wight',
      hd: '3',
      ac: 5,
      movement: 90,
      xp: 50,
      description: 'Drains.',
    });
    expect(osr.textContent).toContain('Drains.');
    expect(osr.textContent).toContain('XP');
    expect(osr.textContent).toContain('50');
  });
});
