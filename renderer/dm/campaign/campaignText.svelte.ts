// The campaign screens' texts in the interface language: their own catalog (namespace
// `campaign`) and each rule system's catalog (namespace = system id) for option labels and
// condition names, following the app's Translator. Typed errors and the store's recovery
// notices from main become sentences here.
import type { TOptions } from 'i18next';
import { createI18n, fallbackLanguage } from '../../../shared/i18n/index';
import type { IpcError } from '../../../shared/ipc/index';
import type { DataNotice } from '../../../shared/ipc/channels/campaign';
import type { OptionDef } from '../../../shared/rules/types';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import type { Translator } from '../../i18n/translator.svelte';
import { campaignI18n, campaignNamespace } from './i18n/index';

/** Where each system keeps its rule errors. */
const SYSTEM_ERRORS: Readonly<Record<string, readonly string[]>> = {
  dnd5e: ['dnd5e.error.', 'tactics.error.'],
  adnd2e: ['errors.'],
  osr: ['errors.', 'error.'],
};

/** The base key of an option's texts (`….label` → `…`). */
function base(def: OptionDef): string {
  return def.labelKey.replace(/\.label$/, '');
}

/** Translates campaign texts; re-renders when the app's language changes. */
export class CampaignText {
  readonly #i18n = createI18n(fallbackLanguage, {
    [campaignNamespace]: campaignI18n,
    dnd5e: dnd5eI18n,
    adnd2e: adnd2eI18n,
    osr: osrI18n,
  });
  readonly #app: Translator;
  readonly #fixed = $derived.by(() => this.#i18n.getFixedT(this.#app.language, campaignNamespace));

  constructor(app: Translator) {
    this.#app = app;
  }

  /** The app's translator (common texts). */
  get app(): Translator {
    return this.#app;
  }

  /** A campaign text in the current language. */
  t = (key: string, options?: TOptions): string => String(this.#fixed(key, { ...options }));

  #has(key: string, ns: string): boolean {
    return this.#i18n.exists(key, { lng: this.#app.language, ns });
  }

  /** A text of a rule system's catalog, or `fallback` when it has none. */
  sys = (system: string, key: string, fallback = key, options?: TOptions): string => {
    // Reading #fixed keeps the caller reactive to the language.
    void this.#fixed;
    if (!this.#has(key, system)) return fallback;
    return String(this.#i18n.t(key, { ...options, ns: system, lng: this.#app.language }));
  };

  /** Armour Class as the system's seed abbreviates it (Russian 5e КД, 2e and OSR КБ). */
  ac = (system: string): string => this.sys(system, 'term.ac', this.t('roster.form.ac'));

  /** A rule system's name. */
  systemName = (system: string): string => this.t(`system.${system}`);

  /** An option's label. */
  optionLabel = (system: string, def: OptionDef): string => this.sys(system, def.labelKey, def.key);

  /** An option's one-line explanation. */
  optionHelp = (system: string, def: OptionDef): string => this.sys(system, def.helpKey, '');

  /** The name of one value of an enum option. */
  optionValue = (system: string, def: OptionDef, value: string): string => {
    const own = `optionValue.${system}.${def.key.replace(/\./g, '_')}.${value}`;
    const fallback = this.#has(own, campaignNamespace) ? this.t(own) : value;
    return this.sys(system, `${base(def)}.values.${value}`, fallback);
  };

  /** A condition's or injury's name in a system. */
  conditionName = (system: string, key: string): string => {
    const candidates =
      system === 'dnd5e'
        ? [`dnd5e.condition.${key.replace(/\./g, '_')}.label`]
        : [`conditions.${key}.label`];
    for (const candidate of candidates) {
      if (this.#has(candidate, system)) return this.sys(system, candidate);
    }
    return key.startsWith('custom:') ? key.slice('custom:'.length) : key;
  };

  /** A typed error from main as a sentence: campaign and store codes, the system's, the app's. */
  error = (error: IpcError, system?: string): string => {
    const key = `error.${error.code}`;
    if (this.#has(key, campaignNamespace)) return this.t(key, { ...error.params });
    if (system) {
      for (const prefix of SYSTEM_ERRORS[system] ?? []) {
        const systemKey = `${prefix}${error.code}`;
        if (this.#has(systemKey, system)) {
          return this.sys(system, systemKey, error.code, { ...error.params });
        }
      }
    }
    return this.#app.error(error);
  };

  /** A recovery notice of the store as a sentence. */
  notice = (notice: DataNotice): string => {
    const params: Record<string, string | number> = { ...notice.params };
    if (typeof params.damage === 'string') params.damage = this.t(`notice.damage.${params.damage}`);
    return this.t(`notice.${notice.code}`, params);
  };
}
