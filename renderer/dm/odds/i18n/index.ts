// The odds panel's catalog (namespace `odds`) in every interface language.
import type { LanguageCatalogs } from '../../../../shared/i18n/catalog';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';

/** Namespace of the odds panel's texts. */
export const oddsNamespace = 'odds';

/** The odds panel's texts in English, Ukrainian and Russian. */
export const oddsI18n: LanguageCatalogs = { en, uk, ru };
