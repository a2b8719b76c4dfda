// The XP award step as the DM ends a fight, on the DM window against main's real core on a
// temporary data folder: the foes with how each ended (prefilled: the dead killed, the one
// taken off the board fled), what each is worth, the total and each share; Award sends the
// engine's awardXp and the write-back adds the shares to the roster. In 2e a member left out
// gets nothing and the others share the whole. The DM may type a foe's XP (one the table has
// no value for): the total and shares follow, a slip blocks Award, the command records it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelName, IpcResult, RequestOf, ResponseOf } from '../../../shared/ipc/index';
import type { CampaignView } from '../../../shared/ipc/channels/campaign';
import { createCore, type Core } from '../../../main/core/createCore';
import { ghoul2e } from '../../fixtures/ghoul2e';
import { goblin5e, goblin5eWithoutCr } from '../../fixtures/goblin5e';
import XpAward from '../../../renderer/dm/difficulty/XpAward.svelte';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, type MountedPage } from '../support/mountPage';
import { SCREEN_CHANGE_MS, SCREEN_TEST_MS, until } from '../support/until';

let dataDir: string;
let core: Core;
let page: MountedPage | undefined;

async function call<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const result = (await core.router.handle('dm', channel, request)) as IpcResult<ResponseOf<C>>;
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-xp-award-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
});
afterEach(async () => {
  page?.destroy();
  page = undefined;
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A campaign with two PCs fighting three foes of `statblock`; returns the foes' ids. */
async function fight(
  system: 'dnd5e' | 'adnd2e',
  statblock: Record<string, unknown>,
): Promise<{ campaign: CampaignView; foes: string[] }> {
  const created = await call('campaign.create', { name: 'Road', system, language: 'en' });
  const campaignId = created.campaign.id;
  for (const name of ['Aria', 'Borin']) {
    await call('roster.add', {
      campaignId,
      entry: { kind: 'pc', name, quick: { ac: 15, initiativeBonus: 2 }, state: { maxHp: 20 } },
    });
  }
  const view = (await call('campaign.get', {})) as CampaignView;
  const saved = await call('prepared.save', {
    campaignId,
    name: 'Ambush',
    lines: [
      ...view.roster.map((e) => ({ source: 'roster' as const, rosterId: e.id, hidden: false })),
      { source: 'inline', name: 'Goblin', statblock, count: 3, hidden: false },
    ],
  });
  const { view: started } = await call('prepared.start', { campaignId, id: saved.id });
  const foes = started.encounter.combatantIds.filter(
    (id) => started.encounter.combatants[id]?.kind === 'monster',
  );
  return { campaign: view, foes };
}

async function openDm(): Promise<MountedPage> {
  page = mountPage('dm', loopbackTransport(core, 'dm'));
  const dm = page;
  await vi.waitFor(() => expect(dm.all('fight-bar')).toHaveLength(1), {
    timeout: 3 * SCREEN_CHANGE_MS,
  });
  return dm;
}

async function endFight(dm: MountedPage): Promise<void> {
  await until(() => expect(dm.all('fight-end')).toHaveLength(1));
  dm.one('fight-end').click();
  flushSync();
  dm.one('fight-end-confirm').click();
  flushSync();
  await until(() => expect(dm.all('xp-award')).toHaveLength(1));
}

/** The award step alone, mounted on a fight's state; `sent` is what Award sends. */
function mountAward(
  encounter: ResponseOf<'encounter.get'>['encounter'],
  language: 'en' | 'uk' | 'ru' = 'en',
): {
  root: HTMLElement;
  dm: MountedPage;
  sent: () => { type: string; defeated?: unknown } | undefined;
  remove: () => void;
} {
  const root = document.createElement('div');
  document.body.append(root);
  let sent: { type: string; defeated?: unknown } | undefined;
  const step = mount(XpAward, {
    target: root,
    props: {
      enc: encounter,
      language,
      onAward: (command: { type: string }) => (sent = command),
      onSkip: () => undefined,
      onCancel: () => undefined,
    },
  });
  flushSync();
  const dm = {
    all: (id: string) => [...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)],
  } as MountedPage;
  return {
    root,
    dm,
    sent: () => sent,
    remove: () => {
      void unmount(step);
      root.remove();
    },
  };
}

const texts = (dm: MountedPage, id: string): string[] =>
  dm.all(id).map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim());

