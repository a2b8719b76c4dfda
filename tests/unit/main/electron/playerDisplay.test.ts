// The player display controller with Electron's screen and windows replaced by test doubles.
import type { BrowserWindow, Display, Screen } from 'electron';
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerPlacement } from '../../../../main/electron/displayPlacement';
import { createPlayerDisplay } from '../../../../main/electron/playerDisplay';

const display = (id: number, x: number): Display =>
  ({
    id,
    bounds: { x, y: 0, width: 1920, height: 1080 },
    workArea: { x, y: 0, width: 1920, height: 1040 },
  }) as Display;

class FakeScreen extends EventEmitter {
  displays: Display[] = [display(1, 0)];
  getAllDisplays = (): Display[] => this.displays;
  getDisplayMatching = (): Display => this.displays[0]!;
  plug(d: Display): void {
    this.displays = [...this.displays, d];
    this.emit('display-added', {}, d);
  }
  unplug(id: number): void {
    const gone = this.displays.find((d) => d.id === id);
    this.displays = this.displays.filter((d) => d.id !== id);
    this.emit('display-removed', {}, gone);
  }
}

class FakeWindow extends EventEmitter {
  fullScreen = false;
  visible = true;
  destroyed = false;
  bounds: unknown;
  isFullScreen = () => this.fullScreen;
  setFullScreen = (value: boolean) => (this.fullScreen = value);
  setBounds = (bounds: unknown) => (this.bounds = bounds);
  isVisible = () => this.visible;
  isDestroyed = () => this.destroyed;
  getBounds = () => ({ x: 0, y: 0, width: 100, height: 100 });
  show = () => {
    this.visible = true;
    this.emit('show');
  };
  hide = () => {
    this.visible = false;
    this.emit('hide');
  };
  destroy = () => {
    this.destroyed = true;
    this.emit('closed');
  };
}

function setup(displays: Display[]) {
  const screen = new FakeScreen();
  screen.displays = displays;
  const windows: FakeWindow[] = [];
  const placements: (PlayerPlacement | undefined)[] = [];
  const onVisibilityChange = vi.fn();
  const player = createPlayerDisplay({
    screen: screen as unknown as Screen,
    dmWindow: new FakeWindow() as unknown as BrowserWindow,
    createWindow: (placement) => {
      placements.push(placement);
      const window = new FakeWindow();
      window.fullScreen = placement?.mode === 'fullscreen';
      window.bounds = placement?.bounds;
      windows.push(window);
      return window as unknown as BrowserWindow;
    },
    onVisibilityChange,
  });
  return { screen, windows, placements, player, onVisibilityChange };
}

describe('player display', () => {
  it('opens full screen on the second display when there is one', () => {
    const { player, placements } = setup([display(1, 0), display(2, 1920)]);
    player.show();
    expect(placements).toEqual([
      { mode: 'fullscreen', displayId: 2, bounds: display(2, 1920).bounds },
    ]);
  });

  it('moves to a display plugged in later, and back to a window when it is unplugged', () => {
    const { player, windows, screen } = setup([display(1, 0)]);
    player.show();
    const window = windows[0]!;
    expect(window.fullScreen).toBe(false);

    screen.plug(display(2, 1920));
    expect(window.fullScreen).toBe(true);
    expect(window.bounds).toEqual(display(2, 1920).bounds);

    screen.unplug(2);
    expect(window.fullScreen).toBe(false);
    expect(window.bounds).toMatchObject({ width: 960, height: 640 });
  });

  it('leaves a window the DM placed alone when nothing about the displays changed', () => {
    const { player, windows, screen } = setup([display(1, 0)]);
    player.show();
    const window = windows[0]!;
    window.bounds = { x: 5, y: 5, width: 500, height: 400 };
    screen.emit('display-metrics-changed', {}, display(1, 0), ['workArea']);
    expect(window.bounds).toEqual({ x: 5, y: 5, width: 500, height: 400 });
  });

  it('toggles between hidden and shown, and recreates a window the DM closed', () => {
    const { player, windows, onVisibilityChange } = setup([display(1, 0)]);
    player.show();
    expect(player.isVisible()).toBe(true);
    player.toggle();
    expect(player.isVisible()).toBe(false);
    expect(onVisibilityChange).toHaveBeenLastCalledWith(false);
    player.toggle();
    expect(player.isVisible()).toBe(true);
    expect(windows).toHaveLength(1);

    windows[0]!.destroy();
    expect(player.isVisible()).toBe(false);
    player.toggle();
    expect(windows).toHaveLength(2);
    expect(player.isVisible()).toBe(true);
  });

  it('stops following displays once disposed', () => {
    const { player, screen } = setup([display(1, 0)]);
    player.show();
    player.dispose();
    expect(screen.listenerCount('display-added')).toBe(0);
    expect(player.isVisible()).toBe(false);
  });
});
