// Search and filters of the library list: name (or type) text, rule system, creature types,
// a challenge-rating / Hit-Dice range, and where a creature comes from. Runs over summaries,
// so thousands of creatures filter in well under a frame.
import type { RuleSystemId } from '../model/ids';
import type { CreatureOrigin, CreatureSummary } from './types';

/** What the DM asks the library for. */
export interface LibraryQuery {
  /** Words that must all appear in the name (or type); case and accents ignored. */
  readonly text?: string;
  readonly system?: RuleSystemId;
  /** Creature types to keep (5e); empty or absent keeps all. */
  readonly types?: readonly string[];
  /** Lowest and highest CR (5e) or Hit Dice (2e, OSR), inclusive. */
  readonly levelMin?: number;
  readonly levelMax?: number;
  readonly origins?: readonly CreatureOrigin[];
  readonly sort?: 'relevance' | 'name' | 'level';
  readonly offset?: number;
  readonly limit?: number;
}

/** A page of results, the total count, and the types present (for the type filter). */
export interface LibraryPage {
  readonly items: CreatureSummary[];
  readonly total: number;
  readonly types: { type: string; count: number }[];
}

/** Lower-case, accents and ё/й marks stripped, so "Гоблин", "гоблін" and "goblin" fold simply. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ё/g, 'е');
}

function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** The folded forms of a summary's name and type, made once per summary (summaries are immutable). */
interface Folded {
  readonly name: string;
  readonly words: readonly string[];
  readonly type: string;
}
const foldedCache = new WeakMap<CreatureSummary, Folded>();

function folded(summary: CreatureSummary): Folded {
  let f = foldedCache.get(summary);
  if (!f) {
    f = {
      name: foldText(summary.name),
      words: words(summary.name),
      type: foldText(summary.type ?? ''),
    };
    foldedCache.set(summary, f);
  }
  return f;
}

// 0 = no match; higher is better: exact name, name prefix, every word a word prefix, substring,
// type match.
function score(summary: CreatureSummary, text: string, terms: readonly string[]): number {
  if (terms.length === 0) return 1;
  const { name, words: nameWords, type } = folded(summary);
  if (name === text) return 5;
  if (name.startsWith(text)) return 4;
  if (terms.every((t) => nameWords.some((w) => w.startsWith(t)))) return 3;
  if (terms.every((t) => name.includes(t))) return 2;
  if (type !== '' && terms.every((t) => type.includes(t) || name.includes(t))) return 1;
  return 0;
}

const byName = (a: CreatureSummary, b: CreatureSummary) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** Filters, ranks and pages `summaries`. */
export function searchLibrary(
  summaries: readonly CreatureSummary[],
  query: LibraryQuery,
): LibraryPage {
  const text = foldText(query.text ?? '').trim();
  const terms = words(query.text ?? '');
  const types = new Set((query.types ?? []).map((t) => t.toLowerCase()));
  const origins = new Set(query.origins ?? []);
  const typeCounts = new Map<string, number>();
  const hits: { summary: CreatureSummary; score: number }[] = [];
  for (const summary of summaries) {
    if (query.system !== undefined && summary.system !== query.system) continue;
    if (origins.size > 0 && !origins.has(summary.origin)) continue;
    if (query.levelMin !== undefined && (summary.level ?? -1) < query.levelMin) continue;
    if (query.levelMax !== undefined && (summary.level ?? Infinity) > query.levelMax) continue;
    const s = score(summary, text, terms);
    if (s === 0) continue;
    // Type counts ignore the type filter itself, so the DM sees what else is there.
    if (summary.type !== null)
      typeCounts.set(summary.type, (typeCounts.get(summary.type) ?? 0) + 1);
    if (types.size > 0 && !types.has(summary.type ?? '')) continue;
    hits.push({ summary, score: s });
  }
  const sort = query.sort ?? 'relevance';
  hits.sort((a, b) => {
    if (sort === 'relevance' && a.score !== b.score) return b.score - a.score;
    if (sort === 'level' && a.summary.level !== b.summary.level) {
      return (a.summary.level ?? -1) - (b.summary.level ?? -1);
    }
    return byName(a.summary, b.summary);
  });
  const offset = Math.max(0, query.offset ?? 0);
  const limit = Math.max(0, query.limit ?? 100);
  return {
    items: hits.slice(offset, offset + limit).map((h) => h.summary),
    total: hits.length,
    types: [...typeCounts]
      .map(([type, count]) => ({ type, count }))
      .sort((a, b) => a.type.localeCompare(b.type)),
  };
}
