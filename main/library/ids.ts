// Public ids of library creatures say where each one lives, so a request needs nothing else:
// `srd:<slug>` (bundled, read-only), `g:<entryId>` (the DM's global library) and
// `c:<campaignId>:<entryId>` (one campaign's library).
import { IpcFailure } from '../../shared/ipc/errors';
import type { LibraryScope } from '../../shared/library/types';

/** Where a public id points. */
export type CreatureRef =
  | { kind: 'srd'; id: string }
  | { kind: 'global'; entryId: string }
  | { kind: 'campaign'; campaignId: string; entryId: string };

/** The public id of a stored entry in `scope`. */
export function publicId(scope: LibraryScope, entryId: string): string {
  return scope.kind === 'global' ? `g:${entryId}` : `c:${scope.campaignId}:${entryId}`;
}

/** Reads a public id; throws IpcFailure `library.notFound` for one of no known shape. */
export function parseCreatureId(id: string): CreatureRef {
  if (id.startsWith('srd:')) return { kind: 'srd', id };
  const global = /^g:([A-Za-z0-9_-]+)$/.exec(id);
  if (global) return { kind: 'global', entryId: global[1] as string };
  const campaign = /^c:([A-Za-z0-9_-]+):([A-Za-z0-9_-]+)$/.exec(id);
  if (campaign) {
    return { kind: 'campaign', campaignId: campaign[1] as string, entryId: campaign[2] as string };
  }
  throw new IpcFailure('library.notFound', { id: id.slice(0, 100) });
}

/** The scope a reference to a stored entry belongs to. */
export function scopeOf(ref: Exclude<CreatureRef, { kind: 'srd' }>): LibraryScope {
  return ref.kind === 'global'
    ? { kind: 'global' }
    : { kind: 'campaign', campaignId: ref.campaignId };
}
