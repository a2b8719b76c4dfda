import { describe, expect, it } from 'vitest';
import { findChromium, type BrowserLookupHost } from '../../e2e/support/findChromium';

/** A machine where exactly `files` exist. */
function host(
  platform: NodeJS.Platform,
  files: string[],
  env: Record<string, string> = {},
  playwright?: string,
): BrowserLookupHost {
  const present = new Set(files);
  return {
    platform,
    env,
    home: platform === 'win32' ? 'C:\\Users\\dm' : platform === 'darwin' ? '/Users/dm' : '/home/dm',
    exists: (path) => present.has(path),
    playwrightChromium: () => playwright,
  };
}

const winEnv = {
  ProgramFiles: 'C:\\Program Files',
  'ProgramFiles(x86)': 'C:\\Program Files (x86)',
  LOCALAPPDATA: 'C:\\Users\\dm\\AppData\\Local',
};

describe('browser lookup for the end-to-end tests', () => {
  it('takes CHROMIUM_PATH first, on any platform', () => {
    const lookup = findChromium(
      host('linux', ['/opt/my/chrome', '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/my/chrome' }),
    );
    expect(lookup).toEqual({ found: true, path: '/opt/my/chrome', source: 'CHROMIUM_PATH' });
  });

  it('says what is wrong when CHROMIUM_PATH names no file', () => {
    const lookup = findChromium(host('linux', ['/usr/bin/chromium'], { CHROMIUM_PATH: '/nope' }));
    expect(lookup.found).toBe(false);
    if (!lookup.found) expect(lookup.message).toMatch(/CHROMIUM_PATH is set to \/nope/);
  });

  it('Linux: Debian chromium, then Chrome', () => {
    expect(
      findChromium(host('linux', ['/usr/bin/chromium', '/usr/bin/google-chrome'])),
    ).toMatchObject({
      path: '/usr/bin/chromium',
    });
    expect(findChromium(host('linux', ['/usr/bin/google-chrome-stable']))).toMatchObject({
      path: '/usr/bin/google-chrome-stable',
      source: 'installed',
    });
  });

  it('macOS: Chrome or Chromium in /Applications or ~/Applications', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(host('darwin', [chrome]))).toMatchObject({ path: chrome });
    const userChromium = '/Users/dm/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium(host('darwin', [userChromium]))).toMatchObject({ path: userChromium });
  });

  it("Windows: Chrome under Program Files, the user's local app data, then Edge", () => {
    const x86Chrome = 'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe';
    expect(findChromium(host('win32', [x86Chrome], winEnv))).toMatchObject({ path: x86Chrome });
    const userChrome = 'C:\\Users\\dm\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    expect(findChromium(host('win32', [userChrome], winEnv))).toMatchObject({ path: userChrome });
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(findChromium(host('win32', [edge], winEnv))).toMatchObject({ path: edge });
  });

  it("falls back to playwright's own Chromium when it was downloaded", () => {
    const own = '/home/dm/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
    expect(findChromium(host('linux', [own], {}, own))).toEqual({
      found: true,
      path: own,
      source: 'playwright',
    });
    // Playwright names a path even when its browser was never downloaded.
    expect(findChromium(host('linux', [], {}, own)).found).toBe(false);
  });

  it('names what to install on each platform when nothing is found', () => {
    const message = (platform: NodeJS.Platform): string => {
      const lookup = findChromium(host(platform, [], platform === 'win32' ? winEnv : {}));
      return lookup.found ? '' : lookup.message;
    };
    expect(message('linux')).toMatch(/apt-get install -y chromium/);
    expect(message('darwin')).toMatch(/Google Chrome or Chromium/);
    expect(message('win32')).toMatch(/Google Chrome or Microsoft Edge/);
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(message(platform).split('\n')).toHaveLength(1);
    }
  });
});
