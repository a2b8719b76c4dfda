// The one statblock card of the library, the player display and the encounter, in a DOM.
// Stored statblock: a 5e creature shows its bonus actions, legendary actions with their count
// and costs, lair actions at their count, spellcasting with slots and spells, and initiative
// advantage; a statblock stored before these fields shows them too; 2e and OSR cards show
// description and XP. In a fight: current hit points, legendary actions left, the lair and the
// spell slots left, with buttons that ask for the engine's commands. Imported text is text,
// never markup. Texts follow the owner's language.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import type { CardActions, CardLive } from '../../../renderer/dm/statblock/cardLive';
import StatblockCard from '../../../renderer/dm/statblock/StatblockCard.svelte';
import { StatblockText } from '../../../renderer/dm/statblock/statblockText.svelte';
import type { CardFeature } from '../../../renderer/dm/statblock/statblockView';
import { Translator } from '../../../renderer/i18n/translator.svelte';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function card(
  system: 'dnd5e' | 'adnd2e' | 'osr',
  statblock: Record<string, unknown>,
  fight: { live?: CardLive; actions?: CardActions; language?: Language } = {},
): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  const app = new Translator();
  app.language = fight.language ?? 'en';
  const component = mount(StatblockCard, {
    target: root,
    props: {
      name: String(statblock.name),
      system,
      statblock,
      text: new StatblockText(app),
      ...(fight.live ? { live: fight.live } : {}),
      ...(fight.actions ? { actions: fight.actions } : {}),
    },
  });
  flushSync();
  cleanup = () => {
    unmount(component);
    root.remove();
  };
  return root;
}

/** Card actions that record what the card asked for. */
function recorder(): { actions: CardActions; calls: string[] } {
  const calls: string[] = [];
  const actions: CardActions = {
    attack: (f: CardFeature) => calls.push(`attack ${f.name}`),
    damage: (f: CardFeature) => calls.push(`damage ${f.name}`),
    attack2e: (i) => calls.push(`attack2e ${i}`),
    attackOsr: (kind) => calls.push(`attackOsr ${kind}`),
    legendary: (i) => calls.push(`legendary ${i}`),
    setLair: (inLair) => calls.push(`setLair ${inLair}`),
    lairAction: (i) => calls.push(`lairAction ${i}`),
    spendSlot: (level) => calls.push(`spend ${level}`),
    regainSlot: (level) => calls.push(`regain ${level}`),
  };
  return { actions, calls };
}

const click = (el: Element | null | undefined): void => {
  if (!el) throw new Error('no such element');
  (el as HTMLElement).click();
  flushSync();
};

