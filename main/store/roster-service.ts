import {
  newRosterEntrySchema,
  persistentStateSchema,
  rosterEntrySchema,
  ROSTER_VERSION,
  ROSTER_XP_MAX,
  rosterXp,
  type NewRosterEntry,
  type PersistentState,
  type Roster,
  type RosterEntry,
} from '../../shared/model/roster';
import { rosterKind } from '../../shared/model/migrations/index';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { parseInput } from './input';
import { StoredDocument } from './stored-document';

/** Fields of a roster member the DM edits directly (not its between-fights state). */
export type RosterEntryPatch = Partial<
  Pick<RosterEntry, 'name' | 'kind' | 'player' | 'companionOf' | 'statblock' | 'notes' | 'portrait'>
>;

const emptyRoster = (): Roster => ({ schemaVersion: ROSTER_VERSION, entries: [] });

function find(roster: Roster, id: string): RosterEntry {
  const entry = roster.entries.find((e) => e.id === id);
  if (!entry) throw new StoreError('notFound', { kind: 'rosterEntry', id });
  return entry;
}

/** A campaign's roster: PCs, NPCs and companions with their between-fights state. */
export class RosterService {
  private readonly doc: StoredDocument<Roster>;

  constructor(
    private readonly context: StoreContext,
    path: string,
  ) {
    this.doc = new StoredDocument(context, path, rosterKind);
  }

  /** Every roster member (an absent roster file is an empty roster). */
  async list(): Promise<RosterEntry[]> {
    return (await this.doc.load())?.entries ?? [];
  }

  /** One roster member; throws notFound. */
  async get(id: string): Promise<RosterEntry> {
    return find((await this.doc.load()) ?? emptyRoster(), id);
  }

  /** Adds a member; missing state fields start neutral (full HP, no conditions). */
  async add(input: NewRosterEntry): Promise<RosterEntry> {
    const value = parseInput(newRosterEntrySchema, input);
    const at = this.context.now().toISOString();
    const entry = rosterEntrySchema.parse({
      id: this.context.newId(),
      kind: value.kind,
      name: value.name,
      ...(value.player === undefined ? {} : { player: value.player }),
      ...(value.companionOf === undefined ? {} : { companionOf: value.companionOf }),
      statblock: value.statblock,
      notes: value.notes,
      state: {
        hp: value.state.hp ?? value.state.maxHp,
        maxHp: value.state.maxHp,
        tempHp: value.state.tempHp ?? 0,
        hitDice: value.state.hitDice ?? [],
        conditions: value.state.conditions ?? [],
        injuries: value.state.injuries ?? [],
        dead: value.state.dead ?? false,
        sys: value.state.sys ?? {},
      },
      createdAt: at,
      updatedAt: at,
    });
    await this.doc.update((roster) => {
      roster.entries.push(entry);
    }, emptyRoster);
    return entry;
  }

  /** Edits a member's name, kind, statblock or notes. */
  async update(id: string, patch: RosterEntryPatch): Promise<RosterEntry> {
    let updated: RosterEntry | undefined;
    await this.doc.update((roster) => {
      const entry = find(roster, id);
      const next = parseInput(rosterEntrySchema, {
        ...entry,
        ...patch,
        id,
        updatedAt: this.context.now().toISOString(),
      });
      roster.entries[roster.entries.indexOf(entry)] = next;
      updated = next;
    }, emptyRoster);
    return updated as RosterEntry;
  }

  /**
   * Replaces the between-fights state of several members in one durable write. `appliedLogSeq`
   * records the campaign-log entry these states come from.
   */
  async setStates(
    changes: readonly { id: string; state: PersistentState }[],
    appliedLogSeq?: number,
  ): Promise<void> {
    const at = this.context.now().toISOString();
    await this.doc.update((roster) => {
      for (const change of changes) {
        const entry = find(roster, change.id);
        entry.state = parseInput(persistentStateSchema, change.state);
        entry.updatedAt = at;
      }
      if (appliedLogSeq !== undefined) roster.appliedLogSeq = appliedLogSeq;
    }, emptyRoster);
  }

  /**
   * Adds a fight's XP award to the members' totals, once per fight (`encounterId`): repeating
   * the write-back after a crash changes nothing. Members no longer on the roster are skipped.
   */
  async awardXp(encounterId: string, awards: readonly { id: string; xp: number }[]): Promise<void> {
    const at = this.context.now().toISOString();
    await this.doc.update((roster) => {
      const done = roster.xpAwardedFor ?? [];
      if (done.includes(encounterId)) return;
      for (const award of awards) {
        const entry = roster.entries.find((e) => e.id === award.id);
        if (!entry || award.xp === 0) continue;
        entry.xp = Math.min(ROSTER_XP_MAX, rosterXp(entry) + award.xp);
        entry.updatedAt = at;
      }
      roster.xpAwardedFor = [...done, encounterId];
    }, emptyRoster);
  }

  /** The campaign-log entry the roster's states were last taken from (0 if none). */
  async appliedLogSeq(): Promise<number> {
    return (await this.doc.load())?.appliedLogSeq ?? 0;
  }

  /** Removes a member (the DM confirmed). */
  async remove(id: string): Promise<void> {
    await this.doc.update((roster) => {
      find(roster, id);
      roster.entries = roster.entries.filter((e) => e.id !== id);
    }, emptyRoster);
  }

  /** Sets a damaged roster file aside (the DM chose to start it over); returns where it went. */
  setAsideDamaged(): Promise<string | null> {
    return this.doc.setAside();
  }
}
