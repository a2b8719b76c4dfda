// OSR-SURP-01..04 as pure rules: one die per side against each creature's own threshold.
import { describe, expect, it } from 'vitest';
import {
  defaultSurpriseThresholds,
  elfSurpriseThresholds,
  isSurprised,
  resolveSurprise,
  surpriseDiceNeeded,
  surpriseThreshold,
  type SurpriseRules,
  type SurpriseSide,
} from '../../../../shared/rules/osr/rules/surprise';

const rules: SurpriseRules = {
  direction: 'low',
  dieScope: 'perSide',
  bothSurprised: 'nobodyActs',
  ambushers: 'notRolled',
};
const party = (ambushed = false): SurpriseSide => ({
  sideId: 'party',
  ambushed,
  ambusher: false,
  members: [
    { id: 'human', thresholds: defaultSurpriseThresholds },
    { id: 'elf', thresholds: elfSurpriseThresholds },
  ],
});
const orcs = (ambusher = false): SurpriseSide => ({
  sideId: 'orcs',
  ambushed: false,
  ambusher,
  members: [{ id: 'orc', thresholds: defaultSurpriseThresholds }],
});

describe('OSR surprise rules', () => {
  it('OSR-SURP-01 one d6 per side decides which side is surprised', () => {
    expect(surpriseDiceNeeded([party(), orcs()], rules)).toEqual(['party', 'orcs']);
    const out = resolveSurprise([party(), orcs()], { party: 6, orcs: 1 }, rules);
    expect(out.bySide).toEqual({ party: [], orcs: ['orc'] });
    expect(out.gotSurpriseRound).toEqual(['party']);
  });

  it('OSR-SURP-02 the normal chance is 2-in-6', () => {
    expect(defaultSurpriseThresholds.normal).toBe(2);
    const hits = [1, 2, 3, 4, 5, 6].filter((f) =>
      isSurprised(f, surpriseThreshold(defaultSurpriseThresholds, false)),
    );
    expect(hits).toEqual([1, 2]);
  });

  it('OSR-SURP-03 an ambushed side is surprised on 4-in-6', () => {
    expect(defaultSurpriseThresholds.ambush).toBe(4);
    const hits = [1, 2, 3, 4, 5, 6].filter((f) =>
      isSurprised(f, surpriseThreshold(defaultSurpriseThresholds, true)),
    );
    expect(hits).toEqual([1, 2, 3, 4]);
    // the ambushers themselves roll no die by default
    const out = resolveSurprise([party(true), orcs(true)], { party: 4 }, rules);
    expect(out.notRolled).toEqual(['orcs']);
    expect(out.surprised).toEqual(['human']);
    // A-06 alternative: the ambushers roll normally (2-in-6)
    const normal = resolveSurprise(
      [party(true), orcs(true)],
      { party: 5, orcs: 2 },
      { ...rules, ambushers: 'normal' },
    );
    expect(normal.bySide.orcs).toEqual(['orc']);
  });

  it('OSR-SURP-04 elves: 1-in-6 normally, 3-in-6 ambushed, as a per-creature threshold', () => {
    expect(elfSurpriseThresholds).toEqual({ normal: 1, ambush: 3 });
    expect(resolveSurprise([party(), orcs()], { party: 2, orcs: 6 }, rules).bySide.party).toEqual([
      'human',
    ]);
    expect(resolveSurprise([party(), orcs()], { party: 1, orcs: 6 }, rules).bySide.party).toEqual([
      'human',
      'elf',
    ]);
    expect(
      resolveSurprise([party(true), orcs()], { party: 3, orcs: 6 }, rules).bySide.party,
    ).toEqual(['human', 'elf']);
    expect(
      resolveSurprise([party(true), orcs()], { party: 4, orcs: 6 }, rules).bySide.party,
    ).toEqual(['human']);
  });

  it('A-03 alternative: one die per creature', () => {
    const perCreature = { ...rules, dieScope: 'perCreature' as const };
    expect(surpriseDiceNeeded([party(), orcs()], perCreature)).toEqual(['human', 'elf', 'orc']);
    const out = resolveSurprise([party(), orcs()], { human: 3, elf: 1, orc: 2 }, perCreature);
    expect(out.surprised).toEqual(['elf', 'orc']);
  });

  it('A-05 both sides surprised: nobody acts by default, or surprise cancels', () => {
    const both = resolveSurprise([party(), orcs()], { party: 1, orcs: 1 }, rules);
    expect(both.surprised).toEqual(['human', 'elf', 'orc']);
    expect(both.gotSurpriseRound).toEqual([]);
    const cancel = resolveSurprise(
      [party(), orcs()],
      { party: 1, orcs: 1 },
      { ...rules, bothSurprised: 'cancel' },
    );
    expect(cancel.cancelled).toBe(true);
    expect(cancel.surprised).toEqual([]);
  });

  it('A-02 the "high" reading surprises on 5–6 for 2-in-6', () => {
    const high = { ...rules, direction: 'high' as const };
    expect(resolveSurprise([party(), orcs()], { party: 5, orcs: 2 }, high).bySide).toEqual({
      party: ['human'],
      orcs: [],
    });
  });

  it('a missing die is an error naming the side', () => {
    expect(() => resolveSurprise([party(), orcs()], { party: 3 }, rules)).toThrow(
      expect.objectContaining({ code: 'surpriseDieMissing', params: { key: 'orcs' } }),
    );
  });
});
