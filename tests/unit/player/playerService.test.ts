import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import {
  defaultPlayerVisibility,
  type PlayerDisplayView,
  type PlayerVisibility,
} from '../../../shared/ipc/channels/player';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { encounterSourceOf } from '../../../main/player/feature';
import { createPlayerService, type VisibilityStore } from '../../../main/player/playerService';

const SECRET = 'SENTINEL-DM-SECRET';

function memoryStore(initial?: PlayerVisibility): VisibilityStore & { saved: PlayerVisibility[] } {
  const saved: PlayerVisibility[] = [];
  return {
    saved,
    load: () => Promise.resolve(saved.at(-1) ?? initial),
    save: (visibility) => {
      saved.push(visibility);
      return Promise.resolve();
    },
  };
}

async function setup(store = memoryStore()) {
  const encounter = createEncounterService({ system: 'dnd5e', seed: 3 });
  encounter.dispatch({
    type: 'addCombatants',
    combatants: [
      { id: 'hero-1', name: 'Alda', kind: 'pc', maxHp: 20 },
      { id: `lurker-${SECRET}`, name: `Lurker ${SECRET}`, kind: 'monster', maxHp: 9, hidden: true },
      { id: 'orc-1', name: 'Orc', kind: 'monster', maxHp: 15, side: 'foes' },
    ],
  });
  let language: Language = 'en';
  const player = await createPlayerService({
    encounter: encounterSourceOf(encounter),
    language: () => language,
    store,
    initialVisibility: defaultPlayerVisibility,
  });
  const shown: PlayerDisplayView[] = [];
  player.onDisplay((display) => shown.push(display));
  return {
    encounter,
    player,
    shown,
    store,
    setLanguage: (next: Language) => (language = next),
  };
}

