// Deciding an attack command: assemble the roll (2E-ATK-11), resolve it, then damage, Table 58
// results, knockouts, holds and overbearing.
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import type { z } from 'zod';
import type { attackSchema } from '../commands';
import { readOptions } from '../options';
import type { AttackForm, AttackInput, MissileKind } from '../rules/attack';
import { modifiedThac0, resolveAttackRoll, setupAttack, strengthApplies } from '../rules/attack';
import { hitDamage } from '../rules/damage';
import { pickMeleeTarget, rangeBand } from '../rules/missiles';
import { FIRING_INTO_MELEE_WEIGHT } from '../tables/missiles';
import {
  canAttemptNonLethal,
  canStrikeWithFlat,
  creatureUsesNonLethal,
  flatOfBladeDamage,
  isKnockout,
  overbearModifier,
  overbearNeed,
  punchResult,
  weaponUsableWhileWrestling,
  wrestleDamage,
  wrestleResult,
} from '../rules/nonLethal';
import { parryBonus } from '../rules/parry';
import { twoWeaponPenalties } from '../rules/twoWeapons';
import type { Table51Situation } from '../tables/combatModifiers';
import type { ArmorType, WeaponDamageType } from '../tables/armor';
import type { CreatureSize } from '../tables/initiative';
import type { ClassGroup, Table52Row } from '../tables';
import { dexterityOf, mainClass, strengthOf, thac0Of } from '../stats';
import { debilitatedAcShift, effectiveStatblock, sysOf } from '../sys';
import { damageEvents } from './damage';
import { Steps } from '../../../encounter/steps';
import { casterSuffersDefense, touchChargeExpired, touchDelivery } from '../rules/touch';
import { turningBreakEvents } from './turning';
import { onsetRounds } from '../rules/poison';
import type { Adnd2eStatblock } from '../statblock';
import { requireAble } from './able';
import { drainEvents } from './drain';
import { igniteEvents } from './oil';
import { poisonEvents } from './poison';
import { adnd2eSystemRef } from './system-ref';
import { addCondition, reminder, sysEvent } from './adnd2e-events';
import { attackUseOf, countAttack } from './economy';
import type { RoundingMode } from '../rules/rounding';
import {
  chargedThisRound,
  chargesThisRound,
  firesOnTheMove,
  halfMoveFeet,
  movedFeet,
} from './combat-move';
import { riderEvents } from './rider';
import { requireTwoWeapons } from './two-weapons';

type AttackCommand = z.infer<typeof attackSchema>;

const has = (c: Combatant, key: string): boolean => c.conditions.some((x) => x.key === key);

/** Table 51 situations that follow from the target's conditions. */
function situationsFromConditions(target: Combatant): Table51Situation[] {
  const out: Table51Situation[] = [];
  if (has(target, 'surprised')) out.push('defenderSurprised');
  if (has(target, 'stunned') || has(target, 'prone') || has(target, 'pinned'))
    out.push('defenderStunnedOrProne');
  const life = sysOf(target).life;
  if (
    has(target, 'sleeping') ||
    has(target, 'paralyzed') ||
    has(target, 'poisonParalytic') || // 2E-POIS-02: unable to move
    life === 'unconscious' ||
    life === 'dying'
  ) {
    out.push('defenderSleepingOrHeld');
  }
  if (has(target, 'invisible')) out.push('defenderInvisible');
  if (has(target, 'offBalance')) out.push('defenderOffBalance');
  if (has(target, 'fleeing')) out.push('rearAttack');
  return out;
}

