// An AD&D 2e evening as a DM plays it, in Russian, in a real Chromium against `npm run serve`:
// a 2e campaign with a party of four on the roster, the party into the fight with one key,
// skeletons, a ghoul and orcs made in the campaign's library, round 1 opening with declarations
// (the mage declares a spell before initiative is rolled: 2E-SEQ-03/05), the initiative roll,
// an attack from the statblock, the priest turning undead, the ghoul's claw and the save vs.
// paralyzation it asks for (2E-PARA-01), a death, a morale roll (the optional 2d10 convention),
// undo and redo, the end with the write-back, natural healing, and every export format read
// back. Both windows are photographed at each step (tests/e2e/artifacts/session-2e/).
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmEncounterView } from '../../shared/ipc/index';
import { openDmSession, type DmSession } from './support/dmSession';
import { exportEveryFormat, idOf, sessionCamera, summaryRow } from './support/sessionSteps';

const artifacts = resolve('tests/e2e/artifacts/session-2e');
let session: DmSession;
let player: Page;
/** Photographs both windows and checks their text for words that do not belong. */
let snap: (step: string) => Promise<void>;

/** Words a Russian 2e screen must not show: English, raw keys, 5e vocabulary. */
const FOREIGN =
  /Temp HP|\bFoes\b|\bParty\b|Врем\. ХП|Временные|критическ|\bcrit|Round \d|Initiative|\bHP\b|\b[a-z]+\.[a-z]+[A-Z][a-zA-Z]*\b/;

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

