// An OSR encounter end to end through the same engine as every system: the encounter procedure
// (check, distance, rounds, surprise, reaction) and three rounds walked step by step through
// the round checklist, with typed dice, prompts, fleeing, replay, undo and the player view.
import { describe, expect, it } from 'vitest';
import {
  History,
  createEncounter,
  replay,
  toPlayerView,
  type EncounterState,
  type EngineEvent,
} from '../../../../shared';
import { encounterProcedure } from '../../../../shared/rules/osr';

const goblin = { name: 'Goblin', hd: '1-1', hp: 4, ac: 6, movement: 60, damage: '1d6' };

describe('OSR encounter end to end', () => {
  it('runs the procedure and the round checklist through the engine', () => {
    const init = createEncounter({
      system: 'osr',
      seed: 'osr-flow',
      combatants: [
        {
          id: 'fighter',
          name: 'Fighter',
          kind: 'pc',
          maxHp: 12,
          ac: 4,
          sys: { meleeBonus: 1, speed: 90, damage: '1d8', hasShield: true },
        },
        {
          id: 'elf',
          name: 'Elf',
          kind: 'pc',
          maxHp: 8,
          ac: 6,
          sys: { race: 'elf', rangedBonus: 1, speed: 120 },
        },
        {
          id: 'thief',
          name: 'Thief',
          kind: 'pc',
          maxHp: 6,
          ac: 7,
          sys: { speed: 120, chaBonus: 1 },
        },
        { id: 'g1', name: 'Goblin', kind: 'monster', groupId: 'goblins', statblock: goblin },
        { id: 'g2', name: 'Goblin', kind: 'monster', groupId: 'goblins', statblock: goblin },
        {
          id: 'ogre',
          name: 'Ogre',
          kind: 'monster',
          statblock: {
            name: 'Ogre',
            hd: '4+1',
            hp: 20,
            ac: 5,
            movement: 90,
            attackBonus: { melee: 4, ranged: 0 },
            damage: '1d10',
            morale: 10,
          },
        },
      ],
    });
    const h = new History(init);
    const go = (command: Record<string, unknown>) => {
      h.dispatch(command);
      return h.state;
    };
    const step = (typedRolls: Record<string, number[]> = {}) =>
      go({ type: 'nextTurn', typedRolls });
    const checklist = (s: EncounterState) =>
      s.slots.map((x) => (x.key === s.turn?.slotKey ? `[${x.key}]` : x.key));

    // --- Encounter procedure (spec §2) ---
    go({ type: 'setScene', env: 'dungeon' });
    let s = go({ type: 'checkEncounter', typedRolls: { encounter: [1] } });
    s = go({ type: 'rollDistance', typedRolls: { distance: [3, 4] } });
    expect(s.sys.distance).toEqual({ value: 70, unit: 'ft', rolled: true });
    expect(encounterProcedure(s).map((p) => [p.key, p.done])).toEqual([
      ['encounterCheck', true],
      ['distance', true],
      ['rounds', false],
      ['surprise', false],
      ['reaction', false],
    ]);
    // The goblins are surprised (foes' die 2; the ogre's own threshold is also 2-in-6).
    s = go({ type: 'rollSurprise', typedRolls: { 'surprise:party': [4], 'surprise:foes': [2] } });
    expect(s.sys.surprise).toMatchObject({
      bySide: { party: [], foes: ['g1', 'g2', 'ogre'] },
      gotSurpriseRound: ['party'],
    });
    s = go({ type: 'rollReaction', typedRolls: { reaction: [1, 2] } });
    expect(s.sys.reaction).toMatchObject({ total: 3, band: 'hostile' });
    expect(encounterProcedure(s).every((p) => p.done)).toBe(true);
    expect(s.sys.timeMode).toBe('rounds');

    // --- Round 1 ---
    s = go({ type: 'startEncounter' });
    expect(s.round).toBe(1);
    expect(checklist(s)).toEqual([
      '[osr:declare]',
      'osr:initiative',
      'act:party:spells',
      'act:party:missile',
      'act:party:melee',
      'act:foes:spells',
      'act:foes:missile',
      'act:foes:melee',
      'osr:morale',
    ]);
    go({ type: 'declareAction', combatantId: 'fighter', action: 'moveMelee', targetIds: ['g1'] });
    go({ type: 'declareAction', combatantId: 'elf', action: 'shoot', targetIds: ['g2'] });
    s = go({ type: 'declareAction', combatantId: 'thief', action: 'item' });
    expect(() =>
      h.dispatch({ type: 'declareAction', combatantId: 'ogre', action: 'moveMelee' }),
    ).toThrow(expect.objectContaining({ code: 'surprisedCannotAct' }));
    // Players see their own declarations only.
    expect(toPlayerView(s).combatants.find((c) => c.id === 'elf')?.facts).toEqual({
      declared: 'shoot',
    });

    s = step({ 'initiative:party': [5], 'initiative:foes': [2] });
    expect(checklist(s)[1]).toBe('[osr:initiative]');
    s = step();
    expect(s.turn).toMatchObject({
      slotKey: 'act:party:spells',
      activeIds: ['fighter', 'elf', 'thief'],
    });
    s = step();
    expect(s.turn?.slotKey).toBe('act:party:missile');
    s = go({
      type: 'attack',
      attackerId: 'elf',
      targetId: 'g2',
      kind: 'ranged',
      rangeFt: 70,
      typedRolls: { attack: [13], damage: [4] },
    });
    expect(s.combatants.g2?.hp).toBe(0);
    s = go({ type: 'takeAction', combatantId: 'thief', action: 'item' });
    s = step();
    expect(s.turn?.slotKey).toBe('act:party:melee');
    s = go({
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'g1',
      kind: 'melee',
      typedRolls: { attack: [14], damage: [5] },
    });
    expect(s.combatants.g1?.hp).toBe(0);
    // The surprised foes do nothing this round: their steps are skipped straight to morale.
    s = go({ type: 'flagMorale', kind: 'morale', target: { type: 'side', id: 'foes' } });
    s = step();
    expect(s.turn?.slotKey).toBe('osr:morale');
    expect(s.prompts.map((p) => [p.kind, p.blocking])).toEqual([['morale', true]]);
    s = go({ type: 'resolvePrompt', promptId: s.prompts[0]?.id, choice: 'holds' });

    // --- Round 2: a tie, the ogre and the fighter trade blows, oil on the ogre ---
    s = step();
    expect([s.round, s.turn?.slotKey]).toEqual([2, 'osr:declare']);
    expect(s.combatants.ogre?.conditions).toEqual([]);
    go({ type: 'declareAction', combatantId: 'ogre', action: 'moveMelee', targetIds: ['fighter'] });
    expect(toPlayerView(h.state).combatants.find((c) => c.id === 'ogre')?.facts).toBeUndefined();
    go({ type: 'declareAction', combatantId: 'thief', action: 'throw', targetIds: ['ogre'] });
    s = step({ 'initiative:party': [3], 'initiative:foes': [3] });
    expect(checklist(s)).toEqual([
      'osr:declare',
      '[osr:initiative]',
      'act:party+foes:spells',
      'act:party+foes:missile',
      'act:party+foes:melee',
      'osr:morale',
    ]);
    s = step();
    s = step();
    expect(s.turn).toMatchObject({
      slotKey: 'act:party+foes:missile',
      activeIds: ['fighter', 'elf', 'thief', 'ogre'],
    });
    s = go({
      type: 'attack',
      attackerId: 'thief',
      targetId: 'ogre',
      kind: 'oil',
      rangeFt: 20,
      typedRolls: { attack: [16], fire: [3] },
    });
    expect(s.combatants.ogre?.hp).toBe(17);
    s = step();
    s = go({
      type: 'attack',
      attackerId: 'ogre',
      targetId: 'fighter',
      kind: 'melee',
      typedRolls: { attack: [12], damage: [7] },
    });
    expect(s.combatants.fighter?.hp).toBe(5);
    s = go({
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'ogre',
      kind: 'shieldBash',
      typedRolls: { attack: [15], damage: [2] },
    });
    expect(s.combatants.ogre?.hp).toBe(15);
    s = go({
      type: 'resolvePrompt',
      promptId: s.prompts.find((p) => p.kind === 'shieldBash')?.id,
      choice: 'keep',
    });
    expect((s.sys.ranges as Record<string, number>)['fighter|ogre']).toBe(15);
    s = step();
    expect(s.turn?.slotKey).toBe('osr:morale');
    expect(s.combatants.ogre?.hp).toBe(15); // the oil's second tick falls at the end of round 3

    // --- Round 3: the oil burns again, the ogre tries to flee and is caught ---
    s = step();
    s = step({ 'initiative:party': [2], 'initiative:foes': [6] });
    s = step();
    expect(s.turn?.slotKey).toBe('act:foes:spells');
    s = step();
    // OSR-FLEE-02: caught, the party's free surprise round comes at once: round 3 ends here
    // (the oil's last tick falls with it) and round 4 is the free round.
    s = go({
      type: 'fleeDungeon',
      fleeingSideId: 'foes',
      pursuerSideId: 'party',
      typedRolls: { 'fire:ogre': [4] },
    });
    expect(s.sys.flee).toMatchObject({ vF: 90, vP: 120, outcome: 'caught' });
    expect(s.sys.freeRound).toEqual({ sideId: 'party', round: 4 });
    expect(s.combatants.ogre?.hp).toBe(11);

    // --- Round 4: the party's free surprise round ---
    expect(s.round).toBe(4);
    expect(checklist(s)).toEqual([
      '[osr:declare]',
      'act:party:spells',
      'act:party:missile',
      'act:party:melee',
      'osr:morale',
    ]);
    expect(s.combatants.ogre?.conditions.map((c) => c.key)).toEqual(['surprised']);
    s = step();
    s = step();
    s = go({
      type: 'attack',
      attackerId: 'elf',
      targetId: 'ogre',
      kind: 'ranged',
      typedRolls: { attack: [18], damage: [6] },
    });
    s = step();
    s = go({
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'ogre',
      kind: 'melee',
      typedRolls: { attack: [16], damage: [8] },
    });
    expect(s.combatants.ogre?.hp).toBe(0);
    expect(toPlayerView(s).combatants.find((c) => c.id === 'ogre')?.descriptor).toBe('dead');
    s = go({ type: 'endEncounter' });
    expect(s.status).toBe('ended');

    // The log replays to the same state, and undo steps back whole commands.
    const events: EngineEvent[] = JSON.parse(JSON.stringify(h.events())) as EngineEvent[];
    expect(replay(init, events)).toEqual(s);
    h.undo();
    expect(h.state.status).toBe('active');
    h.undo();
    expect(h.state.combatants.ogre?.hp).toBe(5);
  });
});
