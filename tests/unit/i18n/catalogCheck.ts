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

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Lists every way the three catalogs of one namespace disagree: a key missing in a language,
 * a plural key lacking a category that language's plural rules need (or having one they never
 * use), an empty text, or interpolation variables that differ from English.
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
      for (const key of entries.keys()) {
        const category = key.startsWith(`${base}_`) ? key.slice(base.length + 1) : undefined;
        if (category && pluralSuffix.test(`_${category}`) && !needed.includes(category as never)) {
          problems.push(`${namespace}:${key} is a plural form ${lang} never uses`);
        }
      }
    }
    for (const [key, text] of entries) {
      if (text.trim() === '') problems.push(`${namespace}:${key} is empty in ${lang}`);
      const english = flat.en!.get(key) ?? flat.en!.get(key.replace(pluralSuffix, '_other'));
      if (lang !== 'en' && english !== undefined) {
        const expected = variables(english).join(',');
        if (variables(text).join(',') !== expected) {
          problems.push(
            `${namespace}:${key} in ${lang} uses {{${variables(text).join(',')}}}, English {{${expected}}}`,
          );
        }
      }
    }
  }
  return problems;
}
