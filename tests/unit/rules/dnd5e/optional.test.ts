// DMG optional rules owned by the core ruleset: cleave (§12), lingering injuries (§14), massive
// damage and system shock (§15), morale (§16).
import { describe, expect, it } from 'vitest';
import {
  LINGERING_INJURIES,
  SYSTEM_SHOCK,
  injuryFor,
  massiveDamageTriggered,
  shockFor,
} from '../../../../shared/rules/dnd5e';
import { answer, conds, enc, monster, pc, prompt, rejects, run, sys } from './helpers';

describe('5E-CLEAVE: cleaving through creatures', () => {
  const horde = () =>
    enc(
      [
        pc('f', 40),
        monster('g1', 7, { ac: 15 }),
        monster('g2', 7, { ac: 15 }),
        monster('g3', 7, { ac: 18 }),
      ],
      { cleave: true },
    );

  it('5E-CLEAVE-01 / EX-46: total 17, 12 damage to an undamaged goblin (7/7) → 0, excess 5 → second goblin 2 HP; chain stops', () => {
    const r = run(horde(), {
      type: 'damage',
      targetIds: ['g1'],
      amount: 12,
      melee: true,
      attackerId: 'f',
      knockOut: false,
      attackTotal: 17,
      cleaveTo: ['g2', 'g3'],
    });
    expect(sys(r.state, 'g1').dead).toBe(true);
    expect(r.state.combatants.g2?.hp).toBe(2);
    expect(r.state.combatants.g3?.hp).toBe(7);
  });

  it('5E-CLEAVE-01: without a list the DM picks the next creature; the roll must hit it (AMB-20: nat 20 hits any)', () => {
    const s = run(horde(), {
      type: 'damage',
      targetIds: ['g1'],
      amount: 20,
      melee: true,
      attackerId: 'f',
      knockOut: false,
      attackTotal: 17,
    }).state;
    const p = prompt(s, 'cleave', 'f');
    expect(p.data).toMatchObject({ excess: 13, attackTotal: 17, knockOut: false });
    // 17 < AC 18: refused with the reason, so the DM can pick another creature.
    const refused = rejects(
      s,
      { type: 'resolvePrompt', promptId: p.id, choice: 'g3' },
      'cleaveCannotHit',
    );
    expect(refused.params).toMatchObject({ targetId: 'g3', attackTotal: 17, ac: 18 });
    const next = answer(s, p, 'g2').state; // 13 excess kills g2 (7/7): excess 6 carries on
    expect(sys(next, 'g2').dead).toBe(true);
    expect(prompt(next, 'cleave', 'f').data.excess).toBe(6);
    const nat20 = run(horde(), {
      type: 'damage',
      targetIds: ['g1'],
      amount: 20,
      melee: true,
      attackerId: 'f',
      knockOut: false,
      attackTotal: 5,
      natural20: true,
      cleaveTo: ['g3'],
    }).state;
    expect(sys(nat20, 'g3').dead).toBe(true);
  });

  it('5E-CLEAVE-01: only when the first creature was undamaged, the attack melee, and the option on', () => {
    const hurt = enc([pc('f', 40), monster('g1', 7, { hp: 6 }), monster('g2', 7)], {
      cleave: true,
    });
    expect(
      run(hurt, {
        type: 'damage',
        targetIds: ['g1'],
        amount: 12,
        melee: true,
        attackerId: 'f',
        knockOut: false,
        attackTotal: 20,
        cleaveTo: ['g2'],
      }).state.combatants.g2?.hp,
    ).toBe(7);
    expect(
      run(horde(), {
        type: 'damage',
        targetIds: ['g1'],
        amount: 12,
        attackerId: 'f',
        attackTotal: 20,
        cleaveTo: ['g2'],
      }).state.combatants.g2?.hp,
    ).toBe(7);
    const off = enc([pc('f', 40), monster('g1', 7), monster('g2', 7)]);
    expect(
      run(off, {
        type: 'damage',
        targetIds: ['g1'],
        amount: 12,
        melee: true,
        attackerId: 'f',
        knockOut: false,
        attackTotal: 20,
        cleaveTo: ['g2'],
      }).state.combatants.g2?.hp,
    ).toBe(7);
  });

  it('AMB-20: the next target applies its own resistance to the carried damage', () => {
    const s = enc(
      [
        pc('f', 40),
        monster('g1', 7),
        monster('sk', 13, { ac: 10, sys: { resistances: ['slashing'] } }),
      ],
      { cleave: true },
    );
    const r = run(s, {
      type: 'damage',
      targetIds: ['g1'],
      amount: 17,
      damageType: 'slashing',
      melee: true,
      attackerId: 'f',
      knockOut: false,
      attackTotal: 15,
      cleaveTo: ['sk'],
    });
    expect(r.state.combatants.sk?.hp).toBe(8); // excess 10 → resisted 5
  });
});