/** Decides an `attack` command. */
export function decideAttack(
  state: EncounterState,
  command: AttackCommand,
  ctx: DecideContext,
): EngineEvent[] {
  let cmd = command;
  const attacker = state.combatants[cmd.attackerId];
  if (!attacker) throw new RuleError('unknownCombatant', { combatantId: cmd.attackerId });
  if (!state.combatants[cmd.targetId])
    throw new RuleError('unknownCombatant', { combatantId: cmd.targetId });
  const events: EngineEvent[] = [];
  let targetId = cmd.targetId;
  if (cmd.meleeFigureIds && cmd.meleeFigureIds.length > 0) {
    // 2E-MSL-07, AMB-10: a weighted random pick among the figures, then a normal attack roll
    const ids = cmd.meleeFigureIds.includes(cmd.targetId)
      ? cmd.meleeFigureIds
      : [cmd.targetId, ...cmd.meleeFigureIds];
    const figures = ids.map((id) => {
      const f = state.combatants[id];
      if (!f) throw new RuleError('unknownCombatant', { combatantId: id });
      return { id, size: effectiveStatblock(f).size as CreatureSize };
    });
    const weights = { ...FIRING_INTO_MELEE_WEIGHT, T: readOptions(state.options).tinyFiringWeight };
    const pick = pickMeleeTarget(figures, ctx.roller, weights);
    targetId = pick.id;
    events.push(
      reminder(
        'firingIntoMelee',
        { intended: cmd.targetId, hit: pick.id, roll: pick.roll.total },
        attacker.id,
      ),
    );
  }
  const target = state.combatants[targetId] as Combatant;
  if (sysOf(attacker).life !== 'alive')
    throw new RuleError('combatantDead', { combatantId: attacker.id });
  requireAble(attacker);
  if (form0(cmd) === 'touch') requireTouchCharge(state, attacker, cmd);
  if (form0(cmd) === 'touch' && cmd.willing) {
    // 2E-TOUCH-02/03: a willing recipient is touched without a roll unless either is in melee.
    const delivery = touchDelivery({
      willing: true,
      casterInMelee: cmd.casterInMelee ?? foughtInMelee(state, attacker),
      targetInMelee: cmd.targetInMelee ?? foughtInMelee(state, target),
      targetWaiting: cmd.willingButActive !== true,
    });
    if (delivery.kind === 'automatic')
      return [
        ...events,
        touchDelivered(state, attacker, target),
        ...touchDefenses(attacker, target, cmd),
      ];
    cmd = { ...cmd, willingButActive: true };
  }
  const opts = readOptions(state.options);
  const asb = effectiveStatblock(attacker);
  const tsb = effectiveStatblock(target);
  const weapon = asb.attacks[cmd.attackIndex ?? 0];
  if (cmd.attackIndex !== undefined && !weapon) {
    throw new RuleError('invalidValue', { field: 'attackIndex', value: cmd.attackIndex });
  }
  const kind = weapon?.kind ?? 'melee';
  const form: AttackForm =
    cmd.form ?? (kind === 'melee' || kind === 'natural' ? 'melee' : 'missile');
  const missile: MissileKind | undefined =
    form === 'missile' && kind !== 'melee' && kind !== 'natural' ? kind : undefined;

  // range (2E-MSL-02)
  let range = cmd.range;
  if (!range && form === 'missile' && cmd.distance !== undefined && weapon?.ranges) {
    const band = rangeBand(cmd.distance, weapon.ranges);
    if (band === 'outOfRange') throw new RuleError('outOfRange', { distance: cmd.distance });
    range = band;
  }

  const situations = new Set<Table51Situation>([
    ...(cmd.situations ?? []),
    ...situationsFromConditions(target),
  ]);
  if (cmd.rear) situations.add('rearAttack');
  const attackerClass = mainClass(asb);
  const targetClass = mainClass(tsb);
  const targetParries = opts.parry && has(target, 'parrying');
  // AMB-33: optionally a ranger fights with two weapons free of penalty only in light armor
  const lightArmor =
    !asb.armorType || ['leather', 'padded', 'studdedLeather', 'hide'].includes(asb.armorType);
  const rangerFree = !!attackerClass?.ranger && (!opts.rangerLightArmorOnly || lightArmor);
  const twoWeapon = cmd.twoWeapon
    ? twoWeaponPenalties(dexterityOf(asb).reaction, rangerFree)[cmd.twoWeapon]
    : undefined;
  const attackIndex = cmd.attackIndex ?? 0;
  const roundUse = attackUseOf(attacker, state.round);
  // 2E-MOVE-04: a declared charge (or one already taken this round) is a charging attack
  const charging = cmd.charging ?? chargesThisRound(attacker, state);
  if (cmd.twoWeapon) {
    // 2E-TWF-01/02: the hands' weapons, from the command or this round's earlier attacks
    const otherIndex =
      cmd.otherWeaponIndex ?? (cmd.twoWeapon === 'off' ? roundUse.mainIndex : roundUse.offIndex);
    const other = otherIndex !== null ? asb.attacks[otherIndex] : undefined;
    if (otherIndex !== null && !other)
      throw new RuleError('invalidValue', { field: 'otherWeaponIndex', value: otherIndex });
    requireTwoWeapons(
      attacker,
      asb,
      cmd.twoWeapon === 'main' ? weapon : other,
      cmd.twoWeapon === 'off' ? weapon : other,
    );
  }
  // 2E-NL-19: only a weapon whose damage can be controlled (swords, axes turned flat)
  if (
    cmd.flatOfBlade &&
    weapon &&
    !canStrikeWithFlat({
      damageTypes: weapon.types,
      missile: weapon.kind !== 'melee' && weapon.kind !== 'natural',
      ...(weapon.controllable !== undefined ? { controllable: weapon.controllable } : {}),
    })
  )
    throw new RuleError('cannotStrikeWithFlat', { combatantId: attacker.id, weapon: weapon.name });
  if (form === 'punch' || form === 'wrestle' || form === 'overbear')
    requireNonLethal(attacker, asb, form, cmd);
  else if (weapon) requireWeaponWhileWrestling(state, attacker, weapon);
  // 2E-MOVE-07: a creature fleeing from this attacker's melee takes free attacks
  const free = cmd.free ?? (has(target, 'fleeing') && fledFrom(state, target, attacker.id));
  if (!free && !charging && form !== 'touch') requireCloseEnough(state, attacker, opts.rounding);
  const count = countAttack(state, attacker, {
    attackIndex,
    weapon,
    twoWeapon: cmd.twoWeapon,
    moving: !!cmd.moving,
    free,
    override: !!cmd.override,
    charge: charging,
  });

  let overbear: number | undefined;
  let thac0 = thac0Of(asb);
  if (form === 'overbear') {
    const helpers = (cmd.overbearHelpers ?? []).map((id) => {
      const h = state.combatants[id];
      if (!h) throw new RuleError('unknownCombatant', { combatantId: id });
      return effectiveStatblock(h);
    });
    overbear = overbearModifier({
      attackerSizes: [asb, ...helpers].map((s) => s.size as CreatureSize),
      defenderSize: tsb.size as CreatureSize,
      defenderLegs: tsb.legs,
    });
    // 2E-NL-16: the weakest attacker's to-hit number
    thac0 = overbearNeed([thac0, ...helpers.map(thac0Of)]);
    if (has(target, 'prone')) situations.delete('defenderStunnedOrProne'); // 2E-NL-15
  }

  const input: AttackInput = {
    form,
    thac0,
    ...(missile ? { missile } : {}),
    ...(asb.strength ? { strength: asb.strength } : {}),
    ...(asb.strengthHit !== undefined ? { strengthHit: asb.strengthHit } : {}),
    bowMadeForStrength: weapon?.bowMadeForStrength ?? false,
    ...(asb.dexterity !== undefined ? { dexterity: asb.dexterity } : {}),
    weaponMagic:
      form === 'punch' || form === 'wrestle' || form === 'overbear' ? 0 : (weapon?.magicBonus ?? 0),
    weaponTypes: (weapon?.types ?? []) as WeaponDamageType[],
    target: {
      // 2E-POIS-03: a debilitated target's halved Dexterity changes its AC.
      ac: target.ac + debilitatedAcShift(target),
      dexDefenseAdj: dexterityOf(tsb).defense,
      ...(tsb.armorType ? { armorType: tsb.armorType as ArmorType } : {}),
      naturalArmor: tsb.naturalArmor,
      charging: has(target, 'charging'),
      ...(targetParries && targetClass
        ? {
            parryBonus: parryBonus(
              targetClass.level,
              targetClass.group as ClassGroup,
              opts.rounding,
            ),
          }
        : {}),
      willingButActive: !!cmd.willingButActive,
    },
    situations: [...situations],
    ...(range ? { range } : {}),
    ...(cmd.cover ? { cover: cmd.cover } : {}),
    ...(twoWeapon !== undefined ? { twoWeaponPenalty: twoWeapon } : {}),
    charging,
    flatOfBlade: !!cmd.flatOfBlade,
    ...(asb.armorType ? { wrestlerArmor: asb.armorType as ArmorType } : {}),
    ...(overbear !== undefined ? { overbearModifier: overbear } : {}),
    armedDefenderVsUnarmed: !!cmd.armedDefenderVsUnarmed,
    meleeInProgress: cmd.meleeInProgress ?? true,
    ...(cmd.dmModifier !== undefined ? { dmModifier: cmd.dmModifier } : {}),
  };
  const attackOptions = {
    weaponVsArmor: opts.weaponVsArmor,
    nat20Hits: opts.nat20Hits,
    nat1Misses: opts.nat1Misses,
    wva: {
      bronzePlateAs: opts.wvaBronzePlateAs as Table52Row,
      fullPlatePierce: opts.wvaFullPlatePierce,
    },
    wrestlingArmor: {
      leatherPaddedHide: opts.wrestleArmorLeather,
      brigandine: opts.wrestleArmorBrigandine,
      bronzePlate: opts.wrestleArmorBronzePlate,
    },
  };
  // 2E-TURN-08: the turner closing to melee with the undead he turned forces it within 10 ft
  if (form !== 'missile') events.push(...turningBreakEvents(target, 0, attacker.id));
  const setup = setupAttack(input, attackOptions);
  const d20 = ctx.roller.roll('1d20', 'attack');
  const outcome = resolveAttackRoll(setup, d20.total, form, attackOptions);
  if (charging && !chargedThisRound(attacker, state))
    events.push(addCondition(ctx, state.round, attacker.id, 'charging', { sourceId: attacker.id }));
  events.push(
    sysEvent('adnd2e.attackRolled', {
      attackerId: attacker.id,
      targetId: target.id,
      form,
      weapon: weapon?.name ?? null,
      natural: outcome.natural,
      total: outcome.total,
      need: outcome.need,
      ac: setup.ac,
      hit: outcome.hit,
      reason: outcome.reason,
      modifiers: setup.modifiers.map((m) => ({ source: m.source, value: m.value })),
      // 2E-ATK-02: THAC0 less the standing bonuses (Strength, the weapon's magic)
      modifiedThac0: modifiedThac0(
        thac0,
        strengthApplies(form, missile, strengthOf(asb).hit, weapon?.bowMadeForStrength ?? false)
          ? strengthOf(asb).hit
          : 0,
        input.weaponMagic ?? 0,
      ),
      attackIndex,
      use: {
        ...count,
        twoWeapons: !!cmd.twoWeapon || roundUse.twoWeapons,
        moving: !!cmd.moving || roundUse.moving || firesOnTheMove(attacker, state),
      },
    }),
  );
  if (outcome.hit && form === 'touch') events.push(...touchDefenses(attacker, target, cmd));
  if (!outcome.hit || cmd.rollDamage === false || form === 'touch') return events;

  const atInitiative = sysOf(attacker).initScore ?? undefined;
  const str = strengthOf(asb);
  const strDamageApplies = strengthApplies(
    form,
    missile,
    str.damage,
    weapon?.bowMadeForStrength ?? false,
  );
  const strDamage = strDamageApplies ? str.damage : 0;

  if (form === 'punch') {
    const gauntlet = cmd.gauntlets ? ctx.roller.roll('1d3', 'damage').total : undefined;
    const r = punchResult(
      outcome.modifiedRoll,
      {
        strDamage,
        ...(gauntlet !== undefined ? { gauntletRoll: gauntlet } : {}),
        pulled: !!cmd.pulled,
      },
      { wildSwingDamage: opts.wildSwingDamage },
    );
    events.push(
      ...damageEvents(
        state,
        target,
        {
          amount: r.damage,
          temporary: r.damage,
          cause: `punch.${r.name}`,
          ...(atInitiative !== undefined ? { atInitiative } : {}),
        },
        ctx,
      ),
    );
    const ko = ctx.roller.roll('1d100', 'knockout');
    const knockedOut = isKnockout(ko.total, r.koPercent);
    // 2E-NL-11: the %KO of the Table 58 row and the d100 against it, for the log
    events.push(
      reminder(
        knockedOut ? 'knockout' : 'noKnockout',
        { roll: ko.total, percent: r.koPercent, punch: r.name },
        target.id,
      ),
    );
    if (knockedOut) {
      const rounds = ctx.roller.roll('1d10', 'stunRounds').total;
      events.push(
        addCondition(ctx, state.round, target.id, 'stunned', {
          sourceId: attacker.id,
          duration: { at: 'turnEnd', of: target.id, rounds },
          data: { knockout: true, rounds },
        }),
      );
    }
    return events;
  }
  if (form === 'wrestle') {
    const move = wrestleResult(outcome.modifiedRoll);
    const amount = wrestleDamage(1, str.damage, !!cmd.addStrength);
    events.push(
      ...damageEvents(
        state,
        target,
        {
          amount,
          temporary: opts.wrestlingIsTemporary ? amount : 0,
          cause: `wrestle.${move.move}`,
        },
        ctx,
      ),
    );
    if (move.hold) {
      events.push(
        sysEvent('adnd2e.holdSet', {
          combatantId: target.id,
          holderId: attacker.id,
          move: move.move,
          rounds: 1,
        }),
      );
    }
    return events;
  }
  if (form === 'overbear') {
    events.push(addCondition(ctx, state.round, target.id, 'prone', { sourceId: attacker.id }));
    return events;
  }

  // weapon damage (2E-DMG-03..05)
  const large = ['L', 'H', 'G'].includes(tsb.size);
  const notation = (large && weapon?.damageLarge) || weapon?.damage || '1d2';
  const roll = ctx.roller.roll(notation, 'damage');
  const diceSum = roll.total - roll.modifier;
  let mult = cmd.multiplier ?? 1;
  if (charging && weapon?.chargeDouble) mult *= 2; // lance (2E-MOVE-04)
  if (weapon?.setVsCharge && has(attacker, 'setToReceiveCharge') && has(target, 'charging'))
    mult *= 2; // 2E-MOVE-05
  const bonus =
    roll.modifier +
    strDamage +
    (weapon?.magicBonus ?? 0) +
    (weapon?.damageBonus ?? 0) +
    (cmd.armedDefenderVsUnarmed ? 4 : 0);
  let amount = hitDamage(diceSum, bonus, mult);
  let temporary = 0;
  if (cmd.flatOfBlade) {
    const flat = flatOfBladeDamage(amount, opts.rounding);
    amount = flat.total;
    temporary = flat.temporary;
  }
  const steps = new Steps(state, adnd2eSystemRef());
  steps.push(
    ...events,
    ...damageEvents(
      state,
      target,
      {
        amount,
        temporary,
        singleAttack: true,
        cause: 'attack',
        ...(atInitiative !== undefined ? { atInitiative } : {}),
      },
      ctx,
    ),
  );
  afterHit(steps, target.id, weapon, ctx);
  if (weapon?.rider) riderEvents(steps, attacker.id, target.id, weapon.rider, ctx);
  const hitTarget = steps.state.combatants[target.id] as Combatant;
  if (cmd.ignite && has(hitTarget, 'doused') && sysOf(hitTarget).life !== 'dead') {
    steps.push(...igniteEvents(steps.state, hitTarget, attacker.id, ctx)); // 2E-MSL-17
  }
  return steps.events;
}

