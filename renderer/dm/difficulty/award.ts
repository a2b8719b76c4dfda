// The XP award step at the end of a fight: the foes (each with how it ended and what it is
// worth by the system's calculator), the party members who share, and the engine's awardXp
// command built from the DM's marks. The numbers are the DM's to change; this only prefills.
import type { Combatant, EncounterState } from '../../../shared/encounter/types';
import type { RuleSystemId } from '../../../shared/model/ids';
import { encounterDifficulty } from '../../../shared/rules/difficulty';

/** How a foe ended the fight, as the DM marks it (`none`: not defeated, worth nothing). */
export type FoeEnd = 'killed' | 'fled' | 'surrendered' | 'none';

/** Weight of a party member's share: full, half (a henchman, 2e/OSR) or left out. */
export type ShareWeight = 1 | 0.5 | 0;

/** One foe of the award. */
export interface AwardFoe {
  id: string;
  name: string;
  /** XP by the calculator, undefined when its statblock gives no way to reckon it. */
  xp: number | undefined;
  /** Prefilled from the fight: dead or at 0 HP → killed, fled or left the fight → fled. */
  end: FoeEnd;
}

/** One party member who may share. */
export interface AwardMember {
  id: string;
  name: string;
  /** Full for characters; 2e/OSR companions and henchmen (NPCs) start at half. */
  weight: ShareWeight;
}

const SYSTEMS: readonly string[] = ['dnd5e', 'adnd2e', 'osr'] satisfies RuleSystemId[];

/** Whether the system lets the DM weight shares (2e, OSR) rather than share equally (5e). */
export function weightsShares(system: string): boolean {
  return system === 'adnd2e' || system === 'osr';
}

/** What one creature is worth by its system's calculator (undefined: unknown). */
export function foeXp(system: RuleSystemId, c: Combatant): number | undefined {
  const result = encounterDifficulty(system, [], [{ statblock: c.statblock }]);
  return result.report.unknown > 0 ? undefined : result.report.xp;
}

// Read without the rule systems: 5e keeps morale and death in sys, every system's foes are
// out at 0 HP, and a creature taken off the board (leave) has fled.
function endOf(c: Combatant): FoeEnd {
  if (c.sys.morale === 'surrendered' || c.conditions.some((k) => k.key === 'surrendered')) {
    return 'surrendered';
  }
  if (c.hp <= 0 || c.sys.dead === true) return 'killed';
  if (c.sys.morale === 'fled' || !c.present) return 'fled';
  return 'none';
}

/** The award's foes and sharers for a fight, or undefined for a system without XP rules. */
export function awardOf(
  enc: EncounterState,
): { foes: AwardFoe[]; members: AwardMember[] } | undefined {
  if (!SYSTEMS.includes(enc.system)) return undefined;
  const system = enc.system as RuleSystemId;
  const all = enc.combatantIds
    .map((id) => enc.combatants[id])
    .filter((c): c is Combatant => c !== undefined);
  const partySides = new Set(all.filter((c) => c.kind === 'pc').map((c) => c.side));
  const foes = all
    .filter((c) => c.kind !== 'pc' && !partySides.has(c.side))
    .map((c) => ({ id: c.id, name: c.name, xp: foeXp(system, c), end: endOf(c) }));
  const weighted = weightsShares(system);
  const members = all
    .filter((c) => partySides.has(c.side) && (c.kind === 'pc' || weighted))
    .map((c): AwardMember => ({ id: c.id, name: c.name, weight: c.kind === 'pc' ? 1 : 0.5 }));
  return { foes, members };
}

/** The XP of the foes marked defeated. */
export function awardTotal(foes: readonly AwardFoe[]): number {
  return foes.reduce((sum, f) => sum + (f.end === 'none' ? 0 : (f.xp ?? 0)), 0);
}

/** Each member's share of `total` by weight, rounded down (0 for the left out). */
export function shares(total: number, members: readonly AwardMember[]): Map<string, number> {
  const weights = members.reduce((sum, m) => sum + m.weight, 0);
  return new Map(
    members.map((m) => [m.id, weights === 0 ? 0 : Math.floor((total * m.weight) / weights)]),
  );
}

/** The engine's awardXp command for the DM's marks. */
export function awardCommand(
  foes: readonly AwardFoe[],
  members: readonly AwardMember[],
): {
  type: 'awardXp';
  awards: { combatantId: string; xp: number }[];
  defeated: { combatantId: string; how: Exclude<FoeEnd, 'none'> }[];
} {
  const split = shares(awardTotal(foes), members);
  return {
    type: 'awardXp',
    awards: members
      .filter((m) => m.weight > 0)
      .map((m) => ({ combatantId: m.id, xp: split.get(m.id) ?? 0 })),
    defeated: foes.flatMap((f) => (f.end === 'none' ? [] : [{ combatantId: f.id, how: f.end }])),
  };
}
