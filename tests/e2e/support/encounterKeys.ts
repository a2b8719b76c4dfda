import { resolve } from 'node:path';
// Drives the encounter screen the way a DM does, with the keyboard: each helper presses keys
// and waits for what the screen shows. Reading the page (which row is selected, where a name
// is) only decides which keys to press.
import type { Page } from 'playwright-core';

/** A creature typed into the add form. */
export interface AddInput {
  name: string;
  /** Keys typed on the kind list: `p` player character, `n` NPC, `m` monster. */
  kind: 'p' | 'n' | 'm';
  count?: number;
  hp: number;
  ac: number;
  init: number;
}

export class EncounterKeys {
  constructor(private readonly page: Page) {}

  press(key: string): Promise<void> {
    return this.page.keyboard.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  /** The names of the sidebar's rows, top to bottom. */
  rowNames(): Promise<string[]> {
    return this.page
      .locator('[data-testid="dm-combatant"] .name')
      .allInnerTexts()
      .then((names) => names.map((n) => n.trim()));
  }

  private row(name: string) {
    return this.page
      .locator('[data-testid="dm-combatant"]')
      .filter({ has: this.page.locator('.name', { hasText: new RegExp(`^${name}$`) }) })
      .first();
  }

  rowText(name: string): Promise<string> {
    return this.row(name).innerText();
  }

  hpText(name: string): Promise<string> {
    return this.row(name).getByTestId('combatant-hp').innerText();
  }

  async tempText(name: string): Promise<string> {
    const temp = this.row(name).getByTestId('combatant-temp');
    return (await temp.count()) > 0 ? temp.innerText() : '';
  }

  async waitHp(name: string, hp: number): Promise<void> {
    await this.row(name)
      .getByTestId('combatant-hp')
      .filter({ hasText: new RegExp(`^${hp}$`) })
      .waitFor();
  }

  /** Whose turn the toolbar shows. */
  turn(): Promise<string> {
    return this.page.getByTestId('encounter-turn').locator('.who').innerText();
  }

  async logText(): Promise<string> {
    return (await this.page.getByTestId('log-panel').innerText()).trim();
  }

  async lastLogText(): Promise<string> {
    return this.page.locator('[data-testid="log-command"]').last().innerText();
  }

  private async selectedName(): Promise<string | null> {
    const panel = this.page.getByTestId('selected-combatant');
    if ((await panel.count()) === 0) return null;
    return (await panel.locator('h2').innerText()).trim();
  }

  /** Moves the selection to `name` with J and K. */
  async select(name: string): Promise<void> {
    const names = [...new Set(await this.rowNames())];
    const target = names.indexOf(name);
    if (target < 0) throw new Error(`no row named ${name}`);
    const current = await this.selectedName();
    let at = current === null ? -1 : names.indexOf(current);
    if (at < 0) {
      await this.press('j');
      at = 0;
    }
    const key = target > at ? 'j' : 'k';
    for (let i = 0; i < Math.abs(target - at); i++) await this.press(key);
    await this.page
      .getByTestId('selected-combatant')
      .locator('h2', { hasText: new RegExp(`^${name}$`) })
      .waitFor();
  }

  /** Opens the damage form on the targets, types the amount and applies it. */
  async damage(amount: string): Promise<void> {
    await this.press('d');
    await this.type(amount);
    await this.press('Enter');
    await this.page.getByTestId('damage-form').waitFor({ state: 'detached' });
  }

  /** Next turn, then waits for `name`'s turn. */
  async next(name: string): Promise<void> {
    await this.press('n');
    try {
      await this.page
        .getByTestId('encounter-turn')
        .locator('.who', { hasText: name })
        .waitFor({ timeout: 10_000 });
      // The screen selects the creature whose turn it is.
      await this.page
        .getByTestId('selected-combatant')
        .locator('h2', { hasText: new RegExp(`^${name}$`) })
        .waitFor({ timeout: 10_000 });
    } catch (error) {
      await this.page.screenshot({
        path: resolve('tests/e2e/artifacts/encounter-next-failed.png'),
      });
      throw error;
    }
  }

  /** Adds creatures through the add form: A, then the fields in order, then Enter. */
  async addCombatant(input: AddInput): Promise<void> {
    const before = (await this.rowNames()).length;
    await this.press('a');
    await this.page.getByTestId('add-name').and(this.page.locator(':focus')).waitFor();
    await this.type(input.name);
    await this.press('Tab');
    await this.type(input.kind);
    await this.press('Tab');
    await this.press('Control+a');
    await this.type(String(input.count ?? 1));
    for (const value of [input.hp, input.ac, input.init]) {
      await this.press('Tab');
      // The form keeps the last creature's numbers: select them and type over them.
      await this.press('Control+a');
      await this.type(String(value));
    }
    await this.press('Enter');
    const after = before + (input.count ?? 1);
    await this.page
      .locator('[data-testid="dm-combatant"]')
      .nth(after - 1)
      .waitFor();
    // The name field keeps the focus, cleared for the next creature; the numbers stay.
    await this.page.getByTestId('add-name').and(this.page.locator(':focus')).waitFor();
    await this.press('Escape');
  }

  /** Answers an initiative-tie question, if the rules asked one, keeping the rolled order. */
  async answerTiesIfAsked(): Promise<void> {
    const tie = this.page.locator('[data-testid="prompt"][data-kind="initiativeTie"]');
    while ((await tie.count()) > 0) {
      await this.press('f');
      await this.press('1');
      await this.page.waitForTimeout(50);
    }
  }
}
