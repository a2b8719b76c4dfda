// Saving throws (2E-SAVE-03..13), magic resistance (2E-MR-01..03, -06), missiles (2E-MSL-01, -05,
// -06, -08, -09, -12), punching and wrestling (2E-NL-03..17) and parrying (2E-PARRY-02), through
// createEncounter and dispatch: the numbers of the rules on the resulting events and state.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../../shared';
import { encounter, monster, ofType, pc } from '../helpers';
import type { Run } from '../helpers';

type Ev = Record<string, unknown>;
const saveOf = (events: readonly unknown[]) =>
  ofType(events as never, 'adnd2e.saveRolled')[0] as Ev;
const attackOf = (events: readonly unknown[]) =>
  ofType(events as never, 'adnd2e.attackRolled')[0] as Ev;
const mrOf = (events: readonly unknown[]) => ofType(events as never, 'adnd2e.mrRolled')[0] as Ev;
const reminders = (events: readonly unknown[], key: string) =>
  (events as Ev[]).filter((e) => e.type === 'reminder' && e.key === `adnd2e:reminders.${key}`);
const mods = (e: Ev) => e.modifiers as { source: string; value: number }[];

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

/** A 1st-level fighter: 14 paralyzation, 16 rod, 15 petrification, 17 breath, 17 spell. */
const fighter = (extra: Record<string, unknown> = {}) =>
  encounter([pc('f', [{ group: 'warrior', level: 1 }], { hp: 10, ...extra })]);

