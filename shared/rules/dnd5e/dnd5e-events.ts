// The 5e system's events: typed constructors and the reducer. Every event carries the values it
// leads to (new HP, new counters), so applying it is a plain assignment and replay is cheap.
import type { Draft } from '../../encounter/draft';
import type { JsonObject } from '../../encounter/json';
import type { EngineEvent } from '../../encounter/types';
import type { Dnd5eNoteKind } from './note-kinds';
import type { SpeedFactorAction } from './tactics/speedFactor';
import type { DeathRule, Dnd5eSys, MoraleState } from './sys';
import { mutSys5 } from './sys';
import { COMBAT_EVENT_TYPES, combatHandlers } from './combat/tactical-events';
import { mutTsys } from './combat/state';
import { loseReadiedSpell } from './tactics/turn';
import { RESOURCE_EVENT_TYPES, resourceHandlers } from './resources';

/** Encounter-level 5e state (`state.sys`). */
export interface Dnd5eEncounterSys {
  /** In-game hours passed since the encounter began (5E-STAB-04, festering wounds). */
  clockHours: number;
  /** Creatures of each side dropped to 0 HP (AMB-25 losses). */
  losses: Record<string, number>;
  /** Starting size of each group (5E-MORALE-02). */
  groupInitial: Record<string, number>;
}

/** Reads the encounter-level 5e state (with defaults). */
export function encounterSys5(sys: JsonObject): Dnd5eEncounterSys {
  return {
    clockHours: (sys.clockHours as number | undefined) ?? 0,
    losses: (sys.losses as Record<string, number> | undefined) ?? {},
    groupInitial: (sys.groupInitial as Record<string, number> | undefined) ?? {},
  };
}

/** Why a creature died. */
export type DeathCause =
  'instantDeath' | 'monsterDeath' | 'deathSaves' | 'damageAtZero' | 'festering' | 'dm';

