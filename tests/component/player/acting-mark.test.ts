// No screen shows a creature that cannot act as acting: under 2e side initiative a paralyzed
// member of the acting side (2E-PARA-01) gets a "cannot act" mark instead of "Now acting", on
// the player board and in the DM's initiative list alike.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounter, dispatch, toPlayerView, type EncounterState } from '../../../shared';
import InitiativeSidebar from '../../../renderer/dm/encounter/InitiativeSidebar.svelte';
import { EncounterText } from '../../../renderer/dm/encounter/text.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import PlayerBoard from '../../../renderer/player/PlayerBoard.svelte';
import { PlayerText } from '../../../renderer/player/playerText.svelte';
import { listedOrder } from '../../../renderer/dm/encounter/order';
import { osrEncounter, run as runOsr, started } from '../../unit/rules/osr/helpers';

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

/** A 2e fight in the party's side turn, with Lisa paralyzed. */
function partyTurn(): EncounterState {
  let s = apply(
    createEncounter({
      system: 'adnd2e',
      seed: 3,
      combatants: [
        { id: 'bor', name: 'Borislav', kind: 'pc', side: 'party', maxHp: 20, ac: 5 },
        { id: 'lisa', name: 'Lisa', kind: 'pc', side: 'party', maxHp: 12, ac: 6 },
        { id: 'orc', name: 'Orc', kind: 'monster', side: 'foes', maxHp: 6, ac: 6 },
      ],
    }),
    { type: 'addCondition', combatantId: 'lisa', key: 'paralyzed' },
    { type: 'startEncounter' },
  );
  for (let i = 0; i < 20; i++) {
    if (s.turn?.activeIds.includes('lisa')) return s;
    s = apply(s, { type: 'nextTurn' });
  }
  throw new Error('no party turn');
}

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

const cardOf = (root: HTMLElement, name: string): Element | undefined =>
  [...root.querySelectorAll('[data-testid="player-combatant"]')].find((el) =>
    el.textContent?.includes(name),
  );

describe('2E-PARA-01: the acting mark', () => {
  it('the player board marks the paralyzed member "cannot act", the others acting', () => {
    const text = new PlayerText();
    text.language = 'ru';
    const root = mounted(PlayerBoard, { view: toPlayerView(partyTurn()), text });
    const lisa = cardOf(root, 'Lisa');
    const bor = cardOf(root, 'Borislav');
    expect(lisa?.querySelector('[data-testid="player-turn"]')).toBeNull();
    expect(lisa?.querySelector('[data-testid="player-cannot-act"]')?.textContent).toContain(
      'Не может действовать',
    );
    expect(bor?.querySelector('[data-testid="player-turn"]')).not.toBeNull();
    expect(bor?.querySelector('[data-testid="player-cannot-act"]')).toBeNull();
  });

  it('the DM’s initiative list does not mark the paralyzed member as acting', () => {
    const translator = new Translator();
    translator.language = 'en';
    const root = mounted(InitiativeSidebar, {
      enc: partyTurn(),
      text: new EncounterText(translator),
      selectedId: null,
      targetIds: [],
      onSelect: () => {},
    });
    const row = (id: string) => root.querySelector(`[data-testid="dm-combatant"][data-id="${id}"]`);
    expect(row('lisa')?.getAttribute('aria-current')).toBeNull();
    expect(row('lisa')?.querySelector('[data-testid="cannot-act"]')?.textContent?.trim()).toBe(
      'cannot act',
    );
    expect(row('bor')?.getAttribute('aria-current')).toBe('true');
    expect(row('bor')?.querySelector('[data-testid="cannot-act"]')).toBeNull();
  });

  it('A-15: the DM’s list calls an OSR creature at 0 HP dead, like the player display', () => {
    const s = apply(
      createEncounter({
        system: 'osr',
        seed: 7,
        combatants: [
          { id: 'f', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 10, ac: 4 },
          { id: 'k1', name: 'Kobold', kind: 'monster', side: 'foes', maxHp: 3, ac: 7 },
        ],
      }),
      { type: 'startEncounter' },
      { type: 'damage', targetIds: ['k1'], amount: 3 },
    );
    const translator = new Translator();
    translator.language = 'en';
    const root = mounted(InitiativeSidebar, {
      enc: s,
      text: new EncounterText(translator),
      selectedId: null,
      targetIds: [],
      onSelect: () => {},
    });
    const kobold = root.querySelector('[data-testid="dm-combatant"][data-id="k1"]');
    expect(kobold?.classList.contains('out')).toBe(true);
    expect(kobold?.textContent).toContain('dead');
    expect(kobold?.textContent).not.toContain('down');
  });

  it('2E-DEATH-01: the DM’s list shows the dead among the fallen, not as still to join', () => {
    const s = apply(
      createEncounter({
        system: 'dnd5e',
        seed: 7,
        combatants: [
          { id: 'f', name: 'Fighter', kind: 'pc', maxHp: 10, ac: 16 },
          { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 15 },
          { id: 'late', name: 'Latecomer', kind: 'monster', maxHp: 7, ac: 15 },
        ],
      }),
      { type: 'setInitiative', combatantId: 'f', score: 15 },
      { type: 'setInitiative', combatantId: 'g', score: 10 },
      { type: 'startEncounter' },
      { type: 'damage', targetIds: ['g'], amount: 7 },
    );
    const translator = new Translator();
    translator.language = 'ru';
    const root = mounted(InitiativeSidebar, {
      enc: s,
      text: new EncounterText(translator),
      selectedId: null,
      targetIds: [],
      onSelect: () => {},
    });
    const heading = root.querySelector('[data-testid="sidebar-fallen"]');
    expect(heading?.textContent).toBe('Павшие');
    const fallen = heading?.nextElementSibling;
    expect(fallen?.querySelector('[data-id="g"]')).not.toBeNull();
    expect(fallen?.querySelector('[data-id="late"]')).toBeNull();
    expect(listedOrder(s)).toEqual(['f', 'late', 'g']);
  });

  it('OSR-FLEE-02: the DM’s list shows the caught side apart from those not yet in the order', () => {
    let s = runOsr(osrEncounter(), { type: 'setScene', env: 'dungeon' }).state;
    s = started(s);
    s = runOsr(s, { type: 'fleeDungeon', fleeingSideId: 'party', vF: 90, vP: 120 }).state;
    const translator = new Translator();
    translator.language = 'uk';
    const root = mounted(InitiativeSidebar, {
      enc: s,
      text: new EncounterText(translator),
      selectedId: null,
      targetIds: [],
      onSelect: () => {},
    });
    expect(root.querySelector('[data-testid="sidebar-sitting-out"]')?.textContent).toBe(
      'У бою, цього раунду не діють',
    );
    expect(root.textContent).not.toContain('Ще не в черзі');
    const fighter = root.querySelector('[data-testid="dm-combatant"][data-id="fighter"]');
    expect(fighter?.querySelector('[data-testid="cannot-act"]')).not.toBeNull();
    expect(listedOrder(s).slice(-3).sort()).toEqual(['elf', 'fighter', 'thief']);
  });
});
