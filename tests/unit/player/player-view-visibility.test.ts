// The visibility settings of the player projection: table-wide name policy and the DM's
// per-creature choices, decided inside toPlayerView.
import { describe, expect, it } from 'vitest';
import { combatantVisibility, createEncounter, toPlayerView } from '../../../shared';
import type { Combatant, PlayerViewSettings } from '../../../shared';
import { run } from '../encounter/helpers';

const base = createEncounter({
  system: 'simple',
  seed: 9,
  combatants: [
    { id: 'pc', name: 'Alda', kind: 'pc', maxHp: 20 },
    { id: 'orc', name: 'Orc chief', kind: 'monster', maxHp: 30 },
    { id: 'npc', name: 'Guide', kind: 'npc', maxHp: 10 },
    {
      id: 'lich',
      name: 'Lich',
      kind: 'monster',
      maxHp: 40,
      nameHidden: true,
      publicName: 'Robed figure',
    },
  ],
});
const state = run(
  base,
  { type: 'damage', targetIds: ['orc', 'pc'], amount: 5 },
  { type: 'addCondition', combatantId: 'orc', key: 'stunned' },
).state;

const row = (settings: Partial<PlayerViewSettings>, id: string) =>
  toPlayerView(state, settings).combatants.find((c) => c.id === id);

describe('player view visibility settings', () => {
  it('shows every name by default and the public name of a creature whose name is hidden', () => {
    expect(toPlayerView(state).combatants.map((c) => c.name)).toEqual([
      'Alda',
      'Orc chief',
      'Guide',
      'Robed figure',
    ]);
  });

  it('hides the names of everyone but PCs when the table setting says so', () => {
    const view = toPlayerView(state, { otherNames: 'hidden' });
    expect(view.combatants.map((c) => c.name)).toEqual(['Alda', null, null, 'Robed figure']);
  });

  it('a per-creature name choice wins over the creature flag and the table setting', () => {
    expect(row({ otherNames: 'hidden', reveal: { orc: { name: true } } }, 'orc')?.name).toBe(
      'Orc chief',
    );
    expect(row({ reveal: { lich: { name: true } } }, 'lich')?.name).toBe('Lich');
    expect(row({ reveal: { pc: { name: false } } }, 'pc')?.name).toBeNull();
  });

  it('a per-creature HP choice wins over the table setting', () => {
    expect(row({ reveal: { orc: { hp: 'exact' } } }, 'orc')?.hp).toEqual({
      current: 25,
      max: 30,
      temp: 0,
    });
    const pc = row({ reveal: { pc: { hp: 'descriptor' } } }, 'pc');
    expect(pc?.hp).toBeUndefined();
    expect(pc?.descriptor).toBe('wounded');
    const hidden = row({ reveal: { orc: { hp: 'hidden' } } }, 'orc');
    expect(hidden?.hp).toBeUndefined();
    expect(hidden?.descriptor).toBeUndefined();
  });

  it('per-creature conditions choice wins over the table setting', () => {
    expect(row({ reveal: { orc: { conditions: false } } }, 'orc')?.conditions).toEqual([]);
    expect(
      row({ showConditions: false, reveal: { orc: { conditions: true } } }, 'orc')?.conditions.map(
        (c) => c.key,
      ),
    ).toEqual(['stunned']);
    expect(row({ showConditions: false }, 'orc')?.conditions).toEqual([]);
  });

  it('ignores malformed per-creature entries and inherited keys, falling back to the settings', () => {
    const reveal = JSON.parse(
      '{"orc":{"name":"yes","hp":"everything","conditions":1},"__proto__":{"hp":"exact"}}',
    ) as PlayerViewSettings['reveal'];
    const orc = row({ reveal }, 'orc');
    expect(orc?.name).toBe('Orc chief');
    expect(orc?.hp).toBeUndefined();
    expect(orc?.descriptor).toBe('wounded');
    expect(orc?.conditions.map((c) => c.key)).toEqual(['stunned']);
    expect(row({ reveal }, 'lich')?.hp).toBeUndefined();
  });

  it('never shows a statblock unless the DM reveals it, and then without a hidden name', () => {
    const added = run(base, {
      type: 'addCombatants',
      combatants: [
        { id: 'gob', name: 'Goblin boss', kind: 'monster', statblock: { hp: 21, ac: 17, init: 2 } },
      ],
    }).state;
    // Statblocks of the real systems carry the creature's name; this test system's drops it.
    const goblin = added.combatants.gob as Combatant;
    const withBlocks = {
      ...added,
      combatants: {
        ...added.combatants,
        gob: { ...goblin, statblock: { name: 'Goblin boss', hp: 21, ac: 17, init: 2 } },
      },
    };
    const gob = (settings: Partial<PlayerViewSettings>) =>
      toPlayerView(withBlocks, settings).combatants.find((c) => c.id === 'gob');
    expect(gob({})?.statblock).toBeUndefined();
    expect(gob({ reveal: { gob: { statblock: false } } })?.statblock).toBeUndefined();
    expect(gob({ reveal: { gob: { statblock: true } } })?.statblock).toEqual({
      name: 'Goblin boss',
      hp: 21,
      ac: 17,
      init: 2,
    });
    expect(gob({ reveal: { gob: { statblock: true, name: false } } })?.statblock).toEqual({
      hp: 21,
      ac: 17,
      init: 2,
    });
    // A creature without a statblock has none to reveal.
    expect(row({ reveal: { orc: { statblock: true } } }, 'orc')?.statblock).toBeUndefined();
    const c = withBlocks.combatants.gob as Combatant;
    expect(combatantVisibility(c, { reveal: { gob: { statblock: true } } }).statblock).toBe(true);
    expect(combatantVisibility(c).statblock).toBe(false);
  });

  it('combatantVisibility reports what toPlayerView shows', () => {
    const settings: Partial<PlayerViewSettings> = {
      otherNames: 'hidden',
      otherHp: 'hidden',
      reveal: { npc: { name: true, hp: 'exact' }, orc: { conditions: false } },
    };
    const view = toPlayerView(state, settings);
    for (const id of state.combatantIds) {
      const c = state.combatants[id] as Combatant;
      const shown = combatantVisibility(c, settings);
      const r = view.combatants.find((x) => x.id === id);
      expect(r?.name).toBe(shown.name);
      expect(r?.hp !== undefined).toBe(shown.hp === 'exact');
      expect(r?.descriptor !== undefined).toBe(shown.hp !== 'hidden');
      if (!shown.conditions) expect(r?.conditions).toEqual([]);
    }
  });
});
