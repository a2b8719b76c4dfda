// Ability checks the tactical contests roll (Athletics, Acrobatics, Stealth): the bonus from
// the statblock or the ability, and the §7.9 sources that change the roll.
import type { D20Mode } from '../../../dice';
import { d20Mode } from '../../../dice';
import type { DecideContext } from '../../../encounter/context';
import type { JsonObject } from '../../../encounter/json';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { useTaskHelp } from '../tactics/turn';
import { tactics5 } from './state';
import { evc } from './tactical-events';
import { ev5 } from '../dnd5e-events';
import type { Dnd5eContest, Dnd5eRollKey } from '../roll-purposes';
import type { Ability } from '../statblock';
import { abilityMod } from '../statblock';
import { mergedEffects } from '../status';
import { statblock5, sys5 } from '../sys';

/** The skills the contests use. */
export type ContestSkill = 'athletics' | 'acrobatics';

const SKILL_ABILITY: Record<ContestSkill, Ability> = { athletics: 'str', acrobatics: 'dex' };

/** A creature's bonus to a skill: its statblock's, else the ability modifier. */
export function skillBonus(c: Combatant, skill: ContestSkill): number {
  const listed = statblock5(c)?.skills?.[skill];
  return listed ?? abilityMod(sys5(c).abilities[SKILL_ABILITY[skill]]);
}

/** The defender's pick between Athletics and Acrobatics (the target chooses: its better one). */
export function defenderSkill(c: Combatant, chosen?: ContestSkill): ContestSkill {
  if (chosen) return chosen;
  return skillBonus(c, 'acrobatics') > skillBonus(c, 'athletics') ? 'acrobatics' : 'athletics';
}

/** A rolled check. */
export interface CheckRoll {
  /** Total of the kept d20 and the bonus. */
  total: number;
  /** The kept d20. */
  natural: number;
  /** Advantage state after combining the sources (5E-GEN-02). */
  mode: D20Mode;
  /** Sources of advantage and disadvantage, by key. */
  advantage: string[];
  disadvantage: string[];
}

/**
 * Rolls an ability check for `purpose` with the given sources plus the creature's conditions
 * (poisoned, frightened, system shock 6–7: disadvantage on ability checks).
 */
export function rollCheck(
  ctx: DecideContext,
  c: Combatant,
  purpose: Dnd5eRollKey,
  bonus: number,
  sources: { advantage?: string[]; disadvantage?: string[] } = {},
): CheckRoll {
  const advantage = [...(sources.advantage ?? [])];
  const disadvantage = [...(sources.disadvantage ?? [])];
  if (mergedEffects(c).abilityChecks === 'disadvantage') disadvantage.push('condition');
  const mode = d20Mode(advantage.length > 0, disadvantage.length > 0);
  const r = ctx.roller.d20(purpose, mode, bonus);
  return { total: r.total, natural: r.kept[0] as number, mode, advantage, disadvantage };
}

/** One side of a contest: who rolls which skill with which bonus and sources. */
export interface ContestSide {
  /** The creature. */
  c: Combatant;
  /** Its skill. */
  skill: ContestSkill;
  /** A bonus the DM gives instead of the creature's own. */
  bonus?: number;
  /** Extra advantage and disadvantage sources (§7.9). */
  advantage?: string[];
  disadvantage?: string[];
}

/** A rolled contest (5E-GEN-03/04): both totals and who won; a tie keeps the status quo. */
export interface ContestResult {
  initiator: CheckRoll;
  defender: CheckRoll;
  /** The initiator won outright. */
  won: boolean;
  /** A tie: nothing changes. */
  tie: boolean;
  /** Help given for the task, now used up (5E-ACT-08). */
  helpEvents: EngineEvent[];
}

/**
 * 5E-ACT-08: Help given to `c` for a task named like one of `tasks` (the check's kind or skill,
 * e.g. `grapple`, `athletics`, `stealth`): advantage on this check, and the help is used up.
 */
export function taskHelp(
  state: EncounterState,
  c: Combatant,
  tasks: readonly string[],
): { advantage: string[]; events: EngineEvent[] } {
  const names = tasks.map((t) => t.toLowerCase());
  for (const id of state.combatantIds) {
    const helper = state.combatants[id] as Combatant;
    const h = tactics5(helper).helping;
    if (h?.kind !== 'task' || h.allyId !== c.id || !names.includes(h.task.toLowerCase())) continue;
    const used = useTaskHelp(tactics5(helper), c.id, h.task);
    return {
      advantage: ['helpedTask'],
      events: [
        evc.tacticsChanged(helper.id, 'helpUsed', used.tactics, { allyId: c.id, task: h.task }),
      ],
    };
  }
  return { advantage: [], events: [] };
}

/** Rolls a contest; purposes are `<purpose>:initiator` and `<purpose>:defender`. */
export function rollContest(
  ctx: DecideContext,
  purpose: Dnd5eContest,
  a: ContestSide,
  b: ContestSide,
  state?: EncounterState,
): ContestResult {
  const none = { advantage: [] as string[], events: [] as EngineEvent[] };
  const helpA = state ? taskHelp(state, a.c, [purpose, a.skill]) : none;
  const helpB = state ? taskHelp(state, b.c, [purpose, b.skill]) : none;
  const sideA = { ...a, advantage: [...(a.advantage ?? []), ...helpA.advantage] };
  const sideB = { ...b, advantage: [...(b.advantage ?? []), ...helpB.advantage] };
  const aBonus = a.bonus ?? skillBonus(a.c, a.skill);
  const bBonus = b.bonus ?? skillBonus(b.c, b.skill);
  const initiator = rollCheck(ctx, a.c, `${purpose}:initiator`, aBonus, sideA);
  const defender = rollCheck(ctx, b.c, `${purpose}:defender`, bBonus, sideB);
  return {
    initiator,
    defender,
    won: initiator.total > defender.total,
    tie: initiator.total === defender.total,
    helpEvents: [...helpA.events, ...helpB.events],
  };
}

/** The log note of a contest. */
export function contestNote(
  kind: Dnd5eContest,
  a: ContestSide,
  b: ContestSide,
  r: ContestResult | null,
  success: boolean,
  extra: JsonObject = {},
): EngineEvent {
  return ev5.note('contest', {
    contest: kind,
    initiatorId: a.c.id,
    defenderId: b.c.id,
    initiatorSkill: a.skill,
    defenderSkill: b.skill,
    initiatorTotal: r ? r.initiator.total : null,
    defenderTotal: r ? r.defender.total : null,
    tie: r ? r.tie : false,
    automatic: r === null,
    success,
    ...extra,
  });
}
