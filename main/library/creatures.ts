// Custom creatures: create, duplicate (from the SRD or any stored creature), edit and delete,
// in the global library or a campaign's. Every statblock passes its rule system's schema and
// the text neutraliser, the same checks an import applies.
import { IpcFailure } from '../../shared/ipc/errors';
import type { CreatureDetail, LibraryScope } from '../../shared/library/types';
import { validateCandidate, type ValidCreature } from '../../shared/library/validate';
import type { RuleSystemId } from '../../shared/model/ids';
import type { LibraryEntry } from '../../shared/model/library';
import { StoreError } from '../store/errors';
import { summaryOf, type LibraryCatalog } from './catalog';
import { parseCreatureId, scopeOf } from './ids';
import type { LibraryStores } from './stores';

function checked(
  system: RuleSystemId,
  statblock: Record<string, unknown>,
  tags: readonly string[],
): ValidCreature {
  const name = typeof statblock.name === 'string' ? statblock.name : '';
  const result = validateCandidate({ system, name, statblock, tags });
  if (!result.ok) {
    throw new IpcFailure('library.invalidStatblock', {
      reason: result.problem.code,
      ...result.problem.params,
    });
  }
  return result.creature;
}

function detail(scope: LibraryScope, entry: LibraryEntry): CreatureDetail {
  return {
    summary: summaryOf(scope, entry),
    statblock: entry.statblock,
    editable: true,
    campaignId: scope.kind === 'campaign' ? scope.campaignId : null,
    ...(entry.portrait ? { portrait: entry.portrait } : {}),
  };
}

async function notFoundAsIpc<T>(id: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StoreError && error.code === 'notFound') {
      throw new IpcFailure('library.notFound', { id });
    }
    throw error;
  }
}

/** Reads and changes library creatures. */
export class CreatureService {
  constructor(
    private readonly stores: LibraryStores,
    private readonly catalog: LibraryCatalog,
    /** Called after a library changed. */
    private readonly onChanged: () => void = () => {},
  ) {}

  /** One creature with its whole statblock. */
  async get(id: string): Promise<CreatureDetail> {
    const ref = parseCreatureId(id);
    if (ref.kind === 'srd') {
      const creature = (await this.catalog.srd()).get(id);
      if (!creature) throw new IpcFailure('library.notFound', { id });
      const summary = (await this.catalog.all()).find((s) => s.id === id);
      if (!summary) throw new IpcFailure('library.notFound', { id });
      return { summary, statblock: creature.statblock, editable: false, campaignId: null };
    }
    const scope = scopeOf(ref);
    const library = await this.stores.of(scope);
    return notFoundAsIpc(id, async () => detail(scope, await library.get(ref.entryId)));
  }

  /** Stores a new creature in `scope`. */
  async create(
    scope: LibraryScope,
    system: RuleSystemId,
    statblock: Record<string, unknown>,
    tags: readonly string[] = [],
  ): Promise<CreatureDetail> {
    const creature = checked(system, statblock, tags);
    const library = await this.stores.of(scope);
    const entry = await library.add({
      system: creature.system,
      name: creature.name,
      statblock: creature.statblock,
      tags: creature.tags,
    });
    this.onChanged();
    return detail(scope, entry);
  }

  /** Copies any creature (SRD included) into `scope`, optionally under a new name. */
  async duplicate(id: string, scope: LibraryScope, name?: string): Promise<CreatureDetail> {
    const source = await this.get(id);
    const statblock = { ...source.statblock, ...(name ? { name } : {}) };
    return this.create(scope, source.summary.system, statblock, source.summary.tags);
  }

  /** Replaces a custom creature's statblock (and tags); SRD creatures are read-only. */
  async update(
    id: string,
    statblock: Record<string, unknown>,
    tags?: readonly string[],
  ): Promise<CreatureDetail> {
    const ref = parseCreatureId(id);
    if (ref.kind === 'srd') throw new IpcFailure('library.readOnly', { id });
    const scope = scopeOf(ref);
    const library = await this.stores.of(scope);
    return notFoundAsIpc(id, async () => {
      const current = await library.get(ref.entryId);
      const creature = checked(current.system, statblock, tags ?? current.tags);
      const entry = await library.update(ref.entryId, {
        name: creature.name,
        statblock: creature.statblock,
        tags: creature.tags,
      });
      this.onChanged();
      return detail(scope, entry);
    });
  }

  /** Sets (a stored portrait's reference) or clears (null) a custom creature's portrait. */
  async setPortrait(id: string, portrait: string | null): Promise<CreatureDetail> {
    const ref = parseCreatureId(id);
    if (ref.kind === 'srd') throw new IpcFailure('library.readOnly', { id });
    const scope = scopeOf(ref);
    const library = await this.stores.of(scope);
    return notFoundAsIpc(id, async () => {
      const entry = await library.update(ref.entryId, { portrait: portrait ?? undefined });
      this.onChanged();
      return detail(scope, entry);
    });
  }

  /** Deletes a custom creature; SRD creatures are read-only. */
  async remove(id: string): Promise<{ deleted: string }> {
    const ref = parseCreatureId(id);
    if (ref.kind === 'srd') throw new IpcFailure('library.readOnly', { id });
    const library = await this.stores.of(scopeOf(ref));
    await notFoundAsIpc(id, () => library.remove(ref.entryId));
    this.onChanged();
    return { deleted: id };
  }
}
