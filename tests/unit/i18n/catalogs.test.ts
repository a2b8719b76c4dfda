import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  commonCatalogs,
  createI18n,
  matchLanguage,
  type LanguageCatalogs,
} from '../../../shared/i18n/index';
import { engineI18n } from '../../../shared/encounter/i18n';
import { actionsI18n } from '../../../renderer/dm/actions/i18n/index';
import { catalogProblems, requestableKeys } from './catalogCheck';

const rulesDir = resolve('shared/rules');

/** True for an object holding one catalog per interface language. */
function isLanguageCatalogs(value: unknown): value is LanguageCatalogs {
  if (typeof value !== 'object' || value === null) return false;
  const { en, uk, ru } = value as Record<string, unknown>;
  return [en, uk, ru].every((tree) => typeof tree === 'object' && tree !== null);
}

/** Every rule system's catalog on disk (`shared/rules/<system>/i18n.ts`), found by folder. */
function ruleCatalogFiles(): string[] {
  if (!existsSync(rulesDir)) return [];
  return readdirSync(rulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(rulesDir, entry.name, 'i18n.ts'))
    .filter((file) => existsSync(file));
}

describe('translation catalogs', () => {
  it('have every common key in all three languages, with the plural forms each needs', () => {
    expect(catalogProblems('common', commonCatalogs)).toEqual([]);
  });

  for (const file of ruleCatalogFiles()) {
    const name = relative(resolve('.'), file);
    it(`${name}: has every key in all three languages`, async () => {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const catalogs = Object.entries(module).filter(([, value]) => isLanguageCatalogs(value));
      expect(catalogs.length, 'exports a { en, uk, ru } catalog').toBeGreaterThan(0);
      for (const [exportName, value] of catalogs) {
        expect(catalogProblems(`${name}#${exportName}`, value as LanguageCatalogs)).toEqual([]);
      }
    });
  }

  it('the engine’s catalog has every key in all three languages', () => {
    expect(catalogProblems('engine', engineI18n)).toEqual([]);
  });

  it('the rules-actions palette’s catalog has every key in all three languages', () => {
    // Its commands, fields and values are checked against the rule systems by
    // tests/unit/actions/catalog.test.ts.
    expect(catalogProblems('act', actionsI18n)).toEqual([]);
  });

  it('catches a key missing in one language, a missing plural form and a renamed variable', () => {
    const broken: LanguageCatalogs = {
      en: { a: 'A', n_one: '{{count}} x', n_other: '{{count}} xs', v: 'Hi {{name}}' },
      uk: {
        n_one: '{{count}} х',
        n_few: '{{count}} х',
        n_other: '{{count}} х',
        v: 'Привіт {{name}}',
      },
      ru: {
        a: 'А',
        n_one: '{{count}} х',
        n_few: '{{count}} х',
        n_many: '{{count}} х',
        n_other: '{{count}} х',
        v: 'Привет {{nom}}',
      },
    };
    expect(catalogProblems('test', broken)).toEqual([
      'test:a is missing in uk',
      'test:n lacks the "many" plural form in uk',
      'test:v in ru uses {{nom}}, English {{name}}',
    ]);
  });

  it('resolves Ukrainian and Russian plurals through Intl plural rules', () => {
    const uk = createI18n('uk');
    expect([1, 2, 5, 11, 21, 22, 25, 1.5].map((count) => uk.t('dm.list.count', { count }))).toEqual(
      [
        '1 учасник',
        '2 учасники',
        '5 учасників',
        '11 учасників',
        '21 учасник',
        '22 учасники',
        '25 учасників',
        '1.5 учасника',
      ],
    );
    const ru = createI18n('ru');
    expect([1, 3, 7, 101].map((count) => ru.t('player.count', { count }))).toEqual([
      '1 участник',
      '3 участника',
      '7 участников',
      '101 участник',
    ]);
    expect(createI18n('en').t('dm.list.count', { count: 1 })).toBe('1 combatant');
  });

  it('lets a rule system add its own namespace', () => {
    const i18n = createI18n('ru', {
      demo: { en: { hello: 'Hello' }, uk: { hello: 'Привіт' }, ru: { hello: 'Привет' } },
    });
    expect(i18n.t('demo:hello')).toBe('Привет');
    expect(i18n.t('app.title')).toBe('Менеджер боя');
  });

  it('matches operating-system locales to interface languages', () => {
    expect(matchLanguage(['uk-UA'])).toBe('uk');
    expect(matchLanguage([undefined, 'ru_RU.UTF-8'])).toBe('ru');
    expect(matchLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(matchLanguage(['de-DE'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
  });
});

/** Source files whose literal translation keys must exist in the common catalog. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'store' ? [] : sourceFiles(path);
    return /\.(ts|svelte)$/.test(entry.name) ? [path] : [];
  });
}

describe('translation keys used in code', () => {
  it('all exist in the common catalog', () => {
    const known = requestableKeys(commonCatalogs.en);
    const missing: string[] = [];
    let checked = 0;
    for (const file of [...sourceFiles(resolve('renderer')), ...sourceFiles(resolve('main'))]) {
      const text = readFileSync(file, 'utf8');
      // A bare `t(...)` is checked only where `t` is the common-namespace translator; other
      // files may bind their own `t` to another namespace.
      const bareTIsCommon =
        /const t = \$derived\(translator\.t\)|readonly t: \(key: string\) => string/.test(text);
      const calls = bareTIsCommon
        ? /(?:\btranslator\.|(?<![\w.]))t\(\s*'([a-zA-Z][\w.]*)'/g
        : /\btranslator\.t\(\s*'([a-zA-Z][\w.]*)'/g;
      for (const match of text.matchAll(calls)) {
        const key = match[1] ?? '';
        checked += 1;
        if (!known.has(key)) missing.push(`${relative('.', file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    // The scan must actually find the pages' and the menu's keys.
    expect(checked).toBeGreaterThan(40);
  });
});
