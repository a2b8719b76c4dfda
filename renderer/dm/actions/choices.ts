// The choices of an id field: the encounter's creatures, sides or groups, one creature's
// conditions, the pending OSR morale checks, or (for an OSR morale check's target) whichever
// of these its kind names.
import type { EncounterState } from '../../../shared/encounter/types';
import type { EncounterText } from '../encounter/text.svelte';
import { conditionDefOf } from '../encounter/systemData';
import type { Draft, DraftObject } from './draft';
import type { IdRole } from './roles';

/** One choice of a select. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The encounter's creatures in the order they were added. */
export function combatantChoices(state: EncounterState): Choice[] {
  return state.combatantIds.flatMap((id) => {
    const c = state.combatants[id];
    return c ? [{ value: id, label: c.name }] : [];
  });
}

/** The encounter's sides, their default names in the screen's language. */
export function sideChoices(state: EncounterState, text: EncounterText): Choice[] {
  return Object.values(state.sides).map((s) => ({ value: s.id, label: text.side(state, s.id) }));
}

function groupChoices(state: EncounterState): Choice[] {
  return Object.values(state.groups).map((g) => ({ value: g.id, label: g.name }));
}

/** The choices of an id field; `owner` is the object the field belongs to (its siblings). */
export function choicesFor(
  role: IdRole,
  state: EncounterState,
  owner: DraftObject,
  text: EncounterText,
): Choice[] {
  switch (role) {
    case 'combatant':
      return combatantChoices(state);
    case 'side':
      return sideChoices(state, text);
    case 'group':
      return groupChoices(state);
    case 'condition': {
      const who = owner.combatantId;
      const c = typeof who === 'string' ? state.combatants[who] : undefined;
      return (c?.conditions ?? []).map((inst) => ({
        value: inst.id,
        label: text.condition(
          state.system,
          inst.key,
          conditionDefOf(state.system, inst.key)?.labelKey,
        ),
      }));
    }
    case 'moraleFlag': {
      const flags = rec(state.sys).morale;
      if (!Array.isArray(flags)) return [];
      return flags.flatMap((raw) => {
        const flag = rec(raw);
        if (flag.outcome !== undefined || typeof flag.id !== 'string') return [];
        const target = rec(flag.target);
        const id = String(target.id ?? '');
        const name =
          state.combatants[id]?.name ??
          (state.sides[id] ? text.side(state, id) : undefined) ??
          state.groups[id]?.name ??
          id;
        const kind = text.term('osr', `morale.kind.${String(flag.kind)}`, String(flag.kind));
        return [{ value: flag.id, label: `${kind}: ${name}` }];
      });
    }
    case 'moraleTarget': {
      const kind: Draft | undefined = owner.type;
      if (kind === 'side') return sideChoices(state, text);
      if (kind === 'group') return groupChoices(state);
      return combatantChoices(state);
    }
  }
}
