// The damage pipeline (§10 "Damage pipeline for the tracker"): a pure computation of what one
// damage instance does to one creature. Deciding prompts and events happens in damage-decide.
import type { Combatant, OptionValues } from '../../encounter/types';
import type { DamageSource, DamageType } from './damage-types';
import { defenseApplies } from './damage-types';
import { tsys } from './combat/state';
import { halve } from './rounding';
import { sys5 } from './sys';

/** One damage instance against one target. */
export interface DamageInput {
  /** Damage rolled (crit dice already doubled, 5E-CRIT-01), at least 0; the sum of `parts` when given. */
  raw: number;
  /** Damage type (untyped damage meets no resistance). */
  type?: DamageType;
  /** Damage of several types, each meeting its own defenses (replaces `raw`/`type`). */
  parts?: DamagePart[];
  /** Other flat modifiers applied before resistance (5E-RESIST-02), e.g. −5 from an aura. */
  flat?: number;
  /** A successful save halves the damage (rounded down, 5E-GEN-01). */
  halved?: boolean;
  /** Magical/spell/silvered/adamantine, for conditional defenses. */
  source?: DamageSource;
  /** An extra resistance from the situation (e.g. fire while fully immersed, 5E-WATER-03). */
  extraResistance?: boolean;
  /** Damage from a critical hit (two death-save failures at 0 HP, 5E-DEATH-07). */
  isCrit?: boolean;
  /** From a melee attack (knock-out 5E-KO-01, cleave 5E-CLEAVE-01). */
  melee?: boolean;
  /** The attacker's knock-out choice; undefined when not yet asked. */
  knockOut?: boolean;
}

/** What happens to the creature. */
export type DamageResult =
  | 'none'
  | 'hpLoss'
  | 'instantDeath'
  | 'knockedOut'
  | 'monsterDeath'
  | 'unconscious'
  | 'deathAtZero'
  | 'failures';

/** The outcome of one damage instance. */
export interface DamageOutcome {
  /** Damage before any modifier. */
  raw: number;
  /** After halving and flat modifiers, before immunity/resistance/vulnerability. */
  afterFlat: number;
  /** Immunity made it 0 (AMB-09). */
  immune: boolean;
  /** Resistance halved it (5E-RESIST-01, once: 5E-RESIST-03). */
  resisted: boolean;
  /** Vulnerability doubled it. */
  vulnerable: boolean;
  /** Final damage taken (before temporary HP). */
  final: number;
  /** The pipeline per damage type. */
  parts: PartOutcome[];
  /** Absorbed by temporary HP (5E-THP-02). */
  tempAbsorbed: number;
  /** Damage past temporary HP. */
  rest: number;
  /** HP before. */
  hpBefore: number;
  /** HP after. */
  hp: number;
  /** Temporary HP after. */
  tempHp: number;
  /** Damage above the HP it had when it dropped to 0 (5E-ZERO-02). */
  excess: number;
  /** What happened. */
  result: DamageResult;
  /** Death-save failures added at 0 HP (5E-DEATH-07). */
  failuresAdded: number;
  /** Death-save failures after. */
  failures: number;
  /** A stable creature lost stability (5E-STAB-03). */
  stableLost: boolean;
  /** Dead after this damage. */
  dead: boolean;
  /** Dropped from above 0 to 0 HP. */
  droppedToZero: boolean;
  /** The attacker may still choose to knock it out (melee drop to 0, choice not given). */
  koChoicePending: boolean;
}

/** Damage of one type inside an instance (an attack's weapon dice and its extra fire dice…). */
export interface DamagePart {
  /** Damage rolled for this part. */
  raw: number;
  /** Its type (untyped damage meets no defense). */
  type?: DamageType;
}

/** What the pipeline did to one part. */
export interface PartOutcome {
  /** Damage type. */
  type: DamageType | null;
  /** After halving and flat modifiers. */
  afterFlat: number;
  /** Immunity made it 0. */
  immune: boolean;
  /** Resistance halved it. */
  resisted: boolean;
  /** Vulnerability doubled it. */
  vulnerable: boolean;
  /** What is left of it. */
  final: number;
}

/**
 * Spreads the flat modifiers over the parts (5E-RESIST-02: before resistance). A bonus joins
 * the first part; a reduction comes off the parts in order, none below 0 (derived: the seeds
 * state the rule for one damage type).
 */
function spreadFlat(amounts: number[], flat: number): number[] {
  const out = amounts.slice();
  if (flat >= 0) {
    if (out.length > 0) out[0] = (out[0] as number) + flat;
    return out;
  }
  let left = -flat;
  for (let i = 0; i < out.length && left > 0; i++) {
    const take = Math.min(left, out[i] as number);
    out[i] = (out[i] as number) - take;
    left -= take;
  }
  return out;
}

/**
 * Halve-then-double per 5E-RESIST-02, with immunity first (AMB-09) and AMB-11's mode, for each
 * damage type of the instance on its own: resistance, vulnerability and immunity key on the
 * type (5E-DTYPE-01), so fire and slashing in one hit meet the creature's fire and slashing
 * defenses separately. A fully immersed creature resists fire (5E-WATER-03).
 */
