import { randomUUID } from 'node:crypto';
import type { DmEncounterView, PlayerEncounterView } from '../../shared/ipc/index';

/** Both projections of the encounter after a change. */
export interface EncounterViews {
  readonly dm: DmEncounterView;
  readonly player: PlayerEncounterView;
}

/** The authoritative encounter, owned by main; windows only ever see its projections. */
export interface EncounterService {
  dmView(): DmEncounterView;
  playerView(): PlayerEncounterView;
  addCombatant(name: string): DmEncounterView;
  /** Listens to changes; returns the function that stops listening. */
  onChange(listener: (views: EncounterViews) => void): () => void;
}

interface Combatant {
  readonly id: string;
  readonly name: string;
}

/** Creates an empty encounter. */
export function createEncounterService(): EncounterService {
  let combatants: readonly Combatant[] = [];
  let revision = 0;
  const listeners = new Set<(views: EncounterViews) => void>();

  const dmView = (): DmEncounterView => ({ revision, combatants });
  const playerView = (): PlayerEncounterView => ({
    revision,
    combatants: combatants.map(({ id, name }) => ({ id, name })),
  });

  return {
    dmView,
    playerView,
    addCombatant(name) {
      combatants = [...combatants, { id: randomUUID(), name }];
      revision += 1;
      const views = { dm: dmView(), player: playerView() };
      for (const listener of [...listeners]) listener(views);
      return views.dm;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
