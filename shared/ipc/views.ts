import type { Combatant, EncounterState, PlayerView } from '../index';
import type { LineCategory } from '../export/recap/model';

/** Where the encounter's undo history stands, counted in whole commands. */
export interface HistoryView {
  /** Commands in effect: undo steps back from here. */
  readonly position: number;
  /** Commands recorded, including undone ones that redo brings back. */
  readonly length: number;
  /**
   * Lowest command index whose log entry this change rewrote (a new command, or a new command
   * that dropped the redo tail); `length` when no entry changed (undo, redo, other changes).
   */
  readonly changedFrom: number;
}

/**
 * Whether the encounter's log is safely stored, as main reports it: `notStored` while the
 * encounter has no durable log, `saving` while an event is on its way to disk, `saved` once
 * every event is durable, `failed` when a write failed (nothing acknowledged is lost).
 */
export type Durability = 'notStored' | 'saving' | 'saved' | 'failed';

/** The encounter as the DM sees it: the engine's whole state, secrets included. */
export interface DmEncounterView {
  /** Increases with every change, so a window can drop a view older than the one it shows. */
  readonly revision: number;
  readonly encounter: EncounterState;
  readonly history: HistoryView;
  readonly durability: Durability;
}

/** What changed between two states of the encounter. */
export interface EncounterPatch {
  /** Top-level fields of the state that changed (combatants aside), with their new values. */
  readonly fields: Partial<Omit<EncounterState, 'combatants'>>;
  /** Combatants added or changed, by id. */
  readonly combatants: Readonly<Record<string, Combatant>>;
  /** Ids of combatants no longer in the state. */
  readonly removed: readonly string[];
}

/**
 * A change of the DM view as it travels to the DM window: the whole encounter (`base` null),
 * or what changed since revision `base`, so a command on a 200-creature encounter sends the
 * creatures it touched instead of all of them. A window that does not hold revision `base`
 * asks for the whole view.
 */
export type DmEncounterDelta =
  | {
      readonly revision: number;
      readonly base: null;
      readonly history: HistoryView;
      readonly durability: Durability;
      readonly encounter: EncounterState;
    }
  | {
      readonly revision: number;
      readonly base: number;
      readonly history: HistoryView;
      readonly durability: Durability;
      readonly patch: EncounterPatch;
    };

/** One line of the encounter log, told in one language for the DM. */
export interface LogLineView {
  /** What kind of fact it is. */
  readonly category: LineCategory;
  /** The sentence, names and numbers filled in. */
  readonly text: string;
  /** The command's dice written out (on the command's first line that tells a roll). */
  readonly rolls: readonly string[];
  /** Bookkeeping a reader may skip (turn ends, ticks). */
  readonly quiet: boolean;
}

/** One command of the log with the lines its events tell. */
export interface LogCommandView {
  /** Position of the command in the history, from 0. */
  readonly index: number;
  /** Round in which the command was given. */
  readonly round: number;
  /** The command started a turn (advancing the order), so "previous turn" can step back to it. */
  readonly startsTurn: boolean;
  readonly lines: readonly LogLineView[];
}

/** A stretch of the encounter log, from command `from` to the last recorded command. */
export interface EncounterLogView {
  /** Same counter as the DM view's revision. */
  readonly revision: number;
  readonly history: HistoryView;
  /** Index of the first command in `commands`. */
  readonly from: number;
  readonly commands: readonly LogCommandView[];
}

/** The encounter as the players see it: the engine's player projection, made in main. */
export interface PlayerEncounterView {
  /** Same counter as the DM view's revision. */
  readonly revision: number;
  readonly view: PlayerView;
}
