// The XP award step at the end of a fight: the foes (each with how it ended and what it is
// worth by the system's calculator), the party members who share, and the engine's awardXp
// command built from the DM's marks. The numbers are the DM's to change; this only prefills:
// each foe's XP field starts at the calculator's value and what the DM types there counts.
import type { Combatant, EncounterState } from '../../../shared/encounter/types';
import { MAX_AWARD_XP } from '../../../shared/encounter/xp-limit';
import type { RuleSystemId } from '../../../shared/model/ids';
import { encounterDifficulty, xpBasis2e, type XpBasis2e } from '../../../shared/rules/difficulty';

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
  /**
   * The XP field as the DM left it, kept as typed so a slip is shown, not lost: prefilled with
   * the calculator's XP, empty when it is unknown (then the foe is worth nothing).
   */
  entry: string;
  /** The field holds text the browser cannot read as a number (it then reports it empty). */
  unreadable?: boolean;
  /** 2e: the Hit Dice and Table 32 rows the tables read, shown for the DM to check. */
  basis?: XpBasis2e;
}

/** What is wrong with a foe's XP field: not a whole number ≥ 0, or above the engine's bound. */
export type XpProblem = 'whole' | 'tooLarge';

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
    .map((c): AwardFoe => {
      const xp = foeXp(system, c);
      const basis = system === 'adnd2e' ? xpBasis2e(c.statblock) : undefined;
      return {
        id: c.id,
        name: c.name,
        xp,
        end: endOf(c),
        entry: xp === undefined ? '' : String(xp),
        ...(basis ? { basis } : {}),
      };
    });
  const weighted = weightsShares(system);
  const members = all
    .filter((c) => partySides.has(c.side) && (c.kind === 'pc' || weighted))
    .map((c): AwardMember => ({ id: c.id, name: c.name, weight: c.kind === 'pc' ? 1 : 0.5 }));
  return { foes, members };
}

/** An XP field's value: none when empty, else a whole number ≥ 0 within the bound, or why not. */
export function readXp(
  entry: string,
  unreadable = false,
): { xp: number | undefined } | { problem: XpProblem } {
  const text = entry.trim();
  if (text === '') return unreadable ? { problem: 'whole' } : { xp: undefined };
  // Digits only: "2.5", "-3" and "1e3" are each something other than a count the DM meant.
  if (!/^\d+$/.test(text)) return { problem: 'whole' };
  const xp = Number(text);
  return xp > MAX_AWARD_XP ? { problem: 'tooLarge' } : { xp };
}

/** What is wrong with a foe's XP field, if anything. */
export function foeProblem(foe: AwardFoe): XpProblem | undefined {
  const read = readXp(foe.entry, foe.unreadable);
  return 'problem' in read ? read.problem : undefined;
}

/** What a foe is counted at: its field's value; undefined when empty or not a valid entry. */
export function foeWorth(foe: AwardFoe): number | undefined {
  const read = readXp(foe.entry, foe.unreadable);
  return 'xp' in read ? read.xp : undefined;
}

/** The XP of the foes marked defeated, each at what its field says. */
export function awardTotal(foes: readonly AwardFoe[]): number {
  return foes.reduce((sum, f) => sum + (f.end === 'none' ? 0 : (foeWorth(f) ?? 0)), 0);
}

/** The largest share the engine takes (the same bound as one foe's XP). */
export const MAX_SHARE = MAX_AWARD_XP;

/**
 * Whether the award can be sent: every XP field is valid (a slip blocks it even on a foe not
 * counted, so nothing the DM typed is silently dropped) and no share exceeds the engine's bound.
 */
export function awardReady(foes: readonly AwardFoe[], members: readonly AwardMember[]): boolean {
  if (foes.some((f) => foeProblem(f) !== undefined)) return false;
  return [...shares(awardTotal(foes), members).values()].every((xp) => xp <= MAX_SHARE);
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
  defeated: { combatantId: string; how: Exclude<FoeEnd, 'none'>; xp?: number }[];
} {
  const split = shares(awardTotal(foes), members);
  return {
    type: 'awardXp',
    awards: members
      .filter((m) => m.weight > 0)
      .map((m) => ({ combatantId: m.id, xp: split.get(m.id) ?? 0 })),
    // Each defeated foe with what it was counted at, when its field had a value.
    defeated: foes.flatMap((f) => {
      if (f.end === 'none') return [];
      const xp = foeWorth(f);
      return [{ combatantId: f.id, how: f.end, ...(xp === undefined ? {} : { xp }) }];
    }),
  };
}
