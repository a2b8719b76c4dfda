// The OSR catalog (i18n namespace "osr") in English, Ukrainian and Russian.
import type { I18nCatalog } from '../types';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { uk } from './locales/uk';

export { en, ru, uk };

/** Every OSR text key in all three languages. */
export const osrI18n: I18nCatalog = { en, uk, ru };
