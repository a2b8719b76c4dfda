import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  COVER_TABLE,
  EDGE_SOURCES,
  SPEED_FACTOR_TABLE,
  TACTICS_DM_CHOICES,
  TACTICS_I18N_KEYS,
  TACTICS_OPTIONS,
  TACTICS_TOGGLES,
  tacticsI18n,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { I18nTree } from '../../../../../shared/rules/types';
import { catalogProblems } from '../../../i18n/catalogCheck';
import type { OptionValues } from '../../../../../shared';
import { enc } from '../helpers';

/** The options a new 5e encounter resolves (defaults filled in, values checked). */
const optionsOf = (values: OptionValues = {}) => enc([], values).options;

const lookup = (tree: I18nTree, key: string): string | undefined => {
  let node: string | I18nTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const leaves = (tree: I18nTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );

const sourceDir = join(__dirname, '../../../../../shared/rules/dnd5e/tactics');
const sources = readdirSync(sourceDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(sourceDir, f), 'utf8'))
  .join('\n');

describe('tactical options (§20 toggles, §19 DM choices)', () => {
  it('§20 toggles of the tactical families are optional booleans, off by default', () => {
    expect(TACTICS_TOGGLES.map((o) => o.key)).toEqual([
      'grid',
      'grid.diagonal5_10',
      'act.climbOnto',
      'act.disarm',
      'act.mark',
      'act.overrun',
      'act.shoveAside',
      'act.tumble',
      'facing',
      'flanking',
      'hittingCover',
      'fall.rate',
      'fall.flyingSlowdown',
    ]);
    expect(
      TACTICS_TOGGLES.every(
        (o) => o.kind === 'optional' && o.type === 'boolean' && o.default === false,
      ),
    ).toBe(true);
    expect(TACTICS_TOGGLES.find((o) => o.key === 'grid.diagonal5_10')?.requires).toBe('grid');
  });

  it('AMB-12..19, 21, 22, 30, 31 are settings with the spec’s defaults', () => {
    const d = Object.fromEntries(TACTICS_DM_CHOICES.map((o) => [o.key, o.default]));
    expect(d).toEqual({
      rangedInMeleeNeedsSight: true,
      dodgeSaveNeedsSight: false,
      readyTiming: 'afterTrigger',
      autoWinVsIncapacitated: true,
      'grid.diagonalReset': 'perTurn',
      'grid.diagonalDifficult': 'double',
      flankingScope: 'melee',
      sizeComparison: 'category',
      'hittingCover.bandOnly': true,
      'hittingCover.strictlyExceeds': true,
      'mark.onMiss': true,
      'mark.onePerAttacker': true,
      'climbOnto.sizeCheck': false,
    });
    expect(TACTICS_DM_CHOICES.every((o) => o.kind === 'dmChoice')).toBe(true);
    const amb = new Set(
      TACTICS_OPTIONS.flatMap((o) => o.ruleIds.filter((r) => r.startsWith('AMB-'))),
    );
    expect([...amb].sort()).toEqual([
      'AMB-12',
      'AMB-13',
      'AMB-14',
      'AMB-15',
      'AMB-16',
      'AMB-17',
      'AMB-18',
      'AMB-19',
      'AMB-21',
      'AMB-22',
      'AMB-30',
      'AMB-31',
    ]);
  });

  it('keys are unique, requirements exist, enum defaults are among their values', () => {
    const keys = TACTICS_OPTIONS.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const o of TACTICS_OPTIONS) {
      if (o.requires) expect(keys).toContain(o.requires);
      if (o.type === 'enum') expect(o.values).toContain(o.default);
      expect(o.ruleIds.length).toBeGreaterThan(0);
    }
  });

  it('a new encounter reads the values, fills in defaults, and refuses a dependent option without its parent or an unknown value', () => {
    expect(optionsOf()).toMatchObject({
      grid: false,
      'grid.diagonal5_10': false,
      flanking: false,
      rangedInMeleeNeedsSight: true,
      'grid.diagonalDifficult': 'double',
    });
    expect(() => optionsOf({ 'grid.diagonal5_10': true })).toThrow(
      expect.objectContaining({ code: 'optionRequires' }),
    );
    expect(optionsOf({ grid: true, 'grid.diagonal5_10': true })['grid.diagonal5_10']).toBe(true);
    expect(optionsOf({ readyTiming: 'beforeTriggerEnds' }).readyTiming).toBe('beforeTriggerEnds');
    expect(() => optionsOf({ readyTiming: 'whenever' })).toThrow(
      expect.objectContaining({ code: 'invalidOptionValue' }),
    );
    expect(optionsOf().readyTiming).toBe('afterTrigger');
    expect(optionsOf({ rangedInMeleeNeedsSight: false }).rangedInMeleeNeedsSight).toBe(false);
  });
});

