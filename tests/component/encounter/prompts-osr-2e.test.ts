// The OSR prompts for a hit's effect and the optional morale trigger have cards whose texts
// exist in English, Ukrainian and Russian.
import { describe, expect, it } from 'vitest';
import { engineI18n } from '../../../shared/encounter/i18n';
import { commonCatalogs } from '../../../shared/i18n/index';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { encounterUiI18n } from '../../../renderer/dm/encounter/i18n/index';
import { promptSpec } from '../../../renderer/dm/encounter/prompts';
import type { Prompt } from '../../../shared/encounter/types';
import { missingKeys, type Namespaces } from '../support/catalogKeys';

const namespaces: Namespaces = {
  enc: encounterUiI18n,
  engine: engineI18n,
  common: commonCatalogs,
  dnd5e: dnd5eI18n,
  adnd2e: adnd2eI18n,
  osr: osrI18n,
};

const prompt = (kind: string): Prompt => ({ id: 'p1', kind, data: {} }) as unknown as Prompt;

describe('OSR prompt cards', () => {
  it.each([
    ['onHitSave', ['roll', 'saved', 'failed']],
    ['moraleTrigger', ['check', 'skip']],
  ])('%s has its title and choices in all three languages', (kind, values) => {
    const spec = promptSpec('osr', prompt(kind));
    expect(spec).not.toBeNull();
    expect(spec?.choices.map((c) => c.value)).toEqual(values);
    const keys = [spec?.titleKey ?? '', ...(spec?.choices.map((c) => c.labelKey) ?? [])];
    expect(missingKeys(keys, namespaces, 'enc')).toEqual([]);
  });
});
