// Resolution outside the fight (issue: a DM rules on a scene that is not a fight yet, or after
// it): before startEncounter (status `setup`) and after endEncounter, a single attack, save,
// damage, contest, escape or grapple resolves in every system, with no turn order and no action
// economy. The decide context says so to the systems (`outsideFight`).
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, outsideFight } from '../../../shared';
import type { CreateEncounterInput, EncounterState } from '../../../shared';

type Phase = 'setup' | 'ended';

function inPhase(input: CreateEncounterInput, phase: Phase): EncounterState {
  const s = createEncounter(input);
  if (phase === 'setup') return s;
  const started = dispatch(s, { type: 'startEncounter' }).state;
  return dispatch(started, { type: 'endEncounter' }).state;
}

/** Dispatches and returns the event types, failing with the refusal's code if refused. */
function resolves(state: EncounterState, command: Record<string, unknown>): string[] {
  try {
    return dispatch(state, command).events.map((e) => e.type);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new Error(`${String(command.type)} refused outside the fight: ${code}`);
  }
}

const fiveE: CreateEncounterInput = {
  system: 'dnd5e',
  seed: 1,
  combatants: [
    { id: 'a', name: 'Aria', kind: 'pc', maxHp: 20, ac: 14 },
    { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
  ],
};

const twoE: CreateEncounterInput = {
  system: 'adnd2e',
  seed: 1,
  combatants: [
    {
      id: 'f',
      name: 'Fighter',
      kind: 'pc',
      side: 'party',
      statblock: {
        name: 'Fighter',
        classes: [{ group: 'warrior', level: 5 }],
        hp: 40,
        attacks: [{ name: 'long sword', damage: '1d8' }],
      },
    },
    {
      id: 'o',
      name: 'Orc',
      kind: 'monster',
      side: 'foes',
      statblock: { name: 'Orc', hitDice: '1', hp: 6, ac: 6 },
    },
  ],
};

const osr: CreateEncounterInput = {
  system: 'osr',
  seed: 1,
  combatants: [
    { id: 'f', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 10, ac: 4 },
    { id: 'o', name: 'Orc', kind: 'monster', side: 'foes', maxHp: 6, ac: 6 },
  ],
};

describe.each<Phase>(['setup', 'ended'])('outside the fight (%s)', (phase) => {
  it('the decide context and outsideFight() say so', () => {
    expect(outsideFight(inPhase(fiveE, phase))).toBe(true);
    expect(outsideFight(dispatch(createEncounter(fiveE), { type: 'startEncounter' }).state)).toBe(
      false,
    );
  });

  it('5e: an attack, a save, damage, a grapple and the escape from it resolve', () => {
    const s = inPhase(fiveE, phase);
    const hit = dispatch(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'g',
      attackBonus: 4,
      melee: true,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
      typedRolls: { attack: [15], damage: [3] },
    });
    expect(hit.state.combatants.g?.hp).toBe(2);
    expect(
      resolves(s, {
        type: 'savingThrow',
        combatantIds: ['g'],
        ability: 'dex',
        dc: 12,
        typedRolls: { 'save:g': [10] },
      }).length,
    ).toBeGreaterThan(0);
    expect(
      dispatch(s, { type: 'damage', targetIds: ['a'], amount: 5 }).state.combatants.a?.hp,
    ).toBe(15);
    const grappled = dispatch(s, {
      type: 'grapple',
      attackerId: 'a',
      targetId: 'g',
      typedRolls: { 'grapple:initiator': [18], 'grapple:defender': [2] },
    }).state;
    expect(grappled.combatants.g?.conditions.map((c) => c.key)).toContain('grappled');
    const escaped = dispatch(grappled, {
      type: 'escapeGrapple',
      combatantId: 'g',
      typedRolls: { 'escape:initiator': [20], 'escape:defender': [1] },
    }).state;
    expect(escaped.combatants.g?.conditions.map((c) => c.key)).not.toContain('grappled');
  });

  it('2e: an attack, a save and damage resolve', () => {
    const s = inPhase(twoE, phase);
    const types = resolves(s, {
      type: 'attack',
      attackerId: 'f',
      targetId: 'o',
      typedRolls: { attack: [19], damage: [4] },
    });
    expect(types.length).toBeGreaterThan(0);
    expect(
      dispatch(s, {
        type: 'attack',
        attackerId: 'f',
        targetId: 'o',
        typedRolls: { attack: [19], damage: [4] },
      }).state.combatants.o?.hp,
    ).toBe(2);
    expect(
      resolves(s, {
        type: 'save',
        combatantId: 'f',
        categories: ['paralyzation'],
        typedRolls: { save: [15] },
      }).length,
    ).toBeGreaterThan(0);
    expect(
      dispatch(s, { type: 'damage', targetIds: ['f'], amount: 5 }).state.combatants.f?.hp,
    ).toBe(35);
  });

  it('OSR: an attack and damage resolve', () => {
    const s = inPhase(osr, phase);
    const hit = dispatch(s, {
      type: 'attack',
      attackerId: 'f',
      targetId: 'o',
      kind: 'melee',
      damage: '1d6',
      typedRolls: { attack: [18], damage: [4] },
    });
    expect(hit.state.combatants.o?.hp).toBe(2);
    expect(
      dispatch(s, { type: 'damage', targetIds: ['f'], amount: 3 }).state.combatants.f?.hp,
    ).toBe(7);
  });
});
