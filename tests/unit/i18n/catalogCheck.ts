import type { Catalog, LanguageCatalogs } from '../../../shared/i18n/index';
import { languages } from '../../../shared/i18n/index';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalog as `dotted.key → text`. */
export function flattenCatalog(catalog: Catalog, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of flattenCatalog(value, path)) result.set(k, v);
  }
  return result;
}

/** The keys a caller can ask for: plain keys, and plural keys without their category suffix. */
export function requestableKeys(catalog: Catalog): Set<string> {
  return new Set([...flattenCatalog(catalog).keys()].map((key) => key.replace(pluralSuffix, '')));
}

/** Interpolation variables per requestable key (plural forms merged), as a sorted list. */
function variablesByKey(entries: Map<string, string>): Map<string, string> {
  const sets = new Map<string, Set<string>>();
  for (const [key, text] of entries) {
    const base = key.replace(pluralSuffix, '');
    const set = sets.get(base) ?? new Set<string>();
    for (const match of text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)) set.add(match[1] ?? '');
    sets.set(base, set);
  }
  return new Map([...sets].map(([key, set]) => [key, [...set].sort().join(',')]));
}

/**
 * Lists every way the three catalogs of one namespace disagree: a key missing in a language,
 * a plural key lacking a category that language's plural rules need, an empty text, or interpolation variables that differ from English.
 */
export function catalogProblems(namespace: string, catalogs: LanguageCatalogs): string[] {
  const problems: string[] = [];
  const flat = Object.fromEntries(languages.map((lang) => [lang, flattenCatalog(catalogs[lang])]));
  const requestable = Object.fromEntries(
    languages.map((lang) => [lang, requestableKeys(catalogs[lang])]),
  );
  const allKeys = new Set(languages.flatMap((lang) => [...requestable[lang]!]));

  for (const key of [...allKeys].sort()) {
    for (const lang of languages) {
      if (!requestable[lang]!.has(key)) problems.push(`${namespace}:${key} is missing in ${lang}`);
    }
  }
  for (const lang of languages) {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const entries = flat[lang]!;
    const pluralBases = new Set(
      [...entries.keys()]
        .filter((k) => pluralSuffix.test(k))
        .map((k) => k.replace(pluralSuffix, '')),
    );
    for (const base of pluralBases) {
      for (const category of needed) {
        if (!entries.has(`${base}_${category}`)) {
          problems.push(`${namespace}:${base} lacks the "${category}" plural form in ${lang}`);
        }
      }
    }
    for (const [key, text] of entries) {
      if (text.trim() === '') problems.push(`${namespace}:${key} is empty in ${lang}`);
    }
    if (lang === 'en') continue;
    // Plural forms may differ in wording ("every turn" / "every {{count}} turns"), so the
    // variables of a plural key are those of all its forms together.
    const english = variablesByKey(flat.en!);
    for (const [key, names] of variablesByKey(entries)) {
      const expected = english.get(key);
      if (expected !== undefined && names !== expected) {
        problems.push(`${namespace}:${key} in ${lang} uses {{${names}}}, English {{${expected}}}`);
      }
    }
  }
  return problems;
}
