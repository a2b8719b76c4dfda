// The encounter screen's texts in the interface language: its own catalog (namespace `enc`),
// the engine's, and every rule system's (namespace = system id), read through the export's
// compiled-template translator, which is fast enough for 200 rows re-rendering in one frame.
// Rule errors from main become sentences naming creatures, never their internal ids.
import type { EncounterState } from '../../../shared/encounter/types';
import type { TranslateParams } from '../../../shared/export/translate';
import type { Language } from '../../../shared/i18n/index';
import type { IpcError } from '../../../shared/ipc/index';
import type { Translator } from '../../i18n/translator.svelte';
import { translatorFor } from './translators';

/** Where a system's rule errors live in its catalog. */
const SYSTEM_ERROR_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  dnd5e: ['dnd5e.error.', 'tactics.error.'],
  adnd2e: ['errors.'],
  osr: ['errors.', 'error.'],
};

/** Error parameters that hold a creature's id and are shown as its name. */
const ID_PARAMS = new Set([
  'combatantId',
  'targetId',
  'attackerId',
  'casterId',
  'turnerId',
  'talkerId',
  'of',
]);

/** Error parameters that hold a rule system's term key (`dungeon`, `forest`) and its catalog group. */
const TERM_PARAMS: Readonly<Record<string, string>> = { env: 'env', terrain: 'terrain' };

/** Translates the encounter screen's texts; components re-render when the language changes. */
export class EncounterText {
  readonly #app: Translator;
  readonly #tr = $derived.by(() => translatorFor(this.#app.language));

  constructor(app: Translator) {
    this.#app = app;
  }

  /** The current interface language. */
  get language(): Language {
    return this.#app.language;
  }

  /** A text of the screen (`key`), or of another namespace (`ns:key`). */
  t = (key: string, params?: TranslateParams): string => this.#tr.t(key, params);

  /** True when the key (or its plural forms) has a text. */
  has = (key: string): boolean => this.#tr.has(key);

  /** A term of a rule system's catalog, or `fallback` when it has none. */
  term = (system: string, key: string, fallback?: string): string => {
    const full = `${system}:${key}`;
    return this.#tr.has(full) ? this.#tr.t(full) : (fallback ?? key);
  };

  /**
   * A side's name: the engine names its two default sides in English ("Party", "Foes"); kept
   * by the DM, they are told in the screen's language, a name the DM gave stays as written.
   */
  side = (state: Pick<EncounterState, 'sides'>, id: string): string => {
    const side = state.sides[id];
    if (!side) return id;
    const engineName = id === 'party' ? 'Party' : id === 'foes' ? 'Foes' : null;
    return side.name === engineName ? this.#tr.t(`enc:side.${id}`) : side.name;
  };

  /** A condition's name in the current language (custom conditions carry their own text). */
  condition = (system: string, key: string, labelKey: string | undefined): string => {
    if (key.startsWith('custom:')) return key.slice('custom:'.length);
    return labelKey ? this.term(system, labelKey, key) : key;
  };

  /**
   * A rejected action as a sentence: the app's own error texts, then the rule system's, then
   * the engine's; creatures are named. A code no catalog knows still gets a sentence.
   */
  error = (error: IpcError, state: EncounterState | undefined): string => {
    const params: Record<string, string | number> = { ...error.params };
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== 'string' || !state) continue;
      const group = TERM_PARAMS[name];
      // "Not possible in this environment (dungeon)": the place is told in the screen's language.
      if (group) params[name] = this.term(state.system, `${group}.${value}`, value);
      if (!ID_PARAMS.has(name)) continue;
      const c = state.combatants[value];
      if (c) params[name] = c.name;
    }
    const ownKey = `enc:error.${error.code}`;
    if (this.#tr.has(ownKey)) return this.#tr.t(ownKey, params);
    if (state) {
      for (const prefix of SYSTEM_ERROR_PREFIXES[state.system] ?? []) {
        const key = `${state.system}:${prefix}${error.code}`;
        if (this.#tr.has(key)) return this.#tr.t(key, params);
      }
    }
    const engineKey = `engine:engine.error.${error.code}`;
    if (this.#tr.has(engineKey)) return this.#tr.t(engineKey, params);
    // The campaign's refusals (bringing the party in, a finished fight) reach this screen too.
    const campaignKey = `campaign:error.${error.code}`;
    if (this.#tr.has(campaignKey)) return this.#tr.t(campaignKey, params);
    return this.#app.error(error);
  };
}
