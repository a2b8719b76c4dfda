// The browser's end of an export in `npm run serve`: a prepared file is fetched once as an
// attachment named with the session's (sanitised, UTF-8) file name; anything else is a 404.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedDownloads } from '../../../main/export/downloads';
import {
  attachmentHeader,
  isExportDownloadPath,
  serveExportDownload,
} from '../../../main/serve/exportDownload';

const downloads = new PreparedDownloads();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (!isExportDownloadPath(path)) {
      response.writeHead(418);
      response.end();
      return;
    }
    serveExportDownload(response, downloads, path, request.method ?? 'GET');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('prepared downloads', () => {
  it('answers once, as an attachment with the file name in UTF-8 and an ASCII fallback', async () => {
    const bytes = new TextEncoder().encode('# Бій біля млина\n');
    const token = downloads.put({
      fileName: 'Бій біля млина "1".md',
      mime: 'text/markdown; charset=utf-8',
      bytes,
    });
    const head = await fetch(`${origin}/export/download/${token}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const first = await fetch(`${origin}/export/download/${token}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(first.headers.get('content-disposition')).toBe(
      `attachment; filename="___ ____ _____ _1_.md"; filename*=UTF-8''${encodeURIComponent('Бій біля млина "1".md')}`,
    );
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes);
    const second = await fetch(`${origin}/export/download/${token}`);
    expect(second.status).toBe(404);
  });

  it('refuses unknown and malformed tokens and paths that try to climb out', async () => {
    for (const path of [
      '/export/download/0123456789abcdef0123456789abcdef',
      '/export/download/../../etc/passwd',
      '/export/download/',
      '/export/download/ZZZZ',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect([404, 418]).toContain(response.status);
    }
  });

  it('forgets a download that was not fetched in time', () => {
    let now = 0;
    const held = new PreparedDownloads(() => now);
    const token = held.put({ fileName: 'a.csv', mime: 'text/csv', bytes: new Uint8Array([1]) });
    now += 5 * 60 * 1000 + 1;
    expect(held.take(token)).toBeNull();
  });

  it('the header keeps quotes and backslashes out of the quoted name', () => {
    expect(attachmentHeader('a"b\\c%.md')).toBe(
      `attachment; filename="a_b_c_.md"; filename*=UTF-8''a%22b%5Cc%25.md`,
    );
  });
});
