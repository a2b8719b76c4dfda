// The odds panel's texts in a language, through the compiled translator (its own catalog).
import {
  createTranslate,
  type NamespaceCatalogs,
  type Translator,
} from '../../../shared/export/translate';
import { languages, type Language } from '../../../shared/i18n/index';
import { oddsI18n, oddsNamespace } from './i18n/index';

const TRANSLATORS = Object.fromEntries(
  languages.map((l): [Language, Translator] => {
    const all = Object.fromEntries(
      languages.map((m): [Language, NamespaceCatalogs] => [m, { [oddsNamespace]: oddsI18n[m] }]),
    ) as Record<Language, NamespaceCatalogs>;
    return [l, createTranslate(l, all, oddsNamespace)];
  }),
) as Record<Language, Translator>;

/** The translator of the odds panel in `language`. */
export function oddsText(language: Language): Translator {
  return TRANSLATORS[language];
}
