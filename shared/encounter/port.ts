// The port: the one interface every rule system implements (dnd5e, adnd2e, osr). The engine
// knows only this interface; the registry above it fills the lookup (system-lookup.ts), so a new
// system plugs in without engine changes and the engine imports nothing from shared/rules/.
import type { ZodType } from 'zod';
import type { DecideContext } from './context';
import type { Draft } from './draft';
import type { Json, JsonObject } from './json';
import type {
  Combatant,
  EncounterState,
  EngineCommand,
  EngineEvent,
  InitiativeSlot,
  OptionValue,
  Prompt,
} from './types';
import type { CombatantInput } from './commands';

/** Nested translation catalog: keys to strings or deeper catalogs. */
export interface I18nTree {
  [key: string]: string | I18nTree;
}

/** A system's translations; every key present in all three languages. */
export interface I18nCatalog {
  /** English. */
  en: I18nTree;
  /** Ukrainian. */
  uk: I18nTree;
  /** Russian. */
  ru: I18nTree;
}

/** An optional rule or a DM-choice setting of a system, with the spec's default. */
export interface OptionDef {
  /** Key stored in the encounter/campaign options (e.g. `heal.surges`). */
  key: string;
  /** `optional`: a rule the DM switches on; `dmChoice`: a setting for an ambiguity in the text. */
  kind: 'optional' | 'dmChoice';
  /** Value type. */
  type: 'boolean' | 'enum' | 'number';
  /** The spec's default. */
  default: OptionValue;
  /** Allowed values of an enum option. */
  values?: readonly string[];
  /** Smallest allowed value of a number option. */
  min?: number;
  /** Largest allowed value of a number option. */
  max?: number;
  /** Spec rule ids or ambiguity ids the option governs (`5E-SURGE-01`, `AMB-29`). */
  ruleIds: readonly string[];
  /** Key of a boolean option that must be on for this one to be switched on. */
  requires?: string;
  /** i18n key of the option's label. */
  labelKey: string;
  /** i18n key of its one-line explanation. */
  helpKey: string;
}

/** A condition as data: what it is and which mechanical effects it has. */
export interface ConditionDef {
  /** Key used by condition instances. */
  key: string;
  /** Spec rule id defining it, if any. */
  ruleId?: string;
  /** i18n key of its name. */
  labelKey: string;
  /** i18n key of its summary. */
  helpKey?: string;
  /** Players may see it on the player display. */
  playerVisible: boolean;
  /** Mechanical effects, in the system's own vocabulary (read by the system's rules). */
  effects: Readonly<Record<string, unknown>>;
  /**
   * What becomes of an instance without a timed duration when the fight ends: `ends` (prone,
   * grappled, surprised: the fight was all that held it), `injury` (a lingering injury, kept
   * until the healing its rule names). Absent: it lasts until removed. Timed instances always
   * end with the fight.
   */
  afterFight?: 'ends' | 'injury';
}

/** A condition a creature keeps from one fight to the next. */
export interface CarriedCondition {
  /** Condition key of the system, or `custom:<text>`. */
  key: string;
  /** Rule id of the condition, when the system's definition names one. */
  ruleId?: string;
  /** Level of a stacking condition (5e exhaustion). */
  level?: number;
  /** The DM's note. */
  note?: string;
  /** System detail restored with it (an injury's remedy, a poison's remaining time…). */
  data?: JsonObject;
}

/** One pool of Hit Dice of one size. */
export interface CarriedHitDice {
  /** Sides of the die. */
  die: number;
  /** Dice in the pool. */
  total: number;
  /** Dice spent. */
  spent: number;
}

/**
 * What a creature carries from one fight into the next: the state a roster keeps between
 * fights. Every field is plain JSON; `sys` is the system's own, readable by its `carryIn`.
 */
export interface CarriedState {
  /** Current HP (2e: may be below 0 while dying at death's door). */
  hp: number;
  /** Maximum HP (lowered by energy drain or a festering wound). */
  maxHp: number;
  /** Temporary HP still held (5e: they last until used or a long rest). */
  tempHp: number;
  /** Hit Dice pools (5e). */
  hitDice: CarriedHitDice[];
  /** Conditions that outlast the fight. */
  conditions: CarriedCondition[];
  /** Lingering injuries, kept until the healing their rule names. */
  injuries: CarriedCondition[];
  /** Dead. */
  dead: boolean;
  /** System state to keep (5e Hit Dice spent and death-save state, 2e drained levels…). */
  sys: JsonObject;
}

