// Deciding the 2e system commands other than `attack` (see attack.ts).
import type { z } from 'zod';
import type { DecideContext } from '../../../encounter/context';
import type {
  Combatant,
  EncounterState,
  EngineCommand,
  EngineEvent,
} from '../../../encounter/types';
import { RuleError } from '../../../errors';
import { adnd2eCommandSchemas } from '../commands';
import { readOptions } from '../options';
import { fallingNotation, PARALYSIS_ALLOWS } from '../rules/damage';
import {
  FIRST_AID,
  applyHealing,
  firstAidCap,
  naturalHealing,
  proficiencyCheck,
} from '../rules/healing';
import type { RestState } from '../rules/healing';
import { onsetRounds } from '../rules/poison';
import { costsAction, declarationComplete, declarationMayChange } from '../rules/round';
import {
  abilityCheck,
  applicableCategories,
  dexteritySaveBonus,
  resolveSave,
  saveAllowed,
  saveCategoryFor,
  saveModifiers,
  voluntaryFailure,
} from '../rules/saves';
import {
  magicResistanceApplies,
  magicResisted,
  mrSuccessEffect,
  ownMagicResistance,
  resolveMultiTargetMr,
} from '../rules/magicResistance';
import { attemptRevival } from '../rules/raise';
import { freeRoundSides, isSurprised } from '../rules/surprise';
import { forceTurned } from './turning';
import { mayAttemptTurn, paladinAsUndead, resolveTurning, turnedBehavior } from '../rules/turning';
import type { TurnTargetGroup, TurnerKind } from '../rules/turning';
import { cureAtDeathsDoor, lifeStateForHp } from '../rules/death';
import {
  containerBreaks,
  coverSaveBonus,
  damageBehindCover,
  grenadeRangeBand,
  holyWaterAffects,
  rollScatter,
  thrownPoisonWorks,
} from '../rules/missiles';
import { resolveAttackRoll, setupAttack } from '../rules/attack';
import { fleeFreeAttackers } from '../rules/movement';
import type { CombatMove } from '../rules/movement';
import { adnd2eQueries } from '../port-queries';
import { chargedThisRound, combatMoveOf, declarationRound, declaredMove } from './combat-move';
import type { SaveCategory } from '../tables/saves';
import type { UndeadRow } from '../tables/turning';
import { constitutionRow } from '../tables/abilities';
import { conBonusOf, dexterityOf, saveOf, thac0Of } from '../stats';
import { effectiveStatblock, statblockOf, sysOf } from '../sys';
import type { DeclaredAction } from '../sys';
import { settleBareHanded } from '../carry';
import { Steps } from '../../../encounter/steps';
import { requireAble } from './able';
import { decideAttack } from './attack';
import { drainEvents } from './drain';
import { igniteEvents } from './oil';
import { poisonEvents, poisonOnRaiseEvents, treatPoisonEvents } from './poison';
import { adnd2eSystemRef } from './system-ref';
import { damageEvents } from './damage';
import { regenerateEvents } from './regenerate';
import { continueHold } from './hold';
import { moraleCheck, moraleTriggers } from './morale';
import { addCondition, raisePrompt, reminder, removeCondition, sysEvent } from './adnd2e-events';

type Cmd<K extends keyof typeof adnd2eCommandSchemas> = z.infer<(typeof adnd2eCommandSchemas)[K]>;

function need(state: EncounterState, id: string): Combatant {
  const c = state.combatants[id];
  if (!c) throw new RuleError('unknownCombatant', { combatantId: id });
  return c;
}

function declare(state: EncounterState, cmd: Cmd<'declare'>): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  const before = sysOf(c).declared;
  const declared: DeclaredAction = {
    action: cmd.action,
    ...(cmd.attackIndex !== undefined ? { attackIndex: cmd.attackIndex } : {}),
    ...(cmd.spell !== undefined ? { spell: cmd.spell } : {}),
    ...(cmd.castingTime !== undefined ? { castingTime: cmd.castingTime } : {}),
    ...(cmd.castingRounds !== undefined ? { castingRounds: cmd.castingRounds } : {}),
    ...(cmd.item !== undefined ? { item: cmd.item } : {}),
    ...(cmd.situations ? { situations: cmd.situations } : {}),
    ...(cmd.targetKind !== undefined ? { targetKind: cmd.targetKind } : {}),
    ...(cmd.twoWeapons !== undefined ? { twoWeapons: cmd.twoWeapons } : {}),
    ...(cmd.moving !== undefined ? { moving: cmd.moving } : {}),
  };
  // 2E-SURP-02: a surprised creature cannot act, so it declares nothing
  if (c.conditions.some((x) => x.key === 'surprised'))
    throw new RuleError('surprisedCannotDeclare', { combatantId: c.id });
  const paralyzed = c.conditions.some((x) => x.key === 'paralyzed');
  // 2E-PARA-01/02: paralysis stops gross motor functions and speech only: an innate power or a
  // magic item worked by thought still works (a potion must be drunk, a scroll read aloud)
  if (paralyzed && !paralyzedMayDeclare(cmd.action, cmd.item))
    throw new RuleError('paralyzedCannotDeclare', { combatantId: c.id, action: cmd.action });
  // 2E-SEQ-02: shouting, switching weapons or dropping gear costs no action, so it does not
  // take the place of the round's declared action (2E-SEQ-01)
  if (!costsAction(cmd.action)) return [reminder('freeAction', { action: cmd.action }, c.id)];
  const sys = sysOf(c);
  // 2E-SEQ-05: spells are fixed once initiative is rolled: the roll of this round (before the
  // fight, round 0, a roll kept for round 1), or a spell the roll put in progress
  const rolledThisRound =
    sys.initRound !== null &&
    (sys.initRound === state.round || (sys.initRound === 0 && state.round === 1));
  const rolled = rolledThisRound || (sys.pendingSpell !== null && before?.action === 'castSpell');
  if (
    !declarationMayChange(
      before && !before.rejected ? { combatantId: c.id, ...before } : undefined,
      { combatantId: c.id, ...declared },
      rolled,
    )
  ) {
    throw new RuleError('spellLocked', { combatantId: c.id });
  }
  const movement = declaredMovement(state, c, cmd.movement, rolled);
  if (movement) Object.assign(declared, { movement, round: declarationRound(state) });
  const events = [sysEvent('adnd2e.declared', { combatantId: c.id, declared: declared as never })];
  // 2E-SEQ-04: against a mixed group the player names which kind of foe he attacks
  const foeKinds = [
    ...new Set(
      state.combatantIds
        .map((id) => state.combatants[id] as Combatant)
        .filter((o) => o.side !== c.side && o.present && sysOf(o).life === 'alive')
        .map((o) => statblockOf(o).name),
    ),
  ];
  if (!declarationComplete({ combatantId: c.id, ...declared }, foeKinds))
    events.push(reminder('nameFoeKind', { kinds: foeKinds.join(', ') }, c.id));
  // 2E-PARA-02: what it uses cannot be aimed by turning or pointing (a held beholder's eyes)
  if (paralyzed) events.push(reminder('paralyzedCannotAim', {}, c.id));
  return events;
}

