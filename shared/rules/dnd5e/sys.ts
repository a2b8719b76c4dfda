// The 5e state kept on each combatant (`combatant.sys`) and how a new combatant gets it from a
// statblock or a roster entry (AMB-06: monsters die at 0 HP, PCs make death saves).
import { z } from 'zod';
import { RuleError } from '../../errors';
import type { CombatantInput } from '../../encounter/commands';
import type { JsonObject } from '../../encounter/json';
import type { Combatant, EncounterState } from '../../encounter/types';
import type { CombatantFields } from '../types';
import type { DamageDefense } from './damage-types';
import { parseDefense } from './damage-types';
import type { Ability, Dnd5eStatblock } from './statblock';
import {
  ABILITIES,
  abilityMod,
  dnd5eStatblockSchema,
  legendaryActionCount,
  passivePerception,
} from './statblock';
import type { Size } from './tactics/types';
import { SIZES } from './tactics/types';
import type { SpeedFactorAction } from './tactics/speedFactor';

/** What happens at 0 HP (5E-MONDEATH-01/02). */
export type DeathRule = 'instant' | 'saves';

/** Morale state (5E-MORALE-04). */
export type MoraleState = 'steady' | 'fled' | 'surrendered';

/** Hit Dice of a character (5E-SURGE-*, rests). */
export interface HitDice {
  /** Sides of the die (d8 → 8). */
  die: number;
  /** Total dice (= level). */
  total: number;
  /** Dice spent. */
  spent: number;
}

/** The 5e state of one combatant. */
export interface Dnd5eSys {
  /** Dies at 0 HP or makes death saves. */
  deathRule: DeathRule;
  /** Important NPC flag (AMB-06): follows the PC rules. */
  important: boolean;
  /** Dead. */
  dead: boolean;
  /** Stable at 0 HP (5E-STAB-02). */
  stable: boolean;
  /** Death-save counters (5E-DEATH-03). */
  deathSaves: { successes: number; failures: number };
  /** Bonus to death saves from effects improving saves in general (5E-DEATH-01). */
  deathSaveBonus: number;
  /** Size category. */
  size: Size;
  /** Ability scores. */
  abilities: Record<Ability, number>;
  /** Saving throw bonuses. */
  saves: Record<Ability, number>;
  /** Passive Wisdom (Perception) (5E-SURP-02). */
  passivePerception: number;
  /** Dexterity (Stealth) bonus (5E-SURP-02). */
  stealthBonus: number;
  /** Damage resistances. */
  resistances: DamageDefense[];
  /** Damage vulnerabilities. */
  vulnerabilities: DamageDefense[];
  /** Damage immunities (AMB-09). */
  immunities: DamageDefense[];
  /** Condition immunities (condition keys). */
  conditionImmunities: string[];
  /** Character level (Hit Dice recovery 5E-SURGE-03). */
  level: number;
  /** Hit Dice. */
  hitDice: HitDice;
  /** Concentration (AMB-35), or null. */
  concentration: { spell: string; round: number } | null;
  /** Morale: dropped to half HP already this battle (5E-MORALE-01). */
  halfHpTriggered: boolean;
  /** Morale state. */
  morale: MoraleState;
  /** A healing surge was used since the last rest (5E-SURGE-02). */
  surgeUsed: boolean;
  /** Wounds treated with a healer's kit since the last short rest (5E-HKIT-01). */
  kitTreated: boolean;
  /** Uses left in the healer's kit it carries (5E-HKIT-01), absent or null when it has none. */
  healersKitCharges?: number | null;
  /** Hours (encounter clock) at which a stable creature regains 1 HP (5E-STAB-04), or null. */
  recoverAtHour: number | null;
  /** Speed-factor actions declared for this round (5E-SPEED-01), or null. */
  speedFactor: { actions: SpeedFactorAction[]; dmModifier: number } | null;
  /** Spell slots by level ("1".."9") from the statblock's spellcasting, or absent. */
  spellSlots?: Record<string, { max: number; spent: number }>;
  /** Legendary actions per round and how many are spent since its last turn, or absent. */
  legendary?: { max: number; spent: number };
  /** Lair actions: in its lair (a lair slot in the order) and the last one used, or absent. */
  lair?: { inLair: boolean; lastIndex: number | null; lastRound: number };
  /** Rolls initiative with advantage (statblock or DM). */
  initiativeAdvantage?: boolean;
}