describe('5E-INJURY: lingering injuries', () => {
  const opts = { lingeringInjuries: true };

  it('5E-INJURY-01 (a): a critical hit prompts an injury roll (not automatic, AMB-24)', () => {
    const s = run(enc([pc('p', 30)], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 5,
      isCrit: true,
    }).state;
    expect(prompt(s, 'lingeringInjury', 'p').data).toEqual({ trigger: 'crit' });
    expect(conds(s, 'p')).toEqual([]);
  });

  it('5E-INJURY-01 (b): dropping to 0 without being killed outright prompts; instant death does not', () => {
    const s = run(enc([pc('p', 12, { hp: 6 })], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 10,
    }).state;
    expect(prompt(s, 'lingeringInjury', 'p').data).toEqual({ trigger: 'zeroHp' });
    const dead = run(enc([pc('p', 12, { hp: 6 })], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 18,
    }).state;
    expect(dead.prompts).toEqual([]);
  });

  it('5E-INJURY-01 (c) / EX-48: death-save total 5 fails by 5 → roll; total 6 → no roll', () => {
    const base = enc([pc('p', 20, { hp: 0 })], opts);
    const five = run(base, {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [5] },
    }).state;
    expect(prompt(five, 'lingeringInjury', 'p').data).toMatchObject({
      trigger: 'deathSave',
      total: 5,
    });
    const six = run(base, {
      type: 'deathSave',
      combatantId: 'p',
      typedRolls: { deathSave: [6] },
    }).state;
    expect(six.prompts).toEqual([]);
  });

  it('AMB-24: each trigger is a sub-toggle; all off when the rule is off', () => {
    const noCrit = run(enc([pc('p', 30)], { ...opts, 'lingeringInjuries.onCrit': false }), {
      type: 'damage',
      targetIds: ['p'],
      amount: 5,
      isCrit: true,
    }).state;
    expect(noCrit.prompts).toEqual([]);
    expect(
      run(enc([pc('p', 30)]), { type: 'damage', targetIds: ['p'], amount: 5, isCrit: true }).state
        .prompts,
    ).toEqual([]);
  });

  it('5E-INJURY-02 / 5E-INJURY-03: the d20 table rows and what removes each injury', () => {
    const rows = [1, 2, 3, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 20].map((d) => [
      d,
      injuryFor(d).key,
      injuryFor(d).remedy,
    ]);
    expect(rows).toEqual([
      [1, 'injury.loseEye', 'regenerate'],
      [2, 'injury.loseArm', 'regenerate'],
      [3, 'injury.loseLeg', 'regenerate'],
      [4, 'injury.limp', 'anyMagicalHealing'],
      [5, 'injury.internal', 'magicalHealingOrRest'],
      [7, 'injury.internal', 'magicalHealingOrRest'],
      [8, 'injury.brokenRibs', 'magicalHealingOrRest'],
      [10, 'injury.brokenRibs', 'magicalHealingOrRest'],
      [11, 'injury.scar', 'magicalHealing6'],
      [13, 'injury.scar', 'magicalHealing6'],
      [14, 'injury.festering', 'magicalHealingOrTending'],
      [16, 'injury.festering', 'magicalHealingOrTending'],
      [17, 'injury.minorScar', 'magicalHealing6'],
      [20, 'injury.minorScar', 'magicalHealing6'],
    ]);
    expect(LINGERING_INJURIES.every((r) => r.ruleId === '5E-INJURY-03')).toBe(true);
    let s = run(enc([pc('p', 30)], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 5,
      isCrit: true,
    }).state;
    s = answer(s, prompt(s, 'lingeringInjury', 'p'), 'roll', { injury: [4] }).state;
    expect(conds(s, 'p')).toEqual(['injury.limp']);
    // The injury stays until the named healing: non-magical healing leaves it, magical removes it.
    expect(conds(run(s, { type: 'heal', targetIds: ['p'], amount: 2 }).state, 'p')).toEqual([
      'injury.limp',
    ]);
    expect(
      conds(run(s, { type: 'heal', targetIds: ['p'], amount: 2, magical: true }).state, 'p'),
    ).toEqual([]);
  });

  it('5E-INJURY-03: scars need 6th-level healing, lost limbs regenerate; the last eye blinds', () => {
    let s = enc([pc('p', 30)], opts);
    for (const face of [11, 1, 1]) {
      s = run(s, { type: 'damage', targetIds: ['p'], amount: 1, isCrit: true }).state;
      s = answer(s, prompt(s, 'lingeringInjury', 'p'), 'roll', { injury: [face] }).state;
    }
    expect(conds(s, 'p')).toEqual(['injury.scar', 'injury.loseEye', 'injury.loseEye', 'blinded']);
    expect(
      conds(run(s, { type: 'heal', targetIds: ['p'], amount: 1, spellLevel: 5 }).state, 'p'),
    ).toHaveLength(4);
    expect(
      conds(run(s, { type: 'heal', targetIds: ['p'], amount: 1, spellLevel: 6 }).state, 'p'),
    ).toEqual(['injury.loseEye', 'injury.loseEye', 'blinded']);
    expect(
      conds(run(s, { type: 'heal', targetIds: ['p'], amount: 1, regenerate: true }).state, 'p'),
    ).toEqual([]);
  });

  it('5E-INJURY-03 / EX-49: festering wound, max HP 20, 3 days untreated → max HP 17; tending needs 10 successes', () => {
    let s = run(enc([pc('p', 20)], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 1,
      isCrit: true,
    }).state;
    s = answer(s, prompt(s, 'lingeringInjury', 'p'), 'roll', { injury: [15] }).state;
    s = run(s, { type: 'passTime', hours: 72 }).state;
    expect(s.combatants.p?.maxHp).toBe(17);
    expect(s.combatants.p?.hp).toBe(17);
    const wound = s.combatants.p!.conditions[0]!.id;
    s = run(s, {
      type: 'tendWound',
      combatantId: 'p',
      conditionId: wound,
      medicineBonus: 5,
      typedRolls: { medicine: [10] },
    }).state;
    const inst = s.combatants.p!.conditions.find((c) => c.key === 'injury.festering')!;
    expect(inst.data).toMatchObject({ successes: 1 });
    rejects(s, { type: 'tendWound', combatantId: 'p', conditionId: inst.id }, 'notAllowed');
  });

  it('5E-INJURY-03: internal injury DC 15 Con save to act; a failure loses the action and reactions; limp after Dash', () => {
    let s = run(enc([pc('p', 30, { sys: { saves: { con: 1, dex: 0 } } })], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 1,
      isCrit: true,
    }).state;
    s = answer(s, prompt(s, 'lingeringInjury', 'p'), 'roll', { injury: [6] }).state;
    const ok = run(s, {
      type: 'injuryCheck',
      combatantId: 'p',
      attempt: 'action',
      typedRolls: { injurySave: [14] },
    }).state;
    expect(conds(ok, 'p')).toEqual(['injury.internal']);
    const fail = run(s, {
      type: 'injuryCheck',
      combatantId: 'p',
      attempt: 'action',
      typedRolls: { injurySave: [13] },
    }).state;
    expect(conds(fail, 'p')).toEqual(['injury.internal', 'injury.actionLost']);
    let l = run(enc([pc('p', 30)], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 1,
      isCrit: true,
    }).state;
    l = answer(l, prompt(l, 'lingeringInjury', 'p'), 'roll', { injury: [4] }).state;
    expect(
      conds(
        run(l, {
          type: 'injuryCheck',
          combatantId: 'p',
          attempt: 'dash',
          typedRolls: { limpSave: [9] },
        }).state,
        'p',
      ),
    ).toEqual(['injury.limp', 'prone']);
    expect(
      conds(
        run(l, {
          type: 'injuryCheck',
          combatantId: 'p',
          attempt: 'dash',
          typedRolls: { limpSave: [10] },
        }).state,
        'p',
      ),
    ).toEqual(['injury.limp']);
  });

  it('5E-INJURY-04: as flaws, the roll gives a flaw with the same name and no effect', () => {
    let s = run(enc([pc('p', 30)], { ...opts, 'lingeringInjuries.asFlaws': true }), {
      type: 'damage',
      targetIds: ['p'],
      amount: 1,
      isCrit: true,
    }).state;
    s = answer(s, prompt(s, 'lingeringInjury', 'p'), 'roll', { injury: [1] }).state;
    expect(conds(s, 'p')).toEqual(['injury.flaw']);
    expect(s.combatants.p!.conditions[0]!.data).toMatchObject({ injury: 'injury.loseEye' });
  });
});

