import type { BrowserWindow, Screen } from 'electron';
import { choosePlayerPlacement, type PlayerPlacement } from './displayPlacement';

export interface PlayerDisplayDeps {
  readonly screen: Pick<Screen, 'getAllDisplays' | 'getDisplayMatching' | 'on' | 'off'>;
  readonly dmWindow: BrowserWindow;
  /** Creates the hardened player window at a placement. */
  readonly createWindow: (placement: PlayerPlacement | undefined) => BrowserWindow;
  /** Told whenever the player window appears or goes away (the menu shows a check mark). */
  readonly onVisibilityChange: (visible: boolean) => void;
  /** Chooses the placement (the remembered one per display); the default choice otherwise. */
  readonly choosePlacement?: typeof choosePlayerPlacement;
  /** Told when the DM moves, resizes or fullscreens the player window, to remember it. */
  readonly onWindowPlaced?: (window: BrowserWindow) => void;
}

/** The player window: shown, hidden and moved to the right display as displays come and go. */
export interface PlayerDisplay {
  show(): void;
  toggle(): void;
  isVisible(): boolean;
  dispose(): void;
}

/** Manages the player window and follows display changes while it exists. */
export function createPlayerDisplay(deps: PlayerDisplayDeps): PlayerDisplay {
  let window: BrowserWindow | undefined;
  let current: PlayerPlacement | undefined;

  const choose = (): PlayerPlacement | undefined => {
    const dm = deps.dmWindow;
    const dmDisplay = dm.isDestroyed() ? undefined : deps.screen.getDisplayMatching(dm.getBounds());
    return (deps.choosePlacement ?? choosePlayerPlacement)(
      deps.screen.getAllDisplays(),
      dmDisplay?.id,
    );
  };

  const apply = (target: BrowserWindow, placement: PlayerPlacement): void => {
    if (target.isFullScreen()) target.setFullScreen(false);
    target.setBounds(placement.bounds);
    if (placement.mode === 'fullscreen') target.setFullScreen(true);
  };

  /** Moves the window only when the display or mode changes, so a window the DM moved stays put. */
  const follow = (): void => {
    if (!window || window.isDestroyed()) return;
    const next = choose();
    if (!next || (next.mode === current?.mode && next.displayId === current.displayId)) return;
    current = next;
    apply(window, next);
  };

  deps.screen.on('display-added', follow);
  deps.screen.on('display-removed', follow);
  deps.screen.on('display-metrics-changed', follow);

  const show = (): void => {
    if (window && !window.isDestroyed()) {
      window.show();
      follow();
    } else {
      current = choose();
      const created = deps.createWindow(current);
      window = created;
      created.on('show', () => deps.onVisibilityChange(true));
      const placed = (): void => deps.onWindowPlaced?.(created);
      for (const event of ['moved', 'resized', 'enter-full-screen', 'leave-full-screen'] as const) {
        created.on(event as 'moved', placed);
      }
      created.on('hide', () => deps.onVisibilityChange(false));
      created.on('closed', () => {
        if (window === created) window = undefined;
        deps.onVisibilityChange(false);
      });
    }
  };

  return {
    show,
    toggle() {
      if (window && !window.isDestroyed() && window.isVisible()) window.hide();
      else show();
    },
    isVisible: () => Boolean(window && !window.isDestroyed() && window.isVisible()),
    dispose() {
      deps.screen.off('display-added', follow);
      deps.screen.off('display-removed', follow);
      deps.screen.off('display-metrics-changed', follow);
      if (window && !window.isDestroyed()) window.destroy();
      window = undefined;
    },
  };
}
