import { flushSync, mount, unmount } from 'svelte';
import type { WindowRole } from '../../../shared/ipc/index';
import App from '../../../renderer/App.svelte';
import type { Transport } from '../../../renderer/lib/ipc/transport';

/** A page of the app mounted into its own container of the test document. */
export interface MountedPage {
  readonly root: HTMLElement;
  /** All elements matching a data-testid. */
  all(testId: string): HTMLElement[];
  one(testId: string): HTMLElement;
  destroy(): void;
}

/** Mounts the app's root component as the given page on the given transport. */
export function mountPage(page: WindowRole, transport: Transport, playerUrl?: string): MountedPage {
  const root = document.createElement('div');
  document.body.append(root);
  const component = mount(App, {
    target: root,
    props: { route: { page, dmToken: undefined }, transport, playerUrl },
  });
  flushSync();
  const all = (testId: string): HTMLElement[] => [
    ...root.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`),
  ];
  return {
    root,
    all,
    one(testId) {
      const [element] = all(testId);
      if (!element) throw new Error(`no element with data-testid="${testId}"`);
      return element;
    },
    destroy() {
      unmount(component);
      root.remove();
    },
  };
}

/** Types into an input the way a user does, so bound state updates. */
export function typeInto(input: HTMLElement, text: string): void {
  (input as HTMLInputElement).value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}
