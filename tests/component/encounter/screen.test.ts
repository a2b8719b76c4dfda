// The encounter screen in a DOM on main's real core (through the in-process transport): the
// keys drive quick actions, the rules' questions take typed dice, rejected actions are told in
// words naming the creatures, the help lists every shortcut, the log steps back to any entry,
// and the 2e and OSR round procedures appear for their systems.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { OTHER_KEYS, SHORTCUTS } from '../../../renderer/dm/encounter/shortcuts';
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

async function open(system: 'dnd5e' | 'adnd2e' | 'osr' = 'dnd5e'): Promise<MountedPage> {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-encounter-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    system,
    seed: 7,
  });
  page = mountPage('dm', loopbackTransport(core, 'dm'));
  await until(() => expect(page?.all('encounter-screen')).toHaveLength(1));
  return page;
}

/** The SRD goblin's statblock, as the library stores it. */
const GOBLIN = {
  schemaVersion: 2,
  name: 'Goblin',
  size: 'small',
  type: 'humanoid',
  alignment: 'neutral evil',
  ac: 15,
  hp: 7,
  hitDice: '2d6',
  speed: { walk: 30 },
  abilities: { str: 8, dex: 14, con: 10, int: 10, wis: 8, cha: 8 },
  cr: 0.25,
  actions: [
    {
      name: 'Scimitar',
      desc: 'Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.',
      attackBonus: 4,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
    },
  ],
};

function engine(command: Record<string, unknown>): void {
  core?.encounter.dispatch(command);
}

/** Presses a key as the browser reports it: `key`, and the physical `code` of letters. */
function press(key: string, options: { shift?: boolean; ctrl?: boolean } = {}): void {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key;
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key,
      code,
      shiftKey: options.shift ?? false,
      ctrlKey: options.ctrl ?? false,
      bubbles: true,
      cancelable: true,
    }),
  );
  flushSync();
}

