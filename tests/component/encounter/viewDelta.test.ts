// The DM view travels as deltas: main's diff of two states, applied by the DM window to the
// state it holds, gives the new state, and untouched creatures stay the very same objects.
import { describe, expect, it } from 'vitest';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { deltaBetween, diffStates } from '../../../main/encounter/viewDelta';
import { applyPatch } from '../../../renderer/dm/encounter/applyPatch';
import type { DmEncounterView } from '../../../shared/ipc/index';

function fight() {
  const service = createEncounterService({ system: 'dnd5e', seed: 5 });
  service.dispatch({
    type: 'addCombatants',
    combatants: Array.from({ length: 20 }, (_, i) => ({
      id: `c${i}`,
      name: `Goblin ${i}`,
      kind: 'monster',
      maxHp: 7,
    })),
  });
  service.dispatch({ type: 'startEncounter' });
  return service;
}

/** A copy as it arrives in the window (JSON over the wire). */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('DM view deltas', () => {
  it('sends only the creatures a command touched, and the window rebuilds the same state', () => {
    const service = fight();
    const before: DmEncounterView = service.dmView();
    const held = wire(before.encounter);
    service.dispatch({ type: 'damage', targetIds: ['c3'], amount: 2 });
    const after = service.dmView();
    const delta = wire(deltaBetween(before, after));
    if (delta.base === null) throw new Error('expected a patch');
    expect(Object.keys(delta.patch.combatants)).toEqual(['c3']);
    expect(delta.patch.removed).toEqual([]);
    expect(JSON.stringify(delta).length).toBeLessThan(JSON.stringify(after).length / 5);
    const rebuilt = applyPatch(held, delta.patch);
    expect(rebuilt).toEqual(wire(after.encounter));
    // Untouched creatures are the objects the window already had.
    expect(rebuilt.combatants.c4).toBe(held.combatants.c4);
    expect(rebuilt.combatants.c3).not.toBe(held.combatants.c3);
  });

  it('tells removals, turn changes and unchanged parts apart', () => {
    const service = fight();
    const before = service.dmView();
    service.dispatch({ type: 'removeCombatant', combatantId: 'c7' });
    service.dispatch({ type: 'nextTurn' });
    const after = service.dmView();
    const patch = diffStates(before.encounter, after.encounter);
    expect(patch.removed).toEqual(['c7']);
    expect(patch.fields).toHaveProperty('turn');
    expect(patch.fields).not.toHaveProperty('sides');
    expect(applyPatch(wire(before.encounter), wire(patch))).toEqual(wire(after.encounter));
  });

  it('gives listeners a delta from the view they saw last, and the whole view after a load', () => {
    const service = fight();
    const deltas: number[] = [];
    const bases: (number | null)[] = [];
    service.onChange(({ dmDelta }) => {
      deltas.push(dmDelta.revision);
      bases.push(dmDelta.base);
    });
    service.dispatch({ type: 'damage', targetIds: ['c1'], amount: 1 });
    service.undo();
    service.load({ system: 'dnd5e', seed: 1 }, []);
    expect(bases).toEqual([deltas[0]! - 1, deltas[1]! - 1, null]);
  });
});