describe('saving throws through the save command', () => {
  it('2E-SAVE-03 a target that chooses not to resist gets no save: it fails, no die is rolled', () => {
    const run = fighter();
    const ev = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      voluntaryFail: true,
      typedRolls: { save: [20] },
    });
    expect(saveOf(ev)).toMatchObject({
      category: 'spell',
      success: false,
      voluntary: true,
      need: 17,
      natural: 0,
    });
    expect(saveOf(ev).rolls ?? []).toEqual([]);
  });

  it('2E-SAVE-05 an ability check replaces the save: d20 ≤ Dex 15 dodges the falling block', () => {
    const run = fighter();
    const ok = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['breath'],
      abilityScore: 15,
      typedRolls: { abilityCheck: [15] },
    });
    expect(saveOf(ok)).toMatchObject({
      category: 'abilityCheck',
      natural: 15,
      need: 15,
      success: true,
    });
    const no = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['breath'],
      abilityScore: 15,
      typedRolls: { abilityCheck: [16] },
    });
    expect(saveOf(no)).toMatchObject({ category: 'abilityCheck', natural: 16, success: false });
  });

  it('2E-SAVE-06 need 11 vs. petrification with +1: a natural 10 succeeds, a 9 fails; the need stays 11', () => {
    const run = encounter([
      pc('delsenora', [{ group: 'wizard', level: 5 }], {
        hp: 12,
        saves: { petrification: 11 },
        saveBonus: 1,
      }),
    ]);
    const ten = run.do({
      type: 'save',
      combatantId: 'delsenora',
      categories: ['petrification'],
      typedRolls: { save: [10] },
    });
    expect(saveOf(ten)).toMatchObject({ natural: 10, total: 11, need: 11, success: true });
    const nine = run.do({
      type: 'save',
      combatantId: 'delsenora',
      categories: ['petrification'],
      typedRolls: { save: [9] },
    });
    expect(saveOf(nine)).toMatchObject({ natural: 9, total: 10, need: 11, success: false });
  });

  it('2E-SAVE-07 Wisdom bonus against a mental attack; Dexterity 17 (defense -3) gives +3 against a fireball', () => {
    const run = fighter({ wisdomSaveBonus: 2, dexterity: 17 });
    const charm = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { mental: true },
      typedRolls: { save: [15] },
    });
    expect(mods(saveOf(charm))).toEqual([{ source: '2E-SAVE-07.wis', value: 2 }]);
    expect(saveOf(charm)).toMatchObject({ total: 17, need: 17, success: true });
    const fireball = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { dodgeable: true },
      typedRolls: { save: [14] },
    });
    expect(mods(saveOf(fireball))).toEqual([{ source: '2E-SAVE-07.dex', value: 3 }]);
    expect(saveOf(fireball)).toMatchObject({ total: 17, success: true });
    // the Wisdom bonus does not help against the fireball, nor the Dex bonus against the charm
    const plain = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      typedRolls: { save: [15] },
    });
    expect(mods(saveOf(plain))).toEqual([]);
    expect(saveOf(plain)).toMatchObject({ total: 15, success: false });
  });

  it('2E-SAVE-09 magic armor +2 counts against acid or fire, never against poison, gas or a mental effect', () => {
    const run = fighter();
    const acid = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['breath'],
      situation: { magicArmorBonus: 2, physical: true },
      typedRolls: { save: [15] },
    });
    expect(mods(saveOf(acid))).toEqual([{ source: '2E-SAVE-09', value: 2 }]);
    expect(saveOf(acid)).toMatchObject({ total: 17, need: 17, success: true });
    const sting = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['paralyzation'],
      situation: { magicArmorBonus: 2, physical: true, gasPoisonMentalOrHarmless: true },
      typedRolls: { save: [13] },
    });
    expect(mods(saveOf(sting))).toEqual([]);
    expect(saveOf(sting)).toMatchObject({ total: 13, need: 14, success: false });
    const polymorph = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['petrification'],
      situation: { magicArmorBonus: 2 },
      typedRolls: { save: [14] },
    });
    expect(mods(saveOf(polymorph))).toEqual([]);
    expect(saveOf(polymorph)).toMatchObject({ total: 14, need: 15, success: false });
  });

  it('2E-SAVE-10 a spell imposing -4 on the save: 18 rolled, 14 against 17, failed', () => {
    const run = fighter();
    const ev = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { effectModifier: -4 },
      typedRolls: { save: [18] },
    });
    expect(mods(saveOf(ev))).toEqual([{ source: '2E-SAVE-10', value: -4 }]);
    expect(saveOf(ev)).toMatchObject({ natural: 18, total: 14, need: 17, success: false });
  });

  it('2E-SAVE-11 a weak poison (giant centipede) +4: 10 rolled saves against 14', () => {
    const run = fighter();
    const ev = run.do({
      type: 'save',
      combatantId: 'f',
      effect: { poison: true },
      situation: { weakPoisonBonus: 4 },
      typedRolls: { save: [10] },
    });
    expect(saveOf(ev)).toMatchObject({
      category: 'paralyzation',
      need: 14,
      total: 14,
      success: true,
    });
    expect(mods(saveOf(ev))).toEqual([{ source: '2E-SAVE-11', value: 4 }]);
  });

  it('2E-SAVE-12 in 50% cover the fireball save gets +4 (90%: +10); concealment gives none by default', () => {
    const run = fighter();
    const half = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { coverPercent: 50 },
      typedRolls: { save: [13] },
    });
    expect(mods(saveOf(half))).toEqual([{ source: '2E-SAVE-12', value: 4 }]);
    expect(saveOf(half)).toMatchObject({ total: 17, success: true });
    const wall = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { coverPercent: 90 },
      typedRolls: { save: [7] },
    });
    expect(saveOf(wall)).toMatchObject({ total: 17, need: 17, success: true });
    const smoke = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { coverPercent: 50, coverKind: 'concealment' },
      typedRolls: { save: [13] },
    });
    expect(mods(saveOf(smoke))).toEqual([]);
    expect(saveOf(smoke)).toMatchObject({ total: 13, success: false });
  });

  it('2E-SAVE-13 the evil priest in his temple saves at +3, his enemies at -3', () => {
    const run = encounter([
      pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }),
      monster('priest', '5', { hp: 25, saveAs: 'priest' }),
    ]);
    const p = run.do({
      type: 'save',
      combatantId: 'priest',
      categories: ['spell'],
      situation: { dmModifier: 3 },
      typedRolls: { save: [10] },
    });
    expect(mods(saveOf(p))).toEqual([{ source: '2E-SAVE-13', value: 3 }]);
    expect(saveOf(p)).toMatchObject({ natural: 10, total: 13 });
    const h = run.do({
      type: 'save',
      combatantId: 'hero',
      categories: ['spell'],
      situation: { dmModifier: -3 },
      typedRolls: { save: [19] },
    });
    expect(mods(saveOf(h))).toEqual([{ source: '2E-SAVE-13', value: -3 }]);
    expect(saveOf(h)).toMatchObject({ natural: 19, total: 16, need: 17, success: false });
  });
});

