// A fast reader of the project's i18next catalogs for the export. i18next's own `t()` costs
// tens of microseconds a call, which alone would blow the budget for a 10,000-event export
// (≤ 3× JSON.stringify of the log); templates here are compiled once per key and language.
// It follows i18next's conventions exactly: nested keys, `ns:key`, `{{name}}` interpolation
// and `_one/_few/_many/_other` plural suffixes chosen by Intl.PluralRules on `count`.
import type { Catalog } from '../i18n/catalog';
import type { Language } from '../i18n/languages';

/** Interpolation values of one message. */
export type TranslateParams = Readonly<Record<string, string | number>>;

/** Translates `ns:key` (or a key of the default namespace) with `params`. */
export type Translate = (key: string, params?: TranslateParams) => string;

/** A translator and a check that a key exists (in the language or in English). */
export interface Translator {
  /** Translates a key. */
  readonly t: Translate;
  /** True when `key` (or, with `count`, one of its plural forms) has a text. */
  readonly has: (key: string) => boolean;
}

/** Catalogs of one language by namespace. */
export type NamespaceCatalogs = Readonly<Record<string, Catalog | undefined>>;

type Compiled = (params: TranslateParams) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const EMPTY: TranslateParams = {};

function compile(template: string): Compiled {
  const parts: string[] = [];
  const names: string[] = [];
  const raw: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index));
    names.push(match[1] as string);
    raw.push(match[0]);
    last = (match.index as number) + match[0].length;
  }
  if (names.length === 0) return () => template;
  parts.push(template.slice(last));
  return (params) => {
    let out = parts[0] as string;
    for (let i = 0; i < names.length; i++) {
      // As i18next: a value not given leaves its placeholder in place, so the gap shows.
      const value = params[names[i] as string];
      out += (value === undefined ? (raw[i] as string) : String(value)) + (parts[i + 1] as string);
    }
    return out;
  };
}

function lookup(tree: Catalog | undefined, path: string): string | undefined {
  let node: Catalog | string | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator over `catalogs[language]` falling back to `catalogs.en`, i18next style; a key
 * found nowhere comes back as itself (as i18next does), so a gap is visible, never blank.
 */
export function createTranslate(
  language: Language,
  catalogs: Readonly<Record<Language, NamespaceCatalogs>>,
  defaultNamespace: string,
): Translator {
  const plural = new Intl.PluralRules(language);
  const cache = new Map<string, Compiled | null>();
  const find = (ns: string, path: string): Compiled | null => {
    const id = `${ns}:${path}`;
    let hit = cache.get(id);
    if (hit !== undefined) return hit;
    const text = lookup(catalogs[language][ns], path) ?? lookup(catalogs.en[ns], path);
    hit = text === undefined ? null : compile(text);
    cache.set(id, hit);
    return hit;
  };
  // Resolved per requested key (with its plural form), so a hit costs one map lookup.
  const byKey = new Map<string, Compiled | null>();
  const resolve = (key: string): Compiled | null => {
    let hit = byKey.get(key);
    if (hit !== undefined) return hit;
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : defaultNamespace;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    hit = find(ns, path);
    byKey.set(key, hit);
    return hit;
  };
  const forms = new Map<number, string>();
  const formOf = (count: number): string => {
    let form = forms.get(count);
    if (form === undefined) {
      form = plural.select(count);
      forms.set(count, form);
    }
    return form;
  };
  const has = (key: string): boolean => resolve(key) !== null || resolve(`${key}_other`) !== null;
  const t: Translate = (key, params = EMPTY) => {
    const count = params.count;
    if (typeof count === 'number') {
      const form = resolve(`${key}_${formOf(count)}`) ?? resolve(`${key}_other`);
      if (form) return form(params);
    }
    const compiled = resolve(key);
    return compiled ? compiled(params) : key;
  };
  return { t, has };
}
