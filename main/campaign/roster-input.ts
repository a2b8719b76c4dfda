// What the DM types in the roster and builder forms, turned into what the store keeps: every
// roster member and every prepared monster gets a statblock its rule system accepts.
import type { PreparedLine, RosterEntryInput } from '../../shared/ipc/channels/campaign';
import type { RuleSystemId } from '../../shared/model/ids';
import type { NewRosterEntry, PersistentState, RosterEntry } from '../../shared/model/roster';
import type { SavedCombatant } from '../../shared/model/saved-encounter';
import { IpcFailure } from '../../shared/ipc/errors';
import { checkedStatblock, quickStatblock, withNumbers } from './quick-statblock';

function statblockFor(
  system: RuleSystemId,
  name: string,
  base: Readonly<Record<string, unknown>> | undefined,
  numbers: { ac: number; initiativeBonus: number; maxHp: number; hd?: string | undefined },
): Record<string, unknown> {
  const raw =
    base && Object.keys(base).length > 0
      ? withNumbers(system, base, name, numbers)
      : quickStatblock(system, name, numbers);
  return checkedStatblock(system, name, raw);
}

/**
 * The DM's list of lasting conditions or injuries, each keeping what the store knew of it that
 * the form does not show (its rule id, since when); the stored list when the form sends none.
 */
function keepDetail<T extends { key: string }>(
  given: readonly Partial<T>[] | undefined,
  stored: readonly T[] | undefined,
): T[] {
  if (!given) return [...(stored ?? [])];
  return given.map((item) => ({ ...stored?.find((s) => s.key === item.key), ...item }) as T);
}

function stateOf(
  input: RosterEntryInput['state'],
  previous: PersistentState | undefined,
): PersistentState {
  const maxHp = input.maxHp;
  const hp = input.hp ?? (previous ? Math.min(previous.hp, maxHp) : maxHp);
  return {
    hp,
    maxHp,
    tempHp: input.tempHp ?? previous?.tempHp ?? 0,
    hitDice: input.hitDice ?? previous?.hitDice ?? [],
    conditions: keepDetail(input.conditions, previous?.conditions),
    injuries: keepDetail(input.injuries, previous?.injuries),
    dead: input.dead ?? previous?.dead ?? false,
    sys: previous?.sys ?? {},
  };
}

/** A new roster member from the form. */
export function newRosterEntry(system: RuleSystemId, input: RosterEntryInput): NewRosterEntry {
  const state = stateOf(input.state, undefined);
  return {
    kind: input.kind,
    name: input.name,
    ...(input.player ? { player: input.player } : {}),
    statblock: statblockFor(system, input.name, input.statblock, {
      ...input.quick,
      maxHp: state.maxHp,
    }),
    notes: input.notes ?? '',
    state,
  };
}

/** An edited roster member: the fields it keeps and its new between-fights state. */
export function editedRosterEntry(
  system: RuleSystemId,
  current: RosterEntry,
  input: RosterEntryInput,
): {
  patch: Pick<RosterEntry, 'name' | 'kind' | 'statblock' | 'notes'> & { player?: string };
  state: PersistentState;
} {
  const state = stateOf(input.state, current.state);
  return {
    patch: {
      name: input.name,
      kind: input.kind,
      ...(input.player !== undefined ? { player: input.player } : {}),
      statblock: statblockFor(system, input.name, input.statblock ?? current.statblock, {
        ...input.quick,
        maxHp: state.maxHp,
      }),
      notes: input.notes ?? current.notes,
    },
    state,
  };
}

/** The stored lines of a prepared encounter; roster lines must name existing members. */
export function savedLines(
  system: RuleSystemId,
  lines: readonly PreparedLine[],
  rosterIds: ReadonlySet<string>,
): SavedCombatant[] {
  return lines.map((line): SavedCombatant => {
    if (line.source === 'roster') {
      if (!rosterIds.has(line.rosterId)) {
        throw new IpcFailure('campaign.rosterMemberMissing', { id: line.rosterId });
      }
      return { source: 'roster', rosterId: line.rosterId, hidden: line.hidden };
    }
    if (!line.statblock && !line.quick) {
      throw new IpcFailure('campaign.creatureWithoutStats', { name: line.name });
    }
    const statblock = line.quick
      ? statblockFor(system, line.name, line.statblock, line.quick)
      : checkedStatblock(system, line.name, line.statblock ?? {});
    return {
      source: 'inline',
      name: line.name,
      statblock,
      count: line.count,
      hidden: line.hidden,
      ...(line.hitPoints === 'rolled' && !line.quick ? { hitPoints: line.hitPoints } : {}),
    };
  });
}
