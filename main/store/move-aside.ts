import { dirname } from 'node:path';
import { displayPath, fileTimestamp, type StoreContext } from './context';

/** The name a damaged file is kept under: `<name>.corrupt-<time>[-n]` that does not exist yet. */
export async function corruptName(context: StoreContext, path: string): Promise<string> {
  const stem = `${path}.corrupt-${fileTimestamp(context.now())}`;
  let candidate = stem;
  for (let n = 2; await context.fs.exists(candidate); n += 1) candidate = `${stem}-${n}`;
  return candidate;
}

/**
 * Keeps a damaged file for the DM (and for anyone trying to rescue more of it) under a
 * `.corrupt-<time>` name, then makes the rename durable. Returns the new path.
 */
export async function setAsideAs(context: StoreContext, path: string): Promise<string> {
  const target = await corruptName(context, path);
  await context.fs.rename(path, target);
  await context.fs.syncDir(dirname(path));
  return target;
}

/** Sets a damaged file aside (see setAsideAs); returns the new name as shown to the DM. */
export async function moveAside(context: StoreContext, path: string): Promise<string> {
  return displayPath(context, await setAsideAs(context, path));
}
