// The player window with Electron's screen and windows replaced by test doubles: it opens
// where the DM last put it on that display and remembers each move.
import type { BrowserWindow, Display, Screen } from 'electron';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerPlacement } from '../../../main/electron/displayPlacement';
import { createPlayerDisplay } from '../../../main/electron/playerDisplay';
import { playerPlacementHooks } from '../../../main/electron/playerPlacement';
import { displayKey, openPlacementStore } from '../../../main/player/placementMemory';

const display = (id: number, x: number): Display =>
  ({
    id,
    bounds: { x, y: 0, width: 1920, height: 1080 },
    workArea: { x, y: 0, width: 1920, height: 1040 },
  }) as Display;
const dmScreen = display(1, 0);
const tv = display(2, 1920);
const projector = display(3, 3840);

class FakeWindow extends EventEmitter {
  fullScreen = false;
  bounds = { x: 0, y: 0, width: 100, height: 100 };
  isFullScreen = () => this.fullScreen;
  setFullScreen = (value: boolean) => (this.fullScreen = value);
  setBounds = (bounds: typeof this.bounds) => (this.bounds = bounds);
  isVisible = () => true;
  isDestroyed = () => false;
  getBounds = () => this.bounds;
  show = () => undefined;
  destroy = () => this.emit('closed');
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cm-placement-hooks-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function start(displays: Display[]) {
  const store = await openPlacementStore(dir, vi.fn(), 5);
  const screen = Object.assign(new EventEmitter(), {
    getAllDisplays: () => displays,
    // The DM's window is on display 1; the player window on whichever display holds its corner.
    getDisplayMatching: (rect: { x: number }) =>
      rect.x === 0
        ? dmScreen
        : (displays.find((d) => rect.x >= d.bounds.x && rect.x < d.bounds.x + 1920) ?? dmScreen),
  });
  const placements: (PlayerPlacement | undefined)[] = [];
  const windows: FakeWindow[] = [];
  const player = createPlayerDisplay({
    screen: screen as unknown as Screen,
    dmWindow: new FakeWindow() as unknown as BrowserWindow,
    createWindow: (placement) => {
      placements.push(placement);
      const window = new FakeWindow();
      window.fullScreen = placement?.mode === 'fullscreen';
      if (placement) window.bounds = { ...placement.bounds };
      windows.push(window);
      return window as unknown as BrowserWindow;
    },
    onVisibilityChange: vi.fn(),
    ...playerPlacementHooks(store, screen as unknown as Screen),
  });
  return { store, player, placements, windows };
}

describe('player window placement', () => {
  it('remembers the display and window the DM moved it to, and opens there next time', async () => {
    const first = await start([dmScreen, tv, projector]);
    first.player.show();
    expect(first.placements[0]).toMatchObject({ mode: 'fullscreen', displayId: 2 });
    const window = first.windows[0] as FakeWindow;
    // The DM takes it out of full screen and drags it onto the projector as a window.
    window.fullScreen = false;
    window.emit('leave-full-screen');
    window.bounds = { x: 3940, y: 60, width: 1000, height: 700 };
    window.emit('moved');
    await first.store.flush();
    expect(first.store.current().preferred).toBe(displayKey(projector));
    first.player.dispose();

    const second = await start([dmScreen, tv, projector]);
    second.player.show();
    expect(second.placements[0]).toEqual({
      mode: 'window',
      displayId: 3,
      bounds: { x: 3940, y: 60, width: 1000, height: 700 },
    });
    second.player.dispose();

    // Without the projector: the TV, as the DM last had it there (he left full screen on it).
    const third = await start([dmScreen, tv]);
    third.player.show();
    expect(third.placements[0]).toMatchObject({ mode: 'window', displayId: 2 });
    third.player.dispose();

    // A display never used before: the default, full screen on it.
    const fourth = await start([dmScreen, display(4, 1920)]);
    fourth.player.show();
    expect(fourth.placements[0]).toMatchObject({ mode: 'fullscreen', displayId: 4 });
    fourth.player.dispose();
  });
});
