// The portrait channels: the picture's bytes arrive through the same chunked upload as a
// library import (declared size checked before any byte moves), are checked again by their
// magic bytes and size, stored content-addressed, and the reference recorded on the target.
import type { portraitChannels, PortraitTarget } from '../../shared/ipc/channels/portrait';
import { IpcFailure } from '../../shared/ipc/errors';
import { MAX_PORTRAIT_BYTES, PORTRAIT_CHUNK_BYTES } from '../../shared/portraits/format';
import type { ChannelHandlers } from '../ipc/router';
import { UploadSessions } from '../upload/sessions';
import { savePortrait } from './portraitFiles';

/** Handlers of the portrait channels. */
export type PortraitHandlers = Pick<ChannelHandlers, keyof typeof portraitChannels>;

/** Where portrait references are recorded (the campaign desk and the library's creatures). */
export interface PortraitOwners {
  setRosterPortrait(
    campaignId: string,
    rosterId: string,
    portrait: string | null,
  ): Promise<unknown>;
  setCreaturePortrait(id: string, portrait: string | null): Promise<unknown>;
}

export interface PortraitServices {
  readonly dataDir: string;
  readonly owners: PortraitOwners;
  /** Milliseconds clock of the upload expiry (tests drive it). */
  readonly now?: () => number;
}

const failure = (code: string, params: Record<string, string | number> = {}) =>
  new IpcFailure(`portrait.${code}`, params);

/** Maps the portrait channels to the upload, the portraits folder and the owners. */
export function createPortraitHandlers(services: PortraitServices): PortraitHandlers {
  const uploads = new UploadSessions<null, never>(
    { maxBytes: MAX_PORTRAIT_BYTES, chunkBytes: PORTRAIT_CHUNK_BYTES, maxOpen: 4 },
    {
      tooLarge: (size, max) => failure('tooLarge', { size, max }),
      busy: (maxOpen) => failure('busy', { maxOpen }),
      outOfOrder: (received, expected) => failure('uploadIncomplete', { received, expected }),
      expired: () => failure('uploadExpired'),
    },
    services.now ?? (() => performance.now()),
  );
  const record = (target: PortraitTarget, portrait: string | null) =>
    target.kind === 'roster'
      ? services.owners.setRosterPortrait(target.campaignId, target.rosterId, portrait)
      : services.owners.setCreaturePortrait(target.id, portrait);
  return {
    'portrait.uploadBegin': ({ byteLength }) => uploads.begin(byteLength, null),
    'portrait.uploadChunk': ({ uploadId, index, data }) => uploads.chunk(uploadId, index, data),
    'portrait.attach': async ({ target, uploadId }) => {
      const upload = uploads.get(uploadId);
      // Handed over once, whatever follows: a refused picture is not kept in memory.
      uploads.delete(uploadId);
      if (upload.received !== upload.expected) {
        throw failure('uploadIncomplete', { received: upload.received, expected: upload.expected });
      }
      const portrait = await savePortrait(services.dataDir, uploads.take(upload));
      await record(target, portrait);
      return { portrait };
    },
    'portrait.remove': async ({ target }) => {
      // The file stays: another record may share it (same picture, same name).
      await record(target, null);
      return { portrait: null };
    },
  };
}
