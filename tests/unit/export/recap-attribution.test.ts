// Where the recap files what a creature does, and how the DM's log lists an option changed
// during the fight: an attack entered while another creature's count was current goes under
// the attacker's own turn (2e, OSR), a 5e reaction stays in the turn it interrupted, and an
// option lists each value with the round it took effect.
import { describe, expect, it } from 'vitest';
import { buildRecap } from '../../../shared/export/recap/build';
import type { Recap } from '../../../shared/export/recap/model';
import { renderExport } from '../../../shared/export/render';
import type { CreateEncounterInput } from '../../../shared';
import { recordEncounter, type ScriptStep } from './support/record';

/** The heading of the turn each told line containing `text` is filed under. */
function headingsOf(recap: Recap, text: string): (string | null)[] {
  return recap.story.flatMap((r) =>
    r.parts
      .filter((p) => p.lines.some((i) => recap.events[i]?.text.includes(text)))
      .map((p) => p.heading),
  );
}

const skeleton = (id: string, name: string) => ({
  id,
  name,
  kind: 'monster' as const,
  side: 'foes',
  statblock: {
    name: 'Skeleton',
    hitDice: '1',
    hp: 8,
    ac: 7,
    attacks: [{ name: 'claw', damage: '1d6' }],
  },
});

const adnd2e: CreateEncounterInput = {
  system: 'adnd2e',
  seed: 7,
  combatants: [
    {
      id: 'ftr',
      name: 'Fighter',
      kind: 'pc',
      side: 'party',
      maxHp: 40,
      statblock: {
        name: 'Fighter',
        classes: [{ group: 'warrior', level: 5 }],
        hp: 40,
        ac: 3,
        attacks: [{ name: 'long sword', damage: '1d8' }],
      },
    },
    skeleton('sk1', 'Skeleton 1'),
    skeleton('sk2', 'Skeleton 2'),
  ],
};

const sideDice = {
  type: 'nextTurn',
  typedRolls: { 'init:side:party': [8], 'init:side:foes': [2] },
};

/** The 2e round: the skeletons' side wins (lower d10 acts first) and its count opens. */
function skeletonsFirst(steps: readonly ScriptStep[]) {
  return recordEncounter({ id: 'e-2e', name: 'Crypt' }, adnd2e, [
    { type: 'startEncounter' },
    // Round 1 opens with its declarations and the initiative step (2E-SEQ-03): pass them by,
    // with the sides' d10s typed when they are rolled.
    ...[1, 2].map((): ScriptStep => (s) => (s.turn?.activeIds.includes('sk1') ? null : sideDice)),
    ...steps,
  ]);
}

describe('the recap files an action under the turn of the creature that made it', () => {
  it('2e: the fighter’s blow entered during the skeletons’ count is told in the fighter’s turn', () => {
    const { encounter, state } = skeletonsFirst([
      // The DM enters the fighter's attack while the skeletons' count is still current.
      {
        type: 'attack',
        attackerId: 'ftr',
        targetId: 'sk1',
        typedRolls: { attack: [18], damage: [5] },
      },
      { type: 'attack', attackerId: 'sk2', targetId: 'ftr', typedRolls: { attack: [3] } },
      { type: 'nextTurn' },
    ]);
    expect(state.turn?.activeIds).toEqual(['ftr']);
    for (const audience of ['player', 'dm'] as const) {
      const recap = buildRecap(encounter, { audience, language: 'en' });
      expect(headingsOf(recap, 'Fighter attacks Skeleton 1'), audience).toEqual(['Fighter']);
      expect(headingsOf(recap, 'Skeleton 2 attacks Fighter'), audience).toEqual([
        'Skeleton 1, Skeleton 2',
      ]);
      // The fighter's turn, when it comes, is the same part: one "Fighter" turn in round 1.
      const round1 = recap.story.find((r) => r.round === 1);
      expect(round1?.parts.filter((p) => p.heading === 'Fighter')).toHaveLength(1);
      const attack = recap.events.find((e) => e.text.startsWith('Fighter attacks'));
      expect(attack?.turn).toBe('Fighter');
    }
  });

  it('5e: an opportunity attack on another creature’s turn stays in that turn', () => {
    const { encounter } = recordEncounter(
      { id: 'e-5e', name: 'Road' },
      {
        system: 'dnd5e',
        seed: 3,
        combatants: [
          { id: 'aria', name: 'Aria', kind: 'pc', side: 'party', maxHp: 20, ac: 15 },
          { id: 'gob', name: 'Goblin', kind: 'monster', side: 'foes', maxHp: 7, ac: 13 },
        ],
      },
      [
        { type: 'startEncounter', typedRolls: { 'init:aria': [18], 'init:gob': [2] } },
        {
          type: 'attack',
          attackerId: 'gob',
          targetId: 'aria',
          attackBonus: 4,
          melee: true,
          damage: [{ dice: '1d6' }],
          typedRolls: { attack: [3] },
        },
      ],
    );
    const recap = buildRecap(encounter, { audience: 'player', language: 'en' });
    expect(headingsOf(recap, 'Goblin attacks Aria')).toEqual(['Aria']);
  });
});

describe('the DM’s log lists an option changed during the fight with the round it took effect', () => {
  const { encounter } = skeletonsFirst([
    // Round 2 (its declarations and initiative passed), then the DM switches to individual.
    ...[1, 2, 3, 4].map(
      (): ScriptStep => (s) => (s.round === 2 && s.turn?.activeIds.length ? null : sideDice),
    ),
    (s) =>
      s.round === 2 ? { type: 'setOption', key: 'opt.initiativeMode', value: 'individual' } : null,
  ]);
  const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });

  it('keeps each value with its round', () => {
    const mode = dm.options.find((o) => o.key === 'opt.initiativeMode');
    expect(mode?.value).toBe('Individual (optional)');
    expect(mode?.changes).toEqual([
      { round: 0, value: 'Standard' },
      { round: 2, value: 'Individual (optional)' },
    ]);
  });

  it('says so in the Markdown and HTML of the DM’s log, in every language', () => {
    const md = renderExport([encounter], {
      format: 'md',
      audience: 'dm',
      language: 'en',
      timeZone: 'UTC',
      exportedAt: '2025-03-14T21:00:00.000Z',
    });
    expect(md).toContain(
      '**Initiative procedure**: Standard (from the start) → Individual (optional) (from round 2)',
    );
    const html = renderExport([encounter], {
      format: 'html',
      audience: 'dm',
      language: 'uk',
      timeZone: 'UTC',
      exportedAt: '2025-03-14T21:00:00.000Z',
    });
    expect(html).toContain('Стандартна (від початку) → ');
    expect(html).toContain('(з раунду 2)');
    const ru = renderExport([encounter], {
      format: 'md',
      audience: 'dm',
      language: 'ru',
      timeZone: 'UTC',
      exportedAt: '2025-03-14T21:00:00.000Z',
    });
    expect(ru).toContain('Стандартная (с начала) → ');
  });

  it('an option that never changed shows its value alone', () => {
    const { encounter: plain } = skeletonsFirst([]);
    const recap = buildRecap(plain, { audience: 'dm', language: 'en' });
    expect(recap.options.every((o) => o.changes.length === 1)).toBe(true);
  });
});
