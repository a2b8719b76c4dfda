// Every kind of the 5e rules' log-only notes is told with a sentence of its own in English,
// Ukrainian and Russian, in the DM's log panel and in the exported recap: none falls back to the
// generic "Event note5e.<kind>" line. The samples are typed by the rules' list of note kinds, so a
// new kind cannot be added without a sample here.
import { describe, expect, it } from 'vitest';
import type { CreateEncounterInput, JsonObject } from '../../../shared';
import { createEncounter } from '../../../shared';
import { renderExport } from '../../../shared/export/render';
import type { ExportEncounter } from '../../../shared/export/source';
import { languages } from '../../../shared/i18n/languages';
import { DND5E_CONTESTS, DND5E_NOTE_KINDS, type Dnd5eNoteKind } from '../../../shared/rules/dnd5e';
import { tellCommands } from '../../../main/encounter/logTeller';
import { logPanelProblems, recapProblems } from './support/told';

const NO_OPPORTUNITY = [
  'notHostile',
  'cannotSee',
  'stayedInReach',
  'teleported',
  'forcedMovement',
  'disengaged',
  'markAttackUsed',
  'noReaction',
];

/** Data of each note kind as the rules write it, with every branch its sentence has. */
const SAMPLES: Readonly<Record<Dnd5eNoteKind, readonly JsonObject[]>> = {
  attack: [
    { attackerId: 'a', targetId: 'g', natural: 14, total: 19, ac: 13, mode: 'normal', hit: true },
    {
      attackerId: 'a',
      targetId: 'g',
      natural: 20,
      total: 25,
      ac: 13,
      mode: 'advantage',
      hit: true,
      crit: true,
    },
    { attackerId: 'g', targetId: 'a', natural: 3, total: 7, ac: 15, mode: 'disadvantage' },
  ],
  hitCover: [
    { attackerId: 'a', targetId: 'g', result: 'hitCoverObject', coverId: null },
    { attackerId: 'a', targetId: 'g', result: 'hitCoverCreature', coverId: 'h' },
  ],
  cleaveOutOfReach: [{ targetId: 'h', excess: 4 }],
  cleaveMissed: [{ targetId: 'h', excess: 4 }],
  cleaveCarried: [{ targetId: 'h', excess: 4 }],
  noOpportunity: NO_OPPORTUNITY.map((reason) => ({ reactorId: 'g', moverId: 'a', reason })),
  save: [
    { combatantId: 'a', ability: 'dex', total: 12, dc: 14, success: false },
    { combatantId: 'a', ability: 'wis', total: 16, dc: 14, success: true },
    { combatantId: 'a', ability: 'con', success: true },
  ],
  concentrationSave: [{ combatantId: 'a', total: 15, dc: 10, success: true }],
  concentrationKept: [{ combatantId: 'a' }],
  massiveSave: [
    { targetId: 'a', total: 9, dc: 15, success: false },
    { targetId: 'a', success: true },
  ],
  moraleSave: [{ saverId: 'g', total: 8, dc: 10, success: false }],
  riderSave: [
    { combatantId: 'a', cause: 'mountMoved', total: 11, dc: 10, success: true },
    { combatantId: 'a', cause: 'riderProne', total: 4, dc: 10, success: false },
  ],
  injuryActionSave: [{ targetId: 'a', total: 12, dc: 10, success: true }],
  limpSave: [{ targetId: 'a', total: 5, dc: 10, success: false }],
  contest: [
    ...DND5E_CONTESTS.map((contest, i) => ({
      contest,
      initiatorId: 'a',
      defenderId: 'g',
      initiatorSkill: 'athletics',
      defenderSkill: i % 2 === 0 ? 'acrobatics' : 'athletics',
      initiatorTotal: 10 + i,
      defenderTotal: 12,
      tie: false,
      automatic: false,
      success: 10 + i > 12,
    })),
    {
      contest: 'shove',
      initiatorId: 'a',
      defenderId: 'g',
      initiatorSkill: 'athletics',
      defenderSkill: 'athletics',
      initiatorTotal: null,
      defenderTotal: null,
      tie: false,
      automatic: true,
      success: true,
      effect: 'prone',
    },
    {
      contest: 'grapple',
      initiatorId: 'a',
      defenderId: 'g',
      initiatorSkill: 'athletics',
      defenderSkill: 'athletics',
      initiatorTotal: null,
      defenderTotal: null,
      tie: false,
      automatic: true,
      success: false,
      immune: true,
    },
  ],
  disarm: [
    {
      attackerId: 'a',
      targetId: 'g',
      attackTotal: 18,
      mode: 'disadvantage',
      defenderTotal: 11,
      defenderSkill: 'athletics',
      itemDropped: true,
      item: 'Greataxe',
    },
    {
      attackerId: 'a',
      targetId: 'g',
      attackTotal: 9,
      mode: 'normal',
      defenderTotal: 11,
      defenderSkill: 'acrobatics',
      itemDropped: false,
      item: null,
    },
  ],
  hide: [
    { combatantId: 'a', total: 15, dc: 12 },
    { combatantId: 'a', total: 9, dc: 12 },
    { combatantId: 'a', total: 15, dc: null },
  ],
  search: [
    { combatantId: 'a', total: 15, dc: 12, success: true },
    { combatantId: 'a', total: 9, dc: 12, success: false },
    { combatantId: 'a', total: 15, dc: null, success: null },
  ],
  pushed: [{ targetId: 'g', feet: 5 }],
  pushBlocked: [
    { targetId: 'g', reason: 'wall' },
    { targetId: 'g', reason: 'spaceOccupied' },
  ],
  landed: [
    { combatantId: 'a', feet: 30, feetForDamage: 30, dice: '3d6' },
    { combatantId: 'a', feet: 5, feetForDamage: 0, dice: null },
  ],
  surprise: [
    { stealth: { a: 14 }, surprised: ['g', 'h'] },
    { stealth: { a: 3 }, surprised: [] },
  ],
  systemShock: ['dropToZero', 'dropToZeroStable', 'stunned', 'reeling', 'noReactions'].map(
    (result, i) => ({ targetId: 'a', d10: i * 2 + 1, result }),
  ),
  injuryRolled: [{ targetId: 'a', d20: 4, injury: 'injury.limp', trigger: 'crit' }],
  injuryDashFall: [{ targetId: 'a' }],
  woundTended: [{ targetId: 'a', successes: 3 }],
  firstAid: [
    { targetId: 'a', healerId: 'h', total: 14, dc: 10, success: true },
    { targetId: 'a', total: 6, dc: 10, success: false },
  ],
  tempHpKept: [{ targetId: 'a', tempHp: 8, offered: 5 }],
  healIgnoredDead: [{ targetId: 'g' }],
  damageIgnoredDead: [{ targetId: 'g' }],
  longRestNoBenefit: [{ combatantId: 'a' }],
  healingSurge: [{ combatantId: 'a', dice: 2, max: 4, cost: 'action' }],
  communicate: [{ combatantId: 'a' }, { combatantId: 'a', note: '3, 2, 1!' }],
  crowded: [{ combatantId: 'a', targetId: 'b' }],
};

