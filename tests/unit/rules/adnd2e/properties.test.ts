// Property tests of the 2e rule functions: ordering, rates, healing bounds, damage bounds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attacksInRound, scheduleAttacks } from '../../../../shared/rules/adnd2e/rules/initiative';
import { encounter, monster } from './helpers';
import { naturalHealing } from '../../../../shared/rules/adnd2e/rules/healing';
import { hitDamage } from '../../../../shared/rules/adnd2e/rules/damage';
import {
  flatOfBladeDamage,
  splitBareHandedDamage,
} from '../../../../shared/rules/adnd2e/rules/nonLethal';
import { creatureThac0, saveNumber, turnColumnIndex } from '../../../../shared/rules/adnd2e/tables';

describe('properties of the 2e rules', () => {
  it('the rolled order is ascending, holds every creature once, and ties share a slot (2E-INIT-02, -03)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 12 }),
        (dice) => {
          const ids = dice.map((_, i) => `c${i}`);
          const run = encounter(
            ids.map((id) => monster(id, '1', { hp: 5 })),
            { 'opt.initiativeMode': 'individual' },
          );
          run.do({ type: 'startEncounter' });
          run.do({
            type: 'rollInitiative',
            typedRolls: Object.fromEntries(ids.map((id, i) => [`init:${id}`, [dice[i]]])),
          });
          const slots = run.state.slots.filter((x) => x.kind === 'turn');
          expect(slots.flatMap((x) => x.combatantIds).sort()).toEqual([...ids].sort());
          const nums = slots.map((x) => x.score as number);
          expect(nums).toEqual([...nums].sort((a, b) => a - b));
          expect(new Set(nums).size).toBe(nums.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a rate of per/rounds gives exactly `per` attacks every `rounds` rounds (2E-INIT-12, 2E-MSL-04)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 5 }),
        (per, rounds, k) => {
          let sum = 0;
          for (let r = k * rounds + 1; r <= (k + 1) * rounds; r++)
            sum += attacksInRound({ per, rounds }, r);
          expect(sum).toBe(per);
        },
      ),
    );
  });

  it('every first attack comes before any second attack (2E-INIT-12)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            score: fc.integer({ min: 0, max: 12 }),
            attacks: fc.integer({ min: 0, max: 4 }),
          }),
          { maxLength: 12 },
        ),
        (cs) => {
          const order = scheduleAttacks(cs.map((c, i) => ({ id: `c${i}`, ...c })));
          for (let i = 1; i < order.length; i++) {
            expect((order[i] as { attack: number }).attack).toBeGreaterThanOrEqual(
              (order[i - 1] as { attack: number }).attack,
            );
          }
          expect(order).toHaveLength(cs.reduce((s, c) => s + c.attacks, 0));
        },
      ),
    );
  });

  it('natural healing never lowers HP and never passes the maximum (2E-HEAL-01..04)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -10, max: 100 }),
        fc.array(fc.constantFrom('bedRest', 'rest', 'strain', 'deprived' as const), {
          maxLength: 40,
        }),
        fc.integer({ min: -3, max: 7 }),
        (max, hp0, days, con) => {
          const hp = Math.min(hp0, max);
          const r = naturalHealing({ hp, maxHp: max, bedRestStreak: 0 }, days, { conHpBonus: con });
          expect(r.state.hp).toBeGreaterThanOrEqual(hp);
          expect(r.state.hp).toBeLessThanOrEqual(Math.max(hp, max));
        },
      ),
    );
  });

  it('a successful hit does at least 1 point; splits never lose or invent damage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 1, max: 5 }),
        (dice, bonus, mult) => {
          expect(hitDamage(dice, bonus, mult)).toBeGreaterThanOrEqual(1);
          const flat = flatOfBladeDamage(dice);
          expect(flat.temporary + flat.normal).toBe(flat.total);
          const split = splitBareHandedDamage(dice);
          expect(split.normal + split.restored).toBe(dice);
        },
      ),
    );
  });

  it('table lookups stay in range for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 100 }),
        fc.integer({ min: -3, max: 10 }),
        (hd, mod) => {
          const t = creatureThac0({ count: hd, modifier: mod });
          expect(t).toBeGreaterThanOrEqual(5);
          expect(t).toBeLessThanOrEqual(20);
          expect(saveNumber('rogue', hd, 'spell')).toBeGreaterThanOrEqual(5);
          expect(turnColumnIndex(hd)).toBeLessThanOrEqual(11);
        },
      ),
    );
  });
});
