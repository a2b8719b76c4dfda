/**
 * The tactical rules in the engine: commands, events, state accessors and the DM panel's view.
 *
 * Commands (payload shapes in ./commands.ts; `typedRolls` accepted by every one):
 * - takeAction {combatantId, action, asBonusAction?, attacks?, help?, ready?, spell?, checkBonus?, dc?}
 * - takeBonusAction {combatantId, grantedBy, offHand?} · useReaction {combatantId, kind}
 * - interactWithObject {combatantId, requiresAction?, dmRequiresAction?} · releaseReadied {combatantId}
 * - communicate {combatantId, note?}: free at any time, a log note (5E-TURN-06)
 * - placeToken {combatantId, at: {x,y}|null, facing?} · editMap {cells, difficult?, wall?, cover?}
 * - clearMap {} · setTacticalStats {combatantId, reachFt?, speeds?, hover?, shield?, arcProfile?}
 * - move {combatantId, mode?, movement?: own|teleport|forced, path? | to? | feet?+difficultFeet?,
 *   squeezing?, drag?, leftReachOf?, facing?, crowdedAround?}
 * - standUp / dropProne {combatantId}
 * - setFacing {combatantId, facing, asReaction?} · setUnderwater {combatantIds, underwater}
 * - grapple / shove / shoveAside / disarm {attackerId, targetId, …} · escapeGrapple {combatantId}
 * - releaseGrapple {grapplerId, targetId} · overrun / tumble {moverId, targetId, asBonusAction?}
 * - climbOnto {climberId, targetId} · dislodge {creatureId, clingerId}
 * - fall {combatantId, feet} · arrestFall {combatantId} · setAltitude {combatantId, altitudeFt}
 * - mount {riderId, mountId, control?} · dismount {riderId, to?}
 * The attack command (../commands.ts) takes `uses`, `reachFt`, `range`, `weapon`, `mark`,
 * `opportunity`, `guessedAt`, `thrown` besides its facts; positions fill in the rest when `grid`
 * is on.
 *
 * State for the DM view: `TacticalSys` (./state.ts) on each combatant's `sys`, `BattleMap` at
 * the encounter's `sys.map`; `tacticalView`, `targetHints` and `reachableSquares` (./view.ts)
 * read them the way the commands do.
 */
export * from './commands';
export * from './state';
export * from './speeds';
export * from './tactical-events';
export * from './view';
export { decideAttack } from './attack-decide';
export { coverBetween, deriveAttack } from './attack-facts';
export { findPath, searchPaths } from './pathfind';
