// Attacks through the engine with facts derived from positions (reach, range, hostiles close by,
// cover, hitting the cover, flanking, facing), the water rules, unseen targets, damage of
// several types, two-weapon fighting, Dex saves behind cover, and rounding.
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../../shared';
import { rejects, run } from '../helpers';
import { creature, fight, notes, panel } from './fight';

const place = (id: string, x: number, y: number) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
});
const cells = (...xy: [number, number][]) => xy.map(([x, y]) => ({ x, y }));
const hero = (extra = {}) => creature('a', 'pc', { speed: { walk: 30 }, ...extra });
const orc = (extra = {}) => creature('o', 'monster', { speed: { walk: 30 }, ac: 15, ...extra });

/** a at (0,0) and o where given, on the grid, a's turn. */
function field(
  ox: number,
  oy: number,
  options = {},
  setup: unknown[] = [],
  extra: ReturnType<typeof creature>[] = [],
) {
  return fight(
    [hero(), orc(), ...extra],
    { grid: true, ...options },
    ['a', 'o', ...extra.map((c) => c.id as string)],
    [place('a', 0, 0), place('o', ox, oy), ...setup],
  );
}

const swing = (face: number[] | number, extra = {}) => ({
  type: 'attack',
  attackerId: 'a',
  targetId: 'o',
  attackBonus: 5,
  melee: true,
  typedRolls: { attack: Array.isArray(face) ? face : [face] },
  ...extra,
});
const shoot = (face: number[] | number, extra = {}) =>
  swing(face, { melee: false, range: { normalFt: 150, longFt: 600 }, ...extra });
const first = (s: EncounterState, cmd: unknown) =>
  notes(run(s, cmd).events, 'attack')[0] as Record<string, unknown>;