/** A carried state turned into what a creature starts its next fight with. */
export interface CarriedInput {
  /** Current HP. */
  hp: number;
  /** Maximum HP. */
  maxHp: number;
  /** Temporary HP. */
  tempHp: number;
  /** The combatant input's `sys` (the system's createCombatant reads it). */
  sys: JsonObject;
  /** Conditions to give it once it is in the encounter, in order (addCondition commands). */
  conditions: { key: string; note?: string; data?: JsonObject }[];
}

/** What the players see instead of exact HP. */
export type HpDescriptor = 'unhurt' | 'wounded' | 'bloodied' | 'nearDeath' | 'down' | 'dead';

/** The engine-level fields a system computes for a new combatant. */
export interface CombatantFields {
  /** Current HP. */
  hp: number;
  /** Maximum HP. */
  maxHp: number;
  /** Temporary HP. */
  tempHp: number;
  /** Armour class in the system's convention. */
  ac: number;
  /** Bonus to initiative rolls. */
  initiativeBonus: number;
  /** The validated statblock (null when created from plain numbers). */
  statblock: JsonObject | null;
  /** Initial system state. */
  sys: JsonObject;
}

/** What the engine asks the initiative procedure for. */
export interface InitiativeRequest {
  /** Combatants to roll for (all present ones when rolling the whole order). */
  combatantIds: string[];
  /** True when the result replaces the whole order (start of combat, per-round re-roll). */
  all: boolean;
  /** System-specific parameters from the command (declared actions, side modifiers…). */
  data?: JsonObject;
}

/** The procedure's answer: the new slots and anything the DM must settle. */
export interface InitiativeResult {
  /** Slots for the requested combatants (and procedure steps when `all`). */
  slots: InitiativeSlot[];
  /** Groups of slot keys that tie and need the DM to order them (5E-INIT-04, AMB-01). */
  ties?: string[][];
  /** Extra system events to record with the roll (declared actions, per-side rolls…). */
  events?: EngineEvent[];
}

/** How a system orders the round. */
export interface InitiativeProcedure {
  /** `desc`: highest score acts first (5e, OSR); `asc`: lowest first (2e). */
  direction(state: EncounterState): 'asc' | 'desc';
  /** Whether the order is rolled again at the start of every round (2e, OSR, 5e speed factor). */
  rerollEachRound(state: EncounterState): boolean;
  /** Rolls or computes initiative; the engine sorts the slots with `compare`. */
  roll(state: EncounterState, request: InitiativeRequest, ctx: DecideContext): InitiativeResult;
  /** Roll initiative for creatures joining mid-fight without asking the DM (AMB-05 setting). */
  autoRollOnJoin?(state: EncounterState): boolean;
  /** Orders two slots: negative when `a` acts first. Ties the DM settles return 0. */
  compare(a: InitiativeSlot, b: InitiativeSlot, state: EncounterState): number;
}

/** A step of the round shown to the DM as a checklist entry. */
export interface RoundStep {
  /** Step key (e.g. `declare`, `initiative`, `spells`, `morale`). */
  key: string;
  /** i18n key of its label. */
  labelKey: string;
  /** Rule ids describing it. */
  ruleIds: readonly string[];
}

/** The round's structure as the system describes it (for help and checklists). */
export interface RoundStructure {
  /** Steps of a round in order; slots of kind `procedure` use these keys. */
  steps: readonly RoundStep[];
}

/** Answer to a prompt (from a resolvePrompt command). */
export interface PromptAnswer {
  /** The chosen option (kind-specific: `'yes'`, a number, an ordered list of keys…). */
  choice?: Json;
  /** Extra values the DM entered. */
  data?: JsonObject;
}

