import { z } from 'zod';
import { campaignSchema, CAMPAIGN_VERSION, type Campaign } from '../campaign';
import {
  languageSchema,
  optionChoicesSchema,
  recordIdSchema,
  ruleSystemIdSchema,
  timestampSchema,
} from '../ids';
import type { DocumentKind } from '../migrations';

/** Version 1 of campaign.json: no archive flag and no modification time. */
export const campaignV1Schema = z.object({
  schemaVersion: z.literal(1),
  id: recordIdSchema,
  name: z.string().trim().min(1).max(200),
  system: ruleSystemIdSchema,
  options: optionChoicesSchema,
  language: languageSchema,
  createdAt: timestampSchema,
});

/** campaign.json, versions 1–2. */
export const campaignKind: DocumentKind<Campaign> = {
  kind: 'campaign',
  version: CAMPAIGN_VERSION,
  schema: campaignSchema,
  legacySchemas: { 1: campaignV1Schema },
  migrations: [
    {
      from: 1,
      to: 2,
      up: (doc) => {
        const v1 = doc as z.infer<typeof campaignV1Schema>;
        return { ...v1, schemaVersion: 2, updatedAt: v1.createdAt, archivedAt: null };
      },
    },
  ],
};
