// The difficulty summary's and badge's texts have every key in all three languages, and every
// difficulty the 5e reckoning can give has its word.
import { describe, expect, it } from 'vitest';
import { difficultyI18n } from '../../../renderer/dm/difficulty/i18n';
import { catalogProblems, flattenCatalog } from './catalogCheck';

describe('difficulty catalog', () => {
  it('has every key in all three languages', () => {
    expect(catalogProblems('difficulty', difficultyI18n)).toEqual([]);
  });

  it('names every difficulty in every language', () => {
    for (const lang of ['en', 'uk', 'ru'] as const) {
      const keys = flattenCatalog(difficultyI18n[lang]);
      for (const level of ['trivial', 'easy', 'medium', 'hard', 'deadly'])
        expect(keys.get(`level.${level}`), `${lang} ${level}`).toBeTruthy();
    }
  });
});
