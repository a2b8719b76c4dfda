// Rules wired into the 2e commands, asserted through createEncounter + dispatch: a drained
// caster forgets spells above his new limit (2E-DRAIN-05), a spell on several creatures meets
// each one's magic resistance (2E-MR-07), a blast behind 90% cover (2E-MSL-10), and what a
// grenade-like container does: break or hold (2E-MSL-13), holy and unholy water (2E-MSL-16),
// a thrown poison (2E-MSL-18).
import { describe, expect, it } from 'vitest';
import { encounter, monster, ofType, pc } from '../helpers';

const reminders = (events: readonly Record<string, unknown>[], key: string) =>
  events.filter((e) => e.type === 'reminder' && e.key === `adnd2e:reminders.${key}`);

describe('2E-DRAIN-05 spells beyond the new level are forgotten', () => {
  const mage = () =>
    encounter([
      pc('m', [{ group: 'wizard', level: 5, name: 'mage', hitDie: 4 }], { hp: 14 }),
      monster('wight', '4+3', { hp: 25 }),
    ]);
  const memorized = [
    { name: 'magic missile', level: 1 },
    { name: 'web', level: 2 },
    { name: 'fireball', level: 3 },
  ];

  it('2E-DRAIN-05 a 5th-level mage drained to 4th (2nd-level spells at most) forgets fireball', () => {
    const run = mage();
    const ev = run.do({
      type: 'drain',
      combatantId: 'm',
      levels: 1,
      memorized,
      maxSpellLevel: 2,
      typedRolls: { 'drainHitDie.mage.5': [3] },
    });
    expect(ofType(ev, 'adnd2e.drained')[0]).toMatchObject({ newLevel: 4, maxHpLoss: 3 });
    expect(reminders(ev, 'spellsForgotten')).toEqual([
      expect.objectContaining({ params: { spells: 'fireball', maxLevel: 2 }, combatantId: 'm' }),
    ]);
  });

  it('2E-DRAIN-05 two levels (to 3rd, 2nd-level spells) forget nothing more; to 1st only 1st-level spells stay', () => {
    const run = mage();
    const two = run.do({
      type: 'drain',
      combatantId: 'm',
      levels: 1,
      memorized: memorized.slice(0, 2),
      maxSpellLevel: 2,
      typedRolls: { 'drainHitDie.mage.5': [1] },
    });
    expect(reminders(two, 'spellsForgotten')).toHaveLength(0);
    const ev = run.do({
      type: 'drain',
      combatantId: 'm',
      levels: 3,
      memorized,
      maxSpellLevel: 1,
      typedRolls: {
        'drainHitDie.mage.4': [1],
        'drainHitDie.mage.3': [1],
        'drainHitDie.mage.2': [1],
      },
    });
    expect(reminders(ev, 'spellsForgotten')[0]).toMatchObject({
      params: { spells: 'web, fireball', maxLevel: 1 },
    });
  });

  it('2E-DRAIN-05 the spell being cast is lost when it is above the new limit', () => {
    const run = mage();
    run.do({
      type: 'declare',
      combatantId: 'm',
      action: 'castSpell',
      spell: 'fireball',
      castingTime: 3,
    });
    const init = { 'init:side:party': [9], 'init:side:foes': [2] };
    run.do({ type: 'startEncounter', typedRolls: init });
    // a round that opens with its declarations step rolls initiative on leaving it
    if (run.sys('m').pendingSpell === null) run.do({ type: 'nextTurn', typedRolls: init });
    expect((run.sys('m').pendingSpell as { name: string } | null)?.name).toBe('fireball');
    const ev = run.do({
      type: 'drain',
      combatantId: 'm',
      levels: 1,
      memorized,
      maxSpellLevel: 2,
      typedRolls: { 'drainHitDie.mage.5': [2] },
    });
    expect(ofType(ev, 'adnd2e.spellLost')[0]).toMatchObject({
      combatantId: 'm',
      spell: 'fireball',
      cause: 'drain',
    });
    expect(run.sys('m').pendingSpell).toBeNull();
  });
});