/** Event constructors of the 5e system. */
export const ev5 = {
  /** Damage taken (after the pipeline): new HP and temporary HP. */
  damageTaken: (p: {
    targetId: string;
    attackerId?: string;
    damageType?: string;
    raw: number;
    final: number;
    tempAbsorbed: number;
    hp: number;
    tempHp: number;
    isCrit: boolean;
    melee: boolean;
    immune: boolean;
    resisted: boolean;
    vulnerable: boolean;
    halved: boolean;
    /** Per damage type, when the instance has several (each meets its own defenses). */
    parts?: JsonObject[];
  }): EngineEvent => ({ type: 'damageTaken', ...p }),
  /** Falls unconscious at 0 HP (5E-ZERO-03), or knocked out and stable (5E-KO-01). */
  fellUnconscious: (targetId: string, stable: boolean, cause: string): EngineEvent => ({
    type: 'fellUnconscious',
    targetId,
    stable,
    cause,
  }),
  /** Dies. */
  died: (targetId: string, cause: DeathCause): EngineEvent => ({ type: 'died', targetId, cause }),
  /** Death-save failures from damage at 0 HP (5E-DEATH-07, 5E-STAB-03). */
  deathSaveFailures: (targetId: string, failures: number, added: number): EngineEvent => ({
    type: 'deathSaveFailures',
    targetId,
    failures,
    added,
  }),
  /** A death save rolled (5E-DEATH-02..06). */
  deathSaveRolled: (p: {
    targetId: string;
    d20: number;
    total: number;
    result: 'success' | 'failure' | 'nat1' | 'nat20';
    successes: number;
    failures: number;
  }): EngineEvent => ({ type: 'deathSaveRolled', ...p }),
  /** Becomes stable (5E-DEATH-03, 5E-STAB-01); regains 1 HP at `recoverAtHour` (5E-STAB-04). */
  stabilized: (targetId: string, cause: string, recoverAtHour: number | null): EngineEvent => ({
    type: 'stabilized',
    targetId,
    cause,
    recoverAtHour,
  }),
  /** HP regained (5E-HEAL-02); counters reset when it rises above 0 (5E-DEATH-04). */
  healed: (
    targetId: string,
    amount: number,
    hpBefore: number,
    hp: number,
    cause: string,
  ): EngineEvent => ({
    type: 'healed',
    targetId,
    amount,
    hpBefore,
    hp,
    cause,
  }),
  /** HP set directly by a rule (system shock drops to 0, 5E-MASSIVE-02). */
  hpSet: (targetId: string, hp: number, cause: string): EngineEvent => ({
    type: 'hpSet',
    targetId,
    hp,
    cause,
  }),
  /** Temporary HP set (5E-THP-03/04). */
  tempHpSet: (targetId: string, tempHp: number, previous: number): EngineEvent => ({
    type: 'tempHpSet',
    targetId,
    tempHp,
    previous,
  }),
  /** Maximum HP changes (festering wound 5E-INJURY-03). */
  maxHpSet: (targetId: string, maxHp: number, hp: number, cause: string): EngineEvent => ({
    type: 'maxHpSet',
    targetId,
    maxHp,
    hp,
    cause,
  }),
  /** Concentration begins (AMB-35). */
  concentrationStarted: (combatantId: string, spell: string, round: number): EngineEvent => ({
    type: 'concentrationStarted',
    combatantId,
    spell,
    round,
  }),
  /** Concentration ends. */
  concentrationEnded: (combatantId: string, reason: string): EngineEvent => ({
    type: 'concentrationEnded',
    combatantId,
    reason,
  }),
  /** Per-creature death rule (AMB-06). */
  deathRuleSet: (combatantId: string, deathRule: DeathRule, important: boolean): EngineEvent => ({
    type: 'deathRuleSet',
    combatantId,
    deathRule,
    important,
  }),
  /** First drop to half HP or fewer (5E-MORALE-01). */
  halfHpReached: (combatantId: string): EngineEvent => ({ type: 'halfHpReached', combatantId }),
  /** A creature of a side dropped to 0 HP (AMB-25 losses). */
  sideLoss: (side: string): EngineEvent => ({ type: 'sideLoss', side }),
  /** Group sizes recorded at the start (5E-MORALE-02). */
  groupBaseline: (sizes: Record<string, number>): EngineEvent => ({ type: 'groupBaseline', sizes }),
  /** Morale outcome for creatures (5E-MORALE-04). */
  moraleSet: (combatantIds: string[], morale: MoraleState): EngineEvent => ({
    type: 'moraleSet',
    combatantIds,
    morale,
  }),
  /** Hit Dice spent and HP regained (short rest, slow healing, surge). */
  hitDiceSpent: (p: {
    combatantId: string;
    dice: number;
    healed: number;
    hp: number;
    spent: number;
    cause: 'shortRest' | 'longRestSlow' | 'surge';
  }): EngineEvent => ({ type: 'hitDiceSpent', ...p }),
  /** A rest ends with these values (5E-THP-06, 5E-SURGE-03, 5E-SLOWHEAL-01). */
  rested: (p: {
    combatantId: string;
    kind: 'short' | 'long';
    hp: number;
    tempHp: number;
    hitDiceSpent: number;
  }): EngineEvent => ({ type: 'rested', ...p }),
  /** Wounds treated with a healer's kit (5E-HKIT-01). */
  kitUsed: (combatantId: string, healerId?: string): EngineEvent => ({
    type: 'kitUsed',
    combatantId,
    ...(healerId ? { healerId } : {}),
  }),

  /** In-game time passes (5E-STAB-04, festering wound). */
  timePassed: (hours: number, clockHours: number): EngineEvent => ({
    type: 'timePassed',
    hours,
    clockHours,
  }),
  /** Speed-factor actions declared (5E-SPEED-01). */
  speedFactorDeclared: (
    combatantId: string,
    actions: SpeedFactorAction[],
    dmModifier: number,
  ): EngineEvent => ({ type: 'speedFactorDeclared', combatantId, actions, dmModifier }),
  /** Declarations cleared for a new round (5E-SPEED-08). */
  speedFactorCleared: (): EngineEvent => ({ type: 'speedFactorCleared' }),
  /** Log-only facts (attack rolls, saves, surprise, system shock, injuries, cleave). */
  note: (kind: Dnd5eNoteKind, data: JsonObject): EngineEvent => ({ type: 'note5e', kind, data }),
};

