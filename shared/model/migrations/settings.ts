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

/**
 * settings.json as the first builds wrote it, before it was versioned: the interface language
 * alone. Strict, so only that layout counts as one; anything else without a version is damage.
 */
export const settingsUnversionedSchema = z.strictObject({ language: languageSchema });

/** settings.json, versions 1–2, and the unversioned layout before them. */
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
  unversioned: {
    schema: settingsUnversionedSchema,
    to: 2,
    up: (doc) => ({
      schemaVersion: 2,
      language: (doc as z.infer<typeof settingsUnversionedSchema>).language,
      lastCampaignId: null,
      playerDisplay: { enabled: true, displayId: null },
    }),
  },
};
