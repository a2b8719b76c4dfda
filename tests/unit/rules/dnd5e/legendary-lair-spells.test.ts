// Legendary actions, lair actions, spell slots and initiative advantage from a 5e statblock,
// through the engine; and stored statblocks of the first schema version read into the fields.
import { describe, expect, it } from 'vitest';
import { History, RuleError, carryIn, carryOver, replay } from '../../../../shared';
import type { EncounterState, EngineEvent } from '../../../../shared';
import { dnd5eStatblockSchema } from '../../../../shared/rules/dnd5e/statblock';
import { enc, pc, run, sys } from './helpers';

const abilities = { str: 27, dex: 10, con: 25, int: 16, wis: 13, cha: 21 };

const dragon = {
  name: 'Dragon',
  size: 'huge',
  type: 'dragon',
  ac: 19,
  hp: 256,
  abilities,
  legendaryActions: [
    { name: 'Detect', desc: 'The dragon makes a Wisdom (Perception) check.' },
    { name: 'Tail Attack', desc: 'The dragon makes a tail attack.' },
    { name: 'Wing Attack (Costs 2 Actions)', desc: 'The dragon beats its wings.', cost: 2 },
  ],
  lairActions: [
    { name: 'Magma Eruption', desc: 'Magma erupts.' },
    { name: 'Tremor', desc: 'A tremor shakes the lair.' },
  ],
  lair: { initiative: 20, noRepeat: true },
  spellcasting: [{ name: 'Spellcasting', slots: { '1': 4, '2': 2 } }],
  initiativeAdvantage: true,
};

function fight(): EncounterState {
  return enc([
    { id: 'drake', name: 'Dragon', kind: 'monster', statblock: dragon },
    pc('hero', 40, { initiativeBonus: 2 }),
    pc('bard', 30, { initiativeBonus: 0 }),
  ]);
}

function rejected(state: EncounterState, command: unknown, code: string): void {
  const h = new History(state);
  let thrown: unknown;
  try {
    h.dispatch(command);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).code).toBe(code);
  expect(h.state).toBe(state);
}

/** Starts with fixed initiative: hero 22, drake 20 (advantage: 18 and 20), bard 12. */
function started(s: EncounterState): { state: EncounterState; events: EngineEvent[] } {
  return run(s, {
    type: 'startEncounter',
    typedRolls: { 'init:hero': [20], 'init:drake': [18, 20], 'init:bard': [12] },
  });
}

const order = (s: EncounterState) => s.slots.map((x) => x.key);

describe('legendary actions', () => {
  it('three a round, costs as named, none on its own turn; spent ones come back at its turn start', () => {
    const init = fight();
    let s = started(init).state;
    expect(sys(s, 'drake').legendary).toEqual({ max: 3, spent: 0 });
    // Hero's turn: the dragon acts at the end of it.
    expect(s.turn?.activeIds).toEqual(['hero']);
    s = run(s, { type: 'legendaryAction', combatantId: 'drake', index: 0 }).state;
    s = run(s, { type: 'legendaryAction', combatantId: 'drake', index: 2 }).state;
    expect(sys(s, 'drake').legendary).toEqual({ max: 3, spent: 3 });
    rejected(
      s,
      { type: 'legendaryAction', combatantId: 'drake', index: 1 },
      'legendaryActionsSpent',
    );
    const next = run(s, { type: 'nextTurn' });
    s = next.state;
    expect(s.turn?.activeIds).toEqual(['drake']);
    expect(sys(s, 'drake').legendary?.spent).toBe(0);
    expect(next.events.some((e) => e.type === 'legendaryActionsReset')).toBe(true);
    rejected(s, { type: 'legendaryAction', combatantId: 'drake', index: 0 }, 'legendaryOwnTurn');
  });

  it('none while incapacitated; a creature without them is refused', () => {
    let s = started(fight()).state;
    s = run(s, { type: 'addCondition', combatantId: 'drake', key: 'stunned' }).state;
    rejected(s, { type: 'legendaryAction', combatantId: 'drake' }, 'legendaryIncapacitated');
    rejected(s, { type: 'legendaryAction', combatantId: 'bard' }, 'noLegendaryActions');
  });

  it('replay rebuilds the live state', () => {
    const init = fight();
    const a = started(init);
    const b = run(a.state, { type: 'legendaryAction', combatantId: 'drake', index: 1 });
    expect(replay(init, [...a.events, ...b.events])).toEqual(b.state);
  });
});