/** Moments of the engine a system may react to with extra events. */
export interface SystemHooks {
  /** After the encounter starts, before round 1 begins. */
  onEncounterStart?(state: EncounterState, ctx: DecideContext): EngineEvent[];
  /** When the DM ends the encounter, before it is marked ended (2e: bare-handed damage heals). */
  onEncounterEnd?(state: EncounterState, ctx: DecideContext): EngineEvent[];
  /** At the start of each round, before its first turn (re-rolls, declarations, reminders). */
  onRoundStart?(state: EncounterState, ctx: DecideContext): EngineEvent[];
  /** At the end of each round (OSR morale step, 2e end-of-round spells). */
  onRoundEnd?(state: EncounterState, ctx: DecideContext): EngineEvent[];
  /** When a procedure step of the round starts (OSR: side initiative roll, morale checks). */
  onStepStart?(state: EncounterState, slot: InitiativeSlot, ctx: DecideContext): EngineEvent[];
  /** When a combatant's turn starts (5e death saves, reaction reset). */
  onTurnStart?(state: EncounterState, combatantId: string, ctx: DecideContext): EngineEvent[];
  /** When a combatant's turn ends (end-of-turn saves, effects ending). */
  onTurnEnd?(state: EncounterState, combatantId: string, ctx: DecideContext): EngineEvent[];
  /**
   * After an engine command (conditions, leaving, joining…) with the state its events lead to,
   * so rules can react (a leader incapacitated or gone → group morale; concentration ends).
   */
  afterEngineCommand?(
    state: EncounterState,
    events: EngineEvent[],
    ctx: DecideContext,
  ): EngineEvent[];
  /** After an option changes (to keep dependent state consistent). */
  onOptionChanged?(state: EncounterState, key: string, ctx: DecideContext): EngineEvent[];
}

/**
 * A rule system. Commands the engine does not know go to `decide`; events it does not know go
 * to `apply`. Every system accepts at least the `damage` and `heal` commands of
 * encounter/commands.ts (quick actions of the UI), extended as it needs.
 */
export interface RuleSystem {
  /** Stable id stored in campaigns and encounters. */
  readonly id: string;
  /** i18n key of the system's name. */
  readonly labelKey: string;
  /** Every optional rule and DM-choice setting of the spec. */
  readonly options: readonly OptionDef[];
  /** Conditions as data. */
  readonly conditions: readonly ConditionDef[];
  /** Zod schema of the system's statblocks. */
  readonly statblockSchema: ZodType;
  /** Zod schemas of the system's commands, by command type (for IPC validation). */
  readonly commandSchemas: Readonly<Record<string, ZodType>>;
  /** Event types the system's `apply` handles. */
  readonly eventTypes: readonly string[];
  /**
   * Base names of every roll the system's rules make (`attack`, `init`…). When given, the
   * engine rejects a command whose typed dice name a roll the system never makes.
   */
  readonly rollPurposes?: readonly string[];
  /**
   * The typed-dice keys each command accepts, by command type (system and engine commands), as
   * shapes (see roll-keys.ts): `attack`, `save:<id>`, `grapple:initiator`, `turnCount.<entry>`.
   * A command listed here refuses any other key with `unknownRollPurpose`, so a wrong suffix
   * (`recovery` for `recovery:<id>`) is caught; an unlisted command falls back to `rollPurposes`.
   */
  readonly commandRolls?: Readonly<Record<string, readonly string[]>>;
  /** What screens and integrators read through shared/index.ts (queries.ts); see RuleQueries. */
  readonly queries?: Partial<RuleQueries>;
  /** The system's translations. */
  readonly i18n: I18nCatalog;
  /** Initiative procedure. */
  readonly initiative: InitiativeProcedure;
  /** Round structure. */
  readonly roundStructure: RoundStructure;
  /** Engine hooks. */
  readonly hooks: SystemHooks;
  /** Computes a new combatant's fields from the input (validates the statblock). */
  createCombatant(input: CombatantInput, state: EncounterState): CombatantFields;
  /**
   * Rejects an engine command the system's rules forbid in this state (OSR-ACT-04: no readying
   * during combat) by throwing RuleError; absent or returning means the engine decides it.
   */
  checkEngineCommand?(state: EncounterState, command: EngineCommand): void;
  /** Decides a system command: returns events, or throws RuleError. Must be pure. */
  decide(state: EncounterState, command: EngineCommand, ctx: DecideContext): EngineEvent[];
  /** Applies one system event to the draft. Must be deterministic and never throw on a valid log. */
  apply(draft: Draft, event: EngineEvent): void;
  /** Decides the answer to a prompt the system raised. */
  resolvePrompt(
    state: EncounterState,
    prompt: Prompt,
    answer: PromptAnswer,
    ctx: DecideContext,
  ): EngineEvent[];
  /** HP descriptor for the player view. */
  hpDescriptor(c: Combatant, state: EncounterState): HpDescriptor;
  /** Allowed HP range of a combatant (5e 0..max; 2e with death's door −10..max). */
  hpRange(c: Combatant, state: EncounterState): { min: number; max: number };
  /**
   * Whether a combatant is out of the fight for good and leaves the initiative order: `dead`,
   * `fled` or `surrendered` (2E-DEATH-01 and the like), else false. Absent: the dead leave
   * (hpDescriptor `dead`). Unlike takesTurn (false also for the surprised or paralysed, who keep
   * their place), a creature that leaves gets no slot and no roll until it is brought back.
   */
  leavesOrder?(c: Combatant, state: EncounterState): OrderLeaving | false;
  /** Whether a combatant takes its turn (false for the dead). */
  takesTurn(c: Combatant, state: EncounterState): boolean;
  /**
   * Whether a combatant can act now, for the screens that mark who is acting: a side's slot
   * holds every member, but the paralyzed or unconscious sit it out (2E-PARA-01) though they
   * keep their turn. Absent: as takesTurn.
   */
  canAct?(c: Combatant, state: EncounterState): boolean;
  /** Extra per-combatant facts the players may see (death-save pips, fleeing), or null. */
  playerFacts?(c: Combatant, state: EncounterState): JsonObject | null;
  /**
   * What `c` keeps when the fight in `state` ends (pure). `previous` is the state it entered the
   * fight with: it supplies what the fight does not track. Absent: the generic reading of
   * carry-common.ts (timed conditions and `afterFight: 'ends'` ones end, system state kept).
   */
  carryOver?(c: Combatant, state: EncounterState, previous?: CarriedState): CarriedState;
  /** The inverse of carryOver: how a creature with `carried` joins a fight (pure). */
  carryIn?(carried: CarriedState): CarriedInput;
}