describe('5E-MASSIVE: massive damage and system shock', () => {
  const opts = { massiveDamage: true };

  it('5E-MASSIVE-01 / EX-47: max 30, 15 from one hit → DC 15 Con save; 14 → none', () => {
    expect(
      prompt(
        run(enc([pc('p', 30)], opts), { type: 'damage', targetIds: ['p'], amount: 15 }).state,
        'massiveDamage',
        'p',
      ).data,
    ).toEqual({ dc: 15, damage: 15 });
    expect(
      run(enc([pc('p', 30)], opts), { type: 'damage', targetIds: ['p'], amount: 14 }).state.prompts,
    ).toEqual([]);
    expect(
      run(enc([pc('p', 30)]), { type: 'damage', targetIds: ['p'], amount: 20 }).state.prompts,
    ).toEqual([]);
  });

  it('AMB-23: literal "half or more" (2·dmg ≥ max) vs half rounded down: max 31 → 16 vs 15', () => {
    expect(massiveDamageTriggered(15, 31, 'literalHalf')).toBe(false);
    expect(massiveDamageTriggered(16, 31, 'literalHalf')).toBe(true);
    expect(massiveDamageTriggered(15, 31, 'floorHalf')).toBe(true);
    // Damage counted after resistance, before temporary HP.
    const s = run(enc([pc('p', 30, { tempHp: 10, sys: { resistances: ['fire'] } })], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 30,
      damageType: 'fire',
    }).state;
    expect(prompt(s, 'massiveDamage', 'p').data.damage).toBe(15);
    const after = run(
      enc([pc('p', 30, { tempHp: 10 })], { ...opts, 'massiveDamage.damageCounted': 'afterTempHp' }),
      { type: 'damage', targetIds: ['p'], amount: 20 },
    ).state;
    expect(after.prompts).toEqual([]);
  });

  it('EX-47: the save fails, d10 = 4 → stunned until the end of its next turn', () => {
    let s = run(enc([pc('p', 30, { sys: { saves: { con: 0 } } }), pc('q', 30)], opts), {
      type: 'damage',
      targetIds: ['p'],
      amount: 15,
    }).state;
    s = answer(s, prompt(s, 'massiveDamage', 'p'), 'roll', {
      massiveSave: [14],
      systemShock: [4],
    }).state;
    expect(conds(s, 'p')).toEqual(['stunned']);
    expect(s.combatants.p!.conditions[0]!.duration).toEqual({ at: 'turnEnd', of: 'p', rounds: 1 });
    const saved = answer(
      run(enc([pc('p', 30)], opts), { type: 'damage', targetIds: ['p'], amount: 15 }).state,
      prompt(
        run(enc([pc('p', 30)], opts), { type: 'damage', targetIds: ['p'], amount: 15 }).state,
        'massiveDamage',
        'p',
      ),
      'roll',
      { massiveSave: [15] },
    ).state;
    expect(conds(saved, 'p')).toEqual([]);
  });

  it('5E-MASSIVE-02: every row of the system shock table', () => {
    expect(SYSTEM_SHOCK.map((r) => [r.min, r.max, r.result])).toEqual([
      [1, 1, 'dropToZero'],
      [2, 3, 'dropToZeroStable'],
      [4, 5, 'stunned'],
      [6, 7, 'reeling'],
      [8, 10, 'noReactions'],
    ]);
    expect([
      shockFor(3).result,
      shockFor(5).result,
      shockFor(7).result,
      shockFor(10).result,
    ]).toEqual(['dropToZeroStable', 'stunned', 'reeling', 'noReactions']);
    const shocked = (face: number, who = pc('p', 30)) => {
      const s = run(enc([who], opts), { type: 'damage', targetIds: ['p'], amount: 15 }).state;
      return answer(s, prompt(s, 'massiveDamage', 'p'), 'failed', { systemShock: [face] }).state;
    };
    const one = shocked(1);
    expect([one.combatants.p?.hp, sys(one, 'p').stable, conds(one, 'p')]).toEqual([
      0,
      false,
      ['unconscious', 'prone'],
    ]);
    const monsterOne = shocked(1, monster('p', 30));
    expect(sys(monsterOne, 'p').dead).toBe(true);
    const two = shocked(2, monster('p', 30));
    expect([two.combatants.p?.hp, sys(two, 'p').stable, sys(two, 'p').dead]).toEqual([
      0,
      true,
      false,
    ]);
    expect(conds(shocked(6), 'p')).toEqual(['shock.reeling']);
    expect(conds(shocked(9), 'p')).toEqual(['shock.noReactions']);
  });
});

