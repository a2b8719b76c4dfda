// The player window's placement, remembered per display, with the default choice as fallback.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choosePlayerPlacement } from '../../../main/electron/displayPlacement';
import {
  displayKey,
  emptyPlacementMemory,
  openPlacementStore,
  placementFileName,
  recallPlacement,
  rememberPlacement,
  type ScreenDisplay,
} from '../../../main/player/placementMemory';

const display = (id: number, x: number, width = 1920, height = 1080): ScreenDisplay => ({
  id,
  bounds: { x, y: 0, width, height },
  workArea: { x, y: 0, width, height: height - 40 },
});
const laptop = display(1, 0, 1440, 900);
const tv = display(2, 1440);
const projector = display(3, 3360, 1280, 720);

describe('player window placement memory', () => {
  it('falls back to the default choice when nothing is remembered', () => {
    expect(recallPlacement(emptyPlacementMemory, [laptop, tv], 1, choosePlayerPlacement)).toEqual(
      choosePlayerPlacement([laptop, tv], 1),
    );
  });

  it('goes back to the display the DM chose last, full screen as he left it', () => {
    const memory = rememberPlacement(emptyPlacementMemory, projector, projector.bounds, true);
    expect(recallPlacement(memory, [laptop, tv, projector], 1, choosePlayerPlacement)).toEqual({
      mode: 'fullscreen',
      displayId: 3,
      bounds: projector.bounds,
    });
  });

  it('remembers a window per display, relative to the display, kept inside its work area', () => {
    let memory = rememberPlacement(
      emptyPlacementMemory,
      tv,
      { x: 1540, y: 50, width: 800, height: 600 },
      false,
    );
    expect(memory.displays[displayKey(tv)]).toEqual({
      mode: 'window',
      bounds: { x: 100, y: 50, width: 800, height: 600 },
    });
    expect(recallPlacement(memory, [laptop, tv], 1, choosePlayerPlacement)).toEqual({
      mode: 'window',
      displayId: 2,
      bounds: { x: 1540, y: 50, width: 800, height: 600 },
    });
    // The TV now sits left of the laptop: the window follows the display.
    const movedTv = {
      ...tv,
      bounds: { ...tv.bounds, x: -1920 },
      workArea: { ...tv.workArea, x: -1920 },
    };
    expect(recallPlacement(memory, [laptop, movedTv], 1, choosePlayerPlacement)?.bounds).toEqual({
      x: -1820,
      y: 50,
      width: 800,
      height: 600,
    });
    // A remembered window larger than the display's work area is made to fit.
    memory = rememberPlacement(memory, tv, { x: 1440, y: 0, width: 3000, height: 2000 }, false);
    expect(recallPlacement(memory, [laptop, tv], 1, choosePlayerPlacement)?.bounds).toEqual({
      x: 1440,
      y: 0,
      width: 1920,
      height: 1040,
    });
  });

  it('keeps the window bounds of a display while it is full screen there', () => {
    let memory = rememberPlacement(
      emptyPlacementMemory,
      tv,
      { x: 1540, y: 50, width: 800, height: 600 },
      false,
    );
    memory = rememberPlacement(memory, tv, tv.bounds, true);
    expect(memory.displays[displayKey(tv)]).toEqual({
      mode: 'fullscreen',
      bounds: { x: 100, y: 50, width: 800, height: 600 },
    });
  });

  it('ignores a remembered display that is gone or that is now the DM’s own', () => {
    const memory = rememberPlacement(emptyPlacementMemory, projector, projector.bounds, true);
    expect(recallPlacement(memory, [laptop, tv], 1, choosePlayerPlacement)).toEqual(
      choosePlayerPlacement([laptop, tv], 1),
    );
    const onTv = rememberPlacement(emptyPlacementMemory, tv, tv.bounds, true);
    expect(recallPlacement(onTv, [laptop, tv], 2, choosePlayerPlacement)).toEqual({
      mode: 'fullscreen',
      displayId: 1,
      bounds: laptop.bounds,
    });
  });

  it('does not mistake another monitor with the same id for the remembered one', () => {
    const memory = rememberPlacement(emptyPlacementMemory, tv, tv.bounds, true);
    const other = display(2, 1440, 2560, 1440);
    expect(displayKey(other)).not.toBe(displayKey(tv));
    expect(recallPlacement(memory, [laptop, other], 1, choosePlayerPlacement)).toEqual(
      choosePlayerPlacement([laptop, other], 1),
    );
  });
});

describe('placement store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cm-placement-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves after the window stops moving and loads it on the next start', async () => {
    const store = await openPlacementStore(dir, vi.fn(), 20);
    store.update(rememberPlacement(store.current(), tv, tv.bounds, true));
    store.update(rememberPlacement(store.current(), projector, projector.bounds, true));
    await store.flush();
    const again = await openPlacementStore(dir, vi.fn());
    expect(again.current().preferred).toBe(displayKey(projector));
    expect(Object.keys(again.current().displays).sort()).toEqual(
      [displayKey(tv), displayKey(projector)].sort(),
    );
  });

  it('sets a damaged file aside and starts from nothing, saying so', async () => {
    await writeFile(join(dir, placementFileName), '{"schemaVersion":1,"preferred":5}');
    const warn = vi.fn();
    const store = await openPlacementStore(dir, warn);
    expect(store.current()).toEqual(emptyPlacementMemory);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('.corrupt-'));
    await expect(readFile(join(dir, placementFileName))).rejects.toThrow(/ENOENT/);
  });
});
