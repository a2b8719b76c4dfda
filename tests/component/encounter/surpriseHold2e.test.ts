// 2e surprise and wrestling holds on the DM's encounter screen, on main's real core: the surprise
// panel rolls with the DM's typed dice per side or takes the DM's ruling of the sides surprised
// (2E-SURP-01, -02), then names the result; a held creature's card shows its hold, continued
// another round (with the Strength bonus when ticked) or broken (2E-NL-12, -13).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { Language } from '../../../shared/i18n/index';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';

let dataDir: string | undefined;
let core: Core | undefined;
let page: MountedPage | undefined;

afterEach(async () => {
  page?.destroy();
  await core?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  page = undefined;
  core = undefined;
});

/** Rath of the party and an orc of the foes, the fight not started. */
async function scene(
  language: Language = 'en',
): Promise<{ dm: MountedPage; core: Core; sent: Record<string, unknown>[] }> {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-2e-surprise-'));
  core = await createCore({
    dataDir,
    initialLanguage: language,
    logger: { warn: vi.fn(), error: vi.fn() },
    system: 'adnd2e',
    seed: 7,
  });
  const dm = mountPage('dm', loopbackTransport(core, 'dm'));
  page = dm;
  // the first screen of a run loads the DM window's code, slower than a change on a loaded machine
  await vi.waitFor(() => expect(dm.all('encounter-screen')).toHaveLength(1), {
    timeout: SCREEN_TEST_MS / 2,
    interval: 20,
  });
  core.encounter.dispatch({
    type: 'addCombatants',
    combatants: [
      {
        id: 'rath',
        name: 'Rath',
        kind: 'pc',
        side: 'party',
        statblock: { name: 'Rath', classes: [{ group: 'warrior', level: 3 }], hp: 24 },
      },
      {
        id: 'orc',
        name: 'Orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Orc', hitDice: '1', hp: 60 },
      },
    ],
  });
  const sent: Record<string, unknown>[] = [];
  const encounter = core.encounter;
  const original = encounter.dispatch.bind(encounter);
  vi.spyOn(encounter, 'dispatch').mockImplementation((command) => {
    sent.push(command as Record<string, unknown>);
    return original(command);
  });
  return { dm, core, sent };
}

const click = (el: Element | null | undefined): void => {
  (el as HTMLElement | null)?.click();
  flushSync();
};

describe('2e surprise on the encounter screen', { timeout: SCREEN_TEST_MS }, () => {
  it('2E-SURP-02: the DM rules the foes surprised instead of the dice', async () => {
    const { dm, sent } = await scene();
    await until(() => expect(dm.all('surprise-2e')).toHaveLength(1));
    click(dm.one('surprise-2e-side-foes'));
    click(dm.one('surprise-2e-rule'));
    await until(() => expect(dm.all('surprise-2e-result')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'surprise', surprisedSides: ['foes'] });
    expect(dm.one('surprise-2e-result').textContent?.trim()).toBe('Surprised: Foes');
  });

  it('2E-SURP-02: nothing ticked is the ruling that nobody is surprised', async () => {
    const { dm, sent } = await scene();
    await until(() => expect(dm.all('surprise-2e')).toHaveLength(1));
    click(dm.one('surprise-2e-rule'));
    await until(() => expect(dm.all('surprise-2e-result')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'surprise', surprisedSides: [] });
    expect(dm.one('surprise-2e-result').textContent?.trim()).toBe('Surprised: nobody');
  });

  it('2E-SURP-01: the DM’s typed d10s roll it: a 2 surprises the party, a 9 not the foes', async () => {
    const { dm, sent } = await scene();
    await until(() => expect(dm.all('surprise-2e')).toHaveLength(1));
    typeInto(dm.one('surprise-2e-die-party'), '2');
    typeInto(dm.one('surprise-2e-die-foes'), '9');
    click(dm.one('surprise-2e-roll'));
    await until(() => expect(dm.all('surprise-2e-result')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({
      type: 'surprise',
      typedRolls: { 'surprise:party': [2], 'surprise:foes': [9] },
    });
    expect(dm.one('surprise-2e-result').textContent?.trim()).toBe('Surprised: Party');
  });

  it('a typed face beyond the die is refused before anything is sent', async () => {
    const { dm, sent } = await scene();
    await until(() => expect(dm.all('surprise-2e')).toHaveLength(1));
    typeInto(dm.one('surprise-2e-die-party'), '11');
    click(dm.one('surprise-2e-roll'));
    expect(dm.one('surprise-2e').querySelector('[role="alert"]')).not.toBeNull();
    expect(sent).toHaveLength(0);
  });

  for (const [language, result] of [
    ['uk', 'Застигнуто зненацька:'],
    ['ru', 'Застигнуты врасплох:'],
  ] as const) {
    it(`names the panel and the result in ${language}`, async () => {
      const { dm } = await scene(language);
      await until(() => expect(dm.all('surprise-2e')).toHaveLength(1));
      expect(dm.one('surprise-2e').textContent).not.toMatch(/surprise2e\.|Roll surprise/);
      click(dm.one('surprise-2e-rule'));
      await until(() => expect(dm.one('surprise-2e-result').textContent).toContain(result));
    });
  }
});

describe('a 2e wrestling hold on the held creature’s card', { timeout: SCREEN_TEST_MS }, () => {
  it('2E-NL-13: continued, then with the Strength bonus, then broken', async () => {
    const { dm, core, sent } = await scene();
    // a modified 20 wrestles the orc into a hold (Table 58)
    core.encounter.dispatch({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      form: 'wrestle',
      typedRolls: { attack: [20] },
    });
    const orcRow = (): HTMLElement | undefined =>
      dm.all('dm-combatant').find((r) => r.textContent?.includes('Orc'));
    // the orc's row is on the screen; the hold itself shows on his panel once he is selected
    await until(() => expect(orcRow()).toBeDefined());
    click(orcRow()?.querySelector('button.hit'));
    await until(() =>
      expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Orc'),
    );
    await until(() => expect(dm.all('hold-2e')).toHaveLength(1));
    expect(dm.one('hold-2e-row').textContent).toContain('Rath holds Orc: 1 round(s) so far');
    click(dm.one('hold-2e-continue'));
    await until(() => expect(dm.one('hold-2e-row').textContent).toContain('2 round(s)'));
    expect(sent.at(-1)).toEqual({ type: 'continueHold', combatantId: 'orc' });
    click(dm.one('hold-2e-strength'));
    click(dm.one('hold-2e-continue'));
    await until(() => expect(dm.one('hold-2e-row').textContent).toContain('3 round(s)'));
    expect(sent.at(-1)).toEqual({ type: 'continueHold', combatantId: 'orc', addStrength: true });
    click(dm.one('hold-2e-break'));
    await until(() => expect(dm.all('hold-2e')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({ type: 'breakHold', combatantId: 'orc' });
  });
});
