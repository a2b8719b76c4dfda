// Between the roster (what a character carries from fight to fight) and the engine (a
// combatant inside one encounter). What outlasts a fight is the rule system's to say, through
// its persistence interface (RuleSystem.carryOver / carryIn, shared/rules/types.ts): which
// conditions end with the fight (prone, grappled, surprised…), which are lingering injuries,
// what death is, and which system fields are kept (5e Hit Dice spent and death-save state,
// 2e negative HP, drained levels, poisons…). This bridge only converts between the roster's
// stored shape and the system's carried state; it reads no system's fields itself.
import type { CarriedCondition, CarriedState, Combatant, CombatantInput } from '../../shared/index';
import type { EncounterState, JsonObject } from '../../shared/index';
import { carryIn, carryOver } from '../../shared/index';
import type {
  LastingCondition,
  LingeringInjury,
  PersistentState,
  RosterEntry,
} from '../../shared/model/roster';

/** A roster member as the engine's combatant input, with the conditions to put on it. */
export interface RosterCombatant {
  input: CombatantInput;
  /** addCondition commands that restore its lasting conditions and injuries. */
  conditionCommands: {
    type: 'addCondition';
    combatantId: string;
    key: string;
    note?: string;
    data?: JsonObject;
  }[];
}

// The roster's stored values are plain JSON (validated on load), as the carried state is.
function carried(x: LastingCondition | LingeringInjury): CarriedCondition {
  return {
    key: x.key,
    ...(x.ruleId === undefined ? {} : { ruleId: x.ruleId }),
    ...(x.level === undefined ? {} : { level: x.level }),
    ...(x.note === undefined ? {} : { note: x.note }),
    ...(x.data === undefined ? {} : { data: x.data as JsonObject }),
  };
}

/** The roster's stored state as the rule systems' carried state. */
export function carriedStateOf(state: PersistentState): CarriedState {
  return {
    hp: state.hp,
    maxHp: state.maxHp,
    tempHp: state.tempHp,
    hitDice: state.hitDice.map((pool) => ({ ...pool })),
    conditions: state.conditions.map(carried),
    injuries: state.injuries.map(carried),
    dead: state.dead,
    sys: state.sys as JsonObject,
  };
}

function lasting(c: CarriedCondition): LastingCondition {
  return {
    key: c.key,
    ...(c.level === undefined ? {} : { level: c.level }),
    ...(c.ruleId === undefined ? {} : { ruleId: c.ruleId }),
    ...(c.note === undefined ? {} : { note: c.note }),
    ...(c.data === undefined ? {} : { data: c.data }),
  };
}

/**
 * A carried state in the roster's stored shape. `previous` supplies what only the roster keeps:
 * the date an injury was first recorded.
 */
export function persistentStateFrom(
  carriedState: CarriedState,
  previous: PersistentState,
): PersistentState {
  return {
    hp: carriedState.hp,
    maxHp: carriedState.maxHp,
    tempHp: carriedState.tempHp,
    hitDice: carriedState.hitDice.map((pool) => ({ ...pool })),
    conditions: carriedState.conditions.map(lasting),
    injuries: carriedState.injuries.map((injury) => {
      const since = previous.injuries.find((i) => i.key === injury.key)?.since;
      return { ...lasting(injury), ...(since === undefined ? {} : { since }) };
    }),
    dead: carriedState.dead,
    sys: carriedState.sys,
  };
}

/** The engine input for a roster member: its id, name, statblock and saved state (carryIn). */
export function rosterCombatant(entry: RosterEntry, system: string): RosterCombatant {
  const joining = carryIn(system, carriedStateOf(entry.state));
  const input: CombatantInput = {
    id: entry.id,
    name: entry.name,
    // The engine knows pc / npc / monster; a companion fights on the party's side as an NPC.
    kind: entry.kind === 'companion' ? 'npc' : entry.kind,
    hp: joining.hp,
    maxHp: joining.maxHp,
    tempHp: joining.tempHp,
    ...(Object.keys(entry.statblock).length > 0
      ? { statblock: entry.statblock as JsonObject }
      : {}),
    ...(Object.keys(joining.sys).length > 0 ? { sys: joining.sys } : {}),
    ...(entry.kind === 'pc' || entry.kind === 'companion' ? { side: 'party' } : {}),
    ...(entry.portrait ? { portrait: entry.portrait } : {}),
  };
  const conditionCommands = joining.conditions.map((c) => ({
    type: 'addCondition' as const,
    combatantId: entry.id,
    ...c,
  }));
  return { input, conditionCommands };
}

/**
 * The roster state a combatant leaves the fight with, by its rule system (carryOver).
 * `previous` is the state it joined with: it supplies what the fight does not track.
 */
export function persistentStateOf(
  combatant: Combatant,
  state: EncounterState,
  previous: PersistentState,
): PersistentState {
  return persistentStateFrom(carryOver(combatant, state, carriedStateOf(previous)), previous);
}
