// Attack resolution (§7.1, 5E-ATK-*, 5E-CRIT-01), saving throws, and the damage command: dice
// rolled once for every target (5E-DMG-03), then each target's own save and defenses.
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import { requireCombatant } from '../../encounter/combatants';
import { Steps } from '../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent } from '../../encounter/types';
import type { D20Mode } from '../../dice';
import { d20Mode, parseNotation } from '../../dice';
import type { RuleSystem } from '../types';
import type { Dnd5eCommand } from './commands';
import type { ConditionEffects } from './conditions';
import { conditionEffects } from './conditions';
import type { DamageSource, DamageType } from './damage-types';
import { damageTarget } from './damage-decide';
import type { HitMeta } from './damage-decide';
import { ev5 } from './dnd5e-events';
import { amountOf } from './heal-decide';
import { conditionKeys, mergedEffects } from './status';
import type { Ability } from './statblock';
import { sys5 } from './sys';
import { collectAttackModifiers } from './tactics/advantage';
import type { AttackContext } from './tactics/advantage';
import { coverBonus } from './tactics/cover';
import type { CoverDegree } from './tactics/cover';

/** 5E-CRIT-01: every damage die of the notation rolled twice; modifiers once. */
export function critNotation(notation: string): string {
  const expr = parseNotation(notation);
  const parts = expr.groups.map((g) => {
    const keep = g.keep ? `${g.keep.mode}${g.keep.n * 2}` : '';
    return `${g.sign === -1 ? '-' : '+'}${g.count * 2}d${g.sides}${keep}`;
  });
  if (expr.modifier !== 0) parts.push(expr.modifier > 0 ? `+${expr.modifier}` : `${expr.modifier}`);
  return parts.join('').replace(/^\+/, '');
}

/** How an attack is made, for choosing its ability and bonus (5E-ATK-04/05/06). */
export interface AttackKind {
  /** Weapon attack (melee or ranged) or spell attack. */
  kind: 'meleeWeapon' | 'rangedWeapon' | 'spell';
  /** Finesse weapon: Str or Dex, the better one. */
  finesse?: boolean;
  /** A thrown melee weapon uses the melee ability [not in seed: PHB]. */
  thrownMelee?: boolean;
  /** Proficient with the weapon (spell attacks always add proficiency). */
  proficient?: boolean;
  /** The caster's spellcasting ability. */
  spellAbility?: Ability;
}

/** 5E-ATK-05: melee weapon → Str, ranged → Dex, finesse → the better, spell → spellcasting ability. */
export function attackAbility(a: AttackKind, scores: Record<Ability, number>): Ability {
  if (a.kind === 'spell') return a.spellAbility ?? 'int';
  if (a.finesse) return scores.dex > scores.str ? 'dex' : 'str';
  if (a.kind === 'rangedWeapon' && !a.thrownMelee) return 'dex';
  return 'str';
}

/** 5E-ATK-04/06: ability modifier plus proficiency when proficient (always for spells). */
export function attackBonusFor(
  a: AttackKind,
  scores: Record<Ability, number>,
  proficiency: number,
): number {
  const mod = Math.floor((scores[attackAbility(a, scores)] - 10) / 2);
  return mod + (a.kind === 'spell' || a.proficient ? proficiency : 0);
}

/** 5E-ATK-03/07/08: hit on total ≥ AC (+cover); a natural 20 always hits and crits, a natural 1 misses. */
export function attackHits(
  natural: number,
  total: number,
  ac: number,
): { hit: boolean; crit: boolean } {
  if (natural === 20) return { hit: true, crit: true };
  if (natural === 1) return { hit: false, crit: false };
  return { hit: total >= ac, crit: false };
}

/** Advantage/disadvantage sources that come from conditions (§17), by key. */
export function conditionEdges(
  attacker: Combatant,
  target: Combatant,
  withinFiveFeet: boolean,
): { advantage: string[]; disadvantage: string[] } {
  const advantage: string[] = [];
  const disadvantage: string[] = [];
  const push = (edge: 'advantage' | 'disadvantage' | undefined, key: string) => {
    if (edge === 'advantage') advantage.push(key);
    else if (edge === 'disadvantage') disadvantage.push(key);
  };
  for (const key of conditionKeys(target)) {
    const e: ConditionEffects = conditionEffects(key);
    push(e.attacksAgainst, `target.${key}`);
    push(withinFiveFeet ? e.attacksAgainstWithin5ft : e.attacksAgainstBeyond5ft, `target.${key}`);
  }
  for (const key of conditionKeys(attacker))
    push(conditionEffects(key).ownAttacks, `attacker.${key}`);
  return { advantage, disadvantage };
}

