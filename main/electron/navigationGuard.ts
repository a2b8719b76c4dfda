import type { WebContents } from 'electron';

/**
 * Keeps a page where it was loaded: every navigation away is cancelled, every request for a
 * new window is denied and webviews cannot be attached. The app's pages switch views by hash,
 * which is not a navigation.
 */
export function guardNavigation(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
