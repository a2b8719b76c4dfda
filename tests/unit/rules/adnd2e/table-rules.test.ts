// Rules a 2e DM meets at the table, driven through the engine: surprised creatures, spells
// locked by the roll, the flat of the blade, death's door cures, holds kept by command, what
// the dice decided (knockout, rising after a drain), sheet adjustments, a standing save bonus,
// the riders of statblock attacks, and refusals that say why in three languages.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../shared';
import { carryOverAdnd2e } from '../../../../shared/rules/adnd2e/carry';
import { adnd2eI18n } from '../../../../shared/rules/adnd2e/i18n';
import { encounter, monster, ofType, pc } from './helpers';
import type { Run } from './helpers';

function code(run: Run, command: Record<string, unknown>): string {
  const before = run.state;
  try {
    run.do(command);
  } catch (e) {
    expect(run.state).toBe(before);
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}

const fighter = (id: string, extra: Record<string, unknown> = {}) =>
  pc(id, [{ group: 'warrior', level: 5 }], { hp: 40, ...extra });
const mage = (id: string) => pc(id, [{ group: 'wizard', level: 5 }], { hp: 15 });

describe('surprise (2E-SURP-01, -02)', () => {
  it('2E-SURP-02 a surprised creature’s declaration is refused with its reason', () => {
    const run = encounter([fighter('rath'), monster('orc', '1', { hp: 8 })]);
    run.do({ type: 'surprise', typedRolls: { 'surprise:party': [2], 'surprise:foes': [8] } });
    expect(code(run, { type: 'declare', combatantId: 'rath', action: 'attack' })).toBe(
      'surprisedCannotDeclare',
    );
    expect(code(run, { type: 'declare', combatantId: 'orc', action: 'attack' })).toBe('accepted');
  });

  it('2E-SURP-01 the DM enters the surprise result instead of the roll', () => {
    const run = encounter([fighter('rath'), monster('orc', '1', { hp: 8 })]);
    const ev = run.do({ type: 'surprise', surprisedSides: ['foes'] });
    expect(ofType(ev, 'adnd2e.surpriseRolled')[0]).toMatchObject({
      surprised: ['foes'],
      freeRound: ['party'],
    });
    expect(run.c('orc').conditions.map((c) => c.key)).toEqual(['surprised']);
    expect(run.state.rng).toEqual(encounter([fighter('rath')]).state.rng);
    expect(code(run, { type: 'surprise', surprisedSides: ['nobody'] })).toBe('unknownSide');
  });
});

describe('declared spells (2E-SEQ-05)', () => {
  it('2E-SEQ-05 a spell declared before a pre-fight initiative roll cannot change after it', () => {
    const run = encounter([mage('anna'), monster('orc', '1', { hp: 8 })]);
    run.do({ type: 'declare', combatantId: 'anna', action: 'castSpell', spell: 'sleep' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [2], 'init:side:foes': [7] },
    });
    // her side acts first: until the spell goes off at her initiative it stays as declared
    expect(
      code(run, { type: 'declare', combatantId: 'anna', action: 'castSpell', spell: 'web' }),
    ).toBe('spellLocked');
    expect(code(run, { type: 'declare', combatantId: 'anna', action: 'attack' })).toBe(
      'spellLocked',
    );
    expect(run.sys('anna').declared).toMatchObject({ spell: 'sleep' });
  });

  it('2E-SEQ-05 in the fight the declared spell waits, unchanged, while the other side acts', () => {
    const run = encounter([mage('anna'), monster('orc', '1', { hp: 8 })]);
    run.do({ type: 'declare', combatantId: 'anna', action: 'castSpell', spell: 'sleep' });
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [8], 'init:side:foes': [3] },
    });
    expect(run.state.turn?.activeIds).toEqual(['orc']);
    expect(
      code(run, { type: 'declare', combatantId: 'anna', action: 'castSpell', spell: 'web' }),
    ).toBe('spellLocked');
    expect(run.sys('anna').pendingSpell).toMatchObject({ name: 'sleep' });
  });
});

