import type { LanguageCatalogs } from './catalog';
import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';

/** The namespace of the application's own texts; rule systems add one namespace each. */
export const commonNamespace = 'common';

/** The application's own catalogs. */
export const commonCatalogs: LanguageCatalogs = { en, uk, ru };
