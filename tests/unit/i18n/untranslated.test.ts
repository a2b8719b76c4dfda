// Every Ukrainian and Russian text of every catalog is translated: no English word is left in
// it (names of file formats, books and keys the DM presses excepted), no option text says
// where the spec got it ("the seed", "(Ukrainian text)", "Trigger (a)"), and hit points have
// one abbreviation per language (ХП) on every screen and in every export.
import { describe, expect, it } from 'vitest';
import { engineI18n } from '../../../shared/encounter/i18n';
import { exportDialogI18n, exportI18n } from '../../../shared/export/i18n';
import { commonCatalogs, type LanguageCatalogs } from '../../../shared/i18n/index';
import { libraryI18n } from '../../../shared/library/i18n';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { tacticsI18n } from '../../../shared/rules/dnd5e/tactics/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { actionsI18n } from '../../../renderer/dm/actions/i18n/index';
import { campaignI18n } from '../../../renderer/dm/campaign/i18n/index';
import { difficultyI18n } from '../../../renderer/dm/difficulty/i18n';
import { encounterUiI18n } from '../../../renderer/dm/encounter/i18n/index';
import { statblockI18n } from '../../../renderer/dm/statblock/i18n/index';
import type { Catalog } from '../../../shared/i18n/catalog';
import { flattenCatalog } from './catalogCheck';

const catalogs: Readonly<Record<string, LanguageCatalogs>> = {
  common: commonCatalogs,
  engine: engineI18n as LanguageCatalogs,
  library: libraryI18n,
  export: exportI18n,
  exportDialog: exportDialogI18n,
  adnd2e: adnd2eI18n as LanguageCatalogs,
  dnd5e: dnd5eI18n as LanguageCatalogs,
  tactics: tacticsI18n as LanguageCatalogs,
  osr: osrI18n as LanguageCatalogs,
  actions: actionsI18n,
  campaign: campaignI18n,
  difficulty: difficultyI18n,
  encounter: encounterUiI18n,
  statblock: statblockI18n,
};

/**
 * Latin words a Ukrainian or Russian text may keep: file formats and encodings, book and game
 * names, the keys on the keyboard, the app's and its sources' own names, the CSV columns a
 * file must have, and parts of names the app writes.
 */
const KEPT = new Set(
  [
    'JSON CSV HTML Markdown SVG UTF API SRD OSR AD&D D&D DMG PHB THAC0',
    'Ctrl Shift Alt Enter Esc Tab',
    'Combat Manager Improved Initiative Open5e System Reference Document database dnd5 srd',
    'name hd ac',
    // Parts of file names (`roster.json.corrupt-<time>`), API versions, 18/xx Strength.
    'json corrupt v2 xx',
  ]
    .join(' ')
    .split(' '),
);

/** Keys whose text is English on purpose (a language's own name). */
const ENGLISH_ON_PURPOSE = /^language\.names\.en$/;

/** Latin words of a text once placeholders, rule ids, dice and key combinations are taken out. */
function latinWords(text: string): string[] {
  const stripped = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/\b(?:A|AMB|OSR|2E|5E)-[A-Z0-9-]+\b/g, ' ')
    .replace(/\b\d*d\d+(?:kl\d|kh\d)?\b/gi, ' ')
    .replace(/AD&D|D&D/g, ' ');
  return [...stripped.matchAll(/[A-Za-z][A-Za-z0-9']*/g)]
    .map((m) => m[0])
    .filter((w) => w.length > 1 && !KEPT.has(w) && !/^\d/.test(w));
}

function texts(lang: 'uk' | 'ru'): { where: string; text: string }[] {
  return Object.entries(catalogs).flatMap(([name, cats]) =>
    [...flattenCatalog(cats[lang] as Catalog)]
      .filter(([key]) => !ENGLISH_ON_PURPOSE.test(key))
      .map(([key, text]) => ({ where: `${name}:${key}`, text })),
  );
}

describe('Ukrainian and Russian catalogs are translated', () => {
  for (const lang of ['uk', 'ru'] as const) {
    it(`${lang}: no English words left in any text`, () => {
      const left = texts(lang)
        .map(({ where, text }) => ({ where, words: latinWords(text) }))
        .filter((x) => x.words.length > 0)
        .map((x) => `${x.where}: ${x.words.join(' ')}`);
      expect(left).toEqual([]);
    });

    it(`${lang}: hit points are ХП everywhere (no ОЗ, ПЗ or HP)`, () => {
      const other = texts(lang)
        .filter(({ text }) => /(?<![\p{L}])(ОЗ|ПЗ|HP)(?![\p{L}])/u.test(text))
        .map(({ where, text }) => `${where}: ${text}`);
      expect(other).toEqual([]);
    });
  }

  it('no option text tells the DM where the spec took it from', () => {
    const placeholder =
      /\bseed\b|\((?:Ukrainian|Russian) text\)|Trigger \([abc]\)|(?:український|російський|украинский|русский) текст|первоисточник|першоджерел|Привід \([абв]\)|Повод \([абв]\)/i;
    const found = (['en', 'uk', 'ru'] as const).flatMap((lang) =>
      Object.entries(catalogs).flatMap(([name, cats]) =>
        [...flattenCatalog(cats[lang] as Catalog)]
          .filter(([key, text]) => /option/i.test(key) && placeholder.test(text))
          .map(([key, text]) => `${lang} ${name}:${key}: ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('catches an English word left in a translation', () => {
    expect(latinWords('Загін: Party, Foes')).toEqual(['Party', 'Foes']);
    expect(latinWords('Кидок 2d6 проти МР {{ml}} (A-26, OSR-RND-04), файл JSON')).toEqual([]);
  });
});
