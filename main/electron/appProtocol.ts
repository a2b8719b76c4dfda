// The app's pages load from its own privileged scheme, app://combat-manager/, rather than
// file://. A file:// page is one origin with every file on the disk (and Electron grants it
// extra privileges unless the fuse is off); app:// serves only the built renderer folder, with
// the strict Content-Security-Policy, and nothing else on the machine is reachable from a page.
import type { CustomScheme, Protocol } from 'electron';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import { portraitNameOf, portraitResponseHeaders, readPortrait } from '../portraits/portraitFiles';
import { readStaticFile } from '../serve/staticFiles';

/** The scheme of the app's own pages. */
export const appScheme = 'app';

/** Where the app's pages are served from. */
export const appOrigin = `${appScheme}://combat-manager`;

/** The page every window loads; the role picks its view through the hash. */
export const appPageUrl = `${appOrigin}/index.html`;

/**
 * How the scheme is registered (before the app is ready): standard (relative URLs, an
 * origin of its own), secure (like https, so the page keeps a secure context), and fetch for
 * the page's own assets. It may not bypass the Content-Security-Policy.
 */
export const appSchemePrivileges: CustomScheme = {
  scheme: appScheme,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    bypassCSP: false,
    corsEnabled: false,
    stream: false,
  },
};

/**
 * Answers one request of the app scheme with a file of the built renderer, or a portrait of
 * the data folder (`/portraits/<sha256>.<ext>`, when `dataDir` is given), or 404.
 */
export async function appFileResponse(
  rendererDir: string,
  url: string,
  dataDir?: string,
): Promise<Response> {
  const parsed = new URL(url);
  if (`${parsed.protocol}//${parsed.host}` !== appOrigin) {
    return new Response('Not found', { status: 404 });
  }
  const portraitName = portraitNameOf(parsed.pathname);
  if (portraitName !== null) {
    const portrait = dataDir === undefined ? undefined : await readPortrait(dataDir, portraitName);
    if (!portrait) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(portrait.body), {
      status: 200,
      headers: portraitResponseHeaders(portrait),
    });
  }
  const file = await readStaticFile(rendererDir, parsed.pathname);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Security-Policy': contentSecurityPolicy([]),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Serves the scheme from `rendererDir` on `protocol` (the default session's). */
export function serveAppScheme(
  protocol: Pick<Protocol, 'handle'>,
  rendererDir: string,
  dataDir?: string,
): void {
  protocol.handle(appScheme, (request) =>
    appFileResponse(rendererDir, request.url, dataDir).catch(
      () => new Response('Not found', { status: 404 }),
    ),
  );
}