describe('2E-MR-07 a spell on several creatures: each resistant one rolls separately', () => {
  const party = () =>
    encounter([
      pc('a', [{ group: 'warrior', level: 3 }], { hp: 20 }),
      pc('b', [{ group: 'warrior', level: 3 }], { hp: 20 }),
      pc('c', [{ group: 'rogue', level: 3 }], { hp: 12 }),
      monster('d', '3', { hp: 15, magicResistance: 50 }, 'party'),
      monster('e', '3', { hp: 15, magicResistance: 35 }, 'party'),
    ]);

  it('2E-MR-07 hold person on 4 creatures, one resists (d100 30 vs 50%): the other 3 are affected', () => {
    const run = party();
    const ev = run.do({
      type: 'magicResistance',
      combatantId: 'd',
      otherTargetIds: ['a', 'b', 'c'],
      typedRolls: { magicResistance: [30] },
    });
    const rolled = ofType(ev, 'adnd2e.mrRolled');
    expect(rolled).toHaveLength(4);
    expect(rolled[0]).toMatchObject({
      combatantId: 'd',
      mr: 50,
      roll: 30,
      resisted: true,
      effect: 'unaffected',
    });
    for (const r of rolled.slice(1))
      expect(r).toMatchObject({ mr: 0, roll: null, resisted: false });
    expect(reminders(ev, 'mrTargets')[0]).toMatchObject({
      params: { affected: 'a, b, c', resisted: 'd' },
    });
  });

  it('2E-MR-07 two resistant targets roll on their own dice: 30 vs 50% resists, 36 vs 35% does not', () => {
    const run = party();
    const ev = run.do({
      type: 'magicResistance',
      combatantId: 'd',
      otherTargetIds: ['e', 'a'],
      typedRolls: { magicResistance: [30], 'magicResistance:e': [36] },
    });
    const rolled = ofType(ev, 'adnd2e.mrRolled');
    expect(rolled.map((r) => [r.combatantId, r.roll, r.resisted])).toEqual([
      ['d', 30, true],
      ['e', 36, false],
      ['a', null, false],
    ]);
    expect(reminders(ev, 'mrTargets')[0]).toMatchObject({
      params: { affected: 'e, a', resisted: 'd' },
    });
  });

  it('2E-MR-07 a single-target spell is cancelled entirely when its target resists', () => {
    const run = party();
    const ev = run.do({
      type: 'magicResistance',
      combatantId: 'e',
      typedRolls: { magicResistance: [35] },
    });
    expect(ofType(ev, 'adnd2e.mrRolled')[0]).toMatchObject({
      resisted: true,
      effect: 'spellCancelled',
    });
    expect(reminders(ev, 'mrTargets')).toHaveLength(0);
  });

  it('2E-MR-07 nobody resists: all are affected', () => {
    const run = party();
    const ev = run.do({
      type: 'magicResistance',
      combatantId: 'd',
      otherTargetIds: ['e'],
      typedRolls: { magicResistance: [51], 'magicResistance:e': [99] },
    });
    expect(reminders(ev, 'mrTargets')[0]).toMatchObject({
      params: { affected: 'd, e', resisted: '—' },
    });
  });
});