/** Why a creature leaves the initiative order. */
export type OrderLeaving = 'dead' | 'fled' | 'surrendered';

/** A unit a system measures distance and movement in. */
export type DistanceUnit = 'ft' | 'yd' | 'squares';

/** A distance in the system's own unit. */
export interface Distance {
  /** The amount. */
  value: number;
  /** Its unit. */
  unit: DistanceUnit;
}

/** A creature's speeds and what is left of its movement now, in the system's unit. */
export interface MovementAllowance {
  /** Unit of every number below (5e feet; 2e and OSR feet per round in the seeds' terms). */
  unit: DistanceUnit;
  /** Current speed by mode (`walk`, `fly`, `swim`… or the system's own mode names). */
  speeds: Record<string, number>;
  /** Movement left in each mode this turn/round; null when no turn or round is open for it. */
  left: Record<string, number> | null;
  /** The round's kind of movement where the system has kinds (2e: full, charge, withdraw…). */
  kind?: string;
}

/**
 * The per-round economy of one creature as state: what it may still do in the current turn
 * (5e) or round (2e, OSR). Computed by the system from the state it keeps on the combatant,
 * so a screen, the player view and the rules all read the same numbers.
 */
export interface RoundEconomy {
  /** Round it counts for. */
  round: number;
  /** Whether it renews every turn of the creature (5e) or every round (2e, OSR). */
  scope: 'turn' | 'round';
  /** Attacks the creature may make in this turn/round; null when no limit applies yet. */
  attacksAllowed: number | null;
  /** Attacks made in this turn/round. */
  attacksUsed: number;
  /** Attacks still allowed; null when no limit applies. */
  attacksLeft: number | null;
  /** Speeds and movement left; null when the system does not track movement. */
  movement: MovementAllowance | null;
  /** Its action (5e) or its one action of the round (2e, OSR) is spent; null: not tracked. */
  actionUsed: boolean | null;
  /** Bonus action spent (5e); null where the system has none. */
  bonusActionUsed: boolean | null;
  /** Reaction spent (5e); null where the system has none. */
  reactionUsed: boolean | null;
  /** System-specific fields (5e dashes and actions taken, 2e rate of fire, OSR declared action). */
  sys?: JsonObject;
}

