/** Interface languages, translation catalogs and the i18next factory shared by main and renderer. */
export type { Catalog, LanguageCatalogs } from './catalog';
export { createI18n } from './createI18n';
export { fallbackLanguage, isLanguage, languages, matchLanguage, type Language } from './languages';
export { commonCatalogs, commonNamespace } from './namespaces';
