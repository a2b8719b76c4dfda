import { describe, expect, it, vi } from 'vitest';
import { createEncounterService } from '../../../main/encounter/encounterService';

describe('encounter service', () => {
  it('starts empty', () => {
    const encounter = createEncounterService();
    expect(encounter.dmView()).toEqual({ revision: 0, combatants: [] });
    expect(encounter.playerView()).toEqual({ revision: 0, combatants: [] });
  });

  it('adds named combatants in order, with ids, and tells listeners both views', () => {
    const encounter = createEncounterService();
    const listener = vi.fn();
    encounter.onChange(listener);
    encounter.addCombatant('Goblin');
    const view = encounter.addCombatant('Ogre');
    expect(view.revision).toBe(2);
    expect(view.combatants.map((c) => c.name)).toEqual(['Goblin', 'Ogre']);
    expect(new Set(view.combatants.map((c) => c.id)).size).toBe(2);
    expect(listener).toHaveBeenLastCalledWith({ dm: view, player: encounter.playerView() });
    expect(encounter.playerView().combatants.map((c) => c.name)).toEqual(['Goblin', 'Ogre']);
  });
});
