// Rests and Hit Dice: short and long rests, the healer's-kit dependency (5E-HKIT-01), healing
// surges (5E-SURGE-01..04) and slow natural healing (5E-SLOWHEAL-01).
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import { requireCombatant } from '../../encounter/combatants';
import type { Combatant, EncounterState, EngineEvent, OptionValues } from '../../encounter/types';
import { divide, halve } from './rounding';
import type { Dnd5eCommand } from './commands';
import { ev5 } from './dnd5e-events';
import { abilityMod } from './statblock';
import { sys5 } from './sys';
import { evc } from './combat/tactical-events';
import { wakeUp } from './zero-hp';
import { spendTurnAction } from './combat/actions-decide';

/** 5E-SURGE-03: Hit Dice a short rest restores under the surge rule: level / 4, at least 1. */
export function surgeShortRestDice(level: number, options: OptionValues = {}): number {
  return Math.max(1, divide(level, 4, options));
}

/** Hit Dice a long rest restores: all under 5E-SURGE-03, else half the total (min 1) [not in seed: PHB]. */
export function longRestDice(total: number, surges: boolean, options: OptionValues = {}): number {
  return surges ? total : Math.max(1, halve(total, options));
}

/** 5E-SURGE-01 / AMB-29: most dice a surge may spend. */
export function surgeMaxDice(
  total: number,
  spent: number,
  mode: unknown,
  options: OptionValues = {},
): number {
  const unspent = total - spent;
  if (mode === 'halfUnspent') return halve(unspent, options);
  return Math.min(halve(total, options), unspent);
}

/** Rolls `dice` Hit Dice (each: die + Con modifier, at least 0) and the resulting events. */
function spend(
  c: Combatant,
  dice: number,
  hpNow: number,
  spentNow: number,
  ctx: DecideContext,
  cause: 'shortRest' | 'longRestSlow' | 'surge',
): { events: EngineEvent[]; hp: number; spent: number } {
  const s = sys5(c);
  const con = abilityMod(s.abilities.con);
  let healed = 0;
  for (let i = 0; i < dice; i++) {
    const r = ctx.roller.roll(`1d${s.hitDice.die}`, `hd:${c.id}`);
    healed += Math.max(0, r.total + con);
  }
  const hp = Math.min(c.maxHp, hpNow + healed);
  const spent = spentNow + dice;
  const events = [
    ev5.hitDiceSpent({ combatantId: c.id, dice, healed: hp - hpNow, hp, spent, cause }),
  ];
  if (hpNow === 0 && hp > 0) events.push(...wakeUp(c));
  return { events, hp, spent };
}

function checkDice(c: Combatant, dice: number, spent: number): void {
  const left = sys5(c).hitDice.total - spent;
  if (dice > left) {
    throw new RuleError('invalidValue', { field: 'hitDice', value: dice, max: left });
  }
}

/** shortRest: spend Hit Dice (after kit treatment when required), restore dice, reset surges. */
export function decideShortRest(
  state: EncounterState,
  cmd: Dnd5eCommand<'shortRest'>,
  ctx: DecideContext,
): EngineEvent[] {
  const out: EngineEvent[] = [];
  const kit = new Set(cmd.kitTreated ?? []);
  for (const id of cmd.combatantIds) {
    const c = requireCombatant(state, id);
    const s = sys5(c);
    if (s.dead) continue;
    const dice = cmd.spend?.[id] ?? 0;
    if (dice > 0 && state.options['heal.kitDependency'] === true && !kit.has(id)) {
      throw new RuleError('kitRequired', { combatantId: id }); // 5E-HKIT-01
    }
    checkDice(c, dice, s.hitDice.spent);
    let hp = c.hp;
    let spentNow = s.hitDice.spent;
    if (dice > 0) {
      const r = spend(c, dice, hp, spentNow, ctx, 'shortRest');
      hp = r.hp;
      spentNow = r.spent;
      out.push(...r.events);
    }
    const restored =
      state.options['heal.surges'] === true ? surgeShortRestDice(s.level, state.options) : 0;
    out.push(
      ev5.rested({
        combatantId: id,
        kind: 'short',
        hp,
        tempHp: c.tempHp,
        hitDiceSpent: Math.max(0, spentNow - restored),
      }),
    );
    if (kit.has(id)) out.push(ev5.kitUsed(id));
  }
  return out;
}

