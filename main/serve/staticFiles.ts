import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

/** A file ready to send. */
export interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
  /** Hashed build assets never change under the same name; index.html does. */
  readonly immutable: boolean;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Resolves a URL path inside the built renderer folder and reads the file, or returns
 * undefined. Paths that would leave the folder (`..`, encoded separators, NUL) resolve to
 * nothing; `/` serves index.html.
 */
export async function readStaticFile(
  rootDir: string,
  urlPath: string,
): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const root = normalize(rootDir);
  const full = normalize(join(root, relative));
  if (!full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    if (!(await stat(full)).isFile()) return undefined;
    return {
      body: await readFile(full),
      contentType: contentTypes[extname(full).toLowerCase()] ?? 'application/octet-stream',
      immutable: relative.startsWith('assets/'),
    };
  } catch {
    return undefined;
  }
}
