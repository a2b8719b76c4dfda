// Adds copies of a library creature to the running encounter in one engine command, so one
// undo removes the whole batch. The statblock goes through the creature's rule system, which
// fills HP, AC and initiative from it.
import { IpcFailure } from '../../shared/ipc/errors';
import type { DmEncounterView } from '../../shared/ipc/views';
import { hitPointDice } from '../../shared/library/hit-point-dice';
import { numberedNames } from '../../shared/library/numbered-names';
import type { CreatureDetail } from '../../shared/library/types';
import { STATBLOCK_SCHEMAS } from '../../shared/library/validate';
import type { EncounterService } from '../encounter/encounterService';

/** How the copies' hit points are set: the average, or rolled (with the DM's dice, if typed). */
export interface HitPointChoice {
  readonly hitPoints?: 'average' | 'rolled';
  /** The DM's dice for each copy, in order (none: the engine rolls). */
  readonly typedHitPoints?: readonly (readonly number[])[];
}

/**
 * The engine command adding `count` copies of `creature` to an encounter of `system`; with
 * rolled hit points each copy's are rolled by the engine on the statblock's hit dice.
 */
export function addCreaturesCommand(
  creature: CreatureDetail,
  count: number,
  encounterSystem: string,
  existingNames: readonly string[],
  hidden = false,
  choice: HitPointChoice = {},
): {
  type: 'addCombatants';
  combatants: Record<string, unknown>[];
  typedRolls?: Record<string, number[]>;
} {
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
  const hpDice =
    choice.hitPoints === 'rolled' ? hitPointDice(summary.system, creature.statblock) : undefined;
  const names = numberedNames(summary.name, count, existingNames);
  // The engine takes typed hit-point dice under the copy's name (`hp:Goblin 3`).
  const typed = Object.fromEntries(
    (choice.typedHitPoints ?? []).flatMap((faces, i) =>
      names[i] !== undefined && faces.length > 0 ? [[`hp:${names[i]}`, [...faces]]] : [],
    ),
  );
  return {
    type: 'addCombatants',
    combatants: names.map((name) => ({
      name,
      kind,
      statblock: { ...statblock, name: summary.name },
      ...(hidden ? { hidden: true } : {}),
      ...(hpDice ? { hpDice } : {}),
      ...(creature.portrait ? { portrait: creature.portrait } : {}),
    })),
    ...(hpDice && Object.keys(typed).length > 0 ? { typedRolls: typed } : {}),
  };
}

/** Adds the copies through the encounter service; returns the new DM view. */
export function addToEncounter(
  encounter: EncounterService,
  creature: CreatureDetail,
  count: number,
  hidden = false,
  choice: HitPointChoice = {},
): DmEncounterView {
  const { encounter: state } = encounter.dmView();
  const names = Object.values(state.combatants).map((c) => c.name);
  return encounter.dispatch(
    addCreaturesCommand(creature, count, state.system, names, hidden, choice),
  );
}
