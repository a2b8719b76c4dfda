// Steps every "evening at the table" test takes the same way: photographing both windows with
// the language of the screens checked, finding a creature by its name, exporting the fight in
// every format, and reading a row of the exported summary.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DmEncounterView } from '../../../shared/ipc/index';
import type { DmSession } from './dmSession';

/** Every format the export dialog offers. */
export const exportFormats = ['md', 'html', 'csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * A camera for both windows: each call saves `NN-step-dm.png` and `NN-step-player.png` in
 * `dir`, numbered in the order of the evening, and fails when either window's text matches
 * `foreign` (words of another language, catalogue keys left on screen).
 */
export function sessionCamera(
  session: DmSession,
  player: Page,
  dir: string,
  foreign: RegExp,
): (step: string) => Promise<void> {
  let shot = 0;
  let made = false;
  return async (step) => {
    if (!made) {
      await mkdir(dir, { recursive: true });
      made = true;
    }
    shot += 1;
    const n = String(shot).padStart(2, '0');
    await session.dm.screenshot({ path: `${dir}/${n}-${step}-dm.png` });
    await player.screenshot({ path: `${dir}/${n}-${step}-player.png` });
    for (const [who, page] of [
      ['dm', session.dm],
      ['player', player],
    ] as const) {
      const text = await page.locator('body').innerText();
      // The offending word and its line, not the whole window's text.
      const line = text.split('\n').find((l) => foreign.test(l));
      expect(line, `${step} ${who}`).toBeUndefined();
    }
  };
}

/** The id of the creature called `name` in the encounter. */
export function idOf(view: DmEncounterView, name: string): string {
  const c = Object.values(view.encounter.combatants).find((x) => x.name === name);
  if (!c) throw new Error(`no combatant ${name}`);
  return c.id;
}

/** The names of the creatures whose names start with `prefix`, in the order they were added. */
export function namesStartingWith(view: DmEncounterView, prefix: string): string[] {
  return view.encounter.combatantIds
    .map((id) => view.encounter.combatants[id]?.name ?? '')
    .filter((name) => name.startsWith(prefix));
}

/** The live fight exported in every format for the DM, as the export dialog runs it. */
export async function exportEveryFormat(session: DmSession): Promise<Record<ExportFormat, string>> {
  const out: Partial<Record<ExportFormat, string>> = {};
  for (const format of exportFormats) {
    const outcome = await session.call('export.run', {
      jobId: `j-${format}`,
      source: { kind: 'live' },
      format,
      audience: 'dm',
      destination: 'download',
    });
    if (outcome.status !== 'download') throw new Error(`export ${format}: ${outcome.status}`);
    out[format] = await (await fetch(`${session.app.origin}${outcome.url}`)).text();
  }
  return out as Record<ExportFormat, string>;
}

/** The cells of the Markdown summary's row of `name` (empty when the table has no such row). */
export function summaryRow(md: string, name: string): string[] {
  return (md.split('\n').find((l) => l.startsWith(`| ${name} |`)) ?? '')
    .split('|')
    .map((c) => c.trim());
}
