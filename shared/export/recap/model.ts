// The recap: an encounter told round by round and turn by turn, already translated into one
// language and already filtered for its audience. Markdown, HTML and CSV are renderings of it.
import type { CombatantKind } from '../../encounter/types';
import type { Language } from '../../i18n/languages';

/** Who the recap is for: the DM (everything) or the players (what the player view shows). */
export type Audience = 'dm' | 'player';

/** What kind of fact a line records (a CSV column; styling in HTML). */
export type LineCategory =
  | 'setup'
  | 'initiative'
  | 'turn'
  | 'attack'
  | 'damage'
  | 'healing'
  | 'condition'
  | 'death'
  | 'injury'
  | 'save'
  | 'option'
  | 'prompt'
  | 'note'
  | 'other';

/** One event of the log as the recap tells it. */
export interface RecapEvent {
  /** Position of the event in the applied log, from 1. */
  seq: number;
  /** Id of the command that produced it. */
  commandId: string;
  /** When its command was applied (ISO-8601), when recorded. */
  at: string | null;
  /** The event's type. */
  type: string;
  /** What kind of fact it is. */
  category: LineCategory;
  /** Round it happened in (0 before the fight). */
  round: number;
  /** Heading of the turn it happened in ('' outside turns). */
  turn: string;
  /** Who acted, as the audience may name them. */
  actor: string;
  /** Who it happened to, as the audience may name them. */
  target: string;
  /** Damage or healing amount, when the audience may see it. */
  amount: number | null;
  /** The target's HP after the event, when the audience may see it. */
  hp: number | null;
  /** A critical hit (5e) or a natural 20 on an attack roll (2e, OSR). */
  crit: boolean;
  /** The command's dice, written out (on the command's first told line). */
  rolls: string[];
  /** The sentence. */
  text: string;
  /** Bookkeeping the prose skips (turn ends, ranges…); it still gets a CSV row. */
  quiet: boolean;
  /** The event itself (DM audience only; the CSV's JSON cell, without the envelope). */
  data: Readonly<Record<string, unknown>> | null;
}

/** A turn (whose it was and what happened in it), or a run of lines outside any turn. */
export interface RecapPart {
  /** "Goblin 1", "Fighter, Elf", a procedure step such as "Declare actions"; null outside turns. */
  heading: string | null;
  /** Indices into Recap.events. */
  lines: number[];
}

/** A round told in order: turns and what happened between them. Round 0 is the setup. */
export interface RecapRound {
  /** Round number; 0 before the fight starts. */
  round: number;
  /** Turns and runs of lines outside turns, in the order they happened. */
  parts: RecapPart[];
}

/** A combatant as the audience may see it. */
export interface RecapCombatant {
  /** Combatant id (players: the opaque id the player display gives it). */
  id: string;
  /** Name the audience sees. */
  name: string;
  /** pc, npc or monster. */
  kind: CombatantKind;
  /** Side name. */
  side: string;
  /** Maximum HP (null when the audience may not see it). */
  maxHp: number | null;
}

/** Tallies of one combatant. */
export interface CombatantStats {
  /** Damage it dealt (amounts the rules produced). */
  damageDealt: number;
  /** Damage it took. */
  damageTaken: number;
  /** HP it regained. */
  healing: number;
  /** Creatures it took out: killed, or monsters and NPCs brought to 0 HP. */
  kills: number;
  /** Its critical hits. */
  crits: number;
  /** Times it was taken out (killed; monsters and NPCs also when brought to 0 HP). */
  deaths: number;
}

/** An option that was on (or a DM choice that was set) during the encounter. */
export interface RecapOption {
  /** Option key. */
  key: string;
  /** Its translated label. */
  label: string;
  /** Its value, translated ("on", an enum label, a number). */
  value: string;
  /** `optional` rule or `dmChoice` setting. */
  kind: 'optional' | 'dmChoice';
  /** Rule ids it governs. */
  ruleIds: string[];
  /**
   * The values it had during the fight, in order, each with the round it was set in (0: from
   * the start); a single entry when it never changed.
   */
  changes: { round: number; value: string }[];
}

/** HP of every combatant at the end of each round (round 0: when the fight started). */
export interface HpSeries {
  /** Round numbers of the points. */
  rounds: number[];
  /** One line per combatant (`id` as in `RecapCombatant`); null where the HP is not seen. */
  lines: { id: string; name: string; side: string; max: number; points: (number | null)[] }[];
}

/** One encounter told for one audience in one language. */
export interface Recap {
  /** Who it is for. */
  audience: Audience;
  /** Its language. */
  language: Language;
  /** Encounter id. */
  id: string;
  /** Encounter name. */
  name: string;
  /** Campaign name, if any. */
  campaign: string | null;
  /** Rule system id. */
  system: string;
  /** Rule system name in the recap's language. */
  systemName: string;
  /** When it started (ISO-8601), when known. */
  createdAt: string | null;
  /** When it ended (ISO-8601), if it did. */
  endedAt: string | null;
  /** Status at the end of the log. */
  status: 'setup' | 'active' | 'ended';
  /** Rounds fought. */
  roundCount: number;
  /** Milliseconds from the first to the last logged command, when recorded. */
  durationMs: number | null;
  /** Optional rules that were on and DM choices that differed from the default. */
  options: RecapOption[];
  /** Combatants the audience may see, in the order they joined. */
  combatants: RecapCombatant[];
  /** Tallies by `RecapCombatant.id` (audience-visible amounts only). */
  stats: Record<string, CombatantStats>;
  /**
   * Damage taken that no creature is credited with dealing (no attacker named, a fall, a
   * creature hurting itself, an attacker the audience does not see): the difference between
   * the damage dealt and taken totals.
   */
  uncreditedDamage: number;
  /** The told events, in log order. */
  events: RecapEvent[];
  /** The story, round by round. */
  story: RecapRound[];
  /** HP over the rounds. */
  hp: HpSeries;
}
