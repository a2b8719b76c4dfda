// The statblock card's texts in a language that follows its owner (the DM window's language,
// or the player display's): its own catalog (namespace `statblock`) and the rule systems'
// terms it borrows (damage types, 2e save names, each system's Armour Class), read through the
// compiled translator.
import {
  createTranslate,
  type NamespaceCatalogs,
  type TranslateParams,
  type Translator as FastTranslator,
} from '../../../shared/export/translate';
import { languages, type Language } from '../../../shared/i18n/index';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { statblockI18n, statblockNamespace } from './i18n/index';

const ALL = Object.fromEntries(
  languages.map((l): [Language, NamespaceCatalogs] => [
    l,
    {
      [statblockNamespace]: statblockI18n[l],
      dnd5e: dnd5eI18n[l],
      adnd2e: adnd2eI18n[l],
      osr: osrI18n[l],
    },
  ]),
) as Record<Language, NamespaceCatalogs>;

// Three compiled translators: each compiles a key's template on first use only.
const TRANSLATORS = Object.fromEntries(
  languages.map((l): [Language, FastTranslator] => [
    l,
    createTranslate(l, ALL, statblockNamespace),
  ]),
) as Record<Language, FastTranslator>;

/** Translates the card's texts; re-renders when its owner's language changes. */
export class StatblockText {
  readonly #owner: { readonly language: Language };
  readonly #tr = $derived.by(() => TRANSLATORS[this.#owner.language]);

  /** `owner` is whatever holds the language the card follows. */
  constructor(owner: { readonly language: Language }) {
    this.#owner = owner;
  }

  /** A text of the card (`key`), or of a rule system's catalog (`ns:key`). */
  t = (key: string, params?: TranslateParams): string => this.#tr.t(key, params);

  /** A text of the card, or `fallback` when the catalog has none (an unknown size or mode). */
  maybe = (key: string, fallback: string): string =>
    this.#tr.has(key) ? this.#tr.t(key) : fallback;

  /** A term of a rule system's catalog, or `fallback` when it has none. */
  term = (system: string, key: string, fallback: string): string =>
    this.maybe(`${system}:${key}`, fallback);
}