describe('5E-MORALE: morale', () => {
  const opts = { morale: true };

  it('5E-MORALE-01: individual triggers: surprised, first drop to half HP or fewer, no way to harm', () => {
    let s = run(enc([monster('orc', 15)], opts), {
      type: 'damage',
      targetIds: ['orc'],
      amount: 8,
    }).state;
    expect(prompt(s, 'morale', 'orc').data).toEqual({ combatantIds: ['orc'], trigger: 'halfHp' });
    s = run(
      s,
      { type: 'resolvePrompt', promptId: prompt(s, 'morale', 'orc').id, choice: 'ignore' },
      { type: 'damage', targetIds: ['orc'], amount: 1 },
    ).state;
    expect(s.prompts).toEqual([]); // only the first time
    const surprised = run(
      enc([pc('a', 10), monster('orc', 15, { sys: { passivePerception: 5 } })], opts),
      { type: 'determineSurprise', stealth: { a: 10 } },
    ).state;
    expect(prompt(surprised, 'morale', 'orc').data.trigger).toBe('surprised');
    const manual = run(enc([monster('orc', 15)], opts), {
      type: 'moraleCheck',
      combatantIds: ['orc'],
      trigger: 'cannotHarm',
    }).state;
    expect(prompt(manual, 'morale', 'orc').data.trigger).toBe('cannotHarm');
    rejects(
      enc([monster('orc', 15)]),
      { type: 'moraleCheck', combatantIds: ['orc'], trigger: 'dm' },
      'optionOff',
    );
  });

  it('5E-MORALE-02: group triggers: leader at 0 HP; half the group lost while the other side has no losses', () => {
    const gang = () =>
      run(
        enc(
          [pc('a', 20), ...[1, 2, 3, 4].map((i) => monster(`o${i}`, 10, { groupId: 'orcs' }))],
          opts,
        ),
        {
          type: 'setGroup',
          groupId: 'orcs',
          name: 'Orcs',
          combatantIds: ['o1', 'o2', 'o3', 'o4'],
          leaderId: 'o1',
        },
        { type: 'startEncounter' },
      ).state;
    const leader = run(gang(), { type: 'damage', targetIds: ['o1'], amount: 10 }).state;
    expect(prompt(leader, 'morale').data).toMatchObject({
      groupId: 'orcs',
      trigger: 'leaderDown',
      combatantIds: ['o2', 'o3', 'o4'],
    });
    const half = run(
      gang(),
      { type: 'damage', targetIds: ['o2'], amount: 10 },
      { type: 'damage', targetIds: ['o3'], amount: 10 },
    ).state;
    expect(prompt(half, 'morale').data).toMatchObject({
      trigger: 'halfGroup',
      combatantIds: ['o1', 'o4'],
    });
    // AMB-25: the opposing side had a loss (a creature dropped to 0) → no group trigger.
    const lost = run(
      gang(),
      { type: 'damage', targetIds: ['a'], amount: 20 },
      { type: 'damage', targetIds: ['o2'], amount: 10 },
      { type: 'damage', targetIds: ['o3'], amount: 10 },
    ).state;
    expect(lost.prompts.filter((p) => p.kind === 'morale')).toEqual([]);
  });

  it('5E-MORALE-03 / EX-50: DC 10 Wis save: +0 rolling 9 fails; chance 45%, with disadvantage 69.75%', () => {
    let s = run(enc([monster('orc', 15, { sys: { saves: { wis: 0 } } })], opts), {
      type: 'damage',
      targetIds: ['orc'],
      amount: 8,
    }).state;
    const p = prompt(s, 'morale', 'orc');
    // The save's note carries the chance of failing: 45% at +0, 69.75% with disadvantage.
    const saveNote = (choice: string) =>
      answer(s, p, choice, { morale: choice === 'rollDisadvantage' ? [9, 12] : [9] }).events.find(
        (e) => e.type === 'note5e' && e.kind === 'moraleSave',
      )?.data as Record<string, unknown> | undefined;
    expect(saveNote('roll')?.failChance as number).toBeCloseTo(0.45, 10);
    expect(saveNote('rollDisadvantage')?.failChance as number).toBeCloseTo(0.6975, 10);
    // Automatic failure: certain, no save rolled.
    const sure = answer(s, p, 'autoFail');
    expect(saveNote('autoFail')).toBeUndefined();
    expect(sys(sure.state, 'orc').morale).toBe('fled');
    s = answer(s, p, 'roll', { morale: [9] }).state;
    expect(sys(s, 'orc').morale).toBe('fled');
    const held = answer(
      run(enc([monster('orc', 15)], opts), { type: 'damage', targetIds: ['orc'], amount: 8 }).state,
      p,
      'roll',
      { morale: [10] },
    );
    expect(sys(held.state, 'orc').morale).toBe('steady');
  });

  it('5E-MORALE-03: overwhelming odds → disadvantage or automatic failure; a leader who cannot save passes to the next-highest Cha', () => {
    const s = run(enc([monster('orc', 15)], opts), {
      type: 'damage',
      targetIds: ['orc'],
      amount: 8,
    }).state;
    const p = prompt(s, 'morale', 'orc');
    const r = answer(s, p, 'overwhelming', { morale: [15, 3] });
    expect(r.events[0]?.rolls?.[0]?.notation).toBe('2d20kl1');
    expect(sys(r.state, 'orc').morale).toBe('fled');
    const auto = run(
      enc([monster('orc', 15)], { ...opts, 'morale.overwhelmingOdds': 'autoFail' }),
      { type: 'damage', targetIds: ['orc'], amount: 8 },
    ).state;
    expect(
      sys(answer(auto, prompt(auto, 'morale', 'orc'), 'overwhelming').state, 'orc').morale,
    ).toBe('fled');
    let g = run(
      enc(
        [
          monster('boss', 10, { sys: { abilities: { cha: 16 } } }),
          monster('a', 10, { sys: { abilities: { cha: 8 }, saves: { wis: 0 } } }),
          monster('b', 10, { sys: { abilities: { cha: 14 }, saves: { wis: 5 } } }),
        ],
        opts,
      ),
      {
        type: 'setGroup',
        groupId: 'g',
        name: 'G',
        combatantIds: ['boss', 'a', 'b'],
        leaderId: 'boss',
      },
      { type: 'addCondition', combatantId: 'boss', key: 'stunned' },
      { type: 'moraleCheck', combatantIds: ['boss', 'a', 'b'], groupId: 'g', trigger: 'dm' },
    ).state;
    const gp = prompt(g, 'morale');
    g = answer(g, gp, 'roll', { morale: [5] }).state; // b saves: 5 + 5 = 10
    expect(sys(g, 'a').morale).toBe('steady');
  });

  it('5E-MORALE-04: a failure → flees by the fastest route, or surrenders when escape is impossible', () => {
    const s = run(enc([monster('orc', 15)], opts), {
      type: 'damage',
      targetIds: ['orc'],
      amount: 8,
    }).state;
    const p = prompt(s, 'morale', 'orc');
    expect(sys(answer(s, p, 'autoFail').state, 'orc').morale).toBe('fled');
    expect(sys(answer(s, p, 'autoFail', undefined, { escape: false }).state, 'orc').morale).toBe(
      'surrendered',
    );
  });
});

describe('5E-MORALE-02: the leader incapacitated or removed from battle', () => {
  const gang = () =>
    run(
      enc([pc('a', 20), monster('boss', 20), monster('o1', 10), monster('o2', 10)], {
        morale: true,
      }),
      {
        type: 'setGroup',
        groupId: 'g',
        name: 'G',
        combatantIds: ['boss', 'o1', 'o2'],
        leaderId: 'boss',
      },
    ).state;

  it('5E-MORALE-02: a stunned leader or one who leaves the fight triggers group morale', () => {
    const stunned = run(gang(), {
      type: 'addCondition',
      combatantId: 'boss',
      key: 'stunned',
    }).state;
    expect(prompt(stunned, 'morale').data).toMatchObject({
      groupId: 'g',
      trigger: 'leaderDown',
      combatantIds: ['o1', 'o2'],
    });
    const gone = run(gang(), { type: 'leave', combatantId: 'boss', reason: 'captured' }).state;
    expect(prompt(gone, 'morale').data.trigger).toBe('leaderDown');
    const poisoned = run(gang(), {
      type: 'addCondition',
      combatantId: 'boss',
      key: 'poisoned',
    }).state;
    expect(poisoned.prompts).toEqual([]);
  });
});