/** What a hit carries besides damage: levels drained (2E-DRAIN-01), a poison injected (2E-POIS-01). */
function afterHit(
  steps: Steps,
  targetId: string,
  weapon: Adnd2eStatblock['attacks'][number] | undefined,
  ctx: DecideContext,
): void {
  const alive = () => sysOf(steps.state.combatants[targetId] as Combatant).life !== 'dead';
  if (weapon?.drainLevels && alive()) {
    steps.push(
      ...drainEvents(
        steps.state,
        steps.state.combatants[targetId] as Combatant,
        weapon.drainLevels,
        ctx,
      ),
    );
  }
  const p = weapon?.poison;
  if (p && alive()) {
    steps.push(
      ...poisonEvents(
        steps.state,
        targetId,
        {
          effect: p.effect,
          delivery: p.delivery,
          save: p.save,
          saveModifier: p.saveModifier,
          ...(p.damage !== undefined ? { damage: p.damage } : {}),
          ...(p.damageOnSave !== undefined ? { damageOnSave: p.damageOnSave } : {}),
        },
        onsetRounds(p.onset, p.onsetUnit),
        ctx,
      ),
    );
  }
}

/**
 * Who may punch, wrestle or overbear. 2E-NL-20: a non-intelligent creature never grabs, punches
 * or pulls down a foe, and one that fights with natural weapons only (a tiger's claws) attacks
 * to kill. 2E-NL-02: a punch is thrown with no weapon in hand (a gauntlet is worn, not held);
 * wrestling needs both hands free, no shield or similar load in them.
 */
