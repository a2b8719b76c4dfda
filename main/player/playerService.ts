import { randomBytes } from 'node:crypto';
import {
  combatantVisibility,
  toPlayerView,
  type CombatantReveal,
  type EncounterState,
  type PlayerViewSettings,
} from '../../shared/index';
import type { Language } from '../../shared/i18n/index';
import { IpcFailure } from '../../shared/ipc/errors';
import type {
  CombatantControl,
  PlayerControls,
  PlayerDisplayView,
  PlayerPreview,
  PlayerVisibility,
} from '../../shared/ipc/channels/player';
import { createViewAliases } from './viewAliases';

/** Where the table-wide visibility is kept: per campaign once campaigns store it, else a file. */
export interface VisibilityStore {
  load(): Promise<PlayerVisibility | undefined>;
  save(visibility: PlayerVisibility): Promise<void>;
}

/** The part of the encounter service the player display reads. */
export interface EncounterSource {
  /** The current state (the DM's view of it). */
  state(): EncounterState;
  /**
   * A name of the encounter that is the same whenever it is reopened (after a restart too)
   * and differs between encounters: a new value means a different encounter.
   */
  identity(): string;
  onChange(listener: () => void): () => void;
}

/** Where the DM's per-creature choices are kept, by encounter, so a reopened fight keeps them. */
export interface RevealStore {
  load(encounter: string): Readonly<Record<string, CombatantReveal>> | undefined;
  save(encounter: string, reveals: Readonly<Record<string, CombatantReveal>>): void;
}

/** A change to one creature's reveal choices: a value sets it, null clears it. */
export type RevealPatch = { [K in keyof CombatantReveal]?: CombatantReveal[K] | null };

/**
 * The player display's state in main: the table-wide visibility, the DM's per-creature
 * choices and the "screen off" switch, and the projection made from them with the engine's
 * toPlayerView. Everything the player window, the LAN view and the DM's preview show comes
 * from `display()`, so they cannot differ.
 */
export interface PlayerService {
  /** What the players see now. */
  display(): PlayerDisplayView;
  /** What the players see with the controls that shape it, for the DM's preview. */
  preview(): PlayerPreview;
  setVisibility(patch: Partial<PlayerVisibility>): Promise<PlayerPreview>;
  setReveal(combatantId: string, patch: RevealPatch): PlayerPreview;
  setScreenOff(screenOff: boolean): PlayerPreview;
  /** Replaces where the table-wide visibility is kept (a campaign) and loads it from there. */
  useVisibilityStore(store: VisibilityStore): Promise<PlayerPreview>;
  /** Sets where the display's language comes from (the open campaign's, else the app's). */
  setLanguageSource(source: () => Language): void;
  /** Re-reads the language source; call it when that language may have changed. */
  refresh(): void;
  /** Listens to every new view the players get; returns the function that stops it. */
  onDisplay(listener: (display: PlayerDisplayView) => void): () => void;
  /** Listens to changes the DM makes to the controls. */
  onPreview(listener: (preview: PlayerPreview) => void): () => void;
}

export interface PlayerServiceOptions {
  readonly encounter: EncounterSource;
  readonly language: () => Language;
  readonly store: VisibilityStore;
  /** Used until the store has a value. */
  readonly initialVisibility: PlayerVisibility;
  /** Keeps the per-creature choices; in memory only when absent. */
  readonly reveals?: RevealStore;
}

