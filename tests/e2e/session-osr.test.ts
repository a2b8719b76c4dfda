// An OSR (B/X-style) evening as a Referee plays it, in Ukrainian, in a real Chromium against
// `npm run serve`, by keyboard where the screen has keys for it: an OSR campaign with a party of
// four typed into the roster form (fighter, cleric, thief, magic-user), the party into the fight
// with one key, Basic Fantasy kobolds and a giant ant imported into the campaign's library, the
// encounter procedure (scene, encounter check in a dungeon, surprise, reaction), side initiative
// with the table's d6s typed and tied, the phased round, attacks from the statblock, damage by
// key, a flask of burning oil and its fire put out, morale (2d6 against ML, the dice typed), a
// kobold killed (out of the order on both screens), two escapes (the party's fails and gives the
// kobolds their free surprise round; the monsters' succeeds), undo and redo, the end with the
// write-back, the roster after it, and every export format read back with its summary checked
// against the log. Both windows are photographed at each step (tests/e2e/artifacts/session-osr/).
//
// The encounter procedure (the scene, the encounter check, surprise, reaction, putting a fire
// out, flagging morale and fleeing) goes through the screen's OSR procedure panel, each step
// sent with Enter; the oil flask, which the statblock has no control for, through the
// rules-actions palette (Ctrl+K, the command's name typed, its form filled, Ctrl+Enter).
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmEncounterView } from '../../shared/ipc/index';
import { openDmSession, type DmSession } from './support/dmSession';
import {
  exportEveryFormat,
  idOf,
  namesStartingWith,
  sessionCamera,
  summaryRow,
} from './support/sessionSteps';

const artifacts = resolve('tests/e2e/artifacts/session-osr');
const bestiary = resolve('tests/fixtures/library/interop/basic-fantasy-excerpt.json');
let session: DmSession;
let player: Page;
let snap: (step: string) => Promise<void>;

/**
 * What a Ukrainian OSR screen must not show: English words of the interface, Russian letters,
 * 5e vocabulary, catalogue keys, an answer left as the engine's word (»: roll). (The imported bestiary's creatures keep their English names
 * and descriptions: they are the book's, not the interface's.)
 */
const FOREIGN =
  /\bRound\b|(?<!Improved )\bInitiative\b|\bParty\b|\bFoes\b|\bHP\b|\bAC\b|Temp|\bcrit|[ыэъё]|\b[a-z]+\.[a-z]+[A-Z][a-zA-Z]*\b|\b[a-z]+:[a-z]+\.[a-z]|»: [a-z]+\b/;

/** The names the player display shows as acting now. */
async function actingOnPlayer(): Promise<string[]> {
  const names = player.locator('[data-testid="player-combatant"].active .name');
  return (await names.allInnerTexts()).map((n) => n.trim());
}

async function view(): Promise<DmEncounterView> {
  return session.call('encounter.get', {});
}

beforeAll(async () => {
  session = await openDmSession();
  player = await session.browser.open(session.app.playerUrl, { width: 1280, height: 720 });
  snap = sessionCamera(session, player, artifacts, FOREIGN);
}, 60_000);

afterAll(async () => {
  await session?.close();
});

