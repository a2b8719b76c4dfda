// The facts of an attack the engine knows without asking: from positions when the grid is on
// (distance, reach, range band, hostiles close by, cover from the line between centres,
// flanking, facing) and from state either way (Dodge, Help, squeezing, clinging, marks, hiding,
// water). Without the grid the DM's facts in the command stand in for the positional ones
// (AMB-31).
import { RuleError } from '../../../errors';
import type { Combatant, EncounterState } from '../../../encounter/types';
import { isIncapacitated } from '../status';
import { sys5 } from '../sys';
import type { AttackContext } from '../tactics/advantage';
import type { CoverDegree } from '../tactics/cover';
import { combineCover, coverFromLine, creatureBlocker } from '../tactics/cover';
import type { Arc, SquareFacing } from '../tactics/facing';
import {
  ARC_PROFILES,
  applyProfile,
  canTargetInArc,
  shieldCounts,
  squareArc,
} from '../tactics/facing';
import { flanksOnSquares } from '../tactics/flanking';
import { centreOf, rectOf, segmentCrossesInterior } from '../tactics/geometry';
import { gridDistanceFt } from '../tactics/grid';
import type { CoverProvider } from '../tactics/hitCover';
import { isMarkedBy } from '../tactics/optionalActions';
import type { WeaponRange } from '../tactics/ranged';
import { rangeBand } from '../tactics/ranged';
import type { Cell, Space } from '../tactics/types';
import { cellsOf } from '../tactics/size';
import { dodgeHolds } from './dodge';
import { currentSpeeds } from './speeds';
import {
  active,
  canSee,
  hostile,
  mapBlockers,
  metricOf,
  onField,
  othersOnMap,
  spaceOfCombatant,
} from './positions';
import { gridOn, reachOf, tactics5, tsys } from './state';

/** What the attack command tells about the weapon and the situation. */
export interface AttackRequestFacts {
  melee: boolean;
  reachFt?: number;
  range?: WeaponRange;
  weapon?: string;
  spellAttack?: boolean;
  opportunity?: boolean;
  opportunityOnMark?: boolean;
  /** Where the target stood when struck (an opportunity attack strikes before it leaves). */
  targetAt?: Cell;
  /** Without the grid: the distance to the target in feet, as the DM gives it. */
  distanceFt?: number;
}

/** Everything derived for one attack. */
export interface DerivedAttack {
  /** Facts for the advantage sources (merged under the command's own context). */
  context: Partial<AttackContext>;
  /** Cover computed from positions (null when not computed). */
  cover: CoverDegree | null;
  /** What gives that cover, for hitting the cover (5E-HITCOVER-01). */
  coverProvider: CoverProvider | null;
  /** Distance in feet when both are on the map. */
  distanceFt: number | null;
  /** A shield that does not count from this side (5E-FACING-03): subtract from AC. */
  shieldOff: number;
  /** A helper whose Help this attack uses up (5E-ACT-09, AMB-34). */
  helperId: string | null;
}

/** The arc of `other` seen from `c` (5E-FACING-05/07), using the square of `other` nearest to it. */
export function arcOf(
  c: Combatant,
  cSpace: Space,
  facing: SquareFacing,
  otherSpace: Space,
): Arc | null {
  const centre = centreOf(cSpace);
  const nearest = cellsOf(otherSpace)
    .map((cell) => ({ cell, d: Math.hypot(cell.x + 0.5 - centre.x, cell.y + 0.5 - centre.y) }))
    .sort((a, b) => a.d - b.d)[0];
  const arc = nearest ? squareArc(cSpace, facing, nearest.cell) : null;
  return arc ? applyProfile(arc, ARC_PROFILES[tsys(c).arcProfile ?? 'standard']) : null;
}

