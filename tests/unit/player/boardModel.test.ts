// How the players' board lays out a view, keeps unchanged rows and finds the LAN page.
import { describe, expect, it } from 'vitest';
import type { PlayerCombatant, PlayerView } from '../../../shared/encounter/player-view';
import {
  boardShapes,
  fitBoard,
  maximumFontPx,
  minimumFontPx,
  windowOf,
  type BoardShape,
} from '../../../renderer/player/boardFit';
import {
  deathSaves,
  factKeys,
  hpShare,
  layoutBoard,
  stepRuns,
} from '../../../renderer/player/boardModel';
import { lanBase } from '../../../renderer/player/lanTransport';
import { reuseRows } from '../../../renderer/player/reuseRows';

const row = (id: string, extra: Partial<PlayerCombatant> = {}): PlayerCombatant => ({
  id,
  name: id.toUpperCase(),
  kind: 'monster',
  side: 's1',
  conditions: [],
  active: false,
  ...extra,
});

const view = (partial: Partial<PlayerView>): PlayerView => ({
  system: 'dnd5e',
  status: 'active',
  round: 2,
  order: [],
  combatants: [],
  ...partial,
});

describe('player board layout', () => {
  it('numbers the slots of an ordered system, groups together, latecomers apart', () => {
    const layout = layoutBoard(
      view({
        order: [
          { key: 'o1', combatantIds: ['a'], active: false, score: 18 },
          { key: 'o2', combatantIds: ['g1', 'g2'], active: true },
          { key: 'o3', combatantIds: [], active: false },
        ],
        combatants: [
          row('a'),
          row('g1', { active: true }),
          row('g2', { active: true }),
          row('late'),
        ],
      }),
    );
    expect(layout.steps).toEqual([]);
    expect(
      layout.order.map((e) => [e.position, e.active, e.score, e.members.map((m) => m.id)]),
    ).toEqual([
      [1, false, 18, ['a']],
      [2, true, null, ['g1', 'g2']],
    ]);
    expect(layout.waiting.map((c) => c.id)).toEqual(['late']);
  });

  it('shows a phased round as steps and each creature once', () => {
    const layout = layoutBoard(
      view({
        system: 'osr',
        order: [
          { key: 'o1', combatantIds: [], active: false, labelKey: 'steps.declare' },
          { key: 'o2', combatantIds: ['a', 'b'], active: true, labelKey: 'steps.missile' },
          { key: 'o3', combatantIds: ['a', 'b'], active: false, labelKey: 'steps.melee' },
          { key: 'o4', combatantIds: ['g'], active: false, labelKey: 'steps.melee' },
        ],
        combatants: [
          row('a', { active: true, side: 'party' }),
          row('b', { active: true, side: 'party' }),
          row('g'),
        ],
      }),
    );
    expect(layout.steps.map((s) => [s.labelKey, s.active, s.side])).toEqual([
      ['steps.declare', false, null],
      ['steps.missile', true, 'party'],
      ['steps.melee', false, 'party'],
      ['steps.melee', false, 'others'],
    ]);
    expect(layout.order.map((e) => [e.position, e.active, e.members[0]?.id])).toEqual([
      [null, true, 'a'],
      [null, true, 'b'],
      [null, false, 'g'],
    ]);
    expect(layout.waiting).toEqual([]);
  });

  it('names the side of a side-initiative place and the sides of the phases', () => {
    const layout = layoutBoard(
      view({
        system: 'osr',
        order: [
          { key: 'o1', combatantIds: [], active: false, labelKey: 'steps.declare' },
          {
            key: 'o2',
            combatantIds: ['a'],
            active: false,
            labelKey: 'steps.movement',
            sideLabel: { party: true, name: null },
          },
          {
            key: 'o3',
            combatantIds: ['a'],
            active: true,
            labelKey: 'steps.missile',
            sideLabel: { party: true, name: null },
          },
          {
            key: 'o4',
            combatantIds: ['g'],
            active: false,
            labelKey: 'steps.missile',
            sideLabel: { party: false, name: 'Black Hand' },
          },
        ],
        combatants: [row('a', { active: true, side: 'party' }), row('g')],
      }),
    );
    expect(
      stepRuns(layout.steps).map((run) => [run.sideLabel?.name, run.steps.map((s) => s.labelKey)]),
    ).toEqual([
      [undefined, ['steps.declare']],
      [null, ['steps.movement', 'steps.missile']],
      ['Black Hand', ['steps.missile']],
    ]);
    // Each creature once, the phase it acts in now beside the acting one.
    expect(layout.order.map((e) => [e.members[0]?.id, e.phaseKey])).toEqual([
      ['a', 'steps.missile'],
      ['g', null],
    ]);
    const sides = layoutBoard(
      view({
        order: [
          {
            key: 'o1',
            combatantIds: ['a', 'b'],
            active: true,
            sideLabel: { party: true, name: null },
          },
          {
            key: 'o2',
            combatantIds: ['g'],
            active: false,
            sideLabel: { party: false, name: null },
          },
        ],
        combatants: [row('a', { side: 'party' }), row('b', { side: 'party' }), row('g')],
      }),
    );
    expect(sides.order.map((e) => [e.position, e.sideLabel])).toEqual([
      [1, { party: true, name: null }],
      [2, { party: false, name: null }],
    ]);
  });

  it('takes the dead out of the order into one collapsed line, PCs and monsters alike', () => {
    const layout = layoutBoard(
      view({
        order: [
          { key: 'o1', combatantIds: ['pc'], active: true },
          { key: 'o2', combatantIds: ['orc'], active: false },
          { key: 'o3', combatantIds: ['gob'], active: false },
        ],
        combatants: [
          row('pc', { kind: 'pc', side: 'party', dead: true, active: true }),
          row('orc'),
          row('gob', { dead: true, descriptor: 'dead' }),
        ],
      }),
    );
    expect(layout.order.map((e) => [e.position, e.members.map((m) => m.id)])).toEqual([
      [1, ['orc']],
    ]);
    expect(layout.fallen.map((c) => c.id)).toEqual(['pc', 'gob']);
    expect(layout.waiting).toEqual([]);
    // 2e's "dead" fact is not said twice.
    expect(factKeys('adnd2e', row('x', { dead: true, facts: { life: 'dead' } }))).toEqual([]);
  });

  it('reads death saves, facts and the HP share defensively', () => {
    expect(deathSaves(row('a', { facts: { deathSaves: { successes: 1, failures: 5 } } }))).toEqual({
      successes: 1,
      failures: 3,
    });
    expect(deathSaves(row('a', { facts: { deathSaves: 'x' } }))).toBeNull();
    expect(deathSaves(row('a'))).toBeNull();
    expect(factKeys('dnd5e', row('a', { facts: { stable: true, morale: 'fled' } }))).toEqual([
      'player.stable',
      'dnd5e:dnd5e.morale.fled',
    ]);
    expect(factKeys('adnd2e', row('a', { facts: { life: 'dying' } }))).toEqual([
      'adnd2e:life.dying',
    ]);
    expect(factKeys('adnd2e', row('a', { facts: { life: 'alive' } }))).toEqual([]);
    expect(factKeys('osr', row('a', { facts: { declared: 'shoot' } }))).toEqual([
      'osr:actions.shoot',
    ]);
    expect([
      hpShare({ current: 5, max: 10 }),
      hpShare({ current: -3, max: 10 }),
      hpShare({ current: 1, max: 0 }),
    ]).toEqual([0.5, 0, 0]);
  });

  it('keeps the row objects that did not change, so only changed cards redraw', () => {
    const before = view({ combatants: [row('a'), row('b', { descriptor: 'unhurt' })] });
    const next = view({
      combatants: [row('a'), row('b', { descriptor: 'wounded' }), row('c')],
    });
    const merged = reuseRows(before, next);
    expect(merged.combatants[0]).toBe(before.combatants[0]);
    expect(merged.combatants[1]).toBe(next.combatants[1]);
    expect(merged.combatants[2]).toBe(next.combatants[2]);
    expect(merged).toEqual(next);
    expect(reuseRows(undefined, next)).toBe(next);
  });
});