function row(dm: MountedPage, name: string): HTMLElement {
  const found = dm
    .all('dm-combatant')
    .find((r) => r.querySelector('.name')?.textContent?.trim() === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

const hp = (dm: MountedPage, name: string): string =>
  row(dm, name).querySelector('[data-testid="combatant-hp"]')?.textContent ?? '';

function submit(dm: MountedPage, testId: string): void {
  (dm.one(testId) as HTMLFormElement).requestSubmit();
  flushSync();
}

async function fight(dm: MountedPage): Promise<void> {
  engine({
    type: 'addCombatants',
    combatants: [
      { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
      { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
    ],
  });
  engine({ type: 'setInitiative', combatantId: 'hero', score: 20 });
  engine({ type: 'setInitiative', combatantId: 'gob', score: 5 });
  engine({ type: 'startEncounter' });
  await until(() => expect(dm.one('encounter-turn').textContent).toContain('Tordek'));
  await until(() =>
    expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Tordek'),
  );
}

describe('encounter screen', { timeout: SCREEN_TEST_MS }, () => {
  it('damages the selected creature with the keys: D, an amount, Enter', async () => {
    const dm = await open();
    await fight(dm);
    press('j');
    expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Goblin');
    press('d');
    typeInto(dm.one('damage-amount'), '5');
    submit(dm, 'damage-form');
    await until(() => expect(hp(dm, 'Goblin')).toBe('2'));
    expect(core?.encounter.dmView().encounter.combatants.gob?.hp).toBe(2);
    expect(dm.all('damage-form')).toHaveLength(0);
  });

  it('marks several targets with X; one hit applies to all of them', async () => {
    const dm = await open();
    await fight(dm);
    press('x');
    press('j');
    press('x');
    press('d');
    expect(dm.one('action-targets').textContent).toContain('Tordek, Goblin');
    typeInto(dm.one('damage-amount'), '3');
    submit(dm, 'damage-form');
    await until(() => expect(hp(dm, 'Goblin')).toBe('4'));
    expect(hp(dm, 'Tordek')).toBe('27');
  });

  it('acts on the selected creature first even with marks left over; marks clear on the next turn', async () => {
    const dm = await open();
    await fight(dm);
    press('x'); // Tordek marked
    press('j'); // the goblin selected
    press('c');
    // The selection is never replaced by an earlier mark: it is named first, in the title.
    expect(dm.one('action-targets').textContent?.trim()).toBe('Goblin, Tordek');
    press('Escape');
    press('Escape');
    press('n');
    await until(() => expect(dm.one('encounter-turn').textContent).toContain('Goblin'));
    await until(() =>
      expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Goblin'),
    );
    press('c');
    expect(dm.one('action-targets').textContent?.trim()).toBe('Goblin');
  });

  it('credits damage to the creature whose turn it is unless the DM names another', async () => {
    const dm = await open();
    await fight(dm);
    press('j');
    press('d');
    expect((dm.one('damage-attacker') as HTMLSelectElement).value).toBe('hero');
    typeInto(dm.one('damage-amount'), '3');
    submit(dm, 'damage-form');
    await until(() => expect(hp(dm, 'Goblin')).toBe('4'));
    const hit = core?.encounter
      .events()
      .find((e) => e.type === 'damageApplied' || e.type === 'damaged');
    expect(JSON.stringify(hit ?? core?.encounter.events().slice(-3))).toContain('hero');
  });

  it('rolls the acting creature’s statblock attack against the selection in one click', async () => {
    const dm = await open();
    engine({
      type: 'addCombatants',
      combatants: [
        { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
        {
          id: 'gob',
          name: 'Goblin',
          kind: 'monster',
          maxHp: 7,
          ac: 13,
          statblock: GOBLIN,
        },
      ],
    });
    engine({ type: 'setInitiative', combatantId: 'hero', score: 5 });
    engine({ type: 'setInitiative', combatantId: 'gob', score: 20 });
    engine({ type: 'startEncounter' });
    await until(() =>
      expect(dm.one('selected-combatant').querySelector('h2')?.textContent).toBe('Goblin'),
    );
    press('j');
    await until(() => expect(dm.all('acting-statblock')).toHaveLength(1));
    const acting = dm.one('acting-statblock');
    expect(acting.querySelector('[data-testid="statblock-against"]')?.textContent).toContain(
      'Tordek',
    );
    typeInto(acting.querySelector('#acting-statblock-attack-roll') as HTMLElement, '19');
    acting.querySelector<HTMLButtonElement>('[data-testid="statblock-attack"]')?.click();
    await until(() => expect(Number(hp(dm, 'Tordek'))).toBeLessThan(30));
    const rolls = core?.encounter.events().flatMap((e) => e.rolls ?? []) ?? [];
    expect(rolls.find((r) => r.purpose === 'attack')).toMatchObject({
      source: 'typed',
      dice: [19],
    });
  });

  it('tells a rejected action in words, naming the creature', async () => {
    const dm = await open();
    await fight(dm);
    press('j');
    press('w'); // delay: it is not the goblin's turn
    await until(() => expect(dm.all('error-banner')).toHaveLength(1));
    // The rules' own sentence, in words (never the code).
    expect(dm.one('error-banner').textContent).toMatch(
      /not this creature’s turn|not the turn of Goblin/,
    );
    expect(dm.one('error-banner').textContent).not.toContain('notItsTurn');
    press('h');
    typeInto(dm.one('heal-amount'), 'plenty');
    submit(dm, 'heal-form');
    expect(dm.one('error-banner').textContent).toContain('“plenty” is not a number or dice.');
  });

  it('asks the rules’ question inline and takes a typed d20 (concentration save)', async () => {
    const dm = await open();
    await fight(dm);
    press('c');
    const picker = dm.one('condition-key') as HTMLSelectElement;
    const option = [...picker.options].find((o) => o.value === 'concentration');
    if (!option) throw new Error('no concentration choice');
    option.selected = true;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    flushSync();
    typeInto(dm.one('condition-custom'), 'Bless');
    submit(dm, 'condition-form');
    await until(() => expect(row(dm, 'Tordek').textContent).toContain('Bless'));
    engine({ type: 'damage', targetIds: ['hero'], amount: 4 });
    await until(() => expect(dm.all('prompt')).toHaveLength(1));
    const prompt = dm.one('prompt');
    expect(prompt.dataset.kind).toBe('concentration');
    expect(prompt.textContent).toContain('Concentration save DC 10');
    const field = prompt.querySelector<HTMLInputElement>('[data-testid="prompt-roll"]');
    if (!field) throw new Error('no dice field');
    typeInto(field, '18');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => expect(dm.all('prompt')).toHaveLength(0));
    const rolls = core?.encounter.events().flatMap((e) => e.rolls ?? []) ?? [];
    expect(rolls.at(-1)).toMatchObject({ purpose: 'concentration', source: 'typed', dice: [18] });
    expect(row(dm, 'Tordek').textContent).toContain('Bless');
  });

  it('lists every shortcut in the help', async () => {
    const dm = await open();
    await fight(dm);
    press('?');
    expect(dm.all('shortcut')).toHaveLength(SHORTCUTS.length + OTHER_KEYS.length);
    press('Escape');
    expect(dm.all('help-overlay')).toHaveLength(0);
  });

  it('steps back to any entry of the log, and forward again', async () => {
    const dm = await open();
    await fight(dm);
    engine({ type: 'damage', targetIds: ['gob'], amount: 1 });
    engine({ type: 'damage', targetIds: ['gob'], amount: 1 });
    engine({ type: 'damage', targetIds: ['gob'], amount: 1 });
    await until(() => expect(hp(dm, 'Goblin')).toBe('4'));
    await until(() => expect(dm.all('log-command').length).toBeGreaterThanOrEqual(4));
    const entries = dm.all('log-command');
    const firstHit = entries.findIndex((e) => e.textContent?.includes('Goblin takes 1 damage'));
    entries[firstHit]?.querySelector<HTMLButtonElement>('[data-testid="log-travel"]')?.click();
    await until(() => expect(hp(dm, 'Goblin')).toBe('6'));
    expect(dm.all('log-command').filter((e) => e.dataset.undone === 'true')).toHaveLength(2);
    press('y', { ctrl: true });
    await until(() => expect(hp(dm, 'Goblin')).toBe('5'));
  });

  it('keeps the AD&D 2e declarations on the current round after its roll, until the round ends (2E-SEQ-03)', async () => {
    const dm = await open('adnd2e');
    engine({
      type: 'addCombatants',
      combatants: [
        { name: 'Mirela', kind: 'pc', maxHp: 10, ac: 5 },
        { name: 'Orc', kind: 'monster', maxHp: 6, ac: 6 },
      ],
    });
    engine({ type: 'startEncounter' });
    await until(() => expect(dm.all('round-panel')).toHaveLength(1));
    expect(dm.all('declaration')).toHaveLength(2);
    expect(dm.one('round-panel').textContent).toContain('Declarations for round 1');
    dm.one('roll-initiative-2e').click();
    await until(() => expect(dm.all('roll-initiative-2e')).toHaveLength(0));
    expect(dm.one('round-panel').textContent).toContain('Declarations for round 1');
    expect(dm.one('round-panel').textContent).not.toContain('Declarations for round 2');
    for (let i = 0; i < 10 && !dm.all('roll-initiative-2e').length; i++) {
      engine({ type: 'nextTurn' });
      await new Promise((r) => setTimeout(r, 20));
    }
    await until(() =>
      expect(dm.one('round-panel').textContent).toContain('Declarations for round 2'),
    );
  });

  it('declares an AD&D 2e creature’s kind of movement for the round (2E-MOVE-04)', async () => {
    const dm = await open('adnd2e');
    engine({
      type: 'addCombatants',
      combatants: [
        { name: 'Mirela', kind: 'pc', maxHp: 10, ac: 5 },
        { name: 'Orc', kind: 'monster', maxHp: 6, ac: 6 },
      ],
    });
    engine({ type: 'startEncounter' });
    await until(() => expect(dm.all('declaration')).toHaveLength(2));
    const row = dm.all('declaration').find((r) => r.textContent?.includes('Mirela'));
    const select = row?.querySelector<HTMLSelectElement>('[data-testid="declare-movement"]');
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual([
      'Full move',
      'Close to melee (½)',
      'Move and fire (½, half the rate of fire)',
      'Charge (×1½, +2)',
      'Withdraw (⅓)',
      'Flee (full)',
    ]);
    if (!select) throw new Error('no movement select');
    select.value = 'charge';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    flushSync();
    row?.querySelector<HTMLButtonElement>('button')?.click();
    await until(() => expect(row?.querySelector('.declared')?.textContent).toContain('Charge'));
    const declared = core?.encounter.events().filter((e) => e.type === 'adnd2e.declared') ?? [];
    expect(declared.at(-1)).toMatchObject({ declared: { movement: 'charge', round: 1 } });
  });

  it('shows the OSR round as a checklist of its steps', async () => {
    const dm = await open('osr');
    engine({
      type: 'addCombatants',
      combatants: [
        { name: 'Olena', kind: 'pc', maxHp: 8, ac: 6 },
        { name: 'Skeleton', kind: 'monster', maxHp: 4, ac: 7 },
      ],
    });
    engine({ type: 'startEncounter' });
    await until(() => expect(dm.all('round-step').length).toBeGreaterThan(1));
    const [first] = dm.all('round-step');
    expect(first?.dataset.state).toBe('current');
    expect(first?.textContent).toContain('Declare actions');
  });
});
