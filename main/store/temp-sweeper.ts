import { join } from 'node:path';
import type { StoreContext } from './context';

// Matches the temporary names writeFileAtomic makes: .<name>.<pid>-<12 hex>.tmp
const TEMP_NAME = /^\..+\.\d+-[0-9a-f]{12}\.tmp$/;

/** True for a temporary file name made by writeFileAtomic. */
export function isStoreTempName(fileName: string): boolean {
  return TEMP_NAME.test(fileName);
}

/**
 * Removes temporary files a killed writer left in `dir`, once per folder per session. Only the
 * lock holder writes in the data folder, so a temp file found at open time belongs to a dead
 * process.
 */
export async function sweepTempFilesOnce(context: StoreContext, dir: string): Promise<void> {
  if (context.sweptDirs.has(dir)) return;
  context.sweptDirs.add(dir);
  let names: string[];
  try {
    names = await context.fs.readdir(dir);
  } catch {
    return;
  }
  for (const entry of names) {
    if (isStoreTempName(entry)) await context.fs.unlink(join(dir, entry)).catch(() => undefined);
  }
}
