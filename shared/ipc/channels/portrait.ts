// Channels of portraits: the picture's bytes are uploaded in chunks like a library import,
// then attached to a roster member or a custom library creature, or removed from it.
import { z } from 'zod';
import { MAX_PORTRAIT_BYTES, PORTRAIT_CHUNK_BYTES } from '../../portraits/format';
import { channel } from '../channel';
import { uploadBeginSchema, uploadChunkSchema, uploadIdSchema, type UploadBegun } from '../upload';
import { recordIdSchema as recordId } from '../../model/ids';
import { creatureIdSchema } from './library';

/** What a portrait belongs to: a campaign's roster member or a library creature. */
export const portraitTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('roster'), campaignId: recordId, rosterId: recordId }),
  z.strictObject({ kind: z.literal('creature'), id: creatureIdSchema }),
]);
/** What a portrait belongs to. */
export type PortraitTarget = z.infer<typeof portraitTargetSchema>;

/** What attaching or removing answers: the target's portrait now (null: none). */
export interface PortraitResult {
  readonly portrait: string | null;
}

const dm = ['dm'] as const;

/** The portrait channels (DM-only). */
export const portraitChannels = {
  'portrait.uploadBegin': channel<UploadBegun>()({ request: uploadBeginSchema, roles: dm }),
  'portrait.uploadChunk': channel<{ received: number }>()({
    request: uploadChunkSchema({ maxBytes: MAX_PORTRAIT_BYTES, chunkBytes: PORTRAIT_CHUNK_BYTES }),
    roles: dm,
  }),
  'portrait.attach': channel<PortraitResult>()({
    request: z.strictObject({ target: portraitTargetSchema, uploadId: uploadIdSchema }),
    roles: dm,
  }),
  'portrait.remove': channel<PortraitResult>()({
    request: z.strictObject({ target: portraitTargetSchema }),
    roles: dm,
  }),
} as const;
