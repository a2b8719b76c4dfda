/** One combatant as the DM's screen lists it. */
export interface DmCombatant {
  readonly id: string;
  readonly name: string;
}

/** The encounter as the DM sees it: everything, in order. */
export interface DmEncounterView {
  /** Increases with every change, so a window can drop a view older than the one it shows. */
  readonly revision: number;
  readonly combatants: readonly DmCombatant[];
}

/** One combatant as the player display shows it: only what the players may know. */
export interface PlayerCombatant {
  readonly id: string;
  readonly name: string;
}

/** The encounter as the players see it, projected in main before it leaves the process. */
export interface PlayerEncounterView {
  /** Same counter as the DM view's revision. */
  readonly revision: number;
  readonly combatants: readonly PlayerCombatant[];
}
