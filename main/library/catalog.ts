// Every creature the DM can search: the bundled SRD and the stored custom creatures, as
// summaries kept in memory. A library's summaries are rebuilt only when its document changed
// (the store swaps in a new entries array on every write).
import type { SrdCreature } from '../../shared/library/srd';
import { summarise } from '../../shared/library/summary';
import type { CreatureSummary, LibraryScope } from '../../shared/library/types';
import type { LibraryEntry } from '../../shared/model/library';
import { publicId } from './ids';
import type { LibraryStores } from './stores';

/** Summaries of the SRD and of the stored libraries. */
export class LibraryCatalog {
  private readonly cache = new WeakMap<readonly LibraryEntry[], CreatureSummary[]>();
  private srdSummaries: CreatureSummary[] | undefined;
  private srdById: Map<string, SrdCreature> | undefined;

  constructor(
    private readonly stores: LibraryStores,
    private readonly loadSrd: () => Promise<readonly SrdCreature[]>,
  ) {}

  /** The SRD creatures by public id (loaded once). */
  async srd(): Promise<Map<string, SrdCreature>> {
    if (!this.srdById) {
      const creatures = await this.loadSrd();
      this.srdById = new Map(creatures.map((c) => [c.id, c]));
      this.srdSummaries = creatures.map((c) =>
        summarise({
          id: c.id,
          origin: 'srd',
          system: 'dnd5e',
          name: c.name,
          statblock: c.statblock,
          tags: [],
        }),
      );
    }
    return this.srdById;
  }

  /** Summaries of one stored library. */
  async stored(scope: LibraryScope): Promise<CreatureSummary[]> {
    const entries = await (await this.stores.of(scope)).list();
    let summaries = this.cache.get(entries);
    if (!summaries) {
      summaries = entries.map((entry) => summaryOf(scope, entry));
      this.cache.set(entries, summaries);
    }
    return summaries;
  }

  /** Everything searchable: SRD, the global library and, when given, one campaign's. */
  async all(campaignId?: string): Promise<CreatureSummary[]> {
    await this.srd();
    const global = await this.stored({ kind: 'global' });
    const campaign = campaignId ? await this.stored({ kind: 'campaign', campaignId }) : [];
    return [...(this.srdSummaries ?? []), ...global, ...campaign];
  }
}

/** The summary of a stored entry. */
export function summaryOf(scope: LibraryScope, entry: LibraryEntry): CreatureSummary {
  return summarise({
    id: publicId(scope, entry.id),
    origin: scope.kind === 'global' ? 'global' : 'campaign',
    system: entry.system,
    name: entry.name,
    statblock: entry.statblock,
    tags: entry.tags,
  });
}
