// An attack on a hex map: the DM reads the hexes the creatures stand on (their anchor hexes)
// and their facings off the map, the engine takes each creature's hex footprint by size and
// derives the distance (reach, range band), flanking (5E-FLANK-01/04) and the arcs of facing
// (5E-FACING-02/03/04/06/07), as it does from squares when the square grid is on.
import { RuleError } from '../../../errors';
import type { Combatant, EncounterState } from '../../../encounter/types';
import { isIncapacitated } from '../status';
import { sys5 } from '../sys';
import type { AttackContext } from '../tactics/advantage';
import type { Arc } from '../tactics/facing';
import {
  ARC_PROFILES,
  applyProfile,
  canTargetInArc,
  hexArc,
  shieldCounts,
} from '../tactics/facing';
import { flanksOnHexes } from '../tactics/flanking';
import type { Hex } from '../tactics/hex';
import { footprintCentre, hexCentre, hexDistanceFt, hexFootprint } from '../tactics/hex';
import { canSee, hostile, onField } from './positions';
import { tsys } from './state';

/** Where the creatures of an attack stand on a hex map, and which side each faces (0–5). */
export interface HexLayout {
  /** The attacker's anchor hex. */
  attacker: Hex;
  /** The target's anchor hex. */
  target: Hex;
  /** Allies of the attacker near the target, by their anchor hexes (5E-FLANK-04). */
  allies?: { id: string; at: Hex }[];
  /** The side the attacker faces, clockwise from east (5E-FACING-06). */
  attackerFacing?: number;
  /** The side the target faces, clockwise from east (5E-FACING-06). */
  targetFacing?: number;
}

/** What the hexes tell about the attack. */
export interface HexFacts {
  /** Feet between the nearest hexes of the two footprints. */
  distanceFt: number;
  context: Partial<AttackContext>;
  /** A shield that does not count from this side (5E-FACING-03): subtract from AC. */
  shieldOff: number;
}

/** The hexes a creature covers on a hex map (DMG size table: 1, 3, 7 or 12 hexes). */
const footprintOf = (c: Combatant, at: Hex): Hex[] => hexFootprint(at, sys5(c).size);

/** The hex of `other` nearest to the centre of `own` (the one whose arc decides). */
function nearestHex(own: readonly Hex[], other: readonly Hex[]): Hex {
  const c = footprintCentre(own);
  const d = (h: Hex): number => Math.hypot(hexCentre(h).x - c.x, hexCentre(h).y - c.y);
  return [...other].sort((a, b) => d(a) - d(b))[0] as Hex;
}

/** The arc of `other` seen from `c` facing `facing` (5E-FACING-06/07), through c's arc set. */
function arcSeen(c: Combatant, own: readonly Hex[], facing: number, other: readonly Hex[]): Arc {
  const arc = hexArc(own, facing, nearestHex(own, other)) ?? 'front';
  return applyProfile(arc, ARC_PROFILES[tsys(c).arcProfile ?? 'standard']); // 5E-FACING-04
}

/** Derives an attack's positional facts from a hex layout; throws when facing forbids it. */
export function hexFacts(
  state: EncounterState,
  attacker: Combatant,
  target: Combatant,
  layout: HexLayout,
): HexFacts {
  const own = footprintOf(attacker, layout.attacker);
  const theirs = footprintOf(target, layout.target);
  const distanceFt = Math.min(...own.flatMap((a) => theirs.map((t) => hexDistanceFt(a, t))));
  const context: Partial<AttackContext> = {};
  const out: HexFacts = { distanceFt, context, shieldOff: 0 };
  if (state.options.flanking === true) {
    // 5E-FLANK-01/04: both see the enemy and are not incapacitated; around the enemy the hexes
    // between them number 2 (Medium or smaller), 4 (Large), 5 (Huge) or 6 and more (Gargantuan).
    const me = {
      hexes: own,
      seesEnemy: canSee(attacker, target),
      incapacitated: isIncapacitated(attacker),
    };
    for (const a of layout.allies ?? []) {
      const ally = state.combatants[a.id];
      if (!ally || ally.id === attacker.id || ally.id === target.id) continue;
      if (hostile(ally, attacker) || !onField(ally)) continue;
      const it = {
        hexes: footprintOf(ally, a.at),
        seesEnemy: canSee(ally, target),
        incapacitated: isIncapacitated(ally),
      };
      if (flanksOnHexes(theirs, sys5(target).size, me, it)) {
        (context as { flanking?: 'hexes' }).flanking = 'hexes';
        break;
      }
    }
  }
  if (state.options.facing === true) {
    // The facings read off the map for this attack, else those the creatures were set to.
    const attackerFacing = layout.attackerFacing ?? tsys(attacker).hexFacing ?? undefined;
    const targetFacing = layout.targetFacing ?? tsys(target).hexFacing ?? undefined;
    if (attackerFacing !== undefined) {
      // 5E-FACING-02: no attacks into the own rear arc.
      const arc = arcSeen(attacker, own, attackerFacing, theirs);
      if (!canTargetInArc(arc)) throw new RuleError('targetInRearArc', { targetId: target.id });
    }
    if (targetFacing !== undefined) {
      const arc = arcSeen(target, theirs, targetFacing, own);
      if (arc === 'rear') (context as { inTargetRearArc?: boolean }).inTargetRearArc = true;
      const shield = tsys(target).shield;
      // 5E-FACING-03: the shield counts against the front and its own side only.
      if (shield && !shieldCounts(arc, shield.side)) out.shieldOff = shield.bonus;
    }
  }
  return out;
}
