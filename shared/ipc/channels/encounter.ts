// Channels of the running encounter beyond its commands: moving along the undo history and
// reading the log told in a language. Commands themselves travel through `encounter.dispatch`.
import { z } from 'zod';
import { channel } from '../channel';
import { languageSchema } from '../settings';
import type { DmEncounterView, EncounterLogView } from '../views';

const noParams = z.strictObject({});

/** The encounter's history and log channels (DM window only). */
export const encounterChannels = {
  // Steps back one whole command; nothingToUndo when there is none.
  'encounter.undo': channel<DmEncounterView>()({ request: noParams, roles: ['dm'] }),
  // Steps forward one undone command; nothingToRedo when there is none.
  'encounter.redo': channel<DmEncounterView>()({ request: noParams, roles: ['dm'] }),
  // The log from command `from` to the last recorded one (undone commands included), told in
  // `language` for the DM.
  'encounter.log': channel<EncounterLogView>()({
    request: z.strictObject({
      from: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      language: languageSchema,
    }),
    roles: ['dm'],
  }),
} as const;
