// What an OSR creature keeps from one fight to the next (RuleSystem.carryOver / carryIn).
import { describe, expect, it } from 'vitest';
import { carryIn, carryOver, createEncounter, dispatch } from '../../../../shared';
import type { CarriedState, EncounterState } from '../../../../shared';
import { osrEncounter, run, started } from './helpers';

function kept(state: EncounterState, id: string, previous?: CarriedState): CarriedState {
  const c = state.combatants[id];
  if (!c) throw new Error(id);
  return carryOver(c, state, previous);
}

const entry: CarriedState = {
  hp: 12,
  maxHp: 12,
  tempHp: 0,
  hitDice: [],
  conditions: [],
  injuries: [],
  dead: false,
  sys: { meleeBonus: 1, rangedBonus: 0, strBonus: 1, speed: 90, hasShield: true, damage: '1d8' },
};

describe('OSR carry-over', () => {
  it('OSR-SURP-05 OSR-DMG-03 surprise and burning oil end with the fight; HP and Referee conditions stay', () => {
    let s = started(osrEncounter());
    s = run(s, { type: 'damage', targetIds: ['fighter'], amount: 5 }).state;
    for (const key of ['surprised', 'burning', 'custom:cursed']) {
      s = dispatch(s, { type: 'addCondition', combatantId: 'fighter', key }).state;
    }
    const out = kept(s, 'fighter', entry);
    expect(out).toEqual({
      ...entry,
      hp: 7,
      conditions: [{ key: 'custom:cursed' }],
    });
  });

  it('A-15 a creature at 0 HP is down, not dead by rule: it keeps 0 HP for the Referee', () => {
    let s = started(osrEncounter());
    s = run(s, { type: 'damage', targetIds: ['g1'], amount: 9 }).state;
    const out = kept(s, 'g1');
    expect(out).toMatchObject({ hp: 0, dead: false });
  });

  it('OSR-RND-01 OSR-HIT-03 the round’s own state (declarations, cover) is not carried; the entry’s statistics are', () => {
    let s = started(osrEncounter());
    s = run(s, { type: 'setCover', combatantId: 'fighter', coverMod: -2 }).state;
    const out = kept(s, 'fighter', entry);
    expect(out.sys).toEqual(entry.sys);
    // Joining again: statistics as before, the cover gone.
    const input = carryIn('osr', out);
    const next = createEncounter({
      system: 'osr',
      seed: 1,
      combatants: [{ id: 'fighter', name: 'Fighter', kind: 'pc', ...input }],
    });
    const sys = next.combatants.fighter?.sys as { meleeBonus: number; coverMod: number };
    expect(sys.meleeBonus).toBe(1);
    expect(sys.coverMod).toBe(0);
    expect(kept(next, 'fighter', out)).toEqual(out);
  });
});
