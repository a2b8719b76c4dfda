// The odds of a fight: the encounter as built, fought `fights` times by the engine itself
// (createEncounter/dispatch with the real rules and the campaign's options), every creature
// following its system's policy. Pure and repeatable: fight i's dice come from the engine's
// seeded RNG with seed `${seed}:${i}`, and nothing else is random.
import type { EncounterState } from '../encounter';
import { seedRng } from '../dice';
import { createEncounter } from '../encounter';
import { RuleError } from '../errors';
// The registry gives the engine its rule systems (a worker imports nothing else that would).
import '../rules/registry';
import type { CommandCache } from './dispatch-cached';
import { dispatchCached } from './dispatch-cached';
import { policyFor } from './policies';
export { canSimulate } from './systems';
import { summarize } from './results';
import { addValue, meanAccumulator } from './stats';
export { mergeResults } from './results';
import type { Policy, SimControl, SimRequest, SimResult, SimSetup, SimTally } from './types';

/** Rounds after which a fight still undecided is a draw. */
export const DEFAULT_MAX_ROUNDS = 50;

/** Prompts answered in a row before giving up on a chain (a guard, never reached in play). */
const PROMPT_GUARD = 50;

type Outcome = 'party' | 'foes' | 'draw';

/** One fight's outcome and what happened to each party member. */
interface FightResult {
  readonly outcome: Outcome;
  readonly rounds: number;
  readonly dropped: ReadonlySet<string>;
  readonly died: ReadonlySet<string>;
}

/** A fight in progress: the state, with dispatch that swallows the rules' refusals. */
class Fight {
  state: EncounterState;
  readonly dropped = new Set<string>();

  constructor(
    state: EncounterState,
    private readonly policy: Policy,
    private readonly partyIds: readonly string[],
    private readonly cache: CommandCache,
  ) {
    this.state = state;
  }

  /** Dispatches, then answers every prompt the rules raised; false if the rules refused. */
  run(command: unknown): boolean {
    if (!this.step(command)) return false;
    for (let i = 0; i < PROMPT_GUARD && this.state.prompts.length > 0; i++) {
      const p = this.state.prompts[0];
      if (!p) break;
      const choice = this.policy.answer(p.kind);
      if (!this.step({ type: 'resolvePrompt', promptId: p.id, choice })) {
        // An answer the rules do not take: leave it unanswered rather than loop on it.
        if (!this.step({ type: 'resolvePrompt', promptId: p.id })) break;
      }
    }
    return true;
  }

  private step(command: unknown): boolean {
    try {
      this.state = dispatchCached(this.state, command, this.cache);
    } catch (e) {
      if (e instanceof RuleError) return false;
      throw e;
    }
    for (const id of this.partyIds) {
      if ((this.state.combatants[id]?.hp ?? 1) <= 0) this.dropped.add(id);
    }
    return true;
  }
}

function sideIsUp(state: EncounterState, policy: Policy, party: boolean): boolean {
  return state.combatantIds.some((id) => {
    const c = state.combatants[id];
    return c !== undefined && isParty(state, c.side) === party && policy.conscious(state, id);
  });
}

function isParty(state: EncounterState, side: string): boolean {
  return state.sides[side]?.isParty === true;
}

function outcomeOf(state: EncounterState, policy: Policy): Outcome | null {
  const party = sideIsUp(state, policy, true);
  const foes = sideIsUp(state, policy, false);
  if (party && foes) return null;
  return party ? 'party' : foes ? 'foes' : 'draw';
}

/**
 * Fights once with fight-seed `seed`. `init` is the encounter created once for the whole run:
 * only its dice differ between fights, so re-seeding it is createEncounter with that seed,
 * without validating every statblock again for each fight.
 */
function fightOnce(
  init: EncounterState,
  policy: Policy,
  seed: string,
  maxRounds: number,
  partyIds: readonly string[],
  cache: CommandCache,
): FightResult {
  const f = new Fight({ ...init, rng: seedRng(seed) }, policy, partyIds, cache);
  f.run({ type: 'rollInitiative' });
  f.run({ type: 'startEncounter' });
  let outcome = outcomeOf(f.state, policy);
  while (outcome === null && f.state.status === 'active' && f.state.round <= maxRounds) {
    policy.beginStep?.(f);
    // A group's members share the turn (5E-INIT-02): each acts in its order.
    for (const id of f.state.turn?.activeIds ?? []) {
      if (policy.conscious(f.state, id)) policy.takeTurn(f, id);
      outcome = outcomeOf(f.state, policy);
      if (outcome !== null) break;
    }
    if (outcome !== null) break;
    // A refused nextTurn (a prompt no answer clears) would loop for ever: call it a draw.
    if (!f.run({ type: 'nextTurn' })) break;
    outcome = outcomeOf(f.state, policy);
  }
  const died = new Set(partyIds.filter((id) => policy.dead(f.state, id)));
  return {
    outcome: outcome ?? 'draw',
    rounds: Math.min(f.state.round, maxRounds),
    dropped: f.dropped,
    died,
  };
}

/** The fight before its first roll: created from the builder's lines, or the screen's own. */
function initialState(setup: SimSetup, seed: string | number): EncounterState {
  if ('encounter' in setup) {
    const { encounter } = setup;
    if (encounter.system !== setup.system) {
      throw new RuleError('notAllowed', { system: setup.system, reason: 'otherSystem' });
    }
    if (encounter.status !== 'setup') throw new RuleError('encounterAlreadyStarted');
    return encounter;
  }
  return createEncounter({
    system: setup.system,
    ...(setup.options ? { options: setup.options } : {}),
    combatants: [...setup.combatants],
    seed: String(seed),
  });
}

/** Simulates the fight `request.fights` times; deterministic for a seed. */
export function simulate(request: SimRequest, control: SimControl = {}): SimResult {
  const { setup } = request;
  const policy = policyFor(setup.system);
  if (!policy) throw new RuleError('notAllowed', { system: setup.system, reason: 'noPolicy' });
  const maxRounds = request.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const init = initialState(setup, request.seed);
  // The sides as the engine assigns them (the input's side, or its kind's default).
  const partyIds = init.combatantIds.filter((id) =>
    isParty(init, (init.combatants[id] as { side: string }).side),
  );
  const tally: SimTally = {
    fights: 0,
    party: 0,
    foes: 0,
    draw: 0,
    rounds: meanAccumulator(),
    dropped: Object.fromEntries(partyIds.map((id) => [id, 0])),
    died: Object.fromEntries(partyIds.map((id) => [id, 0])),
  };
  const cache: CommandCache = new Map();
  const first = request.firstFight ?? 0;
  let cancelled = false;
  for (let i = first; i < first + request.fights; i++) {
    if (control.cancelled?.()) {
      cancelled = true;
      break;
    }
    const r = fightOnce(init, policy, `${request.seed}:${i}`, maxRounds, partyIds, cache);
    tally.fights += 1;
    tally[r.outcome] += 1;
    addValue(tally.rounds, r.rounds);
    for (const id of r.dropped) tally.dropped[id] = (tally.dropped[id] ?? 0) + 1;
    for (const id of r.died) tally.died[id] = (tally.died[id] ?? 0) + 1;
    control.onProgress?.(tally.fights, request.fights);
  }
  const members = partyIds.map((id) => ({ id, name: init.combatants[id]?.name ?? id }));
  const withoutAttack = init.combatantIds
    .filter((id) => !policy.hasAttack(init, id))
    .map((id) => init.combatants[id]?.name ?? id);
  return summarize(tally, members, withoutAttack, cancelled);
}
