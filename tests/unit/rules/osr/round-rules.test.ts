// OSR-REACT, OSR-INIT, OSR-RND, OSR-ACT as pure rules.
import { describe, expect, it } from 'vitest';
import {
  defaultReactionBands,
  reactionBandsSchema,
} from '../../../../shared/rules/osr/tables/reaction';
import { reactionBand, reactionResult } from '../../../../shared/rules/osr/rules/reaction';
import { sideInitiativeOrder, wonInitiative } from '../../../../shared/rules/osr/rules/initiative';
import {
  actingSteps,
  freeSurpriseRoundSteps,
  roundSteps,
  stepLabel,
} from '../../../../shared/rules/osr/rules/roundSteps';
import {
  declarationRefusal,
  defaultSubPhase,
  effectiveSpeed,
  maxAttacks,
  maxSpells,
  mayReadyAction,
} from '../../../../shared/rules/osr/rules/actions';

describe('OSR reaction (pure)', () => {
  it('reads open-ended bands', () => {
    const band = (t: number) => reactionBand(defaultReactionBands, t);
    expect([-3, 2, 3].map(band)).toEqual(['hostile', 'hostile', 'hostile']);
    expect([4, 7].map(band)).toEqual(['unfriendly', 'unfriendly']);
    expect([8, 9].map(band)).toEqual(['neutral', 'neutral']);
    expect([10, 11].map(band)).toEqual(['indifferent', 'indifferent']);
    expect([12, 15].map(band)).toEqual(['friendly', 'friendly']);
    expect(reactionResult(defaultReactionBands, 11, 1, true)).toEqual({
      roll: 11,
      mod: 1,
      total: 12,
      band: 'friendly',
      rerolled: true,
    });
  });

  it('edited bands must stay contiguous and open-ended', () => {
    expect(reactionBandsSchema.safeParse(defaultReactionBands).success).toBe(true);
    const gap = defaultReactionBands.map((b) => (b.key === 'neutral' ? { ...b, min: 9 } : b));
    expect(reactionBandsSchema.safeParse(gap).success).toBe(false);
    const closed = defaultReactionBands.map((b) => (b.key === 'hostile' ? { ...b, min: 2 } : b));
    expect(reactionBandsSchema.safeParse(closed).success).toBe(false);
  });
});

describe('OSR initiative and round steps (pure)', () => {
  it('orders sides by die, ties together (A-09)', () => {
    expect(
      sideInitiativeOrder([
        { sideId: 'p', die: 5 },
        { sideId: 'o', die: 3 },
      ]),
    ).toEqual([['p'], ['o']]);
    expect(
      sideInitiativeOrder([
        { sideId: 'p', die: 4 },
        { sideId: 'o', die: 4 },
      ]),
    ).toEqual([['p', 'o']]);
    expect(
      sideInitiativeOrder([
        { sideId: 'a', die: 2 },
        { sideId: 'b', die: 6 },
        { sideId: 'c', die: 2 },
      ]),
    ).toEqual([['b'], ['a', 'c']]);
    expect(wonInitiative([['p'], ['o']], 'p')).toBe(true);
    expect(wonInitiative([['p', 'o']], 'p')).toBe(false);
  });

  it('the round is declare → initiative → winners → losers → morale', () => {
    expect(roundSteps([['party'], ['orcs']]).map(stepLabel)).toEqual([
      'declare',
      'initiative',
      'party.spells',
      'party.missile',
      'party.melee',
      'orcs.spells',
      'orcs.missile',
      'orcs.melee',
      'morale',
    ]);
    expect(actingSteps([['party', 'orcs']]).map(stepLabel)).toEqual([
      'party+orcs.spells',
      'party+orcs.missile',
      'party+orcs.melee',
      'morale',
    ]);
    expect(freeSurpriseRoundSteps('orcs').map(stepLabel)).toEqual([
      'declare',
      'orcs.spells',
      'orcs.missile',
      'orcs.melee',
      'morale',
    ]);
    expect(freeSurpriseRoundSteps('orcs', ['party']).map(stepLabel)).toEqual([
      'declare',
      'orcs.spells',
      'orcs.missile',
      'orcs.melee',
      'party.spells',
      'party.missile',
      'party.melee',
      'morale',
    ]);
  });
});

describe('OSR actions (pure)', () => {
  it('one action, extra attacks from talents, never an extra spell, speed bonus', () => {
    expect(maxAttacks(0)).toBe(1);
    expect(maxAttacks(1)).toBe(2);
    expect(maxSpells()).toBe(1);
    expect(effectiveSpeed(90, 30)).toBe(120);
  });

  it('default sub-phase of each action (A-11)', () => {
    expect(defaultSubPhase('spell')).toBe('spells');
    expect(defaultSubPhase('shoot')).toBe('missile');
    expect(defaultSubPhase('throw')).toBe('missile');
    expect(defaultSubPhase('moveMelee')).toBe('melee');
    for (const t of ['move', 'flee', 'item', 'other'] as const)
      expect(defaultSubPhase(t)).toBe('missile');
    expect(defaultSubPhase('item', 'melee')).toBe('melee');
  });

  it('refuses surprised actors, shooting in melee and (A-12) moving and shooting', () => {
    const base = {
      type: 'shoot' as const,
      surprisedThisRound: false,
      inMelee: false,
      withMove: false,
      moveAndShootAllowed: false,
    };
    expect(declarationRefusal(base)).toBeNull();
    expect(declarationRefusal({ ...base, surprisedThisRound: true })).toBe('surprisedCannotAct');
    expect(declarationRefusal({ ...base, inMelee: true })).toBe('cannotShootInMelee');
    expect(declarationRefusal({ ...base, withMove: true })).toBe('cannotMoveAndShoot');
    expect(declarationRefusal({ ...base, withMove: true, moveAndShootAllowed: true })).toBeNull();
    expect(declarationRefusal({ ...base, type: 'moveMelee', inMelee: true })).toBeNull();
    expect(mayReadyAction(false)).toBe(true);
    expect(mayReadyAction(true)).toBe(false);
  });
});
