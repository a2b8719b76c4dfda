import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';
import { chromium } from 'playwright-core';

/** What the lookup needs from the machine; faked in its unit test, real in `chromiumPath()`. */
export interface BrowserLookupHost {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  home: string;
  exists(path: string): boolean;
  /** Where playwright keeps its own Chromium (it may not be installed). */
  playwrightChromium(): string | undefined;
}

/** Where a browser was found, or what to install when none was. */
export type BrowserLookup =
  | { found: true; path: string; source: 'CHROMIUM_PATH' | 'installed' | 'playwright' }
  | { found: false; message: string };

function linuxCandidates(): string[] {
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/microsoft-edge',
    '/usr/bin/microsoft-edge-stable',
  ];
}

function macCandidates(home: string): string[] {
  const apps = [
    'Google Chrome.app/Contents/MacOS/Google Chrome',
    'Chromium.app/Contents/MacOS/Chromium',
    'Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
  ];
  return [
    ...apps.map((app) => posix.join('/Applications', app)),
    ...apps.map((app) => posix.join(home, 'Applications', app)),
  ];
}

function windowsCandidates(env: BrowserLookupHost['env']): string[] {
  // Per-machine installs live under both Program Files folders; Chrome and Chromium can also be
  // installed for one user only, under that user's local app data.
  const programFolders = [env['ProgramFiles'], env['ProgramFiles(x86)']].filter(
    (dir): dir is string => Boolean(dir),
  );
  const local = env['LOCALAPPDATA'];
  const out: string[] = [];
  for (const dir of programFolders)
    out.push(win32.join(dir, 'Google/Chrome/Application/chrome.exe'));
  if (local) out.push(win32.join(local, 'Google/Chrome/Application/chrome.exe'));
  if (local) out.push(win32.join(local, 'Chromium/Application/chrome.exe'));
  for (const dir of programFolders)
    out.push(win32.join(dir, 'Microsoft/Edge/Application/msedge.exe'));
  return out;
}

/** The usual install locations of a Chromium-based browser on `platform`, most preferred first. */
export function browserCandidates(
  host: Pick<BrowserLookupHost, 'platform' | 'env' | 'home'>,
): string[] {
  if (host.platform === 'win32') return windowsCandidates(host.env);
  if (host.platform === 'darwin') return macCandidates(host.home);
  return linuxCandidates();
}

function installHint(platform: NodeJS.Platform): string {
  if (platform === 'win32') return 'install Google Chrome or Microsoft Edge';
  if (platform === 'darwin') return 'install Google Chrome or Chromium into /Applications';
  return 'install Chromium (Debian/Ubuntu: sudo apt-get install -y chromium)';
}

/**
 * Finds the browser the end-to-end tests drive: `CHROMIUM_PATH` first, then the usual install
 * locations of the platform, then playwright's own Chromium when one was downloaded.
 */
export function findChromium(host: BrowserLookupHost): BrowserLookup {
  const fromEnv = host.env['CHROMIUM_PATH'];
  if (fromEnv) {
    if (host.exists(fromEnv)) return { found: true, path: fromEnv, source: 'CHROMIUM_PATH' };
    return {
      found: false,
      message: `CHROMIUM_PATH is set to ${fromEnv}, but no file is there: point it at a Chromium, Chrome or Edge executable.`,
    };
  }
  const installed = browserCandidates(host).find((path) => host.exists(path));
  if (installed) return { found: true, path: installed, source: 'installed' };
  const own = host.playwrightChromium();
  if (own && host.exists(own)) return { found: true, path: own, source: 'playwright' };
  return {
    found: false,
    message: `No Chromium-based browser found for the end-to-end tests: ${installHint(host.platform)}, or set CHROMIUM_PATH to one.`,
  };
}

/** This machine, as the lookup sees it. */
export const realLookupHost: BrowserLookupHost = {
  platform: process.platform,
  env: process.env,
  home: homedir(),
  exists: (path) => existsSync(path),
  playwrightChromium: () => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  },
};

/** The browser's path on this machine; throws with the install hint when there is none. */
export function chromiumPath(): string {
  const lookup = findChromium(realLookupHost);
  if (!lookup.found) throw new Error(lookup.message);
  return lookup.path;
}
