// What a write-back or a rest did to the roster, and the campaign's between-fights log as the
// campaign screen shows it.
import type { RollRecord } from '../../shared/dice/roll';
import type { CampaignLogItem, RosterChange } from '../../shared/ipc/channels/campaign';
import type { LogEntry } from '../../shared/model/log-entry';
import { rosterXp, type PersistentState, type RosterEntry } from '../../shared/model/roster';
import { ROSTER_STATES_WRITTEN } from '../store/between-fights';

/** The event this app adds to the campaign log after a fight's survivors were written back. */
export const ENCOUNTER_WRITTEN_BACK = 'encounterWrittenBack';

const lastingKeys = (state: PersistentState): string[] => [
  ...state.conditions.map((c) => c.key),
  ...state.injuries.map((i) => i.key),
];

function hitDiceLeft(state: PersistentState): number | null {
  if (state.hitDice.length === 0) return null;
  return state.hitDice.reduce((sum, pool) => sum + pool.total - pool.spent, 0);
}

/** One member's change from `before` (when known) to `after`. */
export function rosterChange(
  rosterId: string,
  name: string,
  before: PersistentState | null,
  after: PersistentState,
): RosterChange {
  const had = before ? lastingKeys(before) : [];
  const has = lastingKeys(after);
  return {
    rosterId,
    name,
    hpBefore: before ? before.hp : null,
    hp: after.hp,
    maxHp: after.maxHp,
    dead: after.dead,
    gained: has.filter((key) => !had.includes(key)),
    lost: had.filter((key) => !has.includes(key)),
    hitDiceLeft: hitDiceLeft(after),
  };
}

/** Changes of the members whose state differs between two readings of the roster. */
export function rosterChanges(
  before: readonly RosterEntry[],
  after: readonly RosterEntry[],
  only: ReadonlySet<string>,
): RosterChange[] {
  const previous = new Map(before.map((entry) => [entry.id, entry]));
  return after
    .filter((entry) => only.has(entry.id))
    .map((entry) => {
      const was = previous.get(entry.id);
      const change = rosterChange(entry.id, entry.name, was?.state ?? null, entry.state);
      const xpGained = rosterXp(entry) - (was ? rosterXp(was) : 0);
      return xpGained > 0 ? { ...change, xpGained } : change;
    });
}

const KINDS: Readonly<Record<string, CampaignLogItem['kind']>> = {
  shortRest: 'shortRest',
  longRest: 'longRest',
  rest: 'days',
  heal: 'heal',
  writeBack: 'writeBack',
};

function rollsOf(events: readonly { type: string }[]): CampaignLogItem['rolls'] {
  const rolls = (events[0] as { rolls?: RollRecord[] } | undefined)?.rolls ?? [];
  return rolls.map((r) => ({
    notation: r.notation,
    dice: r.dice,
    total: r.total,
    typed: r.source === 'typed',
  }));
}

/** The between-fights log, newest first, at most `limit` entries. */
export function campaignLogItems(
  entries: readonly LogEntry[],
  roster: readonly RosterEntry[],
  limit = 200,
): CampaignLogItem[] {
  const names = new Map(roster.map((entry) => [entry.id, entry.name]));
  const items: CampaignLogItem[] = [];
  for (let i = entries.length - 1; i >= 0 && items.length < limit; i -= 1) {
    const entry = entries[i];
    if (entry?.t !== 'cmd') continue;
    const kind = KINDS[entry.command.type];
    if (!kind) continue;
    const written = entry.events.find((e) => e.type === ENCOUNTER_WRITTEN_BACK) as
      { name?: string; changes?: RosterChange[] } | undefined;
    const states = (
      entry.events.find((e) => e.type === ROSTER_STATES_WRITTEN) as
        { states?: Record<string, PersistentState> } | undefined
    )?.states;
    const changes =
      written?.changes ??
      Object.entries(states ?? {}).map(([id, state]) =>
        rosterChange(id, names.get(id) ?? id, null, state),
      );
    items.push({
      seq: i + 1,
      at: entry.at,
      kind,
      ...(written?.name ? { encounterName: written.name } : {}),
      changes,
      rolls: rollsOf(entry.events),
    });
  }
  return items;
}
