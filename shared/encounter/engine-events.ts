// Engine event types and typed constructors. Systems may emit these too (e.g. promptRaised,
// conditionAdded, reminder) instead of inventing their own.
import type { JsonObject, Json } from './json';
import type {
  Combatant,
  ConditionInstance,
  EngineEvent,
  Group,
  InitiativeSlot,
  OptionValue,
  Prompt,
  ReadiedAction,
  Side,
} from './types';
import type { CombatantPatch } from './commands';
import type { OrderLeaving } from './port';
import type { XpAward } from './types';

/** Event types the engine applies itself; every other type goes to the system. */
export const ENGINE_EVENT_TYPES = [
  'combatantAdded',
  'combatantRemoved',
  'combatantUpdated',
  'encounterNotesSet',
  'sideSet',
  'groupSet',
  'groupDissolved',
  'initiativeSet',
  'slotPlaced',
  'initiativeReordered',
  'slotSplit',
  'encounterStarted',
  'roundStarted',
  'roundEnded',
  'turnStarted',
  'turnEnded',
  'delayed',
  'resumed',
  'readied',
  'readyCleared',
  'left',
  'rejoined',
  'orderLeft',
  'conditionAdded',
  'conditionRemoved',
  'conditionTicked',
  'reminder',
  'optionSet',
  'encounterEnded',
  'xpAwarded',
  'xpShared',
  'promptRaised',
  'promptResolved',
] as const;

/** An engine event type. */
export type EngineEventType = (typeof ENGINE_EVENT_TYPES)[number];

/** Set form of ENGINE_EVENT_TYPES for fast lookups. */
export const ENGINE_EVENT_SET: ReadonlySet<string> = new Set(ENGINE_EVENT_TYPES);