describe('the flat of the blade (2E-NL-19)', () => {
  it('2E-NL-19 a sword can strike with the flat; a mace, a war hammer, a bow cannot', () => {
    const run = encounter([
      fighter('rath', {
        attacks: [
          { name: 'long sword', damage: '1d8', types: ['S'] },
          { name: 'mace', damage: '1d6+1', types: ['B'] },
          { name: 'war hammer', damage: '1d4+1', types: ['B'] },
          { name: 'long bow', damage: '1d6', kind: 'bow', types: ['P'] },
        ],
      }),
      monster('orc', '1', { hp: 30 }),
    ]);
    const flat = (attackIndex: number) =>
      code(run, {
        type: 'attack',
        attackerId: 'rath',
        targetId: 'orc',
        attackIndex,
        flatOfBlade: true,
        typedRolls: { attack: [15], damage: [6] },
      });
    expect(flat(0)).toBe('accepted');
    expect(flat(1)).toBe('cannotStrikeWithFlat');
    expect(flat(2)).toBe('cannotStrikeWithFlat');
    expect(flat(3)).toBe('cannotStrikeWithFlat');
  });
});

describe("death's door (2E-DEATH-06)", () => {
  it('2E-DEATH-06 a cure brings a tended character to exactly 1 HP; more cures wait for rest', () => {
    const run = encounter([fighter('rath', { hp: 40 }), monster('orc', '1', { hp: 8 })], {
      'opt.deathsDoor': true,
    });
    run.do({ type: 'damage', targetIds: ['rath'], amount: 44 });
    expect(run.sys('rath').life).toBe('dying');
    run.do({ type: 'tend', combatantId: 'rath' });
    run.do({ type: 'heal', targetIds: ['rath'], amount: 8 });
    expect(run.c('rath').hp).toBe(1);
    const again = run.do({ type: 'heal', targetIds: ['rath'], amount: 8 });
    expect(run.c('rath').hp).toBe(1);
    expect(ofType(again, 'reminder')[0]).toMatchObject({
      key: 'adnd2e:reminders.curesWaitForRest',
    });
    run.do({ type: 'rest', combatantIds: ['rath'], days: ['rest'] });
    run.do({ type: 'heal', targetIds: ['rath'], amount: 8 });
    expect(run.c('rath').hp).toBeGreaterThan(8);
  });

  it('2E-DEATH-06 an untended character bleeding at death’s door is cured to exactly 1 HP', () => {
    const run = encounter([fighter('rath', { hp: 40 })], { 'opt.deathsDoor': true });
    run.do({ type: 'damage', targetIds: ['rath'], amount: 43 });
    run.do({ type: 'heal', targetIds: ['rath'], amount: 20 });
    expect(run.c('rath').hp).toBe(1);
    expect(run.sys('rath')).toMatchObject({ life: 'alive', weakened: true });
  });
});

describe('holds continued by command (2E-NL-13)', () => {
  function held(): Run {
    const run = encounter([fighter('rath'), monster('orc', '1', { hp: 60 })]);
    // modified roll 20+: a hold (Table 58)
    run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [20] },
    });
    return run;
  }

  it('2E-NL-13 without a turn order the DM keeps the hold: round k does k points', () => {
    const run = held();
    expect(run.sys('orc').hold).toMatchObject({ holderId: 'rath', rounds: 1 });
    const hp = run.c('orc').hp;
    run.do({ type: 'continueHold', combatantId: 'orc' });
    run.do({ type: 'continueHold', combatantId: 'orc' });
    expect(run.sys('orc').hold).toMatchObject({ rounds: 3 });
    expect(hp - run.c('orc').hp).toBe(2 + 3);
  });

  it('2E-NL-13 in a fight the hold goes on once a round, by command or at the holder’s turn', () => {
    const run = encounter([fighter('rath'), monster('orc', '1', { hp: 60 })]);
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [20] },
    });
    expect(code(run, { type: 'continueHold', combatantId: 'orc' })).toBe('holdContinuedThisRound');
    const hp = run.c('orc').hp;
    while (run.state.round < 2) run.do({ type: 'nextTurn' });
    if (run.sys('orc').hold && (run.sys('orc').hold as { rounds: number }).rounds === 1) {
      run.do({ type: 'continueHold', combatantId: 'orc' });
    }
    expect(run.sys('orc').hold).toMatchObject({ rounds: 2 });
    expect(hp - run.c('orc').hp).toBe(2);
    expect(code(run, { type: 'continueHold', combatantId: 'orc' })).toBe('holdContinuedThisRound');
    expect(code(run, { type: 'continueHold', combatantId: 'rath' })).toBe('notHeld');
  });
});