/** Loads the table-wide visibility from the store and starts following the encounter. */
export async function createPlayerService(options: PlayerServiceOptions): Promise<PlayerService> {
  const { encounter } = options;
  let store = options.store;
  let visibility: PlayerVisibility = (await store.load()) ?? options.initialVisibility;
  let language = options.language;
  let identity = encounter.identity();
  const reveals = options.reveals ?? memoryRevealStore();
  const restore = (): Map<string, CombatantReveal> =>
    new Map(Object.entries(reveals.load(identity) ?? {}));
  let reveal = restore();
  let screenOff = false;
  const aliases = createViewAliases();
  const epoch = randomBytes(6).toString('hex');
  let revision = 0;
  let lastKey = '';
  let current: PlayerDisplayView = { revision, epoch, view: null };
  // The state the current display was made from: a display is remade only when it changed.
  let madeFrom: unknown = null;
  const displayListeners = new Set<(display: PlayerDisplayView) => void>();
  const previewListeners = new Set<(preview: PlayerPreview) => void>();

  // Built with fromEntries so an id such as "__proto__" stays an ordinary own key.
  const settings = (): PlayerViewSettings => ({
    ...visibility,
    reveal: Object.fromEntries(reveal),
  });

  /** Remakes the display; returns true when what the players see changed. */
  const update = (): boolean => {
    const state = encounter.state();
    const nextIdentity = encounter.identity();
    if (nextIdentity !== identity) {
      // A different encounter: its creatures are not the ones the choices were made for; the
      // choices made for it before (before a restart, say) come back.
      identity = nextIdentity;
      reveal = restore();
      aliases.reset();
    }
    madeFrom = state;
    const view = screenOff
      ? null
      : aliases.apply(
          toPlayerView(state, settings()),
          (side) => state.sides[side]?.isParty === true,
        );
    const next = { language: language(), screenOff, view };
    // Compared as text: an unchanged view is not sent again, so the players cannot even tell
    // that the DM changed something they do not see.
    const key = JSON.stringify(next);
    if (key === lastKey) return false;
    lastKey = key;
    revision += 1;
    current = { revision, epoch, ...next };
    return true;
  };

  const announce = (): void => {
    for (const listener of [...displayListeners]) listener(current);
  };
  const controls = (): PlayerControls => {
    const state = encounter.state();
    const s = settings();
    const plain: PlayerViewSettings = { ...visibility };
    const combatants = state.combatantIds.flatMap((id): CombatantControl[] => {
      const c = state.combatants[id];
      if (!c) return [];
      return [
        {
          id,
          name: c.name,
          kind: c.kind,
          hidden: c.hidden,
          present: c.present,
          hasStatblock: c.statblock !== null,
          shown: combatantVisibility(c, s),
          byDefault: combatantVisibility(c, plain),
          reveal: reveal.get(id) ?? {},
        },
      ];
    });
    return { visibility, screenOff, combatants };
  };
  const preview = (): PlayerPreview => ({ display: service.display(), controls: controls() });
  /** After a DM change: the players get the new view, the DM's windows the new controls. */
  const changedByDm = (): PlayerPreview => {
    if (update()) announce();
    const next = preview();
    for (const listener of [...previewListeners]) listener(next);
    return next;
  };

  const service: PlayerService = {
    display() {
      if (madeFrom !== encounter.state() || encounter.identity() !== identity) update();
      return current;
    },
    preview,
    async setVisibility(patch) {
      const next = { ...visibility, ...patch };
      await store.save(next);
      visibility = next;
      return changedByDm();
    },
    setReveal(combatantId, patch) {
      const state = encounter.state();
      if (!Object.hasOwn(state.combatants, combatantId)) {
        throw new IpcFailure('player.unknownCombatant', { combatantId: combatantId.slice(0, 200) });
      }
      const merged: Record<string, unknown> = { ...reveal.get(combatantId) };
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) delete merged[key];
        else if (value !== undefined) merged[key] = value;
      }
      if (Object.keys(merged).length === 0) reveal.delete(combatantId);
      else reveal.set(combatantId, merged as CombatantReveal);
      reveals.save(identity, Object.fromEntries(reveal));
      return changedByDm();
    },
    setScreenOff(off) {
      screenOff = off;
      return changedByDm();
    },
    async useVisibilityStore(next) {
      store = next;
      visibility = (await next.load()) ?? options.initialVisibility;
      return changedByDm();
    },
    setLanguageSource(source) {
      language = source;
      service.refresh();
    },
    refresh() {
      if (update()) announce();
    },
    onDisplay(listener) {
      displayListeners.add(listener);
      return () => {
        displayListeners.delete(listener);
      };
    },
    onPreview(listener) {
      previewListeners.add(listener);
      return () => {
        previewListeners.delete(listener);
      };
    },
  };

  update();
  encounter.onChange(() => service.refresh());
  return service;
}

/** Per-creature choices kept in memory only, by encounter. */
function memoryRevealStore(): RevealStore {
  const kept = new Map<string, Readonly<Record<string, CombatantReveal>>>();
  return {
    load: (encounter) => kept.get(encounter),
    save: (encounter, r) => kept.set(encounter, r),
  };
}
