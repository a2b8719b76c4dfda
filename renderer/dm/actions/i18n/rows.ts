// One row per text with all three languages side by side, so no language can miss a key (the
// rule systems' catalogs are written the same way), and the tree each language reads.
import type { Catalog } from '../../../../shared/i18n/catalog';

/** A key (dotted) and its English, Ukrainian and Russian texts. */
export type Row = readonly [key: string, en: string, uk: string, ru: string];

/** Rows under a common prefix (`dnd5e.`): the same rows, keys prefixed. */
export function under(prefix: string, rows: readonly Row[]): Row[] {
  return rows.map(([key, en, uk, ru]) => [`${prefix}.${key}`, en, uk, ru]);
}

/** A command's two rows: its name and its one-line explanation, each in the three languages. */
export function commandRows(
  name: string,
  en: readonly [string, string],
  uk: readonly [string, string],
  ru: readonly [string, string],
): Row[] {
  return [
    [`cmd.${name}.name`, en[0], uk[0], ru[0]],
    [`cmd.${name}.help`, en[1], uk[1], ru[1]],
  ];
}

interface Tree {
  [key: string]: string | Tree;
}

function put(tree: Tree, path: readonly string[], text: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    tree[head] = text;
    return;
  }
  const next = tree[head];
  const branch: Tree = typeof next === 'object' ? next : {};
  tree[head] = branch;
  put(branch, rest, text);
}

/** The catalog of one language (column 1 English, 2 Ukrainian, 3 Russian). */
export function treeOf(rows: readonly Row[], column: 1 | 2 | 3): Catalog {
  const tree: Tree = {};
  for (const row of rows) put(tree, row[0].split('.'), row[column]);
  return tree;
}
