// Where the DM last put the player window, remembered per display: which display it went to
// and, on each display, whether it was full screen or a window and where. Plain data and pure
// functions, so it is tested without Electron; main/electron feeds it the screen's displays.
import { join } from 'node:path';
import { z } from 'zod';
import { preferenceFile, type PreferenceFile } from './preferenceFile';

/** A rectangle in screen coordinates. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What the memory needs to know about a connected display. */
export interface ScreenDisplay {
  readonly id: number;
  readonly bounds: Rect;
  readonly workArea: Rect;
  readonly label?: string;
}

/** Where and how the player window goes. */
export interface WindowPlacement {
  readonly mode: 'fullscreen' | 'window';
  readonly displayId: number;
  readonly bounds: Rect;
}

const rectSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

/** The remembered placements (player-window.json). */
export const placementMemorySchema = z.object({
  schemaVersion: z.literal(1),
  /** The display the DM last put the player window on. */
  preferred: z.string().max(300).nullable(),
  /** Per display: full screen or a window, with bounds relative to the display's origin. */
  displays: z.record(
    z.string().max(300),
    z.object({ mode: z.enum(['fullscreen', 'window']), bounds: rectSchema }),
  ),
});

/** The remembered placements. */
export type PlacementMemory = z.infer<typeof placementMemorySchema>;

/** Memory with nothing remembered. */
export const emptyPlacementMemory: PlacementMemory = {
  schemaVersion: 1,
  preferred: null,
  displays: {},
};

/**
 * A display's name in the memory: its id and size (and label where the system gives one), so
 * a different monitor that happens to get the same id is not mistaken for the old one.
 */
export function displayKey(display: ScreenDisplay): string {
  const { width, height } = display.bounds;
  return `${display.label ?? ''}#${display.id}@${width}x${height}`;
}

/**
 * Where the player window goes: on the display the DM last chose, if it is connected and not
 * the DM's own (unless it is the only one), else where `fallback` puts it; then as the DM last
 * had it on that display, if he ever moved or resized it there.
 */
export function recallPlacement(
  memory: PlacementMemory,
  displays: readonly ScreenDisplay[],
  dmDisplayId: number | undefined,
  fallback: (
    displays: readonly ScreenDisplay[],
    dmDisplayId: number | undefined,
  ) => WindowPlacement | undefined,
): WindowPlacement | undefined {
  const preferred = displays.find((d) => displayKey(d) === memory.preferred);
  const usable = preferred && (preferred.id !== dmDisplayId || displays.length === 1);
  const base = fallback(usable ? [preferred] : displays, usable ? undefined : dmDisplayId);
  if (!base) return undefined;
  const target = displays.find((d) => d.id === base.displayId);
  const key = target ? displayKey(target) : '';
  const remembered = Object.hasOwn(memory.displays, key) ? memory.displays[key] : undefined;
  if (!target || !remembered) return base;
  if (remembered.mode === 'fullscreen') {
    return { mode: 'fullscreen', displayId: target.id, bounds: target.bounds };
  }
  return { mode: 'window', displayId: target.id, bounds: placeInside(remembered.bounds, target) };
}

/** Records where the window is now: on `display`, full screen or at `bounds`. */
export function rememberPlacement(
  memory: PlacementMemory,
  display: ScreenDisplay,
  bounds: Rect,
  fullscreen: boolean,
): PlacementMemory {
  const key = displayKey(display);
  const relative: Rect = {
    x: Math.round(bounds.x - display.bounds.x),
    y: Math.round(bounds.y - display.bounds.y),
    width: Math.max(1, Math.round(bounds.width)),
    height: Math.max(1, Math.round(bounds.height)),
  };
  const entry = fullscreen
    ? { mode: 'fullscreen' as const, bounds: memory.displays[key]?.bounds ?? relative }
    : { mode: 'window' as const, bounds: relative };
  return { ...memory, preferred: key, displays: { ...memory.displays, [key]: entry } };
}

/** Remembered bounds made absolute on `display`, kept within its work area. */
function placeInside(relative: Rect, display: ScreenDisplay): Rect {
  const area = display.workArea;
  const width = Math.min(relative.width, area.width);
  const height = Math.min(relative.height, area.height);
  const x = clamp(display.bounds.x + relative.x, area.x, area.x + area.width - width);
  const y = clamp(display.bounds.y + relative.y, area.y, area.y + area.height - height);
  return { x, y, width, height };
}

const clamp = (value: number, min: number, max: number): number =>
  Math.max(min, Math.min(max, value));

/** Name of the file keeping the placements in the data folder. */
export const placementFileName = 'player-window.json';

/** The placements loaded from the data folder, saved again (after a pause) as they change. */
export interface PlacementStore {
  current(): PlacementMemory;
  /** Replaces the memory; the file is written once the window has stopped moving. */
  update(next: PlacementMemory): void;
  /** Writes any pending change now. */
  flush(): Promise<void>;
}

/** Opens the placement file (a damaged one is set aside and reported). */
export async function openPlacementStore(
  dataDir: string,
  warn: (message: string) => void,
  delayMs = 500,
): Promise<PlacementStore> {
  const file: PreferenceFile<PlacementMemory> = preferenceFile(
    join(dataDir, placementFileName),
    placementMemorySchema,
    (movedTo) => warn(`player window placements were damaged; kept them as ${movedTo}`),
  );
  let memory = (await file.load()) ?? emptyPlacementMemory;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const write = async (): Promise<void> => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    await file
      .save(memory)
      .catch((error: unknown) => warn(`could not save placements: ${String(error)}`));
  };
  return {
    current: () => memory,
    update(next) {
      memory = next;
      pending = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void write(), delayMs);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await write();
    },
  };
}
