// The chunked-upload requests shared by the library import and the encounter import: the same
// opening request and upload id on both, and each side's chunk request bounded by its own limits.
import { describe, expect, it } from 'vitest';
import * as exportLimits from '../../../shared/export/limits';
import * as libraryLimits from '../../../shared/library/limits';
import { channels, maxWebSocketMessageBytes } from '../../../shared/ipc/index';
import { maxTransportChunkBytes, transportChunkBytes } from '../../../shared/ipc/upload';

const sides = [
  { area: 'library', limits: libraryLimits },
  { area: 'export', limits: exportLimits },
] as const;

describe('chunked upload requests', () => {
  it('opens an upload on either side with the same request', () => {
    expect(channels['library.importBegin'].request).toBe(channels['export.importBegin'].request);
    const begin = channels['export.importBegin'].request;
    expect(begin.safeParse({ fileName: 'a.json', byteLength: 10 }).success).toBe(true);
    expect(begin.safeParse({ fileName: 'a.json', byteLength: -1 }).success).toBe(false);
    expect(begin.safeParse({ fileName: 'a.json', byteLength: 1.5 }).success).toBe(false);
    expect(begin.safeParse({ fileName: 'a'.repeat(1001), byteLength: 1 }).success).toBe(false);
    expect(begin.safeParse({ fileName: 'a', byteLength: 1, extra: 1 }).success).toBe(false);
  });

  it('keeps a chunk’s base64 and its request within one WebSocket message', () => {
    const data = Buffer.alloc(maxTransportChunkBytes, 1).toString('base64');
    const request = JSON.stringify({
      id: Number.MAX_SAFE_INTEGER,
      channel: 'library.importChunk',
      payload: { uploadId: 'a'.repeat(32), index: 1_000_000, data },
    });
    expect(Buffer.byteLength(request)).toBeLessThanOrEqual(maxWebSocketMessageBytes);
    for (const { limits } of sides) {
      expect(transportChunkBytes(limits.IMPORT_CHUNK_BYTES)).toBeLessThanOrEqual(
        maxTransportChunkBytes,
      );
    }
  });

  it.each(sides)('bounds $area chunks by that side’s file and chunk sizes', ({ area, limits }) => {
    const chunk = channels[`${area}.importChunk`].request;
    const id = 'a'.repeat(32);
    // The importer's chunk size, at most what fits one message of the smallest transport.
    const chunkBytes = transportChunkBytes(limits.IMPORT_CHUNK_BYTES);
    const lastIndex = Math.ceil(limits.MAX_IMPORT_BYTES / chunkBytes);
    const fullChunk = Buffer.alloc(chunkBytes, 1).toString('base64');
    const overChunk = Buffer.alloc(chunkBytes + 3, 1).toString('base64');
    expect(chunk.safeParse({ uploadId: id, index: lastIndex, data: fullChunk }).success).toBe(true);
    expect(chunk.safeParse({ uploadId: id, index: lastIndex + 1, data: '' }).success).toBe(false);
    expect(chunk.safeParse({ uploadId: id, index: 0, data: overChunk }).success).toBe(false);
    expect(chunk.safeParse({ uploadId: id, index: 0, data: 'not base64!' }).success).toBe(false);
    expect(chunk.safeParse({ uploadId: 'A'.repeat(32), index: 0, data: '' }).success).toBe(false);
  });

  it('names an upload by 32 lowercase hex digits in every later request', () => {
    const later = [
      channels['library.importCommit'].request,
      channels['library.importCancel'].request,
      channels['export.importCommit'].request,
    ];
    for (const request of later) {
      expect(request.safeParse({ uploadId: 'f'.repeat(32) }).success).toBe(true);
      expect(request.safeParse({ uploadId: 'f'.repeat(31) }).success).toBe(false);
      expect(request.safeParse({ uploadId: 'g'.repeat(32) }).success).toBe(false);
    }
  });
});
