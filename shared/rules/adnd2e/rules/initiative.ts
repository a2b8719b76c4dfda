import type { CreatureSize, MagicItemKind, Table55Situation } from '../tables/initiative';
import {
  TABLE_55_INITIATIVE,
  TABLE_56_FIXED,
  TABLE_56_MAGIC_ITEM,
  TABLE_56_SIZE,
} from '../tables/initiative';
import type { Rate } from '../tables/missiles';
import type { Modifier } from './modifiers';
import { sumModifiers } from './modifiers';
import { turnsToRounds } from './round';

/** Initiative procedures (2E-INIT-02, -06, -07). */
export type InitiativeMode = 'standard' | 'group' | 'individual';

/**
 * Weapon speed of a magic weapon: each point of bonus lowers it by 1, a weapon with two
 * bonuses uses the lower one, never below 0 (2E-INIT-14).
 */
export function magicWeaponSpeed(baseSpeed: number, bonuses: readonly number[]): number {
  const positive = bonuses.filter((b) => b > 0);
  const bonus = positive.length > 0 ? Math.min(...positive) : 0;
  return Math.max(0, baseSpeed - bonus);
}

/** What a combatant does this round, as far as initiative cares (Table 56). */
export type InitiativeAction =
  | { kind: 'weapon'; speed: number; magicBonuses?: readonly number[] }
  | { kind: 'natural'; size: CreatureSize }
  | { kind: 'spell'; castingTime: number | 'rounds'; rounds?: number }
  | { kind: 'breath' }
  | { kind: 'innate' }
  | { kind: 'item'; item: MagicItemKind; castingTime?: number; override?: number }
  | { kind: 'other' };

/** Options that shape per-combatant modifiers. */
export interface InitiativeModOptions {
  mode: InitiativeMode;
  weaponSpeed: boolean;
  castTimeInStandardInit: boolean;
}

/**
 * Weapon speed is forced on in group and individual modes (AMB-04); in standard mode it is the
 * 2E-INIT-13 toggle (a house rule there).
 */
export function weaponSpeedActive(opts: InitiativeModOptions): boolean {
  return opts.mode !== 'standard' || opts.weaponSpeed;
}

/** A spell of 1 round or longer gets no initiative; it resolves at the end of the round (2E-INIT-09). */
export function resolvesAtEndOfRound(action: InitiativeAction): boolean {
  return action.kind === 'spell' && action.castingTime === 'rounds';
}

/**
 * Modifiers one combatant adds to his (side's or own) d10 (2E-INIT-04..08, -13, -14; T55, T56).
 * In standard mode only the side's Table 55 modifiers count (2E-INIT-05) — plus weapon speed
 * and casting time when the DM switched those on for standard mode (AMB-03, AMB-04).
 */
export function combatantInitiativeModifiers(
  action: InitiativeAction,
  situations: readonly Table55Situation[],
  opts: InitiativeModOptions,
): Modifier[] {
  const mods: Modifier[] = [];
  const perCombatant = opts.mode !== 'standard';
  const casting = action.kind === 'spell';
  for (const s of situations) {
    // a caster gets no haste benefit while casting (003:L426)
    if (s === 'hasted' && casting) continue;
    if (perCombatant) mods.push({ source: `T55.${s}`, value: TABLE_55_INITIATIVE[s] });
  }
  switch (action.kind) {
    case 'weapon':
      if (weaponSpeedActive(opts)) {
        mods.push({
          source: '2E-INIT-13',
          value: magicWeaponSpeed(action.speed, action.magicBonuses ?? []),
        });
      }
      break;
    case 'natural':
      if (perCombatant) mods.push({ source: 'T56.size', value: TABLE_56_SIZE[action.size] });
      break;
    case 'spell':
      if (typeof action.castingTime === 'number' && (perCombatant || opts.castTimeInStandardInit)) {
        mods.push({ source: '2E-INIT-08', value: action.castingTime });
      }
      break;
    case 'breath':
      if (perCombatant) mods.push({ source: 'T56.breath', value: TABLE_56_FIXED.breathWeapon });
      break;
    case 'innate':
      if (perCombatant)
        mods.push({ source: 'T56.innate', value: TABLE_56_FIXED.innateSpellAbility });
      break;
    case 'item': {
      if (!perCombatant) break;
      const table = TABLE_56_MAGIC_ITEM[action.item];
      const value = action.override ?? (table === null ? (action.castingTime ?? 0) : table);
      mods.push({ source: `T56.${action.item}`, value });
      break;
    }
    default:
      break;
  }
  return mods;
}