function requireNonLethal(
  attacker: Combatant,
  asb: Adnd2eStatblock,
  form: 'punch' | 'wrestle' | 'overbear',
  cmd: AttackCommand,
): void {
  const naturalOnly = asb.attacks.length > 0 && asb.attacks.every((a) => a.kind === 'natural');
  if (!creatureUsesNonLethal(asb.intelligent, naturalOnly))
    throw new RuleError('attacksToKill', { combatantId: attacker.id });
  const weaponInHand = cmd.weaponInHand ?? false;
  // by default the hands are free unless the statblock has the shield in hand or a weapon is held
  const handsFree = cmd.handsFree ?? (asb.shield !== 'inHand' && !weaponInHand);
  const hands = { weaponInHand, shieldOrLoad: !handsFree, freeHands: handsFree ? 2 : 1 };
  if (!canAttemptNonLethal(form, hands))
    throw new RuleError(form === 'punch' ? 'punchWithWeaponInHand' : 'wrestleNeedsFreeHands', {
      combatantId: attacker.id,
    });
}

/**
 * 2E-NL-18: after the first round of wrestling, the holder and the held use only small weapons.
 * The round of wrestling counts the rounds of the hold, this one included; natural weapons are
 * always ready (2E-NL-20), and a weapon whose size the statblock does not give is the DM's call.
 */
