// OSR-RND-04: step 4 of the round checks morale (opponents) or loyalty (companions) when the
// Referee flagged a group. The seed has no procedure: the Referee enters the outcome;
// a roll is shown only if one is configured.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import type { EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { encounterSys, toJson, type MoraleFlag } from '../state';
import { osrSettings } from '../settings';
import { stepKeys } from '../procedure';
import { prompt } from './common';
import { conventionRoll } from './morale-convention';

function requireTarget(state: EncounterState, target: MoraleFlag['target']): void {
  const exists =
    target.type === 'side'
      ? state.sides[target.id]
      : target.type === 'group'
        ? state.groups[target.id]
        : state.combatants[target.id];
  if (!exists) throw new RuleError('unknownMoraleTarget', { type: target.type, id: target.id });
}

/** Prompt events for open flags (raised when the morale step starts or a flag arrives in it). */
export function moralePromptEvents(
  state: EncounterState,
  ctx: DecideContext,
  flags: MoraleFlag[],
): EngineEvent[] {
  const notation = osrSettings(state.options).moraleRoll;
  const events: EngineEvent[] = [];
  for (const flag of flags) {
    if (flag.outcome !== undefined || flag.promptId !== undefined) continue;
    // the 2d6-against-ML convention when it is on and an ML is known, else the roll shown.
    const convention = conventionRoll(state, ctx, flag);
    const roll =
      convention !== null || notation === 'none'
        ? undefined
        : ctx.roller.roll(notation, `morale:${flag.id}`, { totalsFrom: 'morale' });
    const p = prompt(
      state,
      ctx,
      'morale',
      {
        flagId: flag.id,
        kind: flag.kind,
        target: flag.target,
        ...(roll ? { roll: roll.total, notation } : {}),
        ...(convention ?? {}),
      },
      flag.target.type === 'combatant' ? flag.target.id : undefined,
      true,
    );
    events.push(p, {
      type: 'osr.moralePrompted',
      flagId: flag.id,
      promptId: (p.prompt as { id: string }).id,
    });
  }
  return events;
}

/** Flags a side, group or creature for a morale or loyalty check at step 4. */
export function decideFlagMorale(
  state: EncounterState,
  cmd: OsrCommandOf<'flagMorale'>,
  ctx: DecideContext,
): EngineEvent[] {
  requireTarget(state, cmd.target);
  const flag: MoraleFlag = {
    id: ctx.newId('m'),
    kind: cmd.kind,
    target: cmd.target,
    round: state.round,
  };
  const events: EngineEvent[] = [
    { type: 'osr.moraleFlagged', ruleId: 'OSR-RND-04', flag: toJson(flag) },
  ];
  // Flagged during the morale step itself: ask right away.
  if (state.turn?.slotKey === stepKeys.morale)
    events.push(...moralePromptEvents(state, ctx, [flag]));
  return events;
}

/** Removes a flag that has not been answered yet. */
export function decideUnflagMorale(
  state: EncounterState,
  cmd: OsrCommandOf<'unflagMorale'>,
): EngineEvent[] {
  const flag = (encounterSys(state).morale ?? []).find((f) => f.id === cmd.flagId);
  if (!flag) throw new RuleError('unknownMoraleFlag', { flagId: cmd.flagId });
  return [{ type: 'osr.moraleUnflagged', flagId: cmd.flagId }];
}