/**
 * A side's Table 55 modifiers in standard mode: a situation counts only if every acting member
 * meets it (2E-INIT-05, AMB-05).
 */
export function sideSituationModifiers(
  members: readonly (readonly Table55Situation[])[],
): Modifier[] {
  if (members.length === 0) return [];
  const first = members[0] as readonly Table55Situation[];
  return first
    .filter((s) => members.every((m) => m.includes(s)))
    .filter((s, i, all) => all.indexOf(s) === i)
    .map((s) => ({ source: `T55.${s}`, value: TABLE_55_INITIATIVE[s] }));
}

/** Initiative score: die + modifiers. Values ≤ 0 are allowed (AMB-07). */
export function initiativeScore(die: number, mods: readonly Modifier[]): number {
  return die + sumModifiers(mods);
}

/**
 * Attacks a creature makes in round `round` (1-based) at a rate of `per` every `rounds` rounds
 * (2E-INIT-12, 2E-MSL-04): 3/2 alternates 1, 2. A rate below 1 starts loaded: a heavy crossbow
 * (1/2) shoots in rounds 1, 3, 5… (WE-34).
 */
export function attacksInRound(rate: Rate, round: number): number {
  const r = Math.max(1, Math.floor(round));
  const { per, rounds } = rate;
  // integer arithmetic: floor for rates of 1 or more, ceiling (starts loaded) below 1
  const cum = (n: number): number =>
    per >= rounds ? Math.floor((n * per) / rounds) : Math.floor((n * per + rounds - 1) / rounds);
  return cum(r) - cum(r - 1);
}

/** Rate of fire while moving: halved (2E-MOVE-03). */
export function halvedRate(rate: Rate): Rate {
  return rate.per % 2 === 0
    ? { per: rate.per / 2, rounds: rate.rounds }
    : { per: rate.per, rounds: rate.rounds * 2 };
}

/** Fighting with a second weapon adds exactly one attack per round (2E-TWF-04). */
export function withSecondWeapon(rate: Rate): Rate {
  return { per: rate.per + rate.rounds, rounds: rate.rounds };
}

/** One scheduled attack: combatant and which of his attacks this is. */
export interface ScheduledAttack {
  id: string;
  attack: number;
  score: number;
}

/**
 * Orders repeated attacks (2E-INIT-12): all first attacks in initiative order, then all second
 * attacks in initiative order, and so on. Attacks from different forms (claw/claw/bite, two
 * weapons) are one attack slot resolved together (2E-INIT-11).
 */
export function scheduleAttacks(
  combatants: readonly { id: string; score: number; attacks: number }[],
): ScheduledAttack[] {
  const sorted = [...combatants].sort((a, b) => a.score - b.score);
  const max = Math.max(0, ...combatants.map((c) => c.attacks));
  const out: ScheduledAttack[] = [];
  for (let k = 1; k <= max; k++) {
    for (const c of sorted) if (c.attacks >= k) out.push({ id: c.id, attack: k, score: c.score });
  }
  return out;
}

/** A spell in progress: rounds left, lost if the caster is disturbed first (2E-INIT-09, -10). */
export interface PendingSpell {
  name: string;
  /** Initiative at which it takes effect this round, or 'endOfRound'. */
  at: number | 'endOfRound';
  roundsLeft: number;
}

/** Rounds needed for a casting time in minutes/rounds (1 round ≈ 1 minute, 10 rounds = 1 turn, 2E-DEF-05). */
export function castingRounds(amount: number, unit: 'rounds' | 'minutes' | 'turns'): number {
  return unit === 'turns' ? turnsToRounds(amount) : amount;
}

/**
 * Whether a hit or damage at `initiative` disturbs a spell due at `spell.at` (2E-INIT-10, AMB-06).
 * Only a strictly earlier strike counts: tied actions are simultaneous (2E-INIT-03). Spells of a
 * round or more are disturbed by any strike before they resolve (2E-INIT-09).
 */
export function disturbsSpell(spell: PendingSpell, initiative: number): boolean {
  if (spell.at === 'endOfRound') return true;
  if (spell.roundsLeft > 1) return true;
  return initiative < spell.at;
}
