// Chunked uploads: the declared size is checked before any byte moves, chunks come in order
// and never pass the chunk size or the declared length, too many open uploads are refused,
// and an upload left alone expires. Failures are built by the caller, in its own codes.
import { describe, expect, it } from 'vitest';
import {
  MAX_OPEN_UPLOADS,
  UPLOAD_TTL_MS,
  UploadSessions,
  type UploadFailures,
} from '../../../../main/upload/sessions';

class Failure extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, number> = {},
  ) {
    super(code);
  }
}

const failures: UploadFailures = {
  tooLarge: (size, max) => new Failure('tooLarge', { size, max }),
  busy: (maxOpen) => new Failure('busy', { maxOpen }),
  outOfOrder: (received, expected) => new Failure('outOfOrder', { received, expected }),
  expired: () => new Failure('expired'),
};

const limits = { maxBytes: 100, chunkBytes: 4, ttlMs: 1000, maxOpen: 2 };

function sessions(clock = { t: 0 }) {
  return new UploadSessions<{ name: string }, string>(limits, failures, () => clock.t);
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('upload sessions', () => {
  it('opens an upload with a 32-hex-digit id and the limits, and joins its chunks', () => {
    const uploads = sessions();
    const begun = uploads.begin(10, { name: 'a.json' });
    expect(begun).toEqual({
      uploadId: expect.stringMatching(/^[a-f0-9]{32}$/),
      chunkBytes: 4,
      maxBytes: 100,
    });
    expect(uploads.begin(1, { name: 'b.json' }).uploadId).not.toBe(begun.uploadId);
    expect(uploads.chunk(begun.uploadId, 0, b64('0123'))).toEqual({ received: 4 });
    expect(uploads.chunk(begun.uploadId, 1, b64('4567'))).toEqual({ received: 8 });
    expect(uploads.chunk(begun.uploadId, 2, b64('89'))).toEqual({ received: 10 });
    const upload = uploads.get(begun.uploadId);
    expect(upload).toMatchObject({ meta: { name: 'a.json' }, expected: 10, received: 10 });
    expect(uploads.take(upload).toString('utf8')).toBe('0123456789');
    expect(upload.chunks).toEqual([]);
  });

  it('refuses a file over the cap before any byte moves, and an upload past the most open at once', () => {
    const uploads = sessions();
    expect(() => uploads.begin(101, { name: 'x' })).toThrow(
      expect.objectContaining({ code: 'tooLarge', params: { size: 101, max: 100 } }),
    );
    uploads.begin(100, { name: 'x' });
    uploads.begin(0, { name: 'y' });
    expect(() => uploads.begin(1, { name: 'z' })).toThrow(
      expect.objectContaining({ code: 'busy', params: { maxOpen: 2 } }),
    );
    expect(uploads.size).toBe(2);
  });

  it('refuses a chunk out of order or after a preview, and keeps the upload', () => {
    const uploads = sessions();
    const { uploadId } = uploads.begin(8, { name: 'x' });
    expect(() => uploads.chunk(uploadId, 1, b64('0123'))).toThrow(
      expect.objectContaining({ code: 'outOfOrder', params: { received: 0, expected: 8 } }),
    );
    uploads.chunk(uploadId, 0, b64('0123'));
    expect(() => uploads.chunk(uploadId, 0, b64('0123'))).toThrow(
      expect.objectContaining({ code: 'outOfOrder', params: { received: 4, expected: 8 } }),
    );
    uploads.get(uploadId).plan = 'previewed';
    expect(() => uploads.chunk(uploadId, 1, b64('4567'))).toThrow(
      expect.objectContaining({ code: 'outOfOrder', params: { received: 4, expected: 8 } }),
    );
    expect(uploads.get(uploadId).received).toBe(4);
  });

  it('forgets an upload whose chunk passes the chunk size or the declared length', () => {
    const uploads = sessions();
    const big = uploads.begin(10, { name: 'x' }).uploadId;
    expect(() => uploads.chunk(big, 0, b64('01234'))).toThrow(
      expect.objectContaining({ code: 'tooLarge', params: { size: 5, max: 10 } }),
    );
    expect(() => uploads.get(big)).toThrow(expect.objectContaining({ code: 'expired' }));

    const liar = uploads.begin(6, { name: 'y' }).uploadId;
    uploads.chunk(liar, 0, b64('0123'));
    expect(() => uploads.chunk(liar, 1, b64('456'))).toThrow(
      expect.objectContaining({ code: 'tooLarge', params: { size: 7, max: 6 } }),
    );
    expect(uploads.size).toBe(0);
  });

  it('forgets uploads older than their time to live, and frees their place', () => {
    const clock = { t: 0 };
    const uploads = sessions(clock);
    const old = uploads.begin(1, { name: 'x' }).uploadId;
    clock.t = 500;
    const young = uploads.begin(1, { name: 'y' }).uploadId;
    clock.t = 1000;
    expect(uploads.get(old).id).toBe(old);
    clock.t = 1001;
    expect(() => uploads.get(old)).toThrow(expect.objectContaining({ code: 'expired' }));
    expect(uploads.get(young).id).toBe(young);
    expect(() => uploads.begin(1, { name: 'z' })).not.toThrow();
    expect(() => uploads.chunk('f'.repeat(32), 0, '')).toThrow(
      expect.objectContaining({ code: 'expired' }),
    );
  });

  it('takes a whole file main already holds, only into a fresh upload of its size', () => {
    const uploads = sessions();
    const { uploadId } = uploads.begin(3, { name: 'x' });
    expect(() => uploads.fill(uploadId, new Uint8Array(4))).toThrow(
      expect.objectContaining({ code: 'outOfOrder', params: { received: 0, expected: 3 } }),
    );
    const whole = new Uint8Array([9, 1, 2, 3, 9]).subarray(1, 4);
    uploads.fill(uploadId, whole);
    const upload = uploads.get(uploadId);
    expect(upload.received).toBe(3);
    expect([...uploads.take(upload)]).toEqual([1, 2, 3]);
    expect(uploads.delete(uploadId)).toBe(true);
    expect(uploads.delete(uploadId)).toBe(false);
  });

  it('keeps four uploads open for half an hour when the limits leave those out', () => {
    expect([MAX_OPEN_UPLOADS, UPLOAD_TTL_MS]).toEqual([4, 30 * 60 * 1000]);
    const clock = { t: 0 };
    const uploads = new UploadSessions<null, never>(
      { maxBytes: 10, chunkBytes: 4 },
      failures,
      () => clock.t,
    );
    const first = uploads.begin(1, null).uploadId;
    for (let i = 1; i < 4; i += 1) uploads.begin(1, null);
    expect(() => uploads.begin(1, null)).toThrow(
      expect.objectContaining({ code: 'busy', params: { maxOpen: 4 } }),
    );
    clock.t = 30 * 60 * 1000;
    expect(uploads.get(first).id).toBe(first);
    clock.t += 1;
    expect(() => uploads.get(first)).toThrow(expect.objectContaining({ code: 'expired' }));
  });
});
