// Every word the rules-actions palette shows exists in English, Ukrainian and Russian: each
// command's name and explanation, each field's label, each value of each choice (its own
// catalog or the rule system's that already names it), and every text its source asks for.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineI18n } from '../../../shared/encounter/i18n';
import { commonCatalogs, languages, type LanguageCatalogs } from '../../../shared/i18n/index';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { listSystems } from '../../../shared/rules/registry';
import { encounterUiI18n } from '../../../renderer/dm/encounter/i18n/index';
import type { FieldDef, FieldSpec } from '../../../renderer/dm/actions/formSpec';
import { COMMAND_FORMS } from '../../../renderer/dm/actions/generated/commandForms';
import { ACTIONS_ROWS, actionsI18n } from '../../../renderer/dm/actions/i18n/index';
import {
  commandKeys,
  fieldKeys,
  valueKeys,
  ACTIONS_NAMESPACE,
} from '../../../renderer/dm/actions/labels';
import { DEDICATED_EDITORS } from '../../../renderer/dm/actions/dedicated';
import { ROLLS } from '../../../renderer/dm/actions/rolls';
import { catalogProblems, requestableKeys } from '../i18n/catalogCheck';

const namespaces: Record<string, LanguageCatalogs> = {
  [ACTIONS_NAMESPACE]: actionsI18n,
  enc: encounterUiI18n,
  engine: engineI18n,
  common: commonCatalogs,
  dnd5e: dnd5eI18n,
  adnd2e: adnd2eI18n,
  osr: osrI18n,
};

const known = Object.fromEntries(
  Object.entries(namespaces).map(([ns, catalogs]) => [
    ns,
    Object.fromEntries(languages.map((l) => [l, requestableKeys(catalogs[l])])),
  ]),
) as Record<string, Record<(typeof languages)[number], Set<string>>>;

function split(full: string): [string, string] {
  const colon = full.indexOf(':');
  return [full.slice(0, colon), full.slice(colon + 1)];
}

function hasIn(full: string, lang: (typeof languages)[number]): boolean {
  const [ns, key] = split(full);
  return known[ns]?.[lang].has(key) ?? false;
}

/** The key the palette uses (the first the English catalogs know), or a problem. */
function check(what: string, candidates: readonly string[], problems: string[]): void {
  const chosen = candidates.find((k) => hasIn(k, 'en'));
  if (!chosen) {
    problems.push(`${what}: none of ${candidates.join(', ')}`);
    return;
  }
  for (const lang of languages) if (!hasIn(chosen, lang)) problems.push(`${chosen} in ${lang}`);
}

function walk(
  system: string,
  command: string,
  fields: readonly FieldDef[],
  path: string,
  problems: string[],
): void {
  for (const f of fields)
    visit(system, command, f.spec, path ? `${path}.${f.name}` : f.name, problems);
}

function visit(
  system: string,
  command: string,
  spec: FieldSpec,
  path: string,
  problems: string[],
): void {
  check(`${system} ${command} ${path}`, fieldKeys(system, command, path), problems);
  if (spec.kind === 'enum') {
    for (const v of spec.values) {
      check(
        `${system} ${command} ${path}=${v}`,
        valueKeys(system, command, path, String(v)),
        problems,
      );
    }
  } else if (spec.kind === 'array') {
    if (spec.of.kind === 'enum' || spec.of.kind === 'object' || spec.of.kind === 'union') {
      visitInner(system, command, spec.of, path, problems);
    }
  } else if (spec.kind === 'record') {
    visitInner(system, command, spec.of, path, problems);
  } else visitInner(system, command, spec, path, problems);
}

function visitInner(
  system: string,
  command: string,
  spec: FieldSpec,
  path: string,
  problems: string[],
): void {
  if (spec.kind === 'enum') {
    for (const v of spec.values) {
      check(
        `${system} ${command} ${path}=${v}`,
        valueKeys(system, command, path, String(v)),
        problems,
      );
    }
  } else if (spec.kind === 'object') walk(system, command, spec.fields, path, problems);
  else if (spec.kind === 'union') {
    const at = path ? `${path}.${spec.key}` : spec.key;
    check(`${system} ${command} ${at}`, fieldKeys(system, command, at), problems);
    for (const o of spec.options) {
      check(
        `${system} ${command} ${at}=${o.value}`,
        valueKeys(system, command, at, o.value),
        problems,
      );
      walk(system, command, o.fields, path, problems);
    }
  }
}

describe('rules actions texts', () => {
  it('has every key of its catalog in all three languages, with the same placeholders', () => {
    expect(catalogProblems(ACTIONS_NAMESPACE, actionsI18n)).toEqual([]);
    const keys = ACTIONS_ROWS.map((r) => r[0]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  for (const system of listSystems()) {
    it(`${system.id}: names, explains and labels every command, field and value`, () => {
      const problems: string[] = [];
      let fields = 0;
      for (const [command, spec] of Object.entries(COMMAND_FORMS[system.id] ?? {})) {
        const { name, help } = commandKeys(system.id, command);
        check(`${command} name`, [name], problems);
        check(`${command} help`, [help], problems);
        if (DEDICATED_EDITORS.has(`${system.id}:${command}`)) continue;
        if (spec.kind === 'object') walk(system.id, command, spec.fields, '', problems);
        else visitInner(system.id, command, spec, '', problems);
        fields += 1;
      }
      for (const rolls of Object.values(ROLLS[system.id] ?? {})) {
        for (const roll of rolls) check(`roll ${roll.label}`, [`act:roll.${roll.label}`], problems);
      }
      expect(fields).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  }

  it('has every key its source writes out', () => {
    const dir = resolve('renderer/dm/actions');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(svelte|ts)$/.test(f),
    );
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:/]+)'/g)) {
        const key = m[1] as string;
        const full = key.includes(':') ? key : `${ACTIONS_NAMESPACE}:${key}`;
        count += 1;
        check(file, [full], problems);
      }
    }
    expect(count).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