describe('positions feed the attack (AMB-31: computed with the grid on)', () => {
  it('5E-MELEE-01 / 5E-COND-02: melee needs reach; a prone target is easier from within 5 ft and harder beyond', () => {
    rejects(field(2, 0), swing(10), 'outOfReach');
    expect(first(field(2, 0), swing(10, { reachFt: 10 }))).toMatchObject({
      distanceFt: 10,
      mode: 'normal',
    });
    const prone = [{ type: 'addCondition', combatantId: 'o', key: 'prone' }];
    expect(first(field(1, 0, {}, prone), swing([3, 12]))).toMatchObject({ mode: 'advantage' });
    expect(first(field(2, 0, {}, prone), swing([12, 3], { reachFt: 10 }))).toMatchObject({
      mode: 'disadvantage',
    });
  });

  it('5E-RANGED-01 / EX-38: a longbow (150/600) at 200 ft has disadvantage; beyond 600 ft it cannot shoot', () => {
    const far = first(field(40, 0), shoot([17, 4]));
    expect(far).toMatchObject({ distanceFt: 200, mode: 'disadvantage' });
    expect(far.disadvantage).toContain('longRange');
    expect(first(field(30, 0), shoot(4))).toMatchObject({ distanceFt: 150, mode: 'normal' });
    rejects(field(121, 0), shoot(10), 'outOfRange');
  });

  it('5E-RANGED-02 / AMB-12: a ranged attack with a hostile within 5 ft that sees the attacker has disadvantage', () => {
    const guard = creature('g', 'monster', { speed: { walk: 30 } });
    const s = field(10, 0, {}, [place('g', 1, 1)], [guard]);
    expect(first(s, shoot([12, 3])).disadvantage).toContain('rangedInCloseCombat');
    const blind = run(s, { type: 'addCondition', combatantId: 'g', key: 'blinded' }).state;
    expect(first(blind, shoot(12)).disadvantage).not.toContain('rangedInCloseCombat');
    // AMB-12 the other way (seed 001): sight does not matter.
    const literal = run(blind, {
      type: 'setOption',
      key: 'rangedInMeleeNeedsSight',
      value: false,
    }).state;
    expect(first(literal, shoot([12, 3])).disadvantage).toContain('rangedInCloseCombat');
    const knocked = run(s, { type: 'addCondition', combatantId: 'g', key: 'unconscious' }).state;
    expect(first(knocked, shoot(12)).disadvantage).not.toContain('rangedInCloseCombat');
  });

  it('5E-COVER-01..05 / EX-36: cover from the line between centres — a creature gives half, a thick trunk three-quarters, only the best counts (AC 14 → 19), total cover bars the attack', () => {
    const ally = creature('b', 'pc', { speed: { walk: 30 } });
    const half = field(4, 0, {}, [place('b', 2, 0)], [ally]);
    expect(first(half, shoot(10))).toMatchObject({ cover: 'half', ac: 17 });
    const both = run(half, { type: 'editMap', cells: cells([3, 0]), cover: 'threeQuarters' }).state;
    const ex36 = first(
      run(both, { type: 'updateCombatant', combatantId: 'o', patch: { ac: 14 } }).state,
      shoot(10),
    );
    expect(ex36).toMatchObject({ cover: 'threeQuarters', ac: 19 });
    const wall = run(half, { type: 'editMap', cells: cells([3, 0]), wall: true }).state;
    rejects(wall, shoot(10), 'totalCover');
    // 5E-COVER-01: an obstacle behind the attacker gives the target nothing.
    expect(
      first(
        field(4, 0, {}, [{ type: 'editMap', cells: cells([-1, 0]), cover: 'half' }]),
        shoot(10),
      ),
    ).toMatchObject({ cover: 'none' });
    // Without the grid the DM's cover stands (AMB-31).
    const plain = fight([hero(), orc()]);
    expect(first(plain, shoot(10, { cover: 'half', range: undefined }))).toMatchObject({
      cover: 'half',
      ac: 17,
    });
  });

  it('5E-HITCOVER-01 / EX-37 / AMB-21: a ranged miss that only the cover caused hits it; a covering creature is hit when the total exceeds its AC', () => {
    const ally = creature('b', 'pc', { speed: { walk: 30 }, ac: 13 });
    const s = field(4, 0, { hittingCover: true }, [place('b', 2, 0)], [ally]);
    const dmg = { damage: [{ dice: '1d8', type: 'piercing' }] };
    const r16 = run(s, shoot(11, { ...dmg, typedRolls: { attack: [11], damage: [5] } }));
    expect(notes(r16.events, 'attack')[0]).toMatchObject({ total: 16, ac: 17, hit: false });
    expect(notes(r16.events, 'hitCover')[0]).toMatchObject({
      result: 'hitCoverCreature',
      coverId: 'b',
    });
    expect(r16.state.combatants.b?.hp).toBe(25);
    const r14 = run(s, shoot(9, dmg));
    expect(notes(r14.events, 'hitCover')).toEqual([]);
    // An object gives the cover: it takes the hit.
    const crate = field(4, 0, { hittingCover: true }, [
      { type: 'editMap', cells: cells([2, 0]), cover: 'half' },
    ]);
    expect(notes(run(crate, shoot(11)).events, 'hitCover')[0]).toMatchObject({
      result: 'hitCoverObject',
    });
    // The option off: a plain miss.
    expect(
      notes(run(field(4, 0, {}, [place('b', 2, 0)], [ally]), shoot(11)).events, 'hitCover'),
    ).toEqual([]);
  });

  it('5E-FLANK-01/02/03: allies on opposite sides flank for melee attacks; not an incapacitated or blind ally; not for ranged attacks', () => {
    const ally = creature('b', 'pc', { speed: { walk: 30 } });
    const s = field(1, 0, { flanking: true }, [place('b', 2, 0)], [ally]);
    expect(first(s, swing([4, 15])).advantage).toContain('flankingSquares');
    expect(first(s, shoot([4, 15], { range: { normalFt: 80 } })).advantage ?? []).not.toContain(
      'flankingSquares',
    );
    const asleep = run(s, { type: 'addCondition', combatantId: 'b', key: 'incapacitated' }).state;
    expect(first(asleep, swing(4)).advantage).not.toContain('flankingSquares');
    const blind = run(s, { type: 'addCondition', combatantId: 'b', key: 'blinded' }).state;
    expect(first(blind, swing(4)).advantage).not.toContain('flankingSquares');
    // Not opposite: no flank.
    const side = field(1, 0, { flanking: true }, [place('b', 1, 1)], [ally]);
    expect(first(side, swing(4)).advantage).not.toContain('flankingSquares');
    // The option off.
    expect(first(field(1, 0, {}, [place('b', 2, 0)], [ally]), swing(4)).advantage).not.toContain(
      'flankingSquares',
    );
  });

  it('5E-FACING-02/03/05: an attacker in the rear arc has advantage; no attack into the own rear arc; a shield counts from the front and its side', () => {
    const opts = { facing: true };
    const s = field(1, 0, opts, [
      { type: 'setFacing', combatantId: 'o', facing: 'east' },
      { type: 'setTacticalStats', combatantId: 'o', shield: { bonus: 2, side: 'left' } },
    ]);
    const rear = first(s, swing([4, 15]));
    expect(rear.advantage).toContain('rearArc');
    expect(rear.ac).toBe(13); // the shield does not count from behind
    const front = run(s, {
      type: 'setFacing',
      combatantId: 'o',
      facing: 'west',
      asReaction: true,
    }).state;
    expect(panel(front, 'o').reactionAvailable).toBe(false);
    expect(first(front, swing(15))).toMatchObject({ ac: 15 });
    const away = run(s, { type: 'setFacing', combatantId: 'a', facing: 'west' }).state;
    rejects(away, swing(15), 'targetInRearArc');
    rejects(
      fight([hero(), orc()]),
      { type: 'setFacing', combatantId: 'a', facing: 'east' },
      'optionOff',
    );
  });
});

