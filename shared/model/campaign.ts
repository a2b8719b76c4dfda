import { z } from 'zod';
import {
  languageSchema,
  optionChoicesSchema,
  recordIdSchema,
  ruleSystemIdSchema,
  timestampSchema,
} from './ids';

/** Current layout version of a campaign document (campaign.json). */
export const CAMPAIGN_VERSION = 2;

/** A campaign: its name, rule system, optional-rule choices and language. */
export const campaignSchema = z.object({
  schemaVersion: z.literal(CAMPAIGN_VERSION),
  id: recordIdSchema,
  name: z.string().trim().min(1).max(200),
  system: ruleSystemIdSchema,
  options: optionChoicesSchema,
  language: languageSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  // Archived campaigns are hidden from the start screen but never deleted.
  archivedAt: timestampSchema.nullable(),
  // How a library monster's hit points are set when the DM adds it and picks nothing else for
  // that add: the statblock's average, or rolled on its hit dice. Absent means the average
  // (campaigns written before the setting existed read as they were).
  monsterHitPoints: z.enum(['average', 'rolled']).optional(),
});
/** A campaign document. */
export type Campaign = z.infer<typeof campaignSchema>;

/** What the DM chooses when creating a campaign. */
export const newCampaignSchema = z.object({
  name: z.string().trim().min(1).max(200),
  system: ruleSystemIdSchema,
  options: optionChoicesSchema.default({}),
  language: languageSchema,
});
/** What the DM chooses when creating a campaign. */
export type NewCampaign = z.input<typeof newCampaignSchema>;