function requireWeaponWhileWrestling(
  state: EncounterState,
  attacker: Combatant,
  weapon: Adnd2eStatblock['attacks'][number],
): void {
  if (weapon.kind === 'natural' || !weapon.size) return;
  const held = [attacker, ...state.combatantIds.map((id) => state.combatants[id] as Combatant)]
    .map(sysOf)
    .find((s, i) => s.hold && (i === 0 || s.hold.holderId === attacker.id));
  const hold = held?.hold;
  if (!hold || !held) return;
  const newRound = state.status === 'active' && (held.holdRound ?? 0) < state.round;
  const roundOfWrestling = hold.rounds + (newRound ? 1 : 0);
  if (!weaponUsableWhileWrestling(roundOfWrestling, weapon.size))
    throw new RuleError('smallWeaponsOnlyWrestling', {
      combatantId: attacker.id,
      weapon: weapon.name,
    });
}

/** The form an attack command takes before the weapon is read (touch needs no weapon). */
function form0(cmd: AttackCommand): string | undefined {
  return cmd.form;
}

/**
 * 2E-MOVE-02, -03: a creature closes to melee, or moves and fires, only after moving up to half
 * its move; one that moved farther this round makes no attack (a charge is the exception,
 * 2E-MOVE-04). Only the feet spent by the move command count; outside a fight nothing does.
 */
