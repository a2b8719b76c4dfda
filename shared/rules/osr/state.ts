// The OSR parts of the encounter state: per-combatant `sys` and the encounter-level `sys`, typed
// through accessor functions. Everything is plain JSON; absent fields mean "not yet / default".
import type { Combatant, EncounterState } from '../../encounter/types';
import type { JsonObject } from '../../encounter/json';
import type { ActionType } from './rules/actions';
import type { SubPhase } from './rules/roundSteps';
import type { EncounterDistance } from './rules/distance';
import type { ReactionKey } from './tables/reaction';
import type { Environment } from './tables/encounterChance';
import type { MoraleKind, MoraleOutcome } from './rules/morale';
import type { TimeMode } from './rules/time';
import { defaultOsrTables, type OsrTables } from './tables';
import type { OnHit } from './statblock';

/** A declared action for a round (spec §3.1 Action). */
export interface Declaration {
  round: number;
  type: ActionType;
  targetIds: string[];
  fromBehind: boolean;
  withMove: boolean;
  subPhase: SubPhase;
  note?: string;
}

/** What a combatant has used of its one action this round (OSR-ACT-01/02). */
export interface ActionUse {
  round: number;
  /** The kind of action taken: attack, spell or another action. */
  action: 'attack' | 'spell' | 'move' | 'item' | 'flee' | 'other' | 'readied' | null;
  attacks: number;
  spells: number;
}

/** OSR state of one combatant. */
export interface OsrCombatantSys {
  meleeBonus: number;
  rangedBonus: number;
  strBonus: number;
  chaBonus: number;
  /** Base speed per round in feet. */
  speed: number;
  talentExtraAttacks: number;
  talentSpeedBonus: number;
  /** Explicit X-in-6 surprise thresholds; null uses the presets and the settings. */
  surprise: { normal: number; ambush: number } | null;
  race: string | null;
  hasShield: boolean;
  /** Weapon damage notation from the statblock (A-15: or entered by the Referee). */
  damage: string;
  /** Cover modifier 0..−4 (OSR-HIT-03). */
  coverMod: number;
  declared: Declaration | null;
  used: ActionUse;
  /** Round and step in which it dropped to 0 HP (A-08: finishes a simultaneous step). */
  downed: { round: number; slotKey: string | null } | null;
  /** A spell was lost to damage this round. */
  spellLostRound: number | null;
  /**
   * OSR-ACT-03: the readied action's trigger happened and its action resolves next; the last
   * round in which it may still go off (round 1 for a trigger before the fight).
   */
  readiedFiring: number | null;
  /** Saving throws by name (death, wands, paralysis, breath, spells): the d20 roll to reach. */
  saves: Record<string, number>;
  /** Damage of each listed attack ("1d4/1d4/1d8"); `damage` is the first. */
  attackDamages: string[];
  /** What a hit brings besides its damage (paralysis, poison, energy drain). */
  onHit: OnHit[];
  /** Morale score ML 2..12 (the statblock's Morale), null when none is given. */
  morale: number | null;
}

/** Default OSR combatant state. */
export function defaultCombatantSys(): OsrCombatantSys {
  return {
    meleeBonus: 0,
    rangedBonus: 0,
    strBonus: 0,
    chaBonus: 0,
    speed: 120,
    talentExtraAttacks: 0,
    talentSpeedBonus: 0,
    surprise: null,
    race: null,
    hasShield: false,
    damage: '1d6',
    coverMod: 0,
    declared: null,
    used: { round: 0, action: null, attacks: 0, spells: 0 },
    downed: null,
    spellLostRound: null,
    readiedFiring: null,
    saves: {},
    attackDamages: [],
    onHit: [],
    morale: null,
  };
}

/** The OSR state of a combatant (defaults filled in). */
export function combatantSys(c: Combatant): OsrCombatantSys {
  return { ...defaultCombatantSys(), ...(c.sys as Partial<OsrCombatantSys>) };
}

/** This round's action use of a combatant (zero when it has not acted yet this round). */
export function usedThisRound(c: Combatant, round: number): ActionUse {
  const used = combatantSys(c).used;
  return used.round === round ? used : { round, action: null, attacks: 0, spells: 0 };
}

/** The scene of the encounter: environment, terrain and time of day. */
export interface Scene {
  env: Environment;
  terrain?: string;
  isNight: boolean;
  customChance?: number;
}

/** Surprise as rolled before round 1. */
export interface SurpriseState {
  round: number;
  dice: Record<string, number>;
  bySide: Record<string, string[]>;
  gotSurpriseRound: string[];
  ambushed: string[];
  ambushers: string[];
}

/** The current reaction of the opponents. */
export interface ReactionState {
  sideId: string;
  roll: number;
  mod: number;
  total: number;
  band: ReactionKey;
  rerolled: boolean;
  talkerId?: string;
}

/** This round's side initiative. */
export interface SideInitiative {
  round: number;
  /** Rolled before the fight started (kept as round 1's). */
  beforeFight?: boolean;
  dice: Record<string, number>;
  order: string[][];
}

/** A group flagged for a morale or loyalty check. */
export interface MoraleFlag {
  id: string;
  kind: MoraleKind;
  target: { type: 'side' | 'group' | 'combatant'; id: string };
  round: number;
  outcome?: MoraleOutcome;
  promptId?: string;
}

/** OSR encounter-level state. */
export interface OsrEncounterSys {
  tables?: OsrTables;
  scene?: Scene;
  timeMode?: TimeMode;
  distance?: EncounterDistance;
  /** Steps of the encounter procedure done so far (spec §2). */
  procedure?: Record<string, boolean>;
  surprise?: SurpriseState;
  reaction?: ReactionState;
  initiative?: SideInitiative;
  /** A free surprise round (OSR-SURP-06) for a side in a given round. */
  freeRound?: { sideId: string; round: number };
  /** Distances in feet between pairs of combatants (key: the two ids sorted, joined by "|"). */
  ranges?: Record<string, number>;
  morale?: MoraleFlag[];
  /** The last escape attempt with every term (spec §3.1 FleeState). */
  flee?: JsonObject;
}

/** The encounter's OSR state. */
export function encounterSys(state: EncounterState): OsrEncounterSys {
  return state.sys as OsrEncounterSys;
}

/** The tables in force: the Referee's edited tables or the seed's defaults. */
export function tablesOf(state: EncounterState): OsrTables {
  return encounterSys(state).tables ?? defaultOsrTables();
}

/** Key of a pair of combatants in the range map. */
export function rangeKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** Known distance between two combatants in feet, or undefined. */
export function rangeBetween(state: EncounterState, a: string, b: string): number | undefined {
  return encounterSys(state).ranges?.[rangeKey(a, b)];
}

/** Casts a typed OSR structure to the JSON the engine stores. */
export function toJson<T>(value: T): JsonObject {
  return value as unknown as JsonObject;
}
