import { join } from 'node:path';
import type { Language } from '../../shared/i18n/index';
import { settingsSchema, type Settings } from '../../shared/ipc/index';
import { moveAside, readJsonFile, writeJsonFileAtomic } from './atomicJsonFile';

/** Name of the settings file inside the data directory. */
export const settingsFileName = 'settings.json';

/** Application settings, loaded from and saved to one JSON file. */
export interface SettingsService {
  get(): Settings;
  /** Saves the new language durably, then tells the listeners. */
  setLanguage(language: Language): Promise<Settings>;
  /** Listens to saved changes; returns the function that stops listening. */
  onChange(listener: (settings: Settings) => void): () => void;
}

export interface SettingsServiceOptions {
  readonly dataDir: string;
  /** Used when no settings were saved yet (usually the operating system's language). */
  readonly initialLanguage: Language;
  /** Told when a damaged settings file had to be set aside. */
  readonly onDamagedFile: (movedTo: string) => void;
}

/** Loads the settings (or starts from the initial language) and returns the service. */
export async function loadSettingsService(
  options: SettingsServiceOptions,
): Promise<SettingsService> {
  const file = join(options.dataDir, settingsFileName);
  let current = await loadSettings(file, options);
  const listeners = new Set<(settings: Settings) => void>();
  // Writes run one after another so the file always ends with the latest choice.
  let writing: Promise<unknown> = Promise.resolve();

  return {
    get: () => current,
    async setLanguage(language) {
      const next: Settings = { ...current, language };
      const write = writing.then(() => writeJsonFileAtomic(file, next));
      writing = write.catch(() => undefined);
      await write;
      current = next;
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

async function loadSettings(file: string, options: SettingsServiceOptions): Promise<Settings> {
  const defaults: Settings = { language: options.initialLanguage };
  const read = await readJsonFile(file);
  if (read.kind === 'missing') return defaults;
  if (read.kind === 'corrupt') {
    options.onDamagedFile(read.movedTo);
    return defaults;
  }
  const parsed = settingsSchema.safeParse(read.value);
  if (parsed.success) return parsed.data;
  // Valid JSON with an unknown shape: keep it for the user rather than overwrite it later.
  options.onDamagedFile(await moveAside(file));
  return defaults;
}
