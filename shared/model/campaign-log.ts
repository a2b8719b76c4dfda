import { z } from 'zod';
import { recordIdSchema, timestampSchema } from './ids';

/** Current layout version of a campaign log (rests, healing, write-backs between fights). */
export const CAMPAIGN_LOG_VERSION = 1;

/** The header document of a campaign's between-fights log (campaign-log.header.json). */
export const campaignLogHeaderSchema = z.object({
  schemaVersion: z.literal(CAMPAIGN_LOG_VERSION),
  campaignId: recordIdSchema,
  createdAt: timestampSchema,
});
/** The header document of a campaign's between-fights log. */
export type CampaignLogHeader = z.infer<typeof campaignLogHeaderSchema>;
