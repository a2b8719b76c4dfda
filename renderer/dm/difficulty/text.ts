// The difficulty texts in one language, and numbers written the way that language groups them.
import type { TOptions } from 'i18next';
import { createI18n, fallbackLanguage, type Language } from '../../../shared/i18n/index';
import { difficultyI18n } from './i18n';

const i18n = createI18n(fallbackLanguage, { difficulty: difficultyI18n });

/** A translator of the difficulty texts and a number formatter for `language`. */
export function difficultyText(language: Language): {
  t: (key: string, options?: TOptions) => string;
  n: (value: number) => string;
} {
  const fixed = i18n.getFixedT(language, 'difficulty');
  const format = new Intl.NumberFormat(language);
  return {
    t: (key, options) => String(fixed(key, { ...options, interpolation: { escapeValue: false } })),
    n: (value) => format.format(value),
  };
}
