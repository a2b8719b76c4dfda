// The two sides an encounter starts with. Their names are the engine's, in English: a screen,
// log or export that finds a side still under its default name says it in its own language.
import type { Side } from './types';

export const DEFAULT_SIDES: readonly Side[] = [
  { id: 'party', name: 'Party', isParty: true },
  { id: 'foes', name: 'Foes', isParty: false },
];

/** Whether `side` is one of the starting sides and still has the engine's name for it. */
export const hasDefaultName = (side: { id: string; name: string }): boolean =>
  DEFAULT_SIDES.some((d) => d.id === side.id && d.name === side.name);
