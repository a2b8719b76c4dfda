// Typed access to the 2e parts of combatant and encounter state (`sys`), stored as plain JSON.
import type { Combatant, EncounterState } from '../../encounter/types';
import type { JsonObject } from '../../encounter/json';
import type { LifeState } from './rules/death';
import type { CombatMove } from './rules/movement';
import type { Adnd2eStatblock } from './statblock';
import { adnd2eStatblockSchema } from './statblock';
import { debilitated } from './rules/poison';
import { dexterityModifiers } from './tables/abilities';

/** A declared action for the round (2E-SEQ-03..06) as the initiative procedure reads it. */
export interface DeclaredAction {
  action: string;
  /** Index into the statblock's attacks. */
  attackIndex?: number;
  spell?: string;
  /** Casting time: a bare number (added to initiative) or whole rounds (2E-INIT-08, -09). */
  castingTime?: number;
  castingRounds?: number;
  item?: string;
  /** Table 55 situations this combatant meets (2E-INIT-04). */
  situations?: string[];
  targetKind?: string;
  rejected?: boolean;
  /** Fights with two weapons this round (2E-TWF-04). */
  twoWeapons?: boolean;
  /** Moves and fires (2E-MOVE-03: half the rate of fire). */
  moving?: boolean;
  /** The kind of combat movement of the round (2E-MOVE-01..07). */
  movement?: CombatMove;
  /** The round the declaration is for (its movement counts in that round only). */
  round?: number;
}

/** A spell being cast (2E-INIT-09, -10). */
export interface PendingSpell {
  name: string;
  /** Initiative score it takes effect at, or -1 for the end of the round. */
  at: number;
  roundsLeft: number;
}

/** The 2e state of one combatant. */
export interface CombatantSys {
  life: LifeState;
  /** Bare-handed (temporary) damage taken this combat (2E-NL-08). */
  tempDamage: number;
  /** A dying character's wounds were tended (2E-DEATH-06). */
  tended: boolean;
  declared: DeclaredAction | null;
  pendingSpell: PendingSpell | null;
  /** Round the initiative score of this round's slot (for spell disturbance). */
  initScore: number | null;
  turnedThisEncounter: boolean;
  bedRestStreak: number;
  revivals: number;
  con: number | null;
  startingCon: number | null;
  levelsLost: number;
  xp: number | null;
  /** A hold kept from round to round: holder, move, rounds held (2E-NL-12, -13). */
  hold: { holderId: string; move: string; rounds: number } | null;
  /** Needs a day of rest before cures work again (2E-DEATH-06). */
  weakened: boolean;
  /** Damage taken in the last rounds, newest last (the healing proficiency mends only fresh wounds). */
  recentDamage: { round: number; amount: number }[];
  /** Opponents it fought in melee in a round (2E-MOVE-07: they get free attacks if it flees). */
  melee: { round: number; ids: string[] } | null;
  /** The healing proficiency's one attempt a day has been made on it (a day's rest renews it). */
  firstAidUsed: boolean;
  /** A poison still active in the body after death (2E-DEATH-02), or null. */
  poisonAtDeath: PoisonAtDeath | null;
  /** Round of the initiative roll that gave `initScore` (2E-SEQ-05: declarations lock then). */
  initRound: number | null;
  /** Attacks made this round, against the round's allowance (2E-INIT-11/12, 2E-TWF-04). */
  attacks: AttackUse | null;
  /** Rounds a hold was last continued in (2E-NL-13: once a round). */
  holdRound: number | null;
  /** Drained below level 0: rises as an undead after these days (2E-DRAIN-07). */
  risesInDays: number | null;
  /** The last spell that took effect and its round (a touch spell's charge, 2E-TOUCH-05). */
  spellTookEffect: { name: string; round: number } | null;
  /** HP lost to acid, holy or unholy water and not yet healed normally (2E-MSL-15, -16). */
  unregenerable: number;
}

/**
 * The attacks a creature made in one round (2E-INIT-11/12, 2E-TWF-04, 2E-MOVE-07). Only
 * counted in a running fight; a round other than the current one counts as none made.
 */
export interface AttackUse {
  round: number;
  /** Attacks with the one weapon or the main hand (staged: the n-th comes in stage n). */
  main: number;
  /** Attacks with the off-hand weapon (one a round, with the first attack). */
  off: number;
  /** Uses of each natural attack form by attack index (claw/claw/bite go together). */
  forms: Record<string, number>;
  /** Free attacks on a fleeing creature, by target: not counted above (2E-MOVE-07). */
  free: Record<string, number>;
  /** Fights with two weapons this round (the off-hand attack is allowed). */
  twoWeapons: boolean;
  /** Moved and fired this round (rate of fire halved, 2E-MOVE-03). */
  moving: boolean;
  /** The weapons in the main and off hand, by attack index (2E-TWF-02 pair check). */
  mainIndex: number | null;
  offIndex: number | null;
}

/** A poison that killed or was working when the creature died (2E-DEATH-02). */
export interface PoisonAtDeath {
  /** Hours the poison stays active after death (2d6). */
  hours: number;
  /** What the poison does when it takes hold again. */
  poison: JsonObject;
  /** Neutralized since (a raise then needs no save). */
  neutralized: boolean;
}

