// The healing part of the AD&D 2e policy: at death's door (2E-DEATH-06) a creature with a cure
// spell its statblock names casts it on a dying ally, anyone else binds his wounds, a creature
// weak from a cure does not fight; without the option 0 HP is death and nobody is healed. Over
// seeded fights the same party loses far fewer members with the healing than without it.
import { describe, expect, it, vi } from 'vitest';
import { RuleError, createEncounter, dispatch } from '../../../shared';
import type { CombatantInput, EncounterState, EngineEvent, OptionValues } from '../../../shared';
import { simulate } from '../../../shared/sim';
import type { SimSetup, TurnContext } from '../../../shared/sim';
import { curesOf } from '../../../shared/sim/heal-2e';
import type * as Heal2e from '../../../shared/sim/heal-2e';
import { policy2e } from '../../../shared/sim/policy-2e';
import { fighter2e as fighter, gnoll2e as gnoll, priest2e as priest } from './fixtures-2e-osr';

// The same policy with its healing part switched off, for the comparison (everything else, the
// attacks and the engine, is the real one).
const healing = vi.hoisted(() => ({ on: true }));
vi.mock('../../../shared/sim/heal-2e', async (importOriginal) => {
  const real = await importOriginal<typeof Heal2e>();
  return {
    ...real,
    tryHeal2e: (...args: Parameters<typeof real.tryHeal2e>) =>
      healing.on && real.tryHeal2e(...args),
  };
});

const DEATHS_DOOR: OptionValues = { 'opt.deathsDoor': true };

/** One fight's context through the real engine, recording the commands it took and their events. */
class Recorder implements TurnContext {
  readonly sent: Record<string, unknown>[] = [];
  readonly events: EngineEvent[] = [];
  constructor(public state: EncounterState) {}
  run(command: unknown): boolean {
    try {
      const r = dispatch(this.state, command);
      this.state = r.state;
      this.sent.push(command as Record<string, unknown>);
      this.events.push(...r.events);
      return true;
    } catch (e) {
      if (e instanceof RuleError) return false;
      throw e;
    }
  }
  sys(id: string): Record<string, unknown> {
    return this.state.combatants[id]?.sys as Record<string, unknown>;
  }
}

/** A started fight of `combatants` in which each of `wounds` took that much damage. */
function fightWith(
  combatants: CombatantInput[],
  wounds: Record<string, number>,
  options: OptionValues = DEATHS_DOOR,
): Recorder {
  let state = createEncounter({ system: 'adnd2e', options, combatants, seed: 5 });
  state = dispatch(state, { type: 'startEncounter' }).state;
  for (const [id, amount] of Object.entries(wounds)) {
    state = dispatch(state, { type: 'damage', targetIds: [id], amount }).state;
  }
  return new Recorder(state);
}