/**
 * The kind of movement a declaration sets (2E-MOVE-01..07). Like a spell (2E-SEQ-05) it is fixed
 * once the round's initiative is rolled: the roll was made on it (a charge gives the foes set to
 * receive it -2, 2E-MOVE-05), so a new declaration then keeps it and may not change it (the DM
 * rejects the declaration first to allow a new one, 2E-SEQ-06).
 */
function declaredMovement(
  state: EncounterState,
  c: Combatant,
  asked: CombatMove | undefined,
  rolled: boolean,
): CombatMove | undefined {
  const before = declaredMove(c, state);
  if (!rolled || before === null) return asked;
  if (asked !== undefined && asked !== before)
    throw new RuleError('movementLocked', { combatantId: c.id, movement: before });
  return before;
}

/**
 * A creature moves (2E-MOVE-01..07): the feet come off what this round's kind of movement
 * allows, and moving beyond it is refused (`movementExceeded`). A declared charge starts with
 * the move: the charger's AC suffers from then on (2E-MOVE-05). Outside a fight nothing is
 * counted (the state keeps no map: the DM places the figures).
 */
function move(state: EncounterState, cmd: Cmd<'move'>, ctx: DecideContext): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  requireAble(c); // held still: paralyzed, pinned, asleep… (2E-PARA-01)
  const modes = Object.keys(effectiveStatblock(c).movement);
  const mode = cmd.mode ?? modes[0] ?? 'base';
  if (!modes.includes(mode)) throw new RuleError('invalidValue', { field: 'mode', value: mode });
  const counted = state.status === 'active';
  const kind = combatMoveOf(c, state);
  const left = adnd2eQueries.movement(c, state)?.left?.[mode];
  if (counted && left !== undefined && left !== null && cmd.feet > left) {
    throw new RuleError('movementExceeded', {
      combatantId: c.id,
      feet: cmd.feet,
      left,
      movement: kind,
    });
  }
  const events: EngineEvent[] = [
    sysEvent('adnd2e.moved', { combatantId: c.id, feet: cmd.feet, mode, movement: kind, counted }),
  ];
  if (counted && declaredMove(c, state) === 'charge' && !chargedThisRound(c, state))
    events.push(addCondition(ctx, state.round, c.id, 'charging', { sourceId: c.id }));
  return events;
}

/** 2E-PARA-01/02: what a paralyzed creature can still set out to do this round. */
function paralyzedMayDeclare(action: string, item: string | undefined): boolean {
  if (action === 'innate') return PARALYSIS_ALLOWS.innatePowers;
  if (action === 'useMagicItem') {
    return PARALYSIS_ALLOWS.useMagicItemsByThought && item !== 'potion' && item !== 'scroll';
  }
  return false;
}

function surpriseRoll(
  state: EncounterState,
  cmd: Cmd<'surprise'>,
  ctx: DecideContext,
): EngineEvent[] {
  // 2E-SURP-01: surprise is checked as the encounter begins
  if (state.round > 1) throw new RuleError('surpriseAfterStart', { round: state.round });
  const opts = readOptions(state.options);
  const sides = [
    ...new Set(state.combatantIds.map((id) => (state.combatants[id] as Combatant).side)),
  ];
  for (const side of cmd.surprisedSides ?? [])
    if (!sides.includes(side)) throw new RuleError('unknownSide', { side });
  const ruled = cmd.surprisedSides;
  const results = sides.map((side) => {
    if (ruled) {
      // the DM's ruling stands in for the dice (2E-SURP-01: the DM's call)
      return { side, roll: null, modifier: 0, surprised: ruled.includes(side), ruled: true };
    }
    const roll = ctx.roller.roll(`1d${opts.surpriseDie}`, `surprise:${side}`);
    const modifier = cmd.modifiers?.[side] ?? 0;
    return {
      side,
      roll: roll.total,
      modifier,
      surprised: isSurprised(roll.total, modifier, {
        die: opts.surpriseDie,
        surprisedOn: opts.surpriseRange,
      }),
    };
  });
  const free = freeRoundSides(results);
  const surprised = free.length > 0 ? results.filter((r) => r.surprised).map((r) => r.side) : [];
  const events: EngineEvent[] = [
    sysEvent('adnd2e.surpriseRolled', {
      results,
      freeRound: free,
      surprised,
      round: Math.max(1, state.round),
    }),
  ];
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (surprised.includes(c.side)) events.push(addCondition(ctx, state.round, id, 'surprised'));
  }
  return events;
}

