// The turn economy at turn boundaries: a fresh turn at the start of the creature's own turn
// (5E-TURN-01, 5E-REACT-02, 5E-ACT-07/11), its end (marks counting down, long falls going on),
// and the committed action of speed-factor initiative (5E-SPEED-07, AMB-27).
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { ev5 } from '../dnd5e-events';
import { initiativeMode } from '../initiative';
import { sys5 } from '../sys';
import type { ActionKind } from '../tactics/actions';
import { mountTurnRules } from '../tactics/mount';
import { expireMarksAtTurnEnd } from '../tactics/optionalActions';
import type { Tactics } from '../tactics/turn';
import { startTurn } from '../tactics/turn';
import { dodgeEndsAtTurnStart } from './dodge';
import { conditionBlocks } from './economy';
import type { TurnOpening } from './tactical-events';
import { evc } from './tactical-events';
import { fallAtTurnEnd } from './fall-decide';
import { currentSpeeds } from './speeds';
import { tactics5, tsys } from './state';

/**
 * 5E-SPEED-07 / AMB-27: under speed-factor initiative the creature takes the action it chose or
 * none. The declaration names one action kind (a spell or a weapon attack) only when it lists
 * exactly one; unlisted choices and the DM-ruling setting leave the action open.
 */
export function committedActionOf(c: Combatant, state: EncounterState): ActionKind | null {
  if (initiativeMode(state) !== 'speedFactor') return null;
  if (state.options['speedFactor.impossibleAction'] === 'dmRuling') return null;
  const declared = sys5(c).speedFactor?.actions ?? [];
  if (declared.some((a) => a.kind === 'other' || a.kind === 'dmRuling')) return null;
  const kinds = new Set<ActionKind>(
    declared.map((a) => (a.kind === 'castSpell' ? 'castSpell' : 'attack')),
  );
  return kinds.size === 1 ? ([...kinds][0] as ActionKind) : null;
}

/** 5E-MOUNT-06: a controlled mount can only Dash, Disengage and Dodge. */
export function allowedActionsOf(c: Combatant): readonly ActionKind[] | null {
  const rider = tsys(c).rider;
  return rider ? mountTurnRules(rider.control).allowedActions : null;
}

/** What a creature's turn opens with: speeds, blocks, commitments (5E-TURN-01, 5E-SPEED-07). */
export function turnOpening(state: EncounterState, c: Combatant): TurnOpening {
  return {
    combatantId: c.id,
    speeds: currentSpeeds(c, state.options),
    // Reactions are judged live from conditions (canReactNow), which keep barring them as
    // long as surprise or system shock lasts; the turn itself stores no reaction bar.
    blocked: { ...conditionBlocks(c), reaction: false },
    committedAction: committedActionOf(c, state),
    allowedActions: allowedActionsOf(c),
  };
}

/** Opens one creature's turn outside the engine's turn order (a mount taken mid-turn). */
export function openTurn(state: EncounterState, c: Combatant): EngineEvent {
  return evc.turnOpened([turnOpening(state, c)]);
}

/** The tactics an opened turn leads to (what the turnOpened event's reducer computes). */
export function openedTactics(state: EncounterState, c: Combatant): Tactics {
  return startTurn(tactics5(c), {
    speeds: currentSpeeds(c, state.options),
    blocked: conditionBlocks(c),
    committedAction: committedActionOf(c, state),
    allowedActions: allowedActionsOf(c),
  });
}

/**
 * At the start of the creature's turn: a fresh turn economy, Dodge and Help over (5E-ACT-07/08),
 * and a readied spell that was never released dissipates with its concentration (5E-ACT-12).
 */
export function combatTurnStart(state: EncounterState, id: string): EngineEvent[] {
  const c = state.combatants[id] as Combatant;
  const out: EngineEvent[] = [];
  const spell = tactics5(c).readied?.spell;
  const conc = sys5(c).concentration;
  if (spell && conc?.spell === spell.name) out.push(ev5.concentrationEnded(id, 'readiedExpired'));
  // 5E-ACT-07: a Dodge the DM set without an end lasts until this turn starts.
  out.push(...dodgeEndsAtTurnStart(c));
  // One event opens the turns of every creature acting now (a group's slot).
  const active = state.turn?.activeIds ?? [id];
  if (active[0] === id || !active.includes(id)) {
    const ids = active.includes(id) ? active : [id];
    const entries = ids
      .map((x) => state.combatants[x])
      .filter((x): x is Combatant => x !== undefined)
      .map((x) => turnOpening(state, x));
    out.push(evc.turnOpened(entries));
  }
  return out;
}

/** The turn of a controlled mount opened with its rider's when it was mounted mid-turn. */
function mountTurnOutsideSlot(state: EncounterState, riderId: string): Combatant | null {
  const mountId = tsys(state.combatants[riderId] as Combatant).mountedOn;
  const mount = mountId ? state.combatants[mountId] : undefined;
  if (!mount || tsys(mount).rider?.control !== 'controlled') return null;
  if (state.turn?.activeIds.includes(mount.id) || !tactics5(mount).turn) return null;
  return mount;
}

/**
 * At the end of the creature's turn: the turn closes (surprise's reaction bar lifts with its
 * condition), its marks count down (5E-MARK-01), a long fall drops on (5E-FALL-02), and a mount
 * it took control of this turn ends its turn with it (5E-MOUNT-06).
 */
export function combatTurnEnd(
  state: EncounterState,
  id: string,
  ctx: DecideContext,
): EngineEvent[] {
  const c = state.combatants[id] as Combatant;
  const out: EngineEvent[] = [];
  const active = state.turn?.activeIds ?? [id];
  if (active[0] === id || !active.includes(id)) {
    const ids = (active.includes(id) ? active : [id]).filter((x) => {
      const m = state.combatants[x];
      return m !== undefined && tactics5(m).turn !== null;
    });
    for (const x of active.includes(id) ? active : [id]) {
      const mount = mountTurnOutsideSlot(state, x);
      if (mount) ids.push(mount.id);
    }
    if (ids.length > 0) out.push(evc.turnClosed(ids));
  }
  const marks = tsys(c).marks ?? [];
  if (marks.length > 0) out.push(evc.marksSet(id, expireMarksAtTurnEnd(marks, id)));
  out.push(...fallAtTurnEnd(state, id, ctx));
  return out;
}
