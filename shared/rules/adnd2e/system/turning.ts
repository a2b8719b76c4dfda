// A turned undead brought close to its turner (2E-TURN-08): a free-willed one forced within
// 10 ft breaks the turning and attacks normally; one under orders keeps stepping back.
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import type { z } from 'zod';
import type { forceTurnedSchema } from '../commands';
import { turningBroken } from '../rules/turning';
import { effectiveStatblock } from '../sys';
import { reminder, removeCondition } from './adnd2e-events';

/** Free-willed: an undead its statblock marks so, or a paladin an evil priest turned (2E-TURN-10). */
function freeWilled(c: Combatant): boolean {
  const undead = effectiveStatblock(c).undead;
  return undead ? undead.freeWilled : true;
}

/**
 * Events of a turned creature coming within `distance` feet of whoever turned it: the turning
 * ends if that breaks it (2E-TURN-08), else nothing changes. `byId`, when given, limits this to
 * turnings by that creature.
 */
export function turningBreakEvents(c: Combatant, distance: number, byId?: string): EngineEvent[] {
  const inst = c.conditions.find(
    (x) => x.key === 'turned' && (byId === undefined || x.sourceId === byId),
  );
  if (!inst || !turningBroken(freeWilled(c), distance)) return [];
  return [
    removeCondition(c.id, inst.id),
    reminder('turningBroken', { combatantId: c.id, distance }, c.id),
  ];
}

/** The `forceTurned` command (2E-TURN-08). */
export function forceTurned(
  state: EncounterState,
  cmd: z.infer<typeof forceTurnedSchema>,
): EngineEvent[] {
  const c = state.combatants[cmd.combatantId];
  if (!c) throw new RuleError('unknownCombatant', { combatantId: cmd.combatantId });
  if (!c.conditions.some((x) => x.key === 'turned'))
    throw new RuleError('notTurned', { combatantId: c.id });
  const broken = turningBreakEvents(c, cmd.distance);
  if (broken.length > 0) return broken;
  // under orders (2E-TURN-06) it steps back at any distance; free-willed at 10 ft or more it hovers
  return [reminder('turningHolds', { combatantId: c.id, distance: cmd.distance }, c.id)];
}
