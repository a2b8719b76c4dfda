// The odds-of-the-fight panel in the encounter builder, in English, Ukrainian and Russian: Run
// shows the progress and then the results (party's chance, rounds, each member's chances with
// their intervals) for the builder's lines; Cancel stops a run; a change to the encounter marks
// the figures stale. The simulation runs in the same thread here (the app uses the worker).
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import type { PreparedLine } from '../../../shared/ipc/channels/campaign';
import type { RosterEntry } from '../../../shared/model/roster';
import OddsPanel from '../../../renderer/dm/odds/OddsPanel.svelte';
import { inThreadRunner } from '../../../renderer/dm/odds/oddsRunner';
import { setupFromBuilder } from '../../../shared/sim/from-builder';
import { oddsI18n } from '../../../renderer/dm/odds/i18n/index';
import { catalogProblems } from '../../unit/i18n/catalogCheck';
import { fighter, goblin } from '../../unit/sim/fixtures';
import { until } from '../support/until';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function pc(id: string): RosterEntry {
  return {
    id,
    kind: 'pc',
    name: id,
    statblock: fighter,
    state: {
      hp: 44,
      maxHp: 44,
      tempHp: 0,
      dead: false,
      hitDice: [],
      conditions: [],
      injuries: [],
      sys: {},
    },
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as unknown as RosterEntry;
}

const roster = ['Ana', 'Bo'].map(pc);
const lines: PreparedLine[] = [
  ...roster.map((p): PreparedLine => ({ source: 'roster', rosterId: p.id, hidden: false })),
  { source: 'inline', name: 'Goblin', statblock: goblin, count: 2, hidden: false },
];

/** The odds' setup of the builder's lines, as the builder makes it. */
const built = (system: string, of: PreparedLine[]) =>
  setupFromBuilder(system, undefined, roster, of);

function render(props: Record<string, unknown>) {
  const root = document.createElement('div');
  document.body.append(root);
  const state = $state({ ...props });
  const app = mount(OddsPanel, { target: root, props: state as never });
  flushSync();
  cleanup = () => {
    void unmount(app);
    root.remove();
  };
  return { root, state };
}

const q = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('OddsPanel', () => {
  it('its catalog has every key in en, uk and ru', () => {
    expect(catalogProblems('odds', oddsI18n)).toEqual([]);
  });

  it.each<[Language, string, string]>([
    ['en', 'Odds of the fight', 'The party wins'],
    ['uk', 'Шанси в бою', 'Перемагає загін'],
    ['ru', 'Шансы в бою', 'Побеждает отряд'],
  ])(
    '%s: Run gives the chances with their intervals and the policy in one sentence',
    async (language, title, wins) => {
      const { root } = render({ language, setup: built('dnd5e', lines), runner: inThreadRunner });
      expect(root.textContent).toContain(title);
      expect(q(root, 'odds')?.querySelector('.policy')?.textContent?.length).toBeGreaterThan(40);
      const select = q(root, 'odds-fights') as HTMLSelectElement;
      select.value = '200';
      select.dispatchEvent(new Event('change'));
      q(root, 'odds-run')?.click();
      flushSync();
      await until(() => expect(q(root, 'odds-results')).not.toBeNull());
      flushSync();
      const win = q(root, 'odds-win')?.textContent ?? '';
      expect(win).toContain(wins);
      // Two level-5 fighters against two goblins: the party wins practically always.
      expect(win).toMatch(/100 %|99[.,]\d %/);
      expect(root.querySelectorAll('[data-testid="odds-member"]')).toHaveLength(2);
      expect(root.textContent).toContain('200');
      expect(q(root, 'odds-stale')).toBeNull();
    },
  );

  it('Cancel stops a run; a changed encounter marks the figures stale', async () => {
    const { root, state } = render({
      language: 'en',
      setup: built('dnd5e', lines),
      runner: inThreadRunner,
    });
    q(root, 'odds-run')?.click();
    flushSync();
    expect(q(root, 'odds-progress')).not.toBeNull();
    q(root, 'odds-cancel')?.click();
    await until(() => expect(root.textContent).toContain('Cancelled.'));
    expect(q(root, 'odds-results')).toBeNull();
    const select = q(root, 'odds-fights') as HTMLSelectElement;
    select.value = '200';
    select.dispatchEvent(new Event('change'));
    q(root, 'odds-run')?.click();
    await until(() => expect(q(root, 'odds-results')).not.toBeNull());
    state.setup = built('dnd5e', [
      ...lines,
      { source: 'inline', name: 'Goblin boss', statblock: goblin, count: 1, hidden: false },
    ]);
    flushSync();
    expect(q(root, 'odds-stale')?.textContent).toContain('changed');
  });

  it('asks for both sides, and states the OSR policy for an OSR campaign', () => {
    const { root, state } = render({
      language: 'en',
      setup: built('dnd5e', lines.slice(0, 2)),
      runner: inThreadRunner,
    });
    expect(root.textContent).toContain('Add party members and foes');
    expect((q(root, 'odds-run') as HTMLButtonElement).disabled).toBe(true);
    state.setup = built('osr', lines);
    flushSync();
    expect(root.textContent).toContain('melee phase');
    expect((q(root, 'odds-run') as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the creatures that never attack above the figures, which then mean little', async () => {
    const { root } = render({
      language: 'en',
      setup: built('dnd5e', [
        ...lines.slice(0, 2),
        {
          source: 'inline',
          name: 'Bandit',
          quick: { maxHp: 11, ac: 12, initiativeBonus: 1 },
          count: 1,
          hidden: false,
        },
      ]),
      runner: inThreadRunner,
    });
    const select = q(root, 'odds-fights') as HTMLSelectElement;
    select.value = '200';
    select.dispatchEvent(new Event('change'));
    q(root, 'odds-run')?.click();
    await until(() => expect(q(root, 'odds-results')).not.toBeNull());
    const warning = q(root, 'odds-without-attack') as HTMLElement;
    expect(warning.textContent).toContain('Bandit');
    const results = q(root, 'odds-results') as HTMLElement;
    expect(
      warning.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
