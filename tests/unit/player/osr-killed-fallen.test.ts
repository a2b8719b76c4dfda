// OSR kills a creature at 0 HP (A-15, osrLeavesOrder): the players are told it is dead, and
// the board lists it with the fallen, never among those not yet in the order.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, toPlayerView, type EncounterState } from '../../../shared';
import { layoutBoard } from '../../../renderer/player/boardModel';

function run(state: EncounterState, ...commands: Record<string, unknown>[]): EncounterState {
  return commands.reduce<EncounterState>(
    (s, command) => dispatch(s, command as Parameters<typeof dispatch>[1]).state,
    state,
  );
}

const fight = (): EncounterState =>
  createEncounter({
    system: 'osr',
    seed: 7,
    combatants: [
      { id: 'f', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 10, ac: 4 },
      { id: 'k1', name: 'Kobold', kind: 'monster', side: 'foes', maxHp: 3, ac: 7 },
      { id: 'k2', name: 'Kobold', kind: 'monster', side: 'foes', maxHp: 3, ac: 7 },
    ],
  });

describe('A-15: an OSR creature at 0 HP on the player display', () => {
  it('A-15: is described as dead, not down', () => {
    const s = run(
      fight(),
      { type: 'startEncounter' },
      { type: 'damage', targetIds: ['k1'], amount: 3 },
    );
    const row = toPlayerView(s).combatants.find((c) => c.id === 'k1');
    expect(row?.descriptor).toBe('dead');
    expect(row?.dead).toBe(true);
  });

  it('A-15: stays with the fallen for the rest of the fight, never "not yet in the order"', () => {
    let s = run(
      fight(),
      { type: 'startEncounter' },
      { type: 'damage', targetIds: ['k1'], amount: 3 },
    );
    for (let i = 0; i < 30 && s.round < 3; i++) {
      const board = layoutBoard(toPlayerView(s, { otherHp: 'descriptor' }));
      expect(board.fallen.map((c) => c.id)).toEqual(['k1']);
      expect(board.waiting.map((c) => c.id)).not.toContain('k1');
      expect(board.order.flatMap((e) => e.members.map((c) => c.id))).not.toContain('k1');
      s = run(s, { type: 'nextTurn' });
    }
    expect(s.round).toBe(3);
  });
});
