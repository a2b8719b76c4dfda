// A rule is what the engine does when a DM sends a command: a function exported from
// shared/rules/** that nothing in shared/, main/ or renderer/ calls (only tests do) is a rule the
// engine never applies. Same reading as the project's uncalled-rules script: a function counts
// as called when its name appears in another source file, or twice in its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const SOURCE_DIRS = ['shared', 'main', 'renderer'];

/**
 * Genuine utilities kept for screens, tools or tests with no caller in the app yet; each needs
 * a reason. A rule does not belong here: wire it into the command path or delete it.
 */
const ALLOWLIST: Readonly<Record<string, string>> = {};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') || name.endsWith('.svelte')) out.push(path);
  }
  return out;
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of text.match(/\w+/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** `file:name` of every function exported from shared/rules/** that only tests reference. */
function uncalledRules(): string[] {
  const files = SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d))).map((f) =>
    relative(ROOT, f).split('\\').join('/'),
  );
  const words = new Map(files.map((f) => [f, wordCounts(readFileSync(join(ROOT, f), 'utf8'))]));
  const exported = new Map<string, string[]>();
  for (const f of files) {
    if (!f.startsWith('shared/rules/')) continue;
    const text = readFileSync(join(ROOT, f), 'utf8');
    for (const m of text.matchAll(/^export (?:async )?function (\w+)/gm)) {
      const name = m[1] as string;
      exported.set(name, [...(exported.get(name) ?? []), f]);
    }
  }
  const uncalled: string[] = [];
  for (const [name, homes] of exported) {
    const elsewhere = files.some((f) => !homes.includes(f) && (words.get(f)?.get(name) ?? 0) > 0);
    const inHomes = homes.reduce((n, f) => n + (words.get(f)?.get(name) ?? 0), 0);
    if (!elsewhere && inHomes <= 1) uncalled.push(`${homes[0]}:${name}`);
  }
  return uncalled.sort();
}

describe('every rule is applied by the engine', () => {
  it('no function exported from shared/rules/** is called only by tests (allowlist aside)', () => {
    const uncalled = uncalledRules().filter(
      (entry) => !((entry.split(':')[1] as string) in ALLOWLIST),
    );
    expect(uncalled).toEqual([]);
  });

  it('the allowlist names only functions that exist and are still uncalled', () => {
    const uncalled = new Set(uncalledRules().map((e) => e.split(':')[1]));
    expect(Object.keys(ALLOWLIST).filter((name) => !uncalled.has(name))).toEqual([]);
  });
});
