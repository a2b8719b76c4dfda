import type { RuleSystemId } from '../../shared/model/ids';
import {
  libraryEntrySchema,
  LIBRARY_VERSION,
  newLibraryEntrySchema,
  type Library,
  type LibraryEntry,
  type NewLibraryEntry,
} from '../../shared/model/library';
import { libraryKind } from '../../shared/model/migrations/index';
import type { StoreContext } from './context';
import { refusal, StoreError } from './errors';
import { parseInput } from './input';
import { StoredDocument } from './stored-document';

const empty = (): Library => ({ schemaVersion: LIBRARY_VERSION, entries: [] });

function find(library: Library, id: string): LibraryEntry {
  const found = library.entries.find((e) => e.id === id);
  if (!found) throw new StoreError('notFound', { kind: 'libraryEntry', id });
  return found;
}

/** The DM's creature library, shared by every campaign of the same rule system. */
export class LibraryService {
  private readonly doc: StoredDocument<Library>;

  constructor(
    private readonly context: StoreContext,
    path: string,
  ) {
    this.doc = new StoredDocument(context, path, libraryKind);
  }

  /** Library entries, optionally of one rule system. */
  async list(system?: RuleSystemId): Promise<LibraryEntry[]> {
    const entries = (await this.doc.load())?.entries ?? [];
    return system === undefined ? entries : entries.filter((e) => e.system === system);
  }

  /** One entry; throws notFound. */
  async get(id: string): Promise<LibraryEntry> {
    return find((await this.doc.load()) ?? empty(), id);
  }

  /** Adds a statblock to the library. */
  async add(input: NewLibraryEntry): Promise<LibraryEntry> {
    const value = parseInput(newLibraryEntrySchema, input);
    const at = this.context.now().toISOString();
    const entry = parseInput(libraryEntrySchema, {
      id: this.context.newId(),
      ...value,
      createdAt: at,
      updatedAt: at,
    });
    await this.doc.update((library) => {
      library.entries.push(entry);
    }, empty);
    return entry;
  }

  /** Adds many statblocks in one durable write: all of them, or none when the write fails. */
  async addMany(inputs: readonly NewLibraryEntry[]): Promise<LibraryEntry[]> {
    const at = this.context.now().toISOString();
    const entries = inputs.map((input) =>
      parseInput(libraryEntrySchema, {
        id: this.context.newId(),
        ...parseInput(newLibraryEntrySchema, input),
        createdAt: at,
        updatedAt: at,
      }),
    );
    await this.doc.update((library) => {
      for (const entry of entries) library.entries.push(entry);
    }, empty);
    return entries;
  }

  /**
   * Adds `inputs` and replaces the name, statblock and tags of the `replacements` entries in one
   * durable write: all of it, or nothing when the write fails or an entry is gone.
   */
  async addAndReplace(
    inputs: readonly NewLibraryEntry[],
    replacements: readonly Pick<LibraryEntry, 'id' | 'name' | 'statblock' | 'tags'>[],
  ): Promise<{ added: LibraryEntry[]; replaced: LibraryEntry[] }> {
    const at = this.context.now().toISOString();
    const added = inputs.map((input) =>
      parseInput(libraryEntrySchema, {
        id: this.context.newId(),
        ...parseInput(newLibraryEntrySchema, input),
        createdAt: at,
        updatedAt: at,
      }),
    );
    const replaced: LibraryEntry[] = [];
    await this.doc.update((library) => {
      for (const { id, name, statblock, tags } of replacements) {
        const current = find(library, id);
        const next = parseInput(libraryEntrySchema, {
          ...current,
          name,
          statblock,
          tags,
          updatedAt: at,
        });
        library.entries[library.entries.indexOf(current)] = next;
        replaced.push(next);
      }
      for (const entry of added) library.entries.push(entry);
    }, empty);
    return { added, replaced };
  }

  /** Edits an entry's name, statblock or tags. */
  async update(
    id: string,
    patch: Partial<Pick<LibraryEntry, 'name' | 'statblock' | 'tags' | 'portrait'>>,
  ): Promise<LibraryEntry> {
    let updated: LibraryEntry | undefined;
    await this.doc.update((library) => {
      const current = find(library, id);
      const next = parseInput(libraryEntrySchema, {
        ...current,
        ...patch,
        id,
        updatedAt: this.context.now().toISOString(),
      });
      library.entries[library.entries.indexOf(current)] = next;
      updated = next;
    }, empty);
    return updated as LibraryEntry;
  }

  /** Removes an entry. */
  async remove(id: string): Promise<void> {
    await this.doc.update((library) => {
      find(library, id);
      library.entries = library.entries.filter((e) => e.id !== id);
    }, empty);
  }

  /**
   * At the DM's request after the library could not be read: keeps the damaged file aside as
   * `.corrupt-<time>` and starts an empty library; returns where it went. A library that reads
   * is refused (`invalidInput`, problem `notDamaged`), so nothing good is ever moved.
   */
  async setAsideDamaged(): Promise<string | null> {
    if (await refusal(() => this.doc.load())) return this.doc.setAside();
    throw new StoreError('invalidInput', { problem: 'notDamaged', file: 'library' });
  }
}