describe('player board fit', () => {
  // A board whose rows are 2.4 em high (1.4 em folded, 1.1 em on one line), 600 px tall and
  // 1200 px wide, with columns at least 18 em wide.
  const measure =
    (rows: number) =>
    (shape: BoardShape, px: number): boolean => {
      const rowEm = { full: 2.4, compact: 1.4, dense: 1.1 }[shape.density];
      const perColumn = Math.ceil(rows / shape.columns);
      return perColumn * rowEm * px <= 600 && shape.columns * 18 * px <= 1200;
    };
  const limits = { minPx: minimumFontPx, maxPx: 40 };

  it('keeps a short fight in one full column at the largest type', () => {
    expect(fitBoard(measure(4), limits)).toEqual({
      columns: 1,
      density: 'full',
      fontPx: 40,
      fits: true,
    });
  });

  it('goes to more columns and fewer lines for a long fight, never below the floor', () => {
    const fit = fitBoard(measure(40), limits);
    expect(fit.fits).toBe(true);
    expect(fit.columns).toBeGreaterThan(1);
    expect(fit.fontPx).toBeGreaterThanOrEqual(minimumFontPx);
    expect(measure(40)(fit, fit.fontPx)).toBe(true);
    expect(measure(40)(fit, fit.fontPx + 1)).toBe(false);
  });

  it('says when nothing fits at the floor, with the most compact shape', () => {
    expect(fitBoard(measure(400), limits)).toEqual({
      ...boardShapes.at(-1),
      fontPx: minimumFontPx,
      fits: false,
    });
  });

  it('grows the type with the screen', () => {
    expect(maximumFontPx(1280, 720)).toBe(26);
    expect(maximumFontPx(3840, 2160)).toBe(79);
  });

  it('windows a list too long for the screen around the acting place, into the next round', () => {
    expect(windowOf(10, 5, 4)).toEqual([4, 5, 6, 7]);
    expect(windowOf(10, 9, 4)).toEqual([8, 9, 0, 1]);
    expect(windowOf(10, 0, 4)).toEqual([9, 0, 1, 2]);
    expect(windowOf(3, 1, 4)).toEqual([0, 1, 2]);
    expect(windowOf(10, -1, 3)).toEqual([0, 1, 2]);
  });
});

describe('LAN page detection', () => {
  const token = 'A'.repeat(32);
  it('is a LAN page only under a token path over http', () => {
    expect(
      lanBase({ protocol: 'http:', origin: 'http://10.0.0.5:4000', pathname: `/${token}/` }),
    ).toBe(`http://10.0.0.5:4000/${token}/`);
    expect(
      lanBase({ protocol: 'http:', origin: 'http://127.0.0.1:4000', pathname: '/' }),
    ).toBeUndefined();
    expect(lanBase({ protocol: 'file:', origin: 'null', pathname: `/${token}/` })).toBeUndefined();
    expect(
      lanBase({ protocol: 'http:', origin: 'http://h', pathname: `/${token}/x` }),
    ).toBeUndefined();
    expect(lanBase({ protocol: 'http:', origin: 'http://h', pathname: '/short/' })).toBeUndefined();
  });
});
