// The attack command (§7): its cost in the turn economy, the facts the engine derives (reach,
// range, cover, flanking, facing, Dodge, Help, marks, water), the roll with every advantage
// source combined (5E-GEN-02), the hit (5E-ATK-03/07/08, 5E-UNSEEN-02, 5E-WATER-02), hitting the
// cover (5E-HITCOVER-01) and damage of every type meeting its own defenses (5E-CRIT-01).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import { Steps } from '../../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { d20Mode } from '../../../dice';
import type { RuleSystem } from '../../types';
import { attackHits, conditionEdges, critNotation, sourceOf } from '../attack';
import type { Dnd5eCommand } from '../commands';
import type { DamagePart } from '../damage';
import type { HitMeta } from '../damage-decide';
import { damageTarget } from '../damage-decide';
import { ev5 } from '../dnd5e-events';
import { mergedEffects } from '../status';
import { sys5 } from '../sys';
import type { AttackContext } from '../tactics/advantage';
import { collectAttackModifiers } from '../tactics/advantage';
import type { CoverDegree } from '../tactics/cover';
import { canTargetThroughCover, coverBonus, givenCover } from '../tactics/cover';
import type { CoverProvider } from '../tactics/hitCover';
import { resolveCoverHit } from '../tactics/hitCover';
import { placeMark } from '../tactics/optionalActions';
import { useAttackHelp } from '../tactics/turn';
import { spaceOf } from '../tactics/size';
import { underwaterEffect } from '../tactics/water';
import { offHandDamage, unarmedStrike } from '../tactics/weaponDamage';
import { hexCountFlanks } from '../tactics/flanking';
import { abilityMod } from '../statblock';
import type { AttackPayment } from './attack-economy';
import { defaultPayment, payForAttack } from './attack-economy';
import type { DerivedAttack } from './attack-facts';
import { deriveAttack } from './attack-facts';
import { inOwnTurn, saveTactics } from './economy';
import { evc } from './tactical-events';
import { hexFacts } from './hex-facts';
import { gridOn, positionOf, tactics5, tsys } from './state';

type AttackCmd = Dnd5eCommand<'attack'>;

/** Option-bound sources count only with their option on (flanking, facing, mark). */
function optionAllows(state: EncounterState, key: string): boolean {
  if (key.startsWith('flanking')) return state.options.flanking === true;
  if (key === 'rearArc') return state.options.facing === true;
  if (key === 'markedOpportunityAttack') return state.options['act.mark'] === true;
  if (key === 'clingingToTarget') return state.options['act.climbOnto'] === true;
  return true;
}

/** Every advantage and disadvantage source of the attack, by key (§7.9, §17). */
function sourcesOf(
  state: EncounterState,
  attacker: Combatant,
  target: Combatant,
  cmd: AttackCmd,
  context: Partial<AttackContext>,
  within: boolean,
): { advantage: string[]; disadvantage: string[] } {
  const edges = conditionEdges(attacker, target, within);
  const situational = collectAttackModifiers({
    ...context,
    kind: cmd.melee ? 'melee' : 'ranged',
    // 5E-INJURY-03: a lost eye gives disadvantage on ranged attacks.
    attackerLostEye: attacker.conditions.some((x) => x.key === 'injury.loseEye'),
    closeCombatNeedsSight:
      context.closeCombatNeedsSight ?? state.options.rangedInMeleeNeedsSight !== false,
    flankingHexAllAttacks:
      context.flankingHexAllAttacks ?? state.options.flankingScope === 'hexAllAttacks',
  }).filter((x) => optionAllows(state, x.key));
  return {
    advantage: [
      ...(cmd.advantage ?? []),
      ...edges.advantage,
      ...situational.filter((x) => x.edge === 'advantage').map((x) => x.key),
    ],
    disadvantage: [
      ...(cmd.disadvantage ?? []),
      ...edges.disadvantage,
      ...situational.filter((x) => x.edge === 'disadvantage').map((x) => x.key),
    ],
  };
}

/**
 * The ability modifier the attack adds to its damage (5E-DMG-02), when the engine is to add it:
 * as given, or from the statblock for the ability named (Str for melee, Dex for ranged) when
 * the command names one or is an off-hand attack. Undefined: the damage dice already hold it.
 */
function damageAbilityMod(attacker: Combatant, cmd: AttackCmd): number | undefined {
  if (cmd.abilityMod !== undefined) return cmd.abilityMod;
  if (!cmd.ability && !cmd.offHand) return undefined;
  // A thrown melee weapon keeps the melee ability [not in seed: PHB] (5E-TWF-02).
  const ability = cmd.ability ?? (cmd.melee || cmd.thrown ? 'str' : 'dex');
  return abilityMod(sys5(attacker).abilities[ability]);
}

