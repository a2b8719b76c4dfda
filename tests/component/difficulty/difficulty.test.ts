// The difficulty and XP summary of the encounter builder and the badge of a fight not yet
// started, in English, Ukrainian and Russian: 5e's DMG difficulty (four level-3 characters
// against an ogre and four goblins: 650 XP, ×2, 1,300 adjusted: hard), 2e and OSR XP totals
// and each character's share, foes without XP counted apart.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounter } from '../../../shared';
import type { Language } from '../../../shared/i18n/index';
import type { PreparedLine } from '../../../shared/ipc/channels/campaign';
import type { RuleSystemId } from '../../../shared/model/ids';
import type { RosterEntry } from '../../../shared/model/roster';
import DifficultyBadge from '../../../renderer/dm/difficulty/DifficultyBadge.svelte';
import DifficultySummary from '../../../renderer/dm/roster/DifficultySummary.svelte';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function render(component: typeof DifficultySummary | typeof DifficultyBadge, props: object) {
  const root = document.createElement('div');
  document.body.append(root);
  const app = mount(component as typeof DifficultySummary, {
    target: root,
    props: props as never,
  });
  flushSync();
  cleanup = () => {
    void unmount(app);
    root.remove();
  };
  return root;
}

const digits = (text: string | null | undefined): string =>
  (text ?? '').replace(/[\s\u202f,]/g, '');

