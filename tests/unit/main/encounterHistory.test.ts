// The encounter service's undo history and the log it tells for the DM's log panel.
import { describe, expect, it, vi } from 'vitest';
import { RuleError } from '../../../shared/index';
import { createEncounterService } from '../../../main/encounter/encounterService';

function fight() {
  const service = createEncounterService({ system: 'dnd5e', seed: 11 });
  service.dispatch({
    type: 'addCombatants',
    combatants: [
      { name: 'Tordek', kind: 'pc', maxHp: 20, ac: 16 },
      { name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
    ],
  });
  const [tordek, goblin] = service.dmView().encounter.combatantIds as [string, string];
  return { service, tordek, goblin };
}

function code(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('encounter history', () => {
  it('reports where the history stands and which log entries a change rewrote', () => {
    const { service, goblin } = fight();
    expect(service.dmView().history).toEqual({ position: 1, length: 1, changedFrom: 0 });
    service.dispatch({ type: 'damage', targetIds: [goblin], amount: 3 });
    expect(service.dmView().history).toEqual({ position: 2, length: 2, changedFrom: 1 });
    service.undo();
    expect(service.dmView().history).toEqual({ position: 1, length: 2, changedFrom: 2 });
    expect(service.dmView().encounter.combatants[goblin]?.hp).toBe(7);
    service.redo();
    expect(service.dmView().encounter.combatants[goblin]?.hp).toBe(4);
    service.undo();
    // A new command after an undo drops the redo tail and rewrites the log from there.
    service.dispatch({ type: 'damage', targetIds: [goblin], amount: 5 });
    expect(service.dmView().history).toEqual({ position: 2, length: 2, changedFrom: 1 });
    expect(service.dmView().encounter.combatants[goblin]?.hp).toBe(2);
  });

  it('refuses to undo or redo past either end and changes nothing', () => {
    const { service } = fight();
    const before = service.dmView();
    expect(code(() => service.undo(2))).toBe('nothingToUndo');
    expect(code(() => service.redo())).toBe('nothingToRedo');
    expect(service.dmView()).toEqual(before);
    service.undo();
    expect(service.dmView().encounter.combatantIds).toEqual([]);
    expect(code(() => service.undo())).toBe('nothingToUndo');
  });

  it('tells listeners what changed, so a durable log can record commands and markers', () => {
    const { service, goblin } = fight();
    const listener = vi.fn();
    service.onChange(listener);
    service.dispatch({ type: 'damage', targetIds: [goblin], amount: 1 });
    service.undo();
    service.redo();
    service.setDurability('saved');
    service.setDurability('saved');
    const kinds = listener.mock.calls.map(([views]) => views.change.kind);
    expect(kinds).toEqual(['command', 'undo', 'redo', 'none']);
    expect(listener.mock.calls[0]?.[0].change.events[0].type).toBe('damageTaken');
    expect(service.dmView().durability).toBe('saved');
  });

  it('keeps only the commands in effect in the events a replay or export reads', () => {
    const { service, goblin } = fight();
    service.dispatch({ type: 'damage', targetIds: [goblin], amount: 2 });
    const applied = service.events().length;
    service.undo();
    expect(service.events().length).toBeLessThan(applied);
  });
});

describe('encounter log for the DM', () => {
  it('tells every command in the chosen language, with its dice, undone ones included', () => {
    const { service, goblin } = fight();
    service.dispatch({ type: 'startEncounter' });
    service.dispatch({ type: 'damage', targetIds: [goblin], dice: '2d6', damageType: 'fire' });
    service.dispatch({ type: 'nextTurn' });
    service.undo();
    const en = service.log(0, 'en');
    expect(en.from).toBe(0);
    expect(en.history).toEqual({ position: 3, length: 4, changedFrom: 4 });
    expect(en.commands.map((c) => c.index)).toEqual([0, 1, 2, 3]);
    const damage = en.commands[2]!;
    expect(damage.round).toBe(1);
    expect(damage.lines[0]?.text).toMatch(/^Goblin takes \d+ damage \(Fire\)/);
    expect(damage.lines[0]?.rolls[0]).toMatch(/^Damage 2d6: /);
    expect(en.commands[1]?.startsTurn).toBe(true);
    expect(damage.startsTurn).toBe(false);
    expect(en.commands[3]?.startsTurn).toBe(true);
    // The default sides are named in the log's language.
    expect(en.commands[0]?.lines[0]?.text).toContain('Party');
    const uk = service.log(2, 'uk');
    expect(uk.commands[0]?.lines[0]?.text).toMatch(/^Goblin: шкода \d+ \(Вогняна|^Goblin/);
    expect(uk.commands[0]?.lines[0]?.text).not.toMatch(/takes/);
    const ru = service.log(0, 'ru');
    expect(ru.commands[0]?.lines[0]?.text).toContain('Отряд');
  });

  it('tells again only what a change rewrote', () => {
    const { service, goblin } = fight();
    service.dispatch({ type: 'damage', targetIds: [goblin], amount: 2 });
    const first = service.log(0, 'en');
    service.undo();
    service.dispatch({ type: 'heal', targetIds: [goblin], amount: 1 });
    const second = service.log(0, 'en');
    expect(second.commands[0]).toBe(first.commands[0]);
    expect(second.commands[1]?.lines[0]?.category).toBe('healing');
    expect(service.log(99, 'en').commands).toEqual([]);
  });
});
