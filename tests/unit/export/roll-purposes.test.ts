// Every roll a rule system makes has a name in the session log and the DM's log panel in all
// three languages. The names come from each system's typed list of roll purposes; the rules'
// sources are read to make sure no roll is made under a name missing from the list, and the
// screens that let the DM type dice use only listed names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRollPurpose, type RollRecord } from '../../../shared/dice';
import { exportI18n } from '../../../shared/export/i18n';
import { formatRoll } from '../../../shared/export/recap/rolls';
import { recapTranslator } from '../../../shared/export/recap/terms';
import { languages } from '../../../shared/i18n/languages';
import { ADND2E_ROLL_PURPOSES } from '../../../shared/rules/adnd2e/roll-purposes';
import { DND5E_CONTESTS, DND5E_ROLL_PURPOSES } from '../../../shared/rules/dnd5e/roll-purposes';
import { OSR_ROLL_PURPOSES } from '../../../shared/rules/osr/roll-purposes';
import { getSystem } from '../../../shared/rules/registry';
import { ROLLS } from '../../../renderer/dm/actions/rolls';

const LISTS: Readonly<Record<string, readonly string[]>> = {
  dnd5e: DND5E_ROLL_PURPOSES,
  adnd2e: ADND2E_ROLL_PURPOSES,
  osr: OSR_ROLL_PURPOSES,
};

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The literal purposes the rules pass to the roller (`roll(notation, 'x')`, `d20('x', …)`) and
 * to the 5e helpers that roll (rollCheck, rollSave's `purpose`), by file; a template literal
 * counts by the text before its first placeholder. A purpose made wholly from a parameter
 * (`${purpose}:initiator`) is checked by that parameter's type (Dnd5eContest, Dnd5eRollKey).
 */
function literalPurposes(dir: string): { file: string; purpose: string }[] {
  const patterns = [
    /\.roll\(\s*[^,()]+(?:\([^()]*\))?\s*,\s*(['`])([^'`]*)\1/g,
    /\.d20\(\s*(['`])([^'`]*)\1/g,
    /rollCheck\(\s*ctx\s*,\s*[^,]+,\s*(['`])([^'`]*)\1/g,
    /purpose:\s*(['`])([^'`]*)\1/g,
  ];
  return sources(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return patterns
      .flatMap((re) =>
        [...text.matchAll(re)].map((m) => ({ file, purpose: (m[2] ?? '').split('${')[0] ?? '' })),
      )
      .filter((p) => p.purpose !== '');
  });
}

describe('roll purposes', () => {
  for (const [system, list] of Object.entries(LISTS)) {
    it(`${system}: every roll its rules make is named in its list`, () => {
      const found = literalPurposes(join('shared/rules', system));
      expect(found.length).toBeGreaterThan(5);
      const unlisted = found.filter(({ purpose }) => {
        const { base } = parseRollPurpose(purpose);
        return !list.includes(base);
      });
      expect(unlisted).toEqual([]);
    });

    it(`${system}: the system hands its list to the engine, with no name twice`, () => {
      expect(getSystem(system).rollPurposes).toBe(list);
      expect(new Set(list).size).toBe(list.length);
    });

    it(`${system}: the dice fields of the rules-actions forms use listed names`, () => {
      const forms = ROLLS[system] ?? {};
      const unlisted = Object.entries(forms).flatMap(([command, rolls]) =>
        rolls
          .filter((r) => !list.includes(parseRollPurpose(r.purpose).base))
          .map((r) => `${command}: ${r.purpose}`),
      );
      expect(unlisted).toEqual([]);
    });

    for (const language of languages) {
      it(`${system}: every roll is named in ${language}`, () => {
        const tr = recapTranslator(getSystem(system), language);
        const untranslated = list.filter((base) => !tr.has(`purpose.${base}`));
        expect(untranslated).toEqual([]);
      });
    }
  }

  it('the prompts the encounter screen answers with typed dice use listed names', () => {
    const text = readFileSync('renderer/dm/encounter/prompts.ts', 'utf8');
    const names = [...text.matchAll(/(?:purpose:\s*|d20\()'([^']+)'/g)].map((m) => m[1] ?? '');
    const all = new Set(Object.values(LISTS).flat());
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((n) => !all.has(parseRollPurpose(n).base))).toEqual([]);
  });

  it('names the roles of a contest and a table entry a roll reads, in every language', () => {
    for (const language of languages) {
      const catalog = exportI18n[language] as Record<string, Record<string, string>>;
      for (const role of ['initiator', 'defender', 'attack']) {
        expect(catalog.purposeRole?.[role], `${language} ${role}`).toBeTruthy();
      }
      for (const key of ['skeleton', 'lich', 'special', 'paladin', 'paralytic', 'debilitating']) {
        expect(catalog.purposeDetail?.[key], `${language} ${key}`).toBeTruthy();
      }
    }
    expect(DND5E_CONTESTS.every((c) => DND5E_ROLL_PURPOSES.includes(c))).toBe(true);
  });
});

describe('a roll as the log writes it', () => {
  const roll = (purpose: string, notation = '1d20', faces = [12]): RollRecord => ({
    notation,
    dice: faces,
    kept: faces,
    modifier: 0,
    total: faces.reduce((a, b) => a + b, 0),
    source: 'rng',
    purpose,
  });
  const names: Record<string, string> = { c1: 'Aria', 'side:party': 'Party', pal: 'Sir Hugh' };
  const nameOf = (id: string): string => names[id] ?? id;
  const text = (system: string, language: (typeof languages)[number], purpose: string) =>
    formatRoll(roll(purpose), recapTranslator(getSystem(system), language), nameOf);

  it('names a 5e grapple contest and its roles (issue example) in three languages', () => {
    expect(text('dnd5e', 'en', 'grapple:initiator')).toBe('Grapple (initiator) 1d20: 12');
    expect(text('dnd5e', 'uk', 'grapple:defender')).toBe('Захоплення (захисник) 1d20: 12');
    expect(text('dnd5e', 'ru', 'grapple:initiator')).toBe('Захват (инициатор) 1d20: 12');
    // Escaping a grapple is not a flight (the OSR `escape` roll).
    expect(text('dnd5e', 'en', 'escape:initiator')).toBe('Escaping a grapple (initiator) 1d20: 12');
    expect(text('osr', 'uk', 'escape')).toBe('Втеча 1d20: 12');
  });

  it('names creatures and sides, table entries and repeated rolls', () => {
    expect(text('dnd5e', 'en', 'save:c1#2')).toBe('Save (Aria) #2 1d20: 12');
    expect(text('dnd5e', 'uk', 'damage#3')).toBe('Шкода #3 1d20: 12');
    expect(text('adnd2e', 'en', 'init:side:party')).toBe('Initiative (Party) 1d20: 12');
    expect(text('adnd2e', 'ru', 'turnCount.skeleton')).toBe('Число изгнанных (скелет) 1d20: 12');
    expect(text('adnd2e', 'en', 'turnExtra.paladin:pal')).toBe(
      'More undead affected (paladin, Sir Hugh) 1d20: 12',
    );
    expect(text('adnd2e', 'uk', 'poison.paralytic')).toBe(
      'Тривалість отрути (паралізуюча) 1d20: 12',
    );
    expect(text('dnd5e', 'en', 'tie:c:c1')).toBe('Tie-break (Aria) 1d20: 12');
    expect(text('osr', 'ru', 'morale:k13.m1')).toBe('Мораль 1d20: 12');
    expect(text('adnd2e', 'en', 'drainHitDie.Fighter.5')).toBe(
      'Hit Die lost to energy drain (Fighter, 5) 1d20: 12',
    );
  });
});
