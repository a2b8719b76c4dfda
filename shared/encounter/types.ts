// The encounter's data: state, combatants, initiative slots, prompts and the event envelope.
// Everything is plain JSON so a state or a log can be stored, sent over IPC and replayed.
import type { RngState, RollRecord } from '../dice';
import type { JsonObject } from './json';

/** Who controls a combatant: player character, non-player character or monster. */
export type CombatantKind = 'pc' | 'npc' | 'monster';

/** Value of a rule option: a toggle, an enum choice or a number. */
export type OptionValue = boolean | string | number;

/** Option values by option key. */
export type OptionValues = Record<string, OptionValue>;

/** When a timed condition expires: at the start or end of a named creature's turn. */
export interface ConditionDuration {
  /** The turn boundary that counts. */
  at: 'turnStart' | 'turnEnd';
  /** The creature whose turn boundary counts. */
  of: string;
  /** How many such boundaries pass before it expires (1 = "until the start/end of X's next turn"). */
  rounds: number;
}

/** A condition on a combatant. Instances are replaced, never mutated in place. */
export interface ConditionInstance {
  /** Unique within the encounter. */
  id: string;
  /** Key of a ConditionDef of the active system, or `custom:<text>`. */
  key: string;
  /** The creature that imposed it, if any. */
  sourceId?: string;
  /** Timed expiry; absent means until removed. */
  duration?: ConditionDuration;
  /** The boundary currently in progress does not count (applied during that creature's turn). */
  skipCurrent?: boolean;
  /** Remind the DM at each boundary of the duration (e.g. a repeated save) instead of silently counting. */
  remind?: boolean;
  /** DM's note shown with the condition. */
  note?: string;
  /** System-specific detail (e.g. the save DC to end it). */
  data?: JsonObject;
  /** Round in which it was applied. */
  appliedRound: number;
}

/** An action held for a trigger (5E-ACT-11); expires at the holder's next turn start. */
export interface ReadiedAction {
  /** The perceivable trigger, as the DM wrote it. */
  trigger: string;
  /** The action or movement to take. */
  response: string;
  /** Round in which it was readied. */
  round: number;
}

/** One creature in the encounter. `statblock` and `sys` belong to the rule system. */
export interface Combatant {
  /** Unique id within the encounter. */
  id: string;
  /** Name the DM sees. */
  name: string;
  /** pc, npc or monster. */
  kind: CombatantKind;
  /** Side id (see EncounterState.sides). */
  side: string;
  /** Group of identical creatures sharing one initiative slot, if any. */
  groupId: string | null;
  /** Not shown to the players at all. */
  hidden: boolean;
  /** Shown to the players under `publicName` (or a generic label) instead of its name. */
  nameHidden: boolean;
  /** Name shown to the players while `nameHidden` (e.g. "Robed figure"). */
  publicName: string | null;
  /** Players see exact HP for this creature (PCs usually do). Null: the view setting decides. */
  hpRevealed: boolean | null;
  /** DM-only notes. */
  notes: string;
  /** False when it has left the fight (fled, dismissed); it keeps its state but takes no turns. */
  present: boolean;
  /** Current hit points; bounds are the system's (5e: 0..maxHp, 2e death's door: −10..maxHp). */
  hp: number;
  /** Maximum hit points. */
  maxHp: number;
  /** Temporary hit points. */
  tempHp: number;
  /** Armour class as the system counts it (5e ascending, 2e/OSR descending). */
  ac: number;
  /** Bonus added to its initiative roll where the system uses one. */
  initiativeBonus: number;
  /** Timed and untimed conditions. */
  conditions: ConditionInstance[];
  /** Held action, if any. */
  readied: ReadiedAction | null;
  /** Statblock validated by the system's schema; never mutated, only replaced. */
  statblock: JsonObject | null;
  /** System-specific state (death saves, concentration, injuries, morale flags…). */
  sys: JsonObject;
  /** Its portrait in the data folder (`<sha256>.<ext>`), brought from the roster or library. */
  portrait?: string;
}

/** One of the parties in the fight. */
export interface Side {
  /** Side id. */
  id: string;
  /** Display name. */
  name: string;
  /** The players' side (5e side initiative, OSR party). */
  isParty: boolean;
}

/** Identical creatures that share one initiative slot (5E-INIT-02). */
export interface Group {
  /** Group id. */
  id: string;
  /** Display name, e.g. "Goblins". */
  name: string;
  /** Leader for group morale (5E-MORALE-02/03), if any. */
  leaderId: string | null;
}

/**
 * A place in the round's order. 5e individual: one slot per creature; groups and sides: one
 * slot with several members; 2e: slots per initiative count re-rolled each round; OSR: one slot
 * per side and phase plus procedure slots (declare, morale) shown as a checklist.
 */