/** Cover between two spaces from walls, cover squares and creatures in between (5E-COVER-01..05). */
export function coverBetween(
  state: EncounterState,
  attacker: Combatant,
  target: Combatant,
  from: Space,
  to: Space,
): { degree: CoverDegree; provider: CoverProvider | null } {
  const p = centreOf(from);
  const q = centreOf(to);
  const crossing: { degree: CoverDegree; provider: CoverProvider }[] = [];
  for (const b of mapBlockers(state)) {
    if (segmentCrossesInterior(p, q, rectOf(b.space)))
      crossing.push({ degree: b.degree, provider: { kind: 'object' } });
  }
  for (const o of othersOnMap(state, attacker.id)) {
    if (o.id === target.id) continue;
    const s = spaceOfCombatant(o) as Space;
    if (coverFromLine(from, to, [creatureBlocker(s)]) !== 'none') {
      crossing.push({ degree: 'half', provider: { kind: 'creature', id: o.id, ac: o.ac } });
    }
  }
  const degree = combineCover(crossing.map((x) => x.degree));
  const best = crossing.find((x) => x.degree === degree) ?? null;
  return { degree, provider: best ? best.provider : null };
}

/** An ally of the attacker who flanks the target with it (5E-FLANK-01..03), or null. */
export function flankingAlly(
  state: EncounterState,
  attacker: Combatant,
  target: Combatant,
): string | null {
  const ts = spaceOfCombatant(target, state);
  const as = spaceOfCombatant(attacker, state);
  if (!ts || !as) return null;
  const me = {
    space: as,
    seesEnemy: canSee(attacker, target),
    incapacitated: isIncapacitated(attacker),
  };
  for (const ally of othersOnMap(state, attacker.id)) {
    if (ally.id === target.id || hostile(ally, attacker) || !onField(ally)) continue;
    const s = spaceOfCombatant(ally, state) as Space;
    const it = { space: s, seesEnemy: canSee(ally, target), incapacitated: isIncapacitated(ally) };
    if (flanksOnSquares(ts, me, it)) return ally.id;
  }
  return null;
}

/** The helper whose Help gives this attacker advantage against this target, if any. */
function helperFor(state: EncounterState, attacker: Combatant, target: Combatant): string | null {
  for (const id of state.combatantIds) {
    const h = tactics5(state.combatants[id] as Combatant).helping;
    if (h?.kind === 'attack' && h.allyId === attacker.id && h.targetId === target.id) return id;
  }
  return null;
}

/** Facts known from state whatever the grid (Dodge, Help, clinging, marks, hiding, water). */
function stateFacts(
  state: EncounterState,
  attacker: Combatant,
  target: Combatant,
  req: AttackRequestFacts,
): { context: Partial<AttackContext>; helperId: string | null } {
  const context: Record<string, unknown> = {};
  // 5E-UNSEEN-03: a hidden attacker the target has not noticed is unseen.
  const hiding = tsys(attacker).hiding;
  const unnoticed = hiding != null && hiding.stealth > sys5(target).passivePerception;
  if (unnoticed) context.targetSeesAttacker = false;
  // 5E-UNSEEN-01: a hidden target the attacker has not noticed is unseen by it.
  const targetHiding = tsys(target).hiding;
  if (targetHiding && targetHiding.stealth > sys5(attacker).passivePerception) {
    context.attackerSeesTarget = false;
  }
  // 5E-ACT-07: Dodge counts while the dodger is not incapacitated, its speed is above 0, and
  // only against an attacker it can see (blinded, an invisible or unnoticed attacker: no Dodge).
  if (dodgeHolds(target, state) && canSee(target, attacker) && !unnoticed) {
    context.targetDodging = true;
  }
  const helperId = helperFor(state, attacker, target);
  if (helperId) context.helped = true;
  if (tsys(attacker).clingingTo === target.id) context.clingingToTarget = true;
  if (tsys(target).squeezing) context.targetSqueezing = true;
  if (tsys(attacker).squeezing) context.attackerSqueezing = true;
  const marks = state.options['act.mark'] === true ? (tsys(attacker).marks ?? []) : [];
  if (req.opportunityOnMark || (req.opportunity && isMarkedBy(marks, attacker.id, target.id))) {
    context.opportunityAttackOnMarked = true;
  }
  if (tsys(attacker).underwater && !req.spellAttack) {
    const swim = (currentSpeeds(attacker, state.options).swim ?? 0) > 0;
    context.underwater = {
      kind: req.melee ? 'melee' : 'ranged',
      weapon: req.weapon ?? '',
      swimSpeed: swim,
    };
  }
  return { context: context as Partial<AttackContext>, helperId };
}

