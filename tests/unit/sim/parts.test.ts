// The pieces behind a run: validated commands reused give the very states the engine's
// dispatch gives, runs over disjoint fight ranges merge into the single run, and the builder's
// lines become engine input as starting the fight would (grouped copies, carried HP).
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch } from '../../../shared';
import type { EncounterState } from '../../../shared';
import type { PreparedLine } from '../../../shared/ipc/channels/campaign';
import type { RosterEntry } from '../../../shared/model/roster';
import { dispatchCached } from '../../../shared/sim/dispatch-cached';
import { mergeResults, setupFromBuilder, simulate } from '../../../shared/sim';
import { fighter, goblin, many, ogre, partyAgainst } from './fixtures';

describe('odds of the fight: parts', { timeout: 60_000 }, () => {
  it('dispatchCached gives the states dispatch gives, refusals included', () => {
    const init = createEncounter({
      system: 'dnd5e',
      seed: 'cache',
      combatants: [...many('pc', fighter, 1, 'pc'), ...many('o', ogre, 2, 'monster')],
    });
    const swing = {
      type: 'attack',
      attackerId: 'o1',
      targetId: 'pc1',
      attackBonus: 6,
      melee: true,
      damage: [{ dice: '2d8+4', type: 'bludgeoning' }],
    };
    const script: unknown[] = [{ type: 'rollInitiative' }, { type: 'startEncounter' }];
    for (let i = 0; i < 12; i++) script.push(swing, { type: 'nextTurn' });
    let plain: EncounterState = init;
    let cached: EncounterState = init;
    const cache = new Map();
    for (const cmd of script) {
      let a: EncounterState | string;
      let b: EncounterState | string;
      try {
        a = dispatch(plain, cmd).state;
      } catch (e) {
        a = String(e);
      }
      try {
        b = dispatchCached(cached, cmd, cache);
      } catch (e) {
        b = String(e);
      }
      expect(b).toEqual(a);
      if (typeof a !== 'string') plain = a;
      if (typeof b !== 'string') cached = b;
    }
    expect(cache.size).toBeLessThanOrEqual(4);
  });

  it('two runs over disjoint fight ranges merge into the single run', () => {
    const setup = partyAgainst(many('g', goblin, 4, 'monster'));
    const whole = simulate({ setup, seed: 'm', fights: 24 });
    const merged = mergeResults([
      simulate({ setup, seed: 'm', fights: 10 }),
      simulate({ setup, seed: 'm', fights: 14, firstFight: 10 }),
    ]);
    expect(merged.tally.rounds.sum).toBe(whole.tally.rounds.sum);
    expect({ ...merged, rounds: null, tally: null }).toEqual({
      ...whole,
      rounds: null,
      tally: null,
    });
    expect(merged.rounds.mean).toBeCloseTo(whole.rounds.mean, 10);
    expect(merged.rounds.high).toBeCloseTo(whole.rounds.high, 10);
  });

  it('the builder lines: roster members with their carried HP, copies numbered and grouped, the dead left out', () => {
    const member = (id: string, dead: boolean, hp: number) =>
      ({
        id,
        kind: 'pc',
        name: id,
        statblock: fighter,
        state: {
          hp,
          maxHp: 44,
          tempHp: 0,
          dead,
          hitDice: [],
          conditions: [],
          injuries: [],
          sys: {},
        },
        notes: '',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }) as unknown as RosterEntry;
    const roster = [member('ana', false, 30), member('bo', true, 0)];
    const lines: PreparedLine[] = [
      { source: 'roster', rosterId: 'ana', hidden: false },
      { source: 'roster', rosterId: 'bo', hidden: false },
      { source: 'inline', name: 'Goblin', statblock: goblin, count: 3, hidden: false },
      {
        source: 'inline',
        name: 'Rat',
        quick: { ac: 10, initiativeBonus: 0, maxHp: 1 },
        count: 1,
        hidden: true,
      },
    ];
    const setup = setupFromBuilder('dnd5e', { monsterDeathRule: 'instant' }, roster, lines);
    expect(setup.options).toEqual({ monsterDeathRule: 'instant' });
    expect(setup.combatants.map((c) => c.name)).toEqual([
      'ana',
      'Goblin 1',
      'Goblin 2',
      'Goblin 3',
      'Rat',
    ]);
    expect(setup.combatants[0]).toMatchObject({ hp: 30, maxHp: 44, side: 'party', kind: 'pc' });
    expect(new Set(setup.combatants.slice(1, 4).map((c) => c.groupId)).size).toBe(1);
    expect(setup.combatants[4]).toMatchObject({ ac: 10, maxHp: 1, side: 'foes' });
    expect(setup.combatants[4]?.groupId).toBeUndefined();
    const state = createEncounter({ system: 'dnd5e', seed: 1, combatants: [...setup.combatants] });
    expect(state.combatants.ana?.hp).toBe(30);
  });
});
