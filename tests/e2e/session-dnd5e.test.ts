// A D&D 5e evening as a DM plays it, in English, in a real Chromium against `npm run serve`:
// a campaign with a party of two on the roster, the party into the fight with one key, goblins
// and a specter from the library, initiative, three rounds (an attack from the goblin's
// statblock against the selected PC, fire damage the specter resists, a condition with a
// duration, a PC down and her death saves, a lingering injury), undo and redo, the end with the
// write-back, the roster after it, and every export format read back with its summary checked
// against the log. Both windows are photographed at each step (tests/e2e/artifacts/session-5e-*).
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmEncounterView } from '../../shared/ipc/index';
import { openDmSession, type DmSession } from './support/dmSession';

const artifacts = resolve('tests/e2e/artifacts');
let session: DmSession;
let player: Page;
let shot = 0;

/** Photographs both windows, numbered in the order of the evening. */
async function snap(step: string): Promise<void> {
  shot += 1;
  const n = String(shot).padStart(2, '0');
  await session.dm.screenshot({ path: `${artifacts}/session-5e-${n}-${step}-dm.png` });
  await player.screenshot({ path: `${artifacts}/session-5e-${n}-${step}-player.png` });
}

const idOf = (view: DmEncounterView, name: string): string => {
  const c = Object.values(view.encounter.combatants).find((x) => x.name === name);
  if (!c) throw new Error(`no combatant ${name}`);
  return c.id;
};

/** Next turn (N) until it is `name`'s turn (the round's order decides how many presses). */
async function turnOf(name: string): Promise<void> {
  const { dm, keys } = session;
  const turn = dm.getByTestId('encounter-turn').locator('.who');
  for (let i = 0; i < 8; i++) {
    const before = `${await dm.getByTestId('encounter-turn').innerText()}`;
    await keys.press('n');
    await dm
      .waitForFunction(
        (text) => document.querySelector('[data-testid="encounter-turn"]')?.textContent !== text,
        before.replace(/\s+/g, ' '),
        { timeout: 10_000 },
      )
      .catch(() => null);
    await keys.answerTiesIfAsked();
    if ((await turn.innerText()).includes(name)) {
      // The screen selects the creature whose turn it is a frame later: wait for it, so the
      // DM's next selection is not undone by it.
      await dm
        .getByTestId('selected-combatant')
        .locator('h2', { hasText: new RegExp(`^${name}$`) })
        .waitFor({ timeout: 10_000 });
      return;
    }
  }
  throw new Error(`never ${name}'s turn`);
}

async function view(): Promise<DmEncounterView> {
  return session.call('encounter.get', {});
}

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  session = await openDmSession();
  player = await session.browser.open(session.app.playerUrl, { width: 1280, height: 720 });
}, 60_000);

afterAll(async () => {
  await session?.close();
});