function pc(id: string, level: number): RosterEntry {
  return {
    id,
    kind: 'pc',
    name: id,
    statblock: {},
    state: {
      hp: 20,
      maxHp: 20,
      tempHp: 0,
      dead: false,
      hitDice: [{ die: 8, total: level, spent: 0 }],
    } as unknown as RosterEntry['state'],
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as RosterEntry;
}

const party = ['ana', 'bo', 'cy', 'di'].map((id) => pc(id, 3));
const partyLines: PreparedLine[] = party.map((p) => ({
  source: 'roster',
  rosterId: p.id,
  hidden: false,
}));
const ogreAndGoblins: PreparedLine[] = [
  {
    source: 'inline',
    name: 'Ogre',
    statblock: { name: 'Ogre', cr: 2, xp: 450 },
    count: 1,
    hidden: false,
  },
  {
    source: 'inline',
    name: 'Goblin',
    statblock: { name: 'Goblin', cr: 0.25 },
    count: 4,
    hidden: false,
  },
];

const HARD: Record<Language, RegExp> = { en: /Hard/, uk: /Важка/, ru: /Трудная/ };
const ADJUSTED: Record<Language, RegExp> = {
  en: /Adjusted for 5 foes: 1[ ,]?300 \(×2\)/,
  uk: /З поправкою на ворогів \(5\): 1[ ,]?300 \(×2\)/,
  ru: /С поправкой на врагов \(5\): 1[ ,]?300 \(×2\)/,
};
const SHARE: Record<Language, RegExp> = {
  en: /Each of 4 characters: 162/,
  uk: /Кожному з персонажів \(4\): 162/,
  ru: /Каждому из персонажей \(4\): 162/,
};

describe('the builder’s difficulty summary', () => {
  for (const language of ['en', 'uk', 'ru'] as const) {
    it(`5e: four level-3 characters vs an ogre and four goblins is hard (${language})`, () => {
      const root = render(DifficultySummary, {
        system: 'dnd5e' satisfies RuleSystemId,
        lines: [...partyLines, ...ogreAndGoblins],
        roster: party,
        language,
      });
      const level = root.querySelector('[data-testid="difficulty-level"]');
      expect(level?.getAttribute('data-difficulty')).toBe('hard');
      expect(level?.textContent).toMatch(HARD[language]);
      expect(digits(root.querySelector('[data-testid="difficulty-xp"]')?.textContent)).toMatch(
        /650/,
      );
      expect(
        root
          .querySelector('[data-testid="difficulty-adjusted"]')
          ?.textContent?.replace(/[\s\u202f]+/g, ' '),
      ).toMatch(ADJUSTED[language]);
      expect(
        digits(root.querySelector('[data-testid="difficulty-thresholds"]')?.textContent),
      ).toMatch(/300.*600.*900.*1600/);
      expect(root.querySelector('[data-testid="difficulty-share"]')?.textContent).toMatch(
        SHARE[language],
      );
    });
  }

  it('5e without characters asks for the party; a typed-in foe without CR is counted apart', () => {
    const root = render(DifficultySummary, {
      system: 'dnd5e',
      lines: [
        ...ogreAndGoblins,
        {
          source: 'inline',
          name: 'Thing',
          quick: { ac: 12, initiativeBonus: 0, maxHp: 9 },
          count: 1,
          hidden: false,
        },
      ],
      roster: party,
      language: 'uk',
    });
    expect(root.querySelector('[data-testid="difficulty-level"]')).toBeNull();
    expect(root.textContent).toMatch(/Додайте персонажів партії/);
    expect(root.querySelector('[data-testid="difficulty-unknown"]')?.textContent).toMatch(/: 1$/);
  });

  for (const language of ['en', 'uk', 'ru'] as const) {
    it(`OSR: the foes' XP by Hit Dice and asterisks, shared among the characters (${language})`, () => {
      const root = render(DifficultySummary, {
        system: 'osr',
        lines: [
          ...partyLines.slice(0, 3),
          {
            source: 'inline',
            name: 'Ghoul',
            statblock: { name: 'Ghoul', hd: '2', onHit: [{ kind: 'paralysis', duration: '2d4' }] },
            count: 2,
            hidden: false,
          },
          {
            source: 'inline',
            name: 'Orc',
            quick: { ac: 6, initiativeBonus: 0, maxHp: 5, hd: '1' },
            count: 3,
            hidden: false,
          },
        ],
        roster: party,
        language,
      });
      expect(root.querySelector('[data-testid="difficulty-level"]')).toBeNull();
      expect(root.querySelector('[data-testid="difficulty-xp"]')?.textContent).toMatch(/80/);
      expect(root.querySelector('[data-testid="difficulty-share"]')?.textContent).toMatch(/26/);
    });
  }

  it('2e: a printed XP wins, Hit Dice read Table 31, a foe with neither is counted apart (ru)', () => {
    const root = render(DifficultySummary, {
      system: 'adnd2e',
      lines: [
        partyLines[0] as PreparedLine,
        {
          source: 'inline',
          name: 'Orc',
          statblock: { name: 'Orc', hitDice: '1' },
          count: 2,
          hidden: false,
        },
        {
          source: 'inline',
          name: 'Ogre',
          statblock: { name: 'Ogre', hitDice: '4+1', xp: 270 },
          count: 1,
          hidden: false,
        },
        {
          source: 'inline',
          name: 'Shade',
          quick: { ac: 5, initiativeBonus: 0, maxHp: 9 },
          count: 1,
          hidden: false,
        },
      ],
      roster: party,
      language: 'ru',
    });
    expect(root.querySelector('h4')?.textContent).toBe('Опыт за схватку');
    expect(root.querySelector('[data-testid="difficulty-xp"]')?.textContent).toBe('Опыт: 300');
    expect(root.querySelector('[data-testid="difficulty-unknown"]')?.textContent).toMatch(
      /костей хитов/,
    );
  });
});

describe('the encounter screen’s badge before the fight', () => {
  const fight = () =>
    createEncounter({
      system: 'dnd5e',
      seed: 1,
      combatants: [
        ...['a', 'b', 'c', 'd'].map((id) => ({
          id,
          name: id,
          kind: 'pc' as const,
          maxHp: 20,
          sys: { level: 3 },
        })),
        {
          id: 'ogre',
          name: 'Ogre',
          kind: 'monster' as const,
          maxHp: 59,
          side: 'foes',
          statblock: {
            name: 'Ogre',
            size: 'large',
            ac: 11,
            hp: 59,
            abilities: { str: 19, dex: 8, con: 16, int: 5, wis: 7, cha: 7 },
            cr: 2,
            xp: 450,
          },
        },
      ],
    });

  const BADGE: Record<Language, RegExp> = {
    en: /Difficulty: Easy · XP 450/,
    uk: /Складність: Легка · досвід 450/,
    ru: /Сложность: Лёгкая · опыт 450/,
  };
  for (const language of ['en', 'uk', 'ru'] as const) {
    it(`shows the difficulty of a fight in setup (${language})`, () => {
      // 450 XP × 1 against 300/600/900/1600: at least easy, short of medium.
      const root = render(DifficultyBadge, { enc: fight(), language });
      const badge = root.querySelector('[data-testid="difficulty-badge"]');
      expect(badge?.getAttribute('data-difficulty')).toBe('easy');
      expect(badge?.textContent).toMatch(BADGE[language]);
    });
  }
});
