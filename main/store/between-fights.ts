// Commands between fights (rests, healing, anything the DM applies to roster members outside
// an encounter) as entries of the campaign log. The rule system decides them exactly as in a
// fight: the members are loaded into a scratch encounter with their saved state, the command
// is dispatched there, and the resulting states go back to the roster.
import {
  createEncounter,
  dispatch,
  type EncounterState,
  type EngineEvent,
} from '../../shared/index';
import type { PersistentState } from '../../shared/model/roster';
import type { CampaignSession } from './campaign-session';
import type { StoreContext } from './context';
import { persistentStateOf, rosterCombatant } from './roster-bridge';

/** The store's own last event of a between-fights entry: the states written to the roster. */
export const ROSTER_STATES_WRITTEN = 'rosterStatesWritten';

/** What running a between-fights command did. */
export interface BetweenFightsResult {
  /** Sequence number of its campaign-log entry. */
  seq: number;
  /** The rule system's events. */
  events: EngineEvent[];
  /** The roster states it produced, by roster id. */
  states: Record<string, PersistentState>;
}

function statesOf(events: readonly { type: string }[]): Record<string, PersistentState> | null {
  const written = events.find((e) => e.type === ROSTER_STATES_WRITTEN) as
    { states?: Record<string, PersistentState> } | undefined;
  return written?.states ?? null;
}

/**
 * Runs `command` for the roster members `rosterIds` under the campaign's rule system and
 * options, e.g. `{type: 'longRest', combatantIds: [...]}` (5e), `{type: 'rest', combatantIds,
 * days: [...]}` (AD&D 2e natural healing) or `{type: 'heal', targetIds, amount}` (any system;
 * the OSR Referee's entered healing). A command the rules refuse throws its RuleError and
 * changes nothing. Otherwise the entry (command, events, resulting states) is made durable in
 * the campaign log first, then the roster is written; if that second write is lost to a
 * crash, reconcileRoster finishes it from the log.
 */
export async function runBetweenFights(
  context: StoreContext,
  session: CampaignSession,
  rosterIds: readonly string[],
  command: { type: string } & Record<string, unknown>,
): Promise<BetweenFightsResult> {
  const campaign = await session.campaign();
  const log = await session.campaignLog();
  const members = await Promise.all(rosterIds.map((id) => session.roster.get(id)));
  const loaded = members.map((entry) => rosterCombatant(entry, campaign.system));
  let state: EncounterState = createEncounter({
    system: campaign.system,
    options: campaign.options,
    combatants: loaded.map((m) => m.input),
    seed: `${campaign.id}:${log.entries.length + 1}`,
  });
  for (const add of loaded.flatMap((m) => m.conditionCommands)) state = dispatch(state, add).state;
  const result = dispatch(state, command);
  const states: Record<string, PersistentState> = {};
  for (const entry of members) {
    const combatant = result.state.combatants[entry.id];
    if (combatant) states[entry.id] = persistentStateOf(combatant, result.state, entry.state);
  }
  const events = result.events as unknown as { type: string }[];
  const seq = await log.append({
    t: 'cmd',
    commandId: `camp-${log.entries.length + 1}`,
    at: context.now().toISOString(),
    command,
    events: [...events, { type: ROSTER_STATES_WRITTEN, states }],
  });
  await session.roster.setStates(
    Object.entries(states).map(([id, state]) => ({ id, state })),
    seq,
  );
  return { seq, events: result.events, states };
}

/**
 * Applies to the roster any between-fights entry the campaign log holds but the roster does
 * not (a crash after the log write). Returns how many entries were applied.
 */
export async function reconcileRoster(session: CampaignSession): Promise<number> {
  const log = await session.campaignLog();
  const applied = await session.roster.appliedLogSeq();
  let count = 0;
  for (let seq = applied + 1; seq <= log.entries.length; seq += 1) {
    const entry = log.entries[seq - 1];
    if (entry?.t !== 'cmd') continue;
    const states = statesOf(entry.events);
    if (states === null) continue;
    const known = new Set((await session.roster.list()).map((e) => e.id));
    await session.roster.setStates(
      Object.entries(states)
        .filter(([id]) => known.has(id))
        .map(([id, state]) => ({ id, state })),
      seq,
    );
    count += 1;
  }
  return count;
}
