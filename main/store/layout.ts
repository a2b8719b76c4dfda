// Where each document lives inside the data folder:
//   writer.lock  settings.json  library.json
//   campaigns/<campaignId>/campaign.json  roster.json  encounters.json  library.json
//   campaigns/<campaignId>/campaign-log.{header.json,jsonl,snapshot.json}
//   campaigns/<campaignId>/logs/<encounterId>.{header.json,jsonl,snapshot.json}
import { join } from 'node:path';
import { recordIdSchema } from '../../shared/model/ids';
import { StoreError } from './errors';

/** Refuses an id that is not a valid record id before it becomes part of a path. */
export function checkedId(id: string): string {
  if (!recordIdSchema.safeParse(id).success) {
    throw new StoreError('invalidInput', { problem: 'badId', id: id.slice(0, 80) });
  }
  return id;
}

/** Paths of every file in a data folder. */
export const layout = {
  lock: (root: string) => join(root, 'writer.lock'),
  settings: (root: string) => join(root, 'settings.json'),
  library: (root: string) => join(root, 'library.json'),
  campaigns: (root: string) => join(root, 'campaigns'),
  campaignDir: (root: string, id: string) => join(root, 'campaigns', checkedId(id)),
  campaign: (root: string, id: string) => join(layout.campaignDir(root, id), 'campaign.json'),
  roster: (root: string, id: string) => join(layout.campaignDir(root, id), 'roster.json'),
  savedEncounters: (root: string, id: string) =>
    join(layout.campaignDir(root, id), 'encounters.json'),
  /** The campaign's own creature library (the creature library writes it). */
  campaignLibrary: (root: string, id: string) => join(layout.campaignDir(root, id), 'library.json'),
  campaignLog: (root: string, id: string) => join(layout.campaignDir(root, id), 'campaign-log'),
  logsDir: (root: string, id: string) => join(layout.campaignDir(root, id), 'logs'),
  encounterLog: (root: string, campaignId: string, encounterId: string) =>
    join(layout.logsDir(root, campaignId), checkedId(encounterId)),
};

/** Path of a campaign's own creature library. */
export function campaignLibraryPath(root: string, campaignId: string): string {
  return layout.campaignLibrary(root, campaignId);
}

/** Suffix of an encounter log's header file; listing a logs folder looks for it. */
export const HEADER_SUFFIX = '.header.json';
