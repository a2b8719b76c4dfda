// The XP award at the end of a fight (engine command awardXp): the foes the DM counts as
// defeated and each character's share are one command in the fight's log, undone like any
// other, and told in the DM's log and the recap (the players' recap names each share too);
// what a foe was counted at, when the award gives it, is told beside its name.
import { describe, expect, it } from 'vitest';
import {
  createEncounter,
  dispatch,
  History,
  RuleError,
  type CreateEncounterInput,
  type EngineEvent,
} from '../../../shared';
import { appliedCommands } from '../../../shared/export/log';
import { renderExport } from '../../../shared/export/render';
import { tellCommands } from '../../../main/encounter/logTeller';
import type { ExportEncounter } from '../../../shared/export/source';
import { recapProblems, logPanelProblems } from '../export/support/told';

const init: CreateEncounterInput = {
  system: 'dnd5e',
  seed: 7,
  combatants: [
    { id: 'aria', name: 'Aria', kind: 'pc', side: 'party', maxHp: 20 },
    { id: 'bron', name: 'Bron', kind: 'pc', side: 'party', maxHp: 24 },
    { id: 'g1', name: 'Goblin 1', kind: 'monster', maxHp: 7 },
    { id: 'g2', name: 'Goblin 2', kind: 'monster', maxHp: 7 },
    { id: 'g3', name: 'Goblin 3', kind: 'monster', maxHp: 7 },
  ],
};

const award = {
  type: 'awardXp',
  awards: [
    { combatantId: 'aria', xp: 75 },
    { combatantId: 'bron', xp: 75 },
  ],
  defeated: [
    { combatantId: 'g1', how: 'killed' },
    { combatantId: 'g2', how: 'killed' },
    { combatantId: 'g3', how: 'fled' },
  ],
};

describe('awardXp', () => {
  it('records the defeated and the shares in the state and the log', () => {
    const result = dispatch(createEncounter(init), award);
    expect(result.state.xpAward).toEqual({ awards: award.awards, defeated: award.defeated });
    expect(result.events.map((e) => e.type)).toEqual(['xpAwarded', 'xpShared', 'xpShared']);
    expect(result.events[0]?.total).toBe(150);
  });

  it('a later award replaces the earlier one; undo brings the earlier one back', () => {
    const h = new History(createEncounter(init));
    h.dispatch(award);
    h.dispatch({ ...award, awards: [{ combatantId: 'aria', xp: 150 }] });
    expect(h.state.xpAward?.awards).toEqual([{ combatantId: 'aria', xp: 150 }]);
    h.undo();
    expect(h.state.xpAward?.awards).toEqual(award.awards);
    h.undo();
    expect(h.state.xpAward).toBeUndefined();
  });

  it('refuses unknown creatures, a creature named twice, negative or huge shares', () => {
    const s = createEncounter(init);
    expect(() =>
      dispatch(s, { ...award, awards: [{ combatantId: 'nobody', xp: 1 }] }),
    ).toThrowError(RuleError);
    expect(() =>
      dispatch(s, {
        ...award,
        defeated: [{ combatantId: 'aria', how: 'killed' }],
      }),
    ).toThrowError(/invalidValue/);
    expect(() => dispatch(s, { ...award, awards: [{ combatantId: 'aria', xp: -5 }] })).toThrow();
    expect(() => dispatch(s, { ...award, awards: [{ combatantId: 'aria', xp: 1e12 }] })).toThrow();
    expect(() =>
      dispatch(s, { ...award, defeated: [{ combatantId: 'g1', how: 'eaten' }] }),
    ).toThrow();
  });

  it('records what each foe was counted at when given; undo takes it back', () => {
    const counted = {
      ...award,
      defeated: [
        { combatantId: 'g1', how: 'killed', xp: 50 },
        { combatantId: 'g2', how: 'killed', xp: 0 },
        { combatantId: 'g3', how: 'fled' },
      ],
    };
    const h = new History(createEncounter(init));
    const events = h.dispatch(counted).events;
    expect(events[0]?.type).toBe('xpAwarded');
    expect(events[0]?.defeated).toEqual(counted.defeated);
    expect(h.state.xpAward?.defeated).toEqual(counted.defeated);
    h.undo();
    expect(h.state.xpAward).toBeUndefined();
    h.redo();
    expect(h.state.xpAward?.defeated).toEqual(counted.defeated);
  });

  it('refuses a foe counted at a negative, fractional or huge XP', () => {
    const s = createEncounter(init);
    for (const xp of [-1, 2.5, 1e12]) {
      expect(
        () => dispatch(s, { ...award, defeated: [{ combatantId: 'g1', how: 'killed', xp }] }),
        String(xp),
      ).toThrow();
    }
  });

  it('is allowed after the engine ended the fight', () => {
    const ended = dispatch(createEncounter(init), { type: 'endEncounter' }).state;
    expect(dispatch(ended, award).state.xpAward?.awards).toHaveLength(2);
  });
});