/** Typed constructors of engine events. */
export const ev = {
  /** A combatant joins the encounter. */
  combatantAdded: (combatant: Combatant): EngineEvent => ({ type: 'combatantAdded', combatant }),
  /** A combatant is deleted from the encounter. */
  combatantRemoved: (combatantId: string): EngineEvent => ({
    type: 'combatantRemoved',
    combatantId,
  }),
  /** Engine-level fields of a combatant change. */
  combatantUpdated: (combatantId: string, patch: CombatantPatch): EngineEvent => ({
    type: 'combatantUpdated',
    combatantId,
    patch,
  }),
  /** The encounter's DM notes change. */
  encounterNotesSet: (notes: string): EngineEvent => ({ type: 'encounterNotesSet', notes }),
  /** A side is created or renamed. */
  sideSet: (side: Side): EngineEvent => ({ type: 'sideSet', side }),
  /** A group is created or changed; `combatantIds` become its members. */
  groupSet: (group: Group, combatantIds: string[]): EngineEvent => ({
    type: 'groupSet',
    group,
    combatantIds,
  }),
  /** A group is dissolved; its members stay. */
  groupDissolved: (groupId: string): EngineEvent => ({ type: 'groupDissolved', groupId }),
  /** The whole order is replaced (`all`: a full roll, which counts as this round's roll). */
  initiativeSet: (slots: InitiativeSlot[], all: boolean, detail?: JsonObject): EngineEvent => ({
    type: 'initiativeSet',
    slots,
    all,
    ...(detail ? { detail } : {}),
  }),
  /** One slot is placed at `index` (its members removed from other slots first). */
  slotPlaced: (slot: InitiativeSlot, index: number): EngineEvent => ({
    type: 'slotPlaced',
    slot,
    index,
  }),
  /** The DM reorders the slots. */
  initiativeReordered: (slotKeys: string[]): EngineEvent => ({
    type: 'initiativeReordered',
    slotKeys,
  }),
  /** A shared slot becomes one slot per member (AMB-02). */
  slotSplit: (slotKey: string): EngineEvent => ({ type: 'slotSplit', slotKey }),
  /** The encounter starts. */
  encounterStarted: (): EngineEvent => ({ type: 'encounterStarted' }),
  /** A round starts. */
  roundStarted: (round: number): EngineEvent => ({ type: 'roundStarted', round }),
  /** A round ends. */
  roundEnded: (round: number): EngineEvent => ({ type: 'roundEnded', round }),
  /** A turn starts for `activeIds` in slot `slotKey`. */
  turnStarted: (slotKey: string, activeIds: string[]): EngineEvent => ({
    type: 'turnStarted',
    slotKey,
    activeIds,
  }),
  /** The turn of `activeIds` ends. */
  turnEnded: (slotKey: string, activeIds: string[]): EngineEvent => ({
    type: 'turnEnded',
    slotKey,
    activeIds,
  }),
  /** A combatant holds its turn and leaves the order until it resumes. */
  delayed: (combatantId: string): EngineEvent => ({ type: 'delayed', combatantId }),
  /** A delaying combatant re-enters the order at `index`. */
  resumed: (combatantId: string, slot: InitiativeSlot, index: number): EngineEvent => ({
    type: 'resumed',
    combatantId,
    slot,
    index,
  }),
  /** A combatant readies an action. */
  readied: (combatantId: string, readied: ReadiedAction): EngineEvent => ({
    type: 'readied',
    combatantId,
    readied,
  }),
  /** A readied action is used or expires. */
  readyCleared: (combatantId: string, reason: 'triggered' | 'expired'): EngineEvent => ({
    type: 'readyCleared',
    combatantId,
    reason,
  }),
  /** A combatant leaves the fight (fled, dismissed). */
  left: (combatantId: string, reason: string): EngineEvent => ({
    type: 'left',
    combatantId,
    reason,
  }),
  /**
   * Creatures leave the initiative order (dead, fled, surrendered: 2E-DEATH-01): no slot, no
   * turn; they stay on the board and can be brought back (rejoin, or the next roll).
   */
  orderLeft: (combatantIds: string[], reason: OrderLeaving): EngineEvent => ({
    type: 'orderLeft',
    combatantIds,
    reason,
  }),
  /** A combatant comes back into the fight. */
  rejoined: (combatantId: string): EngineEvent => ({ type: 'rejoined', combatantId }),
  /** A condition is applied. */
  conditionAdded: (combatantId: string, condition: ConditionInstance): EngineEvent => ({
    type: 'conditionAdded',
    combatantId,
    condition,
  }),
  /** A condition ends. */
  conditionRemoved: (
    combatantId: string,
    conditionId: string,
    reason: 'manual' | 'expired' | 'rule',
  ): EngineEvent => ({ type: 'conditionRemoved', combatantId, conditionId, reason }),
  /** A timed condition counts one boundary down (`rounds` remain). */
  conditionTicked: (combatantId: string, conditionId: string, rounds: number): EngineEvent => ({
    type: 'conditionTicked',
    combatantId,
    conditionId,
    rounds,
  }),
  /** A note for the DM in the log; changes nothing. */
  reminder: (key: string, params: JsonObject = {}, combatantId?: string): EngineEvent => ({
    type: 'reminder',
    key,
    params,
    ...(combatantId ? { combatantId } : {}),
  }),
  /** An option changes. */
  optionSet: (key: string, value: OptionValue): EngineEvent => ({ type: 'optionSet', key, value }),
  /** The DM ends the encounter (5E-FLOW-03). */
  encounterEnded: (reason: string): EngineEvent => ({ type: 'encounterEnded', reason }),
  /**
   * The DM awards the fight's XP: the foes counted as defeated and each creature's share; it
   * replaces an earlier award of the same fight and is what the write-back adds to the roster.
   */
  xpAwarded: (award: XpAward, total: number): EngineEvent => ({
    type: 'xpAwarded',
    awards: award.awards,
    defeated: award.defeated,
    total,
  }),
  /** One creature's share of the award, told as its own line (log-only). */
  xpShared: (combatantId: string, xp: number): EngineEvent => ({
    type: 'xpShared',
    combatantId,
    xp,
  }),
  /** A prompt for the DM opens. */
  promptRaised: (prompt: Prompt): EngineEvent => ({ type: 'promptRaised', prompt }),
  /** A prompt closes (answered or made obsolete). */
  promptResolved: (promptId: string, choice?: Json): EngineEvent => ({
    type: 'promptResolved',
    promptId,
    ...(choice !== undefined ? { choice } : {}),
  }),
};
