// Acid, holy and unholy water against regeneration (2E-MSL-15, 2E-MSL-16), through
// createEncounter and dispatch: the HP they take are kept per creature, normal healing mends
// them, and the regenerate command brings back HP only up to the maximum less what they took.
import { describe, expect, it } from 'vitest';
import { RuleError, carryIn, carryOver, createEncounter, dispatch } from '../../../../../shared';
import { buildRecap } from '../../../../../shared/export/recap/build';
import { adnd2eI18n } from '../../../../../shared/rules/adnd2e/i18n';
import { recordEncounter } from '../../../export/support/record';
import { encounter, monster, ofType, pc } from '../helpers';
import type { Run } from '../helpers';

type Ev = Record<string, unknown>;
const regenOf = (events: readonly unknown[]) =>
  ofType(events as never, 'adnd2e.regenerated')[0] as Ev;

/** A troll (6+6 HD) with 30 HP. */
const troll = (): Run => encounter([monster('troll', '6+6', { hp: 30 })]);

function rejected(run: Run, command: Record<string, unknown>, code: string): void {
  const before = run.state;
  let thrown: unknown;
  try {
    run.do(command);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).code).toBe(code);
  expect(run.state).toBe(before);
}

describe('2E-MSL-15 acid damage cannot be regenerated', () => {
  it('2E-MSL-15 a troll (30) takes 10 slashing and 8 acid: 12 HP, 8 of the lost HP unregenerable', () => {
    const run = troll();
    run.do({ type: 'damage', targetIds: ['troll'], amount: 10, kind: 'slashing' });
    expect(run.sys('troll').unregenerable).toBe(0);
    const ev = run.do({ type: 'damage', targetIds: ['troll'], amount: 8, kind: 'acid' });
    expect(ofType(ev, 'adnd2e.damaged')[0]).toMatchObject({ cause: 'acid', unregenerable: 8 });
    expect(run.c('troll').hp).toBe(12);
    expect(run.sys('troll').unregenerable).toBe(8);
  });

  it('2E-MSL-15 regenerating 20 brings the troll to 22, not 30: 8 held back for the acid', () => {
    const run = troll();
    run.do({ type: 'damage', targetIds: ['troll'], amount: 10, kind: 'slashing' });
    run.do({ type: 'damage', targetIds: ['troll'], amount: 8, kind: 'acid' });
    const ev = run.do({ type: 'regenerate', combatantId: 'troll', amount: 20 });
    expect(regenOf(ev)).toMatchObject({
      amount: 20,
      restored: 10,
      heldBack: 8,
      unregenerable: 8,
      hp: 22,
    });
    expect(run.c('troll').hp).toBe(22);
    expect(run.sys('troll').unregenerable).toBe(8);
  });

  it('2E-MSL-15 acid must be healed normally: heal 5 → 27, then regeneration stops at 30 − 3 = 27', () => {
    const run = troll();
    run.do({ type: 'damage', targetIds: ['troll'], amount: 10, kind: 'slashing' });
    run.do({ type: 'damage', targetIds: ['troll'], amount: 8, kind: 'acid' });
    run.do({ type: 'regenerate', combatantId: 'troll', amount: 20 });
    run.do({ type: 'heal', targetIds: ['troll'], amount: 5 });
    expect(run.c('troll').hp).toBe(27);
    expect(run.sys('troll').unregenerable).toBe(3);
    const ev = run.do({ type: 'regenerate', combatantId: 'troll', amount: 3 });
    expect(regenOf(ev)).toMatchObject({ restored: 0, heldBack: 3, unregenerable: 3, hp: 27 });
    expect(run.c('troll').hp).toBe(27);
    // healing the last 3 normally: the troll is whole and nothing is held back any more
    run.do({ type: 'heal', targetIds: ['troll'], amount: 3 });
    expect(run.c('troll').hp).toBe(30);
    expect(run.sys('troll').unregenerable).toBe(0);
  });

  it('2E-MSL-15 normal healing before regeneration mends the acid first and raises the cap', () => {
    const run = troll();
    run.do({ type: 'damage', targetIds: ['troll'], amount: 10, kind: 'slashing' });
    run.do({ type: 'damage', targetIds: ['troll'], amount: 8, kind: 'acid' });
    run.do({ type: 'heal', targetIds: ['troll'], amount: 5 });
    expect(run.c('troll').hp).toBe(17);
    expect(run.sys('troll').unregenerable).toBe(3);
    const ev = run.do({ type: 'regenerate', combatantId: 'troll', amount: 20 });
    expect(regenOf(ev)).toMatchObject({ restored: 10, heldBack: 3, hp: 27 });
  });

  it('2E-MSL-15 without acid a troll regenerates its 3 HP a round up to its maximum', () => {
    const run = troll();
    run.do({ type: 'damage', targetIds: ['troll'], amount: 4, kind: 'slashing' });
    const first = run.do({ type: 'regenerate', combatantId: 'troll', amount: 3 });
    expect(regenOf(first)).toMatchObject({ restored: 3, heldBack: 0, hp: 29 });
    const second = run.do({ type: 'regenerate', combatantId: 'troll', amount: 3 });
    expect(regenOf(second)).toMatchObject({ restored: 1, heldBack: 0, hp: 30 });
  });

  it('2E-MSL-15 regeneration given as dice is rolled under `regeneration`, typed dice accepted', () => {
    const run = troll();
    run.do({ type: 'damage', targetIds: ['troll'], amount: 10, kind: 'slashing' });
    run.do({ type: 'damage', targetIds: ['troll'], amount: 8, kind: 'acid' });
    const ev = run.do({
      type: 'regenerate',
      combatantId: 'troll',
      amount: '1d6',
      typedRolls: { regeneration: [4] },
    });
    expect(ev[0]?.rolls?.[0]).toMatchObject({ purpose: 'regeneration', total: 4 });
    expect(regenOf(ev)).toMatchObject({ amount: 4, restored: 4, heldBack: 0, hp: 16 });
    const seeded = troll();
    seeded.do({ type: 'damage', targetIds: ['troll'], amount: 10, kind: 'slashing' });
    const rolled = seeded.do({ type: 'regenerate', combatantId: 'troll', amount: '1d6' });
    const total = rolled[0]?.rolls?.[0]?.total ?? 0;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(6);
    expect(seeded.c('troll').hp).toBe(20 + total);
  });

  it('2E-MSL-15 the acid wound waits for normal healing into the next fight', () => {
    const run = troll();
    run.do({ type: 'startEncounter' });
    run.do({ type: 'damage', targetIds: ['troll'], amount: 10, kind: 'slashing' });
    run.do({ type: 'damage', targetIds: ['troll'], amount: 8, kind: 'acid' });
    const carried = carryOver(run.c('troll'), run.state);
    expect(carried.sys).toMatchObject({ unregenerable: 8 });
    const input = carryIn('adnd2e', carried);
    let next = createEncounter({
      system: 'adnd2e',
      seed: 2,
      combatants: [
        {
          id: 'troll',
          name: 'troll',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'troll', hitDice: '6+6', hp: 30 },
          hp: input.hp,
          maxHp: input.maxHp,
          sys: input.sys,
        },
      ],
    });
    next = dispatch(next, { type: 'regenerate', combatantId: 'troll', amount: 30 }).state;
    expect(next.combatants.troll?.hp).toBe(22);
  });

  it('2E-MSL-15 a dead creature cannot regenerate; the refusal has words in en, uk and ru', () => {
    const run = troll();
    run.do({ type: 'killOutright', combatantId: 'troll', reason: 'burned' });
    rejected(run, { type: 'regenerate', combatantId: 'troll', amount: 3 }, 'deadCannotRegenerate');
    for (const lang of ['en', 'uk', 'ru'] as const) {
      const errors = (adnd2eI18n[lang] as { errors: Record<string, string> }).errors;
      expect(errors.deadCannotRegenerate).toContain('{{combatantId}}');
    }
  });
});