/** The damage of the attack as notations: the command's parts with the ability modifier. */
function damageParts(attacker: Combatant, cmd: AttackCmd): AttackCmd['damage'] {
  const parts = cmd.damage ?? [];
  const mod = damageAbilityMod(attacker, cmd);
  const [first, ...rest] = parts;
  if (mod === undefined || !first) return parts;
  // 5E-TWF-01: the off-hand attack adds the modifier only when it is negative.
  const withMod = mod === 0 ? first.dice : `${first.dice}${mod > 0 ? '+' : ''}${mod}`;
  const notation = cmd.offHand ? offHandDamage(first.dice, mod).notation : withMod;
  return [{ ...first, dice: notation }, ...rest];
}

/**
 * Rolls every damage part (all dice twice on a crit, 5E-CRIT-01); none goes below 0 (5E-DMG-01).
 * 5E-MELEE-02: an unarmed strike deals 1 + Str modifier bludgeoning, no dice to double.
 */
function rollParts(
  ctx: DecideContext,
  attacker: Combatant,
  cmd: AttackCmd,
  crit: boolean,
): DamagePart[] {
  if (cmd.unarmed) {
    const strMod = cmd.abilityMod ?? abilityMod(sys5(attacker).abilities.str);
    const u = unarmedStrike(strMod);
    return [{ raw: u.damage, type: u.damageType }];
  }
  return (damageParts(attacker, cmd) ?? []).map((part) => {
    const r = ctx.roller.roll(crit ? critNotation(part.dice) : part.dice, 'damage');
    return { raw: Math.max(0, r.total), ...(part.type ? { type: part.type } : {}) };
  });
}

/** Damage of the parts to one creature through the pipeline, with its consequences. */
function dealDamage(
  steps: Steps,
  ctx: DecideContext,
  targetId: string,
  parts: DamagePart[],
  meta: HitMeta,
): void {
  const raw = parts.reduce((n, p) => n + p.raw, 0);
  const type = parts.find((p) => p.type)?.type;
  damageTarget(
    steps,
    ctx,
    targetId,
    {
      raw,
      ...(type ? { type } : {}),
      ...(parts.length > 1 ? { parts } : {}),
      source: meta.source,
      isCrit: meta.isCrit,
      melee: meta.melee,
      ...(meta.knockOut !== undefined ? { knockOut: meta.knockOut } : {}),
    },
    { ...meta, ...(type ? { damageType: type } : {}) },
  );
}

function attackerOf(steps: Steps, cmd: AttackCmd): Combatant {
  return steps.state.combatants[cmd.attackerId] as Combatant;
}

/** 5E-UNSEEN-02: an attack at a square the target is not in misses. */
function wrongSquare(target: Combatant, guessed: AttackCmd['guessedAt']): boolean {
  const at = positionOf(target);
  if (!guessed || !at) return false;
  const s = spaceOf(at, sys5(target).size);
  return !(
    guessed.x >= s.x &&
    guessed.x < s.x + s.side &&
    guessed.y >= s.y &&
    guessed.y < s.y + s.side
  );
}

/** 5E-HITCOVER-01: a ranged miss that only the cover caused strikes the cover. */
function hitCover(
  steps: Steps,
  ctx: DecideContext,
  cmd: AttackCmd,
  a: {
    natural: number;
    total: number;
    targetAc: number;
    cover: CoverDegree;
    provider: CoverProvider;
  },
  meta: HitMeta,
): void {
  const o = steps.state.options;
  const out = resolveCoverHit({
    attack: cmd.melee ? 'melee' : 'ranged',
    total: a.total,
    natural: a.natural,
    targetAc: a.targetAc,
    coverBonus: coverBonus(a.cover),
    provider: a.provider,
    creatureOnlyInBand: o['hittingCover.bandOnly'] !== false, // AMB-21
    strictlyExceeds: o['hittingCover.strictlyExceeds'] !== false,
  });
  if (out.result === 'miss' || out.result === 'hitTarget') return;
  steps.push(
    ev5.note('hitCover', {
      attackerId: cmd.attackerId,
      targetId: cmd.targetId,
      result: out.result,
      coverId: out.result === 'hitCoverCreature' ? out.creatureId : null,
    }),
  );
  if (out.result === 'hitCoverCreature' && cmd.damage && cmd.damage.length > 0) {
    const c = steps.state.combatants[out.creatureId];
    if (c && !sys5(c).dead) {
      dealDamage(steps, ctx, c.id, rollParts(ctx, attackerOf(steps, cmd), cmd, false), {
        ...meta,
        isCrit: false,
      });
    }
  }
}

