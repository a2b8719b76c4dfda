// What a simulation reports, from its tally of fights: each chance with its Wilson interval and
// the rounds' normal one, and the merge of runs over disjoint fight ranges (one per worker). No
// engine here: the DM window merges its workers' results with it.
import { meanInterval, wilson } from './stats';
import type { SimResult, SimTally } from './types';

/** The results of a tally: each chance with its Wilson interval, the rounds' normal one. */
export function summarize(
  tally: SimTally,
  members: readonly { id: string; name: string }[],
  withoutAttack: readonly string[],
  cancelled: boolean,
): SimResult {
  const n = tally.fights;
  return {
    fights: n,
    cancelled,
    partyWins: wilson(tally.party, n),
    foesWin: wilson(tally.foes, n),
    draws: wilson(tally.draw, n),
    rounds: meanInterval(tally.rounds),
    members: members.map(({ id, name }) => ({
      id,
      name,
      dropped: wilson(tally.dropped[id] ?? 0, n),
      died: wilson(tally.died[id] ?? 0, n),
    })),
    withoutAttack,
    tally,
  };
}

/**
 * One result of the fights of several runs over disjoint fight ranges of one request (as
 * workers on several cores make them): counts add up, so the merge equals a single run.
 */
export function mergeResults(parts: readonly SimResult[]): SimResult {
  const [head] = parts;
  if (!head) throw new RangeError('nothing to merge');
  const sum = (pick: (t: SimTally) => number) => parts.reduce((s, p) => s + pick(p.tally), 0);
  const per = (pick: (t: SimTally) => Record<string, number>) =>
    Object.fromEntries(
      head.members.map((m) => [m.id, parts.reduce((s, p) => s + (pick(p.tally)[m.id] ?? 0), 0)]),
    );
  const tally: SimTally = {
    fights: sum((t) => t.fights),
    party: sum((t) => t.party),
    foes: sum((t) => t.foes),
    draw: sum((t) => t.draw),
    rounds: {
      n: sum((t) => t.rounds.n),
      sum: sum((t) => t.rounds.sum),
      sumSquares: sum((t) => t.rounds.sumSquares),
    },
    dropped: per((t) => t.dropped),
    died: per((t) => t.died),
  };
  return summarize(
    tally,
    head.members,
    head.withoutAttack,
    parts.some((p) => p.cancelled),
  );
}