describe('2E-MSL-16 holy and unholy water damage like acid', () => {
  const thrower = () =>
    encounter([
      pc('cleric', [{ group: 'priest', level: 5 }], { hp: 30 }),
      monster('vampire', '8+3', { hp: 40, undead: { row: 'vampire' } }),
    ]);

  it('2E-MSL-16 holy water on a vampire (5 HP) cannot be regenerated: regeneration stops at 35', () => {
    const run = thrower();
    const ev = run.do({
      type: 'grenade',
      attackerId: 'cleric',
      targetId: 'vampire',
      targetAc: 10,
      feet: 10,
      water: 'holy',
      waterDamage: '2d4',
      typedRolls: { attack: [19], damage: [2, 3] },
    });
    expect(ofType(ev, 'adnd2e.damaged')[0]).toMatchObject({
      amount: 5,
      cause: 'holyWater',
      unregenerable: 5,
    });
    run.do({ type: 'damage', targetIds: ['vampire'], amount: 10, kind: 'slashing' });
    expect(run.c('vampire').hp).toBe(25);
    const regen = run.do({ type: 'regenerate', combatantId: 'vampire', amount: 20 });
    expect(regenOf(regen)).toMatchObject({ restored: 10, heldBack: 5, hp: 35 });
    run.do({ type: 'heal', targetIds: ['vampire'], amount: 2 });
    expect(run.c('vampire').hp).toBe(37);
    expect(run.sys('vampire').unregenerable).toBe(3);
    const again = run.do({ type: 'regenerate', combatantId: 'vampire', amount: 3 });
    expect(regenOf(again)).toMatchObject({ restored: 0, heldBack: 3, hp: 37 });
  });

  it('2E-MSL-16 holy or unholy water entered as a damage kind counts the same', () => {
    for (const kind of ['holyWater', 'holy water', 'unholyWater', 'Acid']) {
      const run = troll();
      run.do({ type: 'damage', targetIds: ['troll'], amount: 6, kind });
      expect(run.sys('troll').unregenerable, kind).toBe(6);
      run.do({ type: 'regenerate', combatantId: 'troll', amount: 6 });
      expect(run.c('troll').hp, kind).toBe(24);
    }
  });

  it('2E-MSL-16 the log says how much was held back and why, in en, uk and ru', () => {
    const run = troll();
    run.do({ type: 'damage', targetIds: ['troll'], amount: 8, kind: 'unholyWater' });
    run.do({ type: 'damage', targetIds: ['troll'], amount: 4, kind: 'slashing' });
    const ev = run.do({ type: 'regenerate', combatantId: 'troll', amount: 10 });
    expect(regenOf(ev)).toMatchObject({ restored: 4, heldBack: 6, hp: 22 });
    const { encounter: recorded } = recordEncounter(
      { id: 'e1', name: 'Troll' },
      { system: 'adnd2e', combatants: [monster('troll', '6+6', { hp: 30 })], seed: 1 },
      [
        { type: 'damage', targetIds: ['troll'], amount: 8, kind: 'unholyWater' },
        { type: 'damage', targetIds: ['troll'], amount: 4, kind: 'slashing' },
        { type: 'regenerate', combatantId: 'troll', amount: 10 },
      ],
    );
    const texts = (language: 'en' | 'uk' | 'ru') =>
      buildRecap(recorded, { audience: 'dm', language }).events.map((e) => e.text);
    expect(texts('en')).toContain(
      'troll regenerates 4 HP; 6 held back: damage from acid, holy or unholy water cannot be regenerated, it must be healed normally — HP 22/30',
    );
    expect(texts('uk')).toContain(
      'troll: регенерація +4 ХП; 6 не відновлено: шкоду від кислоти, святої чи несвятої води не можна регенерувати, її лікують звичайним чином — ХП 22/30',
    );
    expect(texts('ru')).toContain(
      'troll: регенерация +4 ХП; 6 не восстановлено: повреждение от кислоты, святой или несвятой воды нельзя регенерировать, его лечат обычным образом — ХП 22/30',
    );
    expect(texts('en')).toContain('troll takes 8 damage (unholy water) — HP 22/30');
  });
});
