// OSR-REACT-01/02: the opponents' reaction roll, and negotiation after the party wins
// initiative (re-roll with the talker's CHA bonus, or a Sociability check).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { combatantSys, encounterSys, tablesOf, toJson, type ReactionState } from '../state';
import { osrSettings } from '../settings';
import { reactionResult, sociabilityCheckSucceeds } from '../rules/reaction';
import { wonInitiative } from '../rules/initiative';
import { activeSideIds } from '../procedure';
import { partySideId, presentCombatant, procedureDone } from './common';
import { switchToRounds } from './scene';

/** The side whose reaction is rolled: the given one or the first side that is not the party. */
function opponentsSide(state: EncounterState, sideId: string | undefined): string {
  if (sideId !== undefined) {
    if (!state.sides[sideId]) throw new RuleError('unknownSide', { side: sideId });
    return sideId;
  }
  const other = activeSideIds(state).find((s) => !state.sides[s]?.isParty);
  if (other === undefined) throw new RuleError('noOpponents');
  return other;
}

/** OSR-REACT-01: 2d6 on the reaction table. */
export function decideRollReaction(
  state: EncounterState,
  cmd: OsrCommandOf<'rollReaction'>,
  ctx: DecideContext,
): EngineEvent[] {
  const sideId = opponentsSide(state, cmd.sideId);
  const roll = ctx.roller.roll('2d6', 'reaction');
  const result = reactionResult(tablesOf(state).reactionBands, roll.total, 0, false);
  const reaction: ReactionState = { sideId, ...result };
  return [
    ...switchToRounds(state),
    { type: 'osr.reactionSet', ruleId: 'OSR-REACT-01', reaction: toJson(reaction) },
    ...procedureDone(state, 'reaction'),
  ];
}

/** OSR-REACT-02: only after the party won this round's initiative outright. */
function requirePartyWon(state: EncounterState): string {
  const party = partySideId(state);
  const init = encounterSys(state).initiative;
  const won =
    party !== undefined && init?.round === state.round && wonInitiative(init.order, party);
  if (!won || party === undefined) throw new RuleError('partyMustWinInitiative');
  return party;
}

function requireTalker(state: EncounterState, talkerId: string, party: string): Combatant {
  const talker = presentCombatant(state, talkerId);
  if (talker.side !== party) throw new RuleError('talkerNotInParty', { combatantId: talkerId });
  return talker;
}

/** OSR-REACT-02: re-roll the reaction with the talker's CHA bonus, or a Sociability check. */
export function decideNegotiate(
  state: EncounterState,
  cmd: OsrCommandOf<'negotiate'>,
  ctx: DecideContext,
): EngineEvent[] {
  const party = requirePartyWon(state);
  const followUp = osrSettings(state.options).reactionFollowUp;
  const sideId = encounterSys(state).reaction?.sideId ?? opponentsSide(state, undefined);
  if (cmd.mode === 'reroll') {
    if (followUp === 'sociability') throw new RuleError('optionOff', { key: 'reactionFollowUp' });
    const talker = requireTalker(state, cmd.talkerId, party);
    const mod = combatantSys(talker).chaBonus;
    const roll = ctx.roller.roll('2d6', 'reaction');
    const result = reactionResult(tablesOf(state).reactionBands, roll.total, mod, true);
    const reaction: ReactionState = { sideId, ...result, talkerId: talker.id };
    return [{ type: 'osr.reactionSet', ruleId: 'OSR-REACT-02', reaction: toJson(reaction) }];
  }
  if (followUp === 'reroll') throw new RuleError('optionOff', { key: 'reactionFollowUp' });
  if (cmd.talkerId !== undefined) requireTalker(state, cmd.talkerId, party);
  // the Referee enters the total (or, with "outcome", only whether it succeeded).
  const success =
    cmd.total !== undefined ? sociabilityCheckSucceeds(cmd.total, cmd.difficulty) : cmd.success;
  if (success === undefined) throw new RuleError('checkResultRequired');
  return [
    {
      type: 'osr.sociabilityChecked',
      ruleId: 'OSR-REACT-02',
      sideId,
      difficulty: cmd.difficulty,
      success,
      ...(cmd.total !== undefined ? { total: cmd.total } : {}),
      ...(cmd.talkerId !== undefined ? { talkerId: cmd.talkerId } : {}),
      ...(cmd.band !== undefined ? { band: cmd.band } : {}),
    },
  ];
}