describe('lair actions', () => {
  it('in its lair the dragon’s lair acts on count 20, losing the tie with the dragon itself', () => {
    let s = run(fight(), { type: 'setLair', combatantId: 'drake', inLair: true }).state;
    s = started(s).state;
    expect(order(s)).toEqual(['c:hero', 'c:drake', 'lair:drake', 'c:bard']);
    // Hero, dragon, then the lair step reminds the DM.
    s = run(s, { type: 'nextTurn' }).state;
    const step = run(s, { type: 'nextTurn' });
    expect(step.state.turn?.slotKey).toBe('lair:drake');
    expect(step.events).toContainEqual(
      expect.objectContaining({ type: 'reminder', key: 'lairAction', combatantId: 'drake' }),
    );
  });

  it('one lair action a round, not the same one two rounds running; the slot keeps its place for newcomers', () => {
    const init = run(fight(), { type: 'setLair', combatantId: 'drake', inLair: true }).state;
    const a = started(init);
    let s = a.state;
    const log = [...a.events];
    const step = (command: unknown) => {
      const r = run(s, command);
      s = r.state;
      log.push(...r.events);
    };
    step({ type: 'lairAction', combatantId: 'drake', index: 0 });
    rejected(s, { type: 'lairAction', combatantId: 'drake', index: 1 }, 'lairActionUsed');
    for (let i = 0; i < 10 && s.round === 1; i++) step({ type: 'nextTurn' });
    rejected(s, { type: 'lairAction', combatantId: 'drake', index: 0 }, 'lairActionRepeated');
    step({ type: 'lairAction', combatantId: 'drake', index: 1 });
    // A creature joining at 20 acts before the lair (the lair loses ties).
    step({
      type: 'addCombatants',
      combatants: [{ id: 'imp', name: 'Imp', kind: 'monster', maxHp: 10 }],
    });
    step({ type: 'setInitiative', combatantId: 'imp', score: 20 });
    expect(order(s)).toEqual(['c:hero', 'c:drake', 'c:imp', 'lair:drake', 'c:bard']);
    expect(replay(init, log)).toEqual(s);
    // Leaving the lair removes its step.
    step({ type: 'setLair', combatantId: 'drake', inLair: false });
    expect(order(s)).not.toContain('lair:drake');
  });

  it('a creature without lair actions has no lair', () => {
    rejected(fight(), { type: 'setLair', combatantId: 'bard', inLair: true }, 'noLairActions');
    rejected(started(fight()).state, { type: 'lairAction', combatantId: 'drake' }, 'notInLair');
  });
});

describe('spell slots', () => {
  it('are spent by command, regained by a long rest, and carried to the next fight until then', () => {
    let s = started(fight()).state;
    expect(sys(s, 'drake').spellSlots).toEqual({
      '1': { max: 4, spent: 0 },
      '2': { max: 2, spent: 0 },
    });
    s = run(s, {
      type: 'spendSpellSlot',
      combatantId: 'drake',
      level: 2,
      spell: 'Hold Person',
    }).state;
    s = run(s, { type: 'spendSpellSlot', combatantId: 'drake', level: 2 }).state;
    rejected(s, { type: 'spendSpellSlot', combatantId: 'drake', level: 2 }, 'spellSlotsSpent');
    rejected(s, { type: 'spendSpellSlot', combatantId: 'drake', level: 3 }, 'noSpellSlots');
    const kept = carryOver(s.combatants.drake as never, s);
    expect(kept.sys.spellSlotsSpent).toEqual({ '2': 2 });
    const input = carryIn('dnd5e', kept);
    const next = enc([
      {
        id: 'drake',
        name: 'Dragon',
        kind: 'monster',
        statblock: dragon,
        hp: input.hp,
        maxHp: input.maxHp,
        sys: input.sys,
      },
    ]);
    expect(sys(next, 'drake').spellSlots?.['2']).toEqual({ max: 2, spent: 2 });
    const rested = run(next, { type: 'longRest', combatantIds: ['drake'] }).state;
    expect(sys(rested, 'drake').spellSlots?.['2']).toEqual({ max: 2, spent: 0 });
  });

  it('a character without a spellcasting statblock gets the DM’s slots', () => {
    const s = enc([pc('wiz', 20, { sys: { spellSlots: { '1': 2 } } })]);
    expect(sys(s, 'wiz').spellSlots).toEqual({ '1': { max: 2, spent: 0 } });
    const r = run(s, { type: 'spendSpellSlot', combatantId: 'wiz', level: 1 });
    expect(sys(r.state, 'wiz').spellSlots?.['1']?.spent).toBe(1);
  });
});