function select(element: HTMLElement, label: string): void {
  const el = element as HTMLSelectElement;
  const choice = [...el.options].find((o) => o.textContent?.trim() === label);
  if (!choice) throw new Error(`no option ${label}`);
  el.value = choice.value;
  choice.selected = true;
  el.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

describe('the XP award step at the end of a fight', { timeout: SCREEN_TEST_MS }, () => {
  it('5e: two goblins killed and one fled are worth 150 XP, 75 to each PC on the roster', async () => {
    const { foes } = await fight('dnd5e', goblin5e);
    const [g1, g2, g3] = foes;
    await call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [g1 ?? '', g2 ?? ''], amount: 20 },
    });
    await call('encounter.dispatch', { command: { type: 'leave', combatantId: g3 ?? '' } });
    // The step itself on the fight's state (the whole 5e DM window is covered elsewhere).
    const { encounter } = await call('encounter.get', {});
    const { root, dm, sent, remove } = mountAward(encounter);
    const ends = dm.all('xp-award-end') as HTMLSelectElement[];
    expect(ends.map((s) => s.value)).toEqual(['killed', 'killed', 'fled']);
    // The step takes the keyboard: the first foe's choice has the focus.
    expect(document.activeElement).toBe(ends[0]);
    expect(texts(dm, 'xp-award-worth')).toEqual([
      'By the table: 50',
      'By the table: 50',
      'By the table: 50',
    ]);
    // Each foe's XP field starts at the calculator's value.
    expect((dm.all('xp-award-xp') as HTMLInputElement[]).map((i) => i.value)).toEqual([
      '50',
      '50',
      '50',
    ]);
    expect(texts(dm, 'xp-award-total')).toEqual(['Total XP: 150']);
    expect(texts(dm, 'xp-award-share')).toEqual(['Share: 75', 'Share: 75']);
    (root.querySelector('[data-testid="xp-award-give"]') as HTMLButtonElement).click();
    remove();
    expect(sent()?.type).toBe('awardXp');
    await call('encounter.dispatch', { command: sent() as never });
    await call('session.end', {});
    const view = (await call('campaign.get', {})) as CampaignView;
    expect(view.roster.map((e) => [e.name, e.xp])).toEqual([
      ['Aria', 75],
      ['Borin', 75],
    ]);
  });

  it('5e: the DM types the XP of foes the table does not know; a slip blocks Award until fixed', async () => {
    // Goblins without a challenge rating: the calculator has no value for them.
    const { foes } = await fight('dnd5e', goblin5eWithoutCr);
    await call('encounter.dispatch', {
      command: { type: 'damage', targetIds: foes, amount: 20 },
    });
    const { encounter } = await call('encounter.get', {});
    const { root, dm, sent, remove } = mountAward(encounter);
    const fields = dm.all('xp-award-xp') as HTMLInputElement[];
    const give = root.querySelector('[data-testid="xp-award-give"]') as HTMLButtonElement;
    expect(fields.map((f) => f.value)).toEqual(['', '', '']);
    expect(fields.map((f) => f.getAttribute('aria-label'))).toEqual([
      'XP for Goblin 1',
      'XP for Goblin 2',
      'XP for Goblin 3',
    ]);
    expect(texts(dm, 'xp-award-worth')).toEqual(Array(3).fill('The table has no XP for it'));
    expect(texts(dm, 'xp-award-total')).toEqual(['Total XP: 0']);
    // Tab goes from each foe's choice to its XP field, then on to the next foe.
    const order = [...root.querySelectorAll<HTMLElement>('select, input, button')]
      .filter((e) => e.tabIndex >= 0)
      .map((e) => e.dataset.testid);
    expect(order.slice(0, 6)).toEqual([
      'xp-award-end',
      'xp-award-xp',
      'xp-award-end',
      'xp-award-xp',
      'xp-award-end',
      'xp-award-xp',
    ]);
    const type = (field: HTMLInputElement | undefined, value: string): void => {
      if (!field) throw new Error('no field');
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      flushSync();
    };
    const [first, second, third] = fields;
    type(first, '50');
    expect(texts(dm, 'xp-award-total')).toEqual(['Total XP: 50']);
    expect(texts(dm, 'xp-award-share')).toEqual(['Share: 25', 'Share: 25']);
    type(second, '40');
    expect(texts(dm, 'xp-award-total')).toEqual(['Total XP: 90']);
    expect(texts(dm, 'xp-award-share')).toEqual(['Share: 45', 'Share: 45']);
    // A slip: shown beside its field, Award waits, and the field keeps what was typed.
    type(third, '2.5');
    expect(texts(dm, 'xp-award-problem')).toEqual(['Type a whole number, 0 or more']);
    expect(third?.closest('[data-testid="xp-award-foe"]')?.textContent).toContain(
      'Type a whole number, 0 or more',
    );
    expect(third?.getAttribute('aria-invalid')).toBe('true');
    expect(give.disabled).toBe(true);
    expect(third?.value).toBe('2.5');
    expect(texts(dm, 'xp-award-total')).toEqual(['Total XP: 90']);
    type(third, '10');
    expect(dm.all('xp-award-problem')).toEqual([]);
    expect(give.disabled).toBe(false);
    expect(texts(dm, 'xp-award-total')).toEqual(['Total XP: 100']);
    expect(texts(dm, 'xp-award-share')).toEqual(['Share: 50', 'Share: 50']);
    give.click();
    remove();
    expect(sent()?.defeated).toEqual([
      { combatantId: foes[0], how: 'killed', xp: 50 },
      { combatantId: foes[1], how: 'killed', xp: 40 },
      { combatantId: foes[2], how: 'killed', xp: 10 },
    ]);
    await call('encounter.dispatch', { command: sent() as never });
    await call('session.end', {});
    const view = (await call('campaign.get', {})) as CampaignView;
    expect(view.roster.map((e) => [e.name, e.xp])).toEqual([
      ['Aria', 50],
      ['Borin', 50],
    ]);
  });

  it('the slip is told in the DM’s language', async () => {
    await fight('dnd5e', goblin5eWithoutCr);
    const { encounter } = await call('encounter.get', {});
    for (const [language, label, problem] of [
      ['uk', 'Досвід за: Goblin 1', 'Введіть ціле число, 0 або більше'],
      ['ru', 'Опыт за: Goblin 1', 'Введите целое число, 0 или больше'],
    ] as const) {
      const { root, remove } = mountAward(encounter, language);
      const field = root.querySelector('[data-testid="xp-award-xp"]') as HTMLInputElement;
      expect(field.getAttribute('aria-label')).toBe(label);
      field.value = '-3';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      flushSync();
      const told = root.querySelector('[data-testid="xp-award-problem"]')?.textContent?.trim();
      expect(told).toBe(problem);
      expect(
        (root.querySelector('[data-testid="xp-award-give"]') as HTMLButtonElement).disabled,
      ).toBe(true);
      remove();
    }
  });

  it('2e: a PC left out gets nothing, the other takes the whole', async () => {
    await fight('adnd2e', { name: 'Goblin', hitDice: '1-1', xp: 15, ac: 6 });
    const dm = await openDm();
    await endFight(dm);
    const ends = dm.all('xp-award-end');
    // Nobody is down yet: the DM marks the three as killed.
    for (const end of ends) select(end, 'Killed');
    expect(texts(dm, 'xp-award-total')).toEqual(['Total XP: 45']);
    const [, borin] = dm.all('xp-award-weight');
    select(borin as HTMLElement, 'Left out');
    expect(texts(dm, 'xp-award-share')).toEqual(['Share: 45', 'Share: 0']);
    (dm.one('xp-award-give') as HTMLButtonElement).click();
    await until(async () => {
      const view = (await call('campaign.get', {})) as CampaignView;
      expect(view.roster.map((e) => [e.name, e.xp])).toEqual([
        ['Aria', 45],
        ['Borin', undefined],
      ]);
    });
    // The write-back's report says what the award added.
    await until(() => expect(texts(dm, 'roster-change-xp')).toEqual(['· XP gained: 45']));
  });

  it('2e: each foe reckoned by the tables shows its Hit Dice and the Table 32 rows counted, in the DM’s language', async () => {
    await fight('adnd2e', ghoul2e);
    const { encounter } = await call('encounter.get', {});
    for (const [language, worth, basis] of [
      [
        'en',
        'By the table: 175',
        'Hit Dice 2 + 3 for Table 32: immunity to a spell +1, paralysis +2',
      ],
      [
        'uk',
        'За таблицею: 175',
        'Кості хітів 2 + 3 за таблицею 32: імунітет до закляття +1, параліч +2',
      ],
      [
        'ru',
        'По таблице: 175',
        'Кости хитов 2 + 3 по таблице 32: иммунитет к заклятью +1, паралич +2',
      ],
    ] as const) {
      const { dm, remove } = mountAward(encounter, language);
      expect(texts(dm, 'xp-award-worth')).toEqual([worth, worth, worth]);
      expect(texts(dm, 'xp-award-basis')).toEqual([basis, basis, basis]);
      remove();
    }
  });

  it('a printed XP needs no reckoning: no Table 32 line', async () => {
    await fight('adnd2e', { name: 'Goblin', hitDice: '1-1', xp: 15, ac: 6 });
    const { encounter } = await call('encounter.get', {});
    const { dm, remove } = mountAward(encounter);
    expect(texts(dm, 'xp-award-worth')).toEqual(Array(3).fill('By the table: 15'));
    expect(dm.all('xp-award-basis')).toHaveLength(0);
    remove();
  });
});