describe('the 2e policy heals the downed (odds of the fight)', { timeout: 120_000 }, () => {
  it('counts the cure spells its statblock text names, for a priest, a paladin or a classless monster only', () => {
    const sb = (classes: object[], text: string) =>
      ({ name: 'x', classes, description: text }) as never;
    const cleric = [{ group: 'priest', level: 5 }];
    expect(curesOf(sb(cleric, 'Spells: cure light wounds x2, bless'))).toBe(2);
    expect(curesOf(sb(cleric, 'Cure light wounds, cure serious wounds (2)'))).toBe(3);
    expect(curesOf(sb(cleric, 'Spells: bless, command'))).toBe(0);
    expect(curesOf(sb([{ group: 'warrior', level: 9, paladin: true }], 'cure light wounds'))).toBe(
      1,
    );
    expect(curesOf(sb([], 'Shaman: casts cure light wounds ×3'))).toBe(3);
    expect(curesOf(sb([{ group: 'wizard', level: 5 }], 'cure light wounds'))).toBe(0);
    expect(curesOf({ name: 'x', specialAttacks: ['spells: cure critical wounds'] } as never)).toBe(
      1,
    );
  });

  it('2E-DEATH-06 the healer sends a cure to the dying ally nearest to bleeding out: 1 HP, weak', () => {
    const ctx = fightWith(
      [priest('p', 'Spells: cure light wounds'), fighter('a'), fighter('b'), gnoll('g')],
      { a: 17, b: 16 },
    );
    expect(ctx.sys('a').life).toBe('dying');
    expect(ctx.sys('b').life).toBe('dying');
    policy2e.takeTurn(ctx, 'p');
    expect(ctx.sent).toEqual([{ type: 'heal', targetIds: ['a'], amount: 1 }]);
    const healed = ctx.events.filter((e) => e.type === 'adnd2e.healed');
    expect(healed).toHaveLength(1);
    expect(healed[0]).toMatchObject({ combatantId: 'a', hp: 1, life: 'alive', weakened: true });
    expect(ctx.state.combatants.a?.hp).toBe(1);

    // Its one cure spent, it binds the other's wounds in the same fight.
    policy2e.takeTurn(ctx, 'p');
    expect(ctx.sent[1]).toEqual({ type: 'tend', combatantId: 'b' });
    expect(ctx.events.some((e) => e.type === 'adnd2e.lifeChanged' && e.cause === 'tended')).toBe(
      true,
    );
    expect(ctx.sys('b')).toMatchObject({ life: 'unconscious', tended: true });

    // Weak from the cure, the fighter neither fights nor casts.
    policy2e.takeTurn(ctx, 'a');
    expect(ctx.sent).toHaveLength(2);
    // With nobody dying, the priest attacks again.
    policy2e.takeTurn(ctx, 'p');
    expect(ctx.sent[2]).toMatchObject({ type: 'attack', attackerId: 'p', targetId: 'g' });
  });

  it('2E-SEQ-01 a creature with no cure binds the wounds of a dying ally instead of attacking', () => {
    const ctx = fightWith([fighter('a'), fighter('b'), gnoll('g')], { b: 16 });
    policy2e.takeTurn(ctx, 'a');
    expect(ctx.sent).toEqual([{ type: 'tend', combatantId: 'b' }]);
    expect(ctx.sys('b').life).toBe('unconscious');
  });

  it('2E-DEATH-01 without death’s door the fallen are dead: nobody is healed, the healer attacks', () => {
    const ctx = fightWith(
      [priest('p', 'Spells: cure light wounds'), fighter('a'), gnoll('g')],
      { a: 17 },
      {},
    );
    expect(ctx.sys('a').life).toBe('dead');
    policy2e.takeTurn(ctx, 'p');
    expect(ctx.sent[0]).toMatchObject({ type: 'attack', attackerId: 'p', targetId: 'g' });
  });

  it('over 30 seeded fights the party loses far fewer members with the healing than without it', () => {
    const setup: SimSetup = {
      system: 'adnd2e',
      options: DEATHS_DOOR,
      combatants: [
        fighter('a'),
        fighter('b'),
        priest('p', 'Spells: cure light wounds x2, bless'),
        gnoll('1'),
        gnoll('2'),
        gnoll('3'),
      ],
    };
    const deaths = (r: ReturnType<typeof simulate>) =>
      r.members.reduce((sum, m) => sum + m.died.count, 0);
    const withHealing = simulate({ setup, seed: 'heal', fights: 30 });
    healing.on = false;
    let withoutHealing: ReturnType<typeof simulate>;
    try {
      withoutHealing = simulate({ setup, seed: 'heal', fights: 30 });
    } finally {
      healing.on = true;
    }
    // PCs still drop in both; bled out or killed below -9 far more often without anyone helping.
    expect(withoutHealing.members.some((m) => m.dropped.count > 0)).toBe(true);
    expect(deaths(withoutHealing)).toBeGreaterThanOrEqual(10);
    expect(deaths(withHealing)).toBeLessThanOrEqual(deaths(withoutHealing) / 4);
    expect(withHealing.partyWins.count).toBeGreaterThanOrEqual(withoutHealing.partyWins.count);
    // And it stays repeatable for a seed.
    expect(simulate({ setup, seed: 'heal', fights: 30 })).toEqual(withHealing);
  });
});
