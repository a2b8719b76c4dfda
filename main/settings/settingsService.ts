// The application settings as main's windows see them: the interface language, read once at
// start from the data folder's one settings document (the store's, durable, with its backup,
// recovery and migrations) and kept in memory so every window can ask for it at once.
import type { Language } from '../../shared/i18n/index';
import type { Settings } from '../../shared/ipc/index';
import type { Settings as StoredSettings } from '../../shared/model/settings';
import type { SettingsService as SettingsDocument } from '../store/settings-service';

/** Application settings, loaded from and saved to the data folder's settings document. */
export interface SettingsService {
  get(): Settings;
  /** Saves the new language durably, then tells the listeners. */
  setLanguage(language: Language): Promise<Settings>;
  /** Listens to saved changes; returns the function that stops listening. */
  onChange(listener: (settings: Settings) => void): () => void;
}

export interface SettingsServiceOptions {
  /** The data folder's settings document (DataStore.settings). */
  readonly document: SettingsDocument;
  /** Used when no settings were saved yet (usually the operating system's language). */
  readonly initialLanguage: Language;
  /** Told where a damaged settings file that had no good backup was set aside. */
  readonly onDamagedFile: (movedTo: string) => void;
}

/** What the windows are given of the stored settings. */
function windowSettings(stored: StoredSettings): Settings {
  return { language: stored.language };
}

/** Loads the settings (or starts from the initial language) and returns the service. */
export async function loadSettingsService(
  options: SettingsServiceOptions,
): Promise<SettingsService> {
  const opened = await options.document.open(options.initialLanguage);
  if (opened.reset !== null) options.onDamagedFile(opened.reset);
  let current = windowSettings(opened.settings);
  const listeners = new Set<(settings: Settings) => void>();
  return {
    get: () => current,
    async setLanguage(language) {
      // The document's writes run one after another, so the file ends with the latest choice.
      current = windowSettings(await options.document.update({ language }));
      for (const listener of [...listeners]) listener(current);
      return current;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
