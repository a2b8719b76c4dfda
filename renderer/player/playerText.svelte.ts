// The player display's texts: the app's own catalog, the engine's (HP descriptors) and each
// rule system's (conditions, round steps, facts such as morale), in the language the display
// was told to speak, which follows the campaign rather than the DM's own interface language.
import type { TOptions } from 'i18next';
import { engineI18n } from '../../shared/encounter/i18n';
import { createI18n, fallbackLanguage, type Language } from '../../shared/i18n/index';
import { adnd2eI18n } from '../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../shared/rules/osr/i18n';
import { engineNamespace } from '../i18n/translator.svelte';

/** Translates the player display; re-renders when its language changes. */
export class PlayerText {
  language: Language = $state(fallbackLanguage);
  readonly #i18n = createI18n(fallbackLanguage, {
    [engineNamespace]: engineI18n,
    dnd5e: dnd5eI18n,
    adnd2e: adnd2eI18n,
    osr: osrI18n,
  });
  readonly #fixed = $derived(this.#i18n.getFixedT(this.language));

  /** The text of `key` (common namespace unless prefixed `ns:`) in the display's language. */
  t = (key: string, options?: TOptions): string => String(this.#fixed(key, { ...options }));

  /** The text of a rule system's key, or undefined when the system has none by that name. */
  system = (system: string, key: string, options?: TOptions): string | undefined => {
    const full = `${system}:${key}`;
    return this.#i18n.exists(full, { lng: this.language }) ? this.t(full, options) : undefined;
  };
}
