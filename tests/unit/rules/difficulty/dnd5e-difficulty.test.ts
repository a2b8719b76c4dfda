// 5e encounter difficulty [not in seed: DMG pp. 82–83]: table values and worked examples by hand.
import { describe, expect, it } from 'vitest';
import {
  dnd5eDifficulty,
  encounterMultiplier,
  monsterXp5e,
  partyThresholds,
} from '../../../../shared/rules/dnd5e/difficulty';
import {
  ENCOUNTER_MULTIPLIERS,
  MULTIPLIER_STEPS,
  XP_BY_CR,
  XP_THRESHOLDS,
} from '../../../../shared/rules/dnd5e/xp-tables';
import { encounterDifficulty } from '../../../../shared/rules/difficulty';

describe('DMG p. 82 XP thresholds by character level', () => {
  it('has levels 1–20 with the printed rows', () => {
    expect(XP_THRESHOLDS).toHaveLength(20);
    expect(XP_THRESHOLDS[0]).toEqual({ easy: 25, medium: 50, hard: 75, deadly: 100 });
    expect(XP_THRESHOLDS[2]).toEqual({ easy: 75, medium: 150, hard: 225, deadly: 400 });
    expect(XP_THRESHOLDS[4]).toEqual({ easy: 250, medium: 500, hard: 750, deadly: 1100 });
    expect(XP_THRESHOLDS[9]).toEqual({ easy: 600, medium: 1200, hard: 1900, deadly: 2800 });
    expect(XP_THRESHOLDS[16]).toEqual({ easy: 2000, medium: 3900, hard: 5900, deadly: 8800 });
    expect(XP_THRESHOLDS[19]).toEqual({ easy: 2800, medium: 5700, hard: 8500, deadly: 12700 });
  });

  it('every row rises from easy to deadly, and every column rises with level', () => {
    for (const [i, row] of XP_THRESHOLDS.entries()) {
      expect(row.easy < row.medium && row.medium < row.hard && row.hard < row.deadly).toBe(true);
      const next = XP_THRESHOLDS[i + 1];
      if (next) expect(next.easy).toBeGreaterThan(row.easy);
    }
  });

  it('sums the party: four level-3 characters', () => {
    expect(partyThresholds([3, 3, 3, 3])).toEqual({
      easy: 300,
      medium: 600,
      hard: 900,
      deadly: 1600,
    });
  });
});

describe('SRD XP by challenge rating', () => {
  it('reads 0 → 10, fractions, 1 … 30', () => {
    expect(XP_BY_CR['0']).toBe(10);
    expect(XP_BY_CR['0.125']).toBe(25);
    expect(XP_BY_CR['0.25']).toBe(50);
    expect(XP_BY_CR['0.5']).toBe(100);
    expect(XP_BY_CR['1']).toBe(200);
    expect(XP_BY_CR['2']).toBe(450);
    expect(XP_BY_CR['10']).toBe(5900);
    expect(XP_BY_CR['20']).toBe(25000);
    expect(XP_BY_CR['30']).toBe(155000);
    expect(Object.keys(XP_BY_CR)).toHaveLength(34);
  });

  it('a CR 0 creature printed at 0 XP is worth 0; the lair value wins in its lair', () => {
    expect(monsterXp5e({ cr: 0, xp: 0 })).toBe(0);
    expect(monsterXp5e({ cr: 0 })).toBe(10);
    expect(monsterXp5e({ cr: 10, xp: 5900, lairXp: 7200, inLair: true })).toBe(7200);
    expect(monsterXp5e({ cr: 10, xp: 5900, lairXp: 7200, inLair: false })).toBe(5900);
    expect(monsterXp5e({})).toBeUndefined();
  });
});

