import { z } from 'zod';
import { languages } from '../i18n/languages';

/** Schema of one interface language code. */
export const languageSchema = z.enum(languages);

/** Application-wide settings kept by main and shared with every window. */
export const settingsSchema = z.object({
  language: languageSchema,
});

/** Application-wide settings. */
export type Settings = z.infer<typeof settingsSchema>;
