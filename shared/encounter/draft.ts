// Copy-on-write access to a state while events are applied. Live dispatch copies only what an
// event touches (the top level, the combatant map once, each edited combatant once), so one
// command costs the same at event 10,000 as at event 100. Replay owns a private deep copy and
// mutates it directly, which keeps replaying a long log close to the cost of parsing it.
import type { Combatant, EncounterState } from './types';
import type { JsonObject } from './json';
import { cloneJson } from './json';
import { RuleError } from '../errors';

/** Mutable access to a state under construction; handed to every `apply`. */
export interface Draft {
  /** The state as modified so far. Read freely; mutate only objects returned by the methods. */
  readonly state: EncounterState;
  /** The top-level state object, writable (round, turn, slots, prompts, options…); replace arrays, don't mutate them. */
  root(): EncounterState;
  /**
   * A combatant that may be mutated in place: its own fields, its `conditions` array and the keys
   * of its `sys`. Values below those keys (and condition instances) may be shared with the
   * previous state: replace them, never edit them.
   */
  combatant(id: string): Combatant;
  /** The combatant map, writable, for adding and removing combatants. */
  combatantMap(): Record<string, Combatant>;
  /** Encounter-level system state, writable in place. */
  sys(): JsonObject;
}

/** Copies a combatant so it can be mutated: conditions array and sys deep enough to edit. */
export function cloneCombatant(c: Combatant): Combatant {
  return {
    ...c,
    conditions: c.conditions.slice(),
    sys: cloneJson(c.sys),
  };
}

/**
 * The copy a live draft edits: the combatant, its conditions array and its `sys` object, each one
 * level deep. Every reducer (the engine's and each system's) edits `sys` by assigning its keys
 * and replaces what lies below them (`s.deathSaves = {…}`, `s.tactics = endTurn(…)`) rather than
 * editing it, as it already treats condition instances; so the nested values stay shared with
 * the previous state, as untouched combatants are. A deep copy here was a third of a simulated
 * fight, since every event that edits a combatant copies it.
 */
function editableCopy(c: Combatant): Combatant {
  return { ...c, conditions: c.conditions.slice(), sys: { ...c.sys } };
}

/**
 * Shallow copy of a large record. A for-in loop copies a dictionary-mode object (hundreds of
 * combatants) several times faster than spread syntax does.
 */
function copyRecord<T>(src: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in src) out[k] = src[k] as T;
  return out;
}

/** Draft over an immutable state: copies on first write, leaves the input untouched. */
export class LiveDraft implements Draft {
  private current: EncounterState;
  private rootCopied = false;
  private mapCopied = false;
  private sysCopied = false;
  private readonly copied = new Set<string>();

  constructor(base: EncounterState) {
    this.current = base;
  }

  get state(): EncounterState {
    return this.current;
  }

  root(): EncounterState {
    if (!this.rootCopied) {
      this.current = { ...this.current };
      this.rootCopied = true;
    }
    return this.current;
  }

  combatantMap(): Record<string, Combatant> {
    const r = this.root();
    if (!this.mapCopied) {
      r.combatants = copyRecord(r.combatants);
      this.mapCopied = true;
    }
    return r.combatants;
  }

  combatant(id: string): Combatant {
    const map = this.combatantMap();
    const c = map[id];
    if (!c) throw new RuleError('unknownCombatant', { combatantId: id });
    if (this.copied.has(id)) return c;
    const copy = editableCopy(c);
    map[id] = copy;
    this.copied.add(id);
    return copy;
  }

  sys(): JsonObject {
    const r = this.root();
    if (!this.sysCopied) {
      r.sys = cloneJson(r.sys);
      this.sysCopied = true;
    }
    return r.sys;
  }
}

/** Draft over a state this caller owns outright (replay): every method returns the object itself. */
export class OwnedDraft implements Draft {
  constructor(private readonly owned: EncounterState) {}

  get state(): EncounterState {
    return this.owned;
  }

  root(): EncounterState {
    return this.owned;
  }

  combatantMap(): Record<string, Combatant> {
    return this.owned.combatants;
  }

  combatant(id: string): Combatant {
    const c = this.owned.combatants[id];
    if (!c) throw new RuleError('unknownCombatant', { combatantId: id });
    return c;
  }

  sys(): JsonObject {
    return this.owned.sys;
  }
}

/** A private copy of a state that an OwnedDraft may mutate without touching the original. */
export function ownedCopy(state: EncounterState): EncounterState {
  const combatants: Record<string, Combatant> = {};
  for (const id of Object.keys(state.combatants)) {
    combatants[id] = cloneCombatant(state.combatants[id] as Combatant);
  }
  return { ...state, combatants, sys: cloneJson(state.sys) };
}
