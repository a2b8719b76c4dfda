import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** Makes a fresh temporary folder and returns it with its cleanup. */
export async function makeTempDir(prefix = 'cm-store-'): Promise<{
  dir: string;
  cleanup: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Every file under `dir` (relative path → sha-256 of its bytes), to prove nothing changed. */
export async function treeHashes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  async function walk(current: string): Promise<void> {
    for (const name of (await readdir(current)).sort()) {
      const path = join(current, name);
      if ((await stat(path)).isDirectory()) {
        out[`${relative(dir, path)}/`] = 'dir';
        await walk(path);
      } else {
        out[relative(dir, path)] = createHash('sha256')
          .update(await readFile(path))
          .digest('hex');
      }
    }
  }
  await walk(dir);
  return out;
}

/** Names in a folder, sorted. */
export async function listDir(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}
