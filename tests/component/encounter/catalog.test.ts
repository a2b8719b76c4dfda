// Every text the encounter screen shows exists in Ukrainian, Russian and English: its own
// catalog agrees across the languages, every key its source asks for (written out or built
// from a known family) is there, and so are the rule systems' and engine's keys it borrows.
import { describe, expect, it } from 'vitest';
import { engineI18n } from '../../../shared/encounter/i18n';
import { commonCatalogs } from '../../../shared/i18n/index';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { encounterUiI18n } from '../../../renderer/dm/encounter/i18n/index';
import { promptSpec } from '../../../renderer/dm/encounter/prompts';
import { OTHER_KEYS, SHORTCUT_GROUPS, SHORTCUTS } from '../../../renderer/dm/encounter/shortcuts';
import type { Prompt } from '../../../shared/encounter/types';
import { catalogProblems } from '../../unit/i18n/catalogCheck';
import { folderSources, missingKeys, type Namespaces } from '../support/catalogKeys';

const namespaces: Namespaces = {
  enc: encounterUiI18n,
  engine: engineI18n,
  common: commonCatalogs,
  dnd5e: dnd5eI18n,
  adnd2e: adnd2eI18n,
  osr: osrI18n,
};

const sources = (): string => folderSources('renderer/dm/encounter');

const missing = (keys: Iterable<string>): string[] => missingKeys(keys, namespaces, 'enc');

describe('encounter screen texts', () => {
  it('has every key of its catalog in all three languages, with the same placeholders', () => {
    expect(catalogProblems('enc', encounterUiI18n)).toEqual([]);
  });

  it('has every key its source writes out', () => {
    const text = sources();
    const keys = new Set<string>();
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:]+)'/g)) keys.add(m[1] as string);
    for (const m of text.matchAll(/labelKey: '([a-zA-Z0-9_.:]+)'/g)) keys.add(m[1] as string);
    for (const m of text.matchAll(/titleKey: '([a-zA-Z0-9_.:]+)'/g)) keys.add(m[1] as string);
    for (const m of text.matchAll(/helpKey: '([a-zA-Z0-9_.:]+)'/g)) keys.add(m[1] as string);
    expect(keys.size).toBeGreaterThan(150);
    expect(missing(keys)).toEqual([]);
  });

  it('has a sentence for every problem it reports itself', () => {
    const text = sources();
    const codes = new Set<string>();
    for (const m of text.matchAll(/reject\(\s*'([a-zA-Z]+)'/g)) codes.add(m[1] as string);
    for (const m of text.matchAll(/code: '([a-zA-Z]+)'/g)) codes.add(m[1] as string);
    expect(codes.size).toBeGreaterThan(10);
    expect(missing([...codes].map((code) => `error.${code}`))).toEqual([]);
  });

  it('has every key it builds from a family', () => {
    const keys = [
      ...SHORTCUTS.map((s) => `help.action.${s.action}`),
      ...OTHER_KEYS.map((o) => `help.other.${o.id}`),
      ...SHORTCUT_GROUPS.map((g) => `help.group.${g}`),
      ...[
        'damage',
        'heal',
        'tempHp',
        'addCondition',
        'removeCondition',
        'deathSave',
        'initiative',
        'ready',
      ].map((a) => `panel.action.${a}`),
      ...['pc', 'npc', 'monster'].flatMap((k) => [`kind.${k}`, `common:combatant.kind.${k}`]),
      'row.until.turnStart',
      'row.until.turnEnd',
      'row.life.unconscious',
      'row.life.dying',
      'row.morale.fled',
      'row.morale.surrendered',
      ...['half', 'threeQuarters', 'total'].map((c) => `grid.cover.${c}`),
      ...['str', 'dex', 'con', 'int', 'wis', 'cha'].map((a) => `ability.${a}`),
      'side.party',
      'side.foes',
      ...['setup', 'active', 'ended'].map((s) => `engine:engine.status.${s}`),
      'dnd5e:dnd5e.name',
      'adnd2e:name',
      'osr:name',
    ];
    expect(missing(keys)).toEqual([]);
  });

  it('has the title and answers of every prompt the rules raise', () => {
    const kinds: [string, boolean, string][] = [
      ...[
        'knockOut',
        'concentration',
        'massiveDamage',
        'deathSave',
        'lingeringInjury',
        'morale',
        'cleave',
        'tempHp',
        'declareActions',
      ].map((k): [string, boolean, string] => ['dnd5e', false, k]),
      ['dnd5e', true, 'initiativeTie'],
      ['dnd5e', true, 'joinInitiative'],
      ...['spellDisturbance', 'drainHpZero', 'mrBeneficial'].map((k): [string, boolean, string] => [
        'adnd2e',
        false,
        k,
      ]),
      ...[
        'morale',
        'shootIntoMelee',
        'oilMiss',
        'oilSplash',
        'shieldBash',
        'spellInterrupted',
        'readiedWhileSurprised',
      ].map((k): [string, boolean, string] => ['osr', false, k]),
    ];
    const keys: string[] = [];
    for (const [system, engine, kind] of kinds) {
      const prompt = { id: 'p', kind, engine, data: {}, blocking: false, round: 1 } as Prompt;
      const spec = promptSpec(system, prompt);
      expect(spec, `${system} ${kind}`).not.toBeNull();
      if (!spec) continue;
      keys.push(spec.titleKey, ...(spec.helpKey ? [spec.helpKey] : []));
      for (const choice of spec.choices) {
        keys.push(choice.labelKey, ...(choice.rolls ?? []).map((r) => r.labelKey));
      }
    }
    expect(missing(keys)).toEqual([]);
  });
});