function sourceOf(cmd: {
  magical?: boolean;
  spell?: boolean;
  silvered?: boolean;
  adamantine?: boolean;
}): DamageSource {
  const s: DamageSource = {};
  if (cmd.magical) s.magical = true;
  if (cmd.spell) s.spell = true;
  if (cmd.silvered) s.silvered = true;
  if (cmd.adamantine) s.adamantine = true;
  return s;
}

/** A saving throw roll (auto-failing Str/Dex saves of the unconscious, stunned…). */
export function rollSave(
  ctx: DecideContext,
  c: Combatant,
  ability: Ability,
  dc: number,
  opts: { bonus?: number; mode?: D20Mode; purpose?: string } = {},
): { total: number; success: boolean; autoFail: boolean } {
  const bonus = sys5(c).saves[ability] + (opts.bonus ?? 0);
  const r = ctx.roller.d20(opts.purpose ?? `save:${c.id}`, opts.mode ?? 'normal', bonus);
  const autoFail = mergedEffects(c).autoFailSaves?.includes(ability) === true;
  return { total: r.total, success: !autoFail && r.total >= dc, autoFail };
}

/** savingThrow: each creature rolls against the DC. */
export function decideSavingThrow(
  state: EncounterState,
  cmd: Dnd5eCommand<'savingThrow'>,
  ctx: DecideContext,
): EngineEvent[] {
  const mode = d20Mode(cmd.advantage === true, cmd.disadvantage === true);
  return cmd.combatantIds.map((id) => {
    const c = requireCombatant(state, id);
    const r = rollSave(ctx, c, cmd.ability, cmd.dc, { bonus: cmd.bonus ?? 0, mode });
    return ev5.note('save', {
      combatantId: id,
      ability: cmd.ability,
      dc: cmd.dc,
      total: r.total,
      success: r.success,
      autoFail: r.autoFail,
    });
  });
}

/** damage: one roll for all targets; each target applies its own save and defenses. */
export function decideDamage(
  state: EncounterState,
  cmd: Dnd5eCommand<'damage'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  for (const id of cmd.targetIds) requireCombatant(state, id);
  if (cmd.attackerId) requireCombatant(state, cmd.attackerId);
  const dice =
    cmd.dice && cmd.isCrit && cmd.amount === undefined ? critNotation(cmd.dice) : cmd.dice;
  const raw = amountOf(
    { ...(cmd.amount !== undefined ? { amount: cmd.amount } : {}), ...(dice ? { dice } : {}) },
    ctx,
    'damage',
  );
  const alive = cmd.targetIds.filter((id) => !sys5(state.combatants[id] as Combatant).dead);
  if (alive.length === 0)
    throw new RuleError('combatantDead', { combatantId: cmd.targetIds[0] as string });
  const steps = new Steps(state, system);
  for (const id of cmd.targetIds) {
    const c = steps.state.combatants[id] as Combatant;
    if (sys5(c).dead) {
      steps.push(ev5.note('damageIgnoredDead', { targetId: id }));
      continue;
    }
    const per = cmd.perTarget?.[id] ?? {};
    let halved = per.halved === true;
    let noDamage = false;
    if (cmd.save) {
      const r = rollSave(ctx, c, cmd.save.ability, cmd.save.dc);
      steps.push(
        ev5.note('save', {
          combatantId: id,
          ability: cmd.save.ability,
          dc: cmd.save.dc,
          total: r.total,
          success: r.success,
          autoFail: r.autoFail,
        }),
      );
      if (r.success) {
        if (cmd.save.onSuccess === 'half') halved = true;
        else noDamage = true;
      }
    }
    if (noDamage) continue;
    // 5E-COND-04: a hit from within 5 ft on an unconscious (or paralysed) creature is a crit.
    const autoCrit = cmd.withinFiveFeet === true && mergedEffects(c).critWithin5ft === true;
    const isCrit = cmd.isCrit === true || autoCrit;
    const meta: HitMeta = {
      ...(cmd.attackerId ? { attackerId: cmd.attackerId } : {}),
      ...(cmd.damageType ? { damageType: cmd.damageType } : {}),
      source: sourceOf(cmd),
      isCrit,
      melee: cmd.melee === true,
      ...(cmd.knockOut !== undefined ? { knockOut: cmd.knockOut } : {}),
      ...(cmd.attackTotal !== undefined ? { attackTotal: cmd.attackTotal } : {}),
      ...(cmd.natural20 ? { natural20: true } : {}),
      ...(cmd.cleaveTo ? { cleaveTo: cmd.cleaveTo } : {}),
    };
    damageTarget(
      steps,
      ctx,
      id,
      {
        raw,
        ...(cmd.damageType ? { type: cmd.damageType } : {}),
        flat: (cmd.flat ?? 0) + (per.flat ?? 0),
        halved,
        source: meta.source,
        extraResistance: per.extraResistance === true,
        isCrit,
        melee: cmd.melee === true,
        ...(cmd.knockOut !== undefined ? { knockOut: cmd.knockOut } : {}),
      },
      meta,
    );
  }
  return steps.events;
}