/** The system's range band of a shot (5e `normal`/`long`/`outOfRange`; 2e `short`/`medium`/…). */
export interface RangeBandInfo {
  /** Band key in the system's vocabulary. */
  band: string;
  /** Distance between the two creatures. */
  distance: Distance;
  /** To-hit modifier the band gives (2e −2/−5), when the system has one. */
  modifier?: number;
}

/** What an attack query names: which of the attacker's attacks, or a bonus the DM gives. */
export interface AttackQuery {
  /** Index into the statblock's attacks/actions. */
  attackIndex?: number;
  /** The attack bonus to use instead of the statblock's (5e, OSR). */
  attackBonus?: number;
  /** A ranged attack (OSR: ranged bonus; 5e: the weapon's range). */
  ranged?: boolean;
  /** Distance to the target in the system's unit, when the state does not place the creatures. */
  distance?: number;
  /** Weapon ranges in the system's unit (5e normal/long; 2e short/medium/long). */
  ranges?: { short?: number; normal?: number; medium?: number; long: number };
}

/** The roll an attack needs, by the system's own reckoning. */
export interface ToHitNeed {
  /** The die rolled. */
  die: 20;
  /**
   * Lowest natural face that hits after the known modifiers, with the system's natural-20 and
   * natural-1 rules applied where they hold (above 20: no face hits; 1 or less: every face does).
   */
  need: number;
  /** The number the system computes it from (5e target AC, 2e/OSR the THAC0-style target). */
  basis: number;
  /** Modifier added to the die. */
  modifier: number;
  /** Rule id of the computation. */
  ruleId: string;
}

/** Where a creature's token stands on the system's map: its corner square and footprint. */
export interface Placement {
  /** Column of the token's top-left square. */
  x: number;
  /** Row of the token's top-left square. */
  y: number;
  /** Squares a side of the space it takes (5e: 1 for Medium, 2 for Large…). */
  side: number;
}

/** Cover the target has against the attacker, as the system reckons it from the map. */
export interface CoverInfo {
  /** Degree key in the system's vocabulary (5e `none`/`half`/`threeQuarters`/`total`). */
  degree: string;
  /** Rule id of the computation. */
  ruleId: string;
}

/** One attack in the round's order of attacks (2e: everyone's first, then the second ones). */
export interface ScheduledAttack {
  combatantId: string;
  /** 1 for everyone's first attacks, 2 for the second ones, and so on. */
  stage: number;
  /** The initiative score it goes at, when the system gives one. */
  score: number | null;
  /** This stage's attack has been made. */
  done: boolean;
  /** The creature fights with two weapons: its off-hand attack goes with stage 1. */
  withOffHand: boolean;
}

/** Read-only questions a screen asks; each system answers in its own rules. */
export interface RuleQueries {
  /** The creature's per-round economy, or null when none applies (setup, dead…). */
  economy(c: Combatant, state: EncounterState): RoundEconomy | null;
  /** Speeds and movement left. */
  movement(c: Combatant, state: EncounterState): MovementAllowance | null;
  /** Distance between two creatures, or null when the state does not place them. */
  distance(state: EncounterState, a: Combatant, b: Combatant): Distance | null;
  /** Whether `target` is flanked (by `attacker` and an ally, when given); null: unknowable. */
  flanked(state: EncounterState, target: Combatant, attacker?: Combatant): boolean | null;
  /** Range band of a shot from `attacker` at `target`, or null when distance is unknown. */
  rangeBand(
    state: EncounterState,
    attacker: Combatant,
    target: Combatant,
    query?: AttackQuery,
  ): RangeBandInfo | null;
  /** The roll needed to hit, or null when the system cannot tell without more facts. */
  toHit(
    state: EncounterState,
    attacker: Combatant,
    target: Combatant,
    query?: AttackQuery,
  ): ToHitNeed | null;
  /** Where the creature stands on the map, or null when the state does not place it. */
  placement(state: EncounterState, c: Combatant): Placement | null;
  /** How far the creature's melee reaches, or null when the system does not measure it. */
  reach(state: EncounterState, c: Combatant): Distance | null;
  /** Cover of `target` against `attacker` from the map, or null when it is not computed. */
  cover(state: EncounterState, attacker: Combatant, target: Combatant): CoverInfo | null;
  /** The round's order of attacks, or null when the system orders no attacks of its own. */
  attackSchedule(state: EncounterState): ScheduledAttack[] | null;
}