function damage(state: EncounterState, cmd: Cmd<'damage'>, ctx: DecideContext): EngineEvent[] {
  if (cmd.amount < 0) throw new RuleError('negativeAmount', { amount: cmd.amount });
  if (cmd.attackerId !== undefined) need(state, cmd.attackerId);
  const events: EngineEvent[] = [];
  const rounding = readOptions(state.options).rounding;
  for (const id of cmd.targetIds) {
    // 2E-MSL-10: a save (half or none) and 90%+ hard cover the blast strikes first (half on a
    // failed save, none on a made one)
    const amount =
      cmd.savedIds !== undefined || cmd.coverPercent !== undefined
        ? damageBehindCover({
            damage: cmd.amount,
            coverPercent: cmd.coverPercent ?? 0,
            blastHitsCoverFirst: !cmd.burstBehindCover,
            saved: cmd.savedIds?.includes(id) ?? false,
            halfOnSave: (cmd.onSave ?? 'half') === 'half',
            rounding,
          })
        : cmd.amount;
    // each target is decided on the state the previous targets left
    events.push(
      ...damageEvents(
        state,
        need(state, id),
        {
          amount,
          temporary: cmd.temporary ?? 0,
          singleAttack: cmd.singleAttack ?? true,
          cause: cmd.kind ?? 'damage',
          ...(cmd.attackerId !== undefined ? { attackerId: cmd.attackerId } : {}),
          ...(cmd.atInitiative !== undefined ? { atInitiative: cmd.atInitiative } : {}),
          ...(cmd.saveModifier !== undefined ? { saveModifier: cmd.saveModifier } : {}),
        },
        ctx,
      ),
    );
  }
  return events;
}

function heal(state: EncounterState, cmd: Cmd<'heal'>): EngineEvent[] {
  if (cmd.amount < 0) throw new RuleError('negativeAmount', { amount: cmd.amount });
  const opts = readOptions(state.options);
  const events: EngineEvent[] = [];
  for (const id of cmd.targetIds) {
    const c = need(state, id);
    const sys = sysOf(c);
    if (sys.life === 'dead') {
      events.push(reminder('healNoEffectOnDead', {}, id)); // 2E-RAISE-01
      continue;
    }
    if (c.conditions.some((x) => x.key === 'poisonDebilitating')) {
      events.push(reminder('healingBlockedByPoison', {}, id)); // 2E-POIS-03
      continue;
    }
    let hp: number;
    let weakened = sys.weakened;
    // 2E-DEATH-06: at death's door, bleeding or tended
    const atDeathsDoor =
      opts.deathsDoor &&
      c.hp <= 0 &&
      (sys.life === 'dying' || (sys.life === 'unconscious' && sys.tended));
    if (weakened && !cmd.healSpell) {
      // a cure after the one that brought him back does nothing until a day of rest, even if
      // he is at death's door again
      events.push(reminder('curesWaitForRest', {}, id));
      continue;
    } else if (atDeathsDoor && !cmd.healSpell) {
      // a cure brings him to exactly 1 HP; more cures wait for a day of rest
      hp = cureAtDeathsDoor(c.hp, false, cmd.amount, c.maxHp);
      weakened = true;
    } else if (atDeathsDoor) {
      hp = cureAtDeathsDoor(c.hp, true, cmd.amount, c.maxHp);
      weakened = false;
    } else {
      // 2E-HEAL-01, -05: magical healing works at once, on friend or foe, never past the maximum
      hp = applyHealing(c.hp, c.maxHp, cmd.amount).hp;
      if (cmd.healSpell) weakened = false;
    }
    const life = lifeStateForHp(hp, {
      deathsDoor: opts.deathsDoor,
      temporaryDamage: sys.tempDamage,
      tended: sys.tended,
    });
    events.push(
      sysEvent('adnd2e.healed', {
        combatantId: id,
        amount: cmd.amount,
        restored: hp - c.hp,
        hp,
        life: life === 'dead' ? sys.life : life,
        weakened,
      }),
    );
  }
  return events;
}

function save(state: EncounterState, cmd: Cmd<'save'>, ctx: DecideContext): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  const sb = effectiveStatblock(c);
  // 2E-SAVE-02: the categories given, or those the effect's traits fit, highest priority first
  const category = saveCategoryFor(
    (cmd.categories ?? applicableCategories(cmd.effect ?? {})) as SaveCategory[],
  );
  const needed = saveOf(sb, category);
  // 2E-SAVE-03/04: no save when the target declines it or the DM rules extreme trickery
  if (!saveAllowed({ declined: !!cmd.voluntaryFail, extremeTrickery: !!cmd.extremeTrickery })) {
    const out = voluntaryFailure(needed);
    return [sysEvent('adnd2e.saveRolled', { combatantId: c.id, category, ...out })];
  }
  const s = cmd.situation ?? {};
  if (cmd.abilityScore !== undefined) {
    // 2E-SAVE-05: an ability check in place of the save
    const roll = ctx.roller.roll('1d20', 'abilityCheck');
    const success = abilityCheck(roll.total, cmd.abilityScore, s.dmModifier ?? 0);
    return [
      sysEvent('adnd2e.saveRolled', {
        combatantId: c.id,
        category: 'abilityCheck',
        natural: roll.total,
        total: roll.total,
        need: cmd.abilityScore,
        success,
        voluntary: false,
      }),
    ];
  }
  return [rollSave(state, c, category, s, ctx, 'save')];
}

/** Situations of a save command (2E-SAVE-07..13). */
type SaveSituationInput = NonNullable<Cmd<'save'>['situation']>;

/**
 * Rolls one saving throw of `c` in `category` (2E-SAVE-01, -06) with the situation's modifiers
 * and the creature's standing bonus (a ring of protection: 2E-SAVE-08) unless one is typed.
 */