describe('2E-MSL-10 a blast behind 90% hard cover', () => {
  const two = (options = {}) =>
    encounter(
      [
        pc('a', [{ group: 'warrior', level: 9 }], { hp: 60 }),
        pc('b', [{ group: 'warrior', level: 9 }], { hp: 60 }),
      ],
      options,
    );

  it('2E-MSL-10 the fireball strikes the wall first: half on a failed save, none on a made one', () => {
    const run = two();
    run.do({
      type: 'damage',
      targetIds: ['a', 'b'],
      amount: 30,
      kind: 'fireball',
      coverPercent: 90,
      savedIds: ['b'],
    });
    expect(run.c('a').hp).toBe(45);
    expect(run.c('b').hp).toBe(60);
  });

  it('2E-MSL-10 the fireball bursts on his side of the wall: no cover benefit (full, or half on a save)', () => {
    const run = two();
    run.do({
      type: 'damage',
      targetIds: ['a', 'b'],
      amount: 30,
      coverPercent: 90,
      burstBehindCover: true,
      savedIds: ['b'],
    });
    expect(run.c('a').hp).toBe(30);
    expect(run.c('b').hp).toBe(45);
  });

  it('2E-MSL-10 less than 90% cover: the usual save (half, or none for a spell a save negates)', () => {
    const run = two();
    run.do({
      type: 'damage',
      targetIds: ['a', 'b'],
      amount: 30,
      coverPercent: 75,
      savedIds: ['b'],
    });
    expect(run.c('a').hp).toBe(30);
    expect(run.c('b').hp).toBe(45);
    run.do({ type: 'damage', targetIds: ['b'], amount: 10, savedIds: ['b'], onSave: 'none' });
    expect(run.c('b').hp).toBe(45);
  });

  it('2E-MSL-10 an odd blast is halved by the DM’s rounding (AMB-12: down by default)', () => {
    const down = two();
    down.do({ type: 'damage', targetIds: ['a'], amount: 25, coverPercent: 90 });
    expect(down.c('a').hp).toBe(60 - 12);
    const up = two({ 'dm.rounding': 'up' });
    up.do({ type: 'damage', targetIds: ['a'], amount: 25, coverPercent: 90 });
    expect(up.c('a').hp).toBe(60 - 13);
  });
});

