// Surprise (§2): who notices whom, per creature; surprised creatures get the `surprised`
// condition, which ends at the end of their first turn (5E-SURP-03).
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import { requireCombatant } from '../../encounter/combatants';
import { newConditionInstance } from '../../encounter/conditions';
import { ev } from '../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../encounter/types';
import type { Dnd5eCommand } from './commands';
import { ev5 } from './dnd5e-events';
import { evc } from './combat/tactical-events';
import { raise } from './prompts';
import { sys5 } from './sys';

/**
 * 5E-SURP-02: `c` notices `o` when `o` is not hiding, or its Stealth does not beat c's passive
 * Perception (a tie counts as noticed unless the AMB-03 setting says otherwise).
 */
export function notices(
  observerPassive: number,
  stealth: number | undefined,
  tie: 'noticed' | 'surprised',
): boolean {
  if (stealth === undefined) return true;
  if (stealth === observerPassive) return tie === 'noticed';
  return stealth < observerPassive;
}

/** Surprised creatures given the hiders' Stealth totals (5E-SURP-01/02/04). */
export function surprisedIds(state: EncounterState, stealth: Record<string, number>): string[] {
  if (Object.keys(stealth).length === 0) return []; // 5E-SURP-01: nobody hides, nobody is surprised
  const tie = state.options.surpriseTie === 'surprised' ? 'surprised' : 'noticed';
  const all = state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((c) => c.present && !sys5(c).dead);
  return all
    .filter((c) => {
      const foes = all.filter((o) => o.side !== c.side);
      if (foes.length === 0) return false;
      return !foes.some((o) => notices(sys5(c).passivePerception, stealth[o.id], tie));
    })
    .map((c) => c.id);
}

function surpriseEvents(state: EncounterState, ctx: DecideContext, ids: string[]): EngineEvent[] {
  const out: EngineEvent[] = [];
  for (const id of ids) {
    const c = state.combatants[id] as Combatant;
    if (c.conditions.some((x) => x.key === 'surprised')) continue;
    out.push(
      ev.conditionAdded(
        id,
        newConditionInstance(state, ctx, {
          key: 'surprised',
          // 5E-SURP-03: surprise ends when the creature's first turn ends.
          duration: { at: 'turnEnd', of: id, rounds: 1 },
          data: { blocksBonusAction: state.options['surprise.blocksBonusAction'] !== false },
        }),
      ),
    );
  }
  if (state.options.morale === true) out.push(...moraleOnSurprise(state, ctx, ids));
  return out;
}

/** 5E-MORALE-01/02: surprised creatures, and groups whose members are all surprised. */
function moraleOnSurprise(state: EncounterState, ctx: DecideContext, ids: string[]): EngineEvent[] {
  const out: EngineEvent[] = [];
  const set = new Set(ids);
  const groupsDone = new Set<string>();
  for (const id of ids) {
    const c = state.combatants[id] as Combatant;
    if (c.kind === 'pc') continue;
    if (c.groupId && !groupsDone.has(c.groupId)) {
      groupsDone.add(c.groupId);
      const members = state.combatantIds.filter((m) => state.combatants[m]?.groupId === c.groupId);
      if (members.every((m) => set.has(m))) {
        out.push(
          raise(state, ctx, 'morale', undefined, {
            combatantIds: members,
            groupId: c.groupId,
            trigger: 'surprised',
          }),
        );
        continue;
      }
    }
    if (!c.groupId)
      out.push(raise(state, ctx, 'morale', id, { combatantIds: [id], trigger: 'surprised' }));
  }
  return out;
}

/** determineSurprise: compares the hiders' Stealth with each creature's passive Perception. */
export function decideDetermineSurprise(
  state: EncounterState,
  cmd: Dnd5eCommand<'determineSurprise'>,
  ctx: DecideContext,
): EngineEvent[] {
  if (state.round > 1) throw new RuleError('notAllowed', { reason: 'surpriseAfterStart' });
  const stealth: Record<string, number> = { ...(cmd.stealth ?? {}) };
  for (const id of Object.keys(stealth)) requireCombatant(state, id);
  for (const id of cmd.roll ?? []) {
    const c = requireCombatant(state, id);
    stealth[id] = ctx.roller.roll(`1d20+${sys5(c).stealthBonus}`, `stealth:${id}`).total;
  }
  const ids = surprisedIds(state, stealth);
  // 5E-UNSEEN-03/04: the hiders start the fight hidden with their Stealth totals.
  const hiding = Object.entries(stealth).map(([id, total]) => evc.hidingSet(id, total));
  return [
    ev5.note('surprise', { stealth, surprised: ids }),
    ...surpriseEvents(state, ctx, ids),
    ...hiding,
  ];
}

/** setSurprised: the DM overrides surprise per creature (5E-SURP-04, AMB-03). */
export function decideSetSurprised(
  state: EncounterState,
  cmd: Dnd5eCommand<'setSurprised'>,
  ctx: DecideContext,
): EngineEvent[] {
  for (const id of cmd.combatantIds) requireCombatant(state, id);
  if (cmd.surprised) return surpriseEvents(state, ctx, cmd.combatantIds);
  const out: EngineEvent[] = [];
  for (const id of cmd.combatantIds) {
    for (const inst of (state.combatants[id] as Combatant).conditions) {
      if (inst.key === 'surprised') out.push(ev.conditionRemoved(id, inst.id, 'manual'));
    }
  }
  return out;
}
