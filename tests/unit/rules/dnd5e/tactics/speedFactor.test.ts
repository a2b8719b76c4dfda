import { describe, expect, it } from 'vitest';
import {
  initialTactics,
  needsRollOff,
  SPEED_FACTOR_DM_SUGGESTIONS,
  SPEED_FACTOR_ROUND,
  SPEED_FACTOR_SIZE,
  SPEED_FACTOR_TABLE,
  speedFactorModifier,
  spendMovement,
  startTurn,
  takeAction,
  DM_ONLY_TACTICAL_INFO,
} from '../../../../../shared/rules/dnd5e/tactics';
import type {
  SpeedFactorAction,
  SpeedFactorEntry,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { OptionValues } from '../../../../../shared';
import { answer, enc, pc, prompt, rejects, run } from '../helpers';
import { creature, fight, tac, turnOf } from '../engine/fight';

/** The speed-factor score the engine gives a Medium greataxe wielder with Dex +3 rolling `d20`. */
function speedFactorScore(options: OptionValues, d20: number): number {
  let s = enc(
    [pc('f', 10, { initiativeBonus: 3, sys: { size: 'medium', abilities: { dex: 16 } } })],
    {
      initiativeMode: 'speedFactor',
      ...options,
    },
  );
  s = run(
    s,
    { type: 'startEncounter' },
    {
      type: 'declareSpeedFactor',
      combatantId: 'f',
      actions: [{ kind: 'weaponAttack', melee: true, heavy: true, twoHanded: true }],
    },
  ).state;
  s = answer(s, prompt(s, 'declareActions'), 'done', { 'init:f': [d20] }).state;
  return s.slots[0]?.score as number;
}

const dagger: SpeedFactorAction = { kind: 'weaponAttack', melee: true, light: true, finesse: true };
const shortsword: SpeedFactorAction = {
  kind: 'weaponAttack',
  melee: true,
  light: true,
  finesse: true,
};
const greataxe: SpeedFactorAction = {
  kind: 'weaponAttack',
  melee: true,
  heavy: true,
  twoHanded: true,
};
const crossbow: SpeedFactorAction = { kind: 'weaponAttack', melee: false, loading: true };
const spell = (level: number): SpeedFactorAction => ({ kind: 'castSpell', level });

describe('speed factor initiative', () => {
  it('5E-SPEED-01 initiative is rerolled every round after each creature chooses its action', () => {
    expect(SPEED_FACTOR_ROUND.rerollEachRound).toBe(true);
    expect(SPEED_FACTOR_ROUND.steps[0]).toBe('chooseActions');
    expect(SPEED_FACTOR_ROUND.steps[1]).toBe('rollInitiative');
  });

  it('5E-SPEED-02 table: spell −level, heavy −2, light/finesse +2, two-handed −2, loading −5; size +5/+2/0/−2/−5/−8; all that apply add', () => {
    expect(SPEED_FACTOR_TABLE.map((r) => [r.key, r.modifier])).toEqual([
      ['castSpell', 'minusSpellLevel'],
      ['meleeHeavy', -2],
      ['meleeLightOrFinesse', 2],
      ['meleeTwoHanded', -2],
      ['rangedLoading', -5],
    ]);
    expect(SPEED_FACTOR_SIZE).toEqual({
      tiny: 5,
      small: 2,
      medium: 0,
      large: -2,
      huge: -5,
      gargantuan: -8,
    });
    expect(speedFactorModifier('medium', [{ kind: 'other' }]).total).toBe(0);
    expect(speedFactorModifier('medium', [spell(0)]).total).toBe(0);
    expect(speedFactorModifier('huge', [greataxe]).total).toBe(-9);
    // AMB-28: the Dex modifier is included by default, with a toggle.
    // Through the engine: d20 12, Dex +3, greataxe −4 → 11; without the Dex modifier 8.
    expect(speedFactorScore({}, 12)).toBe(11);
    expect(speedFactorScore({ 'speedFactor.includeDex': false }, 12)).toBe(8);
  });

  it('EX-22 Medium fighter with a greataxe: −2 −2 = −4; wizard casting a 3rd-level spell −3; crossbow (loading) −5', () => {
    expect(speedFactorModifier('medium', [greataxe]).total).toBe(-4);
    expect(speedFactorModifier('medium', [spell(3)]).total).toBe(-3);
    expect(speedFactorModifier('medium', [crossbow]).total).toBe(-5);
  });

  it('5E-SPEED-03 the same modifier never applies twice; spellcasting counts the highest-level spell only', () => {
    const twoDaggers = speedFactorModifier('medium', [dagger, dagger]);
    expect(twoDaggers.total).toBe(2);
    expect(twoDaggers.parts.filter((p) => p.key === 'meleeLightOrFinesse')).toHaveLength(1);
    expect(speedFactorModifier('medium', [spell(1), spell(3)]).total).toBe(-3);
  });

  it('EX-21 a Small rogue attacking with two daggers: +2 (light, once) + 2 (Small) = +4', () => {
    expect(speedFactorModifier('small', [dagger, dagger]).total).toBe(4);
  });

  it('5E-SPEED-04 bonus-action modifiers apply to the same turn, still never twice', () => {
    const paladin = speedFactorModifier('medium', [spell(2), shortsword]);
    expect(paladin.parts.map((p) => [p.key, p.modifier])).toEqual([
      ['size.medium', 0],
      ['castSpell', -2],
      ['meleeLightOrFinesse', 2],
    ]);
  });

  it('EX-20 a Medium paladin casting a 2nd-level spell as a bonus action, then attacking with a shortsword: −2 + 2 + 0 = +0', () => {
    expect(speedFactorModifier('medium', [spell(2), shortsword]).total).toBe(0);
  });

  it('5E-SPEED-05 the DM may rule on unlisted actions, usually ±2 or ±5 (a winch: −5), counted once', () => {
    expect(SPEED_FACTOR_DM_SUGGESTIONS).toEqual([-5, -2, 2, 5]);
    const winch: SpeedFactorAction = { kind: 'dmRuling', key: 'winch', modifier: -5 };
    const m = speedFactorModifier('medium', [winch, winch]);
    expect(m.total).toBe(-5);
    expect(m.parts.at(-1)).toEqual({ key: 'dm.winch', modifier: -5, ruleId: '5E-SPEED-05' });
  });

  it('5E-SPEED-06 the DM counts down from 30; ties go to the higher Dexterity score, then a roll-off; totals stay DM-only', () => {
    expect(SPEED_FACTOR_ROUND.countDownFrom).toBe(30);
    expect(SPEED_FACTOR_ROUND.totalsVisibleTo).toBe('dm');
    expect(DM_ONLY_TACTICAL_INFO).toContain('speedFactorTotals');
    const entries: (SpeedFactorEntry & { id: string })[] = [
      { id: 'a', total: 15, dexScore: 12, rollOff: 4 },
      { id: 'b', total: 18, dexScore: 10 },
      { id: 'c', total: 15, dexScore: 16 },
      { id: 'd', total: 15, dexScore: 12, rollOff: 9 },
    ];
    // Through the engine: the same totals (all Medium, no declared actions, Dex score as given).
    let state = enc(
      entries.map((e) =>
        pc(e.id, 10, {
          initiativeBonus: 0,
          sys: { size: 'medium', abilities: { dex: e.dexScore } },
        }),
      ),
      { initiativeMode: 'speedFactor' },
    );
    state = run(state, { type: 'startEncounter' }).state;
    state = answer(state, prompt(state, 'declareActions'), 'done', {
      ...Object.fromEntries(entries.map((e) => [`init:${e.id}`, [e.total]])),
      'tie:c:a': [4],
      'tie:c:d': [9],
    }).state;
    expect(state.slots.map((x) => x.key)).toEqual(['c:b', 'c:c', 'c:d', 'c:a']);
    expect(needsRollOff({ total: 15, dexScore: 12 }, { total: 15, dexScore: 12 })).toBe(true);
    expect(needsRollOff({ total: 15, dexScore: 12 }, { total: 15, dexScore: 13 })).toBe(false);
  });

  it('5E-SPEED-07 the creature moves normally but takes its chosen action or none (AMB-27: impossible → none)', () => {
    // Through the engine: the declared attack is the turn's only action; any other is refused.
    let sf = fight([creature('a', 'pc', { speed: { walk: 30 } }), creature('o', 'monster', {})], {
      initiativeMode: 'speedFactor',
    });
    sf = run(sf, {
      type: 'declareSpeedFactor',
      combatantId: 'a',
      actions: [{ kind: 'weaponAttack', melee: true }],
    }).state;
    sf = turnOf(answer(sf, prompt(sf, 'declareActions'), 'done').state, 'a');
    expect(tac(sf, 'a').tactics?.turn?.committedAction).toBe('attack');
    run(sf, { type: 'takeAction', combatantId: 'a', action: 'attack' });
    rejects(
      sf,
      { type: 'takeAction', combatantId: 'a', action: 'dodge' },
      'committedToOtherAction',
    );
    const t = startTurn(initialTactics(), { speeds: { walk: 30 }, committedAction: 'castSpell' });
    expect(() => takeAction(t, { kind: 'attack' })).toThrow(/committedToOtherAction/);
    expect(spendMovement(t, 30).turn?.movementUsed).toBe(30);
    expect(takeAction(t, { kind: 'castSpell' }).tactics.turn?.actionsTaken).toEqual(['castSpell']);
  });

  it('5E-SPEED-08 when everyone has acted, repeat: choose actions, roll, act', () => {
    expect(SPEED_FACTOR_ROUND.steps).toEqual([
      'chooseActions',
      'rollInitiative',
      'countDown',
      'actInOrder',
    ]);
    expect(SPEED_FACTOR_ROUND.rerollEachRound).toBe(true);
  });
});
