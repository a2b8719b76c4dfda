import type { Language } from '../../shared/i18n/index';
import type { IpcError, Settings } from '../../shared/ipc/index';
import type { Translator } from '../i18n/translator.svelte';
import type { IpcClient } from './ipc/ipcClient.svelte';

/** The application settings as main keeps them; changing the language switches every window. */
export class SettingsStore {
  settings: Settings | undefined = $state.raw();
  error: IpcError | undefined = $state.raw();
  readonly #client: IpcClient;
  readonly #translator: Translator;

  constructor(client: IpcClient, translator: Translator) {
    this.#client = client;
    this.#translator = translator;
    client.on('settings.changed', (settings) => this.#apply(settings));
    client.onReconnect(() => void this.load());
  }

  /** Fetches the settings from main. */
  async load(): Promise<void> {
    const result = await this.#client.call('settings.get', {});
    if (result.ok) this.#apply(result.value);
    else this.error = result.error;
  }

  /** Asks main to switch and save the interface language. */
  async setLanguage(language: Language): Promise<void> {
    const result = await this.#client.call('settings.setLanguage', { language });
    if (result.ok) this.#apply(result.value);
    else this.error = result.error;
  }

  #apply(settings: Settings): void {
    this.settings = settings;
    this.#translator.language = settings.language;
  }
}
