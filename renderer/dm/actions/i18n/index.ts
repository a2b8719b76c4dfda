// The palette's catalog (namespace `act`) in every interface language: its own texts, then
// each system's commands under the system's id.
import type { LanguageCatalogs } from '../../../../shared/i18n/catalog';
import { ADND2E_ROWS } from './adnd2e';
import { COMMON_ROWS } from './common';
import { DND5E_ROWS } from './dnd5e';
import { OSR_ROWS } from './osr';
import { treeOf, under, type Row } from './rows';

/** Every row of the catalog, keys as the palette asks for them (without the namespace). */
export const ACTIONS_ROWS: readonly Row[] = [
  ...COMMON_ROWS,
  ...under('dnd5e', DND5E_ROWS),
  ...under('adnd2e', ADND2E_ROWS),
  ...under('osr', OSR_ROWS),
];

/** The palette's texts in English, Ukrainian and Russian. */
export const actionsI18n: LanguageCatalogs = {
  en: treeOf(ACTIONS_ROWS, 1),
  uk: treeOf(ACTIONS_ROWS, 2),
  ru: treeOf(ACTIONS_ROWS, 3),
};