export function rollSave(
  state: EncounterState,
  c: Combatant,
  category: SaveCategory,
  s: SaveSituationInput,
  ctx: DecideContext,
  purpose: string,
  reason?: string,
): EngineEvent {
  const sb = effectiveStatblock(c);
  const con = sysOf(c).con;
  const itemBonus = s.itemBonus ?? sb.saveBonus;
  const mods = saveModifiers({
    ...(s.mental ? { mental: true, wisdomBonus: sb.wisdomSaveBonus } : {}),
    // 2E-SAVE-07: the Dexterity defensive adjustment, sign flipped, unless the DM typed one
    ...(s.dodgeable
      ? {
          dodgeable: true,
          dexterityBonus: s.dexterityBonus ?? dexteritySaveBonus(dexterityOf(sb).defense),
        }
      : {}),
    ...(itemBonus ? { itemBonus } : {}),
    ...(s.magicArmorBonus !== undefined ? { magicArmorBonus: s.magicArmorBonus } : {}),
    physical: !!s.physical,
    gasPoisonMentalOrHarmless: !!s.gasPoisonMentalOrHarmless,
    ...(s.effectModifier !== undefined ? { effectModifier: s.effectModifier } : {}),
    ...(s.weakPoisonBonus !== undefined ? { weakPoisonBonus: s.weakPoisonBonus } : {}),
    ...(s.coverPercent
      ? {
          coverBonus: coverSaveBonus(
            s.coverPercent,
            s.coverKind ?? 'cover',
            readOptions(state.options).concealmentSaveBonus,
          ),
        }
      : {}),
    ...(s.poison && con !== null ? { conPoisonBonus: constitutionRow(con).poisonSave } : {}),
    ...(s.dmModifier !== undefined ? { dmModifier: s.dmModifier } : {}),
  });
  const roll = ctx.roller.roll('1d20', purpose);
  const out = resolveSave(roll.total, saveOf(sb, category), mods);
  return sysEvent('adnd2e.saveRolled', {
    combatantId: c.id,
    category,
    ...out,
    modifiers: mods.map((m) => ({ source: m.source, value: m.value })),
    ...(reason ? { reason } : {}),
  });
}

function turnerKind(c: Combatant): { kind: TurnerKind; level: number } {
  const sb = effectiveStatblock(c);
  const paladin = sb.classes.find((k) => k.paladin);
  const priest = sb.classes.find((k) => k.group === 'priest');
  if (priest?.druid) return { kind: 'druid', level: priest.level };
  if (priest?.evilPriest) return { kind: 'evilPriest', level: priest.level };
  if (priest) return { kind: 'priest', level: priest.level };
  if (paladin) return { kind: 'paladin', level: paladin.level };
  throw new RuleError('cannotTurn', { combatantId: c.id });
}

function turnUndead(
  state: EncounterState,
  cmd: Cmd<'turnUndead'>,
  ctx: DecideContext,
): EngineEvent[] {
  const turner = need(state, cmd.turnerId);
  requireAble(turner); // 2E-TURN-04: hands free and able to speak
  const sys = sysOf(turner);
  const { kind, level } = turnerKind(turner);
  // 2E-TURN-03/04: one attempt per encounter, with hands free and able to speak
  const attempt = {
    kind,
    attemptedThisEncounter: sys.turnedThisEncounter,
    handsFree: cmd.handsFree ?? true,
    canSpeak: cmd.canSpeak ?? true,
  };
  if (kind !== 'druid' && !mayAttemptTurn(attempt)) {
    if (sys.turnedThisEncounter)
      throw new RuleError('turnedThisEncounter', { combatantId: turner.id });
    throw new RuleError('turnNeedsHandsAndVoice', { combatantId: turner.id });
  }
  const byKey = new Map<string, { group: TurnTargetGroup; ids: string[] }>();
  for (const id of cmd.targetIds) {
    const t = need(state, id);
    const tsb = effectiveStatblock(t);
    const paladin = tsb.classes.find((k) => k.paladin);
    let group: TurnTargetGroup;
    if (tsb.undead) {
      group = { key: tsb.undead.row, row: tsb.undead.row as UndeadRow, count: 0 };
    } else if (kind === 'evilPriest' && paladin) {
      group = paladinAsUndead(`paladin:${id}`, paladin.level); // 2E-TURN-10
    } else {
      throw new RuleError('notUndead', { combatantId: id });
    }
    const entry = byKey.get(group.key) ?? { group, ids: [] };
    entry.ids.push(id);
    entry.group = { ...entry.group, count: entry.ids.length };
    byKey.set(group.key, entry);
  }
  const opts = readOptions(state.options);
  const outcome = resolveTurning(
    { kind, level, groups: [...byKey.values()].map((e) => e.group) },
    ctx.roller,
    { pool: opts.turnPool, dStar: opts.turnDStar, belowLevelOne: opts.turnBelowLevelOne },
  );
  const events: EngineEvent[] = [
    sysEvent('adnd2e.turnResolved', {
      turnerId: turner.id,
      kind,
      level,
      canTurn: outcome.canTurn,
      roll: outcome.roll?.total ?? null,
      results: outcome.results.map((r) => ({ ...r })) as never,
    }),
  ];
  // 2E-TURN-06/07: undead under orders step back; free-willed ones (and paladins) flee out of
  // sight, or hover no closer than 10 ft when they cannot
  const turned = (id: string): EngineEvent => {
    const undead = effectiveStatblock(need(state, id)).undead;
    const behavior = turnedBehavior(undead ? undead.freeWilled : true, cmd.canFlee ?? true);
    return addCondition(ctx, state.round, id, 'turned', {
      sourceId: turner.id,
      data: { behavior },
    });
  };
  for (const r of outcome.results) {
    const ids = byKey.get(r.key)?.ids ?? [];
    const main = ids.slice(0, r.affected);
    const extra = ids.slice(r.affected, r.affected + r.extraTurned);
    for (const id of main) {
      if (r.effect === 'destroyed') {
        events.push(
          sysEvent('adnd2e.lifeChanged', {
            combatantId: id,
            life: 'dead',
            cause: 'turnedDestroyed',
          }),
        );
      } else if (r.effect === 'turned') {
        events.push(turned(id));
      } else if (r.effect === 'commanded' || r.effect === 'subservient') {
        events.push(
          addCondition(ctx, state.round, id, 'commanded', {
            sourceId: turner.id,
            data: { subservient: r.effect === 'subservient' },
          }),
        );
      }
    }
    for (const id of extra) {
      if (kind === 'evilPriest')
        events.push(addCondition(ctx, state.round, id, 'commanded', { sourceId: turner.id }));
      else events.push(turned(id));
    }
  }
  return events;
}