export interface InitiativeSlot {
  /** Unique key within the order (e.g. `c:<id>`, `g:<groupId>`, `side:party:melee`). */
  key: string;
  /** `turn`: creatures act; `procedure`: a step of the round with no creature (declare, morale). */
  kind: 'turn' | 'procedure';
  /** Members acting in this slot. */
  combatantIds: string[];
  /** Initiative score (null for procedure steps or not yet rolled). */
  score: number | null;
  /** Secondary sort keys for ties, compared in order (e.g. a roll-off or a Dex score). */
  tiebreak: number[];
  /** Side this slot belongs to (side initiative, OSR phases). */
  side?: string;
  /** Round phase of this slot (OSR spells / missile / melee; 2e end-of-round resolution). */
  phase?: string;
  /** i18n key describing the slot (procedure steps, phases). */
  labelKey?: string;
  /** Members take separate turns one after another (5e side initiative) instead of together. */
  sequential: boolean;
  /** The score is shown to the DM only (5E-SPEED-06). */
  hiddenScore?: boolean;
}

/** Whose turn it is. */
export interface TurnPointer {
  /** Key of the current slot. */
  slotKey: string;
  /** Combatants whose turn it is now (all members, or the current member of a sequential slot). */
  activeIds: string[];
  /** Members of a sequential slot that have finished their turn this round. */
  doneIds: string[];
}

/** Something the rules need the DM to decide; answered by a resolvePrompt command. */
export interface Prompt {
  /** Unique id within the encounter. */
  id: string;
  /** Kind, e.g. `concentrationSave`, `knockOut`, `initiativeTie`. */
  kind: string;
  /** True when the engine raised it, false when the rule system did. */
  engine: boolean;
  /** The creature it concerns, if any. */
  combatantId?: string;
  /** Kind-specific detail. */
  data: JsonObject;
  /** Turns cannot advance until it is answered. */
  blocking: boolean;
  /** Round in which it was raised. */
  round: number;
}

/** Lifecycle of an encounter. */
export type EncounterStatus = 'setup' | 'active' | 'ended';

/** The whole state of one encounter. It never holds the log. */
export interface EncounterState {
  /** Version of this shape, for stored states. */
  schemaVersion: 1;
  /** Id of the rule system (see shared/rules/registry.ts). */
  system: string;
  /** Option values, every option of the system present. */
  options: OptionValues;
  /** setup → active → ended. */
  status: EncounterStatus;
  /** Current round; 0 before the encounter starts. */
  round: number;
  /** Current turn; null between rounds or before the first turn. */
  turn: TurnPointer | null;
  /** Initiative order. */
  slots: InitiativeSlot[];
  /** Round in which the order was last rolled for everybody (per-round re-roll systems). */
  initiativeRound: number;
  /** Combatants holding their turn (delay), in the order they delayed. */
  delayed: string[];
  /** Combatant ids in the order they were added. */
  combatantIds: string[];
  /** Combatants by id. */
  combatants: Record<string, Combatant>;
  /** Sides by id. */
  sides: Record<string, Side>;
  /** Groups by id. */
  groups: Record<string, Group>;
  /** Open prompts. */
  prompts: Prompt[];
  /** DM-only notes for the encounter. */
  notes: string;
  /** Seeded generator state. */
  rng: RngState;
  /** Number of commands applied (the next command id is `k<commandCount + 1>`). */
  commandCount: number;
  /** Id of the last command applied. */
  lastCommandId: string | null;
  /** Encounter-level system state. */
  sys: JsonObject;
  /** The DM's XP award for this fight, once given (absent in older stored states). */
  xpAward?: XpAward;
}

/** The fight's XP award: who was defeated and how, and each creature's share. */
export interface XpAward {
  /** Shares by creature (the PCs the DM counted; a share may be 0). */
  awards: { combatantId: string; xp: number }[];
  /**
   * Foes counted as defeated, with how each ended the fight and what it was counted at (absent
   * in older logs and for a foe the DM gave no value).
   */
  defeated: { combatantId: string; how: 'killed' | 'fled' | 'surrendered'; xp?: number }[];
}

/**
 * An event: a fact produced by a command. Engine and system events share this envelope; the
 * engine stamps `commandId`, puts the command's rolls on its first event and the generator
 * state on its last.
 */
export interface EngineEvent {
  /** Event type; engine types are listed in ENGINE_EVENT_TYPES, all others go to the system. */
  type: string;
  /** Id of the command that produced it (same for every event of one command). */
  commandId?: string;
  /** Every roll made while deciding the command (on its first event). */
  rolls?: RollRecord[];
  /** Generator state after the command (on its last event, when it rolled). */
  rng?: RngState;
  /** Event payload. */
  [key: string]: unknown;
}

/** A command: what the DM (or the UI) asks for. Validated by zod schemas before deciding. */
export interface EngineCommand {
  /** Command type. */
  type: string;
  /** The DM's physical dice, by roll purpose. */
  typedRolls?: Record<string, number[]>;
  /** Command payload. */
  [key: string]: unknown;
}
