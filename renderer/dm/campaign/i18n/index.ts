// The DM window's campaign texts in the three interface languages (namespace `campaign`).
import type { LanguageCatalogs } from '../../../../shared/i18n/catalog';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';

/** Namespace of the campaign texts. */
export const campaignNamespace = 'campaign';

/** The campaign texts in every interface language. */
export const campaignI18n: LanguageCatalogs = { en, uk, ru };
