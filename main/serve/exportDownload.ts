// The browser's end of an export in `npm run serve`: the DM's page asked main (over its
// authenticated connection) to prepare the file and received a one-time URL; fetching it
// answers with the file as an attachment, so the browser saves it as a download.
import type { ServerResponse } from 'node:http';
import { DOWNLOAD_PATH_PREFIX } from '../../shared/export/limits';
import type { PreparedDownloads } from '../export/downloads';

const TOKEN = /^[a-f0-9]{32}$/;

/** True when a request path is a prepared-download URL. */
export function isExportDownloadPath(path: string): boolean {
  return path.startsWith(DOWNLOAD_PATH_PREFIX);
}

/** `Content-Disposition` naming the file, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers GET/HEAD of a prepared download; a GET takes the file, so the URL works once. */
export function serveExportDownload(
  response: ServerResponse,
  downloads: PreparedDownloads,
  path: string,
  method: string,
): void {
  const token = path.slice(DOWNLOAD_PATH_PREFIX.length);
  const file = TOKEN.test(token)
    ? method === 'HEAD'
      ? downloads.peek(token)
      : downloads.take(token)
    : null;
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': file.mime,
    'Content-Length': file.bytes.byteLength,
    'Content-Disposition': attachmentHeader(file.fileName),
    'Cache-Control': 'no-store',
    // Opened in place instead of saved, an exported page still cannot load or run anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  response.end(method === 'HEAD' ? undefined : file.bytes);
}
