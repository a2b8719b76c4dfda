// Golden files of every export format, for a scripted encounter of each rule system in each
// language, for the DM and for the players. The files under tests/fixtures/export/ change only
// deliberately: run with UPDATE_GOLDEN=1 to rewrite them, then review the diff.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderExport, type ExportFormat } from '../../../shared/export/render';
import { languages } from '../../../shared/i18n/languages';
import { scripts } from './support/scripts';

const UPDATE = process.env.UPDATE_GOLDEN === '1';
const root = resolve('tests/fixtures/export');

/** Documents rendered for the golden files: every readable format for both audiences, and JSON. */
const variants: { format: ExportFormat; audience: 'dm' | 'player'; file: string }[] = [
  ...(['md', 'html', 'csv'] as const).flatMap((format) =>
    (['dm', 'player'] as const).map((audience) => ({
      format,
      audience,
      file: `${audience}.${format}`,
    })),
  ),
  { format: 'json', audience: 'dm', file: 'log.json' },
];

describe('golden files of the session-log export', () => {
  for (const system of Object.keys(scripts)) {
    const { encounter } = (scripts[system] as NonNullable<(typeof scripts)[string]>)();
    for (const language of languages) {
      for (const { format, audience, file } of variants) {
        it(`${system} ${language} ${file}`, () => {
          const text = renderExport([encounter], {
            format,
            audience,
            language,
            timeZone: 'Europe/Kyiv',
            exportedAt: '2025-03-14T21:00:00.000Z',
          });
          const path = join(root, system, language, file);
          if (UPDATE || !existsSync(path)) {
            if (!UPDATE) throw new Error(`missing golden file ${path}; run with UPDATE_GOLDEN=1`);
            mkdirSync(dirname(path), { recursive: true });
            writeFileSync(path, text);
          }
          expect(text).toBe(readFileSync(path, 'utf8'));
        });
      }
    }
  }
});