describe('DMG pp. 82–83 encounter multipliers and party size', () => {
  it('has the printed bands and the stepping list', () => {
    expect(ENCOUNTER_MULTIPLIERS.map((r) => [r.fewest, r.x])).toEqual([
      [1, 1],
      [2, 1.5],
      [3, 2],
      [7, 2.5],
      [11, 3],
      [15, 4],
    ]);
    expect(MULTIPLIER_STEPS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
  });

  it('reads 3–5 characters plainly', () => {
    expect([1, 2, 3, 6, 7, 10, 11, 14, 15, 40].map((n) => encounterMultiplier(n, 4))).toEqual([
      1, 1.5, 2, 2, 2.5, 2.5, 3, 3, 4, 4,
    ]);
  });

  it('steps up for fewer than three characters, down for six or more', () => {
    expect(encounterMultiplier(1, 2)).toBe(1.5);
    expect(encounterMultiplier(15, 1)).toBe(5);
    expect(encounterMultiplier(1, 6)).toBe(0.5);
    expect(encounterMultiplier(3, 7)).toBe(1.5);
    expect(encounterMultiplier(15, 6)).toBe(3);
  });
});

describe('worked examples', () => {
  it('four level-3 characters vs an ogre (CR 2) and four goblins (CR 1/4): hard', () => {
    const ogre = { cr: 2, xp: 450 };
    const goblin = { cr: 0.25 };
    const r = dnd5eDifficulty([3, 3, 3, 3], [ogre, goblin, goblin, goblin, goblin]);
    expect(r.xp).toBe(650);
    expect(r.multiplier).toBe(2);
    expect(r.adjustedXp).toBe(1300);
    expect(r.thresholds).toEqual({ easy: 300, medium: 600, hard: 900, deadly: 1600 });
    expect(r.difficulty).toBe('hard');
    expect(r.perCharacter).toBe(162);
  });

  it('two level-1 characters vs one CR 1/2 creature: 100 × 1.5 = 150 reaches hard', () => {
    // Thresholds 50/100/150/200; 150 reaches hard.
    const r = dnd5eDifficulty([1, 1], [{ cr: 0.5 }]);
    expect(r.adjustedXp).toBe(150);
    expect(r.difficulty).toBe('hard');
  });

  it('six level-5 characters vs one young dragon (CR 10, 5,900 XP) in its lair at 7,200 XP', () => {
    // Thresholds ×6: 1500/3000/4500/6600; 7200 × 0.5 = 3600: medium.
    const r = dnd5eDifficulty([5, 5, 5, 5, 5, 5], [{ cr: 10, lairXp: 7200, inLair: true }]);
    expect(r.multiplier).toBe(0.5);
    expect(r.adjustedXp).toBe(3600);
    expect(r.difficulty).toBe('medium');
    expect(r.perCharacter).toBe(1200);
  });

  it('below the easy threshold is trivial; a creature without CR is left out and counted', () => {
    const r = dnd5eDifficulty([5, 5, 5, 5], [{ cr: 0.125 }, {}]);
    expect(r.difficulty).toBe('trivial');
    expect(r.monsters).toBe(1);
    expect(r.unknown).toBe(1);
  });

  it('encounterDifficulty reads 5e statblocks: xp, cr and "XP in lair" text with lair actions', () => {
    const result = encounterDifficulty(
      'dnd5e',
      [{ level: 3 }, { level: 3 }, { level: 3 }, { level: 3 }],
      [
        { statblock: { name: 'Ogre', cr: 2, xp: 450 } },
        ...[1, 2, 3, 4].map(() => ({ statblock: { name: 'Goblin', cr: 0.25 } })),
      ],
    );
    expect(result.system).toBe('dnd5e');
    if (result.system !== 'dnd5e') return;
    expect(result.report.adjustedXp).toBe(1300);
    expect(result.report.difficulty).toBe('hard');

    const lair = encounterDifficulty(
      'dnd5e',
      [{ level: 10 }],
      [
        {
          statblock: {
            name: 'Dragon',
            cr: 10,
            xp: 5900,
            description: 'Challenge 10 (5,900 XP, or 7,200 XP in lair)',
            lairActions: [{ name: 'Tremor', text: '' }],
          },
        },
      ],
    );
    if (lair.system === 'dnd5e') expect(lair.report.xp).toBe(7200);
  });
});