const all = (root: HTMLElement, testId: string): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`),
];

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

const dragon = {
  schemaVersion: 2,
  name: 'Adult Red Dragon',
  size: 'huge',
  type: 'dragon',
  ac: 19,
  hp: 256,
  hitDice: '19d12',
  abilities,
  actions: [
    {
      name: 'Bite',
      desc: 'Melee Weapon Attack: +14 to hit.',
      attackBonus: 14,
      damage: [{ dice: '2d10+8', type: 'piercing' }],
    },
  ],
  reactions: [{ name: 'Tail Swipe', desc: 'When hit, it swipes.' }],
  legendaryActions: [
    { name: 'Detect', desc: 'It looks.' },
    { name: 'Wing Attack (Costs 2 Actions)', desc: 'Wings.', cost: 2 },
  ],
  lairActions: [
    { name: 'Magma Eruption', desc: 'Magma erupts.' },
    { name: 'Tremor', desc: 'The lair shakes.' },
  ],
  lair: { initiative: 20, noRepeat: true },
  spellcasting: [
    {
      name: 'Spellcasting',
      desc: '',
      level: 5,
      ability: 'cha',
      slots: { '1': 4, '3': 2 },
      spells: [{ level: 1, names: ['shield'] }],
    },
  ],
  description: 'Lore of the peaks.',
};

const fightLive = (over: Partial<CardLive> = {}): CardLive => ({
  hp: 200,
  maxHp: 256,
  tempHp: 5,
  round: 3,
  legendary: { max: 3, spent: 2 },
  lair: { inLair: true, lastIndex: 1, lastRound: 2 },
  spellSlots: [
    { level: 1, max: 4, spent: 1 },
    { level: 3, max: 2, spent: 2 },
  ],
  ...over,
});

describe('the card in a fight', () => {
  it('shows current hit points, legendary actions left, the lair and spell slots left', () => {
    const root = card('dnd5e', dragon, { live: fightLive(), actions: recorder().actions });
    expect(all(root, 'statblock-hp')[0]?.textContent).toBe('200 of 256, +5 temporary (19d12)');
    expect(all(root, 'statblock-legendary-left')[0]?.textContent).toContain(
      '1 of 3 left this round',
    );
    const slots = all(root, 'statblock-slot').map((slot) =>
      ['.level', '.pips', '.count'].map((part) => slot.querySelector(part)?.textContent).join(' '),
    );
    expect(slots).toEqual(['Level 1 ●●●○ 3/4', 'Level 3 ○○ 0/2']);
    // The stored slots are not listed a second time beside the ones left.
    expect(root.textContent).not.toContain('Level 1 ×4');
    expect((all(root, 'statblock-in-lair')[0] as HTMLInputElement).checked).toBe(true);
    expect(all(root, 'statblock-lair-used')).toHaveLength(0);
    // The description folds away in the fight.
    expect(root.querySelector('details')?.open).toBe(false);
  });

  it('asks for the engine commands: rolls, legendary and lair actions, slots', () => {
    const { actions, calls } = recorder();
    const root = card('dnd5e', dragon, { live: fightLive(), actions });
    click(all(root, 'statblock-attack')[0]);
    click(all(root, 'statblock-damage')[0]);
    const [detect, wing] = all(root, 'statblock-legendary') as HTMLButtonElement[];
    // One legendary action left: the one costing two cannot be taken.
    expect(wing?.disabled).toBe(true);
    click(detect);
    click(all(root, 'statblock-lair-action')[0]);
    const [spend1, spend3] = all(root, 'statblock-slot-spend') as HTMLButtonElement[];
    const [regain1, regain3] = all(root, 'statblock-slot-regain') as HTMLButtonElement[];
    expect(spend3?.disabled).toBe(true);
    expect(regain1?.disabled).toBe(false);
    click(spend1);
    click(regain3);
    const lair = all(root, 'statblock-in-lair')[0] as HTMLInputElement;
    lair.checked = false;
    lair.dispatchEvent(new Event('change', { bubbles: true }));
    expect(calls).toEqual([
      'attack Bite',
      'damage Bite',
      'legendary 0',
      'lairAction 0',
      'spend 1',
      'regain 3',
      'setLair false',
    ]);
  });

  it('says when the lair action of the round is taken, and offers none outside the lair', () => {
    const used = card('dnd5e', dragon, {
      live: fightLive({ lair: { inLair: true, lastIndex: 0, lastRound: 3 } }),
      actions: recorder().actions,
    });
    expect(all(used, 'statblock-lair-used')).toHaveLength(1);
    expect(all(used, 'statblock-lair-action').every((b) => (b as HTMLButtonElement).disabled)).toBe(
      true,
    );
    cleanup?.();
    const away = card('dnd5e', dragon, {
      live: fightLive({ lair: { inLair: false, lastIndex: null, lastRound: 0 } }),
      actions: recorder().actions,
    });
    expect(all(away, 'statblock-lair-action')).toHaveLength(0);
    expect(all(away, 'statblock-feature').some((f) => f.textContent?.includes('Tremor'))).toBe(
      true,
    );
  });

  it('rolls 2e attack forms and OSR melee and ranged attacks', () => {
    const { actions, calls } = recorder();
    const twoE = card(
      'adnd2e',
      {
        name: 'Orc',
        hitDice: '1',
        ac: 6,
        thac0: 19,
        attacks: [
          { name: 'Battle axe', damage: '1d8', speed: 7 },
          { name: 'Spear', damage: '1d6', damageLarge: '1d8' },
        ],
      },
      {
        live: fightLive({ hp: 4, maxHp: 6, legendary: null, lair: null, spellSlots: [] }),
        actions,
      },
    );
    expect(all(twoE, 'statblock-hp')[0]?.textContent?.trim()).toBe('4 of 6');
    expect(all(twoE, 'statblock-attack').map((b) => b.textContent)).toEqual([
      'Battle axe · 1d8',
      'Spear · 1d6 / 1d8',
    ]);
    click(all(twoE, 'statblock-attack')[1]);
    cleanup?.();
    const osr = card(
      'osr',
      { name: 'Skeleton', hd: '1', ac: 7, attackBonus: { melee: 1, ranged: 0 }, damage: '1d6' },
      { live: fightLive({ legendary: null, lair: null, spellSlots: [] }), actions },
    );
    click(all(osr, 'statblock-attack')[1]);
    expect(calls).toEqual(['attack2e 1', 'attackOsr ranged']);
  });
});

describe('the card in Ukrainian and Russian', () => {
  it('speaks the owner’s language, damage types and 2e saves included', () => {
    const uk = card('dnd5e', dragon, {
      language: 'uk',
      live: fightLive(),
      actions: recorder().actions,
    });
    const ukText = uk.textContent ?? '';
    for (const expected of [
      'Легендарні дії',
      'Дії лігва',
      '200 з 256',
      'колюча',
      'Б’ється у своєму лігві',
    ]) {
      expect(ukText, expected).toContain(expected);
    }
    cleanup?.();
    const ru = card(
      'adnd2e',
      { name: 'Orc', hitDice: '1', ac: 6, saves: { breath: 17 } },
      { language: 'ru' },
    );
    expect(ru.textContent).toContain('Дыхательное оружие 17');
    expect(ru.textContent).toContain('Кости хитов');
  });
});
