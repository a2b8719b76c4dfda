// A 5e monster's legendary actions, lair actions and spell slots, and AD&D 2e poisons counting
// down and treated: the DM's log tells each change; the players' recap tells only that a
// creature they see takes a legendary action, never the counts, names or poisons it hides.
import { describe, expect, it } from 'vitest';
import { buildRecap } from '../../../shared/export/recap/build';
import type { Recap } from '../../../shared/export/recap/model';
import { renderExport } from '../../../shared/export/render';
import type { ExportEncounter } from '../../../shared/export/source';
import { recordEncounter, type ScriptStep } from './support/record';

const story = (recap: Recap) =>
  recap.story.flatMap((r) =>
    r.parts.flatMap((p) => p.lines.map((i) => recap.events[i]?.text ?? '')),
  );
const quietTexts = (recap: Recap) => recap.events.filter((e) => e.quiet).map((e) => e.text);
const render = (encounter: ExportEncounter, format: 'md' | 'html' | 'csv') =>
  renderExport([encounter], {
    format,
    audience: 'player',
    language: 'en',
    timeZone: 'UTC',
    exportedAt: '2025-03-14T21:00:00.000Z',
  });

const dragon = {
  name: 'Dragon',
  size: 'huge',
  type: 'dragon',
  ac: 19,
  hp: 256,
  abilities: { str: 27, dex: 10, con: 25, int: 16, wis: 13, cha: 21 },
  legendaryActions: [
    { name: 'Detect', desc: 'The dragon makes a Wisdom (Perception) check.' },
    { name: 'Tail Attack', desc: 'The dragon makes a tail attack.' },
  ],
  lairActions: [{ name: 'Magma Eruption', desc: 'Magma erupts.' }],
  lair: { initiative: 20 },
  spellcasting: [{ name: 'Spellcasting', slots: { '1': 4, '2': 2 } }],
};

/** The dragon fights in its lair, acts out of turn, casts, and leaves the lair. */
function dragonFight(hidden = false) {
  const steps: ScriptStep[] = [
    { type: 'setLair', combatantId: 'drake', inLair: true },
    {
      type: 'startEncounter',
      typedRolls: { 'init:hero': [20], 'init:drake': [15], 'init:bard': [12] },
    },
    // The hero's turn: the dragon's legendary actions, one listed, one the DM makes up.
    { type: 'legendaryAction', combatantId: 'drake', index: 1 },
    { type: 'legendaryAction', combatantId: 'drake', cost: 1 },
    { type: 'nextTurn' },
    // The lair acts on count 20 before the dragon (15).
    { type: 'lairAction', combatantId: 'drake', index: 0 },
    { type: 'nextTurn' },
    // The dragon's own turn: its legendary actions come back; it casts.
    { type: 'spendSpellSlot', combatantId: 'drake', level: 1, spell: 'Shield' },
    { type: 'spendSpellSlot', combatantId: 'drake', level: 2, count: 2 },
    { type: 'regainSpellSlot', combatantId: 'drake', level: 1 },
    { type: 'setLair', combatantId: 'drake', inLair: false },
  ];
  return recordEncounter(
    { id: 'lair', name: 'The lair' },
    {
      system: 'dnd5e',
      seed: 5,
      combatants: [
        { id: 'drake', name: 'Dragon', kind: 'monster', statblock: dragon, hidden },
        { id: 'hero', name: 'Hero', kind: 'pc', maxHp: 40, ac: 16, initiativeBonus: 2 },
        { id: 'bard', name: 'Bard', kind: 'pc', maxHp: 30, ac: 13 },
      ],
    },
    steps,
  );
}