function rest(state: EncounterState, cmd: Cmd<'rest'>): EngineEvent[] {
  const opts = readOptions(state.options);
  return cmd.combatantIds.flatMap((id) => {
    const c = need(state, id);
    const sys = sysOf(c);
    if (sys.life === 'dead') throw new RuleError('combatantDead', { combatantId: id });
    // 2E-POIS-03: no healing while debilitating poison works: for its days, or all of the rest
    // when its length is unknown. 2E-POIS-02: paralysis of 2d6 hours is over within a day.
    const debilitating = c.conditions.find((x) => x.key === 'poisonDebilitating');
    const poisonDays =
      typeof debilitating?.data?.amount === 'number' && debilitating.data.unit === 'days'
        ? debilitating.data.amount
        : undefined;
    const blockedDays = debilitating ? Math.min(cmd.days.length, poisonDays ?? cmd.days.length) : 0;
    const con = sys.con;
    const bonus =
      con !== null
        ? conBonusOf({ ...statblockOf(c), constitution: con })
        : conBonusOf(statblockOf(c));
    const heal = (start: RestState, days: typeof cmd.days, blocked: boolean) =>
      naturalHealing(start, days, {
        conHpBonus: bonus,
        blocked,
        allowNegativeConBonus: opts.bedRestNegativeCon,
      });
    const first = heal(
      { hp: c.hp, maxHp: c.maxHp, bedRestStreak: sys.bedRestStreak },
      cmd.days.slice(0, blockedDays),
      true,
    );
    const r = heal(first.state, cmd.days.slice(blockedDays), false);
    const life = lifeStateForHp(r.state.hp, {
      deathsDoor: opts.deathsDoor,
      temporaryDamage: sys.tempDamage,
      tended: true,
    });
    const events: EngineEvent[] = [
      sysEvent('adnd2e.rested', {
        combatantId: id,
        days: [...first.days, ...r.days].map((d) => ({ ...d })) as never,
        hp: r.state.hp,
        bedRestStreak: r.state.bedRestStreak,
        life: life === 'dead' ? sys.life : life,
        blocked: blockedDays > 0,
      }),
    ];
    for (const inst of c.conditions) {
      if (inst.key === 'poisonParalytic') events.push(removeCondition(id, inst.id));
    }
    if (debilitating && poisonDays !== undefined) {
      const left = poisonDays - cmd.days.length;
      events.push(
        left <= 0
          ? removeCondition(id, debilitating.id)
          : sysEvent('adnd2e.poisonUpdated', {
              combatantId: id,
              conditionId: debilitating.id,
              data: { ...(debilitating.data ?? {}), amount: left },
              reason: 'timePassed',
            }),
      );
    }
    return events;
  });
}

function killOutright(state: EncounterState, cmd: Cmd<'killOutright'>): EngineEvent[] {
  need(state, cmd.combatantId);
  return [
    sysEvent('adnd2e.lifeChanged', {
      combatantId: cmd.combatantId,
      life: 'dead',
      cause: 'inescapable',
      reason: cmd.reason,
    }),
  ];
}

function tend(state: EncounterState, cmd: Cmd<'tend'>): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  if (sysOf(c).life !== 'dying') throw new RuleError('notDying', { combatantId: c.id });
  return [
    sysEvent('adnd2e.lifeChanged', {
      combatantId: c.id,
      life: 'unconscious',
      cause: 'tended',
      tended: true,
    }),
  ];
}

function systemShock(
  state: EncounterState,
  cmd: Cmd<'systemShock'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  const con = sysOf(c).con ?? statblockOf(c).constitution ?? 10;
  const chance = constitutionRow(con).systemShock;
  const roll = ctx.roller.roll('1d100', 'systemShock');
  return [
    sysEvent('adnd2e.systemShockRolled', {
      combatantId: c.id,
      roll: roll.total,
      chance,
      survived: roll.total <= chance,
    }),
  ];
}

function raiseDead(
  state: EncounterState,
  cmd: Cmd<'raiseDead'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  const sys = sysOf(c);
  if (sys.life !== 'dead') throw new RuleError('notDead', { combatantId: c.id });
  const con = sys.con ?? statblockOf(c).constitution ?? 10;
  const roll = ctx.roller.roll('1d100', 'resurrectionSurvival');
  const r = attemptRevival({
    con,
    startingCon: sys.startingCon ?? con,
    revivals: sys.revivals,
    d100: roll.total,
  });
  const steps = new Steps(state, adnd2eSystemRef());
  steps.push(
    sysEvent('adnd2e.revived', {
      combatantId: c.id,
      means: cmd.means,
      roll: roll.total,
      ...r,
      hp: r.survived ? Math.min(c.maxHp, cmd.hp ?? 1) : c.hp,
    }),
  );
  // 2E-DEATH-02: a poison still active must be saved against at once after the survival roll.
  if (r.survived)
    poisonOnRaiseEvents(steps, c.id, sys.poisonAtDeath, cmd.hoursSinceDeath ?? 0, ctx);
  return steps.events;
}

function drain(state: EncounterState, cmd: Cmd<'drain'>, ctx: DecideContext): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  if (cmd.memorized === undefined || cmd.maxSpellLevel === undefined)
    return drainEvents(state, c, cmd.levels, ctx);
  return drainEvents(state, c, cmd.levels, ctx, {
    memorized: cmd.memorized,
    maxSpellLevel: cmd.maxSpellLevel,
  });
}

function fall(state: EncounterState, cmd: Cmd<'fall'>, ctx: DecideContext): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  const notation = fallingNotation(cmd.feet);
  if (!notation) return [reminder('fallTooShort', { feet: cmd.feet }, c.id)];
  const roll = ctx.roller.roll(notation, 'falling');
  const events = damageEvents(
    state,
    c,
    { amount: roll.total, singleAttack: true, cause: 'falling' },
    ctx,
  );
  // AMB-29: no save by default; the DM may grant one
  if (readOptions(state.options).fallingSave)
    events.unshift(reminder('fallingSaveAllowed', {}, c.id));
  return events;
}

function poison(state: EncounterState, cmd: Cmd<'poison'>, ctx: DecideContext): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  if (sysOf(c).life === 'dead') throw new RuleError('combatantDead', { combatantId: c.id });
  return poisonOn(state, c.id, cmd, ctx);
}

