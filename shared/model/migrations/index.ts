import type { DocumentKind, DocumentKindId } from '../migrations';
import { campaignKind } from './campaign';
import { campaignLogKind } from './campaign-log';
import { encounterLogKind } from './encounter-log';
import { libraryKind } from './library';
import { rosterKind } from './roster';
import { savedEncountersKind } from './saved-encounters';
import { settingsKind } from './settings';

export {
  campaignKind,
  campaignLogKind,
  encounterLogKind,
  libraryKind,
  rosterKind,
  savedEncountersKind,
  settingsKind,
};

/** Every stored document kind by name, each with its ordered migrations. */
export const documentKinds: Readonly<Record<DocumentKindId, DocumentKind<unknown>>> = {
  campaign: campaignKind,
  roster: rosterKind,
  savedEncounters: savedEncountersKind,
  settings: settingsKind,
  library: libraryKind,
  encounterLog: encounterLogKind,
  campaignLog: campaignLogKind,
};