describe('what the dice decided', () => {
  it('2E-NL-11 the punch’s %KO from Table 58 and the d100 against it are in the log', () => {
    const run = encounter([fighter('rath'), monster('orc', '1', { hp: 30 })]);
    const ev = run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      form: 'punch',
      typedRolls: { attack: [20], knockout: [80], stunRounds: [4] },
    });
    const ko = ofType(ev, 'reminder').find((e) => String(e.key).includes('nockout'));
    // 20+ on Table 58: haymaker, 10% KO
    expect(ko).toMatchObject({
      key: 'adnd2e:reminders.noKnockout',
      params: { roll: 80, percent: 10, punch: 'haymaker' },
    });
  });

  it('2E-DRAIN-07 drained below level 0 he rises in 2d4 days, kept on the roster', () => {
    const run = encounter([
      pc('hob', [{ group: 'warrior', level: 1, name: 'fighter' }], { hp: 8, xpTotal: 1000 }),
      monster('wight', '4+3', { hp: 30 }),
    ]);
    const ev = run.do({
      type: 'drain',
      combatantId: 'hob',
      levels: 2,
      typedRolls: { undeadRising: [3, 2], 'drainHitDie.fighter.1': [5] },
    });
    expect(ofType(ev, 'adnd2e.drained')[0]).toMatchObject({
      fate: 'risesAsUndead',
      risesInDays: 5,
      undeadXp: 500,
    });
    expect(run.sys('hob')).toMatchObject({ life: 'dead', risesInDays: 5 });
    run.do({ type: 'endEncounter' });
    const carried = carryOverAdnd2e(run.c('hob'), run.state);
    expect(carried).toMatchObject({ dead: true, sys: { risesInDays: 5 } });
  });
});

describe('sheet numbers on the statblock', () => {
  it('Strength to-hit and damage, Dexterity defence and Constitution HP as the sheet prints them', () => {
    const run = encounter([
      fighter('rath', {
        strengthHit: 2,
        strengthDamage: 4,
        attacks: [{ name: 'long sword', damage: '1d8', types: ['S'] }],
      }),
      monster('orc', '1', { hp: 30, ac: 6, dexDefense: -2 }),
    ]);
    const ev = run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      rear: true,
      typedRolls: { attack: [10], damage: [5] },
    });
    const roll = ofType(ev, 'adnd2e.attackRolled')[0];
    expect(roll?.modifiers).toContainEqual({ source: '2E-ATK-04', value: 2 });
    // attacked from behind the orc loses its Dex defence bonus: AC 6 becomes 8
    expect(roll).toMatchObject({ ac: 8 });
    expect(ofType(ev, 'adnd2e.damaged')[0]).toMatchObject({ amount: 9 });
  });

  it('2E-SAVE-08 a standing save bonus (ring of protection +1) counts on every save', () => {
    const run = encounter([fighter('rath', { saveBonus: 1 })]);
    const ev = run.do({
      type: 'save',
      combatantId: 'rath',
      categories: ['spell'],
      typedRolls: { save: [10] },
    });
    expect(ofType(ev, 'adnd2e.saveRolled')[0]).toMatchObject({ natural: 10, total: 11 });
  });

  it('2E-SAVE-02 the effect’s traits choose the category: a wand of paralysis saves vs. paralyzation', () => {
    const run = encounter([fighter('rath')]);
    const ev = run.do({
      type: 'save',
      combatantId: 'rath',
      effect: { paralysis: true, rodStaffWand: true },
      typedRolls: { save: [10] },
    });
    expect(ofType(ev, 'adnd2e.saveRolled')[0]).toMatchObject({ category: 'paralyzation' });
  });

  it('2E-SAVE-04 the DM rules extreme trickery: no save at all', () => {
    const run = encounter([fighter('rath')]);
    const ev = run.do({
      type: 'save',
      combatantId: 'rath',
      categories: ['spell'],
      extremeTrickery: true,
    });
    expect(ofType(ev, 'adnd2e.saveRolled')[0]).toMatchObject({ success: false });
  });
});

