// The leak test's short form for every rule system: hidden creatures, unidentified ones and DM
// notes carrying the marker, a round of fighting, and every payload the players get recorded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpcResult } from '../../../shared/ipc/index';
import { createCore, type Core } from '../../../main/core/createCore';

const SECRET = 'SENTINEL-DM-SECRET';
let dataDir: string | undefined;
let core: Core | undefined;

afterEach(async () => {
  await core?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

for (const system of ['dnd5e', 'adnd2e', 'osr']) {
  describe(`nothing secret reaches the players (${system})`, () => {
    it('across a round with hidden and unidentified creatures', async () => {
      dataDir = await mkdtemp(join(tmpdir(), `cm-leak-${system}-`));
      core = await createCore({
        dataDir,
        initialLanguage: 'en',
        logger: { warn: vi.fn(), error: vi.fn() },
        system,
        seed: 5,
      });
      const c = core;
      const recorded: unknown[] = [];
      c.pushes.subscribe('player', (_event, payload) => recorded.push(structuredClone(payload)));
      const dm = async (command: Record<string, unknown>): Promise<void> => {
        const result = (await c.router.handle('dm', 'encounter.dispatch', {
          command,
        })) as IpcResult<unknown>;
        if (!result.ok) throw new Error(JSON.stringify(result.error));
      };
      await dm({
        type: 'addCombatants',
        combatants: [
          { id: 'pc1', name: 'Alda', kind: 'pc', maxHp: 12, notes: SECRET },
          {
            id: `x-${SECRET}`,
            name: `Lurker ${SECRET}`,
            kind: 'monster',
            maxHp: 77,
            hidden: true,
            notes: SECRET,
          },
          {
            id: `y-${SECRET}`,
            name: `Wight ${SECRET}`,
            kind: 'monster',
            maxHp: 55,
            nameHidden: true,
            notes: SECRET,
          },
        ],
      });
      await dm({ type: 'setEncounterNotes', notes: SECRET });
      await dm({ type: 'rollInitiative' });
      await dm({ type: 'startEncounter' });
      for (let i = 0; i < 3; i += 1) await dm({ type: 'nextTurn' });
      await dm({ type: 'damage', targetIds: [`x-${SECRET}`, `y-${SECRET}`, 'pc1'], amount: 3 });
      await dm({ type: 'updateCombatant', combatantId: 'pc1', patch: { notes: `${SECRET}!` } });
      expect(c.encounter.dmView().encounter.status).toBe('active');
      recorded.push(await c.router.handle('player', 'player.getView', {}));
      const text = JSON.stringify(recorded);
      expect(recorded.length).toBeGreaterThan(2);
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/"(current|max)":(77|74|55|52)\b/);
      expect(text).toContain('"name":"Alda"');
      for (const key of ['notes', 'statblock', 'sys', 'hidden', 'nameHidden', 'hpRevealed']) {
        expect(text).not.toContain(`"${key}":`);
      }
    });
  });
}