const NAMES = ['Aria', 'Goblin', 'Hobgoblin', 'Greataxe'];

const init: CreateEncounterInput = {
  system: 'dnd5e',
  seed: 1,
  combatants: [
    { id: 'a', name: 'Aria', kind: 'pc', maxHp: 24, ac: 15 },
    { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
    { id: 'h', name: 'Hobgoblin', kind: 'monster', maxHp: 11, ac: 18 },
  ],
};

/** An exported encounter whose log is one command per note kind with all its samples. */
function notesEncounter(): ExportEncounter {
  return {
    id: 'notes',
    name: 'Notes',
    campaign: null,
    createdAt: null,
    endedAt: null,
    status: 'active',
    init,
    log: DND5E_NOTE_KINDS.map((kind, i) => ({
      t: 'cmd' as const,
      commandId: `k${i + 1}`,
      events: SAMPLES[kind].map((data) => ({
        type: 'note5e',
        kind,
        data,
        commandId: `k${i + 1}`,
      })),
    })),
  };
}

describe('5e note kinds in the log', () => {
  it('the list of kinds has no kind twice and every kind has samples', () => {
    expect(new Set(DND5E_NOTE_KINDS).size).toBe(DND5E_NOTE_KINDS.length);
    for (const kind of DND5E_NOTE_KINDS) expect(SAMPLES[kind].length, kind).toBeGreaterThan(0);
  });

  it('no kind falls back to the generic sentence, in any language', () => {
    const state = createEncounter(init);
    for (const language of languages) {
      const told = tellCommands(
        state,
        DND5E_NOTE_KINDS.map((kind) =>
          SAMPLES[kind].map((data) => ({ type: 'note5e', kind, data })),
        ),
        0,
        language,
      );
      DND5E_NOTE_KINDS.forEach((kind, i) => {
        const lines = told[i]?.lines ?? [];
        expect(lines.length, `${language} ${kind}`).toBe(SAMPLES[kind].length);
        for (const line of lines) {
          expect(line.text, `${language} ${kind}`).not.toMatch(/^(Event|Подія|Событие) |note5e/);
        }
      });
    }
  });

  it('every sentence is finished in the DM’s log panel (three languages)', () => {
    expect(logPanelProblems(notesEncounter(), NAMES)).toEqual([]);
  });

  it('every sentence is finished in the exported recap, for the DM and for the players', () => {
    expect(recapProblems(notesEncounter(), NAMES)).toEqual([]);
  });

  it('DM-only facts stay out of the players’ recap; public ones are told without the dice', () => {
    const recap = (audience: 'dm' | 'player') =>
      renderExport([notesEncounter()], {
        format: 'md',
        audience,
        language: 'en',
        timeZone: 'UTC',
        exportedAt: '2025-03-14T21:00:00.000Z',
      });
    const dm = recap('dm');
    const player = recap('player');
    // Secret rolls and the DM's bookkeeping: hiding, searching, cleave out of reach (why no
    // opportunity attack happens is a quiet line the prose skips even for the DM).
    for (const text of ['hides: Stealth 15', 'searches: 15', 'out of reach']) {
      expect(dm, text).toContain(text);
      expect(player, text).not.toContain(text);
    }
    expect(player).not.toContain('no opportunity attack');
    // Public facts, without the checks' totals for the players.
    expect(dm).toContain(
      'Aria against Goblin: overrun succeeds (Athletics 14 against Acrobatics 12)',
    );
    expect(player).toContain('Aria against Goblin: overrun succeeds');
    expect(player).not.toContain('Athletics 14');
    expect(player).toContain('Goblin is pushed 5 ft away');
    expect(player).toContain('Aria lands after falling 30 ft');
    expect(player).toContain('Aria disarms Goblin: Greataxe drops');
    expect(player).toContain('Aria: staying mounted saving throw succeeds');
  });
});
