// OSR-ENC, OSR-DIST, OSR-TIME: encounter chance, distance and the switch to rounds.
import { describe, expect, it } from 'vitest';
import {
  defaultOsrTables,
  encounterChanceTableSchema,
  type EncounterChanceTable,
} from '../../../../shared/rules/osr/tables';
import {
  encounterChance,
  encounterOccurs,
} from '../../../../shared/rules/osr/rules/encounterCheck';
import {
  distanceDice,
  enteredDistance,
  rolledDistance,
} from '../../../../shared/rules/osr/rules/distance';
import {
  checkIntervalMinutes,
  roundSeconds,
  timeModeOnEncounter,
} from '../../../../shared/rules/osr/rules/time';

const tables = defaultOsrTables();
const faces = [1, 2, 3, 4, 5, 6];
const occursOn = (chance: number): number[] => faces.filter((f) => encounterOccurs(f, chance));

describe('OSR encounter checks', () => {
  it('OSR-ENC-01 the Referee edits the chance: defaults are data and an edited table is used', () => {
    const edited: EncounterChanceTable = defaultOsrTables().encounterChance;
    edited.dungeon = { ...edited.dungeon, chance: 3 };
    expect(encounterChanceTableSchema.safeParse(edited).success).toBe(true);
    expect(encounterChance(edited, { env: 'dungeon', isNight: false }).chance).toBe(3);
    // the defaults are not shared with the edited copy
    expect(defaultOsrTables().encounterChance.dungeon.chance).toBe(1);
    // a chance above 6 is rejected by the table schema
    edited.dungeon = { ...edited.dungeon, chance: 7 };
    expect(encounterChanceTableSchema.safeParse(edited).success).toBe(false);
  });

  it('OSR-ENC-02 dungeon: 1-in-6, checked every 2 turns', () => {
    const c = encounterChance(tables.encounterChance, { env: 'dungeon', isNight: false });
    expect(c.chance).toBe(1);
    expect(c.frequency).toEqual({ kind: 'every', count: 2, unit: 'turn' });
    expect(occursOn(c.chance)).toEqual([1]);
    // with 10-minute turns, a check every 20 minutes
    expect(checkIntervalMinutes(2, 'turn', 10)).toBe(20);
  });

  it('OSR-ENC-03 city: 1-in-6 by day, 2-in-6 at night, checked every 2 hours', () => {
    const day = encounterChance(tables.encounterChance, { env: 'city', isNight: false });
    const night = encounterChance(tables.encounterChance, { env: 'city', isNight: true });
    expect(day.chance).toBe(1);
    expect(night.chance).toBe(2);
    expect(day.frequency).toEqual({ kind: 'every', count: 2, unit: 'hour' });
    expect(night.frequency).toEqual({ kind: 'every', count: 2, unit: 'hour' });
    expect(checkIntervalMinutes(2, 'hour', 10)).toBe(120);
    expect(occursOn(night.chance)).toEqual([1, 2]);
  });

  it('OSR-ENC-04 wilderness: chance by terrain, checked once by day and once by night', () => {
    const chanceOf = (terrain: string, isNight = false) =>
      encounterChance(tables.encounterChance, { env: 'wilderness', terrain, isNight });
    for (const t of ['road', 'trail', 'plain']) expect(chanceOf(t).chance).toBe(1);
    for (const t of ['forest', 'hill']) expect(chanceOf(t).chance).toBe(2);
    for (const t of ['swamp', 'mountain']) expect(chanceOf(t).chance).toBe(3);
    // night does not change the wilderness chance; the check is made once each
    expect(chanceOf('swamp', true).chance).toBe(3);
    expect(chanceOf('forest').frequency).toEqual({ kind: 'dayAndNight' });
    expect(occursOn(3)).toEqual([1, 2, 3]);
  });

  it('A-32 unlisted terrain needs the Referee’s 1–3-in-6', () => {
    const desert = { env: 'wilderness' as const, terrain: 'desert', isNight: false };
    expect(() => encounterChance(tables.encounterChance, desert)).toThrow(
      expect.objectContaining({ code: 'terrainChanceRequired' }),
    );
    expect(() => encounterChance(tables.encounterChance, { ...desert, customChance: 4 })).toThrow(
      expect.objectContaining({ code: 'terrainChanceOutOfRange' }),
    );
    expect(encounterChance(tables.encounterChance, { ...desert, customChance: 3 }).chance).toBe(3);
  });

  it('A-02 the "high" reading of X-in-6 has the same odds', () => {
    for (const x of [1, 2, 3, 4]) {
      expect(faces.filter((f) => encounterOccurs(f, x, 'high'))).toHaveLength(x);
      expect(faces.filter((f) => encounterOccurs(f, x, 'high'))).toContain(6);
    }
  });
});

describe('OSR encounter distance', () => {
  const d = tables.encounterDistance;
  it('OSR-DIST-01 dungeon: 2d6 × 10 feet (20–120 ft)', () => {
    expect(distanceDice(d, 'dungeon')).toBe('2d6');
    expect(rolledDistance(d, 'dungeon', 2)).toEqual({ value: 20, unit: 'ft', rolled: true });
    expect(rolledDistance(d, 'dungeon', 12)).toEqual({ value: 120, unit: 'ft', rolled: true });
  });

  it('OSR-DIST-02 city: 1d6 × 10 yards (10–60 yd)', () => {
    expect(distanceDice(d, 'city')).toBe('1d6');
    expect(rolledDistance(d, 'city', 1)).toEqual({ value: 10, unit: 'yd', rolled: true });
    expect(rolledDistance(d, 'city', 6)).toEqual({ value: 60, unit: 'yd', rolled: true });
  });

  it('OSR-DIST-03 wilderness: 6d10 × 10 yards (60–600 yd)', () => {
    expect(distanceDice(d, 'wilderness')).toBe('6d10');
    expect(rolledDistance(d, 'wilderness', 6)).toEqual({ value: 60, unit: 'yd', rolled: true });
    expect(rolledDistance(d, 'wilderness', 60)).toEqual({ value: 600, unit: 'yd', rolled: true });
  });

  it('OSR-DIST-04 the roll is optional: the Referee enters an obvious distance', () => {
    expect(enteredDistance(30, 'ft')).toEqual({ value: 30, unit: 'ft', rolled: false });
    expect(() => enteredDistance(-5, 'ft')).toThrow(
      expect.objectContaining({ code: 'invalidDistance' }),
    );
  });
});

describe('OSR time', () => {
  it('OSR-TIME-01 meeting opponents switches to 10-second rounds', () => {
    expect(timeModeOnEncounter()).toBe('rounds');
    expect(roundSeconds).toBe(10);
  });
});
