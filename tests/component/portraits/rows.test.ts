// Portraits on the screens: small and lazy on the DM's initiative rows, beside the name on the
// statblock card, and large for the acting creature on the player display, which shows only
// what the player view carries: never a hidden creature's picture nor one behind a public name.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounter, dispatch, toPlayerView, type EncounterState } from '../../../shared';
import InitiativeSidebar from '../../../renderer/dm/encounter/InitiativeSidebar.svelte';
import { EncounterText } from '../../../renderer/dm/encounter/text.svelte';
import StatblockCard from '../../../renderer/dm/statblock/StatblockCard.svelte';
import { StatblockText } from '../../../renderer/dm/statblock/statblockText.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import PlayerBoard from '../../../renderer/player/PlayerBoard.svelte';
import { PlayerText } from '../../../renderer/player/playerText.svelte';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

const face = (c: string) => `${c.repeat(64)}.webp`;

function mounted(component: Parameters<typeof mount>[0], props: Record<string, unknown>) {
  const root = document.createElement('div');
  document.body.append(root);
  const instance = mount(component, { target: root, props });
  flushSync();
  cleanups.push(() => {
    void unmount(instance);
    root.remove();
  });
  return root;
}

/** A started fight: Alda (portrait) acts first; a hidden lurker and a masked lich have one. */
function fight(firstActing: 'a' | 'm'): EncounterState {
  let s = createEncounter({
    system: 'dnd5e',
    seed: 4,
    combatants: [
      { id: 'a', name: 'Alda', kind: 'pc', maxHp: 20, ac: 15, portrait: face('a') },
      { id: 'h', name: 'Lurker', kind: 'monster', maxHp: 9, hidden: true, portrait: face('b') },
      {
        id: 'm',
        name: 'Lich',
        kind: 'monster',
        maxHp: 40,
        nameHidden: true,
        publicName: 'Robed figure',
        portrait: face('c'),
      },
      { id: 'o', name: 'Orc', kind: 'monster', maxHp: 15 },
    ],
  });
  const rolls =
    firstActing === 'a'
      ? { 'init:a': [20], 'init:h': [15], 'init:m': [10], 'init:o': [5] }
      : { 'init:a': [5], 'init:h': [15], 'init:m': [20], 'init:o': [2] };
  for (const command of [
    { type: 'rollInitiative', typedRolls: rolls },
    { type: 'startEncounter' },
  ]) {
    s = dispatch(s, command as Parameters<typeof dispatch>[1]).state;
  }
  return s;
}

describe('portraits on the screens', () => {
  it('the initiative row shows a small lazy portrait from the app origin', () => {
    const translator = new Translator();
    translator.language = 'en';
    const root = mounted(InitiativeSidebar, {
      enc: fight('a'),
      text: new EncounterText(translator),
      selectedId: null,
      targetIds: [],
      onSelect: () => {},
    });
    const row = (id: string) => root.querySelector(`[data-testid="dm-combatant"][data-id="${id}"]`);
    const img = row('a')?.querySelector('[data-testid="portrait-image"]');
    expect(img?.getAttribute('src')).toBe(`portraits/${face('a')}`);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.classList.contains('row')).toBe(true);
    expect(row('o')?.querySelector('[data-testid="portrait-image"]')).toBeNull();
  });

  it('the statblock card shows the portrait beside the name', () => {
    const translator = new Translator();
    translator.language = 'uk';
    const root = mounted(StatblockCard, {
      name: 'Ghoul',
      system: 'osr',
      statblock: { name: 'Ghoul', hd: '2', ac: 6, movement: 9 },
      text: new StatblockText(translator),
      portrait: face('d'),
    });
    const img = root.querySelector('[data-testid="statblock-card"] header img');
    expect(img?.getAttribute('src')).toBe(`portraits/${face('d')}`);
    expect(img?.getAttribute('alt')).toBe('Ghoul');
  });

  it('the player display shows the acting creature’s portrait large', () => {
    const text = new PlayerText();
    text.language = 'en';
    const root = mounted(PlayerBoard, { view: toPlayerView(fight('a')), text });
    const shown = [...root.querySelectorAll('[data-testid="player-acting-portrait"]')];
    expect(shown.map((el) => el.getAttribute('data-id'))).toEqual(['a']);
    expect(shown[0]?.querySelector('img')?.getAttribute('src')).toBe(`portraits/${face('a')}`);
    expect(shown[0]?.querySelector('img')?.classList.contains('large')).toBe(true);
    const html = root.innerHTML;
    expect(html).not.toContain(face('b'));
    expect(html).not.toContain(face('c'));
  });

  it('the player display shows no portrait for an acting creature behind a public name', () => {
    const text = new PlayerText();
    text.language = 'ru';
    const state = fight('m');
    expect(state.turn?.activeIds).toEqual(['m']);
    const root = mounted(PlayerBoard, { view: toPlayerView(state), text });
    expect(root.querySelector('[data-testid="player-acting-portraits"]')).toBeNull();
    expect(root.innerHTML).not.toContain(face('c'));
  });
});