describe('grenade-like containers', () => {
  const thrower = (target: Record<string, unknown> = {}) =>
    encounter([
      pc('t', [{ group: 'priest', level: 5 }], { hp: 30 }),
      monster('x', '3', { hp: 20, ...target }),
    ]);
  const hit = { attack: [19] };

  it('2E-MSL-13 a container that hits breaks at once, even with the DM’s item save', () => {
    const run = thrower();
    const ev = run.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'x',
      targetAc: 10,
      feet: 10,
      oil: 'douse',
      containerSaved: true,
      typedRolls: hit,
    });
    expect(reminders(ev, 'containerIntact')).toHaveLength(0);
    expect(run.c('x').conditions.map((c) => c.key)).toEqual(['doused']);
  });

  it('2E-MSL-13 a tough container breaks unless its item save succeeds; then nothing spills', () => {
    const held = thrower();
    const ev = held.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'x',
      targetAc: 10,
      feet: 10,
      oil: 'flaming',
      tough: true,
      containerSaved: true,
      typedRolls: hit,
    });
    expect(reminders(ev, 'containerIntact')).toHaveLength(1);
    expect(ofType(ev, 'adnd2e.damaged')).toHaveLength(0);
    expect(held.c('x').hp).toBe(20);
    const broke = thrower();
    broke.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'x',
      targetAc: 10,
      feet: 10,
      oil: 'flaming',
      tough: true,
      containerSaved: false,
      typedRolls: { ...hit, burningOil: [3, 4] },
    });
    expect(broke.c('x').hp).toBe(13);
    const unasked = thrower();
    unasked.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'x',
      targetAc: 10,
      feet: 10,
      oil: 'douse',
      tough: true,
      typedRolls: hit,
    });
    expect(unasked.c('x').conditions.map((c) => c.key)).toEqual(['doused']);
  });

  const water = (
    kind: 'holy' | 'unholy',
    target: Record<string, unknown>,
    nature?: Record<string, boolean>,
  ) => {
    const run = thrower(target);
    const ev = run.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'x',
      targetAc: 10,
      feet: 10,
      water: kind,
      waterDamage: '2d4',
      ...(nature ? { targetNature: nature } : {}),
      typedRolls: { ...hit, damage: [2, 3] },
    });
    return { hp: run.c('x').hp, ev };
  };

  it('2E-MSL-16 holy water harms undead and Lower-Planes creatures like acid', () => {
    const undead = water('holy', { undead: { row: 'zombie' } });
    expect(undead.hp).toBe(15);
    expect(ofType(undead.ev, 'adnd2e.damaged')[0]).toMatchObject({ amount: 5, cause: 'holyWater' });
    expect(water('holy', {}, { lowerPlanes: true }).hp).toBe(15);
  });

  it('2E-MSL-16 holy water does nothing to gaseous creatures, undead without material form, or the living', () => {
    const ghost = water('holy', { undead: { row: 'ghost' } }, { incorporeal: true });
    expect(ghost.hp).toBe(20);
    expect(reminders(ghost.ev, 'waterNoEffect')[0]).toMatchObject({ params: { water: 'holy' } });
    expect(water('holy', { undead: { row: 'vampire' } }, { gaseous: true }).hp).toBe(20);
    expect(water('holy', {}).hp).toBe(20);
  });

  it('2E-MSL-16 unholy water harms paladins, defenders of good and Upper-Planes creatures, not undead', () => {
    const paladin = encounter([
      pc('t', [{ group: 'priest', level: 5, evilPriest: true }], { hp: 30 }),
      pc('p', [{ group: 'warrior', level: 4, paladin: true }], { hp: 30 }, 'foes'),
    ]);
    const ev = paladin.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'p',
      targetAc: 10,
      feet: 10,
      water: 'unholy',
      waterDamage: '2d4',
      typedRolls: { ...hit, damage: [3, 3] },
    });
    expect(ofType(ev, 'adnd2e.damaged')[0]).toMatchObject({ amount: 6, cause: 'unholyWater' });
    expect(paladin.c('p').hp).toBe(24);
    expect(water('unholy', {}, { defenderOfGood: true }).hp).toBe(15);
    expect(water('unholy', {}, { upperPlanes: true }).hp).toBe(15);
    expect(water('unholy', { undead: { row: 'zombie' } }).hp).toBe(20);
  });

  it('2E-MSL-16 without the DM’s damage dice the log says the water harms it', () => {
    const run = thrower({ undead: { row: 'skeleton' } });
    const ev = run.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'x',
      targetAc: 10,
      feet: 10,
      water: 'holy',
      typedRolls: hit,
    });
    expect(reminders(ev, 'waterAffects')[0]).toMatchObject({ params: { water: 'holy' } });
  });

  const poison = (target: Record<string, unknown>, p: Record<string, unknown>, attack = 19) => {
    const run = thrower(target);
    const ev = run.do({
      type: 'grenade',
      attackerId: 't',
      targetId: 'x',
      targetAc: 10,
      feet: 10,
      poison: { effect: 'paralytic', ...p },
      typedRolls: { attack: [attack], 'poison.paralytic': [3, 4] },
    });
    return { ev, keys: run.c('x').conditions.map((c) => c.key) };
  };

  it('2E-MSL-18 a thrown poison works on a direct hit into the open maw of a huge creature', () => {
    expect(poison({ size: 'H' }, { intoOpenMaw: true }).keys).toEqual(['poisonParalytic']);
    expect(poison({ size: 'G' }, { intoOpenMaw: true }).keys).toEqual(['poisonParalytic']);
    const small = poison({ size: 'M' }, { intoOpenMaw: true });
    expect(small.keys).toEqual([]);
    expect(reminders(small.ev, 'thrownPoisonNoEffect')).toHaveLength(1);
    expect(poison({ size: 'H' }, {}).keys).toEqual([]);
  });

  it('2E-MSL-18 a contact poison has its normal effect on any direct hit, and none on a miss', () => {
    expect(poison({ size: 'S' }, { contact: true }).keys).toEqual(['poisonParalytic']);
    const miss = poison({ size: 'S' }, { contact: true }, 2);
    expect(miss.keys).toEqual([]);
    expect(reminders(miss.ev, 'scatter')).toHaveLength(1);
  });
});
