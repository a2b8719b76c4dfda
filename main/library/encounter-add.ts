// Adds copies of a library creature to the running encounter in one engine command, so one
// undo removes the whole batch. The statblock goes through the creature's rule system, which
// fills HP, AC and initiative from it.
import { IpcFailure } from '../../shared/ipc/errors';
import type { DmEncounterView } from '../../shared/ipc/views';
import { numberedNames } from '../../shared/library/numbered-names';
import type { CreatureDetail } from '../../shared/library/types';
import { STATBLOCK_SCHEMAS } from '../../shared/library/validate';
import type { EncounterService } from '../encounter/encounterService';

/** The engine command adding `count` copies of `creature` to an encounter of `system`. */
export function addCreaturesCommand(
  creature: CreatureDetail,
  count: number,
  encounterSystem: string,
  existingNames: readonly string[],
  hidden = false,
): { type: 'addCombatants'; combatants: Record<string, unknown>[] } {
  const { summary } = creature;
  if (summary.system !== encounterSystem) {
    throw new IpcFailure('library.systemMismatch', {
      creature: summary.system,
      encounter: encounterSystem,
    });
  }
  // Only the system's own fields travel into the encounter log; library extras (a long
  // description) stay in the library.
  const statblock = STATBLOCK_SCHEMAS[summary.system].parse(creature.statblock) as Record<
    string,
    unknown
  >;
  const kind = summary.tags.includes('player-character') ? 'pc' : 'monster';
  return {
    type: 'addCombatants',
    combatants: numberedNames(summary.name, count, existingNames).map((name) => ({
      name,
      kind,
      statblock: { ...statblock, name: summary.name },
      ...(hidden ? { hidden: true } : {}),
    })),
  };
}

/** Adds the copies through the encounter service; returns the new DM view. */
export function addToEncounter(
  encounter: EncounterService,
  creature: CreatureDetail,
  count: number,
  hidden = false,
): DmEncounterView {
  const { encounter: state } = encounter.dmView();
  const names = Object.values(state.combatants).map((c) => c.name);
  return encounter.dispatch(addCreaturesCommand(creature, count, state.system, names, hidden));
}
