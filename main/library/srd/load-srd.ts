// Loads the SRD monsters the build bundled (dist/main/srd-5e.json). Main reads the file once,
// on the first library request, and checks it with the same schema the build used.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { srdFileSchema, type SrdFile } from '../../../shared/library/srd';
import { parseJsonSafely } from '../../store/safe-json';

/** File name of the bundled SRD, next to the bundled main process. */
export const SRD_FILE_NAME = 'srd-5e.json';

/**
 * Where the bundled SRD is: beside main.cjs in dist/main (Electron, inside the asar), one
 * folder over from dist/serve (the local server), or dist/main of the working folder (tests).
 */
export function findSrdFile(): string | undefined {
  const here = typeof __dirname === 'string' ? __dirname : undefined;
  const candidates = [
    ...(here ? [join(here, SRD_FILE_NAME), join(here, '..', 'main', SRD_FILE_NAME)] : []),
    resolve('dist', 'main', SRD_FILE_NAME),
  ];
  return candidates.find((path) => existsSync(path));
}

/** Reads and checks the bundled SRD file. */
export async function loadSrdFile(path: string): Promise<SrdFile> {
  const text = await readFile(path, 'utf8');
  return srdFileSchema.parse(parseJsonSafely(text));
}
