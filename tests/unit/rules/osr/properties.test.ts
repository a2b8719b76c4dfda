// Property tests: escape chance bounds (OSR-WILD-02..04, A-22/A-24), the initiative tie path
// (OSR-INIT-01/02, A-09) and exact replay of OSR logs.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replay, type EngineEvent } from '../../../../shared';
import { defaultEscapeTable } from '../../../../shared/rules/osr';
import {
  escapeChance,
  escapeColumn,
  escapeSucceeds,
} from '../../../../shared/rules/osr/rules/fleeWilderness';
import { sideInitiativeOrder } from '../../../../shared/rules/osr/rules/initiative';
import { eventOf, many, osrEncounter, rollInitiativeStep, run, started } from './helpers';

const size = fc.integer({ min: 1, max: 400 });

describe('escape chance bounds', () => {
  it('without Referee modifiers the chance stays within 10–90% and is base + modifier', () => {
    fc.assert(
      fc.property(size, size, (F, P) => {
        const c = escapeChance(defaultEscapeTable, F, P);
        expect(c.chance).toBeGreaterThanOrEqual(10);
        expect(c.chance).toBeLessThanOrEqual(90);
        expect(c.chance).toBe(c.base + c.mod);
        expect([50, 35, 25, 10]).toContain(c.base);
      }),
    );
  });

  it('more pursuers never raise the chance; a bigger fleeing row never has a higher base', () => {
    fc.assert(
      fc.property(size, size, size, (F, P1, P2) => {
        const [lo, hi] = P1 <= P2 ? [P1, P2] : [P2, P1];
        expect(escapeChance(defaultEscapeTable, F, hi).chance).toBeLessThanOrEqual(
          escapeChance(defaultEscapeTable, F, lo).chance,
        );
      }),
    );
    fc.assert(
      fc.property(size, size, (F1, F2) => {
        const [lo, hi] = F1 <= F2 ? [F1, F2] : [F2, F1];
        expect(escapeChance(defaultEscapeTable, hi, 1).base).toBeLessThanOrEqual(
          escapeChance(defaultEscapeTable, lo, 1).base,
        );
      }),
    );
  });

  it('columns follow exact fractions with no gaps (A-22)', () => {
    fc.assert(
      fc.property(size, size, (F, P) => {
        const col = escapeColumn(defaultEscapeTable.columnLimits, F, P);
        const ratio = P / F;
        expect(col).toBe(ratio <= 0.25 ? 'upTo25' : ratio <= 0.75 ? 'from26to75' : 'over75');
      }),
    );
  });

  it('d100 ≤ chance decides; ≥100 always escapes, ≤0 never (A-24); the 5–95 clamp keeps both outcomes possible', () => {
    const mod = fc.integer({ min: -150, max: 150 });
    fc.assert(
      fc.property(size, size, mod, fc.integer({ min: 1, max: 100 }), (F, P, m, d100) => {
        const c = escapeChance(defaultEscapeTable, F, P, [{ label: 'x', pct: m }]);
        expect(c.chance).toBe(c.base + c.mod + m);
        expect(escapeSucceeds(d100, c.chance)).toBe(d100 <= c.chance);
        if (c.chance >= 100) expect(escapeSucceeds(d100, c.chance)).toBe(true);
        if (c.chance <= 0) expect(escapeSucceeds(d100, c.chance)).toBe(false);
        const clamped = escapeChance(
          defaultEscapeTable,
          F,
          P,
          [{ label: 'x', pct: m }],
          'exactFractions',
          'fiveToNinetyFive',
        );
        expect(clamped.chance).toBeGreaterThanOrEqual(5);
        expect(clamped.chance).toBeLessThanOrEqual(95);
      }),
    );
  });

  it('through the engine the outcome always matches d100 ≤ chance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 100 }),
        (F, P, d100) => {
          const s = run(osrEncounter({}, [...many('p', 1, 'party'), ...many('m', 1, 'foes')]), {
            type: 'setScene',
            env: 'wilderness',
            terrain: 'plain',
          }).state;
          const r = run(s, {
            type: 'fleeWilderness',
            fleeingSideId: 'party',
            pursuerSideId: 'foes',
            fleeingCount: F,
            pursuerCount: P,
            typedRolls: { escape: [d100] },
          });
          const flee = eventOf(r.events, 'osr.fleeResolved').flee as {
            chance: number;
            outcome: string;
          };
          expect(flee.chance).toBe(escapeChance(defaultEscapeTable, F, P).chance);
          expect(flee.outcome).toBe(d100 <= flee.chance ? 'escaped' : 'caught');
          expect(r.state.combatants.p1?.present).toBe(d100 > flee.chance);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('initiative tie path', () => {
  const die = fc.integer({ min: 1, max: 6 });

  it('two sides: equal dice act simultaneously in every sub-phase, otherwise the higher side first', () => {
    const base = started(osrEncounter());
    fc.assert(
      fc.property(die, die, (party, foes) => {
        const s = rollInitiativeStep(base, { party, foes }).state;
        const acting = s.slots.filter((x) => x.kind === 'turn');
        if (party === foes) {
          expect(acting.map((x) => x.key)).toEqual([
            'act:party+foes:spells',
            'act:party+foes:missile',
            'act:party+foes:melee',
          ]);
          for (const slot of acting)
            expect(slot.combatantIds).toEqual(['fighter', 'elf', 'thief', 'g1', 'g2']);
        } else {
          const first = party > foes ? 'party' : 'foes';
          const second = first === 'party' ? 'foes' : 'party';
          expect(acting.map((x) => x.side)).toEqual([first, first, first, second, second, second]);
          expect(acting.map((x) => x.phase)).toEqual([
            'spells',
            'missile',
            'melee',
            'spells',
            'missile',
            'melee',
          ]);
        }
        expect(s.slots[s.slots.length - 1]?.key).toBe('osr:morale');
      }),
      { numRuns: 36 },
    );
  });

  it('any number of sides: descending order, each side once, equal dice share a group (A-09)', () => {
    fc.assert(
      fc.property(fc.array(die, { minLength: 1, maxLength: 8 }), (dice) => {
        const rolls = dice.map((d, i) => ({ sideId: `s${i}`, die: d }));
        const order = sideInitiativeOrder(rolls);
        expect(order.flat().sort()).toEqual(rolls.map((r) => r.sideId).sort());
        const dieOf = (id: string) => rolls.find((r) => r.sideId === id)?.die ?? 0;
        order.forEach((group, i) => {
          expect(new Set(group.map(dieOf)).size).toBe(1);
          const next = order[i + 1];
          if (next) expect(dieOf(group[0] as string)).toBeGreaterThan(dieOf(next[0] as string));
        });
      }),
    );
  });
});

describe('replay', () => {
  it('replaying the events of a random OSR fight rebuilds the same state', () => {
    const command = fc.oneof(
      fc.constant({ type: 'nextTurn' }),
      fc.record({
        type: fc.constant('attack'),
        attackerId: fc.constantFrom('fighter', 'elf', 'g1', 'g2'),
        targetId: fc.constantFrom('thief', 'g1', 'g2'),
        kind: fc.constantFrom('melee', 'ranged', 'unarmed', 'shieldBash'),
      }),
      fc.record({
        type: fc.constant('damage'),
        targetIds: fc.constant(['g2']),
        amount: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({
        type: fc.constant('heal'),
        targetIds: fc.constant(['g2']),
        amount: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({
        type: fc.constant('setRange'),
        aId: fc.constant('elf'),
        bId: fc.constant('g1'),
        feet: fc.constantFrom(5, 30),
      }),
      fc.record({
        type: fc.constant('flagMorale'),
        kind: fc.constant('morale'),
        target: fc.constant({ type: 'side', id: 'foes' }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 40 }),
        fc.integer({ min: 1, max: 1000 }),
        (commands, seed) => {
          const init = osrEncounter({}, undefined, seed);
          let s = run(init, { type: 'startEncounter' }).state;
          const events: EngineEvent[] = [...run(init, { type: 'startEncounter' }).events];
          for (const c of commands) {
            try {
              const r = run(s, c);
              s = r.state;
              events.push(...r.events);
            } catch {
              // refused commands leave no trace
            }
            const prompt = s.prompts[0];
            if (prompt?.kind === 'morale') {
              const r = run(s, { type: 'resolvePrompt', promptId: prompt.id, choice: 'holds' });
              s = r.state;
              events.push(...r.events);
            }
          }
          expect(replay(init, JSON.parse(JSON.stringify(events)) as EngineEvent[])).toEqual(s);
        },
      ),
      { numRuns: 40 },
    );
  });
});
