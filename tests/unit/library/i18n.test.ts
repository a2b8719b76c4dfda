import { describe, expect, it } from 'vitest';
import { createI18n, languages } from '../../../shared/i18n/index';
import { FILE_PROBLEMS, RECORD_PROBLEMS, REQUEST_PROBLEMS } from '../../../shared/library/codes';
import { libraryI18n, libraryNamespace } from '../../../shared/library/i18n';
import { catalogProblems, requestableKeys } from '../i18n/catalogCheck';

describe('library catalog', () => {
  it('has every key in all three languages with the plural forms each needs', () => {
    expect(catalogProblems('library', libraryI18n)).toEqual([]);
  });

  it('explains every problem code the library reports, in every language', () => {
    const codes = [...FILE_PROBLEMS, ...RECORD_PROBLEMS, ...REQUEST_PROBLEMS, 'csvColumnsIgnored'];
    for (const language of languages) {
      const keys = requestableKeys(libraryI18n[language]);
      for (const code of codes)
        expect(keys.has(`problem.${code}`), `${language} ${code}`).toBe(true);
    }
  });

  it('translates through i18next with the library namespace', () => {
    const uk = createI18n('uk', { [libraryNamespace]: libraryI18n });
    expect(uk.t('library:panel.results', { count: 3 })).toBe('3 істоти');
    expect(uk.t('library:panel.results', { count: 5 })).toBe('5 істот');
    const ru = createI18n('ru', { [libraryNamespace]: libraryI18n });
    expect(ru.t('library:problem.tooDeep', { max: 64 })).toContain('64');
    const en = createI18n('en', { [libraryNamespace]: libraryI18n });
    expect(en.t('library:problem.unsafeKey', { key: '__proto__' })).toContain('“__proto__”');
  });
});
