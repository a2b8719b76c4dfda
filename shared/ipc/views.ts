import type { EncounterState, PlayerView } from '../index';

/** The encounter as the DM sees it: the engine's whole state, secrets included. */
export interface DmEncounterView {
  /** Increases with every change, so a window can drop a view older than the one it shows. */
  readonly revision: number;
  readonly encounter: EncounterState;
}

/** The encounter as the players see it: the engine's player projection, made in main. */
export interface PlayerEncounterView {
  /** Same counter as the DM view's revision. */
  readonly revision: number;
  readonly view: PlayerView;
}
