// dispatch never edits the state it is given: the DM's undo, the history's earlier states and
// the odds' re-seeded fights all share parts with it. Whole fights in each system (the odds'
// policies choosing the commands: attacks, heals, death saves, morale, prompts answered) are
// played through the public dispatch with every state frozen, deep, before it is dispatched on;
// an edit anywhere inside it throws.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch } from '../../../shared';
import type { CombatantInput, EncounterState, OptionValues } from '../../../shared';
import { RuleError } from '../../../shared/errors';
import { policyFor } from '../../../shared/sim/policies';
import type { TurnContext } from '../../../shared/sim/types';
import { ghoul2e as ghoulStatblock } from '../../fixtures/ghoul2e';
import { many, ogre, partyAgainst } from '../sim/fixtures';
import { fighter2e, fighterOsr, orcOsr, priest2e } from '../sim/fixtures-2e-osr';

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** A fight whose every state is frozen before a command is dispatched on it. */
class FrozenFight implements TurnContext {
  commands = 0;
  /** The kinds of command the rules took, and of event they gave. */
  readonly kinds = new Set<string>();
  constructor(public state: EncounterState) {}
  run(command: unknown): boolean {
    deepFreeze(this.state);
    try {
      const result = dispatch(this.state, command);
      this.state = result.state;
      this.commands += 1;
      this.kinds.add((command as { type: string }).type);
      for (const e of result.events) this.kinds.add(e.type);
      return true;
    } catch (e) {
      if (e instanceof RuleError) return false;
      throw e;
    }
  }
}

/** Plays one fight as the odds do, answering prompts with the policy's answers. */
function playFrozen(
  system: string,
  combatants: readonly CombatantInput[],
  options: OptionValues,
  seed: number,
): FrozenFight {
  const policy = policyFor(system);
  if (!policy) throw new Error(system);
  const f = new FrozenFight(
    createEncounter({ system, options, combatants: [...combatants], seed: String(seed) }),
  );
  const answer = () => {
    for (let guard = 0; guard < 50 && f.state.prompts.length > 0; guard++) {
      const p = f.state.prompts[0];
      if (!p) break;
      if (!f.run({ type: 'resolvePrompt', promptId: p.id, choice: policy.answer(p.kind) })) {
        if (!f.run({ type: 'resolvePrompt', promptId: p.id })) break;
      }
    }
  };
  const act = (command: unknown) => {
    const done = f.run(command);
    answer();
    return done;
  };
  const ctx: TurnContext = {
    get state() {
      return f.state;
    },
    run: act,
  };
  act({ type: 'rollInitiative' });
  act({ type: 'startEncounter' });
  const up = (party: boolean) =>
    f.state.combatantIds.some((id) => {
      const c = f.state.combatants[id];
      return (
        !!c && (f.state.sides[c.side]?.isParty === true) === party && policy.conscious(f.state, id)
      );
    });
  while (up(true) && up(false) && f.state.status === 'active' && f.state.round <= 30) {
    policy.beginStep?.(ctx);
    for (const id of f.state.turn?.activeIds ?? []) {
      if (policy.conscious(f.state, id)) policy.takeTurn(ctx, id);
    }
    if (!act({ type: 'nextTurn' })) break;
  }
  return f;
}

const ghoul2e = (id: string): CombatantInput => ({
  id,
  name: `Ghoul ${id}`,
  kind: 'monster',
  side: 'foes',
  statblock: { ...ghoulStatblock, hp: 12, morale: 12 },
});
describe('dispatch leaves the state it was given untouched', { timeout: 120_000 }, () => {
  it('5e with the DMG options on: ogres against the party, death saves, heals, injuries', () => {
    const setup = partyAgainst(many('o', ogre, 3, 'monster'));
    const options: OptionValues = {
      lingeringInjuries: true,
      massiveDamage: true,
      morale: true,
      'heal.surges': true,
      cleave: true,
      monsterDeathRule: 'saves',
    };
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const f = playFrozen('dnd5e', setup.combatants, options, seed);
      expect(f.commands).toBeGreaterThan(20);
      for (const kind of f.kinds) seen.add(kind);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'deathSaveRolled',
        'healed',
        'moraleSet',
        'conditionAdded',
        'resolvePrompt',
      ]),
    );
  });

  it("2e with death's door: ghouls paralyse, a priest cures and binds the dying", () => {
    const combatants = [
      fighter2e('a'),
      fighter2e('b'),
      priest2e('pr', 'Spells: cure light wounds x2'),
      ...['1', '2', '3', '4'].map((id) => ghoul2e(id)),
    ];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const f = playFrozen('adnd2e', combatants, { 'opt.deathsDoor': true }, seed);
      expect(f.commands).toBeGreaterThan(10);
      for (const kind of f.kinds) seen.add(kind);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(['adnd2e.lifeChanged', 'adnd2e.bled', 'heal', 'tend']),
    );
  });

  it('OSR: declarations, side initiative, phases and morale', () => {
    const combatants = [
      fighterOsr('a'),
      fighterOsr('b'),
      ...['1', '2', '3', '4', '5'].map((id) => orcOsr(id)),
    ];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const f = playFrozen('osr', combatants, {}, seed);
      expect(f.commands).toBeGreaterThan(10);
      for (const kind of f.kinds) seen.add(kind);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['osr.declared', 'osr.damaged', 'orderLeft']));
  });

  it('the check bites: an edit of a frozen state throws', () => {
    const state = createEncounter({ system: 'dnd5e', combatants: [], seed: '1' });
    deepFreeze(state);
    expect(() => {
      (state as { round: number }).round = 2;
    }).toThrow(TypeError);
  });
});