/** A poison as the poison command describes it, taking hold on `id` after its onset. */
function poisonOn(
  state: EncounterState,
  id: string,
  cmd: Omit<Cmd<'poison'>, 'type' | 'combatantId'>,
  ctx: DecideContext,
): EngineEvent[] {
  // 2E-POIS-04: the onset, in rounds (2E-DEF-05: a turn is 10 rounds, an hour 60).
  const amount =
    cmd.onset === undefined
      ? 0
      : typeof cmd.onset === 'number'
        ? cmd.onset
        : ctx.roller.roll(cmd.onset, 'poisonOnset').total;
  const onset = onsetRounds(amount, cmd.onsetUnit ?? 'rounds');
  return poisonEvents(
    state,
    id,
    {
      effect: cmd.effect,
      delivery: cmd.delivery ?? 'injected',
      save: cmd.save ?? false,
      saveModifier: cmd.saveModifier ?? 0,
      ...(cmd.damage !== undefined ? { damage: cmd.damage } : {}),
      ...(cmd.damageOnSave !== undefined ? { damageOnSave: cmd.damageOnSave } : {}),
    },
    onset,
    ctx,
  );
}

function treatPoison(
  state: EncounterState,
  cmd: Cmd<'treatPoison'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  if (cmd.healerId) need(state, cmd.healerId);
  return treatPoisonEvents(state, c, cmd.treatment, ctx, {
    ...(cmd.healerId ? { healerId: cmd.healerId } : {}),
    ...(cmd.herbalism !== undefined ? { herbalism: cmd.herbalism } : {}),
  });
}

/**
 * First aid with the healing proficiency (2E-HEAL-06; PHB ch. 5): a proficiency check, then
 * 1d3 HP but no more than the fresh wound took; one attempt per character per day.
 */
function healingProficiency(
  state: EncounterState,
  cmd: Cmd<'healingProficiency'>,
  ctx: DecideContext,
): EngineEvent[] {
  need(state, cmd.healerId);
  const c = need(state, cmd.combatantId);
  const sys = sysOf(c);
  if (sys.life === 'dead') return [reminder('healNoEffectOnDead', {}, c.id)]; // 2E-RAISE-01
  if (sys.firstAidUsed) throw new RuleError('firstAidUsed', { combatantId: c.id });
  const cap = firstAidCap(sys.recentDamage, state.round);
  if (cap <= 0) throw new RuleError('noFreshWound', { combatantId: c.id });
  const check = ctx.roller.roll('1d20', 'proficiencyCheck');
  const passed = proficiencyCheck(check.total, cmd.score);
  const blocked = c.conditions.some((x) => x.key === 'poisonDebilitating'); // 2E-POIS-03
  let restored = 0;
  if (passed && !blocked)
    restored = Math.min(cap, ctx.roller.roll(FIRST_AID.dice, 'firstAid').total);
  const hp = Math.min(c.maxHp, c.hp + restored);
  const opts = readOptions(state.options);
  const life = lifeStateForHp(hp, {
    deathsDoor: opts.deathsDoor,
    temporaryDamage: sys.tempDamage,
    tended: sys.tended,
  });
  const events: EngineEvent[] = [
    sysEvent('adnd2e.healed', {
      combatantId: c.id,
      amount: restored,
      restored: hp - c.hp,
      hp,
      life: life === 'dead' ? sys.life : life,
      weakened: sys.weakened,
      firstAid: { healerId: cmd.healerId, check: check.total, score: cmd.score, passed, cap },
    }),
  ];
  if (passed && blocked) events.push(reminder('healingBlockedByPoison', {}, c.id));
  return events;
}

function magicResistance(
  state: EncounterState,
  cmd: Cmd<'magicResistance'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  const others = (cmd.otherTargetIds ?? []).filter((id) => id !== c.id);
  for (const id of others) need(state, id);
  if (others.length === 0) return mrOf(state, cmd, c, !!cmd.lowered, 'magicResistance', ctx);
  // 2E-MR-07: a spell on several creatures: each resistant target rolls separately; those that
  // resist are unaffected, the others are affected normally
  const targets = [c, ...others.map((id) => state.combatants[id] as Combatant)];
  const events: EngineEvent[] = [];
  const rolls: { id: string; mr: number; d100?: number }[] = [];
  const total = Math.max(cmd.targets ?? 1, targets.length);
  for (const t of targets) {
    const own = t.id === c.id;
    const out = mrOf(
      state,
      { ...cmd, targets: total },
      t,
      own && !!cmd.lowered,
      own ? 'magicResistance' : `magicResistance:${t.id}`,
      ctx,
    );
    events.push(...out);
    const rolled = out.find((e) => e.type === 'adnd2e.mrRolled');
    // a creature asked first (AMB-26) is settled by its prompt
    if (!rolled) continue;
    rolls.push({
      id: t.id,
      mr: Number(rolled.mr),
      ...(typeof rolled.roll === 'number' ? { d100: rolled.roll } : {}),
    });
  }
  const r = resolveMultiTargetMr(rolls);
  const names = (ids: string[]) =>
    ids.map((id) => (state.combatants[id] as Combatant).name).join(', ') || '—';
  events.push(
    reminder('mrTargets', { affected: names(r.affected), resisted: names(r.resisted) }, c.id),
  );
  return events;
}