describe('riders of statblock attacks (2E-PARA-01)', () => {
  const ghoul = () =>
    monster('ghoul', '2', {
      hp: 12,
      attacks: [
        {
          name: 'claw',
          damage: '1d3',
          kind: 'natural',
          rider: { condition: 'paralyzed', save: 'paralyzation', duration: '2d4' },
        },
      ],
    });

  it('2E-PARA-01 a ghoul’s claw: save vs. paralyzation or paralyzed 2d4 rounds, no actions', () => {
    const run = encounter([fighter('rath'), monster('orc', '1', { hp: 30 }), ghoul()]);
    run.do({ type: 'startEncounter' });
    const ev = run.do({
      type: 'attack',
      attackerId: 'ghoul',
      targetId: 'rath',
      typedRolls: { attack: [18], damage: [2], hitEffectSave: [3], hitEffectDuration: [2, 3] },
    });
    expect(ofType(ev, 'adnd2e.saveRolled')[0]).toMatchObject({
      category: 'paralyzation',
      success: false,
      reason: 'hitEffect',
    });
    const para = run.c('rath').conditions.find((c) => c.key === 'paralyzed');
    expect(para?.duration).toMatchObject({ rounds: 5 });
    expect(code(run, { type: 'attack', attackerId: 'rath', targetId: 'orc' })).toBe('cannotAct');
  });

  it('2E-PARA-01 a saved claw brings no paralysis', () => {
    const run = encounter([fighter('rath'), ghoul()]);
    run.do({
      type: 'attack',
      attackerId: 'ghoul',
      targetId: 'rath',
      typedRolls: { attack: [18], damage: [2], hitEffectSave: [19] },
    });
    expect(run.c('rath').conditions).toEqual([]);
  });
});

describe('refusals in words', () => {
  it('every 2e refusal code has a sentence in en, uk and ru', () => {
    const codes = [
      'noAttacksLeft',
      'twoWeaponsClass',
      'twoWeaponsShield',
      'twoWeaponsPair',
      'cannotStrikeWithFlat',
      'surprisedCannotDeclare',
      'surpriseAfterStart',
      'cannotTurn',
      'turnedThisEncounter',
      'notUndead',
      'notDying',
      'notDead',
      'notHeld',
      'holdContinuedThisRound',
      'nothingDeclared',
      'spellLocked',
      'cannotAct',
    ];
    for (const lang of ['en', 'uk', 'ru'] as const) {
      const errors = (adnd2eI18n[lang] as { errors: Record<string, string> }).errors;
      for (const c of codes) expect(errors[c], `${lang} ${c}`).toMatch(/\S/);
    }
  });

  it('2E-TURN-01 turning by a fighter is refused as cannotTurn, not a bare "not allowed"', () => {
    const run = encounter([fighter('rath'), monster('skel', '1', { undead: { row: 'skeleton' } })]);
    expect(code(run, { type: 'turnUndead', turnerId: 'rath', targetIds: ['skel'] })).toBe(
      'cannotTurn',
    );
  });
});

