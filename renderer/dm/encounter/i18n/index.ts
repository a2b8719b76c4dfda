// The encounter screen's catalog (namespace `enc`) in every interface language.
import type { LanguageCatalogs } from '../../../../shared/i18n/catalog';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';

/** The encounter screen's texts in English, Ukrainian and Russian. */
export const encounterUiI18n: LanguageCatalogs = { en, uk, ru };