/** Derives an attack's facts; throws when positions forbid it (reach, range, facing). */
export function deriveAttack(
  state: EncounterState,
  attacker: Combatant,
  target: Combatant,
  req: AttackRequestFacts,
): DerivedAttack {
  const base = stateFacts(state, attacker, target, req);
  const context: Record<string, unknown> = { ...base.context };
  const out: DerivedAttack = {
    context: context as Partial<AttackContext>,
    cover: null,
    coverProvider: null,
    distanceFt: null,
    shieldOff: 0,
    helperId: base.helperId,
  };
  const as = spaceOfCombatant(attacker, state);
  const now = spaceOfCombatant(target, state);
  // A rider is struck where its mount stood (5E-MOUNT-08): the mount's footprint.
  const ts = now && req.targetAt ? { x: req.targetAt.x, y: req.targetAt.y, side: now.side } : now;
  const onGrid = gridOn(state) && as !== null && ts !== null;
  // Without the grid the distance the DM gives on the attack stands in for the measured one.
  if (!onGrid && req.distanceFt === undefined) return out;
  const d = onGrid ? gridDistanceFt(as, ts, metricOf(state)) : (req.distanceFt as number);
  out.distanceFt = d;
  if (req.melee) {
    const reach = req.reachFt ?? reachOf(attacker);
    if (d > reach) throw new RuleError('outOfReach', { distance: d, reach }); // 5E-MELEE-01
  } else {
    if (req.range) context.rangeBand = rangeBand(d, req.range); // 5E-RANGED-01
  }
  if (context.underwater && req.range) {
    (context.underwater as Record<string, unknown>).beyondNormalRange = d > req.range.normalFt;
  }
  if (!onGrid || !as || !ts) return out;
  if (!req.melee) {
    // 5E-RANGED-02: hostiles within 5 ft of a ranged attacker.
    context.hostilesNearby = othersOnMap(state, attacker.id)
      .filter((h) => hostile(h, attacker) && onField(h))
      .map((h) => ({
        distanceFt: gridDistanceFt(as, spaceOfCombatant(h, state) as Space, metricOf(state)),
        seesAttacker: canSee(h, attacker),
        incapacitated: !active(h),
      }))
      .filter((h) => h.distanceFt <= 5);
  }
  const cover = coverBetween(state, attacker, target, as, ts);
  out.cover = cover.degree;
  out.coverProvider = cover.provider;
  if (state.options.flanking === true && req.melee && flankingAlly(state, attacker, target)) {
    context.flanking = 'squares';
  }
  if (state.options.facing === true) {
    const ownFacing = tsys(attacker).facing;
    if (ownFacing) {
      const arc = arcOf(attacker, as, ownFacing, ts);
      // 5E-FACING-02: no attacks into the own rear arc.
      if (arc && !canTargetInArc(arc))
        throw new RuleError('targetInRearArc', { targetId: target.id });
    }
    const facing = tsys(target).facing;
    if (facing) {
      const arc = arcOf(target, ts, facing, as);
      if (arc === 'rear') context.inTargetRearArc = true;
      const shield = tsys(target).shield;
      // 5E-FACING-03: the shield counts against the front and its own side only.
      if (shield && arc && !shieldCounts(arc, shield.side)) out.shieldOff = shield.bonus;
    }
  }
  return out;
}
