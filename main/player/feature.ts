import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { Language } from '../../shared/i18n/index';
import {
  defaultPlayerVisibility,
  playerVisibilitySchema,
  type LanStatus,
  type PlayerDisplayView,
  type PlayerPreview,
  type PlayerVisibility,
} from '../../shared/ipc/channels/player';
import type { Settings } from '../../shared/ipc/index';
import type { EncounterService } from '../encounter/encounterService';
import type { ChannelHandlers } from '../ipc/router';
import { createLanFeature, type LanFeature } from '../lan/lanFeature';
import {
  createPlayerService,
  type EncounterSource,
  type PlayerService,
  type RevealStore,
  type VisibilityStore,
} from './playerService';
import { preferenceFile } from './preferenceFile';

/** Name of the file keeping the table-wide visibility until campaigns keep their own. */
export const visibilityFileName = 'player-visibility.json';

const hpSchema = z.enum(['exact', 'descriptor', 'hidden']);
const revealSchema = z.strictObject({
  name: z.boolean().optional(),
  hp: hpSchema.optional(),
  conditions: z.boolean().optional(),
  statblock: z.boolean().optional(),
});
/** How many encounters' per-creature choices the file keeps. */
export const keptRevealEncounters = 20;

const visibilityDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  /** Outside any campaign, and where a campaign starts from. */
  visibility: playerVisibilitySchema,
  /** Each campaign's own choice, by campaign id. */
  campaigns: z.record(z.string().min(1).max(64), playerVisibilitySchema).optional(),
  /** The DM's per-creature choices in the latest encounters, by encounter and creature. */
  reveals: z
    .record(z.string().min(1).max(64), z.record(z.string().min(1).max(200), revealSchema))
    .optional(),
});
type VisibilityDocument = z.infer<typeof visibilityDocumentSchema>;

/** The open campaign as the player display needs it. */
export interface OpenCampaign {
  readonly id: string;
  readonly language: Language;
}

/** The channels of the player display, answered by its service and the LAN view. */
export type PlayerHandlers = Pick<
  ChannelHandlers,
  | 'player.getView'
  | 'player.getPreview'
  | 'player.setVisibility'
  | 'player.setReveal'
  | 'player.setScreenOff'
  | 'player.getLan'
  | 'player.setLan'
>;

/** The player display in main: its service, the LAN view and the channels answering both. */
export interface PlayerFeature {
  readonly service: PlayerService;
  readonly lan: LanFeature;
  readonly handlers: PlayerHandlers;
  /**
   * Tells the display which campaign is open (null: none). The players see that campaign's
   * visibility settings and read its language.
   */
  campaignChanged(campaign: OpenCampaign | null): Promise<void>;
}

export interface PlayerFeatureOptions {
  readonly dataDir: string;
  readonly encounter: EncounterSource;
  /** The application settings (the display speaks their language until a campaign says). */
  readonly settings: { get(): Settings; onChange(listener: (s: Settings) => void): () => void };
  /** The built renderer, which the LAN view serves; none in tests without a build. */
  readonly rendererDir?: string;
  readonly publish: {
    view(display: PlayerDisplayView): void;
    preview(preview: PlayerPreview): void;
    lan(status: LanStatus): void;
  };
  readonly warn: (message: string) => void;
}

