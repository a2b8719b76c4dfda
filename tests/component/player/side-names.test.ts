// The player board names the sides under 2e side initiative and before each side's OSR phases,
// in Ukrainian and Russian: the default sides in the display's language, a side the DM named
// under its name, and sides whose dice tied as acting together.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounter, dispatch, toPlayerView, type EncounterState } from '../../../shared';
import type { Language } from '../../../shared/i18n/index';
import PlayerBoard from '../../../renderer/player/PlayerBoard.svelte';
import { PlayerText } from '../../../renderer/player/playerText.svelte';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

function apply(state: EncounterState, ...commands: Record<string, unknown>[]): EncounterState {
  return commands.reduce<EncounterState>(
    (s, command) => dispatch(s, command as Parameters<typeof dispatch>[1]).state,
    state,
  );
}

const fight = (system: 'adnd2e' | 'osr', ...commands: Record<string, unknown>[]) =>
  apply(
    createEncounter({
      system,
      seed: 3,
      combatants: [
        { id: 'rath', name: 'Rath', kind: 'pc', maxHp: 20 },
        { id: 'orc', name: 'Orc', kind: 'monster', maxHp: 15, side: 'foes' },
      ],
    } as never),
    ...commands,
  );

function board(state: EncounterState, language: Language): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  const text = new PlayerText();
  text.language = language;
  const component = mount(PlayerBoard, {
    target: root,
    props: { view: toPlayerView(state), text },
  });
  flushSync();
  cleanups.push(() => {
    unmount(component);
    root.remove();
  });
  return root;
}

const texts = (root: HTMLElement, testId: string): string[] =>
  [...root.querySelectorAll(`[data-testid="${testId}"]`)].map((el) => el.textContent?.trim() ?? '');

const sides2e = (party: number, foes: number) => ({
  type: 'rollInitiative',
  typedRolls: { 'init:side:party': [party], 'init:side:foes': [foes] },
});

describe('player board: the sides of 2e and OSR', () => {
  it('2E-INIT-01 names the two sides of 2e side initiative in uk, in order, numbered', () => {
    const root = board(fight('adnd2e', { type: 'startEncounter' }, sides2e(3, 7)), 'uk');
    expect(texts(root, 'player-side')).toEqual(['Загін', 'Вороги']);
    const positions = [...root.querySelectorAll('[data-testid="player-entry"] .position')];
    expect(positions.map((p) => p.textContent)).toEqual(['1', '2']);
    expect(texts(root, 'player-step')).toEqual([
      'Гравці оголошують дії',
      'Ініціатива (d10, менший першим)',
    ]);
  });

  it('2E-INIT-01 in ru, a side the DM named keeps its name', () => {
    const state = fight(
      'adnd2e',
      { type: 'setSide', sideId: 'foes', name: 'Чёрная рука' },
      { type: 'startEncounter' },
      sides2e(6, 2),
    );
    expect(texts(board(state, 'ru'), 'player-side')).toEqual(['Чёрная рука', 'Отряд']);
  });

  it('2E-INIT-03 a tie: the sides act together, said in the display’s language', () => {
    const state = fight('adnd2e', { type: 'startEncounter' }, sides2e(5, 5));
    expect(texts(board(state, 'uk'), 'player-side')).toEqual(['Загін і Вороги одночасно']);
    expect(texts(board(state, 'ru'), 'player-side')).toEqual(['Отряд и Враги одновременно']);
  });

  it('OSR-INIT-01 names each side before its phases in ru and uk', () => {
    const state = fight(
      'osr',
      { type: 'startEncounter' },
      {
        type: 'rollInitiative',
        typedRolls: { 'initiative:party': [2], 'initiative:foes': [5] },
      },
    );
    expect(texts(board(state, 'ru'), 'player-step-side')).toEqual(['Враги', 'Отряд']);
    expect(texts(board(state, 'uk'), 'player-step-side')).toEqual(['Вороги', 'Загін']);
    const tie = fight(
      'osr',
      { type: 'startEncounter' },
      {
        type: 'rollInitiative',
        typedRolls: { 'initiative:party': [4], 'initiative:foes': [4] },
      },
    );
    expect(texts(board(tie, 'ru'), 'player-step-side')).toEqual(['Отряд и Враги одновременно']);
  });
});