describe('magic resistance through the magicResistance command', () => {
  const mrRun = () =>
    encounter([
      pc('mage', [{ group: 'wizard', level: 5 }], { hp: 12 }),
      monster('drow', '2', { hp: 10, magicResistance: 35, saveAs: 'wizard' }),
      monster('orc', '1', { hp: 6 }),
    ]);

  it('2E-MR-01 MR is always on (rolled unasked); a creature that lowers it gets no roll', () => {
    const run = mrRun();
    const on = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      typedRolls: { magicResistance: [20] },
    });
    expect(mrOf(on)).toMatchObject({ combatantId: 'drow', mr: 35, roll: 20, resisted: true });
    const lowered = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      lowered: true,
      typedRolls: { magicResistance: [20] },
    });
    expect(mrOf(lowered)).toMatchObject({ mr: 0, roll: null, resisted: false });
  });

  it('2E-MR-02 MR is personal: the orc beside the drow has none of it', () => {
    const run = mrRun();
    const ev = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      otherTargetIds: ['orc'],
      typedRolls: { magicResistance: [10] },
    });
    const rolled = ofType(ev, 'adnd2e.mrRolled');
    expect(rolled.map((r) => [r.combatantId, r.mr, r.roll, r.resisted])).toEqual([
      ['drow', 35, 10, true],
      ['orc', 0, null, false],
    ]);
    expect(reminders(ev, 'mrTargets')[0]).toMatchObject({
      params: { affected: 'orc', resisted: 'drow' },
    });
  });

  it('2E-MR-03 MR 35%: d100 35 means no effect; 36 lets the spell work and the normal save follows', () => {
    const run = mrRun();
    const at = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      typedRolls: { magicResistance: [35] },
    });
    expect(mrOf(at)).toMatchObject({ roll: 35, resisted: true, effect: 'spellCancelled' });
    const over = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      typedRolls: { magicResistance: [36] },
    });
    expect(mrOf(over)).toMatchObject({ roll: 36, resisted: false });
    expect(mrOf(over).effect).toBeUndefined();
    const save = run.do({
      type: 'save',
      combatantId: 'drow',
      categories: ['spell'],
      typedRolls: { save: [12] },
    });
    expect(saveOf(save)).toMatchObject({ combatantId: 'drow', category: 'spell', natural: 12 });
  });

  it('2E-MR-06 a player character has no MR: nothing is rolled', () => {
    const run = mrRun();
    const ev = run.do({
      type: 'magicResistance',
      combatantId: 'mage',
      typedRolls: { magicResistance: [1] },
    });
    expect(mrOf(ev)).toMatchObject({ combatantId: 'mage', mr: 0, roll: null, resisted: false });
  });
});

