// 5E-SIZE-03 Crowding: a creature's space is also the room it needs to fight, so only so many
// creatures fit within 5 ft of another (eight Medium around a Medium, four Large around a
// Medium or smaller, twenty Medium around a Gargantuan). The rule is descriptive (AMB-33: no
// enforcement): a move or placement ending next to a creature with no room left around it is
// taken, and the log notes the crowding, naming that creature, for the DM to rule on.
import type { EngineEvent } from '../../../encounter/types';
import { requireCombatant } from '../../../encounter/combatants';
import type { Combatant, EncounterState } from '../../../encounter/types';
import { ev5 } from '../dnd5e-events';
import { sys5 } from '../sys';
import { gridDistanceFt } from '../tactics/grid';
import { isCrowded } from '../tactics/size';
import type { Space } from '../tactics/types';
import { metricOf, onField, othersOnMap, spaceOfCombatant } from './positions';
import { tsys } from './state';

/** A creature in the space of another (a rider, a clinger) takes no room of its own. */
const inAnothersSpace = (c: Combatant): boolean =>
  Boolean(tsys(c).mountedOn) || Boolean(tsys(c).clingingTo);

/** The log's note that the mover ended where `targetId` has no room left around it. */
const crowdedNote = (moverId: string, targetId: string): EngineEvent =>
  ev5.note('crowded', { combatantId: moverId, targetId });

/**
 * 5E-SIZE-03 on the grid: whether the mover's space `space` at the end of a move or placement is
 * within 5 ft of a creature already surrounded by as many as fit (or leaves the mover itself
 * with more around it than fit); the note naming the crowded creature, or null.
 */
export function crowdingOnGrid(
  state: EncounterState,
  moverId: string,
  space: Space,
): EngineEvent | null {
  const mover = state.combatants[moverId] as Combatant;
  if (inAnothersSpace(mover)) return null;
  const metric = metricOf(state);
  const others = othersOnMap(state, moverId)
    .filter((o) => !inAnothersSpace(o))
    .map((o) => ({ c: o, space: spaceOfCombatant(o) as Space }));
  const near = (a: Space, b: Space): boolean => gridDistanceFt(a, b, metric) <= 5;
  const next = others.filter((o) => near(space, o.space));
  for (const o of next) {
    const around = others.filter((x) => x.c.id !== o.c.id && near(x.space, o.space));
    const sizes = around.map((x) => sys5(x.c).size);
    if (isCrowded(sys5(o.c).size, sizes, sys5(mover).size)) return crowdedNote(moverId, o.c.id);
  }
  // The mover itself needs room for those it ends up next to.
  const own = next.map((x) => sys5(x.c).size);
  const [last, ...rest] = own;
  return last && isCrowded(sys5(mover).size, rest, last) ? crowdedNote(moverId, moverId) : null;
}

/**
 * 5E-SIZE-03 without the grid, as the DM states it: the creature the move ends within 5 ft of
 * and the creatures already around it.
 */
export function crowdingNamed(
  state: EncounterState,
  moverId: string,
  crowded: { creatureId: string; by: readonly string[] },
): EngineEvent | null {
  const mover = state.combatants[moverId] as Combatant;
  const around = requireCombatant(state, crowded.creatureId);
  const by = [...new Set(crowded.by)]
    .map((id) => requireCombatant(state, id))
    .filter((x) => x.id !== moverId && x.id !== around.id && onField(x) && !inAnothersSpace(x));
  const full = isCrowded(
    sys5(around).size,
    by.map((x) => sys5(x).size),
    sys5(mover).size,
  );
  return full ? crowdedNote(moverId, around.id) : null;
}
