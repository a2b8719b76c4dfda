// The DM page on main's real core with a fight set up, for the encounter screen's component
// tests: a data folder of its own, the core on it, the DM page over the loopback transport, then
// the options, the creatures, their initiative and the start of the fight sent to the engine.
// Cleanup unmounts the page and closes the core before the folder is removed (the core holds the
// folder's writer lock and flushes its logs into it on close).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi, type MockInstance } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { CombatantInput } from '../../../shared/encounter/commands';
import type { Language } from '../../../shared/i18n/index';
import type { RuleSystemId } from '../../../shared/model/ids';
import { loopbackTransport } from './loopbackTransport';
import { mountPage, type MountedPage } from './mountPage';
import { until, untilOpened } from './until';

/** A command to the engine, as a test writes it (main validates it as the DM's calls are). */
export type Command = Record<string, unknown>;

/** What the fight starts with; sent in this order: options, creatures, initiative, start. */
export interface FightSetup {
  readonly system?: RuleSystemId;
  readonly language?: Language;
  /** Seed of the engine's dice. */
  readonly seed?: number;
  /** Encounter options (`setOption`), before the creatures are added. */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly creatures?: readonly CombatantInput[];
  /** Initiative scores (`setInitiative`) by creature id, set in this order (ids are not numbers). */
  readonly initiative?: Readonly<Record<string, number>>;
  /** Whether the fight is started (`startEncounter`); it is unless told otherwise. */
  readonly start?: boolean;
  /**
   * The creature whose turn the started fight opens with: the setup waits until the screen
   * names it as the one acting and shows it on the selected creature's panel.
   */
  readonly turn?: string;
}

/**
 * The 5e duel most screen tests fight: Tordek (PC, 30 HP, AC 16, initiative 20) against a goblin
 * (7 HP, AC 13, initiative 5), ids `hero` and `gob`; Tordek acts first.
 */
export const TORDEK_AND_GOBLIN = {
  creatures: [
    { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
    { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
  ],
  initiative: { hero: 20, gob: 5 },
} as const satisfies FightSetup;

/** The DM page of a fight on a real core, and what a test does with it. */
export interface FightScreen {
  readonly dm: MountedPage;
  readonly core: Core;
  /** Sends a command to the engine as main's encounter service takes it. */
  dispatch(command: Command): void;
  /** The commands sent to the engine since the setup (the screen's and the test's), in order. */
  readonly sent: Command[];
  /** Empties `sent`: what a test sends to set its scene is not what it checks. */
  forget(): void;
  /** Waits until the selected creature's panel shows the creature of this name. */
  untilSelected(name: string): Promise<void>;
  /** Unmounts the page, closes the core, then removes its data folder; once. */
  cleanup(): Promise<void>;
}

/** The cleanups of the screens not closed yet (see closeFightScreens). */
const open = new Set<() => Promise<void>>();

/**
 * Opens the DM page on a new core and sets up the fight. When a step fails, what was made so far
 * is still closed by closeFightScreens.
 */
export async function openFightScreen(setup: FightSetup = {}): Promise<FightScreen> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cm-fight-'));
  // What is made so far, for the cleanup of a setup that fails halfway.
  const made: { core?: Core; page?: MountedPage; spy?: MockInstance } = {};
  let closed = false;
  const cleanup = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    open.delete(cleanup);
    made.page?.destroy();
    made.spy?.mockRestore();
    try {
      await made.core?.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  open.add(cleanup);

  const core = await createCore({
    dataDir,
    initialLanguage: setup.language ?? 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    system: setup.system ?? 'dnd5e',
    seed: setup.seed ?? 7,
  });
  made.core = core;
  const page = mountPage('dm', loopbackTransport(core, 'dm'));
  made.page = page;
  await untilOpened(() => expect(page.all('encounter-screen')).toHaveLength(1));

  const encounter = core.encounter;
  const dispatch = (command: Command): void => {
    // Looked up on each call, so that it goes through the recording of `sent`.
    encounter.dispatch(command);
  };
  for (const [key, value] of Object.entries(setup.options ?? {})) {
    dispatch({ type: 'setOption', key, value });
  }
  if (setup.creatures) dispatch({ type: 'addCombatants', combatants: setup.creatures });
  for (const [combatantId, score] of Object.entries(setup.initiative ?? {})) {
    dispatch({ type: 'setInitiative', combatantId, score });
  }
  if (setup.start ?? true) dispatch({ type: 'startEncounter' });

  const untilSelected = async (name: string): Promise<void> => {
    await until(() =>
      expect(page.one('selected-combatant').querySelector('h2')?.textContent).toBe(name),
    );
  };
  const { turn } = setup;
  if (turn !== undefined) {
    await until(() => expect(page.one('encounter-turn').textContent).toContain(turn));
    await untilSelected(turn);
  }

  const sent: Command[] = [];
  const original = encounter.dispatch.bind(encounter);
  made.spy = vi.spyOn(encounter, 'dispatch').mockImplementation((command) => {
    sent.push(command as Command);
    return original(command);
  });
  return {
    dm: page,
    core,
    dispatch,
    sent,
    forget() {
      sent.length = 0;
    },
    untilSelected,
    cleanup,
  };
}

/** Tordek's turn against the goblin (TORDEK_AND_GOBLIN), the fight started. */
export function openTordeksTurn(): Promise<FightScreen> {
  return openFightScreen({ ...TORDEK_AND_GOBLIN, turn: 'Tordek' });
}

/** Closes every fight screen still open: each test file's afterEach. */
export async function closeFightScreens(): Promise<void> {
  for (const cleanup of [...open]) await cleanup();
}