describe('missiles through the attack and grenade commands', () => {
  const archer = (extra: Record<string, unknown>, attacks: unknown[], target = {}) =>
    encounter([
      pc('a', [{ group: 'warrior', level: 1 }], { hp: 10, attacks, ...extra }),
      monster('orc', '1', { hp: 30, ac: 10, ...target }),
    ]);
  const bow = { name: 'long bow', damage: '1d6', kind: 'bow', types: ['P'] };
  const axe = { name: 'hand axe', damage: '1d6', kind: 'thrown', types: ['S'] };
  const crossbow = { name: 'light crossbow', damage: '1d4', kind: 'crossbow', types: ['P'] };
  const trebuchet = { name: 'trebuchet', damage: '2d6', kind: 'siege', types: ['B'] };

  it('2E-MSL-01 a standard missile strikes one target; a grenade-like one is thrown at a point', () => {
    const run = archer({}, [bow]);
    const arrow = run.do({
      type: 'attack',
      attackerId: 'a',
      targetId: 'orc',
      typedRolls: { attack: [15], damage: [4] },
    });
    expect(attackOf(arrow)).toMatchObject({ form: 'missile', targetId: 'orc', hit: true });
    expect(run.c('orc').hp).toBe(26);
    // a flask aimed at the floor (AC 10 as the DM rules) by no creature: a miss scatters it
    const flask = run.do({
      type: 'grenade',
      attackerId: 'a',
      targetAc: 10,
      feet: 10,
      typedRolls: { attack: [2], scatterDirection: [3], scatterDistance: [2] },
    });
    expect(attackOf(flask)).toMatchObject({ form: 'grenade', targetId: null, hit: false });
    expect(reminders(flask, 'scatter')).toHaveLength(1);
  });

  it('2E-MSL-05 Strength 18/00 (+3 hit, +6 damage) with a thrown axe; a crossbow takes none', () => {
    const str = { strength: { score: 18, exceptional: 100 } };
    const thrown = archer(str, [axe]);
    const ev = thrown.do({
      type: 'attack',
      attackerId: 'a',
      targetId: 'orc',
      typedRolls: { attack: [10], damage: [2] },
    });
    expect(mods(attackOf(ev))).toContainEqual({ source: '2E-ATK-04', value: 3 });
    expect(thrown.c('orc').hp).toBe(30 - 8);
    const xbow = archer(str, [crossbow]);
    const ev2 = xbow.do({
      type: 'attack',
      attackerId: 'a',
      targetId: 'orc',
      typedRolls: { attack: [12], damage: [2] },
    });
    expect(mods(attackOf(ev2))).toEqual([]);
    expect(attackOf(ev2)).toMatchObject({ total: 12, hit: true });
    expect(xbow.c('orc').hp).toBe(30 - 2);
  });

  it('2E-MSL-06 Dexterity 17 gives +2 to a bow or a thrown axe, nothing to a trebuchet', () => {
    for (const weapon of [bow, axe]) {
      const run = archer({ dexterity: 17 }, [weapon]);
      const ev = run.do({
        type: 'attack',
        attackerId: 'a',
        targetId: 'orc',
        rollDamage: false,
        typedRolls: { attack: [9] },
      });
      expect(mods(attackOf(ev))).toEqual([{ source: '2E-MSL-06', value: 2 }]);
      expect(attackOf(ev)).toMatchObject({ total: 11 });
    }
    const siege = archer({ dexterity: 17 }, [trebuchet]);
    const ev = siege.do({
      type: 'attack',
      attackerId: 'a',
      targetId: 'orc',
      rollDamage: false,
      typedRolls: { attack: [9] },
    });
    expect(mods(attackOf(ev))).toEqual([]);
    expect(attackOf(ev)).toMatchObject({ total: 9 });
  });

  it('2E-MSL-08 Table 59: 75% hard cover -7, 75% concealment -3, 90% cover -10', () => {
    const cases: [string, number, number][] = [
      ['cover', 75, -7],
      ['concealment', 75, -3],
      ['cover', 90, -10],
      ['concealment', 25, -1],
    ];
    for (const [kind, percent, value] of cases) {
      const run = archer({}, [bow]);
      const ev = run.do({
        type: 'attack',
        attackerId: 'a',
        targetId: 'orc',
        cover: { kind, percent },
        rollDamage: false,
        typedRolls: { attack: [15] },
      });
      expect(mods(attackOf(ev))).toEqual([{ source: 'T59', value }]);
      expect(attackOf(ev)).toMatchObject({ total: 15 + value });
    }
  });

  it('2E-MSL-09 90% cover adds +10 to the save against a lightning bolt (a concealment option adds its value)', () => {
    const run = fighter();
    const ev = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { coverPercent: 90 },
      typedRolls: { save: [8] },
    });
    expect(mods(saveOf(ev))).toEqual([{ source: '2E-SAVE-12', value: 10 }]);
    expect(saveOf(ev)).toMatchObject({ natural: 8, total: 18, need: 17, success: true });
    const opt = encounter([pc('f', [{ group: 'warrior', level: 1 }], { hp: 10 })], {
      'dm.concealmentSaveBonus': true,
    });
    const fog = opt.do({
      type: 'save',
      combatantId: 'f',
      categories: ['spell'],
      situation: { coverPercent: 50, coverKind: 'concealment' },
      typedRolls: { save: [8] },
    });
    expect(mods(saveOf(fog))).toEqual([{ source: '2E-SAVE-12', value: 2 }]);
  });

  it('2E-MSL-12 a flask (≤ 5 lb): 10 ft short, 20 ft medium (-2), 30 ft long (-5), beyond 30 ft no throw', () => {
    const run = archer({}, []);
    const band = (feet: number) =>
      mods(
        attackOf(
          run.do({
            type: 'grenade',
            attackerId: 'a',
            targetAc: 10,
            feet,
            targetId: 'orc',
            typedRolls: { attack: [19] },
          }),
        ),
      );
    expect(band(10)).toEqual([]);
    expect(band(20)).toEqual([{ source: '2E-MSL-02', value: -2 }]);
    expect(band(30)).toEqual([{ source: '2E-MSL-02', value: -5 }]);
    rejected(
      run,
      {
        type: 'grenade',
        attackerId: 'a',
        targetAc: 10,
        feet: 31,
        typedRolls: { attack: [19] },
      },
      'outOfRange',
    );
  });
});

