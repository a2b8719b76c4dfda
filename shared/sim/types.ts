// What a simulation of the odds of a fight takes and gives back.
import type { CombatantInput, EncounterState, OptionValues } from '../encounter';
import type { MeanAccumulator, MeanEstimate, Proportion } from './stats';

/** The encounter as the builder holds it: its rule system, the campaign's options and every combatant. */
export interface BuiltSetup {
  readonly system: string;
  readonly options?: OptionValues;
  /** The party (side 'party') and the foes, as the engine takes them. */
  readonly combatants: readonly CombatantInput[];
}

/**
 * A fight set up on the encounter screen and not started: fought as it stands (its creatures
 * with their hit points and conditions, its sides, groups and options); only the dice differ.
 */
export interface EncounterSetup {
  readonly system: string;
  readonly encounter: EncounterState;
}

/** The encounter as built, in the builder or on the encounter screen. */
export type SimSetup = BuiltSetup | EncounterSetup;

/** One run of the simulation. */
export interface SimRequest {
  readonly setup: SimSetup;
  /** Seed of the whole run: fight i uses `${seed}:${i}`, so a run is repeatable. */
  readonly seed: string | number;
  /** Fights to simulate. */
  readonly fights: number;
  /** A fight still going after this many rounds is a draw (default 50). */
  readonly maxRounds?: number;
  /** Index of the first fight (default 0): runs over disjoint ranges merge into one. */
  readonly firstFight?: number;
}

/** The raw counts of a run, from which the intervals come (and runs merge). */
export interface SimTally {
  fights: number;
  party: number;
  foes: number;
  draw: number;
  rounds: MeanAccumulator;
  /** Fights each party member dropped to 0 HP in, by id. */
  dropped: Record<string, number>;
  /** Fights each party member ended dead in, by id. */
  died: Record<string, number>;
}

/** Hooks between fights: progress and cancelling. */
export interface SimControl {
  /** Called after each fight with the fights done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Checked between fights; true stops the run, and the results cover the fights done. */
  readonly cancelled?: () => boolean;
}

/** The odds of one party member. */
export interface MemberOdds {
  readonly id: string;
  readonly name: string;
  /** Dropped to 0 HP at least once during the fight. */
  readonly dropped: Proportion;
  /** Dead when the fight ended. */
  readonly died: Proportion;
}

/** The results of a run. */
export interface SimResult {
  /** Fights simulated (fewer than asked when cancelled). */
  readonly fights: number;
  readonly cancelled: boolean;
  /** The party has someone conscious and the foes have not. */
  readonly partyWins: Proportion;
  /** The foes have someone conscious and the party has not. */
  readonly foesWin: Proportion;
  /** Still undecided after the round limit. */
  readonly draws: Proportion;
  /** Rounds the fight lasted. */
  readonly rounds: MeanEstimate;
  readonly members: readonly MemberOdds[];
  /** Combatants whose statblock shows no attack the policy can use: they never attack. */
  readonly withoutAttack: readonly string[];
  /** The counts behind the figures. */
  readonly tally: SimTally;
}

/** How a policy acts on the engine during one creature's turn. */
export interface TurnContext {
  /** The encounter as it is now. */
  readonly state: EncounterState;
  /** Dispatches a command; false when the rules refuse it (the state is then unchanged). */
  run(command: unknown): boolean;
}

/** A system's policy: what a creature does on its turn and how the rules' prompts are answered. */
export interface Policy {
  /** Can act at all (conscious, present, alive). */
  conscious(state: EncounterState, id: string): boolean;
  /** Knows an attack to make (for the results' warning). */
  hasAttack(state: EncounterState, id: string): boolean;
  /** Called when the turn reaches a new step, before its creatures act (OSR declarations). */
  beginStep?(ctx: TurnContext): void;
  /** Plays the turn of `id` (already known to be conscious). */
  takeTurn(ctx: TurnContext, id: string): void;
  /** The answer to a prompt of `kind`. */
  answer(kind: string): string;
  /** Dead (not only down). */
  dead(state: EncounterState, id: string): boolean;
}