describe('initiative advantage', () => {
  it('5E-INIT-01 a creature with initiative advantage keeps the higher of two d20s; +5 on the passive score', () => {
    const s = started(fight()).state;
    expect(s.slots.find((x) => x.key === 'c:drake')?.score).toBe(20);
    const score = enc([{ id: 'drake', name: 'Dragon', kind: 'monster', statblock: dragon }], {
      initiativeMode: 'score',
    });
    const r = run(score, { type: 'rollInitiative' });
    // 10 + Dex modifier (0) + 5.
    expect(r.state.slots.find((x) => x.key === 'c:drake')?.score).toBe(15);
  });
});

describe('statblocks stored before (schema version 1)', () => {
  const v1 = {
    name: 'Old Dragon',
    size: 'huge',
    ac: 19,
    hp: 200,
    abilities,
    traits: [
      {
        name: 'Spellcasting',
        desc: 'The dragon is a 5th-level spellcaster. Its spellcasting ability is Charisma (spell save DC 15, +7 to hit with spell attacks).\n- Cantrips (at will): light\n- 1st level (4 slots): shield, sleep\n- 3rd level (2 slots): fireball',
      },
      { name: 'Amphibious', desc: 'It can breathe air and water.' },
    ],
    actions: [
      { name: 'Bite', desc: 'Bite.' },
      { name: 'Nimble', desc: 'Disengages.', usage: 'Bonus Action' },
      {
        name: 'Lair Actions',
        desc: "On initiative count 15 (losing initiative ties), the dragon takes a lair action; it can't use the same effect two rounds in a row:\n- The ground shakes.\n- Fog rises.",
      },
    ],
    legendaryActions: [
      {
        name: 'Legendary Actions',
        desc: 'The dragon can take 2 legendary actions, choosing from the options below.',
      },
      { name: 'Tail (Costs 2 Actions)', desc: 'Tail attack.' },
    ],
  };

  it('are read into bonus actions, lair actions, spellcasting and the legendary count, once', () => {
    const sb = dnd5eStatblockSchema.parse(v1);
    expect(sb).toMatchObject({
      schemaVersion: 2,
      traits: [{ name: 'Amphibious' }],
      actions: [{ name: 'Bite' }],
      bonusActions: [{ name: 'Nimble', desc: 'Disengages.' }],
      lairActions: [
        { name: '', desc: 'The ground shakes.' },
        { name: '', desc: 'Fog rises.' },
      ],
      lair: { initiative: 15, noRepeat: true },
      legendary: { count: 2 },
      legendaryActions: [{ name: 'Tail (Costs 2 Actions)', cost: 2 }],
      spellcasting: [
        {
          name: 'Spellcasting',
          level: 5,
          ability: 'cha',
          saveDc: 15,
          attackBonus: 7,
          slots: { '1': 4, '3': 2 },
          spells: [
            { level: 0, usage: 'at will', names: ['light'] },
            { level: 1, usage: '4 slots', names: ['shield', 'sleep'] },
            { level: 3, usage: '2 slots', names: ['fireball'] },
          ],
        },
      ],
    });
    expect(sb.bonusActions[0]).not.toHaveProperty('usage');
    // Reading it again changes nothing.
    expect(dnd5eStatblockSchema.parse(sb)).toEqual(sb);
  });

  it('an old statblock without any of these still validates, with empty lists', () => {
    const sb = dnd5eStatblockSchema.parse({ name: 'Rat', size: 'tiny', ac: 10, hp: 1, abilities });
    expect(sb).toMatchObject({
      schemaVersion: 2,
      bonusActions: [],
      lairActions: [],
      spellcasting: [],
    });
    expect(sb.legendary).toBeUndefined();
  });
});
