// The XP award step's arithmetic (renderer/dm/difficulty/award.ts): each foe's XP field is
// prefilled with the calculator's value (empty when the table has none), what the DM types
// there replaces it in the total and the shares, a slip blocks the award without being
// dropped, and the awardXp command records what each defeated foe was counted at.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, type CreateEncounterInput } from '../../../shared';
import {
  awardCommand,
  awardOf,
  awardReady,
  awardTotal,
  foeProblem,
  readXp,
  shares,
  type AwardFoe,
  type AwardMember,
} from '../../../renderer/dm/difficulty/award';
import { goblin5e as goblin } from '../../fixtures/goblin5e';

const init: CreateEncounterInput = {
  system: 'dnd5e',
  seed: 3,
  combatants: [
    { id: 'aria', name: 'Aria', kind: 'pc', side: 'party', maxHp: 20 },
    { id: 'bron', name: 'Bron', kind: 'pc', side: 'party', maxHp: 24 },
    // A goblin by its challenge rating (50 XP), a thing whose statblock gives no way to reckon.
    { id: 'g1', name: 'Goblin', kind: 'monster', maxHp: 7, statblock: goblin },
    { id: 'x1', name: 'Strange thing', kind: 'monster', maxHp: 9 },
  ],
};

/** The step as it opens on the fight, with every foe marked killed. */
function opened(): { foes: AwardFoe[]; members: AwardMember[] } {
  const award = awardOf(createEncounter(init));
  if (!award) throw new Error('5e has an award');
  for (const foe of award.foes) foe.end = 'killed';
  return award;
}

describe('the award step’s XP fields', () => {
  it('start at the calculator’s XP, empty where the table has none', () => {
    const { foes } = opened();
    expect(foes.map((f) => [f.id, f.xp, f.entry])).toEqual([
      ['g1', 50, '50'],
      ['x1', undefined, ''],
    ]);
    expect(awardTotal(foes)).toBe(50);
  });

  it('an XP typed for the foe the table does not know counts in the total and the shares', () => {
    const { foes, members } = opened();
    const thing = foes.find((f) => f.id === 'x1') as AwardFoe;
    thing.entry = '150';
    expect(awardTotal(foes)).toBe(200);
    expect([...shares(awardTotal(foes), members)]).toEqual([
      ['aria', 100],
      ['bron', 100],
    ]);
    // The typed value replaces the calculator's for a known foe too.
    (foes.find((f) => f.id === 'g1') as AwardFoe).entry = '10';
    expect(awardTotal(foes)).toBe(160);
    expect(awardReady(foes, members)).toBe(true);
  });

  it('reads a whole number 0 or more; anything else is a problem, an empty field is none', () => {
    expect(readXp('')).toEqual({ xp: undefined });
    expect(readXp(' 12 ')).toEqual({ xp: 12 });
    expect(readXp('0')).toEqual({ xp: 0 });
    expect(readXp('100000000')).toEqual({ xp: 100_000_000 });
    for (const slip of ['2.5', '-3', 'abc', '1e3', '12 XP']) {
      expect(readXp(slip), slip).toEqual({ problem: 'whole' });
    }
    // The browser reports a number field it cannot read as empty.
    expect(readXp('', true)).toEqual({ problem: 'whole' });
    expect(readXp('100000001')).toEqual({ problem: 'tooLarge' });
  });

  it('a slip blocks the award, even on a foe not counted, and is kept as typed', () => {
    const { foes, members } = opened();
    const thing = foes.find((f) => f.id === 'x1') as AwardFoe;
    thing.entry = '-5';
    expect(foeProblem(thing)).toBe('whole');
    expect(awardReady(foes, members)).toBe(false);
    thing.end = 'none';
    expect(awardReady(foes, members)).toBe(false);
    expect(thing.entry).toBe('-5');
    thing.entry = '5';
    expect(awardReady(foes, members)).toBe(true);
  });

  it('a share above the engine’s bound blocks the award', () => {
    const { foes, members } = opened();
    for (const foe of foes) foe.entry = '60000000';
    expect(awardReady(foes, members)).toBe(true);
    const alone = members.slice(0, 1);
    expect(awardReady(foes, alone)).toBe(false);
  });

  it('the command records what each defeated foe was counted at, and the engine takes it', () => {
    const { foes, members } = opened();
    (foes.find((f) => f.id === 'x1') as AwardFoe).entry = '150';
    const command = awardCommand(foes, members);
    expect(command).toEqual({
      type: 'awardXp',
      awards: [
        { combatantId: 'aria', xp: 100 },
        { combatantId: 'bron', xp: 100 },
      ],
      defeated: [
        { combatantId: 'g1', how: 'killed', xp: 50 },
        { combatantId: 'x1', how: 'killed', xp: 150 },
      ],
    });
    // A foe left empty is counted at nothing and records no value.
    (foes.find((f) => f.id === 'x1') as AwardFoe).entry = '';
    expect(awardCommand(foes, members).defeated[1]).toEqual({
      combatantId: 'x1',
      how: 'killed',
    });
    const result = dispatch(createEncounter(init), command);
    expect(result.state.xpAward?.defeated).toEqual(command.defeated);
  });
});
