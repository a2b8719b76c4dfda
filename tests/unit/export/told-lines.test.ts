// Every event of a fight is told in words in the DM's log panel and the exported recap, in all
// three languages: the scripted fights of each rule system, and a sample of each system's
// commands (2e and OSR), give no generic "Event <type>" line, no key, no identifier of the code.
import { describe, expect, it } from 'vitest';
import type { ExportEncounter } from '../../../shared/export/source';
import { samples } from './support/samples';
import { scripts } from './support/scripts';
import { logPanelProblems, recapProblems } from './support/told';

/**
 * The names the DM gives (creatures, their weapons, spells, custom conditions): left out of the
 * language checks, since they are shown as typed.
 */
function namesOf(encounter: ExportEncounter): string[] {
  const names: string[] = [];
  const visit = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (['name', 'publicName', 'spell', 'item'].includes(key)) names.push(value);
      if (key === 'key' && value.startsWith('custom:')) names.push(value.slice('custom:'.length));
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(encounter.init.combatants);
  for (const entry of encounter.log) {
    if (entry.t !== 'cmd') continue;
    visit(entry.command);
    // A readied action's trigger and response are the DM's own words.
    const c = entry.command ?? {};
    if (c.type === 'readyAction') names.push(String(c.trigger), String(c.action));
    if (c.type === 'killOutright') names.push(String(c.reason));
  }
  return names;
}

describe('the scripted fights are told in words', () => {
  for (const [system, script] of Object.entries(scripts)) {
    it(`${system}: the log panel and the recap`, () => {
      const { encounter } = script();
      const names = namesOf(encounter);
      expect(logPanelProblems(encounter, names)).toEqual([]);
      expect(recapProblems(encounter, names)).toEqual([]);
    });
  }
});

describe('every command of 2e and OSR is told in words', () => {
  for (const [system, runs] of Object.entries(samples)) {
    for (const run of runs) {
      const { encounter } = run();
      it(`${system}: ${encounter.name}`, () => {
        const names = namesOf(encounter);
        expect(logPanelProblems(encounter, names)).toEqual([]);
        expect(recapProblems(encounter, names)).toEqual([]);
      });
    }
  }
});
