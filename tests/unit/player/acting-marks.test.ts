// Who the screens mark "now acting": never a creature that cannot act. A side's slot holds all
// its members, but the paralyzed (2E-PARA-01) and the surprised (OSR-SURP-05) sit the turn out,
// marked so on the player display and in the DM's list; the side caught in a free surprise
// round (OSR-FLEE-02) is in the fight, listed in the order as unable to act, not as waiting.
import { describe, expect, it } from 'vitest';
import {
  createEncounter,
  dispatch,
  toPlayerView,
  type EncounterState,
  type PlayerView,
} from '../../../shared';
import { layoutBoard } from '../../../renderer/player/boardModel';
import { actingMarks } from '../../../renderer/dm/encounter/acting';
import { osrEncounter, run as runOsr, started } from '../rules/osr/helpers';

function run(state: EncounterState, ...commands: Record<string, unknown>[]): EncounterState {
  return commands.reduce<EncounterState>(
    (s, command) => dispatch(s, command as Parameters<typeof dispatch>[1]).state,
    state,
  );
}

const row = (view: PlayerView, id: string) => view.combatants.find((c) => c.id === id);

/** Steps on until the slot holding `id` is the current one. */
function untilSlotOf(s: EncounterState, id: string): EncounterState {
  for (let i = 0; i < 20; i++) {
    const slot = s.slots.find((x) => x.key === s.turn?.slotKey);
    if (s.status === 'active' && slot?.combatantIds.includes(id)) return s;
    s = run(s, { type: 'nextTurn' });
  }
  throw new Error(`no turn of ${id}`);
}

describe('the acting mark', () => {
  it('2E-PARA-01: a paralyzed member of the acting side is not shown acting', () => {
    let s = createEncounter({
      system: 'adnd2e',
      seed: 3,
      combatants: [
        { id: 'bor', name: 'Borislav', kind: 'pc', side: 'party', maxHp: 20, ac: 5 },
        { id: 'lisa', name: 'Lisa', kind: 'pc', side: 'party', maxHp: 12, ac: 6 },
        { id: 'orc', name: 'Orc', kind: 'monster', side: 'foes', maxHp: 6, ac: 6 },
      ],
    });
    s = run(s, { type: 'addCondition', combatantId: 'lisa', key: 'paralyzed' });
    s = untilSlotOf(run(s, { type: 'startEncounter' }), 'lisa');
    // The engine's turn holds the whole side; the screens tell who can act.
    expect(s.turn?.activeIds).toEqual(expect.arrayContaining(['bor', 'lisa']));
    const view = toPlayerView(s);
    expect(row(view, 'bor')).toMatchObject({ active: true });
    expect(row(view, 'bor')?.cannotAct).toBeUndefined();
    expect(row(view, 'lisa')).toMatchObject({ active: false, cannotAct: true });
    const marks = actingMarks(s);
    expect(marks.acting.has('bor')).toBe(true);
    expect(marks.acting.has('lisa')).toBe(false);
    expect([...marks.cannotAct]).toEqual(['lisa']);
  });

  it('OSR-SURP-05: a surprised creature in its side’s phase is shown unable to act', () => {
    let s = createEncounter({
      system: 'osr',
      seed: 7,
      combatants: [
        { id: 'f', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 10, ac: 4 },
        { id: 'k1', name: 'Kobold', kind: 'monster', side: 'foes', maxHp: 3, ac: 7 },
        { id: 'k2', name: 'Kobold', kind: 'monster', side: 'foes', maxHp: 3, ac: 7 },
      ],
    });
    s = run(s, {
      type: 'addCondition',
      combatantId: 'k2',
      key: 'surprised',
      data: { round: 1 },
    });
    s = untilSlotOf(run(s, { type: 'startEncounter' }), 'k1');
    const view = toPlayerView(s);
    expect(row(view, 'k2')).toMatchObject({ active: false, cannotAct: true });
    expect(row(view, 'k1')?.cannotAct).toBeUndefined();
    expect(actingMarks(s).cannotAct.has('k2')).toBe(true);
    expect(actingMarks(s).acting.has('k2')).toBe(false);
  });

  it('OSR-FLEE-02: the caught side of a free surprise round is in the order, not waiting', () => {
    let s = runOsr(osrEncounter(), { type: 'setScene', env: 'dungeon' }).state;
    s = started(s);
    s = runOsr(s, { type: 'fleeDungeon', fleeingSideId: 'party', vF: 90, vP: 120 }).state;
    expect(s.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    const view = toPlayerView(s);
    const board = layoutBoard(view);
    const party = view.combatants.filter((c) => c.side === 'party').map((c) => c.id);
    expect(party.length).toBeGreaterThan(0);
    expect(board.waiting.map((c) => c.id)).toEqual([]);
    const inOrder = board.order.flatMap((e) => e.members.map((c) => c.id));
    for (const id of party) {
      expect(inOrder).toContain(id);
      expect(row(view, id)).toMatchObject({ active: false, cannotAct: true });
      expect(actingMarks(s).cannotAct.has(id)).toBe(true);
    }
  });
});