describe('a 5e monster’s legendary actions, lair actions and spell slots', () => {
  it('the DM’s log tells each one with what is left', () => {
    const { encounter } = dragonFight();
    const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });
    const lines = story(dm);
    expect(lines).toContain('Dragon fights in its lair: lair actions on initiative 20');
    expect(lines).toContain(
      'Dragon takes a legendary action: Tail Attack (cost 1, 1 of 3 used this round)',
    );
    expect(lines).toContain('Dragon takes a legendary action (cost 1, 2 of 3 used this round)');
    expect(lines).toContain(
      'Reminder: Initiative count of the lair: Dragon may take a lair action',
    );
    expect(lines).toContain('Dragon takes a lair action: Magma Eruption');
    expect(lines).toContain('Dragon casts Shield with a level 1 spell slot (3 of 4 left)');
    expect(lines).toContain('Dragon spends a level 2 spell slot (0 of 2 left)');
    expect(lines).toContain('Dragon regains level 1 spell slots (4 of 4)');
    expect(lines).toContain('Dragon no longer fights in its lair');
    // Getting the legendary actions back is bookkeeping: a CSV row, not a line of the story.
    expect(quietTexts(dm)).toContain('Dragon regains its legendary actions');
    expect(lines).not.toContain('Dragon regains its legendary actions');
  });

  it('the players hear only that the dragon they see takes a legendary action', () => {
    const { encounter } = dragonFight();
    const player = buildRecap(encounter, { audience: 'player', language: 'en' });
    const texts = player.events.map((e) => e.text);
    expect(texts.filter((t) => t === 'Dragon takes a legendary action')).toHaveLength(2);
    for (const format of ['md', 'html', 'csv'] as const) {
      const doc = render(encounter, format);
      for (const secret of ['Tail Attack', 'of 3', 'Magma', 'Shield', 'spell slot', 'its lair']) {
        expect(doc, `${format}: ${secret}`).not.toContain(secret);
      }
    }
  });

  it('the players hear nothing of a hidden dragon’s legendary actions', () => {
    const { encounter } = dragonFight(true);
    const player = buildRecap(encounter, { audience: 'player', language: 'en' });
    expect(player.events.map((e) => e.text).join('\n')).not.toContain('legendary');
    expect(render(encounter, 'md')).not.toContain('Dragon');
  });

  it('a lair step moved back to its count, or gone with its creature, is bookkeeping', () => {
    const { encounter } = recordEncounter(
      { id: 'gone', name: 'Gone' },
      {
        system: 'dnd5e',
        seed: 5,
        combatants: [
          { id: 'drake', name: 'Dragon', kind: 'monster', statblock: dragon },
          { id: 'hero', name: 'Hero', kind: 'pc', maxHp: 40, ac: 16 },
        ],
      },
      [
        { type: 'setLair', combatantId: 'drake', inLair: true },
        { type: 'startEncounter', typedRolls: { 'init:hero': [20], 'init:drake': [15] } },
        { type: 'removeCombatant', combatantId: 'drake' },
      ],
    );
    const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });
    const lair = dm.events.filter((e) => e.type === 'lairSet');
    expect(lair.map((e) => [e.text, e.quiet])).toEqual([
      ['Dragon fights in its lair: lair actions on initiative 20', false],
      ['Dragon: the lair actions leave the order', true],
    ]);
  });

  it('tells the resources in Ukrainian and Russian', () => {
    const { encounter } = dragonFight();
    const uk = story(buildRecap(encounter, { audience: 'dm', language: 'uk' }));
    expect(uk).toContain(
      'Dragon: легендарна дія — Tail Attack (вартість 1, цього раунду використано 1 з 3)',
    );
    expect(uk).toContain('Dragon: закляття Shield, комірка 1-го рівня (лишається 3 з 4)');
    const ru = story(buildRecap(encounter, { audience: 'dm', language: 'ru' }));
    expect(ru).toContain('Dragon: действие логова — Magma Eruption');
    expect(ru).toContain('Dragon: ячейки заклинаний 1-го уровня восстановлены (4 из 4)');
  });
});

const warrior = (id: string) => ({
  id,
  name: id === 'p' ? 'Rath' : 'Mira',
  kind: 'pc' as const,
  side: 'party',
  statblock: { name: id, classes: [{ group: 'warrior', level: 6, hitDie: 10 }], hp: 30 },
});

/** A poison counted down, slowed, tended and interrupted; one in a corpse; one that lasts days. */
function poisonFight() {
  const nextRound: ScriptStep[] = Array.from({ length: 3 }, () => ({ type: 'nextTurn' }));
  return recordEncounter(
    { id: 'venom', name: 'Venom' },
    {
      system: 'adnd2e',
      seed: 1,
      combatants: [
        warrior('p'),
        warrior('healer'),
        {
          id: 'spider',
          name: 'Spider',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'spider', hitDice: '4+4' },
        },
      ],
    },
    [
      { type: 'startEncounter' },
      { type: 'poison', combatantId: 'p', effect: 'paralytic', onset: 3, save: true },
      ...nextRound,
      { type: 'treatPoison', combatantId: 'p', treatment: 'slowPoison' },
      { type: 'treatPoison', combatantId: 'p', treatment: 'slowPoisonEnds' },
      { type: 'treatPoison', combatantId: 'p', treatment: 'healingCare', healerId: 'healer' },
      {
        type: 'treatPoison',
        combatantId: 'p',
        treatment: 'careInterrupted',
        typedRolls: { poisonSave: [2] },
      },
      {
        type: 'poison',
        combatantId: 'spider',
        effect: 'death',
        save: true,
        typedRolls: { poisonSave: [1], poisonAfterDeath: [2, 3] },
      },
      { type: 'treatPoison', combatantId: 'spider', treatment: 'neutralizePoison' },
      {
        type: 'poison',
        combatantId: 'healer',
        effect: 'debilitating',
        typedRolls: { 'poison.debilitating': [3] },
      },
      { type: 'rest', combatantIds: ['healer'], days: ['rest'] },
    ],
  );
}

describe('AD&D 2e poisons in the log', () => {
  it('the DM’s log tells each change of a poison; the count down is bookkeeping', () => {
    const { encounter } = poisonFight();
    const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });
    const lines = story(dm);
    expect(quietTexts(dm)).toContain('Rath: the poison takes hold in 2 rounds');
    expect(lines).toContain('Rath: slow poison holds the poison back');
    expect(lines).toContain('Rath: slow poison ends, the poison takes hold in 2 rounds');
    expect(lines.some((l) => /^Mira tends Rath against the poison until round \d+$/.test(l))).toBe(
      true,
    );
    expect(lines).toContain('Rath: the tending against the poison is interrupted');
    expect(lines).toContain('Spider: the poison in the body is neutralized');
    expect(lines).toContain('Mira: debilitating poison, 2 days left');
  });

  it('the players hear nothing of it', () => {
    const { encounter } = poisonFight();
    const player = buildRecap(encounter, { audience: 'player', language: 'en' });
    expect(player.events.some((e) => e.type === 'adnd2e.poisonUpdated')).toBe(false);
    const uk = buildRecap(encounter, { audience: 'dm', language: 'uk' });
    expect(story(uk)).toContain('Mira: виснажлива отрута, лишилося 2 дні');
  });
});
