// Setting the scene: tokens placed on the grid (5E-FLOW-02 step 2), the battle map's difficult
// squares, walls and cover, a creature's tactical statistics, facing (5E-FACING-01) and water.
import { RuleError } from '../../../errors';
import { requireCombatant } from '../../../encounter/combatants';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { sys5 } from '../sys';
import { spaceOf } from '../tactics/size';
import { useReaction } from '../tactics/turn';
import type { CombatCommand } from './commands';
import { canReactNow, inOwnTurn, saveTactics } from './economy';
import type { TacticalStats } from './tactical-events';
import { evc } from './tactical-events';
import { crowdingOnGrid } from './crowding';
import { draggingOf } from './move-decide';
import { spaceProblem } from './positions';
import { passengersOf } from './relations';
import { gridOn, positionOf, tactics5, tsys } from './state';

function requireGrid(state: EncounterState): void {
  if (!gridOn(state)) throw new RuleError('optionOff', { key: 'grid' });
}

/** placeToken: puts a token on a free square (or takes it off the map); no movement is spent. */
export function decidePlaceToken(
  state: EncounterState,
  cmd: CombatCommand<'placeToken'>,
): EngineEvent[] {
  requireGrid(state);
  const c = requireCombatant(state, cmd.combatantId);
  const out: EngineEvent[] = [];
  if (cmd.at) {
    const problem = spaceProblem(state, c.id, spaceOf(cmd.at, sys5(c).size));
    if (problem) throw new RuleError(problem, { combatantId: c.id });
    // 5E-SIZE-03: noted when it stands next to a creature already surrounded by as many as fit.
    const crowded = crowdingOnGrid(state, c.id, spaceOf(cmd.at, sys5(c).size));
    const from = positionOf(c);
    out.push(evc.positioned(c.id, cmd.at, 'placed'));
    if (crowded) out.push(crowded);
    // A rider or clinger goes where its mount or host goes.
    for (const p of passengersOf(state, c.id)) {
      const pp = positionOf(p);
      const at = from && pp ? { x: cmd.at.x + pp.x - from.x, y: cmd.at.y + pp.y - from.y } : cmd.at;
      out.push(evc.positioned(p.id, at, 'carried'));
    }
  } else {
    out.push(evc.positioned(c.id, null, 'removed'));
  }
  if (cmd.facing && state.options.facing === true) out.push(evc.facingSet(c.id, cmd.facing));
  return out;
}

/** editMap: difficult terrain, walls and cover obstacles on squares. */
export function decideEditMap(state: EncounterState, cmd: CombatCommand<'editMap'>): EngineEvent[] {
  requireGrid(state);
  if (cmd.difficult === undefined && cmd.wall === undefined && cmd.cover === undefined) {
    throw new RuleError('invalidCommand', { path: 'cells', message: 'nothing to set' });
  }
  return [
    evc.mapEdited(cmd.cells, {
      ...(cmd.difficult !== undefined ? { difficult: cmd.difficult } : {}),
      ...(cmd.wall !== undefined ? { wall: cmd.wall } : {}),
      ...(cmd.cover !== undefined ? { cover: cmd.cover } : {}),
    }),
  ];
}

/** clearMap: removes every map feature. */
export function decideClearMap(state: EncounterState): EngineEvent[] {
  requireGrid(state);
  return [evc.mapCleared()];
}

/** setTacticalStats: reach, speeds, hover, shield and arc profile as the DM sets them. */
export function decideSetTacticalStats(
  state: EncounterState,
  cmd: CombatCommand<'setTacticalStats'>,
): EngineEvent[] {
  requireCombatant(state, cmd.combatantId);
  const stats: TacticalStats = {
    ...(cmd.reachFt !== undefined ? { reachFt: cmd.reachFt } : {}),
    ...(cmd.attacksPerAction !== undefined ? { attacksPerAction: cmd.attacksPerAction } : {}),
    ...(cmd.speeds !== undefined ? { baseSpeeds: cmd.speeds } : {}),
    ...(cmd.hover !== undefined ? { hover: cmd.hover } : {}),
    ...(cmd.shield !== undefined ? { shield: cmd.shield } : {}),
    ...(cmd.arcProfile !== undefined ? { arcProfile: cmd.arcProfile } : {}),
    ...(cmd.aloftByMagic !== undefined ? { aloftByMagic: cmd.aloftByMagic } : {}),
    ...(cmd.blocksPassage !== undefined ? { blocksPassage: cmd.blocksPassage } : {}),
    ...(cmd.squeezing !== undefined ? { squeezing: cmd.squeezing } : {}),
    ...(cmd.speedModifiers !== undefined
      ? {
          speedModifiers: cmd.speedModifiers.map((m) => ({
            label: m.label,
            feet: m.feet,
            ...(m.mode ? { mode: m.mode } : {}),
          })),
        }
      : {}),
    ...(cmd.dragging !== undefined
      ? {
          dragging:
            cmd.dragging.length > 0
              ? draggingOf(state, state.combatants[cmd.combatantId] as Combatant, cmd.dragging)
              : null,
        }
      : {}),
  };
  if (Object.keys(stats).length === 0) {
    throw new RuleError('invalidCommand', { path: 'combatantId', message: 'nothing to set' });
  }
  return [evc.statsSet(cmd.combatantId, stats)];
}

/**
 * setFacing (5E-FACING-01): free on the creature's own turn (it ends its movement facing
 * anew), or with its reaction when another creature moves.
 */
export function decideSetFacing(
  state: EncounterState,
  cmd: CombatCommand<'setFacing'>,
): EngineEvent[] {
  if (state.options.facing !== true) throw new RuleError('optionOff', { key: 'facing' });
  const c = requireCombatant(state, cmd.combatantId);
  // One facing: a side of the square (5E-FACING-05) or of the hex (5E-FACING-06), not both.
  if ((cmd.facing === undefined) === (cmd.hexSide === undefined)) {
    throw new RuleError('invalidCommand', {
      path: 'facing',
      message: 'give the side of a square or the side of a hex',
    });
  }
  const facingSet = evc.facingSet(c.id, cmd.facing ?? null, cmd.hexSide);
  if (cmd.asReaction) {
    if (!canReactNow(c)) throw new RuleError('noReaction', { combatantId: c.id });
    return [
      saveTactics(c, useReaction(tactics5(c), 'changeFacing'), 'reaction', {
        kind: 'changeFacing',
      }),
      facingSet,
    ];
  }
  if (state.status === 'active' && !inOwnTurn(c)) {
    throw new RuleError('facingNeedsReaction', { combatantId: c.id });
  }
  return [facingSet];
}

/** setUnderwater: creatures fully immersed (5E-WATER-01..03) or out of the water. */
export function decideSetUnderwater(
  state: EncounterState,
  cmd: CombatCommand<'setUnderwater'>,
): EngineEvent[] {
  for (const id of cmd.combatantIds) requireCombatant(state, id);
  const changed = cmd.combatantIds.filter(
    (id) => (tsys(state.combatants[id] as never).underwater === true) !== cmd.underwater,
  );
  return changed.length > 0 ? [evc.underwaterSet(changed, cmd.underwater)] : [];
}
