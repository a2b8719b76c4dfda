// Checks shared by the screens' catalog tests: the source text of a renderer folder, and the
// keys it asks for that some language lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languages, type Catalog } from '../../../shared/i18n/index';
import { requestableKeys } from '../../unit/i18n/catalogCheck';

/** Catalogs of each namespace a screen reads, by language. */
export type Namespaces = Record<string, Record<(typeof languages)[number], Catalog>>;

/** The Svelte and TypeScript sources of one folder (not its subfolders), joined. */
export function folderSources(folder: string): string {
  const source = resolve(folder);
  return readdirSync(source)
    .filter((f) => f.endsWith('.svelte') || f.endsWith('.ts'))
    .map((f) => readFileSync(join(source, f), 'utf8'))
    .join('\n');
}

/**
 * Keys missing in some language: `ns:key`, or a key of `ownNamespace` when it has no prefix.
 * Each problem names the key and the language (or the unknown namespace).
 */
export function missingKeys(
  keys: Iterable<string>,
  namespaces: Namespaces,
  ownNamespace: string,
): string[] {
  const out: string[] = [];
  for (const full of keys) {
    const colon = full.indexOf(':');
    const [ns, key] =
      colon > 0 ? [full.slice(0, colon), full.slice(colon + 1)] : [ownNamespace, full];
    const catalogs = namespaces[ns];
    if (!catalogs) {
      out.push(`${full} (unknown namespace)`);
      continue;
    }
    for (const lang of languages) {
      if (!requestableKeys(catalogs[lang]).has(key)) out.push(`${full} in ${lang}`);
    }
  }
  return out;
}
