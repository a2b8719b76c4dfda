import { describe, expect, it, vi } from 'vitest';
import { RuleError, toPlayerView } from '../../../shared/index';
import { chooseDefaultSystem } from '../../../main/encounter/defaultSystem';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { anySystem } from './systems';

const add = (...names: string[]) => ({
  type: 'addCombatants',
  combatants: names.map((name) => ({ name, kind: 'monster' })),
});

function rejection(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('expected a RuleError');
}

describe('encounter service', () => {
  it('starts with an empty encounter of the chosen system', () => {
    const encounter = createEncounterService({ system: anySystem, seed: 7 });
    expect(encounter.dmView()).toMatchObject({
      revision: 0,
      encounter: { system: anySystem, status: 'setup', combatantIds: [] },
    });
    expect(encounter.playerView()).toMatchObject({ revision: 0, view: { combatants: [] } });
    expect(encounter.events()).toEqual([]);
  });

  it('runs commands through the engine, keeps the log and tells listeners both views', () => {
    const encounter = createEncounterService({ system: anySystem, seed: 7 });
    const listener = vi.fn();
    encounter.onChange(listener);
    encounter.dispatch(add('Goblin'));
    const view = encounter.dispatch(add('Ogre', 'Imp'));

    expect(view.revision).toBe(2);
    const { encounter: state } = view;
    expect(state.combatantIds.map((id) => state.combatants[id]?.name)).toEqual([
      'Goblin',
      'Ogre',
      'Imp',
    ]);
    expect(encounter.events().length).toBeGreaterThanOrEqual(2);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ dm: view, player: encounter.playerView() }),
    );
    expect(encounter.playerView()).toEqual({ revision: 2, view: toPlayerView(state) });
  });

  it('leaves everything unchanged when the engine rejects a command', () => {
    const encounter = createEncounterService({ system: anySystem, seed: 7 });
    encounter.dispatch(add('Goblin'));
    const before = {
      dm: encounter.dmView(),
      player: encounter.playerView(),
      log: encounter.events().length,
    };
    const listener = vi.fn();
    encounter.onChange(listener);

    expect(rejection(() => encounter.dispatch({ type: 'summonDragon' })).code).toBe(
      'unknownCommand',
    );
    expect(
      rejection(() => encounter.dispatch({ type: 'addCombatants', combatants: 'x' })).code,
    ).toBe('invalidCommand');
    expect(
      rejection(() => encounter.dispatch({ type: 'removeCombatant', combatantId: 'nobody' })).code,
    ).toBe('unknownCombatant');
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(rejection(() => encounter.dispatch({ type })).code, type).toBe('unknownCommand');
    }

    expect(encounter.dmView()).toEqual(before.dm);
    expect(encounter.playerView()).toBe(before.player);
    expect(encounter.events()).toHaveLength(before.log);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps hidden combatants and DM notes out of the player projection', () => {
    const encounter = createEncounterService({ system: anySystem, seed: 7 });
    encounter.dispatch({
      type: 'addCombatants',
      combatants: [
        { name: 'Visible goblin', kind: 'monster', notes: 'has the key' },
        { name: 'Assassin in the rafters', kind: 'monster', hidden: true },
      ],
    });
    const dmNames = Object.values(encounter.dmView().encounter.combatants).map((c) => c.name);
    expect(dmNames).toContain('Assassin in the rafters');
    const player = JSON.stringify(encounter.playerView());
    expect(player).toContain('Visible goblin');
    expect(player).not.toContain('Assassin');
    expect(player).not.toContain('has the key');
  });
});

describe('default rule system', () => {
  it('prefers D&D 5e, then AD&D 2e, then OSR, then whatever is registered', () => {
    expect(chooseDefaultSystem(['osr', 'adnd2e', 'dnd5e'])).toBe('dnd5e');
    expect(chooseDefaultSystem(['osr', 'adnd2e'])).toBe('adnd2e');
    expect(chooseDefaultSystem(['osr'])).toBe('osr');
    expect(chooseDefaultSystem(['homebrew'])).toBe('homebrew');
    expect(() => chooseDefaultSystem([])).toThrow('no rule system');
  });
});
