import { z } from 'zod';
import { channel, push, type ChannelDef, type PushDef } from './channel';
import { campaignChannels, campaignPushes } from './channels/campaign';
import { encounterChannels } from './channels/encounter';
import { exportChannels, exportPushes } from './channels/export';
import { libraryChannels, libraryPushes } from './channels/library';
import { playerChannels, playerPushes } from './channels/player';
import { portraitChannels } from './channels/portrait';
import { maxCommandTypeLength } from './limits';
import { languageSchema, type Settings } from './settings';
import type { DmEncounterDelta, DmEncounterView } from './views';

/** Requests without parameters still send an (empty) object, so stray fields are rejected. */
const noParams = z.strictObject({});

/**
 * Every request/response channel between a window and main. Main validates each payload with
 * the channel's schema and refuses callers whose window role is not listed. New areas
 * (campaigns, rosters, library, export) add their channels here; encounter commands travel
 * through one channel, `encounter.dispatch`, whose command the engine's own schemas validate.
 */
export const channels = {
  'settings.get': channel<Settings>()({ request: noParams, roles: ['dm', 'player'] }),
  'settings.setLanguage': channel<Settings>()({
    request: z.strictObject({ language: languageSchema }),
    roles: ['dm'],
  }),
  'encounter.get': channel<DmEncounterView>()({ request: noParams, roles: ['dm'] }),
  // The envelope only: the engine validates the command itself with its own (or the active
  // rule system's) zod schema and answers a bad one with a typed rule error.
  // Answered with what the command changed (the same delta the DM windows are pushed).
  'encounter.dispatch': channel<DmEncounterDelta>()({
    request: z.strictObject({
      command: z.looseObject({ type: z.string().min(1).max(maxCommandTypeLength) }),
    }),
    roles: ['dm'],
  }),
  ...encounterChannels,
  ...libraryChannels,
  ...exportChannels,
  ...playerChannels,
  ...campaignChannels,
  ...portraitChannels,
} as const;

/**
 * Every event main pushes to windows. A window receives an event only when its role is
 * listed, so the player display never receives DM-only state.
 */
export const pushes = {
  'settings.changed': push<Settings>(['dm', 'player']),
  'encounter.changed': push<DmEncounterDelta>(['dm']),
  ...libraryPushes,
  ...exportPushes,
  ...playerPushes,
  ...campaignPushes,
} as const;

/** Name of a request/response channel. */
export type ChannelName = keyof typeof channels;

/** Name of a push event. */
export type PushName = keyof typeof pushes;

/** What a window sends on channel `C` (schema input: before trimming and defaults). */
export type RequestOf<C extends ChannelName> = z.input<(typeof channels)[C]['request']>;

/** What main's handler for channel `C` receives (schema output: validated and normalised). */
export type ValidRequestOf<C extends ChannelName> = z.output<(typeof channels)[C]['request']>;

/** What channel `C` answers. */
export type ResponseOf<C extends ChannelName> =
  (typeof channels)[C] extends ChannelDef<z.ZodType, infer Response> ? Response : never;

/** What push event `P` carries. */
export type PushPayloadOf<P extends PushName> =
  (typeof pushes)[P] extends PushDef<infer Payload> ? Payload : never;

/** Every channel name, for code that must visit them all (routers, tests). */
export const channelNames = Object.keys(channels) as ChannelName[];

/** Every push event name. */
export const pushNames = Object.keys(pushes) as PushName[];

/** True when `value` names a channel of the contract. */
export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && Object.hasOwn(channels, value);
}
