// Every `pattern` attribute in the renderer compiles as the browser compiles it: anchored and
// with the v flag (HTML's rule since 2023). A pattern that does not compile checks nothing and
// logs a console error on the page that shows it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';

const root = resolve('renderer');

function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svelteFiles(path);
    return entry.name.endsWith('.svelte') ? [path] : [];
  });
}

interface Found {
  readonly where: string;
  /** The attribute's text, or null when it is computed and cannot be read from the source. */
  readonly pattern: string | null;
}

type AstNode = { type?: string; [key: string]: unknown };

/** The `pattern` attributes of one component, with their values where the source fixes them. */
function patternsOf(file: string, source = readFileSync(file, 'utf8')): Found[] {
  const ast = parse(source, { modern: true }) as unknown as AstNode;
  const found: Found[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as AstNode;
    if (n.type === 'Attribute' && n.name === 'pattern') {
      const line = source.slice(0, n.start as number).split('\n').length;
      found.push({ where: `${relative(root, file)}:${line}`, pattern: attributeText(n.value) });
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'parent') visit(value);
  };
  visit(ast.fragment);
  return found;
}

function attributeText(value: unknown): string | null {
  const parts = Array.isArray(value) ? value : [value];
  let text = '';
  for (const part of parts as AstNode[]) {
    if (part.type === 'Text') text += part.data as string;
    else if (part.type === 'ExpressionTag') {
      const expression = part.expression as AstNode;
      if (expression.type !== 'Literal' || typeof expression.value !== 'string') return null;
      text += expression.value;
    } else return null;
  }
  return text;
}

/** The browser's compilation of an input's pattern (HTML: `^(?:` pattern `)$` with flag v). */
function compileAsBrowser(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, 'v');
}

const all = svelteFiles(root).flatMap((file) => patternsOf(file));

describe('pattern attributes in the renderer', () => {
  it('reads the pattern of an input from a component’s source, fixed or computed', () => {
    const sample = `<input pattern="\\d+" /><input pattern={'[a-z]+'} /><input pattern={p} />`;
    expect(patternsOf(join(root, 'Sample.svelte'), sample)).toEqual([
      { where: 'Sample.svelte:1', pattern: '\\d+' },
      { where: 'Sample.svelte:1', pattern: '[a-z]+' },
      { where: 'Sample.svelte:1', pattern: null },
    ]);
  });

  it('compiles every one as the browser does (anchored, v flag)', () => {
    for (const { where, pattern } of all) {
      expect(pattern, `${where}: a computed pattern cannot be checked here`).not.toBeNull();
      expect(() => compileAsBrowser(pattern as string), where).not.toThrow();
    }
  });

  it('fails on a pattern the browser refuses', () => {
    expect(() => compileAsBrowser('\\d{1,3}([+-]\\d{1,3})?')).toThrow(SyntaxError);
    expect(compileAsBrowser('\\d{1,3}([+\\-]\\d{1,3})?|1/2').test('3+1')).toBe(true);
  });
});