describe('tactical translations', () => {
  it('en, uk and ru hold exactly the same keys, all non-empty, with the same placeholders', () => {
    const en = leaves(tacticsI18n.en).sort();
    expect(leaves(tacticsI18n.uk).sort()).toEqual(en);
    expect(leaves(tacticsI18n.ru).sort()).toEqual(en);
    expect(en).toEqual([...TACTICS_I18N_KEYS].sort());
    for (const key of en) {
      const texts = [tacticsI18n.en, tacticsI18n.uk, tacticsI18n.ru].map(
        (t) => lookup(t, key) ?? '',
      );
      const holes = texts.map((t) => (t.match(/\{\{\w+\}\}/g) ?? []).sort().join());
      expect(texts.every((t) => t.length > 0)).toBe(true);
      expect(holes[1]).toBe(holes[0]);
      expect(holes[2]).toBe(holes[0]);
      expect(texts[1]).toMatch(/[А-ЯҐЄІЇа-яґєії]/);
      expect(texts[2]).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('passes the project-wide catalog check (plural forms, placeholders, empty texts)', () => {
    expect(catalogProblems('dnd5e.tactics', tacticsI18n)).toEqual([]);
  });

  it('every label, help and value key the tactical data introduces is translated', () => {
    const keys = [
      ...TACTICS_OPTIONS.flatMap((o) => [
        o.labelKey,
        o.helpKey,
        ...(o.type === 'enum'
          ? (o.values ?? []).map((v) => o.labelKey.replace(/\.label$/, `.values.${v}`))
          : []),
      ]),
      ...ACTIONS.map((a) => a.labelKey),
      ...COVER_TABLE.map((c) => c.labelKey),
      ...SPEED_FACTOR_TABLE.map((r) => r.labelKey),
      ...EDGE_SOURCES.map((s) => s.labelKey),
    ];
    const missing = keys.filter((k) => lookup(tacticsI18n.en, k) === undefined);
    expect(missing).toEqual([]);
  });

  it('every error code and refusal reason the tactical rules produce is translated', () => {
    const codes = new Set([
      ...[...sources.matchAll(/new RuleError\('(\w+)'/g)].map((m) => m[1] as string),
      ...[...sources.matchAll(/deny\('(\w+)'\)/g)].map((m) => m[1] as string),
      ...[...sources.matchAll(/stop\(i, '(\w+)'\)/g)].map((m) => m[1] as string),
    ]);
    expect(codes.size).toBeGreaterThan(20);
    const missing = [...codes].filter(
      (c) => lookup(tacticsI18n.en, `tactics.error.${c}`) === undefined,
    );
    expect(missing).toEqual([]);
    const reasons = [...sources.matchAll(/reason: '(\w+)'/g)].map((m) => m[1] as string);
    const untranslated = reasons.filter(
      (r) =>
        lookup(tacticsI18n.en, `tactics.noOpportunity.${r}`) === undefined &&
        lookup(tacticsI18n.en, `tactics.error.${r}`) === undefined,
    );
    expect(untranslated).toEqual([]);
  });
});
