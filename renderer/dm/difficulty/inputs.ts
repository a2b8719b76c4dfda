// The party and the foes as the difficulty reckoning reads them, from what the screens already
// hold: a prepared encounter's lines with the roster (builder), or a fight's combatants
// (encounter screen, before it starts). Only player characters make the party; roster NPCs and
// companions are taken for the party's allies and counted on neither side.
import type { EncounterState } from '../../../shared/encounter/types';
import type { PreparedLine } from '../../../shared/ipc/channels/campaign';
import type { RuleSystemId } from '../../../shared/model/ids';
import type { RosterEntry } from '../../../shared/model/roster';
import {
  encounterDifficulty,
  type DifficultyReport,
  type Foe,
  type PartyMember,
} from '../../../shared/rules/difficulty';

/** A roster member's level: its Hit Dice pools (5e), its highest class (2e), its Hit Dice (OSR). */
function rosterLevel(entry: RosterEntry): number {
  const pools = entry.state.hitDice.reduce((sum, pool) => sum + pool.total, 0);
  if (pools > 0) return pools;
  const sb = entry.statblock;
  if (Array.isArray(sb.classes)) {
    const levels = sb.classes.map((c) => Number((c as { level?: unknown }).level) || 0);
    if (levels.length > 0) return Math.max(1, ...levels);
  }
  return typeof sb.hd === 'string' ? Math.max(1, parseInt(sb.hd, 10) || 1) : 1;
}

/** The difficulty of a prepared encounter's lines. */
export function builderDifficulty(
  system: RuleSystemId,
  lines: readonly PreparedLine[],
  rosterById: ReadonlyMap<string, RosterEntry>,
): DifficultyReport {
  const party: PartyMember[] = [];
  const foes: Foe[] = [];
  for (const line of lines) {
    if (line.source === 'roster') {
      const entry = rosterById.get(line.rosterId);
      if (entry?.kind === 'pc') party.push({ level: rosterLevel(entry) });
    } else if (line.source === 'inline') {
      const foe: Foe = { statblock: line.statblock, hd: line.quick?.hd };
      for (let i = 0; i < line.count; i++) foes.push(foe);
    }
  }
  return encounterDifficulty(system, party, foes);
}

const SYSTEMS: readonly string[] = ['dnd5e', 'adnd2e', 'osr'] satisfies RuleSystemId[];

/**
 * The difficulty of a fight's combatants: the characters against those on other sides;
 * undefined for a rule system the reckoning does not know.
 */
export function fightDifficulty(enc: EncounterState): DifficultyReport | undefined {
  if (!SYSTEMS.includes(enc.system)) return undefined;
  const system = enc.system as RuleSystemId;
  const present = Object.values(enc.combatants).filter((c) => c.present);
  const pcs = present.filter((c) => c.kind === 'pc');
  const pcSides = new Set(pcs.map((c) => c.side));
  const party = pcs.map((c): PartyMember => {
    // 5e keeps the level in sys (its Hit Dice total); the other systems do not read it.
    const hitDice = c.sys.hitDice as { total?: unknown } | undefined;
    const level =
      typeof c.sys.level === 'number'
        ? c.sys.level
        : typeof hitDice?.total === 'number'
          ? hitDice.total
          : 1;
    return { level: Math.max(1, level) };
  });
  const foes = present
    .filter((c) => c.kind !== 'pc' && !pcSides.has(c.side))
    .map((c): Foe => ({ statblock: c.statblock }));
  return encounterDifficulty(system, party, foes);
}