/** Event types the 5e reducer handles. */
export const DND5E_EVENT_TYPES = [
  'damageTaken',
  'fellUnconscious',
  'died',
  'deathSaveFailures',
  'deathSaveRolled',
  'stabilized',
  'healed',
  'hpSet',
  'tempHpSet',
  'maxHpSet',
  'concentrationStarted',
  'concentrationEnded',
  'deathRuleSet',
  'halfHpReached',
  'sideLoss',
  'groupBaseline',
  'moraleSet',
  'hitDiceSpent',
  'rested',
  'kitUsed',
  'timePassed',
  'speedFactorDeclared',
  'speedFactorCleared',
  'note5e',
  ...RESOURCE_EVENT_TYPES,
  ...COMBAT_EVENT_TYPES,
] as const;

type H = (d: Draft, e: EngineEvent) => void;
const str = (e: EngineEvent, k: string): string => e[k] as string;
const num = (e: EngineEvent, k: string): number => e[k] as number;
const sysOf = (d: Draft, id: string): Dnd5eSys => mutSys5(d.combatant(id));

const handlers: Record<string, H> = {
  damageTaken(d, e) {
    const c = d.combatant(str(e, 'targetId'));
    c.hp = num(e, 'hp');
    c.tempHp = num(e, 'tempHp');
  },
  fellUnconscious(d, e) {
    const s = sysOf(d, str(e, 'targetId'));
    s.stable = e.stable as boolean;
    s.deathSaves = { successes: 0, failures: 0 };
    s.concentration = null;
  },
  died(d, e) {
    const c = d.combatant(str(e, 'targetId'));
    const s = mutSys5(c);
    s.dead = true;
    s.stable = false;
    s.concentration = null;
    s.recoverAtHour = null;
    c.hp = 0;
  },
  deathSaveFailures(d, e) {
    const s = sysOf(d, str(e, 'targetId'));
    s.stable = false;
    s.recoverAtHour = null;
    s.deathSaves = { successes: s.deathSaves.successes, failures: num(e, 'failures') };
  },
  deathSaveRolled(d, e) {
    const s = sysOf(d, str(e, 'targetId'));
    s.deathSaves = { successes: num(e, 'successes'), failures: num(e, 'failures') };
  },
  stabilized(d, e) {
    const s = sysOf(d, str(e, 'targetId'));
    s.stable = true;
    s.deathSaves = { successes: 0, failures: 0 };
    s.recoverAtHour = (e.recoverAtHour as number | null) ?? null;
  },
  healed(d, e) {
    const c = d.combatant(str(e, 'targetId'));
    c.hp = num(e, 'hp');
    if (c.hp > 0) {
      const s = mutSys5(c);
      s.stable = false;
      s.recoverAtHour = null;
      s.deathSaves = { successes: 0, failures: 0 };
    }
  },
  hpSet(d, e) {
    d.combatant(str(e, 'targetId')).hp = num(e, 'hp');
  },
  tempHpSet(d, e) {
    d.combatant(str(e, 'targetId')).tempHp = num(e, 'tempHp');
  },
  maxHpSet(d, e) {
    const c = d.combatant(str(e, 'targetId'));
    c.maxHp = num(e, 'maxHp');
    c.hp = num(e, 'hp');
  },
  concentrationStarted(d, e) {
    sysOf(d, str(e, 'combatantId')).concentration = {
      spell: str(e, 'spell'),
      round: num(e, 'round'),
    };
  },
  concentrationEnded(d, e) {
    const c = d.combatant(str(e, 'combatantId'));
    mutSys5(c).concentration = null;
    // 5E-ACT-12: a readied spell held with concentration dissipates when it ends.
    const t = mutTsys(c);
    if (t.tactics?.readied?.spell) {
      t.tactics = loseReadiedSpell(t.tactics).tactics;
      c.readied = null;
    }
  },
  deathRuleSet(d, e) {
    const s = sysOf(d, str(e, 'combatantId'));
    s.deathRule = e.deathRule as DeathRule;
    s.important = e.important as boolean;
  },
  halfHpReached(d, e) {
    sysOf(d, str(e, 'combatantId')).halfHpTriggered = true;
  },
  sideLoss(d, e) {
    const sys = d.sys();
    const losses = { ...((sys.losses as Record<string, number> | undefined) ?? {}) };
    losses[str(e, 'side')] = (losses[str(e, 'side')] ?? 0) + 1;
    sys.losses = losses;
  },
  groupBaseline(d, e) {
    const sys = d.sys();
    sys.groupInitial = {
      ...((sys.groupInitial as Record<string, number> | undefined) ?? {}),
      ...(e.sizes as Record<string, number>),
    };
  },
  moraleSet(d, e) {
    for (const id of e.combatantIds as string[]) sysOf(d, id).morale = e.morale as MoraleState;
  },
  hitDiceSpent(d, e) {
    const c = d.combatant(str(e, 'combatantId'));
    c.hp = num(e, 'hp');
    const s = mutSys5(c);
    s.hitDice = { ...s.hitDice, spent: num(e, 'spent') };
    if (e.cause === 'surge') s.surgeUsed = true;
    if (c.hp > 0) {
      s.stable = false;
      s.recoverAtHour = null;
      s.deathSaves = { successes: 0, failures: 0 };
    }
  },
  rested(d, e) {
    const c = d.combatant(str(e, 'combatantId'));
    c.hp = num(e, 'hp');
    c.tempHp = num(e, 'tempHp');
    const s = mutSys5(c);
    s.hitDice = { ...s.hitDice, spent: num(e, 'hitDiceSpent') };
    s.surgeUsed = false;
    s.kitTreated = false;
    // A long rest restores every spent spell slot [not in seed: PHB].
    if (e.kind === 'long' && s.spellSlots) {
      const slots: Record<string, { max: number; spent: number }> = {};
      for (const [level, slot] of Object.entries(s.spellSlots))
        slots[level] = { ...slot, spent: 0 };
      s.spellSlots = slots;
    }
  },
  kitUsed(d, e) {
    sysOf(d, str(e, 'combatantId')).kitTreated = true;
    // 5E-HKIT-01: each use spends one charge of the healer's kit.
    if (typeof e.healerId === 'string') {
      const healer = sysOf(d, e.healerId);
      healer.healersKitCharges = Math.max(0, (healer.healersKitCharges ?? 0) - 1);
    }
  },

  timePassed(d, e) {
    d.sys().clockHours = num(e, 'clockHours');
  },
  speedFactorDeclared(d, e) {
    sysOf(d, str(e, 'combatantId')).speedFactor = {
      actions: e.actions as SpeedFactorAction[],
      dmModifier: num(e, 'dmModifier'),
    };
  },
  speedFactorCleared(d) {
    const r = d.state;
    for (const id of r.combatantIds) {
      const c = r.combatants[id];
      if (c && (c.sys as { speedFactor?: unknown }).speedFactor) sysOf(d, id).speedFactor = null;
    }
  },
  note5e() {
    // Log-only.
  },
  // Legendary and lair actions, spell slots (resources.ts): one table, one lookup per event.
  ...resourceHandlers,
};

/** Applies a 5e event to the draft. */
export function apply5e(draft: Draft, event: EngineEvent): void {
  const h = handlers[event.type] ?? combatHandlers[event.type];
  if (h) h(draft, event);
}
