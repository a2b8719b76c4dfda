// The turn economy under the engine's own commands: readying with the engine's `ready` spends
// the action (5E-ACT-11), triggering it spends the reaction; a creature that delays, leaves or
// stops being active has its turn closed; and conditions the DM adds have their consequences.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import type {
  Combatant,
  EncounterState,
  EngineCommand,
  EngineEvent,
  ReadiedAction,
} from '../../../encounter/types';
import { ev5 } from '../dnd5e-events';
import { sys5 } from '../sys';
import type { ReadiedResponse, Tactics } from '../tactics/turn';
import { takeAction, useReaction } from '../tactics/turn';
import { consequences, mayHaveConsequences } from './consequences';
import { canReactNow, inOwnTurn, liveTactics, saveTactics } from './economy';
import { tactics5 } from './state';
import { evc } from './tactical-events';

function readiedResponse(r: ReadiedAction): ReadiedResponse {
  return { trigger: r.trigger, response: { kind: 'action', action: 'improvised' }, spell: null };
}

/** Rejects the engine's ready/triggerReady when the turn economy forbids them. */
export function checkEngineCommand5e(state: EncounterState, command: EngineCommand): void {
  const id = command.combatantId as string | undefined;
  const c = id ? state.combatants[id] : undefined;
  if (!c) return;
  if (command.type === 'ready' && inOwnTurn(c)) {
    takeAction(liveTactics(c, state), {
      kind: 'ready',
      trigger: String(command.trigger),
      response: { kind: 'action', action: 'improvised' },
    });
  }
  if (command.type === 'triggerReady' && c.readied && !canReactNow(c)) {
    throw new RuleError('noReaction', { combatantId: c.id });
  }
}

/** The economy's side of the engine's readied/readyCleared events. */
function readyEvents(state: EncounterState, e: EngineEvent): EngineEvent[] {
  const c = state.combatants[e.combatantId as string];
  if (!c) return [];
  if (e.type === 'readied') {
    const readied = readiedResponse(e.readied as ReadiedAction);
    if (inOwnTurn(c)) {
      const next = takeAction(liveTactics(c, state), {
        kind: 'ready',
        trigger: readied.trigger,
        response: readied.response,
      }).tactics;
      return [saveTactics(c, next, 'action', { action: 'ready' })];
    }
    return [saveTactics(c, { ...tactics5(c), readied }, 'readied')];
  }
  if (e.type === 'readyCleared' && e.reason === 'triggered') {
    const t = tactics5(c);
    const out = [
      saveTactics(c, { ...useReaction(t, 'readied'), readied: null }, 'readiedReleased'),
    ];
    const spell = t.readied?.spell;
    if (spell && sys5(c).concentration?.spell === spell.name) {
      out.push(ev5.concentrationEnded(c.id, 'released'));
    }
    return out;
  }
  return [];
}

/** Turns left open by creatures no longer active (delay, leaving, a split group). */
function closeStrayTurns(state: EncounterState): EngineEvent[] {
  const active = new Set(state.turn?.activeIds ?? []);
  const stray: string[] = [];
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    const t: Tactics = tactics5(c);
    if (!t.turn || active.has(id)) continue;
    // A controlled mount mounted mid-turn shares its rider's turn.
    const riderId = (c.sys.rider as { id: string } | null | undefined)?.id;
    if (riderId && active.has(riderId)) continue;
    stray.push(id);
  }
  return stray.length > 0 ? [evc.turnClosed(stray)] : [];
}

const CLOSE_TRIGGERS = new Set(['delayed', 'left', 'slotSplit', 'combatantRemoved']);

/** The 5e economy's and the tactical rules' reactions to an engine command's events. */
export function afterEngineCommandCombat(
  state: EncounterState,
  events: readonly EngineEvent[],
  ctx: DecideContext,
): EngineEvent[] {
  const out: EngineEvent[] = [];
  for (const e of events) {
    if (e.type === 'readied' || e.type === 'readyCleared') out.push(...readyEvents(state, e));
  }
  if (events.some((e) => CLOSE_TRIGGERS.has(e.type))) out.push(...closeStrayTurns(state));
  if (mayHaveConsequences(events)) out.push(...consequences(state, events, ctx));
  return out;
}
