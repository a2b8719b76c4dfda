// The odds of a fight set up on the encounter screen and not started: fought as it stands (its
// creatures' hit points and conditions, its sides and options), only the dice differing.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch } from '../../../shared';
import type { EncounterState } from '../../../shared';
import { RuleError } from '../../../shared/errors';
import { simulate } from '../../../shared/sim';
import { setupSides } from '../../../shared/sim/setup-sides';
import { goblin, many, ogre, partyAgainst } from './fixtures';

const SLOW = 60_000;

/** The builder's setup created as the screen's fight, not started. */
function onScreen(combatants = partyAgainst(many('o', ogre, 2, 'monster')).combatants) {
  return createEncounter({ system: 'dnd5e', combatants: [...combatants], seed: 'screen' });
}

describe('simulate an encounter as it stands on the screen', { timeout: SLOW }, () => {
  it('gives what the same creatures give from the builder, fight for fight', () => {
    const built = partyAgainst(many('o', ogre, 2, 'monster'));
    const fromBuilder = simulate({ setup: built, seed: 4, fights: 40 });
    const fromScreen = simulate({
      setup: { system: 'dnd5e', encounter: onScreen(built.combatants) },
      seed: 4,
      fights: 40,
    });
    expect(fromScreen).toEqual(fromBuilder);
    expect(fromScreen.members.map((m) => m.name)).toEqual([
      'Fighter 1',
      'Fighter 2',
      'Fighter 3',
      'Cleric 1',
    ]);
  });

  it('fights the creatures as the DM left them: a fighter at 1 HP drops far more often', () => {
    const fresh = onScreen();
    const hurt = dispatch(fresh, { type: 'damage', targetIds: ['pc1'], amount: 43 }).state;
    expect(hurt.status).toBe('setup');
    expect(hurt.combatants.pc1?.hp).toBe(1);
    const run = (encounter: EncounterState) =>
      simulate({ setup: { system: 'dnd5e', encounter }, seed: 9, fights: 60 });
    const before = run(fresh).members[0]?.dropped.count ?? 0;
    const after = run(hurt).members[0]?.dropped.count ?? 0;
    expect(after).toBeGreaterThan(before + 15);
  });

  it('a creature taken off the board stays out of the fight', () => {
    const enc = onScreen(partyAgainst(many('g', goblin, 1, 'monster')).combatants);
    const without = dispatch(enc, { type: 'removeCombatant', combatantId: 'g1' }).state;
    expect(setupSides({ system: 'dnd5e', encounter: without })).toEqual({
      party: true,
      foes: false,
    });
    expect(setupSides({ system: 'dnd5e', encounter: enc })).toEqual({ party: true, foes: true });
  });

  it('refuses a fight already started, or of another system', () => {
    const started = dispatch(onScreen(), { type: 'startEncounter' }).state;
    expect(() =>
      simulate({ setup: { system: 'dnd5e', encounter: started }, seed: 1, fights: 1 }),
    ).toThrow(RuleError);
    expect(() =>
      simulate({ setup: { system: 'osr', encounter: onScreen() }, seed: 1, fights: 1 }),
    ).toThrow(RuleError);
  });
});