function requireCloseEnough(state: EncounterState, c: Combatant, rounding: RoundingMode): void {
  if (state.status !== 'active') return;
  const moved = movedFeet(c, state);
  const max = halfMoveFeet(c, rounding);
  if (moved > max) throw new RuleError('movedTooFarToAttack', { combatantId: c.id, moved, max });
}

/** The fleeing creature was fighting `attackerId` in melee this round (2E-MOVE-07). */
function fledFrom(state: EncounterState, fleeing: Combatant, attackerId: string): boolean {
  const melee = sysOf(fleeing).melee;
  return !!melee && melee.round === state.round && melee.ids.includes(attackerId);
}

/** Took part in melee this round (attacked or was attacked in melee). */
function foughtInMelee(state: EncounterState, c: Combatant): boolean {
  const melee = sysOf(c).melee;
  return melee !== null && melee.round === state.round && melee.ids.length > 0;
}

/** A touch delivered without a roll (2E-TOUCH-02), with the target's continuous defenses. */
function touchDelivered(state: EncounterState, caster: Combatant, target: Combatant): EngineEvent {
  void state;
  return sysEvent('adnd2e.attackRolled', {
    attackerId: caster.id,
    targetId: target.id,
    form: 'touch',
    weapon: null,
    natural: null,
    total: null,
    need: null,
    ac: target.ac,
    hit: true,
    reason: 'touchAutomatic',
    modifiers: [],
  });
}

