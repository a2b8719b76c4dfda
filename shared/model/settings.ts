import { z } from 'zod';
import { languageSchema, recordIdSchema } from './ids';

/** Current layout version of the application settings document (settings.json). */
export const SETTINGS_VERSION = 2;

/** Application-wide settings (not tied to a campaign). */
export const settingsSchema = z.object({
  schemaVersion: z.literal(SETTINGS_VERSION),
  language: languageSchema,
  lastCampaignId: recordIdSchema.nullable(),
  playerDisplay: z.object({
    enabled: z.boolean(),
    // Electron display id chosen for the player window; null means "the first other display".
    displayId: z.number().int().nullable(),
  }),
});
/** Application-wide settings. */
export type Settings = z.infer<typeof settingsSchema>;

/** Settings used when no settings file exists yet (a first start, not a damaged file). */
export function defaultSettings(language: Settings['language'] = 'en'): Settings {
  return {
    schemaVersion: SETTINGS_VERSION,
    language,
    lastCampaignId: null,
    playerDisplay: { enabled: true, displayId: null },
  };
}