/** What the attack's payment is when the command leaves it open. */
function paymentOf(attacker: Combatant, cmd: AttackCmd): AttackPayment {
  if (cmd.uses) return cmd.uses;
  return cmd.opportunity ? 'reaction' : defaultPayment(attacker);
}

/** attack: pay for it, derive its facts, roll to hit (5E-GEN-02), then damage on a hit. */
export function decideAttack(
  state: EncounterState,
  cmd: AttackCmd,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const attacker = requireCombatant(state, cmd.attackerId);
  const target = requireCombatant(state, cmd.targetId);
  // 5E-TWF-02: a thrown weapon is thrown instead of a melee attack, so the attack is ranged.
  if (cmd.thrown && cmd.melee) {
    throw new RuleError('invalidCommand', { path: 'thrown', message: 'a thrown attack is ranged' });
  }
  if (sys5(target).dead) throw new RuleError('combatantDead', { combatantId: target.id });
  if (sys5(attacker).dead) throw new RuleError('combatantDead', { combatantId: attacker.id });
  // On a hex map the hexes the DM reads stand in for the squares (5E-FACING-06, 5E-FLANK-04).
  if (cmd.hexes && gridOn(state)) {
    throw new RuleError('invalidCommand', { path: 'hexes', message: 'the square grid is on' });
  }
  const hex = cmd.hexes ? hexFacts(state, attacker, target, cmd.hexes) : null;
  const distanceFt = cmd.distanceFt ?? hex?.distanceFt;
  const derived: DerivedAttack = deriveAttack(state, attacker, target, {
    melee: cmd.melee,
    ...(cmd.reachFt !== undefined ? { reachFt: cmd.reachFt } : {}),
    ...(cmd.range ? { range: cmd.range } : {}),
    ...(cmd.weapon ? { weapon: cmd.weapon } : {}),
    ...(cmd.spellAttack ? { spellAttack: true } : {}),
    ...(cmd.opportunity ? { opportunity: true } : {}),
    ...(cmd.opportunityOnMark ? { opportunityOnMark: true } : {}),
    ...(cmd.targetAt ? { targetAt: cmd.targetAt } : {}),
    ...(distanceFt !== undefined ? { distanceFt } : {}),
  });
  if (hex) derived.shieldOff = hex.shieldOff;
  // The DM's facts win over derived ones (AMB-31: without the grid they are all there is).
  const { hexesBetweenAllies, ...given5e } = cmd.context ?? {};
  const merged: Partial<AttackContext> = { ...derived.context, ...hex?.context, ...given5e };
  // 5E-FLANK-04 / EX-52: on hexes the allies flank when the count between them around the
  // target fits its size (Medium or smaller 2, Large 4, Huge 5, Gargantuan 6 or more).
  const hexFlank =
    hexesBetweenAllies !== undefined && hexCountFlanks(sys5(target).size, hexesBetweenAllies);
  if (hexFlank) (merged as { flanking?: 'hexes' }).flanking = 'hexes';
  // 5E-WATER-02: a target in the long band is beyond normal range, grid or not.
  const water = merged.underwater;
  const context: Partial<AttackContext> =
    water?.kind === 'ranged' && water.beyondNormalRange === undefined
      ? { ...merged, underwater: { ...water, beyondNormalRange: merged.rangeBand === 'long' } }
      : merged;
  // 5E-COVER-02: of the DM's sources the best counts (they stand in for the map's line).
  const given = givenCover(cmd.cover, cmd.coverSources);
  const cover: CoverDegree = given?.degree ?? derived.cover ?? 'none';
  const coverSource = cover === 'none' ? null : given ? given.source : 'map';
  // 5E-COVER-05: total cover bars an attack (or a spell attack) aimed at the target.
  if (!canTargetThroughCover(cover, cmd.spellAttack ? 'spell' : 'attack')) {
    throw new RuleError('totalCover', { targetId: target.id });
  }
  // 5E-RANGED-01: beyond long range (or beyond a single range) the attack is impossible.
  if (context.rangeBand === 'outOfRange')
    throw new RuleError('outOfRange', { targetId: target.id });
  const paid = payForAttack(state, ctx, attacker, paymentOf(attacker, cmd), {
    ...(cmd.attacks !== undefined ? { attacks: cmd.attacks } : {}),
    ...(cmd.lightOneHanded !== undefined ? { lightOneHanded: cmd.lightOneHanded } : {}),
    ...(cmd.grantedBy ? { grantedBy: cmd.grantedBy } : {}),
    ...(cmd.offHand ? { offHand: true } : {}),
    ...(cmd.thrown ? { thrown: true } : {}),
    melee: cmd.melee,
    onMark: context.opportunityAttackOnMarked === true && state.options['act.mark'] === true,
  });
  if (paid.lost) return paid.events;
  const steps = new Steps(state, system);
  steps.push(...paid.events);
  const within =
    cmd.withinFiveFeet ?? (derived.distanceFt !== null ? derived.distanceFt <= 5 : cmd.melee);
  const { advantage, disadvantage } = sourcesOf(state, attacker, target, cmd, context, within);
  const mode = d20Mode(advantage.length > 0, disadvantage.length > 0);
  const roll = ctx.roller.d20('attack', mode, cmd.attackBonus);
  const natural = roll.kept[0] as number;
  const targetAc = target.ac - derived.shieldOff;
  const ac = targetAc + coverBonus(cover);
  const autoMiss =
    context.underwater && underwaterEffect(context.underwater) === 'autoMiss'
      ? 'underwater'
      : wrongSquare(target, cmd.guessedAt)
        ? 'wrongSquare'
        : null;
  const base = autoMiss ? { hit: false, crit: false } : attackHits(natural, roll.total, ac);
  const crit = base.crit || (base.hit && within && mergedEffects(target).critWithin5ft === true);
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
      hit: base.hit,
      crit,
      cover,
      ...(coverSource ? { coverSource } : {}),
      distanceFt: derived.distanceFt,
      autoMiss,
    }),
  );
  // 5E-UNSEEN-04: attacking reveals a hidden attacker, hit or miss.
  if (tsys(attacker).hiding) steps.push(evc.hidingSet(attacker.id, null));
  // 5E-ACT-09 / AMB-34: the ally's first attack roll against the target uses the Help up.
  if (derived.helperId && context.helped) {
    const helper = steps.state.combatants[derived.helperId] as Combatant;
    const used = useAttackHelp(tactics5(helper), attacker.id, target.id);
    steps.push(
      saveTactics(helper, used.tactics, 'helpUsed', { allyId: attacker.id, targetId: target.id }),
    );
  }
  // 5E-MARK-01 / AMB-22: a melee attack may mark its target, hit or miss by default.
  if (cmd.mark) {
    if (state.options['act.mark'] !== true) throw new RuleError('optionOff', { key: 'act.mark' });
    if (cmd.melee) {
      const marks = placeMark(
        tsys(attacker).marks ?? [],
        {
          attackerId: attacker.id,
          targetId: target.id,
          hit: base.hit,
          melee: true,
          duringOwnTurn: inOwnTurn(attacker),
        },
        {
          markOnMiss: state.options['mark.onMiss'] !== false,
          onePerAttacker: state.options['mark.onePerAttacker'] !== false,
        },
      );
      steps.push(evc.marksSet(attacker.id, marks));
    }
  }
  const meta: HitMeta = {
    attackerId: attacker.id,
    source: sourceOf(cmd),
    isCrit: crit,
    melee: cmd.melee,
    ...(cmd.knockOut !== undefined ? { knockOut: cmd.knockOut } : {}),
    attackTotal: roll.total,
    ...(natural === 20 ? { natural20: true } : {}),
    ...(cmd.cleaveTo ? { cleaveTo: cmd.cleaveTo } : {}),
  };
  if (!base.hit) {
    if (
      state.options.hittingCover === true &&
      !autoMiss &&
      (cover === 'half' || cover === 'threeQuarters')
    ) {
      const byId = given?.creatureId ?? cmd.coverCreatureId;
      const by = byId ? requireCombatant(state, byId) : null;
      const provider: CoverProvider = by
        ? { kind: 'creature', id: by.id, ac: by.ac }
        : (derived.coverProvider ?? { kind: 'object' });
      hitCover(steps, ctx, cmd, { natural, total: roll.total, targetAc, cover, provider }, meta);
    }
    return steps.events;
  }
  if (!cmd.unarmed && (!cmd.damage || cmd.damage.length === 0)) return steps.events;
  dealDamage(steps, ctx, target.id, rollParts(ctx, attacker, cmd, crit), meta);
  return steps.events;
}
