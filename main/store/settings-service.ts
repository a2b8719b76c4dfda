import { settingsKind } from '../../shared/model/migrations/index';
import { defaultSettings, settingsSchema, type Settings } from '../../shared/model/settings';
import type { StoreContext } from './context';
import { parseInput } from './input';
import { StoredDocument } from './stored-document';

/** Application settings that are not part of any campaign. */
export class SettingsService {
  private readonly doc: StoredDocument<Settings>;

  constructor(context: StoreContext, path: string) {
    this.doc = new StoredDocument(context, path, settingsKind);
  }

  /** The settings; defaults only when no settings file exists (a first start). */
  async get(): Promise<Settings> {
    return (await this.doc.load()) ?? defaultSettings();
  }

  /** Changes some settings and writes them durably. */
  async update(patch: Partial<Omit<Settings, 'schemaVersion'>>): Promise<Settings> {
    return this.doc.update(
      (settings) => parseInput(settingsSchema, { ...settings, ...patch }),
      () => defaultSettings(),
    );
  }

  /** Sets a damaged settings file aside (the DM chose to start it over); returns where it went. */
  setAsideDamaged(): Promise<string | null> {
    return this.doc.setAside();
  }
}