describe('turning and magic resistance through their commands', () => {
  it('2E-TURN-04 a priest without free hands or voice cannot turn; 2E-TURN-03 once an encounter', () => {
    const run = encounter([
      pc('pr', [{ group: 'priest', level: 4 }], { hp: 20 }),
      monster('skel', '1', { hp: 6, undead: { row: 'skeleton' } }),
    ]);
    const turn = { type: 'turnUndead', turnerId: 'pr', targetIds: ['skel'] };
    expect(code(run, { ...turn, handsFree: false })).toBe('turnNeedsHandsAndVoice');
    expect(code(run, { ...turn, canSpeak: false })).toBe('turnNeedsHandsAndVoice');
    expect(code(run, { ...turn, typedRolls: { turnUndead: [15] } })).toBe('accepted');
    expect(code(run, turn)).toBe('turnedThisEncounter');
  });

  it('2E-MR-04/05 magic resistance is not rolled against a magic weapon or a lowered resistance', () => {
    const run = encounter([monster('drow', '2', { hp: 10, magicResistance: 50 })]);
    const weapon = run.do({ type: 'magicResistance', combatantId: 'drow', source: 'magicWeapon' });
    expect(ofType(weapon, 'adnd2e.mrRolled')[0]).toMatchObject({ roll: null, applies: false });
    const lowered = run.do({ type: 'magicResistance', combatantId: 'drow', lowered: true });
    expect(ofType(lowered, 'adnd2e.mrRolled')[0]).toMatchObject({ mr: 0, roll: null });
    const area = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      reach: 'area',
      typedRolls: { magicResistance: [30] },
    });
    // 2E-MR-07: resisting an area spell means the creature ignores the area
    expect(ofType(area, 'adnd2e.mrRolled')[0]).toMatchObject({
      resisted: true,
      effect: 'ignoresArea',
    });
  });
});

describe('morale as an optional convention (conv.morale, not a seed rule)', () => {
  const orcs = () =>
    encounter(
      [
        fighter('rath'),
        monster('chief', '2', { hp: 10, morale: 12, leader: true }),
        monster('orc1', '1', { hp: 5, morale: 11 }),
        monster('orc2', '1', { hp: 5, morale: 11 }),
      ],
      { 'conv.morale': true },
    );

  it('2d10 against the morale rating: above it the creature breaks; the DM may rule instead', () => {
    const run = orcs();
    const held = run.do({
      type: 'moraleCheck',
      combatantIds: ['orc1'],
      typedRolls: { 'morale:orc1': [5, 6] },
    });
    expect(ofType(held, 'reminder')[0]).toMatchObject({
      key: 'adnd2e:reminders.moraleHolds',
      params: { roll: 11, morale: 11 },
    });
    const broke = run.do({
      type: 'moraleCheck',
      combatantIds: ['orc1'],
      typedRolls: { 'morale:orc1': [6, 6] },
    });
    expect(ofType(broke, 'reminder')[0]).toMatchObject({ key: 'adnd2e:reminders.moraleBreaks' });
    const ruled = run.do({ type: 'moraleCheck', combatantIds: ['orc2'], result: 'breaks' });
    expect(ofType(ruled, 'reminder')[0]).toMatchObject({ params: { result: 'breaks' } });
    expect(code(run, { type: 'moraleCheck', combatantIds: ['rath'] })).toBe('moraleRatingMissing');
  });

  it('the first death, half the group down and the leader killed prompt a morale check', () => {
    const run = orcs();
    const first = run.do({ type: 'damage', targetIds: ['orc1'], amount: 5 });
    expect(ofType(first, 'reminder').map((e) => (e.params as { trigger: string }).trigger)).toEqual(
      ['firstDeath'],
    );
    const leader = run.do({ type: 'damage', targetIds: ['chief'], amount: 10 });
    expect(
      ofType(leader, 'reminder').map((e) => (e.params as { trigger: string }).trigger),
    ).toEqual(['halfDown', 'leaderKilled']);
  });

  it('off by default: no check and no reminders', () => {
    const run = encounter([fighter('rath'), monster('orc1', '1', { hp: 5, morale: 11 })]);
    expect(code(run, { type: 'moraleCheck', combatantIds: ['orc1'] })).toBe('moraleOff');
    expect(ofType(run.do({ type: 'damage', targetIds: ['orc1'], amount: 5 }), 'reminder')).toEqual(
      [],
    );
  });
});
