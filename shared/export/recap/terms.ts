// The recap's translator: the export's own catalog (default namespace), the engine's and the
// encounter's rule system's, in one language with English as the fallback.
import { engineI18n } from '../../encounter/i18n';
import type { Language } from '../../i18n/languages';
import type { RuleSystem } from '../../rules/types';
import { exportI18n } from '../i18n';
import { createTranslate, type NamespaceCatalogs, type Translator } from '../translate';

/** Namespace of the export's own texts. */
export const exportNamespace = 'export';

const cache = new WeakMap<RuleSystem, Map<Language, Translator>>();

function catalogsOf(system: RuleSystem, language: Language): NamespaceCatalogs {
  return {
    [exportNamespace]: exportI18n[language],
    engine: engineI18n[language],
    [system.id]: system.i18n[language],
  };
}

/** The translator of recaps of `system` in `language` (made once, then reused). */
export function recapTranslator(system: RuleSystem, language: Language): Translator {
  let byLanguage = cache.get(system);
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(system, byLanguage);
  }
  let tr = byLanguage.get(language);
  if (!tr) {
    tr = createTranslate(
      language,
      { en: catalogsOf(system, 'en'), uk: catalogsOf(system, 'uk'), ru: catalogsOf(system, 'ru') },
      exportNamespace,
    );
    byLanguage.set(language, tr);
  }
  return tr;
}
