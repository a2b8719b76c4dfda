// A file without a system column asks whose creatures it holds, naming the file's own format:
// a Basic Fantasy JSON list is not called a CSV (en, uk, ru).
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/index';
import { libraryI18n, libraryNamespace } from '../../../shared/library/i18n';
import { sourceFromCsv } from '../../../shared/library/formats/csv-source';
import { osrJsonSource } from '../../../shared/library/formats/osr-json';

const kobold = { name: 'Kobold', hd: '1/2', ac: 13, movement: 20 };

const problemOf = (result: ReturnType<typeof osrJsonSource>) => (result.ok ? null : result.problem);

describe('the system question names the file format', () => {
  it('a JSON list of creatures without a system asks about a JSON file', () => {
    expect(problemOf(osrJsonSource([kobold]))).toEqual({
      code: 'csvSystemRequired',
      params: { format: 'JSON' },
    });
  });

  it('a CSV without a system column asks about a CSV file', () => {
    expect(problemOf(sourceFromCsv('name,hd,ac\nOrc,1,6\n'))).toEqual({
      code: 'csvSystemRequired',
      params: { format: 'CSV' },
    });
  });

  it('says JSON or CSV in every language', () => {
    const text = (language: 'en' | 'uk' | 'ru', format: string): string =>
      createI18n(language, { [libraryNamespace]: libraryI18n }).t(
        'library:problem.csvSystemRequired',
        { format },
      );
    expect(text('en', 'JSON')).toBe(
      'Choose whether this JSON file holds AD&D 2e or OSR creatures.',
    );
    expect(text('uk', 'JSON')).toBe('Виберіть, чиї істоти в цьому файлі JSON: AD&D 2e чи OSR.');
    expect(text('ru', 'CSV')).toBe('Выберите, чьи существа в этом файле CSV: AD&D 2e или OSR.');
  });
});
