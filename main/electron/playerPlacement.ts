import type { BrowserWindow, Screen } from 'electron';
import { recallPlacement, rememberPlacement, type PlacementStore } from '../player/placementMemory';
import { choosePlayerPlacement, type PlayerPlacement } from './displayPlacement';

/**
 * Connects the player window to the remembered placements: it opens where the DM last had it
 * on that display (the default choice otherwise), and each move, resize or change to or from
 * full screen is remembered for the display it ended on.
 */
export function playerPlacementHooks(
  store: PlacementStore,
  screen: Pick<Screen, 'getDisplayMatching'>,
): {
  choosePlacement: typeof choosePlayerPlacement;
  onWindowPlaced: (window: BrowserWindow) => void;
} {
  return {
    choosePlacement: (displays, dmDisplayId) =>
      recallPlacement(store.current(), displays, dmDisplayId, choosePlayerPlacement) as
        PlayerPlacement | undefined,
    onWindowPlaced(window) {
      if (window.isDestroyed() || !window.isVisible()) return;
      const bounds = window.getBounds();
      const display = screen.getDisplayMatching(bounds);
      store.update(rememberPlacement(store.current(), display, bounds, window.isFullScreen()));
    },
  };
}
