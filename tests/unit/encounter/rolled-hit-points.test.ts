// Monster hit points average or rolled, chosen per add: with rolled HP the engine rolls each
// new creature's hit dice through the seeded RNG, records the roll with the command, and takes
// the DM's typed dice instead when given (`hp:<name>`); HP given outright win, the average is
// the default. The dice come from the statblock: 5e "2d8+2", 2e and OSR Hit Dice as d8s.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch } from '../../../shared';
import type { EncounterState } from '../../../shared';
import { hitPointDice } from '../../../shared/library/hit-point-dice';
import { addCreaturesCommand } from '../../../main/library/encounter-add';
import type { CreatureDetail } from '../../../shared/library/types';
import { RuleError } from '../../../shared/errors';
import { preparedStart } from '../../../main/campaign/prepared-start';
import { goblin5eWithoutCr as goblin } from '../../fixtures/goblin5e';

function byName(s: EncounterState, name: string) {
  return Object.values(s.combatants).find((c) => c.name === name);
}

describe('rolled hit points through the engine', () => {
  it('rolls each copy’s hit dice with the seeded RNG and records the rolls with the command', () => {
    const start = createEncounter({ system: 'dnd5e', seed: 11 });
    const { state, events } = dispatch(start, {
      type: 'addCombatants',
      combatants: [
        { name: 'Goblin 1', kind: 'monster', statblock: goblin, hpDice: '2d6' },
        { name: 'Goblin 2', kind: 'monster', statblock: goblin, hpDice: '2d6' },
      ],
    });
    const rolls = events.flatMap((e) => e.rolls ?? []);
    expect(rolls.map((r) => r.purpose)).toEqual(['hp:Goblin 1', 'hp:Goblin 2']);
    expect(rolls.every((r) => r.source === 'rng' && r.notation === '2d6')).toBe(true);
    const [first, second] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
    expect(byName(state, 'Goblin 1')).toMatchObject({ maxHp: first.total, hp: first.total });
    expect(byName(state, 'Goblin 2')).toMatchObject({ maxHp: second.total, hp: second.total });
    // the same seed gives the same hit points on replay
    const again = dispatch(start, {
      type: 'addCombatants',
      combatants: [{ name: 'Goblin 1', kind: 'monster', statblock: goblin, hpDice: '2d6' }],
    });
    expect(byName(again.state, 'Goblin 1')?.maxHp).toBe(first.total);
  });

  it('takes the DM’s typed dice instead: 2d8+2 typed 3 and 5 is 10 HP', () => {
    const start = createEncounter({ system: 'dnd5e', seed: 1 });
    const { state, events } = dispatch(start, {
      type: 'addCombatants',
      combatants: [{ name: 'Ogre', kind: 'monster', statblock: goblin, hpDice: '2d8+2' }],
      typedRolls: { 'hp:Ogre': [3, 5] },
    });
    expect(byName(state, 'Ogre')).toMatchObject({ maxHp: 10, hp: 10 });
    expect(events[0]?.rolls?.[0]).toMatchObject({ source: 'typed', total: 10 });
    expect(() =>
      dispatch(start, {
        type: 'addCombatants',
        combatants: [{ name: 'Ogre', kind: 'monster', statblock: goblin, hpDice: '2d8+2' }],
        typedRolls: { 'hp:Ogre': [9, 5] },
      }),
    ).toThrow(RuleError);
  });

  it('2e and OSR: a skeleton of 1 HD rolls 1d8, never below 1 HP; HP given outright win', () => {
    const s2e = createEncounter({ system: 'adnd2e', seed: 5 });
    const added = dispatch(s2e, {
      type: 'addCombatants',
      combatants: [
        {
          name: 'Skeleton',
          kind: 'monster',
          statblock: { name: 'Skeleton', hitDice: '1' },
          hpDice: '1d8',
        },
        {
          name: 'Orc',
          kind: 'monster',
          statblock: { name: 'Orc', hitDice: '1' },
          hpDice: '1d8',
          maxHp: 6,
        },
      ],
      typedRolls: { 'hp:Skeleton': [4] },
    }).state;
    expect(byName(added, 'Skeleton')?.maxHp).toBe(4);
    expect(byName(added, 'Orc')?.maxHp).toBe(6);
    const osr = createEncounter({ system: 'osr', seed: 5 });
    const kobold = dispatch(osr, {
      type: 'addCombatants',
      combatants: [
        {
          name: 'Kobold',
          kind: 'monster',
          statblock: { name: 'Kobold', hd: '1/2', ac: 7, movement: 60 },
          hpDice: '1d4-1',
        },
      ],
      typedRolls: { 'hp:Kobold': [1] },
    }).state;
    expect(byName(kobold, 'Kobold')?.maxHp).toBe(1);
  });

  it('without a choice the average stays: 5e statblock HP, 2e 4.5 a die', () => {
    const s = dispatch(createEncounter({ system: 'adnd2e', seed: 2 }), {
      type: 'addCombatants',
      combatants: [{ name: 'Gnoll', kind: 'monster', statblock: { name: 'Gnoll', hitDice: '2' } }],
    }).state;
    expect(byName(s, 'Gnoll')?.maxHp).toBe(9);
  });
});

