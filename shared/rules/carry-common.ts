// Carrying a creature's state from one fight to the next: the parts every rule system shares.
// A condition with a timed duration was measured in the fight's rounds and ends with it; an
// untimed one lasts unless its definition says the fight was all that held it (`afterFight`).
import type { JsonObject } from '../encounter/json';
import type { Combatant, ConditionInstance, EncounterState } from '../encounter/types';
import type {
  CarriedCondition,
  CarriedInput,
  CarriedState,
  ConditionDef,
  RuleSystem,
} from './types';

/** How a system reads the instances of one combatant when the fight ends. */
export interface CarryReading {
  /** The system's condition definitions. */
  readonly defs: readonly ConditionDef[];
  /** A system rule that drops an untimed instance (5e: unconscious is re-derived from 0 HP). */
  drop?(inst: ConditionInstance): boolean;
  /** The data to keep with an instance (5e: clock hours rebased); default: its own data. */
  data?(inst: ConditionInstance): JsonObject | undefined;
}

function levelOf(data: JsonObject | undefined): number | undefined {
  const level = data?.level;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 ? level : undefined;
}

/** The lasting conditions and lingering injuries of a combatant at the end of a fight. */
export function carriedConditions(
  c: Combatant,
  reading: CarryReading,
): { conditions: CarriedCondition[]; injuries: CarriedCondition[] } {
  const conditions: CarriedCondition[] = [];
  const injuries: CarriedCondition[] = [];
  for (const inst of c.conditions) {
    if (inst.duration) continue;
    const def = reading.defs.find((d) => d.key === inst.key);
    if (def?.afterFight === 'ends' || reading.drop?.(inst)) continue;
    const raw = reading.data ? reading.data(inst) : inst.data;
    const level = levelOf(raw);
    let data: JsonObject | undefined = raw;
    if (level !== undefined && raw) {
      const { level: _level, ...rest } = raw;
      data = Object.keys(rest).length > 0 ? rest : undefined;
    }
    const carried: CarriedCondition = {
      key: inst.key,
      ...(def?.ruleId ? { ruleId: def.ruleId } : {}),
      ...(level !== undefined ? { level } : {}),
      ...(inst.note !== undefined ? { note: inst.note } : {}),
      ...(data && Object.keys(data).length > 0 ? { data } : {}),
    };
    (def?.afterFight === 'injury' ? injuries : conditions).push(carried);
  }
  return { conditions, injuries };
}

/** The addCondition payloads restoring carried conditions, then injuries (level into data). */
export function conditionInputs(carried: CarriedState): CarriedInput['conditions'] {
  return [...carried.conditions, ...carried.injuries].map((x) => {
    const data: JsonObject | undefined =
      x.level !== undefined ? { ...(x.data ?? {}), level: x.level } : x.data;
    return {
      key: x.key,
      ...(x.note !== undefined ? { note: x.note } : {}),
      ...(data && Object.keys(data).length > 0 ? { data } : {}),
    };
  });
}

/** `sys` without the given keys (fight-only state the roster must not keep). */
export function withoutKeys(sys: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(sys)) if (!keys.includes(k)) out[k] = v;
  return out;
}

/**
 * The generic carry-over for a system without its own: HP as they stand, lasting conditions,
 * death as the system's HP descriptor says, system state as it entered the fight.
 */
export function genericCarryOver(
  system: RuleSystem,
  c: Combatant,
  state: EncounterState,
  previous?: CarriedState,
): CarriedState {
  const { conditions, injuries } = carriedConditions(c, { defs: system.conditions });
  return {
    hp: c.hp,
    maxHp: c.maxHp,
    tempHp: c.tempHp,
    hitDice: previous?.hitDice ?? [],
    conditions,
    injuries,
    dead: system.hpDescriptor(c, state) === 'dead',
    sys: previous?.sys ?? {},
  };
}

/** The generic carry-in: the carried numbers and system state, then the conditions to restore. */
export function genericCarryIn(carried: CarriedState): CarriedInput {
  return {
    hp: carried.hp,
    maxHp: carried.maxHp,
    tempHp: carried.tempHp,
    sys: { ...carried.sys },
    conditions: conditionInputs(carried),
  };
}
