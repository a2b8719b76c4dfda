// The round's order and the movement of a round through dispatch: sides in ascending order
// (2E-INIT-02), equal results together (2E-INIT-03), spells of a round or more last (2E-INIT-09);
// free actions (2E-SEQ-02); the movement each kind of move allows (2E-MOVE-01..07) and the
// charge's +2 to hit and worse AC (2E-MOVE-04, -05).
import { describe, expect, it } from 'vitest';
import { createEncounter, movementLeft } from '../../../../../shared';
import { encounter, monster, ofType, pc } from '../helpers';

const acting = (run: ReturnType<typeof encounter>) =>
  run.state.slots.filter((s) => s.kind === 'turn').map((s) => [s.score, s.combatantIds]);

describe('the round’s order through dispatch', () => {
  it('2E-INIT-02 three sides act in ascending order: party 7, bandits 9, monsters 10', () => {
    const run = encounter([]);
    run.state = createEncounter({
      system: 'adnd2e',
      seed: 1,
      sides: [
        { id: 'party', name: 'Party', isParty: true },
        { id: 'bandits', name: 'Bandits', isParty: false },
        { id: 'foes', name: 'Foes', isParty: false },
      ],
      combatants: [
        pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }),
        monster('bandit', '1', { hp: 5 }, 'bandits'),
        monster('ogre', '4+1', { hp: 20 }),
      ],
    });
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [7], 'init:side:bandits': [9], 'init:side:foes': [10] },
    });
    expect(acting(run)).toEqual([
      [7, ['hero']],
      [9, ['bandit']],
      [10, ['ogre']],
    ]);
  });

  it('2E-INIT-03 equal results share one slot and act together', () => {
    const run = encounter([
      pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }),
      monster('goblin', '1-1', { hp: 3 }),
    ]);
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [4], 'init:side:foes': [4] },
    });
    expect(acting(run)).toEqual([[4, ['hero', 'goblin']]]);
    expect(run.state.turn?.activeIds).toEqual(['hero', 'goblin']);
  });

  it('2E-INIT-09 a spell of a round or more gets no initiative: it resolves after everyone', () => {
    const run = encounter([
      pc('caster', [{ group: 'wizard', level: 5 }], { hp: 12 }),
      monster('orc', '1', { hp: 8 }),
    ]);
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'declare',
      combatantId: 'caster',
      action: 'castSpell',
      spell: 'slow',
      castingRounds: 1,
    });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [1], 'init:side:foes': [9] },
    });
    expect(acting(run)).toEqual([
      [9, ['orc']],
      [null, ['caster']],
    ]);
    expect(run.state.slots.at(-1)).toMatchObject({ phase: 'endOfRound' });
  });

  it('2E-SEQ-02 a shout costs no action: the declared attack stands', () => {
    const run = encounter([
      pc('hero', [{ group: 'warrior', level: 1 }], { hp: 10 }),
      monster('orc', '1', { hp: 8 }),
    ]);
    run.do({ type: 'startEncounter' });
    run.do({ type: 'declare', combatantId: 'hero', action: 'attack' });
    const ev = run.do({ type: 'declare', combatantId: 'hero', action: 'shout' });
    expect(ofType(ev, 'adnd2e.declared')).toHaveLength(0);
    expect(ofType(ev, 'reminder')[0]).toMatchObject({ key: 'adnd2e:reminders.freeAction' });
    expect(run.sys('hero').declared).toMatchObject({ action: 'attack' });
  });
});

describe('movement of a round through dispatch (§5)', () => {
  const fight = (mv = 12, extra: Record<string, unknown> = {}) => {
    const run = encounter([
      pc('hero', [{ group: 'warrior', level: 5 }], { hp: 30, movement: { base: mv }, ...extra }),
      monster('orc', '1', { hp: 30 }),
    ]);
    run.do({ type: 'startEncounter' });
    return run;
  };
  const left = (run: ReturnType<typeof encounter>) => movementLeft(run.state, 'hero')?.left?.base;

  it('2E-MOVE-01 a full move is 10 × MV feet: MV 9 → 90 ft, MV 12 → 120 ft', () => {
    expect(left(fight(9))).toBe(90);
    expect(left(fight(12))).toBe(120);
  });

  it('2E-MOVE-03 moving and firing: half the move (MV 12 → 60 ft)', () => {
    const run = fight();
    run.do({ type: 'declare', combatantId: 'hero', action: 'attack', moving: true });
    expect(left(run)).toBe(60);
  });

  it('2E-MOVE-04 a charge: 1½ moves (180 ft) and +2 to hit', () => {
    const run = fight();
    const ev = run.do({
      type: 'attack',
      attackerId: 'hero',
      targetId: 'orc',
      charging: true,
      typedRolls: { attack: [10], damage: [1] },
    });
    const rolled = ofType(ev, 'adnd2e.attackRolled')[0];
    expect(rolled?.total).toBe(12);
    expect(left(run)).toBe(180);
  });

  it('2E-MOVE-05 the charger loses his Dex bonus and is 1 AC worse: AC 3 (Dex -2) → 6', () => {
    const run = fight(12, { ac: 3, dexterity: 16 });
    run.do({
      type: 'attack',
      attackerId: 'hero',
      targetId: 'orc',
      charging: true,
      typedRolls: { attack: [1] },
    });
    const ev = run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'hero',
      typedRolls: { attack: [1] },
    });
    expect(ofType(ev, 'adnd2e.attackRolled')[0]?.ac).toBe(6);
  });

  it('2E-MOVE-06 a withdrawal: a third of the move (MV 12 → 40 ft, MV 9 → 30 ft)', () => {
    for (const [mv, ft] of [
      [12, 40],
      [9, 30],
    ] as const) {
      const run = fight(mv);
      run.do({ type: 'declare', combatantId: 'hero', action: 'withdraw' });
      expect(left(run)).toBe(ft);
    }
  });

  it('2E-MOVE-07 fleeing: a full move (MV 9 → 90 ft)', () => {
    const run = fight(9);
    run.do({ type: 'flee', combatantId: 'hero', opponentIds: [] });
    expect(run.c('hero').conditions.map((x) => x.key)).toContain('fleeing');
    expect(left(run)).toBe(90);
  });
});
