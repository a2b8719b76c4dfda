import { z } from 'zod';
import { languageSchema, recordIdSchema } from '../ids';
import type { DocumentKind } from '../migrations';
import { settingsSchema, SETTINGS_VERSION, type Settings } from '../settings';

/** Version 1 of settings.json: the language was called `locale`; no player-display settings. */
export const settingsV1Schema = z.object({
  schemaVersion: z.literal(1),
  locale: languageSchema,
  lastCampaignId: recordIdSchema.optional(),
});

/** settings.json, versions 1–2. */
export const settingsKind: DocumentKind<Settings> = {
  kind: 'settings',
  version: SETTINGS_VERSION,
  schema: settingsSchema,
  legacySchemas: { 1: settingsV1Schema },
  migrations: [
    {
      from: 1,
      to: 2,
      up: (doc) => {
        const v1 = doc as z.infer<typeof settingsV1Schema>;
        return {
          schemaVersion: 2,
          language: v1.locale,
          lastCampaignId: v1.lastCampaignId ?? null,
          playerDisplay: { enabled: true, displayId: null },
        };
      },
    },
  ],
};
