// The campaign screens' catalog: every key in English, Ukrainian and Russian (with the plural
// forms each needs), every key the screens ask for present, every store error and recovery
// notice explained, and every option of every rule system labelled and explained.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSystems } from '../../../shared/index';
import { languages } from '../../../shared/i18n/index';
import type { RecoveryNotice, StoreErrorCode } from '../../../shared/model/recovery';
import { campaignI18n } from '../../../renderer/dm/campaign/i18n/index';
import { catalogProblems, requestableKeys } from '../../unit/i18n/catalogCheck';

const screens = ['renderer/dm/campaign', 'renderer/dm/roster', 'renderer/dm/options'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|svelte)$/.test(entry.name) ? [path] : [];
  });
}

const storeErrors: StoreErrorCode[] = [
  'dataDirLocked',
  'documentUnrecoverable',
  'documentTooNew',
  'diskFull',
  'writeFailed',
  'readFailed',
  'notFound',
  'alreadyExists',
  'invalidInput',
  'logAlreadyOpen',
  'storeClosed',
];

const notices: (RecoveryNotice['code'] | 'settingsReset')[] = [
  'documentRestoredFromBackup',
  'documentMissingRestoredFromBackup',
  'backupDamagedSetAside',
  'journalTailDropped',
  'journalDamagedTruncated',
  'snapshotRestoredFromBackup',
  'staleLockReplaced',
  'documentMigrated',
  'settingsReset',
];

/** Every `campaign.*` code main's campaign code throws, read from its source. */
function campaignCodes(): string[] {
  const codes = new Set<string>();
  for (const file of files(resolve('main/campaign'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/IpcFailure\(\s*'(campaign\.[a-zA-Z]+)'/g)) {
      codes.add(match[1] ?? '');
    }
  }
  return [...codes];
}

describe('campaign catalog', () => {
  it('has every key in all three languages with the plural forms each needs', () => {
    expect(catalogProblems('campaign', campaignI18n)).toEqual([]);
  });

  it('has every key the campaign, roster and options screens ask for', () => {
    const known = requestableKeys(campaignI18n.en);
    const missing: string[] = [];
    let checked = 0;
    for (const file of screens.flatMap((dir) => files(resolve(dir)))) {
      // In these screens a bare t(…) is the campaign namespace's (text.t).
      for (const match of readFileSync(file, 'utf8').matchAll(
        /(?<![\w.])t\(\s*'([a-zA-Z][\w.]*)'/g,
      )) {
        checked += 1;
        if (!known.has(match[1] ?? '')) missing.push(`${relative('.', file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('explains every store error, every campaign error and every recovery notice', () => {
    for (const language of languages) {
      const keys = requestableKeys(campaignI18n[language]);
      for (const code of [...storeErrors, ...campaignCodes()]) {
        expect(keys.has(`error.${code}`), `${language}: error.${code}`).toBe(true);
      }
      for (const code of notices) {
        expect(keys.has(`notice.${code}`), `${language}: notice.${code}`).toBe(true);
      }
    }
    expect(campaignCodes().length).toBeGreaterThan(8);
  });

  it('every option of every rule system has a label and an explanation in every language', () => {
    for (const system of listSystems()) {
      for (const language of languages) {
        const keys = requestableKeys(system.i18n[language]);
        for (const option of system.options) {
          expect(keys.has(option.labelKey), `${system.id} ${language} ${option.labelKey}`).toBe(
            true,
          );
          expect(keys.has(option.helpKey), `${system.id} ${language} ${option.helpKey}`).toBe(true);
          // Each value is named by the system, or else by the campaign catalog.
          const own = requestableKeys(campaignI18n[language]);
          for (const value of option.values ?? []) {
            const key = `${option.labelKey.replace(/\.label$/, '')}.values.${value}`;
            const fallback = `optionValue.${system.id}.${option.key.replace(/\./g, '_')}.${value}`;
            expect(keys.has(key) || own.has(fallback), `${system.id} ${language} ${key}`).toBe(
              true,
            );
          }
        }
      }
    }
  });
});
