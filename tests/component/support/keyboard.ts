// The DM's keys in a component test: a key pressed where the focus is, Enter in a form, an
// option picked in a select; each flushed so the screen shows its effect at once.
import { flushSync } from 'svelte';

/** A key pressed on the focused element (the page when nothing has the focus). */
export function press(key: string, shift = false): void {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key;
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, code, shiftKey: shift, bubbles: true, cancelable: true }),
  );
  flushSync();
}

/** Enter in a form's field: it submits the form. */
export function submit(form: HTMLElement): void {
  (form as HTMLFormElement).requestSubmit();
  flushSync();
}

/** Picks an option of a select, as the arrow keys do. */
export function choose(select: HTMLElement, value: string): void {
  (select as HTMLSelectElement).value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}