const DEFAULT_SYS: CombatantSys = {
  life: 'alive',
  tempDamage: 0,
  tended: false,
  declared: null,
  pendingSpell: null,
  initScore: null,
  turnedThisEncounter: false,
  bedRestStreak: 0,
  revivals: 0,
  con: null,
  startingCon: null,
  levelsLost: 0,
  xp: null,
  hold: null,
  weakened: false,
  recentDamage: [],
  melee: null,
  firstAidUsed: false,
  poisonAtDeath: null,
  initRound: null,
  attacks: null,
  holdRound: null,
  risesInDays: null,
  spellTookEffect: null,
  unregenerable: 0,
};

/** The combatant's 2e state with defaults for missing fields. */
export function sysOf(c: Combatant): CombatantSys {
  return { ...DEFAULT_SYS, ...(c.sys as Partial<CombatantSys>) };
}

/** Initial 2e state for a new combatant. */
export function initialSys(sb: Adnd2eStatblock | null, given: JsonObject | undefined): JsonObject {
  const con = sb?.constitution ?? null;
  const base: CombatantSys = { ...DEFAULT_SYS, con, startingCon: con, xp: sb?.xpTotal ?? null };
  return { ...(base as unknown as JsonObject), ...(given ?? {}) };
}

/** Writes fields into a mutable combatant's sys. */
export function patchSys(c: Combatant, patch: Partial<CombatantSys>): void {
  Object.assign(c.sys, patch as JsonObject);
}

/** The combatant's validated statblock, or a minimal one built from its engine fields. */
export function statblockOf(c: Combatant): Adnd2eStatblock {
  const parsed = adnd2eStatblockSchema.safeParse(c.statblock ?? { name: c.name, ac: c.ac });
  if (parsed.success) return parsed.data;
  return adnd2eStatblockSchema.parse({ name: c.name || 'creature' });
}

/** The encounter-level 2e state. */
export interface EncounterSys {
  /** Side d10 rolls of the round they were rolled in (2E-INIT-02). */
  sideRolls: Record<string, number>;
  sideRollRound: number;
  /** Sides that were surprised and the free round (2E-SURP-02). */
  surprise: { round: number; surprised: string[] } | null;
}

/** The encounter's 2e state with defaults. */
export function encounterSysOf(state: EncounterState): EncounterSys {
  const s = state.sys as Partial<EncounterSys>;
  return {
    sideRolls: s.sideRolls ?? {},
    sideRollRound: s.sideRollRound ?? 0,
    surprise: s.surprise ?? null,
  };
}

/**
 * The statblock with drained levels taken off (2E-DRAIN-02, -04): each lost level comes off the
 * highest class (ties: the one needing more XP), so THAC0 and saves follow the new level.
 */
export function effectiveStatblock(c: Combatant): Adnd2eStatblock {
  const drained = drainedStatblock(c);
  return isDebilitated(c) ? debilitatedStatblock(drained) : drained;
}

/** Under debilitating poison (2E-POIS-03). */
export function isDebilitated(c: Combatant): boolean {
  return c.conditions.some((x) => x.key === 'poisonDebilitating');
}

/**
 * 2E-POIS-03: every ability score halved and movement halved, so the modifiers derived from
 * them (Strength to hit and damage, Dexterity's missile, reaction and defense adjustments,
 * Constitution's poison save) follow. Scores round down (AMB-12), never below 1.
 */
function debilitatedStatblock(sb: Adnd2eStatblock): Adnd2eStatblock {
  const half = (n: number) => Math.max(1, Math.floor(n / 2));
  return {
    ...sb,
    ...(sb.strength ? { strength: { score: half(sb.strength.score) } } : {}),
    ...(sb.dexterity !== undefined ? { dexterity: half(sb.dexterity) } : {}),
    ...(sb.constitution !== undefined ? { constitution: half(sb.constitution) } : {}),
    movement: Object.fromEntries(
      Object.entries(sb.movement).map(([mode, mv]) => [mode, debilitated({}, mv).mv]),
    ),
  };
}

/** How much worse a debilitated creature's AC is: its Dex defense adjustment recomputed (2E-POIS-03). */
export function debilitatedAcShift(c: Combatant): number {
  const dex = statblockOf(c).dexterity;
  if (!isDebilitated(c) || dex === undefined) return 0;
  return (
    dexterityModifiers(Math.max(1, Math.floor(dex / 2))).defense - dexterityModifiers(dex).defense
  );
}

function drainedStatblock(c: Combatant): Adnd2eStatblock {
  const sb = statblockOf(c);
  const lost = sysOf(c).levelsLost;
  if (lost <= 0 || sb.classes.length === 0) return sb;
  const classes = sb.classes.map((k) => ({ ...k }));
  for (let i = 0; i < lost; i++) {
    const xpFor = (k: (typeof classes)[number]): number => k.xpTable?.[k.level] ?? 0;
    const top = [...classes].sort((a, b) => b.level - a.level || xpFor(b) - xpFor(a))[0];
    if (!top || top.level <= 0) break;
    top.level -= 1;
  }
  return { ...sb, classes };
}
