// Morale has one name per language on every screen and in every export: Мораль in Ukrainian
// and Russian (the term the 2e and 5e texts and the statblock already use), never "бойовий
// дух" / "боевой дух" beside it.
import { describe, expect, it } from 'vitest';
import { engineI18n } from '../../../shared/encounter/i18n';
import { exportDialogI18n, exportI18n } from '../../../shared/export/i18n';
import { commonCatalogs, type LanguageCatalogs } from '../../../shared/i18n/index';
import type { Catalog } from '../../../shared/i18n/catalog';
import { libraryI18n } from '../../../shared/library/i18n';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { actionsI18n } from '../../../renderer/dm/actions/i18n/index';
import { campaignI18n } from '../../../renderer/dm/campaign/i18n/index';
import { encounterUiI18n } from '../../../renderer/dm/encounter/i18n/index';
import { statblockI18n } from '../../../renderer/dm/statblock/i18n/index';
import { flattenCatalog } from './catalogCheck';

const catalogs: Readonly<Record<string, LanguageCatalogs>> = {
  common: commonCatalogs,
  engine: engineI18n as LanguageCatalogs,
  library: libraryI18n,
  export: exportI18n,
  exportDialog: exportDialogI18n,
  adnd2e: adnd2eI18n as LanguageCatalogs,
  dnd5e: dnd5eI18n as LanguageCatalogs,
  osr: osrI18n as LanguageCatalogs,
  actions: actionsI18n,
  campaign: campaignI18n,
  encounter: encounterUiI18n,
  statblock: statblockI18n,
};

/** The other name for morale, in any case form. */
const OTHER_NAME = { uk: /бойов\p{L}*\s+дух/iu, ru: /боев\p{L}*\s+дух/iu };

describe('one name for morale', () => {
  for (const lang of ['uk', 'ru'] as const) {
    it(`${lang}: every catalog says Мораль, none the other name`, () => {
      const texts = Object.entries(catalogs).flatMap(([name, cats]) =>
        [...flattenCatalog(cats[lang] as Catalog)].map(([key, text]) => ({
          key: `${name}:${key}`,
          text,
        })),
      );
      expect(texts.filter((e) => OTHER_NAME[lang].test(e.text)).map((e) => e.key)).toEqual([]);
      const morale = texts.filter((e) => /морал/iu.test(e.text)).map((e) => e.key);
      expect(morale).toEqual(
        expect.arrayContaining(['osr:options.moraleConvention.label', 'export:purpose.morale']),
      );
    });
  }
});