/** One creature's MR against a spell (2E-MR-01..05, -07, AMB-26). */
function mrOf(
  state: EncounterState,
  cmd: Cmd<'magicResistance'>,
  c: Combatant,
  lowered: boolean,
  purpose: string,
  ctx: DecideContext,
): EngineEvent[] {
  // 2E-MR-01/02: its own innate MR, none while it lowers it
  const mr = ownMagicResistance(statblockOf(c).magicResistance, lowered);
  const reach = cmd.reach ?? 'individual';
  // 2E-MR-04/05: rolled only for spells and spell-like powers that affect it directly
  const applies = magicResistanceApplies({
    source: cmd.source ?? 'spell',
    affectsDirectly: cmd.affectsDirectly ?? true,
    reach,
    inArea: cmd.inArea ?? true,
    wouldAffect: cmd.wouldAffect ?? true,
    lowered,
  });
  if (mr <= 0 || !applies)
    return [
      sysEvent('adnd2e.mrRolled', {
        combatantId: c.id,
        mr,
        roll: null,
        resisted: false,
        ...(applies ? {} : { applies: false }),
      }),
    ];
  if (cmd.beneficial && state.options['dm.mrPromptBeneficial'] === true) {
    return [raisePrompt(ctx, state.round, 'mrBeneficial', c.id, { mr })]; // AMB-26
  }
  const roll = ctx.roller.roll('1d100', purpose);
  const resisted = magicResisted(roll.total, mr);
  return [
    sysEvent('adnd2e.mrRolled', {
      combatantId: c.id,
      mr,
      roll: roll.total,
      resisted,
      // 2E-MR-07: what resisting does to the spell, by how it reaches the creature
      ...(resisted ? { effect: mrSuccessEffect(reach, cmd.targets ?? 1) } : {}),
    }),
  ];
}

/** End of combat: 75% of each bare-handed tally heals, 25% stays (2E-NL-08, 2E-HEAL-07). */
export function restoreTemporary(state: EncounterState): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    const sys = sysOf(c);
    if (sys.tempDamage <= 0 || sys.life === 'dead') continue;
    const settled = settleBareHanded(c, state);
    events.push(
      sysEvent('adnd2e.temporaryRestored', {
        combatantId: id,
        tally: sys.tempDamage,
        restored: settled.restored,
        normal: settled.normal,
        hp: settled.hp,
        life: settled.life,
      }),
    );
  }
  return events;
}

function grenade(state: EncounterState, cmd: Cmd<'grenade'>, ctx: DecideContext): EngineEvent[] {
  const c = need(state, cmd.attackerId);
  requireAble(c);
  if (cmd.targetId !== undefined) need(state, cmd.targetId);
  const opts = readOptions(state.options);
  const band = grenadeRangeBand(cmd.feet);
  if (band === 'outOfRange') throw new RuleError('outOfRange', { distance: cmd.feet });
  const sb = effectiveStatblock(c);
  const setup = setupAttack(
    {
      form: 'missile',
      missile: 'thrown',
      thac0: thac0Of(sb),
      ...(sb.strength ? { strength: sb.strength } : {}),
      ...(sb.dexterity !== undefined ? { dexterity: sb.dexterity } : {}),
      target: { ac: cmd.targetAc },
      ...(opts.grenadeRangePenalties ? { range: band } : {}), // AMB-32
      ...(cmd.dmModifier !== undefined ? { dmModifier: cmd.dmModifier } : {}),
    },
    { weaponVsArmor: false, nat20Hits: opts.nat20Hits, nat1Misses: opts.nat1Misses },
  );
  const d20 = ctx.roller.roll('1d20', 'attack');
  const out = resolveAttackRoll(setup, d20.total, 'missile', opts);
  const events: EngineEvent[] = [
    sysEvent('adnd2e.attackRolled', {
      attackerId: c.id,
      targetId: cmd.targetId ?? null,
      form: 'grenade',
      weapon: null,
      natural: out.natural,
      total: out.total,
      need: out.need,
      ac: cmd.targetAc,
      hit: out.hit,
      reason: out.reason,
      modifiers: setup.modifiers.map((m) => ({ source: m.source, value: m.value })),
    }),
  ];
  if (!out.hit) {
    // 2E-MSL-14: where a missed grenade-like missile lands
    const scatter = rollScatter(band, ctx.roller);
    events.push(reminder('scatter', { direction: scatter.direction, feet: scatter.feet }, c.id));
    return events;
  }
  const target = cmd.targetId !== undefined ? state.combatants[cmd.targetId] : undefined;
  const steps = new Steps(state, adnd2eSystemRef());
  steps.push(...events);
  // 2E-MSL-13: a container breaks when it hits, unless it is tough and the DM's item save keeps
  // it whole: then nothing spills
  const filled = cmd.oil !== undefined || cmd.water !== undefined || cmd.poison !== undefined;
  if (filled && !containerBreaks(!!cmd.tough, cmd.containerSaved)) {
    steps.push(reminder('containerIntact', {}, c.id));
    return steps.events;
  }
  if (!target) return steps.events;
  const now = () => steps.state.combatants[target.id] as Combatant;
  if (cmd.oil === 'flaming') {
    // 2E-MSL-17: a direct hit with flaming oil burns 2d6 now and 1d6 next round.
    steps.push(...igniteEvents(steps.state, now(), c.id, ctx));
  } else if (cmd.oil === 'douse') {
    steps.push(addCondition(ctx, state.round, target.id, 'doused', { sourceId: c.id }));
  }
  if (cmd.water !== undefined && sysOf(now()).life !== 'dead') {
    // 2E-MSL-16: holy water harms most undead and creatures of the Lower Planes (not gaseous
    // ones, nor undead without material form); unholy water paladins, defenders of good and
    // creatures of the Upper Planes; either damages like acid
    const tsb = effectiveStatblock(now());
    const affected = holyWaterAffects(cmd.water, {
      undead: tsb.undead !== undefined,
      paladin: tsb.classes.some((k) => k.paladin),
      ...(cmd.targetNature ?? {}),
    });
    if (!affected) steps.push(reminder('waterNoEffect', { water: cmd.water }, target.id));
    else if (cmd.waterDamage === undefined)
      steps.push(reminder('waterAffects', { water: cmd.water }, target.id));
    else {
      const roll = ctx.roller.roll(cmd.waterDamage, 'damage');
      steps.push(
        ...damageEvents(
          steps.state,
          now(),
          {
            amount: roll.total,
            singleAttack: true,
            cause: cmd.water === 'holy' ? 'holyWater' : 'unholyWater',
          },
          ctx,
        ),
      );
    }
  }
  if (cmd.poison !== undefined && sysOf(now()).life !== 'dead') {
    // 2E-MSL-18: a thrown poison works on a direct hit into the open maw of a huge creature, or
    // on any direct hit if it is a contact poison
    const huge = ['H', 'G'].includes(effectiveStatblock(now()).size);
    const p = cmd.poison;
    const works = thrownPoisonWorks({
      directHit: true,
      contact: !!p.contact,
      intoOpenMaw: !!p.intoOpenMaw && huge,
    });
    if (!works) steps.push(reminder('thrownPoisonNoEffect', {}, target.id));
    else
      steps.push(
        ...poisonOn(
          steps.state,
          target.id,
          { ...p, delivery: p.contact ? 'contact' : 'ingested' },
          ctx,
        ),
      );
  }
  return steps.events;
}

