import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStaticFile } from '../../../main/serve/staticFiles';

let base: string;
let root: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'cm-static-'));
  root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html>');
  await writeFile(join(root, 'assets', 'app-1.js'), 'export {}');
  await writeFile(join(base, 'secret.txt'), 'do not serve');
  await writeFile(join(base, 'renderer-evil.txt'), 'sibling with a shared prefix');
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves index.html for / and assets with their types', async () => {
    expect(await readStaticFile(root, '/')).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      immutable: false,
    });
    const asset = await readStaticFile(root, '/assets/app-1.js');
    expect(asset).toMatchObject({ contentType: 'text/javascript; charset=utf-8', immutable: true });
    expect(asset?.body.toString()).toBe('export {}');
  });

  it('serves nothing outside the folder, however the path is spelled', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/../renderer-evil.txt',
      '/index.html%00.js',
      '/%E0%A4%A',
      '/assets',
      '/missing.js',
    ]) {
      expect(await readStaticFile(root, path), path).toBeUndefined();
    }
  });
});
