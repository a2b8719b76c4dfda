// The player display feature: visibility kept per campaign in its file, the campaign's
// language, and the channels answered through main's real router.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import {
  defaultPlayerVisibility,
  type PlayerDisplayView,
} from '../../../shared/ipc/channels/player';
import { createEncounterService } from '../../../main/encounter/encounterService';
import {
  createPlayerFeature,
  encounterSourceOf,
  keptRevealEncounters,
  visibilityFileName,
} from '../../../main/player/feature';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cm-player-feature-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function feature(language: Language = 'en', seed = 2) {
  const encounter = createEncounterService({ system: 'dnd5e', seed });
  encounter.dispatch({
    type: 'addCombatants',
    combatants: [{ id: 'orc', name: 'Orc', kind: 'monster', maxHp: 10 }],
  });
  const views: PlayerDisplayView[] = [];
  const player = await createPlayerFeature({
    dataDir: dir,
    encounter: encounterSourceOf(encounter),
    settings: { get: () => ({ language }), onChange: () => () => undefined },
    publish: { view: (v) => views.push(v), preview: vi.fn(), lan: vi.fn() },
    warn: vi.fn(),
  });
  return { player, views, encounter };
}

// The per-creature choices are saved in the background, by an atomic write with fsync; on a
// loaded machine one write can take well beyond the one second vi.waitFor allows by default.
const WRITE_MS = 10_000;
/** Waits for a background write of the preferences file to show `check`. */
const written = <T>(check: () => Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: WRITE_MS, interval: 20 });

const stored = async (): Promise<unknown> =>
  JSON.parse(await readFile(join(dir, visibilityFileName), 'utf8')) as unknown;

describe('player display feature', () => {
  it('keeps each campaign’s visibility, and the one outside campaigns apart', async () => {
    const { player } = await feature();
    const set = (patch: object) => player.handlers['player.setVisibility'](patch, { role: 'dm' });
    await set({ otherNames: 'hidden' });
    await player.campaignChanged({ id: 'camp-a', language: 'uk' });
    // A campaign without its own choice starts from the one outside campaigns.
    expect(player.service.preview().controls.visibility.otherNames).toBe('hidden');
    await set({ otherNames: 'shown', otherHp: 'exact' });
    await player.campaignChanged({ id: 'camp-b', language: 'ru' });
    expect(player.service.preview().controls.visibility).toMatchObject({
      otherNames: 'hidden',
      otherHp: 'descriptor',
    });
    await player.campaignChanged({ id: 'camp-a', language: 'uk' });
    expect(player.service.preview().controls.visibility).toMatchObject({
      otherNames: 'shown',
      otherHp: 'exact',
    });
    expect(await stored()).toEqual({
      schemaVersion: 1,
      visibility: { ...defaultPlayerVisibility, otherNames: 'hidden' },
      campaigns: { 'camp-a': { ...defaultPlayerVisibility, otherHp: 'exact' } },
    });

    // The next start reads the same file.
    const again = await feature();
    await again.player.campaignChanged({ id: 'camp-a', language: 'uk' });
    expect(again.player.service.preview().controls.visibility.otherHp).toBe('exact');
  });

  it('brings the per-creature choices back when the same encounter is reopened', async () => {
    const first = await feature();
    await first.player.handlers['player.setReveal'](
      { combatantId: 'orc', reveal: { name: false, hp: 'hidden' } },
      { role: 'dm' },
    );
    await written(async () =>
      expect(await stored()).toMatchObject({ reveals: expect.any(Object) }),
    );
    // After a restart the same fight (same start) is replayed: the orc is still unnamed.
    const again = await feature();
    expect(again.player.service.display().view?.combatants[0]).toMatchObject({ name: null });
    expect(again.player.service.display().view?.combatants[0]?.descriptor).toBeUndefined();
    // Another fight whose orc has the same id is not affected.
    const other = await feature('en', 3);
    expect(other.player.service.display().view?.combatants[0]).toMatchObject({ name: 'Orc' });
  });

  it('keeps the per-creature choices of the latest encounters only', async () => {
    for (let seed = 100; seed < 100 + keptRevealEncounters + 5; seed += 1) {
      const { player } = await feature('en', seed);
      const before = JSON.stringify(await stored().catch(() => null));
      await player.handlers['player.setReveal'](
        { combatantId: 'orc', reveal: { name: false } },
        { role: 'dm' },
      );
      // Each start reads the file: let this one's write land first.
      await written(async () => expect(JSON.stringify(await stored())).not.toBe(before));
    }
    await written(async () => {
      const document = (await stored()) as { reveals: Record<string, unknown> };
      expect(Object.keys(document.reveals)).toHaveLength(keptRevealEncounters);
    });
    const latest = await feature('en', 100 + keptRevealEncounters + 4);
    expect(latest.player.service.display().view?.combatants[0]?.name).toBeNull();
    const oldest = await feature('en', 100);
    expect(oldest.player.service.display().view?.combatants[0]?.name).toBe('Orc');
    // Twenty-odd starts, each waiting for its own durable write.
  }, 60_000);

  it('speaks the open campaign’s language, else the app’s', async () => {
    const { player, views } = await feature('en');
    expect(player.service.display().language).toBe('en');
    await player.campaignChanged({ id: 'camp-a', language: 'uk' });
    expect(views.at(-1)?.language).toBe('uk');
    await player.campaignChanged({ id: 'camp-a', language: 'ru' });
    expect(views.at(-1)?.language).toBe('ru');
    const count = views.length;
    await player.campaignChanged({ id: 'camp-a', language: 'ru' });
    expect(views).toHaveLength(count);
    await player.campaignChanged(null);
    expect(views.at(-1)?.language).toBe('en');
  });
});
