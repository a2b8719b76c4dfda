import { describe, expect, it } from 'vitest';
import { createEncounter, toPlayerView } from '../../../shared';
import { run } from './helpers';

const SECRET = 'SENTINEL-DM-SECRET';

describe('toPlayerView', () => {
  const base = createEncounter({
    system: 'simple',
    seed: 5,
    combatants: [
      { id: 'a', name: 'Alda', kind: 'pc', maxHp: 20, notes: SECRET },
      { id: 'h', name: `Lurker ${SECRET}`, kind: 'monster', maxHp: 30, hidden: true },
      {
        id: 'm',
        name: `Lich ${SECRET}`,
        kind: 'monster',
        maxHp: 40,
        nameHidden: true,
        publicName: 'Robed figure',
        notes: SECRET,
      },
      { id: 'o', name: 'Orc', kind: 'monster', maxHp: 15 },
    ],
  });
  const state = run(
    base,
    {
      type: 'rollInitiative',
      typedRolls: { 'init:a': [20], 'init:h': [15], 'init:m': [10], 'init:o': [5] },
    },
    { type: 'startEncounter' },
    { type: 'damage', targetIds: ['m', 'o', 'a'], amount: 7 },
    {
      type: 'addCondition',
      combatantId: 'o',
      key: 'stunned',
      duration: { at: 'turnEnd', of: 'o', rounds: 1 },
    },
    { type: 'addCondition', combatantId: 'o', key: 'secret' },
    { type: 'setEncounterNotes', notes: SECRET },
  ).state;

  it('drops hidden combatants, DM notes, secret names and exact monster HP', () => {
    const view = toPlayerView(state);
    const json = JSON.stringify(view);
    expect(json).not.toContain(SECRET);
    expect(json).not.toContain('"h"');
    expect(view.combatants.map((c) => c.id)).toEqual(['a', 'm', 'o']);
    expect(view.combatants.find((c) => c.id === 'm')).toMatchObject({
      name: 'Robed figure',
      descriptor: 'wounded',
    });
    expect(view.combatants.find((c) => c.id === 'm')?.hp).toBeUndefined();
    expect(view.combatants.find((c) => c.id === 'o')?.descriptor).toBe('wounded');
    expect(view.combatants.find((c) => c.id === 'a')).toMatchObject({
      hp: { current: 13, max: 20, temp: 0 },
      active: true,
    });
    expect(view.order.map((o) => o.key)).toEqual(['c:a', 'c:m', 'c:o']);
    expect(view.order[0]?.score).toBeUndefined();
  });

  it('shows only player-visible conditions; settings control HP and scores', () => {
    const view = toPlayerView(state, {
      pcHp: 'descriptor',
      otherHp: 'hidden',
      showInitiativeScores: true,
    });
    const orc = view.combatants.find((c) => c.id === 'o');
    expect(orc?.conditions.map((c) => c.key)).toEqual(['stunned']);
    expect(orc?.conditions[0]?.rounds).toBe(1);
    expect(orc?.descriptor).toBeUndefined();
    expect(view.combatants.find((c) => c.id === 'a')?.hp).toBeUndefined();
    expect(view.order[0]?.score).toBe(20);
  });

  it('per-creature reveal shows exact HP', () => {
    const s = run(state, {
      type: 'updateCombatant',
      combatantId: 'o',
      patch: { hpRevealed: true },
    }).state;
    expect(toPlayerView(s).combatants.find((c) => c.id === 'o')?.hp).toEqual({
      current: 8,
      max: 15,
      temp: 0,
    });
  });
});
