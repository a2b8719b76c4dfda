import type { TOptions } from 'i18next';
import { engineI18n } from '../../shared/encounter/i18n';
import { exportDialogI18n } from '../../shared/export/i18n';
import { createI18n, fallbackLanguage, type Language } from '../../shared/i18n/index';
import type { IpcError } from '../../shared/ipc/index';

/** Namespace of the rules engine's own texts (errors, HP descriptors, statuses). */
export const engineNamespace = 'engine';

/** Translates interface texts into the current language; components re-render when it changes. */
export class Translator {
  language: Language = $state(fallbackLanguage);
  readonly #i18n = createI18n(fallbackLanguage, {
    [engineNamespace]: engineI18n,
    export: exportDialogI18n,
  });
  readonly #fixed = $derived(this.#i18n.getFixedT(this.language));

  /** The text of `key` (in the common namespace unless prefixed `ns:`) in the current language. */
  t = (key: string, options?: TOptions): string => String(this.#fixed(key, { ...options }));

  /**
   * A typed error from main as a sentence in the current language: the app's own error texts
   * first, then the engine's rule errors, then a generic sentence naming the code.
   */
  error = (error: IpcError): string => {
    for (const key of [`errors.${error.code}`, `${engineNamespace}:engine.error.${error.code}`]) {
      if (this.#i18n.exists(key, { lng: this.language })) return this.t(key, { ...error.params });
    }
    return this.t('errors.unknown', { code: error.code });
  };
}
