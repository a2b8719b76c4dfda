// Options (every A-xx of spec §5 with its default), conditions, statblock schema and the
// en/uk/ru catalog of the OSR system.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../shared/i18n';
import { engineI18n, getSystem, type I18nTree } from '../../../../shared';
import {
  osrConditions,
  osrI18n,
  osrOptions,
  osrStatblockSchema,
  osrSystem,
} from '../../../../shared/rules/osr';
import { averageHp } from '../../../../shared/rules/osr/combatant';
import { osrEncounter, expectRejected } from './helpers';

function keys(tree: I18nTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}
function lookup(tree: I18nTree, key: string): string | undefined {
  let node: I18nTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('OSR options', () => {
  it('has a setting for every ambiguity A-01..A-32 with the spec’s default', () => {
    for (let i = 1; i <= 32; i++) {
      const id = `A-${String(i).padStart(2, '0')}`;
      expect(
        osrOptions.some((o) => o.ruleIds.includes(id)),
        id,
      ).toBe(true);
    }
    const defaults = Object.fromEntries(osrOptions.map((o) => [o.key, o.default]));
    expect(defaults).toMatchObject({
      xInSixDirection: 'low',
      surpriseDieScope: 'perSide',
      surpriseDieOwner: 'ownSide',
      bothSurprised: 'nobodyActs',
      ambushersSurprise: 'notRolled',
      elfPreset: true,
      surpriseNormal: 2,
      surpriseAmbush: 4,
      tieResolution: 'perSubPhase',
      multiSideTies: 'actTogether',
      opponentDeclarationsHidden: true,
      declarationsLockAfterInitiative: true,
      nonAttackPhase: 'missile',
      moveAndShoot: false,
      readiedAction: 'extra',
      spellInterruption: 'referee',
      naturalRolls: 'none',
      shieldPush: 'onHitAway',
      oilDamage: 'perRound',
      groupSpeed: 'slowestVsFastest',
      fleeCheckTie: 'reroll',
      obstaclesStack: true,
      lostCheckSurpriseRound: true,
      freeSurpriseRound: 'othersSurprised',
      surprisedFleeing: 'waitUntilCanAct',
      escapeColumns: 'exactFractions',
      escapeAnomalyWarning: true,
      escapeClamp: 'none',
      groupCount: 'everyCreature',
      moraleRoll: 'none',
      turnMinutes: 10,
      distanceRoll: 'offered',
      reactionFollowUp: 'refereePicks',
      reactionTiming: 'afterSurprise',
      shootIntoMelee: 'allowedWithPrompt',
      otherTerrainChance: 'refereePicks',
    });
    for (const o of osrOptions) {
      expect(o.kind).toBe('dmChoice');
      if (o.type === 'enum') expect(o.values).toContain(o.default);
    }
    expect(new Set(osrOptions.map((o) => o.key)).size).toBe(osrOptions.length);
  });

  it('an encounter starts with every option at its default; invalid values are refused', () => {
    const s = osrEncounter();
    expect(Object.keys(s.options).sort()).toEqual(osrOptions.map((o) => o.key).sort());
    expectRejected(s, { type: 'setOption', key: 'oilDamage', value: 'lots' }, 'invalidOptionValue');
    expectRejected(s, { type: 'setOption', key: 'surpriseNormal', value: 7 }, 'invalidOptionValue');
  });

  it('is registered as "osr"', () => {
    expect(getSystem('osr')).toBe(osrSystem);
  });
});

describe('OSR conditions and statblock', () => {
  it('conditions are data with rule ids (the on-hit ones come from statblocks, not the seed)', () => {
    expect(osrConditions.map((c) => [c.key, c.ruleId, c.playerVisible])).toEqual([
      ['surprised', 'OSR-SURP-05', true],
      ['burning', 'OSR-DMG-03', true],
      ['paralyzed', undefined, true],
      ['drained', undefined, true],
    ]);
    expect(osrConditions[0]?.effects).toMatchObject({
      cannotMove: true,
      cannotAttack: true,
      acChange: 0,
    });
  });

  it('the statblock has HD, descending AC, melee/ranged bonus, damage, movement, morale, saves, special', () => {
    const ogre = osrStatblockSchema.parse({
      name: 'Ogre',
      hd: '4+1',
      ac: 5,
      attackBonus: { melee: 4, ranged: 0 },
      damage: '1d10',
      movement: 90,
      morale: 10,
      saves: { death: 10, wands: 11, paralysis: 12, breath: 13, spells: 14 },
      special: ['Smells blood'],
    });
    expect(ogre).toMatchObject({
      hd: '4+1',
      ac: 5,
      attackBonus: { melee: 4, ranged: 0 },
      damage: '1d10',
      movement: 90,
      morale: 10,
      special: ['Smells blood'],
      strBonus: 0,
      shield: false,
    });
    expect(
      osrStatblockSchema.safeParse({ name: 'X', hd: 'lots', ac: 5, movement: 60 }).success,
    ).toBe(false);
    expect(
      osrStatblockSchema.safeParse({
        name: 'X',
        hd: '1',
        ac: -3,
        movement: 60,
        damage: '1d4/1d4/2d6',
      }).success,
    ).toBe(true);
    expect([
      averageHp('1/2'),
      averageHp('1'),
      averageHp('1-1'),
      averageHp('3'),
      averageHp('4+1'),
    ]).toEqual([2, 4, 3, 13, 19]);
    const s = osrEncounter({}, [
      {
        id: 'o',
        name: 'Ogre',
        kind: 'monster',
        statblock: {
          name: 'Ogre',
          hd: '4+1',
          ac: 5,
          movement: 90,
          attackBonus: { melee: 4, ranged: 0 },
          damage: '1d10/1d4',
          race: 'elf',
        },
      },
    ]);
    expect(s.combatants.o).toMatchObject({
      hp: 19,
      maxHp: 19,
      ac: 5,
      sys: { meleeBonus: 4, speed: 90, damage: '1d10', race: 'elf' },
    });
    expect(() =>
      osrEncounter({}, [
        {
          id: 'x',
          name: 'X',
          kind: 'monster',
          statblock: { name: 'X', hd: '1', ac: 'nine', movement: 60 },
        },
      ]),
    ).toThrow(expect.objectContaining({ code: 'invalidStatblock' }));
  });
});

describe('OSR catalog', () => {
  it('has every key in en, uk and ru, none empty', () => {
    const en = keys(osrI18n.en).sort();
    expect(keys(osrI18n.uk).sort()).toEqual(en);
    expect(keys(osrI18n.ru).sort()).toEqual(en);
    for (const lang of ['en', 'uk', 'ru'] as const) {
      for (const k of en) expect(lookup(osrI18n[lang], k)?.trim(), `${lang}:${k}`).toBeTruthy();
    }
  });

  it('every label, help, value, condition and step key resolves in all languages', () => {
    const needed = [
      osrSystem.labelKey,
      ...osrOptions.flatMap((o) => [
        o.labelKey,
        o.helpKey,
        ...(o.values ?? []).map((v) => `options.${o.key}.values.${v}`),
      ]),
      ...osrConditions.flatMap((c) => [c.labelKey, c.helpKey ?? c.labelKey]),
      ...osrSystem.roundStructure.steps.map((s) => s.labelKey),
      'tables.escape.anomaly25plus',
      ...['hostile', 'unfriendly', 'neutral', 'indifferent', 'friendly'].map(
        (b) => `reaction.${b}`,
      ),
      ...osrSystem.eventTypes.map((t) => `log.${t.replace(/^osr\./, '')}`),
    ];
    for (const lang of ['en', 'uk', 'ru'] as const) {
      for (const k of needed) expect(lookup(osrI18n[lang], k), `${lang}:${k}`).toBeTruthy();
    }
  });

  it('every error code the OSR rules throw has a text (OSR or engine catalog)', () => {
    const dir = join(__dirname, '../../../../shared/rules/osr');
    const files = (d: string): string[] =>
      readdirSync(d).flatMap((f) =>
        statSync(join(d, f)).isDirectory() ? files(join(d, f)) : [join(d, f)],
      );
    const codes = new Set<string>();
    for (const f of files(dir)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/new RuleError\(\s*'([A-Za-z]+)'/g))
        codes.add(m[1] as string);
    }
    // Codes passed through a variable: declaration refusals and the initiative procedure's.
    for (const c of [
      'surprisedCannotAct',
      'cannotShootInMelee',
      'cannotMoveAndShoot',
      'initiativeAlreadyRolled',
      'notInOpeningStep',
    ])
      codes.add(c);
    expect(codes.size).toBeGreaterThan(30);
    for (const code of codes) {
      for (const lang of ['en', 'uk', 'ru'] as const) {
        const text =
          lookup(osrI18n[lang], `errors.${code}`) ??
          lookup(engineI18n[lang], `engine.error.${code}`);
        expect(text, `${lang}:${code}`).toBeTruthy();
      }
    }
  });

  it('Russian and Ukrainian use the source’s terms and plural forms', () => {
    const ru = createI18n('ru', { osr: osrI18n });
    expect(ru.t('osr:reaction.hostile')).toBe('Враждебная, немедленно атакуют');
    expect(ru.t('osr:conditions.surprised.label')).toBe('Застигнут врасплох');
    expect(ru.t('osr:frequency.every_turn', { count: 2 })).toBe('каждые 2 хода');
    expect(ru.t('osr:frequency.every_turn', { count: 5 })).toBe('каждые 5 ходов');
    const uk = createI18n('uk', { osr: osrI18n });
    expect(uk.t('osr:frequency.every_hour', { count: 2 })).toBe('кожні 2 години');
    expect(uk.t('osr:steps.melee')).toBe('Рух і атака в ближньому бою');
    const en = createI18n('en', { osr: osrI18n });
    expect(en.t('osr:frequency.every_turn', { count: 2 })).toBe('every 2 turns');
  });
});
