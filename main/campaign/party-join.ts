// The party into the fight in one step: the open campaign's living PCs and companions who are
// not in the fight on screen join it as the roster carries them (HP, lasting conditions,
// injuries), in the fight that is running — it is neither paused nor replaced.
import type { DmEncounterView } from '../../shared/ipc/index';
import { IpcFailure } from '../../shared/ipc/errors';
import type { RosterEntry } from '../../shared/model/roster';
import type { EncounterState } from '../../shared/index';
import { rosterCombatant } from '../store/roster-bridge';
import type { CampaignDesk } from './desk';
import type { LiveEncounter } from './live-encounter';

/** The roster members who would join: living PCs and companions not yet in the fight. */
export function partyJoining(roster: readonly RosterEntry[], state: EncounterState): RosterEntry[] {
  return roster.filter(
    (entry) =>
      (entry.kind === 'pc' || entry.kind === 'companion') &&
      !entry.state.dead &&
      state.combatants[entry.id] === undefined,
  );
}

/** Adds the party to the fight on screen; refuses when there is no campaign or nobody to add. */
export async function addPartyToFight(
  desk: CampaignDesk,
  live: LiveEncounter,
): Promise<DmEncounterView> {
  const view = await desk.current();
  if (!view) throw new IpcFailure('campaign.notOpen');
  if (live.isFinished) throw new IpcFailure('campaign.fightFinished');
  const joining = partyJoining(view.roster, live.dmView().encounter);
  if (joining.length === 0) throw new IpcFailure('campaign.partyNobody');
  const members = joining.map((entry) => rosterCombatant(entry, view.campaign.system));
  live.dispatch({ type: 'addCombatants', combatants: members.map((m) => m.input) });
  // Lasting conditions and injuries go on as the following commands, as at a prepared start.
  for (const command of members.flatMap((m) => m.conditionCommands)) live.dispatch(command);
  return live.dmView();
}
