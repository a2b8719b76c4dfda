import { describe, expect, it, vi } from 'vitest';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { fullDelta } from '../../../main/encounter/viewDelta';
import { createPushHub } from '../../../main/ipc/pushHub';
import { anySystem } from '../main/systems';

const encounter = createEncounterService({ system: anySystem, seed: 1 });

describe('push hub', () => {
  it('delivers each event only to the roles it lists', () => {
    const hub = createPushHub(vi.fn());
    const dm = vi.fn();
    const player = vi.fn();
    hub.subscribe('dm', dm);
    hub.subscribe('player', player);

    hub.publish('encounter.changed', fullDelta(encounter.dmView()));
    hub.publish('player.viewChanged', encounter.playerView());
    hub.publish('settings.changed', { language: 'ru' });

    expect(dm.mock.calls.map(([event]) => event)).toEqual([
      'encounter.changed',
      'settings.changed',
    ]);
    expect(player.mock.calls.map(([event]) => event)).toEqual([
      'player.viewChanged',
      'settings.changed',
    ]);
  });

  it('stops delivering after unsubscribe and keeps going when one sink throws', () => {
    const report = vi.fn();
    const hub = createPushHub(report);
    const broken = vi.fn(() => {
      throw new Error('window gone');
    });
    const healthy = vi.fn();
    const gone = vi.fn();
    hub.subscribe('player', broken);
    hub.subscribe('player', healthy);
    const unsubscribe = hub.subscribe('player', gone);
    unsubscribe();

    hub.publish('settings.changed', { language: 'uk' });

    expect(healthy).toHaveBeenCalledWith('settings.changed', { language: 'uk' });
    expect(gone).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith('settings.changed', expect.any(Error));
  });
});
