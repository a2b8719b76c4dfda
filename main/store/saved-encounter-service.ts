import { savedEncountersKind } from '../../shared/model/migrations/index';
import {
  newSavedEncounterSchema,
  savedEncounterSchema,
  SAVED_ENCOUNTERS_VERSION,
  type NewSavedEncounter,
  type SavedEncounter,
  type SavedEncounters,
} from '../../shared/model/saved-encounter';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { parseInput } from './input';
import { WITH_GENERATIONS } from './durable-document';
import { StoredDocument } from './stored-document';

/** Fields of a prepared encounter the DM edits. */
export type SavedEncounterPatch = Partial<Pick<SavedEncounter, 'name' | 'notes' | 'combatants'>>;

const empty = (): SavedEncounters => ({ schemaVersion: SAVED_ENCOUNTERS_VERSION, encounters: [] });

function find(doc: SavedEncounters, id: string): SavedEncounter {
  const found = doc.encounters.find((e) => e.id === id);
  if (!found) throw new StoreError('notFound', { kind: 'savedEncounter', id });
  return found;
}

/** A campaign's prepared encounters (built ahead of the session, not yet started). */
export class SavedEncounterService {
  private readonly doc: StoredDocument<SavedEncounters>;

  constructor(
    private readonly context: StoreContext,
    path: string,
  ) {
    // Edits made before the session are nowhere else: a restore must not lose the last one.
    this.doc = new StoredDocument(context, path, savedEncountersKind, WITH_GENERATIONS);
  }

  /** Every prepared encounter. */
  async list(): Promise<SavedEncounter[]> {
    return (await this.doc.load())?.encounters ?? [];
  }

  /** One prepared encounter; throws notFound. */
  async get(id: string): Promise<SavedEncounter> {
    return find((await this.doc.load()) ?? empty(), id);
  }

  /** Prepares a new encounter. */
  async create(input: NewSavedEncounter): Promise<SavedEncounter> {
    const value = parseInput(newSavedEncounterSchema, input);
    const at = this.context.now().toISOString();
    const encounter = parseInput(savedEncounterSchema, {
      id: this.context.newId(),
      ...value,
      createdAt: at,
      updatedAt: at,
    });
    await this.doc.update((doc) => {
      doc.encounters.push(encounter);
    }, empty);
    return encounter;
  }

  /** Edits a prepared encounter. */
  async update(id: string, patch: SavedEncounterPatch): Promise<SavedEncounter> {
    let updated: SavedEncounter | undefined;
    await this.doc.update((doc) => {
      const current = find(doc, id);
      const next = parseInput(savedEncounterSchema, {
        ...current,
        ...patch,
        id,
        updatedAt: this.context.now().toISOString(),
      });
      doc.encounters[doc.encounters.indexOf(current)] = next;
      updated = next;
    }, empty);
    return updated as SavedEncounter;
  }

  /** Deletes a prepared encounter (started encounters keep their own logs). */
  async remove(id: string): Promise<void> {
    await this.doc.update((doc) => {
      find(doc, id);
      doc.encounters = doc.encounters.filter((e) => e.id !== id);
    }, empty);
  }

  /** Sets a damaged prepared encounters file aside (the DM chose to start it over); returns where it went. */
  setAsideDamaged(): Promise<string | null> {
    return this.doc.setAside();
  }
}
