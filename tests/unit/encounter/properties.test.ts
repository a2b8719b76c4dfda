import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEncounter, dispatch, sortSlots, getSystem } from '../../../shared';
import type { InitiativeSlot } from '../../../shared';
import './simple-system';

describe('initiative ordering (property)', () => {
  it('rolled orders are sorted by score, highest first, and hold every present combatant once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ bonus: fc.integer({ min: -5, max: 10 }), grouped: fc.boolean() }), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer(),
        (specs, seed) => {
          const s = createEncounter({
            system: 'simple',
            seed,
            combatants: specs.map((x, i) => ({
              id: `m${i}`,
              name: `M${i}`,
              kind: 'monster' as const,
              initiativeBonus: x.bonus,
              ...(x.grouped ? { groupId: 'pack' } : {}),
            })),
          });
          const { state } = dispatch(s, { type: 'rollInitiative' });
          const scores = state.slots.map((x) => x.score as number);
          for (let i = 1; i < scores.length; i++)
            expect(scores[i - 1]).toBeGreaterThanOrEqual(scores[i] as number);
          const ids = state.slots.flatMap((x) => x.combatantIds).sort();
          expect(ids).toEqual(state.combatantIds.slice().sort());
        },
      ),
      { numRuns: 100 },
    );
  });

  it('sortSlots is stable for equal keys and total for different ones', () => {
    const system = getSystem('simple');
    const s = createEncounter({ system: 'simple', seed: 1 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 20 }), (scores) => {
        const slots: InitiativeSlot[] = scores.map((score, i) => ({
          key: `k${i}`,
          kind: 'turn',
          combatantIds: [],
          score,
          tiebreak: [],
          sequential: false,
        }));
        const sorted = sortSlots(slots, system, s);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1] as InitiativeSlot;
          const b = sorted[i] as InitiativeSlot;
          expect(a.score as number).toBeGreaterThanOrEqual(b.score as number);
          if (a.score === b.score)
            expect(Number(a.key.slice(1))).toBeLessThan(Number(b.key.slice(1)));
        }
      }),
    );
  });
});
