// How the players' board lays out a view, keeps unchanged rows and finds the LAN page.
import { describe, expect, it } from 'vitest';
import type { PlayerCombatant, PlayerView } from '../../../shared/encounter/player-view';
import { deathSaves, factKeys, hpShare, layoutBoard } from '../../../renderer/player/boardModel';
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