describe('water, unseen targets and damage types', () => {
  it('5E-WATER-01/02/03: underwater melee without a swim speed has disadvantage except listed weapons; ranged beyond normal range misses; fire is resisted', () => {
    const wet = (s: EncounterState) =>
      run(s, { type: 'setUnderwater', combatantIds: ['a', 'o'], underwater: true }).state;
    const s = wet(field(1, 0));
    expect(first(s, swing([15, 3], { weapon: 'longsword' })).disadvantage).toContain(
      'underwaterMelee',
    );
    expect(first(s, swing(15, { weapon: 'dagger' })).mode).toBe('normal');
    const swimmer = wet(
      fight(
        [hero({ speed: { walk: 30, swim: 30 } }), orc()],
        { grid: true },
        ['a', 'o'],
        [place('a', 0, 0), place('o', 1, 0)],
      ),
    );
    expect(first(swimmer, swing(15, { weapon: 'longsword' })).mode).toBe('normal');
    const far = wet(field(10, 0));
    const bow = { range: { normalFt: 30, longFt: 120 } };
    expect(first(far, shoot([19, 19], { ...bow, weapon: 'longbow' }))).toMatchObject({
      hit: false,
      autoMiss: 'underwater',
    });
    const near = wet(field(4, 0));
    expect(first(near, shoot([15, 3], { ...bow, weapon: 'longbow' })).disadvantage).toContain(
      'underwaterRanged',
    );
    expect(first(near, shoot(15, { ...bow, weapon: 'heavyCrossbow' })).mode).toBe('normal');
    const burnt = run(s, {
      type: 'damage',
      targetIds: ['o'],
      amount: 10,
      damageType: 'fire',
    }).state;
    expect(burnt.combatants.o?.hp).toBe(25);
  });

  it('5E-UNSEEN-02: an attack at a square the target is not in misses automatically', () => {
    const s = field(1, 0);
    expect(first(s, swing(20, { guessedAt: { x: 0, y: 1 } }))).toMatchObject({
      hit: false,
      autoMiss: 'wrongSquare',
    });
    expect(first(s, swing(20, { guessedAt: { x: 1, y: 0 } }))).toMatchObject({ hit: true });
  });

  it('5E-DTYPE-01 / 5E-RESIST-01/03 / AMB-09: an attack of slashing and fire meets each type’s defenses; crits double every part’s dice', () => {
    const target = orc({
      sys: { deathRule: 'instant', resistances: ['fire'], immunities: ['poison'] },
      maxHp: 60,
    });
    const s = fight(
      [hero(), target],
      { grid: true },
      ['a', 'o'],
      [place('a', 0, 0), place('o', 1, 0)],
    );
    const r = run(
      s,
      swing(15, {
        damage: [
          { dice: '1d8+3', type: 'slashing' },
          { dice: '2d6', type: 'fire' },
        ],
        typedRolls: { attack: [15], damage: [5], 'damage#2': [4, 5] },
      }),
    );
    const dmg = r.events.find((e) => e.type === 'damageTaken');
    expect(dmg).toMatchObject({ raw: 17, final: 12 }); // 8 slashing + floor(9/2) fire
    expect(dmg?.parts).toEqual([
      {
        type: 'slashing',
        afterFlat: 8,
        immune: false,
        resisted: false,
        vulnerable: false,
        final: 8,
      },
      { type: 'fire', afterFlat: 9, immune: false, resisted: true, vulnerable: false, final: 4 },
    ]);
    const crit = run(
      s,
      swing(20, {
        damage: [
          { dice: '1d8', type: 'slashing' },
          { dice: '1d6', type: 'poison' },
        ],
        typedRolls: { attack: [20], damage: [3, 4], 'damage#2': [6, 6] },
      }),
    );
    expect(crit.events.find((e) => e.type === 'damageTaken')).toMatchObject({ raw: 19, final: 7 });
    // The damage command takes several parts too, rolled once for every target (5E-DMG-03).
    const cmd = run(s, {
      type: 'damage',
      targetIds: ['o'],
      parts: [
        { amount: 10, type: 'slashing' },
        { amount: 10, type: 'fire' },
      ],
      flat: -4,
    });
    // The −4 comes off the first part before resistance: 6 + floor(10/2) = 11.
    expect(cmd.events.find((e) => e.type === 'damageTaken')).toMatchObject({ final: 11 });
  });

  it('AMB-10: halving rounds down by default (25 fire resisted → 12), up when the DM says (13)', () => {
    const target = orc({ sys: { deathRule: 'instant', resistances: ['fire'] }, maxHp: 60 });
    const s = fight([hero(), target]);
    const hit = { type: 'damage', targetIds: ['o'], amount: 25, damageType: 'fire' };
    expect(run(s, hit).state.combatants.o?.hp).toBe(48);
    const up = run(s, { type: 'setOption', key: 'rounding', value: 'up' }, hit).state;
    expect(up.combatants.o?.hp).toBe(47);
  });

  it('5E-CLEAVE-01: on the grid the excess carries only to a creature within the attacker’s reach', () => {
    const goblin = (id: string) =>
      creature(id, 'monster', { maxHp: 7, ac: 10, sys: { deathRule: 'instant' } });
    const s = fight(
      [hero(), goblin('o'), goblin('g'), goblin('f')],
      { grid: true, cleave: true },
      ['a', 'o', 'g', 'f'],
      [place('a', 0, 0), place('o', 1, 0), place('g', 0, 1), place('f', 5, 5)],
    );
    const hit = swing(15, {
      damage: [{ dice: '2d6', type: 'slashing' }],
      knockOut: false,
      typedRolls: { attack: [15], damage: [6, 6] },
    });
    const r = run(s, hit).state;
    const p = r.prompts.find((x) => x.kind === 'cleave');
    expect(p?.data.excess).toBe(5);
    rejects(r, { type: 'resolvePrompt', promptId: p?.id, choice: 'f' }, 'outOfReach');
    expect(
      run(r, { type: 'resolvePrompt', promptId: p?.id, choice: 'g' }).state.combatants.g?.hp,
    ).toBe(2);
  });

  it('5E-TWF-01: the off-hand attack takes the bonus action, after the Attack action with a light weapon', () => {
    const s = field(1, 0);
    rejects(s, swing(10, { uses: 'bonusAction', offHand: true }), 'offHandNeedsLightAttackAction');
    const r = run(
      s,
      swing(10, { lightOneHanded: true }),
      swing(10, { uses: 'bonusAction', offHand: true }),
    );
    expect(panel(r.state, 'a')).toMatchObject({ bonusActionAvailable: false, attacksLeft: 0 });
    rejects(s, swing(10, { uses: 'bonusAction' }), 'noBonusActionSource');
  });

  it('5E-OA-01: an attack marked as an opportunity attack takes the reaction', () => {
    const s = run(field(1, 0), { type: 'nextTurn' }).state;
    const r = run(s, swing(10, { opportunity: true }));
    expect(panel(r.state, 'a').reactionAvailable).toBe(false);
    rejects(r.state, swing(10, { opportunity: true }), 'noReaction');
  });

  it('5E-COVER-03/04: Dex saves get +2 / +5 behind cover, measured from the effect’s source or as the DM says', () => {
    const ally = creature('b', 'pc', { speed: { walk: 30 } });
    const s = field(4, 0, {}, [place('b', 2, 0)], [ally]);
    const save = run(s, {
      type: 'savingThrow',
      combatantIds: ['o'],
      ability: 'dex',
      dc: 14,
      sourceId: 'a',
      typedRolls: { 'save:o': [12] },
    });
    expect(notes(save.events, 'save')[0]).toMatchObject({
      total: 14,
      cover: 'half',
      success: true,
    });
    const fireball = run(s, {
      type: 'damage',
      targetIds: ['o'],
      amount: 20,
      damageType: 'fire',
      save: { ability: 'dex', dc: 16, onSuccess: 'half' },
      perTarget: { o: { cover: 'threeQuarters' } },
      typedRolls: { 'save:o': [11] },
    });
    expect(notes(fireball.events, 'save')[0]).toMatchObject({ total: 16, success: true });
    expect(fireball.state.combatants.o?.hp).toBe(20);
  });
});