export function modifyDamage(
  c: Combatant,
  input: DamageInput,
  options: OptionValues,
): Pick<DamageOutcome, 'afterFlat' | 'immune' | 'resisted' | 'vulnerable' | 'final' | 'parts'> {
  const s = sys5(c);
  const source = input.source ?? {};
  const given: DamagePart[] = input.parts ?? [
    { raw: input.raw, ...(input.type ? { type: input.type } : {}) },
  ];
  const halvedAmounts = given.map((p) => {
    const d = Math.max(0, p.raw);
    return input.halved ? halve(d, options) : d;
  });
  const amounts = spreadFlat(halvedAmounts, input.flat ?? 0).map((d) => Math.max(0, d));
  const immersed = tsys(c).underwater === true;
  const parts: PartOutcome[] = given.map((p, i) => {
    const d = amounts[i] as number;
    const type = p.type;
    const any = (list: typeof s.resistances): boolean =>
      type !== undefined && list.some((x) => defenseApplies(x, type, source));
    const immune = options.immunity !== false && any(s.immunities);
    if (immune) {
      return {
        type: type ?? null,
        afterFlat: d,
        immune,
        resisted: false,
        vulnerable: false,
        final: 0,
      };
    }
    let resisted =
      any(s.resistances) || input.extraResistance === true || (immersed && type === 'fire');
    let vulnerable = any(s.vulnerabilities);
    if (options.resistVulnMode === 'cancel' && resisted && vulnerable) {
      resisted = false;
      vulnerable = false;
    }
    let final = d;
    if (resisted) final = halve(final, options);
    if (vulnerable) final = final * 2;
    return { type: type ?? null, afterFlat: d, immune, resisted, vulnerable, final };
  });
  return {
    afterFlat: parts.reduce((n, p) => n + p.afterFlat, 0),
    immune: parts.some((p) => p.immune),
    resisted: parts.some((p) => p.resisted),
    vulnerable: parts.some((p) => p.vulnerable),
    final: parts.reduce((n, p) => n + p.final, 0),
    parts,
  };
}

/** Applies one damage instance to a creature (pure). */
export function computeDamage(
  c: Combatant,
  input: DamageInput,
  options: OptionValues,
): DamageOutcome {
  const s = sys5(c);
  const mod = modifyDamage(c, input, options);
  const d = mod.final;
  const tempAbsorbed = Math.min(c.tempHp, d);
  const rest = d - tempAbsorbed;
  const out: DamageOutcome = {
    raw: input.raw,
    ...mod,
    tempAbsorbed,
    rest,
    hpBefore: c.hp,
    hp: c.hp,
    tempHp: c.tempHp - tempAbsorbed,
    excess: 0,
    result: d > 0 ? 'hpLoss' : 'none',
    failuresAdded: 0,
    failures: s.deathSaves.failures,
    stableLost: false,
    dead: s.dead,
    droppedToZero: false,
    koChoicePending: false,
  };
  if (s.dead) return out;
  if (c.hp > 0) {
    if (rest < c.hp) {
      out.hp = c.hp - rest;
      return out;
    }
    out.hp = 0;
    out.droppedToZero = true;
    out.excess = rest - c.hp;
    const ko = input.melee === true && input.knockOut === true;
    const instant = out.excess >= c.maxHp;
    if (instant && !(ko && options.koOverridesInstantDeath === true)) {
      out.result = 'instantDeath'; // 5E-ZERO-02, checked before KO (AMB-07)
      out.dead = true;
    } else if (ko) {
      out.result = 'knockedOut'; // 5E-KO-01: unconscious and stable, any death rule
    } else if (s.deathRule === 'instant') {
      out.result = 'monsterDeath'; // 5E-MONDEATH-01
      out.dead = true;
    } else {
      out.result = 'unconscious'; // 5E-ZERO-03, counters reset
      out.failures = 0;
    }
    out.koChoicePending =
      input.melee === true &&
      input.knockOut === undefined &&
      (out.result === 'monsterDeath' || out.result === 'unconscious');
    return out;
  }
  // Already at 0 HP (AMB-08: temp-absorbed damage still counts unless the setting says no).
  const counts = options.tempHpAbsorbedCountsAsFailure === false ? rest > 0 : d > 0;
  if (!counts) return out;
  if (s.deathRule === 'instant') {
    // A knocked-out monster makes no death saves: damage at 0 HP kills it (5E-MONDEATH-01).
    out.result = 'monsterDeath';
    out.dead = true;
    return out;
  }
  if (rest >= c.maxHp) {
    out.result = 'deathAtZero'; // 5E-DEATH-08
    out.dead = true;
    return out;
  }
  out.stableLost = s.stable; // 5E-STAB-03
  out.failuresAdded = input.isCrit ? 2 : 1; // 5E-DEATH-07
  out.failures = Math.min(3, s.deathSaves.failures + out.failuresAdded);
  out.result = 'failures';
  if (out.failures >= 3) out.dead = true; // 5E-DEATH-03
  return out;
}
