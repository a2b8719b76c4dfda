// The player display names the sides under side initiative: 2e's numbered side places (after
// its opening steps, which are steps and not the order), each side's OSR phases, and sides
// whose dice tied as acting together. Default side names are left to the display to translate;
// a side the DM named keeps its name.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, toPlayerView, type EncounterState } from '../../../shared';
import { layoutBoard, stepRuns } from '../../../renderer/player/boardModel';

function apply(state: EncounterState, ...commands: Record<string, unknown>[]): EncounterState {
  return commands.reduce<EncounterState>(
    (s, command) => dispatch(s, command as Parameters<typeof dispatch>[1]).state,
    state,
  );
}

const fight = (system: 'adnd2e' | 'osr'): EncounterState =>
  createEncounter({
    system,
    seed: 3,
    combatants: [
      { id: 'rath', name: 'Rath', kind: 'pc', maxHp: 20 },
      { id: 'orc', name: 'Orc', kind: 'monster', maxHp: 15, side: 'foes' },
      { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, side: 'foes' },
    ],
  } as never);

const party = { party: true, name: null };
const foes = { party: false, name: null };

describe('player view: sides under 2e side initiative', () => {
  it('2E-INIT-01 numbers the sides’ places and names each side; the opening steps stay steps', () => {
    const state = apply(
      fight('adnd2e'),
      { type: 'startEncounter' },
      { type: 'rollInitiative', typedRolls: { 'init:side:party': [3], 'init:side:foes': [7] } },
    );
    const view = toPlayerView(state);
    expect(view.order.filter((s) => s.combatantIds.length > 0).map((s) => s.sideLabel)).toEqual([
      party,
      foes,
    ]);
    const layout = layoutBoard(view);
    expect(layout.order.map((e) => [e.position, e.sideLabel, e.members.map((m) => m.id)])).toEqual([
      [1, party, ['rath']],
      [2, foes, ['orc', 'gob']],
    ]);
    expect(layout.steps.map((s) => s.labelKey)).toEqual([
      'steps.playersDeclare',
      'steps.initiative',
    ]);
    expect(layout.waiting).toEqual([]);
  });

  it('2E-INIT-03 a tie of the side dice: one place, both sides named as acting together', () => {
    const state = apply(
      fight('adnd2e'),
      { type: 'startEncounter' },
      { type: 'rollInitiative', typedRolls: { 'init:side:party': [5], 'init:side:foes': [5] } },
    );
    const layout = layoutBoard(toPlayerView(state));
    expect(layout.order.map((e) => [e.position, e.sideLabel, e.sideLabels])).toEqual([
      [1, null, [party, foes]],
    ]);
  });

  it('keeps the name the DM gave a side', () => {
    const state = apply(
      fight('adnd2e'),
      { type: 'setSide', sideId: 'foes', name: 'Black Hand' },
      { type: 'startEncounter' },
      { type: 'rollInitiative', typedRolls: { 'init:side:party': [6], 'init:side:foes': [2] } },
    );
    expect(layoutBoard(toPlayerView(state)).order.map((e) => e.sideLabel)).toEqual([
      { party: false, name: 'Black Hand' },
      party,
    ]);
  });
});

describe('player view: each side’s OSR phases', () => {
  it('OSR-INIT-01 names the side before its phases, the winner first', () => {
    const state = apply(
      fight('osr'),
      { type: 'startEncounter' },
      {
        type: 'rollInitiative',
        typedRolls: { 'initiative:party': [2], 'initiative:foes': [5] },
      },
    );
    const runs = stepRuns(layoutBoard(toPlayerView(state)).steps);
    expect(runs.map((r) => [r.sideLabel, r.sideLabels, r.steps.map((s) => s.labelKey)])).toEqual([
      [null, [], ['steps.declare']],
      [null, [], ['steps.initiative']],
      [foes, [], ['steps.spells', 'steps.missile', 'steps.melee']],
      [party, [], ['steps.spells', 'steps.missile', 'steps.melee']],
      [null, [], ['steps.morale']],
    ]);
  });

  it('OSR-INIT-01 a tie: the phases the sides take together are named for both', () => {
    const state = apply(
      fight('osr'),
      { type: 'startEncounter' },
      {
        type: 'rollInitiative',
        typedRolls: { 'initiative:party': [4], 'initiative:foes': [4] },
      },
    );
    const runs = stepRuns(layoutBoard(toPlayerView(state)).steps);
    const together = runs.filter((r) => r.sideLabels.length > 0);
    expect(together.map((r) => [r.sideLabels, r.steps.map((s) => s.labelKey)])).toEqual([
      [
        [party, foes],
        ['steps.spells', 'steps.missile', 'steps.melee'],
      ],
    ]);
  });
});
