// The export's catalog has every key in uk, ru and en with the plural forms each language
// needs, and the export's fast translator says exactly what i18next says for every key.
import { describe, expect, it } from 'vitest';
import { engineI18n } from '../../../shared/encounter/i18n';
import { exportDialogI18n, exportI18n } from '../../../shared/export/i18n';
import { createTranslate } from '../../../shared/export/translate';
import { createI18n, languages } from '../../../shared/i18n/index';
import { getSystem } from '../../../shared/rules/registry';
import { catalogProblems, flattenCatalog } from '../i18n/catalogCheck';

describe('the export catalog', () => {
  it('has every key in all three languages, with the plural forms each needs', () => {
    expect(catalogProblems('export', exportI18n)).toEqual([]);
  });

  it('the dialog catalog is the dialog and error part of the export catalog', () => {
    for (const lang of languages) {
      expect(exportDialogI18n[lang]).toEqual({
        dialog: exportI18n[lang].dialog,
        error: exportI18n[lang].error,
      });
    }
  });

  it('translates rule terms in Ukrainian and Russian, not English', () => {
    const uk = flattenCatalog(exportI18n.uk);
    const en = flattenCatalog(exportI18n.en);
    const same = [...uk].filter(
      ([k, v]) => en.get(k) === v && /[a-z]{4}/i.test(v.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(same).toEqual([]);
  });
});

describe('the export translator', () => {
  const namespaces = (lang: (typeof languages)[number]) => ({
    export: exportI18n[lang],
    engine: engineI18n[lang],
    osr: getSystem('osr').i18n[lang],
  });

  it('gives what i18next gives for every export key, every plural count and language', () => {
    for (const lang of languages) {
      const i18n = createI18n(lang, {
        export: exportI18n,
        engine: engineI18n,
        osr: getSystem('osr').i18n,
      });
      const fast = createTranslate(
        lang,
        { en: namespaces('en'), uk: namespaces('uk'), ru: namespaces('ru') },
        'export',
      );
      const keys = new Set(
        [...flattenCatalog(exportI18n.en).keys()].map((k) =>
          k.replace(/_(zero|one|two|few|many|other)$/, ''),
        ),
      );
      for (const key of keys) {
        const params = { who: 'Гоблін', target: 'Aria', amount: 7, hp: 3, max: 10, name: 'X' };
        for (const count of [undefined, 0, 1, 2, 5, 11, 21, 22, 101]) {
          const withCount = count === undefined ? params : { ...params, count };
          expect(fast.t(key, withCount), `${lang} ${key} ${String(count)}`).toBe(
            i18n.t(`export:${key}`, withCount),
          );
        }
      }
      expect(fast.t('osr:attack.hit')).toBe(i18n.t('osr:attack.hit'));
      expect(fast.t('engine:engine.hp.bloodied')).toBe(i18n.t('engine:engine.hp.bloodied'));
    }
  });

  it('falls back to English, then to the key itself, as i18next does', () => {
    const tr = createTranslate(
      'uk',
      { en: { export: { only: 'English only' } }, uk: { export: {} }, ru: { export: {} } },
      'export',
    );
    expect(tr.t('only')).toBe('English only');
    expect(tr.t('missing.key')).toBe('missing.key');
    expect(tr.has('only')).toBe(true);
    expect(tr.has('missing.key')).toBe(false);
  });
});
