// How an event becomes a line of the recap. A describer reads the event (and the state just
// before it) and says what kind of fact it is, which sentence tells it, who is named in it,
// and what it means for the tallies. Names are filled in later, for the audience.
import type { EncounterState, EngineEvent } from '../../encounter/types';
import type { RuleSystem } from '../../rules/types';
import type { LineCategory } from '../recap/model';
import type { Translator, TranslateParams } from '../translate';

/** What describers may read. */
export interface DescribeContext {
  /** The state just before the event. Read only. */
  readonly state: EncounterState;
  /** The encounter's rule system. */
  readonly system: RuleSystem;
  /** Translator of the recap's language; default namespace `export`. */
  readonly tr: Translator;
  /** A term of the system's catalog (`<system>:<key>`), or `fallback` when it has none. */
  term(key: string, fallback?: string): string;
  /** The name of a condition key in the recap's language. */
  conditionLabel(key: string): string;
  /** A side's name; the engine's default sides (`party`, `foes`) in the recap's language. */
  sideName(id: string): string;
  /** A text of the export's catalog without parameters, or `fallback` when it has none. */
  phrase(key: string, fallback: string): string;
  /** The first of `keys` that has a text, translated; `fallback` when none has. */
  firstOf(keys: readonly string[], params: TranslateParams, fallback: string): string;
}

/** A line of the recap, before names are filled in for the audience. */
export interface Described {
  /** What kind of fact it is. */
  category: LineCategory;
  /** Key of the sentence (namespace `export` unless prefixed). */
  key: string;
  /** Values of the sentence other than names. */
  params?: TranslateParams;
  /** Combatants named in the sentence: placeholder → id, or ids for a list. */
  names?: Readonly<Record<string, string | readonly string[]>>;
  /**
   * For a list of `names`, a text set in brackets after each name, by position ('' for none):
   * what the line says of that creature alone (a foe's XP in the award).
   */
  tags?: Readonly<Record<string, readonly string[]>>;
  /**
   * The sentence for the players when it differs (less detail: no rolls against secret
   * numbers); `null` means the players never see this line.
   */
  playerKey?: string | null;
  /** Who acted. */
  actorId?: string;
  /** Who it happened to. */
  targetId?: string;
  /** Damage taken or HP regained by `targetId`. */
  hp?: 'damage' | 'heal';
  /** The amount of that damage or healing (damage: as the rules produced it). */
  amount?: number;
  /** A critical hit (5e) or a natural 20 attack roll (2e, OSR), credited to `actorId`. */
  crit?: boolean;
  /** An attack by `actorId`: damage later in the same command is credited to it. */
  attack?: boolean;
  /** Players see the line only when the player view shows this condition on `targetId`. */
  condition?: string;
  /** Bookkeeping that the prose skips. */
  quiet?: boolean;
}

/** Describes one event type (in the state just before it). */
export type Describer = (event: EngineEvent, ctx: DescribeContext) => Described;

/** Describers by event type. */
export type DescriberTable = Readonly<Record<string, Describer>>;

/** Reads a string field of an event ('' when absent). */
export function str(event: EngineEvent, key: string): string {
  const v = event[key];
  return typeof v === 'string' ? v : '';
}

/** Reads a number field of an event (0 when absent). */
export function num(event: EngineEvent, key: string): number {
  const v = event[key];
  return typeof v === 'number' ? v : 0;
}

/** Reads an object field of an event ({} when absent). */
export function obj(
  event: EngineEvent | Record<string, unknown>,
  key: string,
): Record<string, unknown> {
  const v = (event as Record<string, unknown>)[key];
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}

/** Reads a list of strings ([] when absent). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

/** A name with its tag in brackets after it, or the name alone when the tag is empty. */
export function tagged(name: string, tag: string | undefined): string {
  return tag ? `${name} (${tag})` : name;
}
