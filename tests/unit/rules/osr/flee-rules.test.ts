// OSR-FLEE (dungeon/city) and OSR-WILD (wilderness) as pure rules.
import { describe, expect, it } from 'vitest';
import {
  fleeingGroupSpeed,
  pursuerGroupSpeed,
  resolveDungeonFlee,
  type DungeonFleeInput,
} from '../../../../shared/rules/osr/rules/fleeDungeon';
import {
  escapeChance,
  escapeColumn,
  escapeSucceeds,
} from '../../../../shared/rules/osr/rules/fleeWilderness';
import {
  defaultEscapeTable,
  escapeAnomalyWarningKey,
  escapeTableSchema,
} from '../../../../shared/rules/osr/tables/escape';

const flee = (over: Partial<DungeonFleeInput>) =>
  resolveDungeonFlee({
    vF: 90,
    vP: 90,
    obstacles: 0,
    obstaclesStack: true,
    obstacleStops: false,
    tie: 'reroll',
    lostCheckGivesSurpriseRound: true,
    ...over,
  });

describe('OSR fleeing in a dungeon or city (pure)', () => {
  it('OSR-FLEE-01 the Referee compares group speeds (A-19: slowest fleeing vs fastest pursuer)', () => {
    expect(fleeingGroupSpeed([120, 90])).toBe(90);
    expect(pursuerGroupSpeed([60, 120], 'slowestVsFastest')).toBe(120);
    expect(pursuerGroupSpeed([60, 120], 'slowestEach')).toBe(60);
  });

  it('OSR-FLEE-02 faster pursuers catch the fleeing side and get a free surprise round', () => {
    expect(flee({ vF: 90, vP: 120 })).toEqual({
      outcome: 'caught',
      freeSurpriseRound: true,
      ruleId: 'OSR-FLEE-02',
    });
  });

  it('OSR-FLEE-03 a faster fleeing side escapes', () => {
    expect(flee({ vF: 120, vP: 90 })).toEqual({
      outcome: 'escaped',
      freeSurpriseRound: false,
      ruleId: 'OSR-FLEE-03',
    });
  });

  it('OSR-FLEE-04 equal speeds: opposed Fortitude checks, the higher wins', () => {
    expect(flee({}).outcome).toBe('checksNeeded');
    expect(flee({ checkF: 12, checkP: 11 })).toMatchObject({ outcome: 'escaped', rF: 12, rP: 11 });
    expect(flee({ checkF: 10, checkP: 11 })).toMatchObject({
      outcome: 'caught',
      freeSurpriseRound: true,
    });
    expect(flee({ checkF: 10, checkP: 11, lostCheckGivesSurpriseRound: false })).toMatchObject({
      outcome: 'caught',
      freeSurpriseRound: false,
    });
    // A-19 tie: re-roll by default; the alternatives settle it
    expect(flee({ checkF: 11, checkP: 11 }).outcome).toBe('recheck');
    expect(flee({ checkF: 11, checkP: 11, tie: 'fleeingEscapes' }).outcome).toBe('escaped');
    expect(flee({ checkF: 11, checkP: 11, tie: 'pursuersCatch' }).outcome).toBe('caught');
  });

  it('OSR-FLEE-05 each obstacle gives +1 to the fleeing check, or stops the pursuers', () => {
    expect(flee({ checkF: 10, checkP: 11, obstacles: 2 })).toMatchObject({
      outcome: 'escaped',
      rF: 12,
      rP: 11,
      ruleId: 'OSR-FLEE-05',
    });
    expect(flee({ checkF: 10, checkP: 11, obstacles: 2, obstaclesStack: false })).toMatchObject({
      outcome: 'recheck',
      rF: 11,
    });
    // "stops the pursuers completely" wins even against faster pursuers
    expect(flee({ vF: 60, vP: 120, obstacleStops: true })).toMatchObject({
      outcome: 'escaped',
      ruleId: 'OSR-FLEE-05',
    });
  });
});