/** The award with what two of the foes were counted at (the third as in an older log). */
const countedAward = {
  ...award,
  defeated: [
    { combatantId: 'g1', how: 'killed', xp: 50 },
    { combatantId: 'g2', how: 'killed' },
    { combatantId: 'g3', how: 'fled', xp: 50 },
  ],
};

function exported(given: typeof award = award): ExportEncounter {
  let state = createEncounter(init);
  const log: ExportEncounter['log'] = [];
  for (const command of [{ type: 'startEncounter' }, given, { type: 'endEncounter' }]) {
    const result = dispatch(state, command);
    state = result.state;
    log.push({
      t: 'cmd',
      commandId: String(result.events[0]?.commandId),
      events: result.events as EngineEvent[],
    });
  }
  return {
    id: 'e1',
    name: 'Goblin ambush',
    campaign: null,
    createdAt: null,
    endedAt: null,
    status: 'ended',
    init,
    log,
  };
}

describe('the XP award in the log and the recap', () => {
  it('tells the award and each share in en/uk/ru, for the DM and the players', () => {
    const names = ['Aria', 'Bron', 'Goblin 1', 'Goblin 2', 'Goblin 3'];
    expect(logPanelProblems(exported(), names)).toEqual([]);
    expect(recapProblems(exported(), names)).toEqual([]);
  });

  it('names who got how much in the recap', () => {
    const options = { format: 'md', timeZone: 'UTC', exportedAt: '2025-03-14T21:00:00.000Z' };
    const dm = renderExport([exported()], { ...options, audience: 'dm', language: 'en' } as never);
    expect(dm).toContain(
      'XP award: 150 XP (killed: Goblin 1, Goblin 2; fled: Goblin 3; surrendered: —)',
    );
    expect(dm).toContain('Aria gets 75 XP');
    expect(dm).toContain('Bron gets 75 XP');
    const players = renderExport([exported()], {
      ...options,
      audience: 'player',
      language: 'uk',
    } as never);
    expect(players).toContain('Aria отримує досвіду: 75');
  });

  it('gives a foe’s XP beside its name when the award recorded it, in en/uk/ru', () => {
    const names = ['Aria', 'Bron', 'Goblin 1', 'Goblin 2', 'Goblin 3'];
    expect(logPanelProblems(exported(countedAward), names)).toEqual([]);
    expect(recapProblems(exported(countedAward), names)).toEqual([]);
    const options = { format: 'md', timeZone: 'UTC', exportedAt: '2025-03-14T21:00:00.000Z' };
    const told = (language: string, audience = 'dm') =>
      renderExport([exported(countedAward)], { ...options, audience, language } as never);
    expect(told('en')).toContain(
      'XP award: 150 XP (killed: Goblin 1 (50 XP), Goblin 2; fled: Goblin 3 (50 XP); surrendered: —)',
    );
    expect(told('uk')).toContain(
      'Нагорода досвідом: 150 (убито: Goblin 1 (досвід: 50), Goblin 2; втекли: Goblin 3 (досвід: 50); здалися: —)',
    );
    expect(told('ru', 'player')).toContain(
      'Награда опытом: 150 (убиты: Goblin 1 (опыт: 50), Goblin 2; бежали: Goblin 3 (опыт: 50); сдались: —)',
    );
  });

  it('the DM’s log panel gives the foe’s XP too', () => {
    const encounter = exported(countedAward);
    const commands = appliedCommands(encounter.log).map((c) => c.events);
    const lines = tellCommands(createEncounter(init), commands, 0, 'en').flatMap((c) =>
      c.lines.map((l) => l.text),
    );
    expect(lines).toContain(
      'XP award: 150 XP (killed: Goblin 1 (50 XP), Goblin 2; fled: Goblin 3 (50 XP); surrendered: —)',
    );
  });
});