describe('an OSR session by keyboard, in Ukrainian', () => {
  it('plays a whole fight and exports what the log says', { timeout: 170_000 }, async () => {
    const { dm, keys, call } = session;

    /** Ctrl+K, the command found by typing its name, Enter: its form is open. */
    async function palette(type: string): Promise<void> {
      await keys.press('Control+k');
      await dm.getByTestId('actions-search').and(dm.locator(':focus')).waitFor();
      await keys.type(type);
      await dm
        .locator(`[data-testid="action-entry"][aria-selected="true"][data-command="${type}"]`)
        .waitFor();
      await keys.press('Enter');
      await dm.locator(`[data-testid="action-form"][data-command="${type}"]`).waitFor();
    }
    const field = (name: string) =>
      dm.locator(`[data-testid="action-form"] [data-field="${name}"]`);
    /** A dice field of the open form, by its roll purpose. */
    const dice = (n: number) => dm.getByTestId('action-roll').nth(n);
    /** Sends the open form with Ctrl+Enter; the palette closes when the rules accept it. */
    async function send(): Promise<void> {
      await keys.press('Control+Enter');
      try {
        await dm.getByTestId('actions-palette').waitFor({ state: 'detached', timeout: 10_000 });
      } catch (error) {
        await dm.screenshot({ path: `${artifacts}/failed-palette.png` });
        throw new Error(`palette: ${await dm.getByTestId('actions-palette').innerText()}`, {
          cause: error,
        });
      }
    }

    /**
     * A step of the OSR procedure panel sent with Enter from the control `from`; its result
     * must read `shown`. The focus leaves the panel after it, so the screen's keys work again.
     */
    async function procedure(from: string, result: string, shown: RegExp): Promise<void> {
      await dm.getByTestId(from).press('Enter');
      try {
        await dm.getByTestId(result).filter({ hasText: shown }).waitFor({ timeout: 10_000 });
      } catch (error) {
        await dm.screenshot({ path: `${artifacts}/failed-procedure.png` });
        throw new Error(`procedure: ${await dm.getByTestId('osr-procedure').innerText()}`, {
          cause: error,
        });
      }
      await dm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }

    /**
     * The melee attack of a statblock card (`acting-statblock`: the creature whose turn it is,
     * against the selection; `statblock`: the selected creature, against the marked one) with
     * the d20 and the damage typed; the card must name `target` before the click.
     */
    async function statblockAttack(
      card: 'acting-statblock' | 'statblock',
      target: string,
      d20: string,
      damage: string,
    ): Promise<void> {
      const block = dm.getByTestId(card);
      try {
        await block.getByTestId('statblock-against').filter({ hasText: target }).waitFor();
        await block.locator(`#${card}-attack-roll`).fill(d20);
        await block.locator(`#${card}-damage-roll`).fill(damage);
        await block.getByTestId('statblock-attack').first().click({ timeout: 10_000 });
      } catch (error) {
        await dm.screenshot({ path: `${artifacts}/failed-attack.png` });
        throw error;
      }
    }

    // The campaign, in Ukrainian, with the B/X morale convention (2d6 against ML).
    const { campaign } = await call('campaign.create', {
      name: 'Гробниця кобольдів',
      system: 'osr',
      language: 'uk',
      options: { moraleConvention: 'mlTwoD6' },
    });
    await call('campaign.open', { campaignId: campaign.id });
    await dm.locator('html[lang="uk"]').waitFor();

    // The party typed into the roster form (Alt+2): name, HP, AC, Hit Dice, THAC0, damage.
    const party = [
      ['Гордій', 'Воїн 3-го рівня', 22, 4, '3', 17, '1d8'],
      ['Отець Тарас', 'Клірик 3-го рівня', 15, 5, '3', 19, '1d6'],
      ['Лис', 'Злодій 3-го рівня', 11, 7, '3', 19, '1d6'],
      ['Мирослава', 'Чарівниця 3-го рівня', 8, 9, '3', 19, '1d4'],
    ] as const;
    await keys.press('Alt+Digit2');
    await dm.getByTestId('roster-screen').waitFor();
    for (const [name, role, hp, ac, hd, thac0, damage] of party) {
      await dm.getByTestId('roster-add').click();
      const form = dm.getByTestId('roster-form');
      await form.getByTestId('statblock-fields').waitFor();
      await dm.getByTestId('roster-name').fill(name);
      await dm.getByTestId('roster-max-hp').fill(String(hp));
      await dm.getByTestId('roster-ac').fill(String(ac));
      await form.getByTestId('sb-hd').fill(hd);
      await form.getByTestId('sb-osr-thac0').fill(String(thac0));
      await form.getByTestId('sb-osr-thac0').press('Tab');
      await form.getByTestId('sb-osr-damage').fill(damage);
      await form.locator('textarea').last().fill(role);
      await dm.getByTestId('roster-save').click();
      await dm.getByTestId('roster-form').waitFor({ state: 'detached' });
    }
    await expect.poll(async () => (await call('campaign.get', {}))?.roster.length).toBe(4);
    await snap('roster');

    // The encounter screen (Alt+3), the party in one key.
    await keys.press('Alt+Digit3');
    await dm.getByTestId('order-empty').waitFor();
    await keys.press('Shift+A');
    await dm.locator('[data-testid="dm-combatant"]').nth(3).waitFor();
    expect(await keys.rowNames()).toEqual(party.map((p) => p[0]));

    // Basic Fantasy monsters: the bestiary file imported into the campaign's library, then
    // three kobolds and a giant ant from it.
    await dm.getByTestId('library-open').click();
    await dm.getByTestId('library-import').click();
    await dm.getByTestId('import-dialog').waitFor();
    await dm.getByTestId('import-scope').selectOption('campaign');
    // The bestiary's JSON names no rule system: the dialog asks for it as for a CSV file.
    await dm.getByTestId('import-csv-system').selectOption('osr');
    await dm.getByTestId('import-file').setInputFiles(bestiary);
    await dm.getByTestId('import-preview').waitFor();
    await snap('bestiary-import');
    await dm.getByTestId('import-commit').click();
    await dm.getByTestId('import-done').waitFor();
    await dm.getByTestId('import-close').click();
    for (const [name, count] of [
      ['Kobold', 3],
      ['Ant, Giant', 1],
    ] as const) {
      await dm.getByTestId('library-search').fill(name);
      await dm.getByTestId('library-item').filter({ hasText: name }).first().click();
      await dm.getByTestId('statblock-name').filter({ hasText: name }).waitFor();
      await dm.getByTestId('library-add-count').fill(String(count));
      await dm.getByTestId('library-add-submit').click();
      await dm.getByTestId('library-notice').filter({ hasText: name }).waitFor();
    }
    await snap('library');
    await dm.getByTestId('library-close').click();
    await dm.locator('[data-testid="dm-combatant"]').nth(7).waitFor();
    let v = await view();
    const fighter = idOf(v, 'Гордій');
    const cleric = idOf(v, 'Отець Тарас');
    const thief = idOf(v, 'Лис');
    const kobolds = namesStartingWith(v, 'Kobold');
    const antName = namesStartingWith(v, 'Ant, Giant')[0] ?? '';
    const ant = idOf(v, antName);
    expect(kobolds).toHaveLength(3);
    await snap('party-and-monsters');

    // The encounter procedure before round 1, in the procedure panel.
    await keys.select('Гордій');
    await dm.getByTestId('osr-scene-env').selectOption('dungeon');
    await procedure('osr-scene-set', 'osr-scene-now', /Підземелля/);
    // The wandering-monster check in the dungeon: the Referee's d6 shows 1, an encounter.
    await dm.getByTestId('osr-check-d6').fill('1');
    await procedure('osr-check-d6', 'osr-check-result', /з 6, зустріч/);
    // Surprise, a d6 for each side: 5 for the party, 4 for the kobolds, nobody surprised.
    await dm.getByTestId('osr-surprise-d6-party').fill('5');
    await dm.getByTestId('osr-surprise-d6-foes').fill('4');
    await procedure('osr-surprise-d6-foes', 'osr-surprise-result', /Ніхто не заскочений/);
    // Reaction, 2d6: 1 and 1, hostile.
    await dm.getByTestId('osr-reaction-2d6').fill('1 1');
    await procedure('osr-reaction-2d6', 'osr-reaction-result', /2к6 2, Ворожа/);
    v = await view();
    const sys = v.encounter.sys as {
      scene?: { env: string };
      procedure?: Record<string, boolean>;
      reaction?: { total: number; band: string };
      surprise?: { surprised?: string[] };
    };
    expect(sys.scene?.env).toBe('dungeon');
    expect(sys.procedure).toMatchObject({ encounterCheck: true, surprise: true, reaction: true });
    expect(sys.reaction).toMatchObject({ total: 2, band: 'hostile' });
    await snap('procedure');

    // Round 1 opens with its declarations; the table's d6s are typed in the round panel, the
    // same for both sides (a tie: they act together, OSR-INIT-02), and N rolls with them.
    await keys.press('n');
    await dm.getByTestId('round-panel').waitFor();
    await dm.getByLabel('d6 для: Загін').fill('4');
    await dm.getByLabel('d6 для: Вороги').fill('4');
    await dm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await snap('declarations');
    await keys.press('n');
    await expect
      .poll(async () => ((await view()).encounter.sys as { initiative?: unknown }).initiative)
      .toMatchObject({ round: 1, dice: { party: 4, foes: 4 }, order: [['party', 'foes']] });
    await snap('initiative-tie');

    /** Next step of the round (N) until the order's current step is `slotKey`. */
    /** What the DM window shows of the round: each step's state and whose turn it is. */
    const shownStep = () =>
      dm.evaluate(() => {
        const steps = document.querySelectorAll(
          '[data-testid="round-phase"], [data-testid="round-step"]',
        );
        const states = [...steps].map((e) => e.getAttribute('data-state')).join('|');
        const round = document.querySelector('[data-testid="encounter-round"]')?.textContent;
        return `${round} ${states}`;
      });
    /** Next step of the round (N) until the current step is `slotKey`. */
    async function stepTo(slotKey: string): Promise<void> {
      for (let i = 0; i < 12; i++) {
        const { encounter } = await view();
        if (encounter.turn?.slotKey === slotKey) return;
        const before = await shownStep();
        await keys.press('n');
        await expect.poll(shownStep).not.toBe(before);
        // A new step selects the first creature whose turn it is a frame later: let that
        // happen first, so the DM's next selection is not undone by it.
        await dm.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const now = (await view()).encounter;
        const first = now.combatants[now.turn?.activeIds[0] ?? ''];
        if (first) {
          await dm
            .getByTestId('selected-combatant')
            .locator('h2', { hasText: new RegExp(`^${first.name}$`) })
            .waitFor();
        }
      }
      throw new Error(`never at ${slotKey}`);
    }

    // Both sides' missile phase: the thief throws a flask of burning oil at the giant ant, 20 ft
    // away (the palette: the statblock has no oil flask). The d20 (18 against AC 3) and the
    // fire's 1d4 are typed.
    await stepTo('act:party+foes:missile');
    await keys.select(antName);
    await keys.press('x');
    await keys.select('Лис');
    await palette('attack');
    expect(await field('attackerId').inputValue()).toBe(thief);
    expect(await field('targetId').inputValue()).toBe(ant);
    await field('kind').selectOption('oil');
    await field('rangeFt').fill('20');
    await dice(0).fill('18');
    await dice(2).fill('3');
    await snap('oil-form');
    await send();
    await keys.press('Shift+X');
    v = await view();
    const antHp = v.encounter.combatants[ant]?.maxHp ?? 0;
    expect(v.encounter.combatants[ant]?.hp).toBe(antHp - 3);
    expect(v.encounter.combatants[ant]?.conditions.map((c) => c.key)).toContain('burning');
    await snap('ant-burning');

    // The melee phase. The fighter, whose side acts, strikes Kobold 1 from his statblock (the
    // d20 and the damage typed): 2 damage, the kobold is dead.
    await stepTo('act:party+foes:melee');
    await keys.select(kobolds[0] ?? '');
    await statblockAttack('acting-statblock', kobolds[0] ?? '', '16', '2');
    await keys.waitHp(kobolds[0] ?? '', 0);
    await snap('kobold-killed');
    // The first of the kobolds down: the convention offers a morale check, the Referee takes it.
    const trigger = dm.locator('[data-testid="prompt"][data-kind="moraleTrigger"]');
    await trigger.waitFor();
    await trigger.locator('[data-choice="check"]').click();
    await trigger.waitFor({ state: 'detached' });

    // The ant bites the fighter back: mark him (X), select the ant, its statblock's attack.
    await keys.select('Гордій');
    await keys.press('x');
    await keys.select(antName);
    await statblockAttack('statblock', 'Гордій', '17', '7');
    await keys.waitHp('Гордій', 15);
    await keys.press('Shift+X');
    // The cleric's mace on Kobold 2 by keys: select, D, the amount, the cleric as the attacker.
    await keys.select(kobolds[1] ?? '');
    await keys.press('d');
    await keys.type('1');
    await dm.getByTestId('damage-attacker').selectOption(cleric);
    await dm.getByTestId('damage-amount').focus();
    await keys.press('Enter');
    await dm.getByTestId('damage-form').waitFor({ state: 'detached' });
    await keys.waitHp(kobolds[1] ?? '', 1);
    // The ant rolls in the dirt: the fire is out before it burns again (the procedure panel).
    await keys.select(antName);
    expect(await dm.getByTestId('osr-extinguish-who').inputValue()).toBe(ant);
    await procedure('osr-extinguish-go', 'osr-extinguish-result', /Вогонь загашено/);
    v = await view();
    expect(v.encounter.combatants[ant]?.conditions.map((c) => c.key)).not.toContain('burning');
    await snap('melee');

    // The morale step: 2d6 against the kobolds' ML 6, the Referee's dice typed: 3 + 2, they hold.
    await stepTo('osr:morale');
    const morale = dm.locator('[data-testid="prompt"][data-kind="morale"]');
    await morale.waitFor();
    await snap('morale-prompt');
    await morale.locator('input').first().fill('3 2');
    await morale.locator('input').first().press('Enter');
    await morale.waitFor({ state: 'detached' });
    v = await view();
    const flags = (v.encounter.sys as { morale?: { outcome?: string; roll?: number }[] }).morale;
    expect(flags?.at(-1)).toMatchObject({ outcome: 'holds' });
    await snap('morale-holds');

    // Undo and redo once (the morale answer).
    await keys.press('Control+z');
    await dm.getByTestId('redo').and(dm.locator(':enabled')).waitFor();
    await morale.waitFor();
    await keys.press('Control+y');
    await morale.waitFor({ state: 'detached' });
    await snap('undo-redo');

    // Round 2. Kobold 1 is out of the order: no screen shows it acting.
    await stepTo('osr:declare');
    expect((await view()).encounter.round).toBe(2);
    const deadKobold = kobolds[0] ?? '';
    expect(await actingOnPlayer()).not.toContain(deadKobold);
    expect(await dm.getByTestId('encounter-turn').innerText()).not.toContain(deadKobold);
    await snap('round-2');

    // The party runs for the stairs (the procedure panel): 90 ft against the kobolds' 120,
    // caught. The kobolds get their free surprise round at once, this round (OSR-FLEE-02,
    // OSR-SURP-06).
    await keys.select('Гордій');
    await dm.getByTestId('osr-flee-side').selectOption('party');
    await dm.getByTestId('osr-flee-vF').fill('90');
    await dm.getByTestId('osr-flee-vP').fill('120');
    await procedure('osr-flee-vP', 'osr-flee-result', /Наздогнали/);
    // The round panel says so: only the kobolds act, no side dice this round.
    await dm.getByTestId('osr-free-round').waitFor();
    v = await view();
    expect(v.encounter.combatants[fighter]?.present).toBe(true);
    expect((v.encounter.sys as { freeRound?: unknown }).freeRound).toEqual({
      sideId: 'foes',
      round: 2,
    });
    await snap('escape-failed');

    // The free round: Kobold 2 stabs the thief from its statblock. The kobolds act, the dead
    // one not among them on either screen.
    await stepTo('act:foes:melee');
    await expect
      .poll(() => player.locator('[data-testid="player-combatant"].active .name').allInnerTexts())
      .toContain(kobolds[1]);
    expect(await actingOnPlayer()).not.toContain(deadKobold);
    expect(await dm.getByTestId('encounter-turn').innerText()).not.toContain(deadKobold);
    await keys.select('Лис');
    await keys.press('x');
    await keys.select(kobolds[1] ?? '');
    await statblockAttack('statblock', 'Лис', '18', '3');
    await keys.waitHp('Лис', 8);
    await keys.press('Shift+X');
    await snap('free-round');

    // Round 3: the party wins the initiative, 5 against 2.
    await stepTo('osr:declare');
    expect((await view()).encounter.round).toBe(3);
    await dm.getByLabel('d6 для: Загін').fill('5');
    await dm.getByLabel('d6 для: Вороги').fill('2');
    await dm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await keys.press('n');
    await expect
      .poll(async () => ((await view()).encounter.sys as { initiative?: unknown }).initiative)
      .toMatchObject({ round: 3, order: [['party'], ['foes']] });
    // The fighter's sword on the ant, 5.
    await stepTo('act:party:melee');
    await keys.select(antName);
    await statblockAttack('acting-statblock', antName, '19', '5');
    await keys.waitHp(antName, antHp - 8);
    await snap('round-3');
    // The Referee flags the monsters' morale for the end of the round (the procedure panel).
    await dm.getByTestId('osr-morale-kind').selectOption('morale');
    await dm.getByTestId('osr-morale-target').selectOption('side:foes');
    await procedure('osr-morale-flag', 'osr-morale-result', /Вороги: Мораль, чекає/);
    await stepTo('osr:morale');
    await morale.waitFor();
    await morale.locator('input').first().fill('6 5');
    await morale.locator('input').first().press('Enter');
    await morale.waitFor({ state: 'detached' });
    v = await view();
    const last = (v.encounter.sys as { morale?: { outcome?: string }[] }).morale?.at(-1);
    expect(last?.outcome).toBe('breaks');
    // They break and run: 120 ft against the party's 90, they get away and leave the fight.
    await keys.select(antName);
    await dm.getByTestId('osr-flee-side').selectOption('foes');
    await dm.getByTestId('osr-flee-vF').fill('120');
    await dm.getByTestId('osr-flee-vP').fill('90');
    await procedure('osr-flee-vP', 'osr-flee-result', /Вороги: Вдалося сховатися/);
    v = await view();
    expect(v.encounter.combatants[ant]?.present).toBe(false);
    expect(v.encounter.combatants[idOf(v, kobolds[1] ?? '')]?.present).toBe(false);
    await snap('escape-succeeded');

    // The end, with the write-back, and the roster after it.
    await keys.press('Shift+E');
    await keys.press('Enter');
    await dm.getByTestId('encounter-ended').waitFor();
    await snap('ended');
    const after = await call('campaign.get', {});
    const hpOf = (name: string) => after?.roster.find((e) => e.name === name)?.state.hp;
    expect(hpOf('Гордій')).toBe(15);
    expect(hpOf('Лис')).toBe(8);
    expect(hpOf('Отець Тарас')).toBe(15);
    expect(hpOf('Мирослава')).toBe(8);
    await keys.press('Alt+Digit2');
    await dm.getByTestId('roster-screen').waitFor();
    await snap('roster-after');

    // Every export format, read back. The log: the fighter dealt 2 (the kill) + 5 and took 7;
    // the thief dealt 3 (fire) and took 3; the cleric dealt 1; Kobold 2 dealt 3; the ant dealt
    // 7 and took 3 + 5; 21 dealt and 21 taken in all, one kill, three rounds.
    const exported = await exportEveryFormat(session);
    const md = exported.md;
    expect(md).toContain('Гробниця кобольдів');
    expect(md).toMatch(/\| Раунди \| 3 \|/);
    const cells = (name: string) => summaryRow(md, name).slice(3, 8);
    expect(cells('Гордій')).toEqual(['7', '7', '0', '1', '0']);
    expect(cells('Лис')).toEqual(['3', '3', '0', '0', '0']);
    expect(cells('Отець Тарас')).toEqual(['1', '0', '0', '0', '0']);
    expect(cells(deadKobold)).toEqual(['0', '2', '0', '0', '1']);
    expect(cells(kobolds[1] ?? '')).toEqual(['3', '1', '0', '0', '0']);
    expect(cells(antName)).toEqual(['7', '8', '0', '0', '0']);
    expect(md).toContain('| **Разом** |  | **21** | **21** | **0** | **1** | **1** |');
    expect(md).not.toMatch(FOREIGN);
    // The Referee's answers to the morale checks are named, not left as the engine's "roll".
    expect(md).toContain('Відповідь на «Перевірка: Мораль»: Кинути 2d6 проти МР');
    expect(md).not.toMatch(/»: roll\b/);
    expect(exported.html).toContain('Гробниця кобольдів');
    expect(exported.html).toContain('Отець Тарас');
    // What the page reads (not its styles and markup) is Ukrainian too.
    const htmlText = exported.html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');
    expect(htmlText).not.toMatch(FOREIGN);
    const csv = exported.csv.split('\n');
    expect(csv.length).toBeGreaterThan(20);
    expect(exported.csv).toContain(deadKobold);
    const json = JSON.parse(exported.json) as { encounters?: { log?: unknown[] }[] };
    expect(json.encounters).toHaveLength(1);
  });
});