/** attack: roll to hit (advantage per 5E-GEN-02), then damage on a hit. */
export function decideAttack(
  state: EncounterState,
  cmd: Dnd5eCommand<'attack'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const attacker = requireCombatant(state, cmd.attackerId);
  const target = requireCombatant(state, cmd.targetId);
  if (sys5(target).dead) throw new RuleError('combatantDead', { combatantId: target.id });
  const cover: CoverDegree = cmd.cover ?? 'none';
  if (cover === 'total') throw new RuleError('totalCover', { targetId: target.id }); // 5E-COVER-05
  const within = cmd.withinFiveFeet ?? cmd.melee;
  const edges = conditionEdges(attacker, target, within);
  const context = cmd.context ?? {};
  // 5E-RANGED-01: beyond long range (or beyond a single range) the attack is impossible.
  if (context.rangeBand === 'outOfRange')
    throw new RuleError('outOfRange', { targetId: target.id });
  const situational = collectAttackModifiers({
    kind: cmd.melee ? 'melee' : 'ranged',
    // 5E-INJURY-03: a lost eye gives disadvantage on ranged attacks.
    attackerLostEye: attacker.conditions.some((x) => x.key === 'injury.loseEye'),
    ...context,
    closeCombatNeedsSight:
      context.closeCombatNeedsSight ?? state.options.rangedInMeleeNeedsSight !== false,
    flankingHexAllAttacks:
      context.flankingHexAllAttacks ?? state.options.flankingScope === 'hexAllAttacks',
  } as AttackContext);
  // Flanking counts only when the optional rule is on.
  const sources = situational.filter(
    (x) => !x.key.startsWith('flanking') || state.options.flanking === true,
  );
  const advantage = [
    ...(cmd.advantage ?? []),
    ...edges.advantage,
    ...sources.filter((x) => x.edge === 'advantage').map((x) => x.key),
  ];
  const disadvantage = [
    ...(cmd.disadvantage ?? []),
    ...edges.disadvantage,
    ...sources.filter((x) => x.edge === 'disadvantage').map((x) => x.key),
  ];
  const mode = d20Mode(advantage.length > 0, disadvantage.length > 0);
  const roll = ctx.roller.d20('attack', mode, cmd.attackBonus);
  const natural = roll.kept[0] as number;
  const ac = target.ac + coverBonus(cover);
  const { hit, crit: natCrit } = attackHits(natural, roll.total, ac);
  const crit = natCrit || (hit && within && mergedEffects(target).critWithin5ft === true);
  const steps = new Steps(state, system);
  steps.push(
    ev5.note('attack', {
      attackerId: attacker.id,
      targetId: target.id,
      natural,
      total: roll.total,
      ac,
      mode,
      advantage,
      disadvantage,
      hit,
      crit,
    }),
  );
  if (!hit || !cmd.damage || cmd.damage.length === 0) return steps.events;
  // 5E-CRIT-01: all damage dice twice, modifiers once. Parts of one type are summed.
  let raw = 0;
  let type: DamageType | undefined;
  for (const part of cmd.damage) {
    const r = ctx.roller.roll(crit ? critNotation(part.dice) : part.dice, 'damage');
    raw += r.total;
    type ??= part.type;
  }
  raw = Math.max(0, raw); // 5E-DMG-01
  const meta: HitMeta = {
    attackerId: attacker.id,
    ...(type ? { damageType: type } : {}),
    source: sourceOf(cmd),
    isCrit: crit,
    melee: cmd.melee,
    ...(cmd.knockOut !== undefined ? { knockOut: cmd.knockOut } : {}),
    attackTotal: roll.total,
    ...(natural === 20 ? { natural20: true } : {}),
    ...(cmd.cleaveTo ? { cleaveTo: cmd.cleaveTo } : {}),
  };
  damageTarget(
    steps,
    ctx,
    target.id,
    {
      raw,
      ...(type ? { type } : {}),
      source: meta.source,
      isCrit: crit,
      melee: cmd.melee,
      ...(cmd.knockOut !== undefined ? { knockOut: cmd.knockOut } : {}),
    },
    meta,
  );
  return steps.events;
}
