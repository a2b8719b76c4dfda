// The app's pages load from its own privileged scheme, app://combat-manager/, rather than
// file://. A file:// page is one origin with every file on the disk (and Electron grants it
// extra privileges unless the fuse is off); app:// serves only the built renderer folder, with
// the strict Content-Security-Policy, and nothing else on the machine is reachable from a page.
import type { CustomScheme, Protocol } from 'electron';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
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

/** Answers one request of the app scheme with a file of the built renderer, or 404. */
export async function appFileResponse(rendererDir: string, url: string): Promise<Response> {
  const parsed = new URL(url);
  if (`${parsed.protocol}//${parsed.host}` !== appOrigin) {
    return new Response('Not found', { status: 404 });
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
export function serveAppScheme(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(appScheme, (request) =>
    appFileResponse(rendererDir, request.url).catch(
      () => new Response('Not found', { status: 404 }),
    ),
  );
}
