// The palette's texts in one language: its own catalog (namespace `act`) over the encounter
// screen's, the engine's and the rule systems' (whose terms it borrows), with the label of a
// command, a field and a value found as labels.ts says.
import { engineI18n } from '../../../shared/encounter/i18n';
import {
  createTranslate,
  type TranslateParams,
  type Translator,
} from '../../../shared/export/translate';
import { commonCatalogs, languages, type Language } from '../../../shared/i18n/index';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { osrI18n } from '../../../shared/rules/osr/i18n';
import { encounterUiI18n } from '../encounter/i18n/index';
import { actionsI18n } from './i18n/index';
import { ACTIONS_NAMESPACE, commandKeys, fieldKeys, firstKnown, valueKeys } from './labels';
import type { Issue } from './validate';

/** The palette's words in one language. */
export interface ActionsText {
  readonly language: Language;
  t(key: string, params?: TranslateParams): string;
  has(key: string): boolean;
  commandName(system: string, command: string): string;
  commandHelp(system: string, command: string): string;
  field(system: string, command: string, path: string): string;
  value(system: string, command: string, path: string, value: string): string;
  issue(issue: Issue): string;
}

const made = new Map<Language, ActionsText>();

function make(language: Language): ActionsText {
  const all = Object.fromEntries(
    languages.map((l) => [
      l,
      {
        [ACTIONS_NAMESPACE]: actionsI18n[l],
        enc: encounterUiI18n[l],
        engine: engineI18n[l],
        common: commonCatalogs[l],
        dnd5e: dnd5eI18n[l],
        adnd2e: adnd2eI18n[l],
        osr: osrI18n[l],
      },
    ]),
  ) as unknown as Parameters<typeof createTranslate>[1];
  const tr: Translator = createTranslate(language, all, ACTIONS_NAMESPACE);
  const t = (key: string, params?: TranslateParams): string => tr.t(key, params);
  return {
    language,
    t,
    has: tr.has,
    commandName: (system, command) => t(commandKeys(system, command).name),
    commandHelp: (system, command) => t(commandKeys(system, command).help),
    field: (system, command, path) => t(firstKnown(fieldKeys(system, command, path), tr.has)),
    value: (system, command, path, value) =>
      t(firstKnown(valueKeys(system, command, path, value), tr.has)),
    issue: (issue) => t(`issue.${issue.code}`, issue.params),
  };
}

/** The palette's texts in `language` (made once). */
export function actionsText(language: Language): ActionsText {
  let text = made.get(language);
  if (!text) {
    text = make(language);
    made.set(language, text);
  }
  return text;
}
