/** A translation catalog: nested plain data whose leaves are i18next message strings. */
export interface Catalog {
  readonly [key: string]: string | Catalog;
}

/** One catalog per interface language; every rule system ships one of these as well. */
export interface LanguageCatalogs {
  readonly en: Catalog;
  readonly uk: Catalog;
  readonly ru: Catalog;
}