describe('punching and wrestling through the attack command', () => {
  const brawl = (attacker: Record<string, unknown> = {}, target: Record<string, unknown> = {}) =>
    encounter([
      pc('p', [{ group: 'warrior', level: 1 }], { hp: 20, ...attacker }),
      monster('orc', '1', { hp: 30, ac: 6, ...target }),
    ]);

  it('2E-NL-03 a punch rolls against the normal AC; a wrestler in chain mail takes -2 (Table 57)', () => {
    const run = brawl({ armorType: 'chain' }, { armorType: 'chain' });
    const punch = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'punch',
      typedRolls: { attack: [13], knockout: [99] },
    });
    // THAC0 20 against AC 6: 14 needed, no weapon-vs-armor, no armor penalty for punching
    expect(attackOf(punch)).toMatchObject({ ac: 6, need: 14, total: 13, hit: false });
    expect(mods(attackOf(punch))).toEqual([]);
    const wrestle = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [15] },
    });
    expect(mods(attackOf(wrestle))).toEqual([{ source: 'T57', value: -2 }]);
    expect(attackOf(wrestle)).toMatchObject({ ac: 6, need: 14, total: 13, hit: false });
  });

  it('2E-NL-04 no held penalties: a held wrestler grapples back, and wrestling a held foe gets no bonus', () => {
    const run2 = brawl({}, { ac: 10 });
    const hit = run2.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [15] },
    });
    expect(ofType(hit, 'adnd2e.holdSet')[0]).toMatchObject({ combatantId: 'orc', move: 'armLock' });
    expect(run2.sys('orc').hold).toMatchObject({ holderId: 'p' });
    const back = run2.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'p',
      form: 'wrestle',
      typedRolls: { attack: [12] },
    });
    expect(mods(attackOf(back))).toEqual([]);
    expect(attackOf(back)).toMatchObject({ natural: 12, total: 12, reason: 'roll' });
    const again = run2.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [9] },
    });
    expect(mods(attackOf(again))).toEqual([]);
    expect(attackOf(again)).toMatchObject({ natural: 9, total: 9, need: 10, hit: false });
  });

  it('2E-NL-05 a successful modified 18: a rabbit punch (1 + Str, 3% KO) / a kick', () => {
    const run = brawl({ strength: { score: 18 } }, { ac: 10 });
    const punch = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'punch',
      typedRolls: { attack: [17], knockout: [4] },
    });
    expect(attackOf(punch)).toMatchObject({ total: 18, hit: true });
    expect(run.c('orc').hp).toBe(30 - 3);
    expect(reminders(punch, 'noKnockout')[0]).toMatchObject({
      params: { roll: 4, percent: 3, punch: 'rabbitPunch' },
    });
    const wrestle = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [17] },
    });
    expect(attackOf(wrestle)).toMatchObject({ total: 18, hit: true });
    expect(run.c('orc').hp).toBe(27 - 1);
    expect(ofType(wrestle, 'adnd2e.holdSet')).toHaveLength(0);
  });

  it('2E-NL-06 a punch or wrestle can hit on a natural 1; a weapon attack cannot', () => {
    const run = encounter([
      pc('p', [{ group: 'warrior', level: 1 }], {
        hp: 20,
        thac0: 0,
        attacks: [{ name: 'sword', damage: '1d8', types: ['S'] }],
      }),
      monster('orc', '1', { hp: 30, ac: 5 }),
    ]);
    const punch = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'punch',
      typedRolls: { attack: [1], knockout: [99] },
    });
    // THAC0 0 against AC 5, need -5: a natural 1 hits and reads the row for 1 (wild swing)
    expect(attackOf(punch)).toMatchObject({ need: -5, natural: 1, hit: true, reason: 'roll' });
    expect(reminders(punch, 'noKnockout')[0]).toMatchObject({
      params: { percent: 2, punch: 'wildSwing' },
    });
    const wrestle = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'wrestle',
      dmModifier: -3,
      typedRolls: { attack: [1] },
    });
    // 1 - 3 = -2: hits, the "less than 1" row: bear hug, a hold
    expect(attackOf(wrestle)).toMatchObject({ total: -2, need: -5, hit: true });
    expect(ofType(wrestle, 'adnd2e.holdSet')[0]).toMatchObject({ move: 'bearHug' });
    const sword = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      typedRolls: { attack: [1] },
    });
    expect(attackOf(sword)).toMatchObject({ need: -5, natural: 1, hit: false, reason: 'natural1' });
  });

  it('2E-NL-07 a punch does its Table 58 damage plus Str; metal gauntlets 1d3 instead', () => {
    const run = brawl({ strengthDamage: 2 }, { ac: 10 });
    // modified 15: a jab, 2 points, +2 for Strength
    run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'punch',
      typedRolls: { attack: [15], knockout: [99] },
    });
    expect(run.c('orc').hp).toBe(30 - 4);
    run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'punch',
      gauntlets: true,
      typedRolls: { attack: [15], damage: [3], knockout: [99] },
    });
    expect(run.c('orc').hp).toBe(26 - 5);
  });

  it('2E-NL-10 a pulled punch does no damage, but the knockout chance still applies', () => {
    const run = brawl({ strengthDamage: 2 }, { ac: 10 });
    // modified 11: a hook, 10% KO
    const ev = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'punch',
      pulled: true,
      typedRolls: { attack: [11], knockout: [10], stunRounds: [4] },
    });
    expect(run.c('orc').hp).toBe(30);
    expect(reminders(ev, 'knockout')[0]).toMatchObject({
      params: { roll: 10, percent: 10, punch: 'hook' },
    });
    expect(run.c('orc').conditions.map((c) => c.key)).toContain('stunned');
  });

  it('2E-NL-12 a hold (*) lasts from round to round until broken; a non-hold move sets none', () => {
    const run = brawl({}, { ac: 12 }); // THAC0 20 against AC 12: 8 needed
    run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [8] },
    });
    expect(run.sys('orc').hold).toMatchObject({ holderId: 'p', move: 'headlock', rounds: 1 });
    const kept = run.do({ type: 'continueHold', combatantId: 'orc' });
    expect(ofType(kept, 'adnd2e.holdSet')[0]).toMatchObject({ move: 'headlock', rounds: 2 });
    expect(run.sys('orc').hold).toMatchObject({ rounds: 2 });
    run.do({ type: 'breakHold', combatantId: 'orc' });
    expect(run.sys('orc').hold).toBeNull();
    rejected(run, { type: 'continueHold', combatantId: 'orc' }, 'notHeld');
    // a modified 12 is a throw: no hold
    const thr = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [12] },
    });
    expect(ofType(thr, 'adnd2e.holdSet')).toHaveLength(0);
    expect(run.sys('orc').hold).toBeNull();
  });

  it('2E-NL-14 a lone orc (M) overbearing a horse (L, 4 legs): -8 to the attack', () => {
    const run = encounter([
      monster('orc', '1', { hp: 6 }, 'party'),
      monster('horse', '3', { hp: 20, size: 'L', legs: 4, ac: 7, intelligent: true }),
    ]);
    const ev = run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'horse',
      form: 'overbear',
      typedRolls: { attack: [20] },
    });
    expect(mods(attackOf(ev))).toEqual([{ source: '2E-NL-14', value: -8 }]);
    expect(attackOf(ev)).toMatchObject({ total: 12 });
  });

  it('2E-NL-17 an armed defender strikes the would-be wrestler at +4 to hit and +4 damage', () => {
    const run = encounter([
      pc('guard', [{ group: 'warrior', level: 1 }], {
        hp: 20,
        attacks: [{ name: 'long sword', damage: '1d8', types: ['S'] }],
      }),
      monster('brawler', '1', { hp: 30, ac: 8 }),
    ]);
    const ev = run.do({
      type: 'attack',
      attackerId: 'guard',
      targetId: 'brawler',
      armedDefenderVsUnarmed: true,
      typedRolls: { attack: [8], damage: [5] },
    });
    expect(mods(attackOf(ev))).toEqual([{ source: '2E-NL-17', value: 4 }]);
    expect(attackOf(ev)).toMatchObject({ natural: 8, total: 12, need: 12, hit: true });
    expect(run.c('brawler').hp).toBe(30 - 9);
  });
});

describe('2E-PARRY-02 the parry bonus only against frontal melee', () => {
  const parrying = () => {
    const run = encounter(
      [
        pc('b', [{ group: 'warrior', level: 4 }], { hp: 30, ac: 10 }),
        monster('orc', '1', {
          hp: 6,
          attacks: [
            { name: 'axe', damage: '1d6', types: ['S'] },
            { name: 'bow', damage: '1d6', kind: 'bow', types: ['P'] },
          ],
        }),
      ],
      { 'opt.parry': true },
    );
    run.do({ type: 'addCondition', combatantId: 'b', key: 'parrying' });
    return run;
  };
  const acOf = (run: Run, extra: Record<string, unknown>) =>
    attackOf(
      run.do({
        type: 'attack',
        attackerId: 'orc',
        targetId: 'b',
        rollDamage: false,
        typedRolls: { attack: [10] },
        ...extra,
      }),
    ).ac;

  it('2E-PARRY-02 a 4th-level fighter parries at +3 (AC 7) from the front; rear and missile attacks face AC 10', () => {
    expect(acOf(parrying(), {})).toBe(7);
    expect(acOf(parrying(), { rear: true })).toBe(10);
    expect(acOf(parrying(), { attackIndex: 1 })).toBe(10);
  });
});
