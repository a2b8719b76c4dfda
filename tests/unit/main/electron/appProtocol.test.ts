// The app:// scheme the windows load from: registered privileged but never above the CSP, and
// answering only files of the built renderer, with the strict Content-Security-Policy.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appFileResponse,
  appPageUrl,
  appSchemePrivileges,
  serveAppScheme,
} from '../../../../main/electron/appProtocol';

let base: string;
let rendererDir: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'cm-app-scheme-'));
  rendererDir = join(base, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'export {};');
  await writeFile(join(base, 'secret.txt'), 'outside the renderer');
});
afterAll(async () => rm(base, { recursive: true, force: true }));

describe('app:// scheme', () => {
  it('is the page every window loads, standard and secure, never bypassing the CSP', () => {
    expect(appPageUrl).toBe('app://combat-manager/index.html');
    expect(appPageUrl.startsWith('file:')).toBe(false);
    expect(appSchemePrivileges).toEqual({
      scheme: 'app',
      privileges: expect.objectContaining({ standard: true, secure: true, bypassCSP: false }),
    });
  });

  it('serves the renderer’s files with the strict CSP', async () => {
    const page = await appFileResponse(rendererDir, `${appPageUrl}#/dm`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const script = await appFileResponse(rendererDir, 'app://combat-manager/assets/app.js');
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('answers 404 outside the renderer folder and for another host', async () => {
    for (const url of [
      'app://combat-manager/../secret.txt',
      'app://combat-manager/%2e%2e/secret.txt',
      'app://combat-manager/..%2fsecret.txt',
      'app://other-host/index.html',
      'app://combat-manager/missing.js',
    ]) {
      expect((await appFileResponse(rendererDir, url)).status, url).toBe(404);
    }
  });

  it('is handled on the protocol it is given', async () => {
    const handle = vi.fn();
    serveAppScheme({ handle }, rendererDir);
    expect(handle).toHaveBeenCalledWith('app', expect.any(Function));
    const handler = handle.mock.calls[0]?.[1] as (request: { url: string }) => Promise<Response>;
    expect((await handler({ url: appPageUrl })).status).toBe(200);
  });
});