/**
 * 2E-TOUCH-04: the caster suffers the target's defenses that work all the time (a fire
 * elemental's flames), never those it uses at will (a vampire's drain): the DM's list on the
 * command, else the statblock's special defenses taken as continuous.
 */
function touchDefenses(caster: Combatant, target: Combatant, cmd: AttackCommand): EngineEvent[] {
  const listed =
    cmd.targetDefenses ??
    effectiveStatblock(target).specialDefenses.map((name) => ({ name, continuous: true }));
  const suffered = listed.filter(casterSuffersDefense).map((d) => d.name);
  return suffered.length > 0
    ? [reminder('touchDefenses', { target: target.id, defenses: suffered.join('; ') }, caster.id)]
    : [];
}

/**
 * 2E-TOUCH-05: a touch spell stays charged only in the round it was cast (the round the
 * caster's last spell took effect, or the DM's `castRound`), unless its text keeps it longer
 * (`chargeRounds`). Outside a running fight there are no rounds to count.
 */
function requireTouchCharge(state: EncounterState, caster: Combatant, cmd: AttackCommand): void {
  if (state.status !== 'active') return;
  const castRound = cmd.castRound ?? sysOf(caster).spellTookEffect?.round;
  if (castRound === undefined) return;
  if (touchChargeExpired(castRound, state.round, cmd.chargeRounds ?? 1))
    throw new RuleError('touchChargeExpired', {
      combatantId: caster.id,
      castRound,
      round: state.round,
    });
}
