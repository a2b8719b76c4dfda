// Armour Class is named as each system's seed names it: Ukrainian 5e "Клас Броні (КБ)" (seed 000),
// Russian 5e "Класс Доспеха (КД)" (seed 001), OSR "КБ" (seed 002), 2e "Класс Брони" (seed 003);
// Ukrainian uses КБ for every system. Screens that show any system read the system's `term.ac`.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch } from '../../../shared';
import { engineI18n } from '../../../shared/encounter/i18n';
import { exportI18n } from '../../../shared/export/i18n';
import { commonCatalogs } from '../../../shared/i18n/index';
import type { Language } from '../../../shared/i18n/languages';
import { libraryI18n } from '../../../shared/library/i18n';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { ADND2E_ROWS } from '../../../renderer/dm/actions/i18n/adnd2e';
import { DND5E_ROWS } from '../../../renderer/dm/actions/i18n/dnd5e';
import { OSR_ROWS } from '../../../renderer/dm/actions/i18n/osr';
import type { Row } from '../../../renderer/dm/actions/i18n/rows';
import { campaignI18n } from '../../../renderer/dm/campaign/i18n/index';
import { encounterUiI18n } from '../../../renderer/dm/encounter/i18n/index';
import { statblockI18n } from '../../../renderer/dm/statblock/i18n/index';
import { tellCommands } from '../../../main/encounter/logTeller';
import { flattenCatalog } from './catalogCheck';

type Tree = Parameters<typeof flattenCatalog>[0];

/** Every text of a catalog (or of one branch of it). */
const texts = (tree: unknown): string[] => [...flattenCatalog(tree as Tree).values()];

/** The texts of palette rows in one language. */
const rowTexts = (rows: readonly Row[], lang: 'uk' | 'ru'): string[] =>
  rows.map((r) => (lang === 'uk' ? r[2] : r[3]));

/** Words that name Armour Class against the seeds. */
const WRONG_UK = /(^|[^А-ЯҐЄІЇа-яґєії])(КЗ|КО|КД)([^А-ЯҐЄІЇа-яґєії]|$)|Клас (обладунку|захисту)/i;
const ABBREVIATION = (term: string) => new RegExp(`(^|[^А-ЯЁа-яё])${term}([^А-ЯЁа-яё]|$)`);

describe('Armour Class follows each system’s seed', () => {
  it('each system names it in its catalog under `term`', () => {
    const expected: Record<string, Record<Language, [string, string]>> = {
      dnd5e: { en: ['AC', 'Armor Class'], uk: ['КБ', 'Клас броні'], ru: ['КД', 'Класс доспеха'] },
      adnd2e: { en: ['AC', 'Armor Class'], uk: ['КБ', 'Клас броні'], ru: ['КБ', 'Класс брони'] },
      osr: { en: ['AC', 'Armor Class'], uk: ['КБ', 'Клас броні'], ru: ['КБ', 'Класс брони'] },
    };
    const catalogs = { dnd5e: dnd5eI18n, adnd2e: adnd2eI18n, osr: osrI18n };
    for (const [system, byLanguage] of Object.entries(expected)) {
      for (const [lang, [short, full]] of Object.entries(byLanguage)) {
        const flat = flattenCatalog(catalogs[system as keyof typeof catalogs][lang as Language]);
        expect(flat.get('term.ac'), `${system} ${lang}`).toBe(short);
        expect(flat.get('term.armorClass'), `${system} ${lang}`).toBe(full);
      }
    }
  });

  it('no Ukrainian catalog calls it КЗ, КО, КД or a class of armour/protection', () => {
    const all = [
      ...texts(dnd5eI18n.uk),
      ...texts(adnd2eI18n.uk),
      ...texts(osrI18n.uk),
      ...texts(exportI18n.uk),
      ...texts(engineI18n.uk),
      ...texts(libraryI18n.uk),
      ...texts(commonCatalogs.uk),
      ...texts(campaignI18n.uk),
      ...texts(encounterUiI18n.uk),
      ...texts(statblockI18n.uk),
      ...rowTexts(DND5E_ROWS, 'uk'),
      ...rowTexts(ADND2E_ROWS, 'uk'),
      ...rowTexts(OSR_ROWS, 'uk'),
    ];
    // The library's level filter "НН / КЗ" is challenge rating / Кості здоров'я (Hit Dice).
    expect(all.filter((t) => t !== 'НН / КЗ' && WRONG_UK.test(t))).toEqual([]);
  });

  it('Russian 5e texts say КД, Russian 2e and OSR texts say КБ', () => {
    const ru5e = [
      ...texts(dnd5eI18n.ru),
      ...texts((exportI18n.ru as { ev: { dnd5e: unknown } }).ev.dnd5e),
      ...rowTexts(DND5E_ROWS, 'ru'),
    ];
    const ruOld = [
      ...texts(adnd2eI18n.ru),
      ...texts(osrI18n.ru),
      ...texts((exportI18n.ru as { ev: { adnd2e: unknown } }).ev.adnd2e),
      ...texts((exportI18n.ru as { ev: { osr: unknown } }).ev.osr),
      ...rowTexts(ADND2E_ROWS, 'ru'),
      ...rowTexts(OSR_ROWS, 'ru'),
    ];
    expect(ru5e.filter((t) => ABBREVIATION('КБ').test(t))).toEqual([]);
    expect(ruOld.filter((t) => ABBREVIATION('КД').test(t))).toEqual([]);
    expect(ru5e.some((t) => ABBREVIATION('КД').test(t))).toBe(true);
    expect(ruOld.some((t) => ABBREVIATION('КБ').test(t))).toBe(true);
  });

  it('the log of any system names it with the system’s term (a creature joins, its AC changes)', () => {
    const said = (system: string, language: Language): string[] => {
      const start = createEncounter({ system, seed: 1, combatants: [] });
      const joined = dispatch(start, {
        type: 'addCombatants',
        combatants: [{ id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 }],
      });
      const changed = dispatch(joined.state, {
        type: 'updateCombatant',
        combatantId: 'g',
        patch: { ac: 15 },
      });
      return tellCommands(start, [joined.events, changed.events], 0, language).flatMap((c) =>
        c.lines.map((l) => l.text),
      );
    };
    expect(said('dnd5e', 'ru').join('\n')).toMatch(/КД 13[\s\S]*КД 13 → 15/);
    expect(said('osr', 'ru').join('\n')).toMatch(/КБ 13[\s\S]*КБ 13 → 15/);
    expect(said('adnd2e', 'ru').join('\n')).toMatch(/КБ 13[\s\S]*КБ 13 → 15/);
    expect(said('dnd5e', 'uk').join('\n')).toMatch(/КБ 13[\s\S]*КБ 13 → 15/);
    expect(said('osr', 'en').join('\n')).toMatch(/AC 13[\s\S]*AC 13 → 15/);
  });
});
