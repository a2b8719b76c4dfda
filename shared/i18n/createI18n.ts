import i18next, { type i18n } from 'i18next';
import type { LanguageCatalogs } from './catalog';
import { fallbackLanguage, languages, type Language } from './languages';
import { commonCatalogs, commonNamespace } from './namespaces';

/**
 * Creates a ready-to-use i18next instance holding the common catalogs plus any extra
 * namespaces (one per rule system, keyed by system id). Plural forms follow `Intl.PluralRules`,
 * so Ukrainian and Russian keys carry `_one`, `_few`, `_many` and `_other` variants.
 */
export function createI18n(
  language: Language,
  extraNamespaces: Readonly<Record<string, LanguageCatalogs>> = {},
): i18n {
  const namespaces: Record<string, LanguageCatalogs> = {
    ...extraNamespaces,
    [commonNamespace]: commonCatalogs,
  };
  const resources = Object.fromEntries(
    languages.map((lang) => [
      lang,
      Object.fromEntries(Object.entries(namespaces).map(([ns, catalogs]) => [ns, catalogs[lang]])),
    ]),
  );
  const instance = i18next.createInstance();
  // Resources are in memory, so initialisation completes synchronously (initAsync: false).
  void instance.init({
    resources,
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: Object.keys(namespaces),
    defaultNS: commonNamespace,
    initAsync: false,
    returnNull: false,
    // Svelte escapes text it renders, and native menus show plain strings.
    interpolation: { escapeValue: false },
  });
  return instance;
}
