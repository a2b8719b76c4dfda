// 2E-DEATH-01 and the like in every system: a dead creature (or one that surrendered) leaves the
// initiative order at once: no slot, no initiative roll in later rounds, no turn, and the player
// view never shows it as acting.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, toPlayerView } from '../../../shared';
import type { EncounterState } from '../../../shared';

const inSlots = (s: EncounterState, id: string): boolean =>
  s.slots.some((slot) => slot.combatantIds.includes(id));

function run(state: EncounterState, ...commands: Record<string, unknown>[]): EncounterState {
  return commands.reduce<EncounterState>((s, c) => dispatch(s, c).state, state);
}

/** Plays turns for two rounds and collects every creature that was ever acting. */
function actorsOverRounds(state: EncounterState, rounds: number): Set<string> {
  const seen = new Set<string>();
  let s = state;
  const until = s.round + rounds;
  for (let i = 0; i < 60 && s.round < until; i++) {
    for (const id of s.turn?.activeIds ?? []) seen.add(id);
    for (const row of toPlayerView(s).combatants) if (row.active) seen.add(row.id);
    s = dispatch(s, { type: 'nextTurn' }).state;
  }
  return seen;
}

describe('the dead leave the order (2E-DEATH-01, every system)', () => {
  it('2E-DEATH-01: a mage killed at 0 HP rolls no initiative in later rounds and never acts', () => {
    let s = createEncounter({
      system: 'adnd2e',
      seed: 3,
      combatants: [
        {
          id: 'mage',
          name: 'Mage',
          kind: 'pc',
          side: 'party',
          statblock: { name: 'Mage', classes: [{ group: 'wizard', level: 3 }], hp: 7 },
        },
        {
          id: 'ftr',
          name: 'Fighter',
          kind: 'pc',
          side: 'party',
          statblock: { name: 'Fighter', classes: [{ group: 'warrior', level: 5 }], hp: 40 },
        },
        {
          id: 'orc',
          name: 'Orc',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'Orc', hitDice: '1', hp: 6 },
        },
      ],
    });
    // 2E-SEQ-03: round 1's declarations, then its roll
    s = run(s, { type: 'startEncounter' }, { type: 'rollInitiative' });
    expect(inSlots(s, 'mage')).toBe(true);
    s = run(s, { type: 'damage', targetIds: ['mage'], amount: 7 });
    expect(s.combatants.mage?.hp).toBe(0);
    expect(inSlots(s, 'mage')).toBe(false);
    expect(s.turn?.activeIds ?? []).not.toContain('mage');
    const view = toPlayerView(s);
    expect(view.order.flatMap((o) => o.combatantIds)).not.toContain('mage');
    expect(view.combatants.find((c) => c.id === 'mage')?.active).toBe(false);
    // Rounds 2 and 3 are rolled again for everybody else; the mage gets no slot and no turn.
    expect(actorsOverRounds(s, 2).has('mage')).toBe(false);
    const later = run(
      s,
      { type: 'endRound' },
      { type: 'endRound' },
      { type: 'endRound' },
      { type: 'rollInitiative' },
    );
    expect(later.round).toBeGreaterThanOrEqual(3);
    expect(inSlots(later, 'mage')).toBe(false);
    expect(inSlots(later, 'ftr')).toBe(true);
  });

  it('5e: a killed goblin leaves the order and never acts again', () => {
    let s = createEncounter({
      system: 'dnd5e',
      seed: 5,
      combatants: [
        { id: 'a', name: 'Aria', kind: 'pc', maxHp: 20, ac: 14 },
        { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
        { id: 'h', name: 'Hobgoblin', kind: 'monster', maxHp: 11, ac: 18 },
      ],
    });
    s = run(s, { type: 'rollInitiative' }, { type: 'startEncounter' });
    expect(inSlots(s, 'g')).toBe(true);
    s = run(s, { type: 'kill', combatantId: 'g' });
    expect(inSlots(s, 'g')).toBe(false);
    expect(toPlayerView(s).order.flatMap((o) => o.combatantIds)).not.toContain('g');
    expect(actorsOverRounds(s, 2).has('g')).toBe(false);
    expect(inSlots(s, 'h')).toBe(true);
  });

  it('OSR: a creature brought to 0 HP leaves the order once its sub-phase is over', () => {
    let s = createEncounter({
      system: 'osr',
      seed: 7,
      combatants: [
        { id: 'f', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 10, ac: 4 },
        { id: 'o1', name: 'Orc', kind: 'monster', side: 'foes', maxHp: 5, ac: 6 },
        { id: 'o2', name: 'Orc', kind: 'monster', side: 'foes', maxHp: 5, ac: 6 },
      ],
    });
    s = run(s, { type: 'damage', targetIds: ['o1'], amount: 5 });
    expect(s.combatants.o1?.hp).toBe(0);
    s = run(s, { type: 'startEncounter' });
    expect(inSlots(s, 'o1')).toBe(false);
    expect(actorsOverRounds(s, 2).has('o1')).toBe(false);
    expect(toPlayerView(s).order.flatMap((o) => o.combatantIds)).not.toContain('o1');
  });

  it('2E-DEATH-01 (OSR): a creature killed in the fight is not put back into later rounds’ order', () => {
    let s = createEncounter({
      system: 'osr',
      seed: 7,
      combatants: [
        { id: 'f', name: 'Fighter', kind: 'pc', side: 'party', maxHp: 10, ac: 4 },
        { id: 'o1', name: 'Orc', kind: 'monster', side: 'foes', maxHp: 5, ac: 6 },
        { id: 'o2', name: 'Orc', kind: 'monster', side: 'foes', maxHp: 5, ac: 6 },
      ],
    });
    s = run(s, { type: 'startEncounter' }, { type: 'damage', targetIds: ['o1'], amount: 5 });
    const left: string[] = [];
    for (let i = 0; i < 40 && s.round < 3; i++) {
      const result = dispatch(s, { type: 'nextTurn' });
      for (const e of result.events) {
        if (e.type === 'initiativeSet' && s.round >= 1) {
          const slots = (e as unknown as { slots: { combatantIds: string[] }[] }).slots;
          expect(slots.flatMap((slot) => slot.combatantIds)).not.toContain('o1');
        }
        if (e.type === 'orderLeft')
          left.push(...(e as unknown as { combatantIds: string[] }).combatantIds);
      }
      s = result.state;
    }
    expect(s.round).toBe(3);
    expect(left.filter((id) => id === 'o1').length).toBeLessThanOrEqual(1);
  });
});
