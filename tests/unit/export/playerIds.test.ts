// The players' recap calls every creature by the opaque id and the name the player display
// gave it: the display is driven command by command through the encounter's log, and the
// recap of that log must agree with it.
import { describe, expect, it } from 'vitest';
import { History } from '../../../shared';
import type { EncounterState } from '../../../shared';
import { buildRecap } from '../../../shared/export/recap/build';
import { defaultPlayerVisibility } from '../../../shared/ipc/channels/player';
import { createPlayerService } from '../../../main/player/playerService';
import { adnd2eScript, dnd5eScript, osrScript } from './support/scripts';

/** Every [id, name] pair the player display showed while the log was played. */
async function displayedIds(init: EncounterState, history: History): Promise<Map<string, string>> {
  const played = History.fromLog(init, history.events());
  const commands = new Set(played.events().map((e) => String(e.commandId))).size;
  let state = played.stateAt(0);
  const listeners = new Set<() => void>();
  const service = await createPlayerService({
    encounter: {
      state: () => state,
      identity: () => 'recorded',
      onChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    language: () => 'en',
    store: { load: () => Promise.resolve(undefined), save: () => Promise.resolve() },
    initialVisibility: defaultPlayerVisibility,
  });
  const seen = new Map<string, string>();
  const look = () => {
    for (const row of service.display().view?.combatants ?? []) {
      seen.set(row.id, row.name ?? 'Unknown creature');
    }
  };
  look();
  for (let n = 1; n <= commands; n++) {
    state = played.stateAt(n);
    for (const listener of listeners) listener();
    look();
  }
  return seen;
}

describe('the players’ recap and the player display name creatures alike', () => {
  for (const make of [dnd5eScript, adnd2eScript, osrScript]) {
    const { encounter, history } = make();
    it(encounter.init.system, async () => {
      const shown = await displayedIds(history.init, history);
      const recap = buildRecap(encounter, {
        audience: 'player',
        language: 'en',
        playerView: defaultPlayerVisibility,
      });
      expect(recap.combatants.length).toBeGreaterThan(1);
      for (const c of recap.combatants) {
        expect(c.id).toMatch(/^c\d+$/);
        expect(shown.has(c.id), c.id).toBe(true);
      }
      // The display names a creature by its latest name; the recap by the one it was last seen under.
      const final = new Map(recap.combatants.map((c) => [c.id, c.name]));
      for (const [id, name] of final) expect(shown.get(id)).toBe(name);
      for (const line of recap.hp.lines) expect(final.has(line.id)).toBe(true);
      expect(Object.keys(recap.stats).sort()).toEqual([...final.keys()].sort());
    });
  }

  it('the DM’s log keeps the engine’s ids', () => {
    const { encounter } = dnd5eScript();
    const dm = buildRecap(encounter, { audience: 'dm', language: 'en' });
    expect(dm.combatants.map((c) => c.id)).toContain('lurker');
  });
});
