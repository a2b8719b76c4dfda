// One step of an import: map a record, validate it, and drop exact duplicates of what the
// target library already holds (or of an earlier record of the same file), so importing the
// same file twice adds nothing the second time.
import type { RuleSystemId } from '../model/ids';
import type { ImportSource } from './formats/detect';
import type { PreviewItem, RejectedItem } from './types';
import { validateCandidate, type ValidCreature } from './validate';
import { summarise } from './summary';

/** A creature the import will add, with the preview line shown for it. */
export interface PlannedCreature {
  readonly creature: ValidCreature;
  readonly item: PreviewItem;
}

/** The outcome of one record. */
export type PlannedRecord =
  | { readonly ok: true; readonly planned: PlannedCreature }
  | { readonly ok: false; readonly rejected: RejectedItem };

/** 53-bit string hash (cyrb53): duplicate detection keeps numbers, not whole statblock texts. */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The duplicate key of a creature: its system, name and whole statblock. */
export function creatureKey(system: RuleSystemId, name: string, statblock: unknown): number {
  return hash53(`${system}\u0000${name}\u0000${JSON.stringify(statblock)}`);
}

const normalised = (text: unknown) =>
  typeof text === 'string' ? text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() : '';

/**
 * Who a creature is, for re-imports: its rule system, name and source, compared without case or
 * extra spaces, so four "Aboleth"s from four books stay four creatures.
 */
export function identityKey(system: RuleSystemId, name: string, statblock: unknown): string {
  const source = (statblock as { source?: unknown } | null)?.source;
  return `${system}\u0000${normalised(name)}\u0000${normalised(source)}`;
}

/** Maps and validates record `index` of `source`; `seen` holds keys of creatures kept so far. */
export function planRecord(
  source: ImportSource,
  index: number,
  seen: Set<number>,
  fixes?: Readonly<Record<string, string>>,
): PlannedRecord {
  const mapped = source.map(source.records[index], fixes);
  if (!mapped.ok)
    return { ok: false, rejected: { index, name: mapped.name, problem: mapped.problem } };
  const valid = validateCandidate(mapped.candidate);
  if (!valid.ok)
    return { ok: false, rejected: { index, name: valid.name, problem: valid.problem } };
  const { creature } = valid;
  const key = creatureKey(creature.system, creature.name, creature.statblock);
  if (seen.has(key)) {
    return {
      ok: false,
      rejected: { index, name: creature.name, problem: { code: 'duplicate', params: {} } },
    };
  }
  seen.add(key);
  const summary = summarise({
    id: '',
    origin: 'global',
    system: creature.system,
    name: creature.name,
    statblock: creature.statblock,
    tags: creature.tags,
  });
  return {
    ok: true,
    planned: {
      creature,
      item: {
        index,
        system: creature.system,
        name: creature.name,
        levelText: summary.levelText,
        type: summary.type,
        neutralised: creature.neutralised,
        unreadable: creature.unreadable,
        ...(creature.bookToHit
          ? {
              toHit: {
                thac0: creature.bookToHit.thac0,
                book: creature.bookToHit.printed,
                seed: 20 - creature.bookToHit.thac0,
              },
            }
          : {}),
      },
    },
  };
}
