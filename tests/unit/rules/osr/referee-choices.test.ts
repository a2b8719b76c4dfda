// The Referee's choices of spec §5 that change what the engine does (beyond those covered with
// their rule ids): each non-default value against the default.
import { describe, expect, it } from 'vitest';
import type { OptionValues } from '../../../../shared';
import { encounterProcedure } from '../../../../shared/rules/osr';
import {
  eventOf,
  expectRejected,
  many,
  osrEncounter,
  rollInitiativeStep,
  run,
  standardCombatants,
  started,
} from './helpers';

describe('OSR Referee choices', () => {
  it('A-03 one die per creature', () => {
    const r = run(osrEncounter({ surpriseDieScope: 'perCreature' }), {
      type: 'rollSurprise',
      typedRolls: {
        'surprise:fighter': [2],
        'surprise:elf': [2],
        'surprise:thief': [3],
        'surprise:g1': [1],
        'surprise:g2': [6],
      },
    });
    expect(r.events[0]?.rolls).toHaveLength(5);
    expect(r.state.sys.surprise).toMatchObject({ bySide: { party: ['fighter'], foes: ['g1'] } });
  });

  it('A-04 each side rolls for the other', () => {
    const r = run(osrEncounter({ surpriseDieOwner: 'opposingSide' }), {
      type: 'rollSurprise',
      typedRolls: { 'surprise:party': [1], 'surprise:foes': [6] },
    });
    // the party's die decided the goblins, the foes' die the party
    expect(r.state.sys.surprise).toMatchObject({ bySide: { party: [], foes: ['g1', 'g2'] } });
  });

  it('A-05 surprise on both sides cancels out', () => {
    const dice = { 'surprise:party': [2], 'surprise:foes': [2] };
    const both = run(osrEncounter(), { type: 'rollSurprise', typedRolls: dice }).state;
    expect(both.combatants.g1?.conditions.map((c) => c.key)).toEqual(['surprised']);
    const cancel = run(osrEncounter({ bothSurprised: 'cancel' }), {
      type: 'rollSurprise',
      typedRolls: dice,
    });
    expect(eventOf(cancel.events, 'osr.surpriseRolled').cancelled).toBe(true);
    expect(cancel.state.combatants.g1?.conditions).toEqual([]);
  });

  it('A-11 non-attack actions default to the missile sub-phase; the setting and the Referee move them', () => {
    const s = started(osrEncounter({ nonAttackPhase: 'melee' }));
    const d = run(
      s,
      { type: 'declareAction', combatantId: 'thief', action: 'item' },
      { type: 'declareAction', combatantId: 'elf', action: 'flee', subPhase: 'spells' },
    ).state;
    expect(d.combatants.thief?.sys.declared).toMatchObject({ subPhase: 'melee' });
    expect(d.combatants.elf?.sys.declared).toMatchObject({ subPhase: 'spells' });
  });

  it('A-12 a shooter may not move unless the setting allows it', () => {
    const move = {
      type: 'declareAction',
      combatantId: 'elf',
      action: 'shoot',
      targetIds: ['g1'],
      withMove: true,
    };
    expectRejected(started(osrEncounter()), move, 'cannotMoveAndShoot');
    expect(() => run(started(osrEncounter({ moveAndShoot: true })), move)).not.toThrow();
  });

  it('A-13 a surprised creature with a readied action: the Referee decides', () => {
    let s = run(osrEncounter(), {
      type: 'readyAction',
      combatantId: 'fighter',
      trigger: 'door opens',
      action: 'attack',
    }).state;
    s = run(s, {
      type: 'rollSurprise',
      typedRolls: { 'surprise:party': [1], 'surprise:foes': [6] },
    }).state;
    const p = s.prompts.find((x) => x.kind === 'readiedWhileSurprised');
    expect(p?.combatantId).toBe('fighter');
    expect(
      run(s, { type: 'resolvePrompt', promptId: p?.id, choice: 'cancel' }).state.combatants.fighter
        ?.readied,
    ).toBeNull();
    expect(
      run(s, { type: 'resolvePrompt', promptId: p?.id, choice: 'keep' }).state.combatants.fighter
        ?.readied,
    ).not.toBeNull();
  });

  it('A-14 damage before casting: a Referee prompt, or the spell is lost', () => {
    const declareSpell = (options = {}) =>
      run(started(osrEncounter(options)), {
        type: 'declareAction',
        combatantId: 'elf',
        action: 'spell',
      }).state;
    const hurt = run(declareSpell(), { type: 'damage', targetIds: ['elf'], amount: 2 }).state;
    const p = hurt.prompts.find((x) => x.kind === 'spellInterrupted');
    expect(p?.data).toEqual({ casterId: 'elf' });
    const lost = run(hurt, { type: 'resolvePrompt', promptId: p?.id, choice: 'lost' }).state;
    expectRejected(lost, { type: 'castSpell', casterId: 'elf' }, 'spellLost');
    const auto = run(declareSpell({ spellInterruption: 'damageInterrupts' }), {
      type: 'damage',
      targetIds: ['elf'],
      amount: 2,
    });
    expect(eventOf(auto.events, 'osr.spellLost').casterId).toBe('elf');
    expect(auto.state.prompts).toEqual([]);
  });

  it('A-17 the Referee places a bashed target instead of the automatic push', () => {
    const s = started(osrEncounter({ shieldPush: 'refereeDecides' }));
    const r = run(s, {
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'g1',
      kind: 'shieldBash',
      typedRolls: { attack: [15], damage: [1] },
    });
    expect(r.events.some((e) => e.type === 'osr.pushed')).toBe(false);
    expect(r.state.prompts.find((p) => p.kind === 'shieldBash')?.data).toMatchObject({
      pushed: false,
    });
  });

  it('A-19 slowest of each side; obstacles that do not stack; a lost check without the free round', () => {
    const s = run(
      osrEncounter(
        { groupSpeed: 'slowestEach', obstaclesStack: false, lostCheckSurpriseRound: false },
        [...many('p', 1, 'party', 60), ...many('m', 1, 'foes', 60), ...many('n', 1, 'foes', 150)],
      ),
      { type: 'setScene', env: 'city' },
    ).state;
    const r = run(s, {
      type: 'fleeDungeon',
      fleeingSideId: 'party',
      pursuerSideId: 'foes',
      checkF: 8,
      checkP: 11,
      obstacles: 3,
    });
    expect(eventOf(r.events, 'osr.fleeResolved').flee).toMatchObject({
      vF: 60,
      vP: 60,
      rF: 9,
      outcome: 'caught',
      freeSurpriseRound: false,
    });
    expect(r.state.sys.freeRound).toBeUndefined();
  });

  it('A-22 / A-23 / A-24 / A-25 escape table readings', () => {
    const wild = (
      options: OptionValues,
      F: number | undefined,
      P: number | undefined,
      extra: Record<string, unknown> = {},
      combatants = standardCombatants,
    ) => {
      const s = run(osrEncounter(options, combatants), {
        type: 'setScene',
        env: 'wilderness',
        terrain: 'plain',
      }).state;
      return eventOf(
        run(s, {
          type: 'fleeWilderness',
          fleeingSideId: 'party',
          pursuerSideId: 'foes',
          ...(F !== undefined ? { fleeingCount: F } : {}),
          ...(P !== undefined ? { pursuerCount: P } : {}),
          typedRolls: { escape: [50] },
          ...extra,
        }).events,
        'osr.fleeResolved',
      ).flee as Record<string, unknown>;
    };
    expect(wild({}, 200, 151)).toMatchObject({ column: 'over75' });
    expect(wild({ escapeColumns: 'roundedPercent' }, 1000, 251)).toMatchObject({
      column: 'upTo25',
    });
    expect(wild({}, 30, 10).warningKey).toBe('tables.escape.anomaly25plus');
    expect(wild({ escapeAnomalyWarning: false }, 30, 10).warningKey).toBeUndefined();
    expect(
      wild({ escapeClamp: 'fiveToNinetyFive' }, 4, 1, { refereeMods: [{ label: 'x', pct: 20 }] }),
    ).toMatchObject({ chance: 95 });
    const mixed = [
      ...many('p', 2, 'party'),
      { id: 'mule', name: 'Mule', kind: 'npc' as const, side: 'party', maxHp: 5 },
      ...many('m', 1, 'foes'),
    ];
    expect(wild({}, undefined, undefined, {}, mixed)).toMatchObject({ F: 3, P: 1 });
    expect(
      wild(
        { groupCount: 'charactersOnly' },
        undefined as unknown as number,
        undefined as unknown as number,
        {},
        mixed,
      ),
    ).toMatchObject({ F: 2, P: 1 });
  });

  it('A-27 turn length sets the minutes between dungeon checks', () => {
    const check = (turnMinutes: number) => {
      const s = run(osrEncounter({ turnMinutes }), { type: 'setScene', env: 'dungeon' }).state;
      return eventOf(
        run(s, { type: 'checkEncounter', typedRolls: { encounter: [6] } }).events,
        'osr.encounterChecked',
      ).intervalMinutes;
    };
    expect(check(10)).toBe(20);
    expect(check(6)).toBe(12);
  });

  it('A-30 the procedure checklist puts the reaction before surprise when asked', () => {
    expect(encounterProcedure(osrEncounter()).map((p) => p.key)).toEqual([
      'encounterCheck',
      'distance',
      'rounds',
      'surprise',
      'reaction',
    ]);
    expect(
      encounterProcedure(osrEncounter({ reactionTiming: 'beforeSurprise' })).map((p) => p.key),
    ).toEqual(['encounterCheck', 'distance', 'rounds', 'reaction', 'surprise']);
  });

  it('engine commands that do not fit side initiative point to the OSR command', () => {
    const s = rollInitiativeStep(started(osrEncounter()), { party: 4, foes: 2 }).state;
    expectRejected(s, { type: 'setInitiative', combatantId: 'elf', score: 3 }, 'useSystemCommand');
    expectRejected(s, { type: 'delay', combatantId: 'elf' }, 'useSystemCommand');
    expectRejected(s, { type: 'rollInitiative' }, 'initiativeAlreadyRolled');
    expectRejected(
      osrEncounter(),
      { type: 'ready', combatantId: 'elf', trigger: 't', response: 'r' },
      'useSystemCommand',
    );
  });
});

describe('creatures joining mid-round', () => {
  it('join their side’s steps when the Referee places them; otherwise from the next round', () => {
    let s = rollInitiativeStep(started(osrEncounter()), { party: 4, foes: 2 }).state;
    s = run(s, {
      type: 'addCombatants',
      combatants: [{ id: 'g3', name: 'Goblin', kind: 'monster', maxHp: 4 }],
    }).state;
    expect(s.slots.find((x) => x.key === 'act:foes:melee')?.combatantIds).toEqual(['g1', 'g2']);
    const placed = run(s, { type: 'rollInitiative', combatantIds: ['g3'] }).state;
    expect(placed.slots.find((x) => x.key === 'act:foes:melee')?.combatantIds).toEqual([
      'g1',
      'g2',
      'g3',
    ]);
    expect(placed.turn?.slotKey).toBe(s.turn?.slotKey);
    expect(placed.sys.initiative).toEqual(s.sys.initiative);
  });
});
