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
import type { DamagePart } from './damage';
import type { DamageSource } from './damage-types';
import { damageTarget } from './damage-decide';
import type { HitMeta } from './damage-decide';
import { ev5 } from './dnd5e-events';
import { amountOf } from './heal-decide';
import { conditionKeys, mergedEffects } from './status';
import type { Ability } from './statblock';
import type { Dnd5eRollKey } from './roll-purposes';
import { sys5 } from './sys';
import type { CoverDegree } from './tactics/cover';
import { givenCover } from './tactics/cover';
import { dexSaveSituation } from './combat/saves';

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

/** The damage source flags of a command (magical, spell, silvered, adamantine). */
export function sourceOf(cmd: {
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
  opts: { bonus?: number; mode?: D20Mode; purpose?: Dnd5eRollKey } = {},
): { total: number; success: boolean; autoFail: boolean } {
  const bonus = sys5(c).saves[ability] + (opts.bonus ?? 0);
  const r = ctx.roller.d20(opts.purpose ?? `save:${c.id}`, opts.mode ?? 'normal', bonus);
  const autoFail = mergedEffects(c).autoFailSaves?.includes(ability) === true;
  return { total: r.total, success: !autoFail && r.total >= dc, autoFail };
}

/** The mode and bonus of a save, with the Dex-save situation when the ability is Dex (§7.9). */
export function saveRollOptions(
  state: EncounterState,
  c: Combatant,
  ability: Ability,
  given: { advantage?: boolean; disadvantage?: boolean; bonus?: number },
  situation: { cover?: CoverDegree; sourceId?: string },
): { mode: D20Mode; bonus: number; cover: CoverDegree } {
  const dex = ability === 'dex' ? dexSaveSituation(state, c, situation) : null;
  const adv = given.advantage === true || (dex?.advantage.length ?? 0) > 0;
  const dis = given.disadvantage === true || (dex?.disadvantage.length ?? 0) > 0;
  return {
    mode: d20Mode(adv, dis),
    bonus: (given.bonus ?? 0) + (dex?.bonus ?? 0),
    cover: dex?.cover ?? 'none',
  };
}

/** The note field naming the cover source that counted (5E-COVER-02): the DM's, or the map's. */
function coverSourceOf(
  given: { source: string } | null,
  cover: CoverDegree,
): { coverSource?: string } {
  if (given && cover !== 'none') return { coverSource: given.source };
  return cover !== 'none' ? { coverSource: 'map' } : {};
}

/** savingThrow: each creature rolls against the DC. */
export function decideSavingThrow(
  state: EncounterState,
  cmd: Dnd5eCommand<'savingThrow'>,
  ctx: DecideContext,
): EngineEvent[] {
  if (cmd.sourceId) requireCombatant(state, cmd.sourceId);
  return cmd.combatantIds.map((id) => {
    const c = requireCombatant(state, id);
    const given = givenCover(cmd.cover, cmd.coverSources); // 5E-COVER-02: the best counts
    const o = saveRollOptions(state, c, cmd.ability, cmd, {
      ...(given ? { cover: given.degree } : {}),
      ...(cmd.sourceId ? { sourceId: cmd.sourceId } : {}),
    });
    const r = rollSave(ctx, c, cmd.ability, cmd.dc, { bonus: o.bonus, mode: o.mode });
    return ev5.note('save', {
      combatantId: id,
      ability: cmd.ability,
      dc: cmd.dc,
      total: r.total,
      success: r.success,
      autoFail: r.autoFail,
      mode: o.mode,
      cover: o.cover,
      ...coverSourceOf(given, o.cover),
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
  // 5E-DMG-03: rolled once for every target; several damage types each keep their own dice.
  const given = cmd.parts ?? [
    {
      ...(cmd.amount !== undefined ? { amount: cmd.amount } : {}),
      ...(cmd.dice ? { dice: cmd.dice } : {}),
      ...(cmd.damageType ? { type: cmd.damageType } : {}),
    },
  ];
  const parts: DamagePart[] = given.map((p) => {
    const dice = p.dice && cmd.isCrit && p.amount === undefined ? critNotation(p.dice) : p.dice;
    const raw = amountOf(
      { ...(p.amount !== undefined ? { amount: p.amount } : {}), ...(dice ? { dice } : {}) },
      ctx,
      'damage',
    );
    return { raw, ...(p.type ? { type: p.type } : {}) };
  });
  const raw = parts.reduce((n, p) => n + p.raw, 0);
  const firstType = parts.find((p) => p.type)?.type;
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
    const perCover = givenCover(per.cover, per.coverSources); // 5E-COVER-02
    let halved = per.halved === true;
    let noDamage = false;
    if (cmd.save) {
      const o = saveRollOptions(
        steps.state,
        c,
        cmd.save.ability,
        {},
        {
          ...(perCover ? { cover: perCover.degree } : {}),
          ...(cmd.attackerId ? { sourceId: cmd.attackerId } : {}),
        },
      );
      const r = rollSave(ctx, c, cmd.save.ability, cmd.save.dc, { bonus: o.bonus, mode: o.mode });
      steps.push(
        ev5.note('save', {
          combatantId: id,
          ability: cmd.save.ability,
          dc: cmd.save.dc,
          total: r.total,
          success: r.success,
          autoFail: r.autoFail,
          ...(o.cover !== 'none' ? { cover: o.cover } : {}),
          ...coverSourceOf(perCover, o.cover),
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
      ...(firstType ? { damageType: firstType } : {}),
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
        ...(firstType ? { type: firstType } : {}),
        ...(parts.length > 1 ? { parts } : {}),
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
