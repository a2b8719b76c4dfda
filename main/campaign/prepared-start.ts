// A prepared encounter turned into what starting it needs: the roster members taking part,
// the monsters as the engine's combatant input (copies numbered, several copies of one
// creature grouped to share one initiative), and the commands that follow the start (group
// names, roster members the DM hides from the players).
import type { CombatantInput, EngineCommand } from '../../shared/index';
import type { RosterEntry } from '../../shared/model/roster';
import type { SavedEncounter } from '../../shared/model/saved-encounter';
import { storedHitPointDice } from '../../shared/library/hit-point-dice';
import { numberedNames } from '../../shared/library/numbered-names';
import { IpcFailure } from '../../shared/ipc/errors';

/** What starting a prepared encounter takes. */
export interface PreparedStart {
  readonly rosterIds: string[];
  readonly combatants: CombatantInput[];
  /**
   * Commands recorded right after the start; monsters whose hit points are rolled join by the
   * first of them, so the engine rolls their hit dice and the log keeps the rolls.
   */
  readonly setup: EngineCommand[];
  /** Names of roster members left out because they are dead. */
  readonly skippedDead: string[];
}

/** Builds the start of `saved` from the current roster. */
export function preparedStart(
  saved: SavedEncounter,
  roster: readonly RosterEntry[],
): PreparedStart {
  const byId = new Map(roster.map((entry) => [entry.id, entry]));
  const rosterIds: string[] = [];
  const combatants: CombatantInput[] = [];
  const setup: EngineCommand[] = [];
  const skippedDead: string[] = [];
  const names = roster.map((entry) => entry.name);
  // One numbering for copies, as the library gives them: a creature on several lines (or
  // several copies) is "Goblin 1", "Goblin 2"… on every line, never a bare "Goblin" beside them.
  const copiesOf = new Map<string, number>();
  for (const line of saved.combatants) {
    if (line.source !== 'inline') continue;
    const key = line.name.trim();
    copiesOf.set(key, (copiesOf.get(key) ?? 0) + line.count);
  }
  let groups = 0;
  const rolled: CombatantInput[] = [];
  for (const line of saved.combatants) {
    if (line.source === 'roster') {
      const entry = byId.get(line.rosterId);
      if (!entry) throw new IpcFailure('campaign.rosterMemberMissing', { id: line.rosterId });
      if (entry.state.dead) {
        skippedDead.push(entry.name);
        continue;
      }
      if (rosterIds.includes(entry.id)) continue;
      rosterIds.push(entry.id);
      if (line.hidden) {
        setup.push({ type: 'updateCombatant', combatantId: entry.id, patch: { hidden: true } });
      }
      continue;
    }
    if (line.source === 'library') {
      // Lines of this kind are not written by this version (library creatures are stored with
      // their statblock); an older or imported file may hold one.
      throw new IpcFailure('campaign.libraryLineUnsupported', { id: line.libraryId });
    }
    const numbered = (copiesOf.get(line.name.trim()) ?? 0) > 1;
    const copies =
      numbered && line.count === 1
        ? numberedNames(line.name, 2, names).slice(0, 1)
        : numberedNames(line.name, line.count, names);
    names.push(...copies);
    const groupId = line.count > 1 ? `g${(groups += 1)}` : undefined;
    const ids: string[] = [];
    const hpDice = line.hitPoints === 'rolled' ? storedHitPointDice(line.statblock) : undefined;
    for (const name of copies) {
      const id = `m${combatants.length + rolled.length + 1}`;
      ids.push(id);
      (hpDice ? rolled : combatants).push({
        id,
        name,
        kind: 'monster',
        side: 'foes',
        statblock: line.statblock as CombatantInput['statblock'],
        ...(groupId ? { groupId } : {}),
        ...(line.hidden ? { hidden: true } : {}),
        ...(hpDice ? { hpDice } : {}),
      });
    }
    // 5E-INIT-02: identical creatures share one initiative; the group is named after them.
    if (groupId) setup.push({ type: 'setGroup', groupId, name: line.name, combatantIds: ids });
  }
  if (rolled.length > 0) setup.unshift({ type: 'addCombatants', combatants: rolled });
  return { rosterIds, combatants, setup, skippedDead };
}
