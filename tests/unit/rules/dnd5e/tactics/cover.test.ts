import { describe, expect, it } from 'vitest';
import {
  acWithCover,
  canTargetThroughCover,
  combineCover,
  COVER_TABLE,
  coverBonus,
  coverFromLine,
  creatureBlocker,
  resolveCoverHit,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { CoverBlocker } from '../../../../../shared/rules/dnd5e/tactics';
import type { OptionValues } from '../../../../../shared';
import { enc } from '../helpers';

/** The options a new 5e encounter resolves (defaults filled in, values checked). */
const optionsOf = (values: OptionValues = {}) => enc([], values).options;

const sq = (x: number, y: number): { x: number; y: number; side: number } => ({ x, y, side: 1 });
const wall = (x: number, y: number, degree: CoverBlocker['degree']): CoverBlocker => ({
  space: sq(x, y),
  degree,
});

describe('cover', () => {
  it('5E-COVER-01 cover counts only when the attack comes from the other side of it', () => {
    const lowWall = wall(2, 0, 'half');
    // Attacker west of the wall, target east of it: the wall lies between them.
    expect(coverFromLine(sq(0, 0), sq(4, 0), [lowWall])).toBe('half');
    // Attacker on the same side as the target: the wall is behind the target, no cover.
    expect(coverFromLine(sq(4, 3), sq(3, 0), [lowWall])).toBe('none');
    expect(coverFromLine(sq(6, 0), sq(3, 0), [lowWall])).toBe('none');
  });

  it('5E-COVER-02 only the highest degree counts: a creature (half) and a tree (three-quarters) give three-quarters', () => {
    expect(combineCover(['half', 'threeQuarters'])).toBe('threeQuarters');
    expect(combineCover(['half', 'half'])).toBe('half');
    expect(combineCover([])).toBe('none');
    const line = coverFromLine(sq(0, 0), sq(5, 0), [
      creatureBlocker(sq(2, 0)),
      wall(3, 0, 'threeQuarters'),
    ]);
    expect(line).toBe('threeQuarters');
  });

  it('EX-36 AC 14 behind a creature (half) and a tree (three-quarters): +5 only → AC 19', () => {
    expect(acWithCover(14, combineCover(['half', 'threeQuarters']))).toBe(19);
  });

  it('5E-COVER-03 half cover: +2 to AC and Dex saves; a creature, friend or foe, gives it', () => {
    expect(coverBonus('half')).toBe(2);
    expect(acWithCover(15, 'half')).toBe(17);
    expect(creatureBlocker(sq(1, 1)).degree).toBe('half');
    expect(COVER_TABLE.find((r) => r.degree === 'half')?.examples).toEqual([
      'lowWall',
      'largeFurniture',
      'narrowTreeTrunk',
      'creature',
    ]);
  });

  it('5E-COVER-04 three-quarters cover: +5 to AC and Dex saves (portcullis, arrow slit, thick trunk)', () => {
    expect(coverBonus('threeQuarters')).toBe(5);
    expect(COVER_TABLE.find((r) => r.degree === 'threeQuarters')?.examples).toEqual([
      'portcullis',
      'arrowSlit',
      'thickTreeTrunk',
    ]);
  });

  it('5E-COVER-05 total cover bars attacks and spells aimed at the target; areas still reach it', () => {
    expect(canTargetThroughCover('total', 'attack')).toBe(false);
    expect(canTargetThroughCover('total', 'spell')).toBe(false);
    expect(canTargetThroughCover('total', 'area')).toBe(true);
    expect(canTargetThroughCover('threeQuarters', 'attack')).toBe(true);
    expect(
      coverFromLine(sq(0, 0), sq(0, 4), [wall(0, 2, 'total'), creatureBlocker(sq(0, 1))]),
    ).toBe('total');
  });

  it('cover from the line between centres ignores blockers the line only grazes at a corner', () => {
    expect(coverFromLine(sq(0, 0), sq(2, 2), [wall(1, 0, 'total'), wall(0, 1, 'total')])).toBe(
      'none',
    );
    expect(coverFromLine(sq(0, 0), sq(2, 2), [wall(1, 1, 'total')])).toBe('total');
    // A Large blocker between a Medium attacker and target.
    expect(coverFromLine(sq(0, 0), sq(5, 1), [creatureBlocker({ x: 2, y: 0, side: 2 })])).toBe(
      'half',
    );
  });
});

describe('hitting cover', () => {
  it('5E-HITCOVER-01 a ranged miss that would hit without cover hits the cover; a creature is hit if the total exceeds its AC', () => {
    const base = { targetAc: 15, coverBonus: 2 };
    expect(resolveCoverHit({ ...base, total: 17, provider: { kind: 'object' } })).toEqual({
      result: 'hitTarget',
    });
    expect(resolveCoverHit({ ...base, total: 16, provider: { kind: 'object' } })).toEqual({
      result: 'hitCoverObject',
    });
    expect(resolveCoverHit({ ...base, total: 15, provider: { kind: 'object' } })).toEqual({
      result: 'hitCoverObject',
    });
    expect(resolveCoverHit({ ...base, total: 14, provider: { kind: 'object' } })).toEqual({
      result: 'miss',
    });
    // AMB-21: strict ">" against the covering creature, checked only inside the band.
    expect(
      resolveCoverHit({ ...base, total: 16, provider: { kind: 'creature', id: 'ally', ac: 16 } }),
    ).toEqual({ result: 'miss' });
    expect(
      resolveCoverHit({
        ...base,
        total: 16,
        strictlyExceeds: false,
        provider: { kind: 'creature', id: 'ally', ac: 16 },
      }),
    ).toEqual({ result: 'hitCoverCreature', creatureId: 'ally' });
    expect(
      resolveCoverHit({ ...base, total: 14, provider: { kind: 'creature', id: 'ally', ac: 13 } }),
    ).toEqual({ result: 'miss' });
    expect(
      resolveCoverHit({
        ...base,
        total: 14,
        creatureOnlyInBand: false,
        provider: { kind: 'creature', id: 'ally', ac: 13 },
      }),
    ).toEqual({ result: 'hitCoverCreature', creatureId: 'ally' });
    expect(
      resolveCoverHit({ ...base, total: 16, natural: 1, provider: { kind: 'object' } }),
    ).toEqual({ result: 'miss' });
    expect(
      resolveCoverHit({ ...base, total: 10, natural: 20, provider: { kind: 'object' } }),
    ).toEqual({ result: 'hitTarget' });
    expect(
      resolveCoverHit({ ...base, attack: 'melee', total: 16, provider: { kind: 'object' } }),
    ).toEqual({ result: 'miss' });
    const s = optionsOf({ hittingCover: true });
    expect([s.hittingCover, s['hittingCover.bandOnly'], s['hittingCover.strictlyExceeds']]).toEqual(
      [true, true, true],
    );
  });

  it('EX-37 AC 15 with half cover (17): 16 hits the cover, or the covering ally with AC 13; 14 is a plain miss', () => {
    const base = { targetAc: 15, coverBonus: coverBonus('half') };
    expect(resolveCoverHit({ ...base, total: 16, provider: { kind: 'object' } }).result).toBe(
      'hitCoverObject',
    );
    expect(
      resolveCoverHit({ ...base, total: 16, provider: { kind: 'creature', id: 'ally', ac: 13 } }),
    ).toEqual({ result: 'hitCoverCreature', creatureId: 'ally' });
    expect(resolveCoverHit({ ...base, total: 14, provider: { kind: 'object' } }).result).toBe(
      'miss',
    );
    expect(
      resolveCoverHit({ ...base, total: 14, provider: { kind: 'creature', id: 'ally', ac: 13 } })
        .result,
    ).toBe('miss');
  });
});