/** Opponents a combatant fought in melee this round (2E-MOVE-07), present and alive. */
function meleeOpponentsThisRound(state: EncounterState, c: Combatant): string[] {
  const melee = sysOf(c).melee;
  if (!melee || melee.round !== state.round) return [];
  return melee.ids.filter((id) => {
    const o = state.combatants[id];
    return o !== undefined && o.present && sysOf(o).life === 'alive';
  });
}

function flee(state: EncounterState, cmd: Cmd<'flee'>, ctx: DecideContext): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  requireAble(c);
  for (const id of [...(cmd.opponentIds ?? []), ...(cmd.exclude ?? [])]) need(state, id);
  const opts = readOptions(state.options);
  const fleeing = addCondition(ctx, state.round, c.id, 'fleeing');
  if (opts.fleeFreeAttacks === 'dmSelects' && cmd.opponentIds === undefined) {
    // AMB-09 as a DM choice: the DM names who gets the free attacks.
    const candidates = meleeOpponentsThisRound(state, c);
    if (candidates.length > 0) {
      return [fleeing, raisePrompt(ctx, state.round, 'fleeFreeAttacks', c.id, { candidates })];
    }
    return [fleeing, reminder('fleeFreeAttacks', { attackers: '' }, c.id)];
  }
  // 2E-MOVE-07, AMB-09: every opponent he was fighting in melee this round, less those the DM deselects.
  const opponents =
    opts.fleeFreeAttacks === 'dmSelects'
      ? (cmd.opponentIds ?? [])
      : (cmd.opponentIds ?? meleeOpponentsThisRound(state, c));
  const attackers = fleeFreeAttackers(opponents, cmd.exclude ?? []);
  return [fleeing, reminder('fleeFreeAttacks', { attackers: attackers.join(', ') }, c.id)];
}

function breakHold(state: EncounterState, cmd: Cmd<'breakHold'>): EngineEvent[] {
  const c = need(state, cmd.combatantId);
  if (!sysOf(c).hold) throw new RuleError('notHeld', { combatantId: c.id });
  return [sysEvent('adnd2e.holdBroken', { combatantId: c.id })];
}

/** Decides a 2e system command, with the morale reminders it calls for (`conv.morale`). */
export function decideCommand(
  state: EncounterState,
  command: EngineCommand,
  ctx: DecideContext,
): EngineEvent[] {
  const events = decideOne(state, command, ctx);
  if (!readOptions(state.options).morale || events.length === 0) return events;
  const steps = new Steps(state, adnd2eSystemRef());
  steps.push(...events);
  return [...events, ...moraleTriggers(state, steps.state)];
}

function decideOne(
  state: EncounterState,
  command: EngineCommand,
  ctx: DecideContext,
): EngineEvent[] {
  const schema = (adnd2eCommandSchemas as Record<string, z.ZodType>)[command.type];
  if (!schema) throw new RuleError('unknownCommand', { type: command.type, system: 'adnd2e' });
  const cmd = schema.parse(command) as never;
  switch (command.type) {
    case 'declare':
      return declare(state, cmd);
    case 'move':
      return move(state, cmd, ctx);
    case 'rejectDeclaration': {
      const c = need(state, (cmd as Cmd<'rejectDeclaration'>).combatantId);
      const d = sysOf(c).declared;
      if (!d) throw new RuleError('nothingDeclared', { combatantId: c.id });
      return [
        sysEvent('adnd2e.declared', {
          combatantId: c.id,
          declared: { ...d, rejected: true } as never,
        }),
      ];
    }
    case 'surprise':
      return surpriseRoll(state, cmd, ctx);
    case 'attack':
      return decideAttack(state, cmd, ctx);
    case 'damage':
      return damage(state, cmd, ctx);
    case 'heal':
      return heal(state, cmd);
    case 'regenerate': {
      const c = cmd as Cmd<'regenerate'>;
      return regenerateEvents(state, need(state, c.combatantId), c.amount, ctx);
    }
    case 'save':
      return save(state, cmd, ctx);
    case 'turnUndead':
      return turnUndead(state, cmd, ctx);
    case 'forceTurned':
      return forceTurned(state, cmd);
    case 'rest':
      return rest(state, cmd);
    case 'tend':
      return tend(state, cmd);
    case 'systemShock':
      return systemShock(state, cmd, ctx);
    case 'restoreTemporaryDamage':
      return restoreTemporary(state);
    case 'killOutright':
      return killOutright(state, cmd);
    case 'raiseDead':
      return raiseDead(state, cmd, ctx);
    case 'drain':
      return drain(state, cmd, ctx);
    case 'fall':
      return fall(state, cmd, ctx);
    case 'poison':
      return poison(state, cmd, ctx);
    case 'treatPoison':
      return treatPoison(state, cmd, ctx);
    case 'healingProficiency':
      return healingProficiency(state, cmd, ctx);
    case 'magicResistance':
      return magicResistance(state, cmd, ctx);
    case 'breakHold':
      return breakHold(state, cmd);
    case 'continueHold':
      return continueHold(state, cmd, ctx);
    case 'moraleCheck':
      return moraleCheck(state, cmd, ctx);
    case 'grenade':
      return grenade(state, cmd, ctx);
    case 'flee':
      return flee(state, cmd, ctx);
    default:
      throw new RuleError('unknownCommand', { type: command.type, system: 'adnd2e' });
  }
}