describe('the statblock’s hit-point dice', () => {
  it('reads 5e hit dice as written and 2e/OSR Hit Dice as d8s with their added points', () => {
    expect(hitPointDice('dnd5e', { hitDice: '2d8 + 2' })).toBe('2d8+2');
    expect(hitPointDice('dnd5e', { hp: 7 })).toBeUndefined();
    expect(hitPointDice('adnd2e', { hitDice: '4+1' })).toBe('4d8+1');
    expect(hitPointDice('adnd2e', { hitDice: '1-1' })).toBe('1d8-1');
    expect(hitPointDice('adnd2e', { hitDice: '1/2' })).toBe('1d4');
    expect(hitPointDice('osr', { hd: '3' })).toBe('3d8');
    expect(hitPointDice('osr', { hd: '1/2' })).toBe('1d4');
  });

  it('the library’s add names every copy once and asks the engine to roll when the DM chose it', () => {
    const creature = {
      summary: { id: 'x', name: 'Goblin', system: 'dnd5e', tags: [] },
      statblock: {
        ...goblin,
        type: 'humanoid',
        alignment: 'neutral evil',
        speed: { walk: 30 },
        cr: 0.25,
      },
    } as unknown as CreatureDetail;
    const rolled = addCreaturesCommand(creature, 2, 'dnd5e', ['Goblin 1'], false, {
      hitPoints: 'rolled',
      typedHitPoints: [[1, 2]],
    });
    expect(rolled.combatants.map((c) => [c.name, c.hpDice])).toEqual([
      ['Goblin 2', '2d6'],
      ['Goblin 3', '2d6'],
    ]);
    expect(rolled.typedRolls).toEqual({ 'hp:Goblin 2': [1, 2] });
    const s = dispatch(createEncounter({ system: 'dnd5e', seed: 4 }), rolled).state;
    expect(byName(s, 'Goblin 2')?.maxHp).toBe(3);
    const average = addCreaturesCommand(creature, 1, 'dnd5e', [], false);
    expect(average.combatants[0]?.hpDice).toBeUndefined();
  });
});

describe('a prepared encounter with rolled hit points', () => {
  it('the builder’s rolled line joins by an engine command at the start, which rolls each copy', () => {
    const saved = {
      id: 'e1',
      name: 'Ambush',
      notes: '',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      combatants: [
        {
          source: 'inline' as const,
          name: 'Goblin',
          statblock: goblin,
          count: 2,
          hidden: false,
          hitPoints: 'rolled' as const,
        },
        {
          source: 'inline' as const,
          name: 'Wolf',
          statblock: { ...goblin, name: 'Wolf', hp: 11 },
          count: 1,
          hidden: false,
        },
      ],
    };
    const start = preparedStart(saved, []);
    expect(start.combatants.map((c) => c.name)).toEqual(['Wolf']);
    const [join, group] = start.setup;
    expect(join).toMatchObject({
      type: 'addCombatants',
      combatants: [
        { id: 'm1', name: 'Goblin 1', hpDice: '2d6', groupId: 'g1' },
        { id: 'm2', name: 'Goblin 2', hpDice: '2d6', groupId: 'g1' },
      ],
    });
    expect(group).toMatchObject({ type: 'setGroup', groupId: 'g1', combatantIds: ['m1', 'm2'] });
    let s = createEncounter({ system: 'dnd5e', seed: 9, combatants: start.combatants });
    const rolls: string[] = [];
    for (const command of start.setup) {
      const out = dispatch(s, command);
      rolls.push(
        ...out.events.flatMap((e) => (e.rolls ?? []).map((r) => `${r.purpose}=${r.total}`)),
      );
      s = out.state;
    }
    expect(rolls).toEqual([
      `hp:Goblin 1=${s.combatants.m1?.maxHp}`,
      `hp:Goblin 2=${s.combatants.m2?.maxHp}`,
    ]);
    expect(s.combatants.m3?.maxHp).toBe(11);
    expect(s.groups.g1?.name).toBe('Goblin');
  });
});
