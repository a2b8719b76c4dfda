// The README's commands must work on Windows and macOS as well as Linux: no Unix-only paths in
// the code and tests, no npm scripts that need a POSIX shell, imports spelt exactly as the files
// are named (macOS and Windows forgive a wrong case, Linux CI does not), file names every file
// system accepts, and LF line endings whatever git's autocrlf says.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve('.');
const sourceFolders = ['main', 'renderer', 'shared', 'tests'];
const skipped = new Set(['node_modules', 'dist', 'release', 'artifacts', '.data', '.git']);
const codeFile = /\.(ts|svelte|js|mjs|cjs)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const allFiles = sourceFolders.flatMap((folder) => walk(join(root, folder)));
const codeFiles = allFiles.filter((file) => codeFile.test(file));
const listings = new Map<string, string[]>();
/** A folder's entries, read once (the import check asks for the same folders many times). */
function entries(dir: string): string[] {
  let names = listings.get(dir);
  if (!names) {
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    listings.set(dir, names);
  }
  return names;
}
const rel = (file: string): string => relative(root, file).split(sep).join('/');

/** True when `path` exists with exactly this spelling, segment by segment. */
function existsExactly(path: string): boolean {
  const parts = relative(root, path).split(sep);
  let dir = root;
  for (const part of parts) {
    if (part === '..' || part === '.') return false;
    if (!entries(dir).includes(part)) return false;
    dir = join(dir, part);
  }
  return true;
}

const importTargets = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const resolutions = ['', '.ts', '.svelte', '.svelte.ts', '.js', '.json', '/index.ts'];

/** The file `path` names, matching each segment without regard to case (as Windows and macOS do). */
function findIgnoringCase(path: string): string | undefined {
  let dir = root;
  for (const part of relative(root, path).split(sep)) {
    if (part === '..' || part === '.') return undefined;
    const name = entries(dir).find((n) => n.toLowerCase() === part.toLowerCase());
    if (!name) return undefined;
    dir = join(dir, name);
  }
  return statSync(dir).isFile() ? path : undefined;
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return resolutions.map((ext) => base + ext).find((candidate) => findIgnoringCase(candidate));
}

describe('portability to Windows and macOS', () => {
  it('no code or test names a Unix-only folder such as /tmp', () => {
    const offenders = codeFiles.filter((file) => /['"`]\/tmp\b/.test(readFileSync(file, 'utf8')));
    expect(offenders.map(rel)).toEqual([]);
  });

  it('every relative import is spelt exactly as its file is named', () => {
    const wrong: string[] = [];
    for (const file of codeFiles) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importTargets)) {
        const specifier = match[1] as string;
        const target = resolveImport(file, specifier);
        // Unresolved imports are the type checker's business; the case is ours.
        if (target && !existsExactly(target)) wrong.push(`${rel(file)} → ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('npm scripts run under cmd.exe as well as a POSIX shell', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const posixOnly: [RegExp, string][] = [
      [/(^|&&|\|\||;)\s*(rm|cp|mv|cat|export|mkdir|ls|sed|grep)\s/, 'a Unix command'],
      [/(^|\s)[A-Z_][A-Z0-9_]*=\S*\s/, 'an inline environment variable'],
      [/'/, 'single quotes (cmd.exe does not strip them)'],
      [/\$[({A-Za-z_]|`/, 'shell expansion'],
      [/;/, "';' between commands"],
      [/\\\n/, 'a line continuation'],
    ];
    const problems = Object.entries(pkg.scripts).flatMap(([name, script]) =>
      posixOnly.filter(([pattern]) => pattern.test(script)).map(([, what]) => `${name}: ${what}`),
    );
    expect(problems).toEqual([]);
  });

  it('file names are valid and distinct on case-insensitive file systems', () => {
    const reserved = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
    const names = [...allFiles, ...['README.md', 'package.json'].map((f) => join(root, f))].map(
      rel,
    );
    const bad = names.filter((name) =>
      name
        .split('/')
        .some((part) => /[<>:"|?*\\]/.test(part) || /[. ]$/.test(part) || reserved.test(part)),
    );
    expect(bad).toEqual([]);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const name of names) {
      const key = name.toLowerCase();
      const other = seen.get(key);
      if (other && other !== name) clashes.push(`${other} / ${name}`);
      seen.set(key, name);
    }
    expect(clashes).toEqual([]);
  });

  it('text files are checked out with LF endings on every system', () => {
    const attributes = readFileSync(join(root, '.gitattributes'), 'utf8');
    expect(attributes).toMatch(/^\* text=auto eol=lf$/m);
    const crlf = codeFiles.filter((file) => readFileSync(file, 'utf8').includes('\r\n'));
    expect(crlf.map(rel)).toEqual([]);
  });
});
