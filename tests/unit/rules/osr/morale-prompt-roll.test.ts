// OSR-RND-04 / A-26: at the morale step the Referee may take the convention's suggested result,
// enter his own, or roll the 2d6 against ML on the card (his physical dice typed as
// `morale:<flag>`), and that roll decides the result and is recorded.
import { describe, expect, it } from 'vitest';
import type { CombatantInput, EncounterState } from '../../../../shared';
import { advanceTo, eventOf, osrEncounter, rollInitiativeStep, run, started } from './helpers';

const fighter: CombatantInput = { id: 'fighter', name: 'Fighter', kind: 'pc', maxHp: 20, ac: 9 };
const orc = (id: string): CombatantInput => ({
  id,
  name: id,
  kind: 'monster',
  groupId: 'orcs',
  statblock: { name: 'Orc', hd: '1', hp: 5, ac: 6, damage: '1d6', movement: 90, morale: 8 },
});
const promptOf = (s: EncounterState, kind: string) => s.prompts.find((p) => p.kind === kind);

function atMoraleStep(): { s: EncounterState; promptId: string; flagId: string } {
  let s = started(osrEncounter({ moraleConvention: 'mlTwoD6' }, [fighter, orc('o1'), orc('o2')]));
  s = run(s, { type: 'damage', targetIds: ['o1'], amount: 5 }).state;
  s = run(s, {
    type: 'resolvePrompt',
    promptId: promptOf(s, 'moraleTrigger')?.id,
    choice: 'check',
  }).state;
  const flagId = (s.sys.morale as { id: string }[])[0]?.id ?? '';
  s = rollInitiativeStep(s, { party: 5, foes: 2 }).state;
  s = advanceTo(s, 'act:foes:melee', 40);
  // The convention's own roll: 2 + 3 = 5, not above ML 8: it suggests "holds".
  s = run(s, { type: 'nextTurn', typedRolls: { [`morale:${flagId}`]: [2, 3] } }).state;
  const p = promptOf(s, 'morale');
  expect(p?.data).toMatchObject({ roll: 5, ml: 8, suggested: 'holds' });
  return { s, promptId: p?.id ?? '', flagId };
}

describe('OSR-RND-04 the morale card rolls 2d6 against ML with typed dice', () => {
  it('OSR-RND-04 typed 6 + 5 = 11 above ML 8: the group breaks, the roll is recorded', () => {
    const { s, promptId, flagId } = atMoraleStep();
    const out = run(s, {
      type: 'resolvePrompt',
      promptId,
      choice: 'roll',
      typedRolls: { [`morale:${flagId}`]: [6, 5] },
    });
    expect(eventOf(out.events, 'osr.moraleRecorded')).toMatchObject({
      outcome: 'breaks',
      roll: 11,
      ml: 8,
    });
    const rolls = out.events.flatMap((e) => e.rolls ?? []);
    expect(rolls.some((r) => r.purpose === `morale:${flagId}`)).toBe(true);
  });

  it('OSR-RND-04 without typed dice the app rolls them; the suggested result stays available', () => {
    const { s, promptId } = atMoraleStep();
    const rolled = eventOf(
      run(s, { type: 'resolvePrompt', promptId, choice: 'roll' }).events,
      'osr.moraleRecorded',
    );
    expect(rolled?.ml).toBe(8);
    expect(rolled?.outcome).toBe(Number(rolled?.roll) > 8 ? 'breaks' : 'holds');
    const taken = run(s, { type: 'resolvePrompt', promptId, choice: 'suggested' });
    expect(eventOf(taken.events, 'osr.moraleRecorded')).toMatchObject({ outcome: 'holds' });
  });
});
