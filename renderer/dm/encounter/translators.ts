// Compiled translators of the encounter screen's catalogs: its own (namespace `enc`), the
// engine's, the app's common one, the campaign's and every rule system's (namespace = system id), one per
// language, made on first use.
import { engineI18n } from '../../../shared/encounter/i18n';
import {
  createTranslate,
  type NamespaceCatalogs,
  type Translator as FastTranslator,
} from '../../../shared/export/translate';
import { commonCatalogs, languages, type Language } from '../../../shared/i18n/index';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { campaignI18n, campaignNamespace } from '../campaign/i18n/index';
import { encounterUiI18n } from './i18n/index';

/** Namespace of the encounter screen's own texts. */
export const encounterNamespace = 'enc';

const SYSTEM_CATALOGS = { dnd5e: dnd5eI18n, adnd2e: adnd2eI18n, osr: osrI18n } as const;

function catalogsOf(language: Language): NamespaceCatalogs {
  return {
    [encounterNamespace]: encounterUiI18n[language],
    engine: engineI18n[language],
    common: commonCatalogs[language],
    // The campaign's refusals (a finished fight, the party to bring in) reach this screen.
    [campaignNamespace]: campaignI18n[language],
    dnd5e: SYSTEM_CATALOGS.dnd5e[language],
    adnd2e: SYSTEM_CATALOGS.adnd2e[language],
    osr: SYSTEM_CATALOGS.osr[language],
  };
}

const ALL = Object.fromEntries(languages.map((l) => [l, catalogsOf(l)])) as Record<
  Language,
  NamespaceCatalogs
>;

const translators = new Map<Language, FastTranslator>();

/** The compiled translator of one language. */
export function translatorFor(language: Language): FastTranslator {
  let tr = translators.get(language);
  if (!tr) {
    tr = createTranslate(language, ALL, encounterNamespace);
    translators.set(language, tr);
  }
  return tr;
}
