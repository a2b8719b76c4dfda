import type { Language } from '../../shared/model/ids';
import { settingsKind } from '../../shared/model/migrations/index';
import { defaultSettings, settingsSchema, type Settings } from '../../shared/model/settings';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { parseInput } from './input';
import { StoredDocument } from './stored-document';

/** What opening the settings found. */
export interface OpenedSettings {
  readonly settings: Settings;
  /**
   * Where a settings file that could be neither read nor restored from its backup was set
   * aside (relative to the data folder), or null when nothing had to be.
   */
  readonly reset: string | null;
}

/**
 * Application settings that are not part of any campaign: one durable document, settings.json,
 * written atomically with a .bak of the previous version, restored from that backup when
 * damaged and upgraded from every older layout (the unversioned one included).
 */
export class SettingsService {
  private readonly doc: StoredDocument<Settings>;
  // The language of the defaults used while no settings file exists (the system's, at start).
  private language: Language = 'en';

  constructor(context: StoreContext, path: string) {
    this.doc = new StoredDocument(context, path, settingsKind);
  }

  /**
   * Reads the settings at start-up; `language` is the one to start with when none were saved.
   * Nothing is written. A file that is damaged with no good backup (or written by a newer
   * version) is never replaced silently: it is set aside as `<name>.corrupt-<time>`, the
   * defaults are used, and `reset` says where the file went so the DM can be told.
   */
  async open(language: Language): Promise<OpenedSettings> {
    this.language = language;
    try {
      return { settings: await this.get(), reset: null };
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      if (error.code !== 'documentUnrecoverable' && error.code !== 'documentTooNew') throw error;
      const reset = await this.doc.setAside();
      return { settings: await this.get(), reset };
    }
  }

  /** The settings; defaults only when no settings file exists (a first start). */
  async get(): Promise<Settings> {
    return (await this.doc.load()) ?? defaultSettings(this.language);
  }

  /** Changes some settings and writes them durably; resolves once they are on disk. */
  async update(patch: Partial<Omit<Settings, 'schemaVersion'>>): Promise<Settings> {
    return this.doc.update(
      (settings) => parseInput(settingsSchema, { ...settings, ...patch }),
      () => defaultSettings(this.language),
    );
  }

  /** Sets a damaged settings file aside (the DM chose to start it over); returns where it went. */
  setAsideDamaged(): Promise<string | null> {
    return this.doc.setAside();
  }
}
