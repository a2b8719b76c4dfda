// The list line of a creature: what search shows and filters on, read from its statblock.
import type { RuleSystemId } from '../model/ids';
import { formatCr } from './cr';
import type { CreatureOrigin, CreatureSummary } from './types';

/** What a summary is made from: a stored entry or a bundled SRD creature. */
export interface SummarySource {
  readonly id: string;
  readonly origin: CreatureOrigin;
  readonly system: RuleSystemId;
  readonly name: string;
  readonly statblock: Readonly<Record<string, unknown>>;
  readonly tags: readonly string[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Hit Dice count of `4+1`, `1-1` or `1/2` (the number of dice; the bonus does not count). */
export function hitDiceLevel(hd: unknown): number | null {
  if (typeof hd !== 'string') return null;
  const m = /^\s*(\d+)(?:\s*\/\s*(\d+))?/.exec(hd);
  if (!m) return null;
  return m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
}

/** The summary of a creature. */
export function summarise(source: SummarySource): CreatureSummary {
  const sb = source.statblock;
  const base = {
    id: source.id,
    origin: source.origin,
    system: source.system,
    name: source.name,
    ac: num(sb.ac),
    hp: num(sb.hp),
    tags: source.tags,
  };
  if (source.system === 'dnd5e') {
    const cr = num(sb.cr);
    return {
      ...base,
      type: str(sb.type)?.toLowerCase() ?? null,
      level: cr,
      levelText: cr === null ? '' : formatCr(cr),
      size: str(sb.size),
      source: str(sb.source),
    };
  }
  const hd = source.system === 'adnd2e' ? sb.hitDice : sb.hd;
  return {
    ...base,
    type: null,
    level: hitDiceLevel(hd),
    levelText: str(hd) ?? '',
    size: str(sb.size),
    source: null,
  };
}
