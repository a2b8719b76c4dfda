import type { TOptions } from 'i18next';
import { createI18n, fallbackLanguage, type Language } from '../../shared/i18n/index';
import type { IpcError } from '../../shared/ipc/index';

/** Translates interface texts into the current language; components re-render when it changes. */
export class Translator {
  language: Language = $state(fallbackLanguage);
  readonly #i18n = createI18n(fallbackLanguage);
  readonly #fixed = $derived(this.#i18n.getFixedT(this.language));

  /** The text of `key` (in the common namespace unless prefixed `ns:`) in the current language. */
  t = (key: string, options?: TOptions): string => String(this.#fixed(key, { ...options }));

  /** A typed error from main as a sentence in the current language. */
  error = (error: IpcError): string => {
    const key = `errors.${error.code}`;
    return this.#i18n.exists(key, { lng: this.language })
      ? this.t(key, { ...error.params })
      : this.t('errors.unknown', { code: error.code });
  };
}
