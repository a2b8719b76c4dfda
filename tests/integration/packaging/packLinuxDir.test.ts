// Packs the app for Linux (`--linux dir`) the way `npm run dist` would, but with a stub Electron
// (the real binary cannot be downloaded on build machines). The stub carries Electron's fuse
// sentinel and wire, so electron-builder flips the fuses on it exactly as on the real binary.
import { extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const builtFiles = ['dist/main/main.cjs', 'dist/main/preload.cjs', 'dist/renderer/index.html'];

/** The marker Electron puts before its fuse wire; @electron/fuses looks for it. */
const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Wire of a stock Electron: version 1, eight fuses, as the real binary ships them. */
const stockFuseWire = Buffer.concat([Buffer.from([1, 8]), Buffer.from('10110001', 'ascii')]);
/** How the wire stores a fuse: the ASCII digits '0' (off) and '1' (on). */
const fuseOff = '0'.charCodeAt(0);
const fuseOn = '1'.charCodeAt(0);

let work: string;
let appDir: string;
let asarPath: string;
let entries: string[];

beforeAll(async () => {
  // `npm test` builds before the unit project; a bare vitest run on a clean clone builds here.
  if (!builtFiles.every((file) => existsSync(file))) {
    await run('npm', ['run', 'build'], { timeout: 180_000 });
  }
  work = await mkdtemp(join(tmpdir(), 'cm-pack-'));
  const electronDist = join(work, 'electron');
  await mkdir(join(electronDist, 'locales'), { recursive: true });
  await mkdir(join(electronDist, 'resources'), { recursive: true });
  const stub = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stub Electron for packaging tests"\nexit 0\n# ', 'ascii'),
    Buffer.from(fuseSentinel, 'ascii'),
    stockFuseWire,
    Buffer.from('\n', 'ascii'),
  ]);
  await writeFile(join(electronDist, 'electron'), stub);
  await chmod(join(electronDist, 'electron'), 0o755);
  for (const locale of ['en-US', 'uk', 'ru', 'de', 'fr']) {
    await writeFile(join(electronDist, 'locales', `${locale}.pak`), locale);
  }
  await writeFile(join(electronDist, 'LICENSE'), 'stub');
  await writeFile(join(electronDist, 'version'), '45.5.0');

  const output = join(work, 'release');
  await run(
    process.execPath,
    [
      resolve('node_modules/electron-builder/cli.js'),
      '--linux',
      'dir',
      `-c.electronDist=${electronDist}`,
      `-c.directories.output=${output}`,
    ],
    { timeout: 240_000, env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' } },
  );
  appDir = join(output, 'linux-unpacked');
  asarPath = join(appDir, 'resources', 'app.asar');
  entries = listPackage(asarPath, { isPack: false }).map((entry) => entry.replaceAll('\\', '/'));
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('packed app (linux dir, stub Electron)', () => {
  it('holds the built main process, preload and renderer', () => {
    for (const file of builtFiles) expect(entries).toContain(`/${file}`);
    expect(entries).toContain('/package.json');
    expect(entries.some((entry) => /^\/dist\/renderer\/assets\/.+\.js$/.test(entry))).toBe(true);
  });

  it('holds nothing from tests/, no sources, no source maps and no node_modules', () => {
    const unwanted = entries.filter(
      (entry) =>
        entry.startsWith('/tests') ||
        entry.startsWith('/node_modules') ||
        entry.startsWith('/main/') ||
        entry.startsWith('/renderer/') ||
        entry.startsWith('/shared/') ||
        entry.startsWith('/dist/serve') ||
        /\.(map|ts|svelte)$/.test(entry),
    );
    expect(unwanted).toEqual([]);
  });

  it('points Electron at the bundled main process', () => {
    const manifest = JSON.parse(extractFile(asarPath, 'package.json').toString('utf8')) as {
      main: string;
    };
    expect(manifest.main).toBe('dist/main/main.cjs');
  });

  it('flipped the fuses on the executable', async () => {
    const executable = (await readdir(appDir)).find((name) => name === 'combat-manager');
    expect(executable).toBe('combat-manager');
    const wire = await getCurrentFuseWire(join(appDir, 'combat-manager'));
    expect({
      runAsNode: wire[FuseV1Options.RunAsNode],
      cookieEncryption: wire[FuseV1Options.EnableCookieEncryption],
      nodeOptions: wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      inspect: wire[FuseV1Options.EnableNodeCliInspectArguments],
      asarIntegrity: wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      onlyAsar: wire[FuseV1Options.OnlyLoadAppFromAsar],
    }).toEqual({
      runAsNode: fuseOff,
      cookieEncryption: fuseOn,
      nodeOptions: fuseOff,
      inspect: fuseOff,
      asarIntegrity: fuseOn,
      onlyAsar: fuseOn,
    });
  });

  it('keeps only the interface languages’ Chromium locales', async () => {
    expect((await readdir(join(appDir, 'locales'))).sort()).toEqual([
      'en-US.pak',
      'ru.pak',
      'uk.pak',
    ]);
  });
});