describe('player display service', () => {
  it('projects the encounter with opaque ids and never the hidden creature', async () => {
    const { player } = await setup();
    const display = player.display();
    const json = JSON.stringify(display);
    expect(json).not.toContain(SECRET);
    expect(json).not.toContain('hero-1');
    expect(json).not.toContain('orc-1');
    expect(display.view?.combatants.map((c) => [c.id, c.name, c.side])).toEqual([
      ['c1', 'Alda', 'party'],
      ['c2', 'Orc', 's1'],
    ]);
    expect(display).toMatchObject({ revision: 1, language: 'en', screenOff: false });
    expect(display.epoch).toMatch(/^[0-9a-f]{12}$/);
  });

  it('sends nothing when the DM changes what the players cannot see', async () => {
    const { encounter, player, shown } = await setup();
    const before = player.display();
    encounter.dispatch({ type: 'damage', targetIds: [`lurker-${SECRET}`], amount: 4 });
    encounter.dispatch({ type: 'setEncounterNotes', notes: SECRET });
    expect(shown).toEqual([]);
    expect(player.display()).toBe(before);
    encounter.dispatch({ type: 'damage', targetIds: ['orc-1'], amount: 4 });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.revision).toBe(before.revision + 1);
    expect(shown[0]?.view?.combatants[1]?.descriptor).toBe('wounded');
  });

  it('blanks the display with the screen switched off: no view at all reaches the players', async () => {
    const { player, shown } = await setup();
    const preview = player.setScreenOff(true);
    expect(shown.at(-1)).toMatchObject({ screenOff: true, view: null });
    expect(preview.display.view).toBeNull();
    expect(preview.controls.screenOff).toBe(true);
    player.setScreenOff(false);
    expect(shown.at(-1)?.view?.combatants).toHaveLength(2);
    // The same aliases as before the blank: the display keeps its rows.
    expect(shown.at(-1)?.view?.combatants.map((c) => c.id)).toEqual(['c1', 'c2']);
  });

  it('applies per-creature choices, clears them with null and refuses unknown creatures', async () => {
    const { player } = await setup();
    let preview = player.setReveal('orc-1', { name: false, hp: 'exact' });
    expect(preview.display.view?.combatants[1]).toMatchObject({
      name: null,
      hp: { current: 15, max: 15, temp: 0 },
    });
    const orc = preview.controls.combatants.find((c) => c.id === 'orc-1');
    expect(orc).toMatchObject({
      reveal: { name: false, hp: 'exact' },
      shown: { name: null, hp: 'exact', conditions: true },
    });
    preview = player.setReveal('orc-1', { name: null });
    expect(preview.display.view?.combatants[1]?.name).toBe('Orc');
    expect(preview.controls.combatants.find((c) => c.id === 'orc-1')?.reveal).toEqual({
      hp: 'exact',
    });
    expect(() => player.setReveal('nobody', { name: true })).toThrow(
      expect.objectContaining({ code: 'player.unknownCombatant' }),
    );
    expect(() => player.setReveal('__proto__', { name: true })).toThrow(
      expect.objectContaining({ code: 'player.unknownCombatant' }),
    );
  });

  it('lists every creature for the DM, hidden ones included, with what the players see', async () => {
    const { player } = await setup();
    expect(player.preview().controls.combatants.map((c) => [c.id, c.hidden, c.shown.hp])).toEqual([
      ['hero-1', false, 'exact'],
      [`lurker-${SECRET}`, true, 'descriptor'],
      ['orc-1', false, 'descriptor'],
    ]);
  });

  it('saves the table-wide visibility and starts from the stored one', async () => {
    const store = memoryStore({ ...defaultPlayerVisibility, pcHp: 'descriptor' });
    const { player } = await setup(store);
    expect(player.display().view?.combatants[0]?.hp).toBeUndefined();
    const preview = await player.setVisibility({ otherNames: 'hidden' });
    expect(store.saved).toEqual([
      { ...defaultPlayerVisibility, pcHp: 'descriptor', otherNames: 'hidden' },
    ]);
    expect(preview.display.view?.combatants.map((c) => c.name)).toEqual(['Alda', null]);
  });

  it('keeps the old visibility when saving fails', async () => {
    const store = memoryStore();
    store.save = () => Promise.reject(new Error('disk full'));
    const { player, shown } = await setup(store);
    await expect(player.setVisibility({ pcHp: 'hidden' })).rejects.toThrow('disk full');
    expect(player.preview().controls.visibility).toEqual(defaultPlayerVisibility);
    expect(shown).toEqual([]);
  });

  it('keeps per-creature choices with their encounter, apart from other encounters', async () => {
    const { encounter, player } = await setup();
    player.setReveal('orc-1', { name: false });
    const own = { init: encounter.init(), events: [...encounter.events()] };
    // The same encounter replayed (as when it is reopened): the choice stays.
    encounter.load({ ...own.init }, own.events);
    expect(player.display().view?.combatants[1]?.name).toBeNull();
    // Another encounter (another seed) with creatures of the same ids: no choice of the first.
    encounter.load({ ...own.init, seed: 99 }, own.events);
    expect(player.display().view?.combatants[1]?.name).toBe('Orc');
    expect(player.preview().controls.combatants.find((c) => c.id === 'orc-1')?.reveal).toEqual({});
    encounter.load({ ...own.init }, own.events);
    expect(player.display().view?.combatants[1]?.name).toBeNull();
  });

  it('follows the language source and tells the display when it changes', async () => {
    const { player, shown, setLanguage } = await setup();
    setLanguage('uk');
    player.refresh();
    expect(shown.at(-1)?.language).toBe('uk');
    player.setLanguageSource(() => 'ru');
    expect(shown.at(-1)?.language).toBe('ru');
    const count = shown.length;
    player.refresh();
    expect(shown).toHaveLength(count);
  });

  it('tells preview listeners about every change the DM makes', async () => {
    const { player } = await setup();
    const listener = vi.fn();
    player.onPreview(listener);
    player.setScreenOff(true);
    await player.setVisibility({ showConditions: false });
    player.setReveal('hero-1', { conditions: true });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener.mock.calls.at(-1)?.[0]).toMatchObject({
      controls: { screenOff: true, visibility: { showConditions: false } },
    });
  });
});
