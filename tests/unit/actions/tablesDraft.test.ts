// The Referee's table editor makes exactly the tables the OSR tables schema accepts: on
// thousands of edited tables (chances out of 0–6, bad dice, bands with gaps or overlaps,
// escape rows that skip a size, limits out of order) both give the same verdict, and valid
// tables come back unchanged from a round trip through the editor.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultOsrTables,
  osrTablesSchema,
  type OsrTables,
} from '../../../shared/rules/osr/tables/index';
import { fromDraft, toDraft } from '../../../renderer/dm/actions/tablesDraft';
import { OSR_SEED_TABLES } from '../../../renderer/dm/actions/generated/commandForms';

/** Mostly good values, now and then a bad one, so both verdicts come up often. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: good, weight: 30 }, { arbitrary: bad, weight: 1 });
const small = mostly(fc.integer({ min: 0, max: 6 }), fc.constantFrom(-1, 7, 8));
const maybe = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof(a, fc.constant(undefined));

const tablesArb: fc.Arbitrary<OsrTables> = fc
  .record({
    chances: fc.array(small, { minLength: 10, maxLength: 10 }),
    counts: fc.array(mostly(fc.integer({ min: 1, max: 3 }), fc.constant(0)), {
      minLength: 10,
      maxLength: 10,
    }),
    daily: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    dice: fc.array(
      mostly(fc.constantFrom('2d6', '1d6', '6d10'), fc.constantFrom('d6', '2d6+1', '')),
      {
        minLength: 3,
        maxLength: 3,
      },
    ),
    multipliers: fc.array(mostly(fc.integer({ min: 1, max: 12 }), fc.constant(0)), {
      minLength: 3,
      maxLength: 3,
    }),
    bands: fc.array(
      fc.record({
        key: fc.constantFrom('hostile', 'unfriendly', 'neutral', 'indifferent', 'friendly'),
        min: maybe(fc.integer({ min: 0, max: 13 })),
        max: maybe(fc.integer({ min: 0, max: 13 })),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    rows: fc.array(
      fc.record({
        minSize: fc.integer({ min: 0, max: 30 }),
        maxSize: maybe(fc.integer({ min: 0, max: 30 })),
        base: fc.integer({ min: -10, max: 60 }),
        mods: fc.record({
          over75: fc.integer({ min: -5, max: 5 }),
          from26to75: fc.integer({ min: 0, max: 30 }),
          upTo25: fc.integer({ min: 0, max: 40 }),
        }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    limits: mostly(
      fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 50, max: 100 })),
      fc.tuple(fc.integer({ min: -5, max: 105 }), fc.integer({ min: -5, max: 105 })),
    ),
    useSeedShapes: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
  })
  .map((r) => {
    const t = defaultOsrTables();
    const entries = [
      t.encounterChance.dungeon,
      t.encounterChance.city.day,
      t.encounterChance.city.night,
      ...Object.values(t.encounterChance.wilderness),
    ];
    entries.forEach((e, i) => {
      e.chance = r.chances[i] as number;
      e.frequency = r.daily[i]
        ? { kind: 'dayAndNight' }
        : { kind: 'every', count: r.counts[i] as number, unit: i % 2 ? 'hour' : 'turn' };
    });
    (['dungeon', 'city', 'wilderness'] as const).forEach((env, i) => {
      t.encounterDistance[env].dice = r.dice[i] as string;
      t.encounterDistance[env].multiplier = r.multipliers[i] as number;
    });
    if (!r.useSeedShapes) {
      t.reactionBands = r.bands.map((b) => ({
        key: b.key as OsrTables['reactionBands'][number]['key'],
        ...(b.min !== undefined ? { min: b.min } : {}),
        ...(b.max !== undefined ? { max: b.max } : {}),
      }));
      t.escape.rows = r.rows.map((row) => ({
        minSize: row.minSize,
        ...(row.maxSize !== undefined ? { maxSize: row.maxSize } : {}),
        base: row.base,
        mods: row.mods,
      }));
    }
    t.escape.columnLimits = { upTo25Max: r.limits[0], from26to75Max: r.limits[1] };
    return t;
  });

describe('the OSR table editor', () => {
  it('starts from the seed’s tables, the same as the rules’ own defaults', () => {
    expect(OSR_SEED_TABLES).toEqual(defaultOsrTables());
    expect(fromDraft(toDraft(defaultOsrTables()))).toEqual({
      tables: defaultOsrTables(),
      issues: [],
    });
  });

  it('accepts exactly the tables the schema accepts, unchanged', () => {
    let valid = 0;
    fc.assert(
      fc.property(tablesArb, (tables) => {
        const ours = fromDraft(toDraft(tables));
        const theirs = osrTablesSchema.safeParse(tables);
        expect(ours.tables !== null, JSON.stringify(ours.issues)).toBe(theirs.success);
        if (theirs.success) {
          valid += 1;
          expect(ours.tables).toEqual(tables);
        } else expect(ours.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000, seed: 11 },
    );
    expect(valid).toBeGreaterThan(20);
  });

  it('points at the cell: a chance of 7, a band gap, a skipped escape size', () => {
    const draft = toDraft(defaultOsrTables());
    (draft.chance['wilderness.swamp'] as { chance: string }).chance = '7';
    (draft.bands[2] as { min: string }).min = '9';
    (draft.escape[1] as { minSize: string }).minSize = '6';
    draft.upTo25Max = '80';
    const { tables, issues } = fromDraft(draft);
    expect(tables).toBeNull();
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'chance.wilderness.swamp.chance', code: 'tooLarge', params: { max: 6 } },
        { path: 'bands.2.min', code: 'contiguous' },
        { path: 'escape.1.minSize', code: 'contiguous' },
        { path: 'limits.upTo25Max', code: 'ordered' },
      ]),
    );
  });
});