describe('a 5e session by keyboard', () => {
  it('plays a whole fight and exports what the log says', { timeout: 120_000 }, async () => {
    const { dm, keys, call, command } = session;
    // The campaign and its roster.
    const { campaign } = await call('campaign.create', {
      name: 'Rime',
      system: 'dnd5e',
      language: 'en',
      options: { lingeringInjuries: true },
    });
    for (const [name, hp] of [
      ['Aria', 12],
      ['Borin', 20],
    ] as const) {
      await call('roster.add', {
        campaignId: campaign.id,
        entry: {
          kind: 'pc',
          name,
          quick: { ac: 14, initiativeBonus: 1 },
          state: { maxHp: hp },
        },
      });
    }
    await dm.getByTestId('order-empty').waitFor();
    await snap('empty');

    // The party in one key.
    await keys.press('Shift+A');
    await dm.locator('[data-testid="dm-combatant"]').nth(1).waitFor();
    expect(await keys.rowNames()).toEqual(['Aria', 'Borin']);

    // Monsters from the library.
    for (const [query, count] of [
      ['goblin', 2],
      ['specter', 1],
    ] as const) {
      const page = await call('library.search', { text: query, system: 'dnd5e', limit: 5 });
      const hit = page.items.find((i) => i.name.toLowerCase() === query);
      if (!hit) throw new Error(`no ${query} in the library`);
      await call('library.addToEncounter', { id: hit.id, count });
    }
    await dm.locator('[data-testid="dm-combatant"]').nth(4).waitFor();
    let v = await view();
    const aria = idOf(v, 'Aria');
    const borin = idOf(v, 'Borin');
    const goblin1 = idOf(v, 'Goblin 1');
    const specter = idOf(v, 'Specter');
    await snap('party-and-monsters');

    // Initiative as the table rolled it, then the fight starts (N).
    for (const [id, score] of [
      [aria, 18],
      [goblin1, 15],
      [borin, 12],
      [specter, 8],
    ] as const) {
      await command({ type: 'setInitiative', combatantId: id, score });
    }
    v = await view();
    const goblin2 = idOf(v, 'Goblin 2');
    // Copies of one creature share one initiative (5E-INIT-02); a lone copy gets its own.
    await command({ type: 'setInitiative', combatantId: goblin2, score: 15 }).catch(() => null);
    await keys.press('n');
    await keys.answerTiesIfAsked();
    await dm.getByTestId('encounter-turn').locator('.who', { hasText: 'Aria' }).waitFor();
    await snap('round-1');

    // Round 1. Aria hits the specter with fire (resisted: 10 → 5); the attacker defaults to her.
    await keys.select('Specter');
    await keys.press('d');
    await keys.type('10');
    await dm.getByTestId('damage-type').selectOption('fire');
    expect(await dm.getByTestId('damage-attacker').inputValue()).toBe(aria);
    await dm.getByTestId('damage-amount').focus();
    await keys.press('Enter');
    await dm.getByTestId('damage-form').waitFor({ state: 'detached' });
    v = await view();
    expect(v.encounter.combatants[specter]?.hp).toBe(
      (v.encounter.combatants[specter]?.maxHp ?? 0) - 5,
    );
    // The goblins' turn: their scimitar from the statblock against the selected Aria, in one
    // click, with the DM's d20 typed.
    await turnOf('Goblin 1');
    await keys.select('Aria');
    const acting = dm.getByTestId('acting-statblock');
    await acting.waitFor();
    await acting.locator('#acting-statblock-attack-roll').fill('15');
    await acting.getByTestId('statblock-attack').first().click();
    await dm
      .getByTestId('log-panel')
      .getByText(/Goblin 1 attacks Aria/)
      .first()
      .waitFor();
    await snap('statblock-attack');
    // Borin: frightened until the end of his next turn (a condition with a duration).
    await turnOf('Borin');
    await command({
      type: 'addCondition',
      combatantId: borin,
      key: 'frightened',
      duration: { at: 'turnEnd', of: borin, rounds: 1 },
    });
    await turnOf('Aria'); // round 2

    // Round 2. Aria is dropped by the goblin (the rest of her HP), then rolls death saves.
    await turnOf('Goblin 1');
    await keys.select('Aria');
    const ariaHp = (await view()).encounter.combatants[aria]?.hp ?? 0;
    await keys.damage(String(ariaHp));
    await keys.waitHp('Aria', 0);
    await snap('pc-down');
    // Dropping to 0 HP asks for a lingering injury (5E-INJURY-01): the DM rolls it.
    const asked = (await view()).encounter.prompts.find((p) => p.kind === 'lingeringInjury');
    if (asked) {
      // The DM types the d20 of the injury table and takes the roll (Enter in the field).
      const card = dm.locator('[data-testid="prompt"][data-kind="lingeringInjury"]');
      await card.locator('[data-testid="prompt-roll"]').fill('4');
      await card.locator('[data-testid="prompt-roll"]').press('Enter');
    } else {
      await command({ type: 'lingeringInjury', combatantId: aria });
    }
    await dm.getByTestId('prompts').waitFor({ state: 'detached' });
    await turnOf('Aria'); // round 3: her death save
    await command({ type: 'deathSave', combatantId: aria, typedRolls: { deathSave: [14] } });

    // Undo and redo the save.
    await keys.press('Control+z');
    await dm.getByTestId('redo').and(dm.locator(':enabled')).waitFor();
    await keys.press('Control+y');
    await snap('round-3');

    // Round 3: Borin kills Goblin 1 (the kill is his: the damage form names him).
    await turnOf('Borin');
    await keys.select('Goblin 1');
    await keys.damage('20');

    // The end, with the write-back.
    await keys.press('Shift+E');
    await keys.press('Enter');
    await dm.getByTestId('encounter-ended').waitFor();
    await snap('ended');
    const after = await call('campaign.get', {});
    const ariaAfter = after?.roster.find((e) => e.name === 'Aria');
    expect(ariaAfter?.state.hp).toBe(0);
    expect(ariaAfter?.state.injuries.length).toBe(1);

    // Every export format, read back.
    const exported: Record<string, string> = {};
    for (const format of ['md', 'html', 'csv', 'json'] as const) {
      const outcome = await call('export.run', {
        jobId: `j-${format}`,
        source: { kind: 'live' },
        format,
        audience: 'dm',
        destination: 'download',
      });
      if (outcome.status !== 'download') throw new Error(`export ${format}: ${outcome.status}`);
      exported[format] = await (await fetch(`${session.app.origin}${outcome.url}`)).text();
    }
    const md = exported.md ?? '';
    // The summary adds up to the log: the specter took 5, Borin dealt the 20 that killed.
    const rowOf = (name: string): string[] =>
      (md.split('\n').find((l) => l.startsWith(`| ${name} |`)) ?? '')
        .split('|')
        .map((c) => c.trim());
    expect(rowOf('Specter')[4]).toBe('5');
    expect(Number(rowOf('Borin')[3])).toBeGreaterThanOrEqual(7);
    expect(rowOf('Borin')[6]).toBe('1');
    expect(md).toContain('Rime');
    expect(exported.html).toContain('Goblin 1');
    expect(exported.csv?.split('\n').length).toBeGreaterThan(20);
    const json = JSON.parse(exported.json ?? '{}') as { encounters?: { name: string }[] };
    expect(json.encounters?.[0]?.name).toBeTruthy();
  });
});
