// The player projection tells the board who is dead (PCs and monsters alike, whatever their HP
// shows), leaves the dead out when the DM chose so, and names the side of a side-initiative
// slot (the engine's default names left for the display to translate).
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, toPlayerView, type EncounterState } from '../../../shared';

function apply(state: EncounterState, ...commands: Record<string, unknown>[]): EncounterState {
  return commands.reduce<EncounterState>(
    (s, command) => dispatch(s, command as Parameters<typeof dispatch>[1]).state,
    state,
  );
}

const fight = (options: Record<string, unknown> = {}): EncounterState =>
  createEncounter({
    system: 'dnd5e',
    seed: 4,
    options: options as never,
    combatants: [
      { id: 'alda', name: 'Alda', kind: 'pc', maxHp: 20 },
      { id: 'orc', name: 'Orc', kind: 'monster', maxHp: 15 },
      { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7 },
    ],
  });

describe('player view: the dead and the sides', () => {
  it('marks a dead monster dead even with its HP hidden, and leaves it out on request', () => {
    const state = apply(fight(), { type: 'damage', targetIds: ['gob'], amount: 7 });
    const shown = toPlayerView(state, { otherHp: 'hidden' });
    const goblin = shown.combatants.find((c) => c.name === 'Goblin');
    expect(goblin?.descriptor).toBeUndefined();
    expect(goblin?.dead).toBe(true);
    expect(shown.combatants.find((c) => c.name === 'Orc')?.dead).toBeUndefined();
    const left = toPlayerView(state, { dead: 'leave' });
    expect(left.combatants.map((c) => c.name)).toEqual(['Alda', 'Orc']);
    expect(toPlayerView(state, { dead: 'collapse' }).combatants).toHaveLength(3);
  });

  it('marks a dead PC dead like a monster', () => {
    const state = apply(fight(), { type: 'damage', targetIds: ['alda'], amount: 40 });
    const alda = toPlayerView(state).combatants.find((c) => c.name === 'Alda');
    expect(alda?.dead).toBe(true);
  });

  it('names the sides of side initiative, the default names left to the display', () => {
    const state = apply(
      fight({ initiativeMode: 'side' }),
      { type: 'rollInitiative' },
      { type: 'startEncounter' },
    );
    const labels = toPlayerView(state).order.map((slot) => slot.sideLabel);
    expect(labels).toEqual(
      expect.arrayContaining([
        { party: true, name: null },
        { party: false, name: null },
      ]),
    );
  });
});