/** longRest: HP back (unless slow healing), temp HP gone (5E-THP-06), Hit Dice restored. */
export function decideLongRest(
  state: EncounterState,
  cmd: Dnd5eCommand<'longRest'>,
  ctx: DecideContext,
): EngineEvent[] {
  const out: EngineEvent[] = [];
  const slow = state.options['heal.slowNatural'] === true;
  for (const id of cmd.combatantIds) {
    const c = requireCombatant(state, id);
    const s = sys5(c);
    if (s.dead) continue;
    // [not in seed: PHB] a creature needs at least 1 HP at the start to benefit.
    if (c.hp === 0) {
      out.push(ev5.note('longRestNoBenefit', { combatantId: id }));
      continue;
    }
    const restored = longRestDice(
      s.hitDice.total,
      state.options['heal.surges'] === true,
      state.options,
    );
    const spentAfter = Math.max(0, s.hitDice.spent - restored);
    const hp = slow ? c.hp : c.maxHp;
    out.push(
      ev5.rested({ combatantId: id, kind: 'long', hp, tempHp: 0, hitDiceSpent: spentAfter }),
    );
    const dice = cmd.spend?.[id] ?? 0;
    if (dice > 0) {
      // 5E-SLOWHEAL-01: Hit Dice are spent at the end of a long rest instead.
      if (!slow) throw new RuleError('optionOff', { key: 'heal.slowNatural' });
      checkDice(c, dice, spentAfter);
      out.push(...spend({ ...c, hp }, dice, hp, spentAfter, ctx, 'longRestSlow').events);
    }
  }
  return out;
}

/** useHealersKit: treats a character's wounds so it may spend Hit Dice (5E-HKIT-01). */
export function decideKit(
  state: EncounterState,
  cmd: Dnd5eCommand<'useHealersKit'>,
): EngineEvent[] {
  requireCombatant(state, cmd.combatantId);
  if (!cmd.healerId) return [ev5.kitUsed(cmd.combatantId)];
  // 5E-HKIT-01: the healer's kit has charges; each use spends one, an empty kit cannot be used.
  const healer = requireCombatant(state, cmd.healerId);
  const charges = sys5(healer).healersKitCharges;
  if (charges === undefined || charges === null) {
    throw new RuleError('noHealersKit', { combatantId: healer.id });
  }
  if (charges <= 0) throw new RuleError('healersKitEmpty', { combatantId: healer.id });
  return [ev5.kitUsed(cmd.combatantId, healer.id)];
}

/** setHealersKit: the uses left in the kit a creature carries, or null when it carries none. */
export function decideSetKit(
  state: EncounterState,
  cmd: Dnd5eCommand<'setHealersKit'>,
): EngineEvent[] {
  requireCombatant(state, cmd.combatantId);
  // Kept in the creature's state with its tactical statistics (the roster carries it on).
  return [evc.statsSet(cmd.combatantId, { healersKitCharges: cmd.charges })];
}

/** healingSurge: spend up to half the Hit Dice as an action (5E-SURGE-01/02/04). */
export function decideSurge(
  state: EncounterState,
  cmd: Dnd5eCommand<'healingSurge'>,
  ctx: DecideContext,
): EngineEvent[] {
  if (state.options['heal.surges'] !== true)
    throw new RuleError('optionOff', { key: 'heal.surges' });
  const c = requireCombatant(state, cmd.combatantId);
  const s = sys5(c);
  if (s.dead) throw new RuleError('combatantDead', { combatantId: c.id });
  if (s.surgeUsed) throw new RuleError('surgeUsed', { combatantId: c.id });
  const max = surgeMaxDice(
    s.hitDice.total,
    s.hitDice.spent,
    state.options['heal.surgeDice'],
    state.options,
  );
  if (cmd.dice > max) throw new RuleError('invalidValue', { field: 'dice', value: cmd.dice, max });
  const cost = state.options['heal.surgesAsBonusAction'] === true ? 'bonusAction' : 'action';
  // 5E-SURGE-01/04: an action, or a bonus action under the superheroic variant.
  const paid = spendTurnAction(state, ctx, c, {
    kind: 'feature',
    ...(cost === 'bonusAction' ? { bonusGrantedBy: '5E-SURGE-04' } : {}),
  });
  if (paid.lost) return paid.events;
  return [
    ...paid.events,
    ev5.note('healingSurge', { combatantId: c.id, dice: cmd.dice, max, cost }),
    ...spend(c, cmd.dice, c.hp, s.hitDice.spent, ctx, 'surge').events,
  ];
}
