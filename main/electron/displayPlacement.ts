// Where the player display goes. Pure, so it is tested without Electron.

/** A rectangle in screen coordinates. */
export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What placement needs to know about one connected display. */
export interface DisplayInfo {
  readonly id: number;
  readonly bounds: Bounds;
  readonly workArea: Bounds;
}

/** Where and how the player window should be shown. */
export type PlayerPlacement =
  | { readonly mode: 'fullscreen'; readonly displayId: number; readonly bounds: Bounds }
  | { readonly mode: 'window'; readonly displayId: number; readonly bounds: Bounds };

/** Size of the player window when it shares the DM's only display. */
export const windowedPlayerSize = { width: 960, height: 640 } as const;

/**
 * Full screen on the first display that is not the DM's when there is one (so a projector or
 * TV shows it), otherwise a normal window centred on the DM's display.
 */
export function choosePlayerPlacement(
  displays: readonly DisplayInfo[],
  dmDisplayId: number | undefined,
): PlayerPlacement | undefined {
  const other = displays.find((display) => display.id !== dmDisplayId);
  if (other && displays.length > 1) {
    return { mode: 'fullscreen', displayId: other.id, bounds: other.bounds };
  }
  const home = displays.find((display) => display.id === dmDisplayId) ?? displays[0];
  if (!home) return undefined;
  const width = Math.min(windowedPlayerSize.width, home.workArea.width);
  const height = Math.min(windowedPlayerSize.height, home.workArea.height);
  return {
    mode: 'window',
    displayId: home.id,
    bounds: {
      x: Math.round(home.workArea.x + (home.workArea.width - width) / 2),
      y: Math.round(home.workArea.y + (home.workArea.height - height) / 2),
      width,
      height,
    },
  };
}
