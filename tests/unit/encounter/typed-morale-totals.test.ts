// A physical morale roll typed as its total, without the roll key of each creature or flag:
// `morale: [13, 9]` gives the 2e check's 2d10 of each creature in order, and the OSR morale
// step's and card's 2d6; the faces are the total spread over the dice, recorded as typed. A
// total the dice cannot make is refused; faces typed under the full key still win.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, type EncounterState } from '../../../shared';
import { createRoller } from '../../../shared/dice/roller';
import { seedRng } from '../../../shared/dice/rng';
import type { CombatantInput } from '../../../shared';
import { advanceTo, osrEncounter, rollInitiativeStep, run, started } from '../rules/osr/helpers';

const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'accepted';
};

const orcs2e = (): EncounterState =>
  createEncounter({
    system: 'adnd2e',
    seed: 5,
    options: { 'conv.morale': true } as never,
    combatants: [
      { id: 'rath', name: 'Rath', kind: 'pc', maxHp: 20 },
      ...(['chief', 'orc1'] as const).map((id, i) => ({
        id,
        name: id,
        kind: 'monster' as const,
        side: 'foes',
        statblock: { name: 'Orc', hitDice: '1', hp: 5, ac: 6, morale: i === 0 ? 12 : 9 },
      })),
    ],
  });

const check = (typedRolls: Record<string, number[]>) =>
  dispatch(orcs2e(), { type: 'moraleCheck', combatantIds: ['chief', 'orc1'], typedRolls });

describe('typed morale totals', () => {
  it('the roller spreads a total typed for a roll that names it, as typed dice', () => {
    const roller = createRoller(seedRng(1), { morale: [7, 12] });
    const first = roller.roll('2d6', 'morale:a', { totalsFrom: 'morale' });
    const second = roller.roll('2d6', 'morale:b', { totalsFrom: 'morale' });
    expect([first.total, first.source, first.dice.length]).toEqual([7, 'typed', 2]);
    expect([second.total, second.dice]).toEqual([12, [6, 6]]);
    // Without the option the totals are not this roll's.
    expect(roller.roll('2d6', 'other').source).toBe('rng');
  });

  it('2e: morale [13, 9] decides each creature’s 2d10 check in order through dispatch', () => {
    const { events } = check({ morale: [13, 9] });
    expect(events.filter((e) => e.type === 'reminder').map((e) => [e.key, e.params])).toEqual([
      ['adnd2e:reminders.moraleBreaks', { roll: 13, morale: 12 }],
      ['adnd2e:reminders.moraleHolds', { roll: 9, morale: 9 }],
    ]);
    const rolls = events.flatMap((e) => e.rolls ?? []);
    expect(rolls.map((r) => [r.purpose, r.total, r.source])).toEqual([
      ['morale:chief', 13, 'typed'],
      ['morale:orc1', 9, 'typed'],
    ]);
  });

  it('2e: faces under a creature’s own key win; the next total goes to the next creature', () => {
    const { events } = check({ 'morale:chief': [6, 6], morale: [15] });
    expect(events.filter((e) => e.type === 'reminder').map((e) => e.params)).toEqual([
      { roll: 12, morale: 12 },
      { roll: 15, morale: 9 },
    ]);
  });

  it('2e: a total no 2d10 can make is refused', () => {
    expect(codeOf(() => check({ morale: [21] }))).toBe('rollTotalOutOfRange');
    expect(codeOf(() => check({ morale: [1] }))).toBe('rollTotalOutOfRange');
  });

  it('OSR-RND-04: the morale step’s 2d6 and the card’s roll take a typed total', () => {
    const fighter: CombatantInput = {
      id: 'fighter',
      name: 'Fighter',
      kind: 'pc',
      maxHp: 20,
      ac: 9,
    };
    const orc = (id: string): CombatantInput => ({
      id,
      name: id,
      kind: 'monster',
      groupId: 'orcs',
      statblock: { name: 'Orc', hd: '1', hp: 5, ac: 6, damage: '1d6', movement: 90, morale: 8 },
    });
    let s = started(osrEncounter({ moraleConvention: 'mlTwoD6' }, [fighter, orc('o1'), orc('o2')]));
    s = run(s, { type: 'damage', targetIds: ['o1'], amount: 5 }).state;
    const trigger = s.prompts.find((p) => p.kind === 'moraleTrigger');
    s = run(s, { type: 'resolvePrompt', promptId: trigger?.id, choice: 'check' }).state;
    s = rollInitiativeStep(s, { party: 5, foes: 2 }).state;
    s = advanceTo(s, 'act:foes:melee', 40);
    s = run(s, { type: 'nextTurn', typedRolls: { morale: [11] } }).state;
    const card = s.prompts.find((p) => p.kind === 'morale');
    expect(card?.data).toMatchObject({ roll: 11, ml: 8, suggested: 'breaks' });
    const out = run(s, {
      type: 'resolvePrompt',
      promptId: card?.id,
      choice: 'roll',
      typedRolls: { morale: [4] },
    });
    const recorded = out.events.find((e) => e.type === 'osr.moraleRecorded');
    expect(recorded).toMatchObject({ outcome: 'holds', roll: 4, ml: 8 });
  });
});