/** Loads the player display's preferences and wires its changes to the given publishers. */
export async function createPlayerFeature(options: PlayerFeatureOptions): Promise<PlayerFeature> {
  const file = preferenceFile(
    join(options.dataDir, visibilityFileName),
    visibilityDocumentSchema,
    (movedTo) =>
      options.warn(`player display settings were damaged; kept them as ${movedTo}, using defaults`),
  );
  let document: VisibilityDocument = (await file.load()) ?? {
    schemaVersion: 1,
    visibility: defaultPlayerVisibility,
  };
  // Writes run one after another, each writing the whole document as it is when it starts.
  let writing: Promise<unknown> = Promise.resolve();
  const persist = (): Promise<void> => {
    const write = writing.then(() => file.save(document));
    writing = write.catch(() => undefined);
    return write;
  };
  const storeFor = (campaignId: string | null): VisibilityStore => ({
    load: () => {
      const own = document.campaigns ?? {};
      return Promise.resolve(
        campaignId !== null && Object.hasOwn(own, campaignId)
          ? own[campaignId]
          : document.visibility,
      );
    },
    async save(visibility) {
      const before = document;
      document = withVisibility(document, campaignId, visibility);
      try {
        await persist();
      } catch (error) {
        // Not saved: the setting stays as it was, in memory too.
        document = withVisibility(document, campaignId, visibilityIn(before, campaignId));
        throw error;
      }
    },
  });
  const reveals: RevealStore = {
    load: (encounter) => {
      const all = document.reveals ?? {};
      return Object.hasOwn(all, encounter) ? all[encounter] : undefined;
    },
    save(encounter, choices) {
      // The latest encounter last; the oldest beyond the limit are dropped.
      const others = Object.entries(document.reveals ?? {}).filter(([key]) => key !== encounter);
      const kept = [...others, [encounter, choices] as const].slice(-keptRevealEncounters);
      document = { ...document, reveals: Object.fromEntries(kept) };
      persist().catch((error: unknown) =>
        options.warn(`could not save the per-creature choices: ${String(error)}`),
      );
    },
  };
  let campaign: OpenCampaign | null = null;
  const service = await createPlayerService({
    encounter: options.encounter,
    language: (): Language => campaign?.language ?? options.settings.get().language,
    initialVisibility: defaultPlayerVisibility,
    store: storeFor(null),
    reveals,
  });
  service.onDisplay(options.publish.view);
  service.onPreview(options.publish.preview);
  options.settings.onChange(() => service.refresh());

  const lan = createLanFeature({
    rendererDir: options.rendererDir,
    dataDir: options.dataDir,
    onStatus: options.publish.lan,
    source: {
      display: () => service.display(),
      settings: () => ({ ...options.settings.get(), language: displayLanguage() }),
      onDisplay: (listener) => service.onDisplay(listener),
      onSettings: (listener) =>
        options.settings.onChange((settings) =>
          listener({ ...settings, language: displayLanguage() }),
        ),
    },
  });
  const displayLanguage = (): Language =>
    service.display().language ?? options.settings.get().language;

  const handlers: PlayerHandlers = {
    'player.getView': () => service.display(),
    'player.getPreview': () => service.preview(),
    'player.setVisibility': (patch) => service.setVisibility(withoutUndefined(patch)),
    'player.setReveal': ({ combatantId, reveal }) => service.setReveal(combatantId, reveal),
    'player.setScreenOff': ({ screenOff }) => service.setScreenOff(screenOff),
    'player.getLan': () => lan.status(),
    'player.setLan': ({ enabled, address }) => lan.setEnabled(enabled, address),
  };
  return {
    service,
    lan,
    handlers,
    async campaignChanged(next) {
      const previous = campaign;
      campaign = next;
      if (previous?.id !== next?.id) await service.useVisibilityStore(storeFor(next?.id ?? null));
      else if (previous?.language !== next?.language) service.refresh();
    },
  };
}

const keys = new WeakMap<object, string>();

/**
 * The name of an encounter: a digest of what it was created from (its system, its random
 * seed, its first creatures), the same each time its log is replayed.
 */
function encounterKey(init: object): string {
  let key = keys.get(init);
  if (key === undefined) {
    key = createHash('sha256').update(JSON.stringify(init)).digest('base64url').slice(0, 24);
    keys.set(init, key);
  }
  return key;
}

/** The document with one campaign's visibility (or the one outside campaigns) replaced. */
function withVisibility(
  document: VisibilityDocument,
  campaignId: string | null,
  visibility: PlayerVisibility | undefined,
): VisibilityDocument {
  if (campaignId === null) return visibility ? { ...document, visibility } : document;
  const others = Object.entries(document.campaigns ?? {}).filter(([id]) => id !== campaignId);
  const campaigns = Object.fromEntries(visibility ? [...others, [campaignId, visibility]] : others);
  return { ...document, campaigns };
}

/** A campaign's own visibility (or the one outside campaigns), if it has one. */
function visibilityIn(
  document: VisibilityDocument,
  campaignId: string | null,
): PlayerVisibility | undefined {
  if (campaignId === null) return document.visibility;
  const own = document.campaigns ?? {};
  return Object.hasOwn(own, campaignId) ? own[campaignId] : undefined;
}

/** The running encounter as the player display reads it. */
export function encounterSourceOf(
  encounter: Pick<EncounterService, 'dmView' | 'init' | 'onChange'>,
): EncounterSource {
  return {
    state: () => encounter.dmView().encounter,
    // Loading another encounter replaces its start: that is when the DM's choices lapse.
    identity: () => encounterKey(encounter.init()),
    onChange: (listener) => encounter.onChange(() => listener()),
  };
}

/** A partial patch as zod gives it may spell absent fields as undefined; keep only the set ones. */
function withoutUndefined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
