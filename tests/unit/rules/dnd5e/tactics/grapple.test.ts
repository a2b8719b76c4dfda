import { describe, expect, it } from 'vitest';
import {
  canGrapple,
  canShove,
  contest,
  initialTactics,
  makeAttack,
  RELEASE_GRAPPLE_COST,
  resolveEscape,
  resolveGrapple,
  resolveShove,
  SHOVE_PUSH_FT,
  startTurn,
  takeAction,
  ACTIONS,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { OptionValues } from '../../../../../shared';
import { enc } from '../helpers';

/** The options a new 5e encounter resolves (defaults filled in, values checked). */
const optionsOf = (values: OptionValues = {}) => enc([], values).options;

describe('grapple', () => {
  it('5E-GRAPPLE-01 a grapple is a special melee attack replacing one attack of the Attack action', () => {
    let t = startTurn(initialTactics(), { speeds: { walk: 30 } });
    t = takeAction(t, { kind: 'attack', attacks: 2 }).tactics;
    t = makeAttack(t, 'grapple');
    expect(t.turn?.attacksLeft).toBe(1);
    t = makeAttack(t, 'weapon');
    expect(
      canGrapple({
        attacker: 'medium',
        target: 'medium',
        inReach: true,
        attackAvailable: (t.turn?.attacksLeft ?? 0) > 0,
      }),
    ).toEqual({
      legal: false,
      reason: 'noAttackLeft',
    });
  });

  it('5E-GRAPPLE-02 target at most one size larger, within reach, with a free hand; Str (Athletics) vs Str (Athletics) or Dex (Acrobatics)', () => {
    expect(
      canGrapple({ attacker: 'medium', target: 'large', inReach: true, freeHands: 1 }).legal,
    ).toBe(true);
    expect(canGrapple({ attacker: 'medium', target: 'huge', inReach: true, freeHands: 1 })).toEqual(
      { legal: false, reason: 'targetTooLarge' },
    );
    expect(
      canGrapple({ attacker: 'medium', target: 'tiny', inReach: true, freeHands: 1 }).legal,
    ).toBe(true);
    expect(
      canGrapple({ attacker: 'medium', target: 'medium', inReach: false, freeHands: 1 }),
    ).toEqual({ legal: false, reason: 'outOfReach' });
    expect(
      canGrapple({ attacker: 'medium', target: 'medium', inReach: true, freeHands: 0 }),
    ).toEqual({ legal: false, reason: 'noFreeHand' });
    expect(resolveGrapple({ attackerTotal: 15, targetTotal: 12 })).toEqual({
      grappled: true,
      automatic: false,
    });
    expect(resolveGrapple({ attackerTotal: 12, targetTotal: 15 }).grappled).toBe(false);
  });

  it('EX-33 a Medium creature cannot grapple a Huge one (two sizes larger) but can grapple a Large one', () => {
    expect(canGrapple({ attacker: 'medium', target: 'huge', inReach: true }).legal).toBe(false);
    expect(canGrapple({ attacker: 'medium', target: 'large', inReach: true }).legal).toBe(true);
  });

  it('5E-GRAPPLE-03 the grapple succeeds automatically against an incapacitated target (AMB-15, on by default)', () => {
    expect(
      resolveGrapple({ attackerTotal: 2, targetTotal: 20, targetIncapacitated: true }),
    ).toEqual({ grappled: true, automatic: true });
    expect(
      resolveGrapple({
        attackerTotal: 2,
        targetTotal: 20,
        targetIncapacitated: true,
        autoWinVsIncapacitated: false,
      }).grappled,
    ).toBe(false);
    expect(optionsOf().autoWinVsIncapacitated).toBe(true);
  });

  it('5E-GRAPPLE-04 a win grapples the target; a tie keeps it free; releasing needs no action', () => {
    expect(resolveGrapple({ attackerTotal: 13, targetTotal: 13 }).grappled).toBe(false);
    expect(RELEASE_GRAPPLE_COST).toBe('free');
  });

  it('5E-GRAPPLE-05 escaping takes the action and must win the contest against the grappler', () => {
    expect(ACTIONS.find((a) => a.key === 'escapeGrapple')).toMatchObject({
      ruleId: '5E-GRAPPLE-05',
      check: 'str.athletics|dex.acrobatics',
    });
    expect(resolveEscape(16, 12).escaped).toBe(true);
    expect(resolveEscape(12, 16).escaped).toBe(false);
  });

  it('EX-35 escape 14 vs grappler 14 → still grappled; 15 vs 14 → free', () => {
    expect(contest(14, 14)).toBe('tie');
    expect(resolveEscape(14, 14).escaped).toBe(false);
    expect(resolveEscape(15, 14).escaped).toBe(true);
  });
});

describe('shove', () => {
  it('5E-SHOVE-01 a shove is a special melee attack replacing one attack of the Attack action', () => {
    let t = startTurn(initialTactics(), { speeds: { walk: 30 } });
    t = takeAction(t, { kind: 'attack' }).tactics;
    t = makeAttack(t, 'shove');
    expect(t.turn?.attacksLeft).toBe(0);
    expect(
      canShove({ attacker: 'medium', target: 'medium', inReach: true, attackAvailable: false })
        .legal,
    ).toBe(false);
  });

  it('5E-SHOVE-02 at most one size larger and in reach; contest; incapacitated target fails; winner picks prone or a 5-ft push', () => {
    expect(canShove({ attacker: 'medium', target: 'large', inReach: true }).legal).toBe(true);
    expect(canShove({ attacker: 'medium', target: 'huge', inReach: true })).toEqual({
      legal: false,
      reason: 'targetTooLarge',
    });
    expect(canShove({ attacker: 'medium', target: 'medium', inReach: false })).toEqual({
      legal: false,
      reason: 'outOfReach',
    });
    expect(
      canShove({ attacker: 'medium', target: 'medium', inReach: true, freeHands: 0 }).legal,
    ).toBe(true);
    expect(resolveShove({ attackerTotal: 15, targetTotal: 10 }, 'prone')).toEqual({
      success: true,
      effect: 'prone',
      automatic: false,
    });
    expect(resolveShove({ attackerTotal: 15, targetTotal: 10 }, 'push5').effect).toBe('push5');
    expect(resolveShove({ attackerTotal: 10, targetTotal: 10 }, 'prone')).toEqual({
      success: false,
      effect: null,
      automatic: false,
    });
    expect(
      resolveShove({ attackerTotal: 1, targetTotal: 20, targetIncapacitated: true }, 'push5'),
    ).toEqual({ success: true, effect: 'push5', automatic: true });
    expect(SHOVE_PUSH_FT).toBe(5);
  });
});