describe('a 2e session by keyboard, in Russian', () => {
  it('plays a whole fight and exports what the log says', { timeout: 90_000 }, async () => {
    const { dm, keys, call, command } = session;
    const { campaign } = await call('campaign.create', {
      name: 'Склеп',
      system: 'adnd2e',
      language: 'ru',
      options: { 'conv.morale': true },
    });
    await call('campaign.open', { campaignId: campaign.id });
    await dm.locator('html[lang="ru"]').waitFor();
    const party = [
      ['Борислав', 'warrior', 5, 44, 3, 16],
      ['Отец Анс', 'priest', 4, 26, 4, 18],
      ['Лиса', 'rogue', 3, 12, 6, 19],
      ['Мирон', 'wizard', 3, 8, 9, 20],
    ] as const;
    for (const [name, group, level, hp, ac, thac0] of party) {
      await call('roster.add', {
        campaignId: campaign.id,
        entry: {
          kind: 'pc',
          name,
          statblock: {
            name,
            classes: [{ group, level }],
            hp,
            thac0,
            ac,
            attacks: [{ name: 'Меч', damage: '1d8' }],
          },
          quick: { ac, initiativeBonus: 0 },
          state: { maxHp: hp },
        },
      });
    }
    // The monsters, made in the campaign's library with their 2e fields.
    const scope = { kind: 'campaign' as const, campaignId: campaign.id };
    const monsters = [
      {
        name: 'Скелет',
        hitDice: '1',
        hp: 6,
        ac: 7,
        thac0: 19,
        morale: 20,
        intelligent: false,
        attacks: [{ name: 'Меч', damage: '1d6' }],
        undead: { row: 'skeleton' },
      },
      {
        name: 'Упырь',
        hitDice: '2',
        hp: 11,
        ac: 6,
        thac0: 19,
        morale: 12,
        attacks: [
          {
            name: 'Коготь',
            damage: '1d3',
            rider: { condition: 'paralyzed', save: 'paralyzation', duration: '1d6' },
          },
        ],
        undead: { row: 'ghoul' },
      },
      {
        name: 'Орк',
        hitDice: '1',
        hp: 5,
        ac: 6,
        thac0: 19,
        morale: 11,
        attacks: [{ name: 'Топор', damage: '1d8' }],
      },
    ];
    const created: Record<string, string> = {};
    for (const statblock of monsters) {
      const detail = await call('library.create', { scope, system: 'adnd2e', statblock });
      created[statblock.name] = detail.summary.id;
    }
    await dm.getByTestId('order-empty').waitFor();
    await snap('empty');

    // The party in one key.
    await keys.press('Shift+A');
    await dm.locator('[data-testid="dm-combatant"]').nth(3).waitFor();
    expect(await keys.rowNames()).toEqual(party.map((p) => p[0]));
    for (const [name, count] of [
      ['Скелет', 2],
      ['Упырь', 1],
      ['Орк', 2],
    ] as const) {
      await call('library.addToEncounter', { id: created[name] ?? '', count });
    }
    await dm.locator('[data-testid="dm-combatant"]').nth(8).waitFor();
    let v = await view();
    const names = Object.values(v.encounter.combatants).map((c) => c.name);
    const fighter = idOf(v, 'Борислав');
    const priest = idOf(v, 'Отец Анс');
    const mage = idOf(v, 'Мирон');
    const thief = idOf(v, 'Лиса');
    const skeletons = names.filter((n) => n.startsWith('Скелет')).map((n) => idOf(v, n));
    const ghoul = idOf(v, names.find((n) => n.startsWith('Упырь')) ?? '');
    const orcs = names.filter((n) => n.startsWith('Орк')).map((n) => idOf(v, n));
    await snap('party-and-monsters');

    // Round 1 opens with declarations: the mage declares his spell before any initiative die.
    await keys.press('n');
    const mageRow = dm.locator('[data-testid="declaration"]', { hasText: 'Мирон' });
    await mageRow.waitFor();
    await mageRow.locator('select').first().selectOption('castSpell');
    await mageRow.locator('input').first().fill('Волшебная стрела');
    await mageRow.locator('input').nth(1).fill('1');
    await mageRow.getByRole('button').focus();
    await keys.press('Enter');
    await mageRow.locator('.declared', { hasText: 'Волшебная стрела' }).waitFor();
    // 2E-SEQ-05: declared while the round is still in its declarations, before any die.
    v = await view();
    expect(v.encounter.turn?.slotKey).toBe('adnd2e:declare');
    const declared = (v.encounter.combatants[mage]?.sys as { declared?: { spell?: string } })
      .declared;
    expect(declared?.spell).toBe('Волшебная стрела');
    expect(await keys.logText()).not.toMatch(/Инициатива \(/);
    await snap('declarations');

    // The initiative roll, with the table's d10s typed (the lower acts first).
    await dm.getByLabel('d10 для: Отряд').fill('9');
    await dm.getByLabel('d10 для: Враги').fill('7');
    await dm.getByRole('button', { name: 'Бросить инициативу' }).focus();
    await keys.press('Enter');
    await dm
      .getByTestId('log-panel')
      .getByText(/Отряд: 9, Враги: 7/)
      .waitFor();
    v = await view();
    expect(v.encounter.round).toBe(1);
    await snap('initiative');

    // The ghoul's claw hits the thief: the save vs. paralyzation fails, paralyzed for rounds.
    await command({
      type: 'attack',
      attackerId: ghoul,
      targetId: thief,
      attackIndex: 0,
      typedRolls: { attack: [18], damage: [2], hitEffectSave: [3], hitEffectDuration: [4] },
    });
    const pending = (await view()).encounter.prompts;
    for (const p of pending) {
      const card = dm.locator(`[data-testid="prompt"][data-kind="${p.kind}"]`);
      const input = card.locator('input').first();
      if ((await input.count()) > 0) await input.fill('3');
      await card.locator('[data-choice="roll"]').first().click();
      await card.waitFor({ state: 'detached' });
    }
    v = await view();
    expect(v.encounter.combatants[thief]?.hp).toBe(10);
    const paralyzed = v.encounter.combatants[thief]?.conditions.find((c) => c.key === 'paralyzed');
    expect(paralyzed).toBeTruthy();
    await snap('ghoul-paralyzes');

    // A skeleton strikes the fighter from its statblock.
    await command({
      type: 'attack',
      attackerId: skeletons[0],
      targetId: fighter,
      attackIndex: 0,
      typedRolls: { attack: [19], damage: [5] },
    });
    await keys.waitHp('Борислав', 39);
    await snap('statblock-attack');

    // The party's turn: the priest turns the undead.
    await keys.press('n');
    await command({
      type: 'turnUndead',
      turnerId: priest,
      targetIds: [...skeletons, ghoul],
      typedRolls: { turnUndead: [15], turnCount: [3, 4] },
    });
    await snap('turn-undead');

    // The fighter kills an orc (by keyboard: select, D, the amount, Enter).
    await keys.select(names.find((n) => n.startsWith('Орк')) ?? '');
    await keys.damage('5');
    await keys.waitHp(names.find((n) => n.startsWith('Орк')) ?? '', 0);
    v = await view();
    expect(v.encounter.combatants[orcs[0] ?? '']?.hp).toBe(0);
    await snap('orc-dies');

    // Morale: the orc's fellow rolls 2d10 against its rating.
    await command({
      type: 'moraleCheck',
      combatantIds: [orcs[1] ?? ''],
      typedRolls: { [`morale:${orcs[1] ?? ''}`]: [4, 3] },
    });
    await snap('morale');

    // Undo and redo once.
    await keys.press('Control+z');
    await dm.getByTestId('redo').and(dm.locator(':enabled')).waitFor();
    await keys.press('Control+y');
    await snap('undo-redo');

    // Round 2: the dead orc is out of the order on both screens.
    await keys.press('n');
    await snap('round-2');
    // The dead orc is out of the order: no screen shows it acting, the players' display included.
    const deadOrc = names.find((n) => n.startsWith('Орк')) ?? '';
    v = await view();
    expect(
      v.encounter.combatants[orcs[0] ?? '']?.present === false ||
        v.encounter.combatants[orcs[0] ?? '']?.hp === 0,
    ).toBe(true);
    const acting = await player.locator('[data-testid="player-combatant"] .name').allInnerTexts();
    expect(acting.map((n) => n.trim())).not.toContain(deadOrc);
    expect(await dm.getByTestId('encounter-turn').innerText()).not.toContain(deadOrc);

    // The end, with the write-back.
    await keys.press('Shift+E');
    await keys.press('Enter');
    await dm.getByTestId('encounter-ended').waitFor();
    await snap('ended');
    const after = await call('campaign.get', {});
    const fighterAfter = after?.roster.find((e) => e.name === 'Борислав');
    expect(fighterAfter?.state.hp).toBe(39);
    // Natural healing: a day of rest.
    await call('campaign.rest', {
      campaignId: campaign.id,
      rest: { kind: 'days', memberIds: [fighterAfter?.id ?? ''], days: ['rest'] },
    });
    const rested = await call('campaign.get', {});
    expect(rested?.roster.find((e) => e.name === 'Борислав')?.state.hp).toBe(40);
    await snap('rest');

    // Every export format, read back.
    const exported = await exportEveryFormat(session);
    const md = exported.md;
    // The summary adds up to the log: the fighter took the skeleton's 5, the thief the ghoul's
    // 2, the orc the 5 that killed it; 7 dealt by creatures, 12 taken in all.
    const rowOf = (name: string): string[] => summaryRow(md, name);
    expect(md).toContain('Склеп');
    expect(rowOf('Борислав')[4]).toBe('5');
    expect(rowOf('Лиса')[4]).toBe('2');
    expect(rowOf(deadOrc)[4]).toBe('5');
    expect(rowOf(deadOrc)[7]).toBe('1');
    expect(rowOf('Упырь')[3]).toBe('2');
    expect(md).toContain('| **Всего** |  | **7** | **12** |');
    expect(md).not.toMatch(FOREIGN);
    expect(exported.html).toContain('Упырь');
    expect(exported.html).toContain('Склеп');
    const csvLines = exported.csv?.split('\n') ?? [];
    expect(csvLines.length).toBeGreaterThan(20);
    expect(exported.csv).toContain('Упырь');
    const json = JSON.parse(exported.json ?? '{}') as { encounters?: { name: string }[] };
    expect(json.encounters).toHaveLength(1);
  });
});
