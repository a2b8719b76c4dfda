// The library's texts in the interface language: its own namespace registered beside the
// common catalog, following the app's Translator, and its problem codes as sentences.
import type { TOptions } from 'i18next';
import { createI18n, fallbackLanguage } from '../../../shared/i18n/index';
import type { IpcError } from '../../../shared/ipc/index';
import { libraryI18n, libraryNamespace } from '../../../shared/library/i18n';
import { creatureTypeKey } from '../../../shared/rules/dnd5e/creature-types';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import type { LibraryProblem } from '../../../shared/library/types';
import type { Translator } from '../../i18n/translator.svelte';

const SYSTEM_PARAMS = new Set(['creature', 'encounter']);

/** Translates library texts; re-renders when the app's language changes. */
export class LibraryText {
  readonly #i18n = createI18n(fallbackLanguage, {
    [libraryNamespace]: libraryI18n,
    // The 5e creature types a list line names.
    dnd5e: dnd5eI18n,
  });
  readonly #app: Translator;
  readonly #fixed = $derived.by(() => this.#i18n.getFixedT(this.#app.language, libraryNamespace));

  constructor(app: Translator) {
    this.#app = app;
  }

  /** The text of a library key in the current language. */
  t = (key: string, options?: TOptions): string => String(this.#fixed(key, { ...options }));

  /** A 5e creature type as a list line names it ("beast"); a type the table lacks as typed. */
  creatureType = (type: string): string => {
    const key = `dnd5e:dnd5e.creatureType.${creatureTypeKey(type)}`;
    return this.#i18n.exists(key, { lng: this.#app.language }) ? this.t(key) : type;
  };

  /** A problem of the library (`code` of the library catalog) as a sentence. */
  problem = (problem: LibraryProblem): string => {
    const params: Record<string, string | number> = { ...problem.params };
    let code = problem.code;
    if (code === 'notJson' && params.line !== undefined) code = 'notJsonAt';
    // A report from before the format was named came from a CSV.
    if (code === 'csvSystemRequired' && params.format === undefined) params.format = 'CSV';
    if (code === 'invalidField') params.detail = this.#kind(params.problem);
    if (code === 'invalidStatblock') {
      const reason = String(params.reason ?? 'invalidField');
      params.detail = this.problem({
        code: reason,
        params: { ...problem.params, reason: '' },
      });
    }
    for (const key of SYSTEM_PARAMS) {
      if (typeof params[key] === 'string') params[key] = this.t(`system.${params[key]}`);
    }
    const key = `problem.${code}`;
    const count = typeof params.count === 'number' ? { count: params.count } : {};
    return this.#i18n.exists(key, { lng: this.#app.language, ns: libraryNamespace, ...count })
      ? this.t(key, params)
      : this.#app.t('errors.unknown', { code });
  };

  /** A typed error from main: the library's own codes first, then the app's. */
  error = (error: IpcError): string => {
    // A library file that cannot be read: the panel offers to set it aside.
    if (error.code === 'documentUnrecoverable') return this.t('panel.damaged', error.params);
    if (error.code === 'documentTooNew') return this.t('panel.tooNew', error.params);
    if (error.code.startsWith('library.')) {
      return this.problem({ code: error.code.slice('library.'.length), params: error.params });
    }
    return this.#app.error(error);
  };

  #kind(code: unknown): string {
    const key = `problemKind.${String(code)}`;
    return this.#i18n.exists(key, { lng: this.#app.language, ns: libraryNamespace })
      ? this.t(key)
      : this.t('problemKind.invalid');
  }
}
