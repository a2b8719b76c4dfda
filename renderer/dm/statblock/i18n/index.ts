// The statblock card's catalog (namespace `statblock`) in every interface language.
import type { LanguageCatalogs } from '../../../../shared/i18n/catalog';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';

/** Namespace of the statblock card's texts. */
export const statblockNamespace = 'statblock';

/** The statblock card's texts in English, Ukrainian and Russian. */
export const statblockI18n: LanguageCatalogs = { en, uk, ru };
