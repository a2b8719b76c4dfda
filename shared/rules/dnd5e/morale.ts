// Morale (§16): the DC 10 Wisdom save for a creature or a group's leader, and what a failure
// means (flee by the fastest route, or surrender when escape is impossible).
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import { requireCombatant } from '../../encounter/combatants';
import type { Steps } from '../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent } from '../../encounter/types';
import type { Dnd5eCommand } from './commands';
import { ev5 } from './dnd5e-events';
import { raise } from './prompts';
import { isIncapacitated } from './status';
import { sys5 } from './sys';
import { MORALE_DC } from './tables';

/** How the morale save is rolled (5E-MORALE-03). */
export type MoraleMode = 'normal' | 'disadvantage' | 'autoFail';

/** Chance that a morale save fails: DC 10, d20 + bonus (EX-50: +0 → 45%, with disadvantage 69.75%). */
export function moraleFailChance(saveBonus: number, mode: MoraleMode): number {
  if (mode === 'autoFail') return 1;
  const successFaces = Math.min(20, Math.max(0, 21 - (MORALE_DC - saveBonus)));
  const p = successFaces / 20;
  return mode === 'disadvantage' ? 1 - p * p : 1 - p;
}

function canSave(c: Combatant): boolean {
  return c.present && !sys5(c).dead && c.hp > 0 && !isIncapacitated(c);
}

/** Who makes the save: the creature, or the group's leader, else the next-highest Charisma. */
export function moraleSaver(
  state: EncounterState,
  ids: string[],
  groupId?: string,
): Combatant | null {
  const members = ids
    .map((id) => state.combatants[id])
    .filter((c): c is Combatant => c !== undefined);
  const leaderId = groupId ? state.groups[groupId]?.leaderId : null;
  const leader = leaderId ? state.combatants[leaderId] : undefined;
  if (leader && canSave(leader)) return leader;
  const able = members.filter(canSave);
  if (able.length === 0) return null;
  return able.reduce((best, c) => (sys5(c).abilities.cha > sys5(best).abilities.cha ? c : best));
}

/** Resolves a morale prompt: roll the save (or fail it) and set flee/surrender on a failure. */
export function resolveMorale(
  steps: Steps,
  ctx: DecideContext,
  ids: string[],
  groupId: string | undefined,
  choice: string,
  escape: boolean,
): void {
  if (choice === 'ignore') return;
  const state = steps.state;
  let mode: MoraleMode = 'normal';
  if (choice === 'autoFail') mode = 'autoFail';
  else if (choice === 'rollDisadvantage') mode = 'disadvantage';
  else if (choice === 'overwhelming') {
    mode = state.options['morale.overwhelmingOdds'] === 'autoFail' ? 'autoFail' : 'disadvantage';
  } else if (choice !== 'roll') throw new RuleError('invalidChoice', { choice });
  const saver = moraleSaver(state, ids, groupId);
  let failed = true;
  if (mode !== 'autoFail' && saver) {
    const bonus = sys5(saver).saves.wis;
    const r = ctx.roller.d20('morale', mode === 'disadvantage' ? 'disadvantage' : 'normal', bonus);
    failed = r.total < MORALE_DC;
    steps.push(
      ev5.note('moraleSave', {
        saverId: saver.id,
        total: r.total,
        dc: MORALE_DC,
        success: !failed,
        // The odds the DM faced before the roll (EX-50: +0 → 45%, with disadvantage 69.75%).
        failChance: moraleFailChance(bonus, mode),
      }),
    );
  }
  const affected = ids.filter((id) => {
    const c = state.combatants[id];
    return c !== undefined && !sys5(c).dead;
  });
  if (failed) steps.push(ev5.moraleSet(affected, escape ? 'fled' : 'surrendered'));
}

/** moraleCheck: the DM asks for a morale check (e.g. "no way to harm the other side"). */
export function decideMoraleCheck(
  state: EncounterState,
  cmd: Dnd5eCommand<'moraleCheck'>,
  ctx: DecideContext,
): EngineEvent[] {
  if (state.options.morale !== true) throw new RuleError('optionOff', { key: 'morale' });
  for (const id of cmd.combatantIds) requireCombatant(state, id);
  if (cmd.groupId && !state.groups[cmd.groupId]) {
    throw new RuleError('unknownGroup', { groupId: cmd.groupId });
  }
  return [
    raise(state, ctx, 'morale', cmd.combatantIds.length === 1 ? cmd.combatantIds[0] : undefined, {
      combatantIds: cmd.combatantIds,
      trigger: cmd.trigger,
      ...(cmd.groupId ? { groupId: cmd.groupId } : {}),
    }),
  ];
}