describe('OSR fleeing in the wilderness (pure)', () => {
  it('OSR-WILD-02 base chance by fleeing size + modifier by the pursuers’ share', () => {
    const chance = (F: number, P: number) => escapeChance(defaultEscapeTable, F, P).chance;
    // rows: 1–4, 5–12, 13–24, 25+ ; columns ≥76% / 26–75% / ≤25%
    expect([chance(4, 4), chance(4, 2), chance(4, 1)]).toEqual([50, 70, 90]);
    expect([chance(12, 12), chance(12, 6), chance(12, 3)]).toEqual([35, 50, 60]);
    expect([chance(24, 24), chance(24, 12), chance(24, 6)]).toEqual([25, 35, 50]);
    expect([chance(40, 40), chance(40, 20), chance(40, 10)]).toEqual([10, 25, 35]);
    expect(chance(1, 1)).toBe(50);
    expect(chance(5, 5)).toBe(35);
    expect(chance(13, 1)).toBe(50);
    expect(chance(25, 100)).toBe(10);
  });

  it('OSR-WILD-02 the 25+ row keeps the seed’s +15/+25 and carries the warning (A-23)', () => {
    const row = defaultEscapeTable.rows[3];
    expect(row).toMatchObject({
      minSize: 25,
      base: 10,
      mods: { over75: 0, from26to75: 15, upTo25: 25 },
    });
    expect(escapeChance(defaultEscapeTable, 30, 10)).toMatchObject({
      chance: 25,
      warningKey: escapeAnomalyWarningKey,
    });
    expect(escapeChance(defaultEscapeTable, 24, 10).warningKey).toBeUndefined();
    // editable: the Referee may correct the row; the table stays valid
    const edited = structuredClone(defaultEscapeTable);
    edited.rows[3] = { ...edited.rows[3]!, mods: { over75: 0, from26to75: 5, upTo25: 25 } };
    expect(escapeTableSchema.safeParse(edited).success).toBe(true);
    expect(escapeChance(edited, 30, 10).chance).toBe(15);
  });

  it('A-22 column bands use exact fractions: ≤25% / >25% and ≤75% / >75%', () => {
    const limits = defaultEscapeTable.columnLimits;
    expect(escapeColumn(limits, 4, 1)).toBe('upTo25');
    expect(escapeColumn(limits, 4, 3)).toBe('from26to75');
    expect(escapeColumn(limits, 5, 4)).toBe('over75');
    expect(escapeColumn(limits, 200, 151)).toBe('over75'); // 75.5%: no gap
    expect(escapeColumn(limits, 200, 51)).toBe('from26to75'); // 25.5%
    expect(escapeColumn(limits, 200, 51, 'roundedPercent')).toBe('from26to75'); // 26%
    expect(escapeColumn(limits, 200, 151, 'roundedPercent')).toBe('over75'); // 76%
    expect(escapeColumn(limits, 1000, 251, 'roundedPercent')).toBe('upTo25'); // 25%
  });

  it('OSR-WILD-03 Referee modifiers such as dense forest +20, swamp −20', () => {
    expect(escapeChance(defaultEscapeTable, 20, 5, [{ label: 'swamp', pct: -20 }]).chance).toBe(30);
    expect(escapeChance(defaultEscapeTable, 3, 3, [{ label: 'forest', pct: 20 }]).chance).toBe(70);
  });

  it('OSR-WILD-04 d100 ≤ chance escapes; ≥100 always, ≤0 never (A-24)', () => {
    expect(escapeSucceeds(90, 90)).toBe(true);
    expect(escapeSucceeds(91, 90)).toBe(false);
    expect(escapeSucceeds(100, 110)).toBe(true);
    expect(escapeSucceeds(1, 0)).toBe(false);
    expect(
      escapeChance(
        defaultEscapeTable,
        4,
        1,
        [{ label: 'x', pct: 30 }],
        'exactFractions',
        'fiveToNinetyFive',
      ).chance,
    ).toBe(95);
  });

  it('rejects empty groups', () => {
    expect(() => escapeChance(defaultEscapeTable, 0, 1)).toThrow(
      expect.objectContaining({ code: 'escapeGroupSize' }),
    );
    expect(() => escapeChance(defaultEscapeTable, 3, 0)).toThrow(
      expect.objectContaining({ code: 'escapeGroupSize' }),
    );
  });
});
