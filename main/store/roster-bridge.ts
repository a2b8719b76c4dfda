// Between the roster (what a character carries from fight to fight) and the engine (a
// combatant inside one encounter). The RuleSystem interface does not say which of a
// combatant's conditions or system fields outlast a fight, so this bridge keeps to what the
// engine states generically and names each system-specific reading where it is made:
//  - death: the system's own hpDescriptor says 'dead';
//  - lasting conditions: every condition without a timed duration (timed ones run out);
//  - lingering injuries: conditions keyed `injury.*` (5E-INJURY-03 keys them so);
//  - Hit Dice and 5e death-save state: read from and written to 5e's `sys` fields
//    (hitDice {die,total,spent}, dead, stable, deathSaves), which dnd5e's sys input accepts.
import type { CombatantInput, Combatant, EncounterState, JsonObject } from '../../shared/index';
import { getSystem } from '../../shared/index';
import type {
  LastingCondition,
  LingeringInjury,
  PersistentState,
  RosterEntry,
} from '../../shared/model/roster';

const INJURY_PREFIX = 'injury.';

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

function conditionCommand(
  combatantId: string,
  key: string,
  note: string | undefined,
  level: number | undefined,
): RosterCombatant['conditionCommands'][number] {
  return {
    type: 'addCondition',
    combatantId,
    key,
    ...(note === undefined ? {} : { note }),
    ...(level === undefined ? {} : { data: { level } }),
  };
}

/** The engine input for a roster member: its id, name, statblock and saved state. */
export function rosterCombatant(entry: RosterEntry, system: string): RosterCombatant {
  const sys: JsonObject = { ...(entry.state.sys as JsonObject) };
  const pool = entry.state.hitDice[0];
  if (system === 'dnd5e') {
    if (pool) Object.assign(sys, { hitDie: pool.die, hitDiceSpent: pool.spent, level: pool.total });
    if (entry.state.dead) sys.dead = true;
  }
  const input: CombatantInput = {
    id: entry.id,
    name: entry.name,
    // The engine knows pc / npc / monster; a companion fights on the party's side as an NPC.
    kind: entry.kind === 'companion' ? 'npc' : entry.kind,
    hp: entry.state.hp,
    maxHp: entry.state.maxHp,
    tempHp: entry.state.tempHp,
    ...(Object.keys(entry.statblock).length > 0
      ? { statblock: entry.statblock as JsonObject }
      : {}),
    ...(Object.keys(sys).length > 0 ? { sys } : {}),
    ...(entry.kind === 'pc' ? { side: 'party' } : {}),
    ...(entry.kind === 'companion' ? { side: 'party' } : {}),
  };
  const conditionCommands = [
    ...entry.state.conditions.map((c) => conditionCommand(entry.id, c.key, c.note, c.level)),
    ...entry.state.injuries.map((i) => conditionCommand(entry.id, i.key, i.note, undefined)),
  ];
  return { input, conditionCommands };
}

function levelOf(data: JsonObject | undefined): number | undefined {
  const level = data?.level;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 ? level : undefined;
}

/**
 * The roster state a combatant leaves the fight with. `previous` supplies what the fight does
 * not track (system fields of other systems, injury timestamps).
 */
export function persistentStateOf(
  combatant: Combatant,
  state: EncounterState,
  previous: PersistentState,
): PersistentState {
  const system = getSystem(state.system);
  const conditions: LastingCondition[] = [];
  const injuries: LingeringInjury[] = [];
  for (const c of combatant.conditions) {
    if (c.duration) continue;
    if (c.key.startsWith(INJURY_PREFIX)) {
      const before = previous.injuries.find((i) => i.key === c.key);
      injuries.push({
        key: c.key,
        ...(before?.ruleId === undefined ? {} : { ruleId: before.ruleId }),
        ...(c.note === undefined ? {} : { note: c.note }),
        ...(before?.since === undefined ? {} : { since: before.since }),
      });
    } else {
      const level = levelOf(c.data);
      conditions.push({
        key: c.key,
        ...(level === undefined ? {} : { level }),
        ...(c.note === undefined ? {} : { note: c.note }),
      });
    }
  }
  let hitDice = previous.hitDice;
  let sys = previous.sys;
  if (state.system === 'dnd5e') {
    const s = combatant.sys as {
      hitDice?: { die: number; total: number; spent: number };
      stable?: boolean;
      deathSaves?: { successes: number; failures: number };
    };
    if (s.hitDice)
      hitDice = [{ die: s.hitDice.die, total: s.hitDice.total, spent: s.hitDice.spent }];
    const { dead: _dead, stable: _stable, deathSaves: _saves, ...rest } = previous.sys;
    const saves = s.deathSaves;
    // Counters of a creature still dying at the end of the fight carry over; 5e's input takes
    // at most two of each (a third ends the dying one way or the other).
    const carrySaves =
      saves !== undefined &&
      saves.successes <= 2 &&
      saves.failures <= 2 &&
      saves.successes + saves.failures > 0;
    sys = {
      ...rest,
      ...(s.stable ? { stable: true } : {}),
      ...(carrySaves ? { deathSaves: { ...saves } } : {}),
    };
  }
  return {
    hp: combatant.hp,
    maxHp: combatant.maxHp,
    tempHp: combatant.tempHp,
    hitDice,
    conditions,
    injuries,
    dead: system.hpDescriptor(combatant, state) === 'dead',
    sys,
  };
}