/** Spell slots of a new combatant: the statblock's (highest per level), the DM's, less those spent. */
function spellSlotsOf(
  sb: Dnd5eStatblock | null,
  given: Record<string, number> | undefined,
  spent: Record<string, number> | undefined,
): Record<string, { max: number; spent: number }> | null {
  const max: Record<string, number> = {};
  for (const casting of sb?.spellcasting ?? []) {
    for (const [level, n] of Object.entries(casting.slots)) {
      if (n !== undefined) max[level] = Math.max(max[level] ?? 0, n);
    }
  }
  Object.assign(max, given ?? {});
  const out: Record<string, { max: number; spent: number }> = {};
  for (const [level, n] of Object.entries(max)) {
    if (n > 0) out[level] = { max: n, spent: Math.min(n, spent?.[level] ?? 0) };
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Reads the 5e state of a combatant. */
export function sys5(c: Combatant): Dnd5eSys {
  return c.sys as unknown as Dnd5eSys;
}

/** Writable 5e state of a combatant obtained from a draft. */
export function mutSys5(c: Combatant): Dnd5eSys {
  return c.sys as unknown as Dnd5eSys;
}

/** The statblock of a 5e combatant, if any. */
export function statblock5(c: Combatant): Dnd5eStatblock | null {
  return c.statblock as unknown as Dnd5eStatblock | null;
}

const abilityRecord = z.object({
  str: z.number().int(),
  dex: z.number().int(),
  con: z.number().int(),
  int: z.number().int(),
  wis: z.number().int(),
  cha: z.number().int(),
});

/** What a roster entry or the DM may set in `sys` when adding a 5e combatant. */
export const dnd5eSysInputSchema = z
  .object({
    deathRule: z.enum(['instant', 'saves']),
    important: z.boolean(),
    size: z.enum(SIZES),
    abilities: abilityRecord.partial(),
    saves: abilityRecord.partial(),
    passivePerception: z.number().int(),
    stealthBonus: z.number().int(),
    resistances: z.array(z.string().max(300)),
    vulnerabilities: z.array(z.string().max(300)),
    immunities: z.array(z.string().max(300)),
    conditionImmunities: z.array(z.string().max(100)),
    level: z.number().int().min(0).max(30),
    hitDie: z.number().int().min(1).max(20),
    hitDiceSpent: z.number().int().min(0),
    deathSaveBonus: z.number().int(),
    dead: z.boolean(),
    stable: z.boolean(),
    deathSaves: z.object({
      successes: z.number().int().min(0).max(2),
      failures: z.number().int().min(0).max(2),
    }),
    /** Speeds in feet by movement mode (walk, fly, swim, climb, burrow). */
    speed: z
      .object({
        walk: z.number().int().min(0).max(10000),
        fly: z.number().int().min(0).max(10000),
        swim: z.number().int().min(0).max(10000),
        climb: z.number().int().min(0).max(10000),
        burrow: z.number().int().min(0).max(10000),
      })
      .partial(),
    /** Melee reach in feet (5E-MELEE-01). */
    reachFt: z.number().int().min(0).max(1000),
    /** A healing surge used since the last rest (5E-SURGE-02). */
    surgeUsed: z.boolean(),
    /** Wounds treated with a healer's kit since the last rest (5E-HKIT-01). */
    kitTreated: z.boolean(),
    /** Uses left in the healer's kit it carries (5E-HKIT-01). */
    healersKitCharges: z.number().int().min(0).max(100),
    /** Encounter-clock hour a stable creature regains 1 HP (5E-STAB-04); may be past. */
    recoverAtHour: z.number().nullable(),
    /** Spell slots spent by level ("1".."9"), until a long rest. */
    spellSlotsSpent: z.record(z.string().regex(/^[1-9]$/), z.number().int().min(0).max(99)),
    /** Spell slots by level for a creature without a spellcasting statblock (a PC). */
    spellSlots: z.record(z.string().regex(/^[1-9]$/), z.number().int().min(0).max(20)),
    /** Rolls initiative with advantage. */
    initiativeAdvantage: z.boolean(),
  })
  .partial();

/** The longest melee reach a statblock's actions name ("reach 10 ft."), or null. */
export function statblockReach(sb: Dnd5eStatblock | null): number | null {
  let best: number | null = null;
  for (const a of sb?.actions ?? []) {
    const m = /reach (\d+) ?ft/i.exec(a.desc);
    if (m) best = Math.max(best ?? 0, Number(m[1]));
  }
  return best;
}

/** Death rule for a new combatant (AMB-06): PCs and important NPCs make saves. */
export function defaultDeathRule(
  kind: Combatant['kind'],
  important: boolean,
  state: EncounterState,
): DeathRule {
  if (kind === 'pc' || important) return 'saves';
  return state.options.monsterDeathRule === 'saves' ? 'saves' : 'instant';
}

function hitDieOf(sb: Dnd5eStatblock | null): { die: number; count: number } | null {
  const m = sb?.hitDice ? /(\d+)d(\d+)/.exec(sb.hitDice) : null;
  return m ? { count: Number(m[1]), die: Number(m[2]) } : null;
}

/** Computes a new 5e combatant's fields from a statblock and/or roster values. */
export function createDnd5eCombatant(
  input: CombatantInput,
  state: EncounterState,
): CombatantFields {
  let sb: Dnd5eStatblock | null = null;
  if (input.statblock !== undefined && input.statblock !== null) {
    const parsed = dnd5eStatblockSchema.safeParse(input.statblock);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RuleError('invalidStatblock', {
        name: input.name,
        path: issue ? issue.path.join('.') : '',
      });
    }
    sb = parsed.data;
  }
  const given = dnd5eSysInputSchema.safeParse(input.sys ?? {});
  if (!given.success) {
    const issue = given.error.issues[0];
    throw new RuleError('invalidValue', { field: `sys.${issue ? issue.path.join('.') : ''}` });
  }
  const g = given.data;
  const abilities = {} as Record<Ability, number>;
  const saves = {} as Record<Ability, number>;
  for (const a of ABILITIES) {
    abilities[a] = g.abilities?.[a] ?? sb?.abilities[a] ?? 10;
    saves[a] = g.saves?.[a] ?? sb?.saves?.[a] ?? abilityMod(abilities[a]);
  }
  const hd = hitDieOf(sb);
  const level = g.level ?? hd?.count ?? 1;
  const maxHp = input.maxHp ?? sb?.hp ?? 1;
  const important = g.important ?? false;
  const sys: Dnd5eSys = {
    deathRule: g.deathRule ?? defaultDeathRule(input.kind, important, state),
    important,
    dead: g.dead ?? false,
    stable: g.stable ?? false,
    deathSaves: g.deathSaves ?? { successes: 0, failures: 0 },
    deathSaveBonus: g.deathSaveBonus ?? 0,
    size: g.size ?? sb?.size ?? 'medium',
    abilities,
    saves,
    passivePerception:
      g.passivePerception ?? (sb ? passivePerception(sb) : 10 + abilityMod(abilities.wis)),
    stealthBonus: g.stealthBonus ?? sb?.skills?.stealth ?? abilityMod(abilities.dex),
    resistances: (g.resistances ?? sb?.damageResistances ?? []).map(parseDefense),
    vulnerabilities: (g.vulnerabilities ?? sb?.damageVulnerabilities ?? []).map(parseDefense),
    immunities: (g.immunities ?? sb?.damageImmunities ?? []).map(parseDefense),
    conditionImmunities: g.conditionImmunities ?? sb?.conditionImmunities ?? [],
    level,
    hitDice: { die: g.hitDie ?? hd?.die ?? 8, total: level, spent: g.hitDiceSpent ?? 0 },
    concentration: null,
    halfHpTriggered: false,
    morale: 'steady',
    surgeUsed: g.surgeUsed ?? false,
    kitTreated: g.kitTreated ?? false,
    recoverAtHour: g.stable === true ? (g.recoverAtHour ?? null) : null,
    speedFactor: null,
  };
  const slots = spellSlotsOf(sb, g.spellSlots, g.spellSlotsSpent);
  if (slots) sys.spellSlots = slots;
  const legendary = sb ? legendaryActionCount(sb) : 0;
  if (legendary > 0) sys.legendary = { max: legendary, spent: 0 };
  if ((sb?.lairActions.length ?? 0) > 0)
    sys.lair = { inLair: false, lastIndex: null, lastRound: 0 };
  if (g.initiativeAdvantage ?? sb?.initiativeAdvantage) sys.initiativeAdvantage = true;
  if (g.healersKitCharges !== undefined) sys.healersKitCharges = g.healersKitCharges;
  // Tactical statistics (combat/state.ts): reach and speeds when they differ from the defaults.
  const reach = g.reachFt ?? statblockReach(sb);
  const tactical: JsonObject = {
    ...(reach !== null && reach !== 5 ? { reachFt: reach } : {}),
    ...(g.speed ? { baseSpeeds: { ...g.speed } } : {}),
  };
  const hp = input.hp ?? maxHp;
  if (hp < 0 || hp > maxHp) {
    throw new RuleError('invalidValue', { field: 'hp', value: hp, min: 0, max: maxHp });
  }
  return {
    hp,
    maxHp,
    tempHp: input.tempHp ?? 0,
    ac: input.ac ?? sb?.ac ?? 10,
    initiativeBonus: input.initiativeBonus ?? sb?.initiativeBonus ?? abilityMod(abilities.dex),
    statblock: sb as unknown as JsonObject | null,
    sys: { ...(sys as unknown as JsonObject), ...tactical },
  };
}
