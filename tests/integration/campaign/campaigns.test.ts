// Campaigns through main's channels on real files: create, list, rename, archive, language,
// options with the engine's rules, roster members and prepared encounters, rests between
// fights for each rule system, and every recovery report of the data folder.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignView } from '../../../shared/ipc/channels/campaign';
import { pc, removeApp, startApp, type TestApp } from './support';

let app: TestApp;
afterEach(async () => {
  if (app) await removeApp(app);
});

async function campaign(system: 'dnd5e' | 'adnd2e' | 'osr' = 'dnd5e'): Promise<CampaignView> {
  return app.call('campaign.create', { name: 'Saltmarsh', system, language: 'uk' });
}

describe('campaigns', () => {
  it('are created, listed, renamed, archived and restored; the interface takes their language', async () => {
    app = await startApp();
    const created = await campaign();
    expect(created.campaign).toMatchObject({ name: 'Saltmarsh', system: 'dnd5e', language: 'uk' });
    expect(await app.call('settings.get', {})).toEqual({ language: 'uk' });
    await app.call('campaign.rename', { campaignId: created.campaign.id, name: ' Ghosts ' });
    const list = await app.call('campaign.list', {});
    expect(list.campaigns.map((item) => item.campaign.name)).toEqual(['Ghosts']);
    expect(list.campaigns[0]?.unfinished).toBeNull();

    // Archiving the open campaign closes it; it stays listed, marked archived.
    await app.call('campaign.archive', { campaignId: created.campaign.id, archived: true });
    expect((await app.call('session.get', {})).campaign).toBeNull();
    const archived = await app.call('campaign.list', {});
    expect(archived.campaigns[0]?.campaign.archivedAt).not.toBeNull();
    await app.call('campaign.archive', { campaignId: created.campaign.id, archived: false });
    expect((await app.call('campaign.list', {})).campaigns[0]?.campaign.archivedAt).toBeNull();

    // The campaign's language follows the interface's language while it is open, and back.
    await app.call('campaign.open', { campaignId: created.campaign.id });
    await app.call('settings.setLanguage', { language: 'ru' });
    await app.core.campaigns.desk.settled();
    expect((await app.call('campaign.get', {}))?.campaign.language).toBe('ru');
    await app.call('campaign.setLanguage', { campaignId: created.campaign.id, language: 'en' });
    expect(await app.call('settings.get', {})).toEqual({ language: 'en' });
  });

  it('refuse what the schema refuses, with typed errors', async () => {
    app = await startApp();
    expect(
      (await app.fails('campaign.create', { name: '  ', system: 'dnd5e', language: 'en' })).code,
    ).toBe('invalidPayload');
    expect((await app.fails('campaign.open', { campaignId: 'no-such-campaign' })).code).toBe(
      'notFound',
    );
    expect((await app.fails('campaign.open', { campaignId: '../etc' })).code).toBe(
      'invalidPayload',
    );
  });
});

describe('options', () => {
  it('follow the engine: values checked, a rule needs the rule it depends on, off switches dependents off', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    const id = c.id;
    expect(
      (
        await app.fails('campaign.setOption', {
          campaignId: id,
          key: 'lingeringInjuries.asFlaws',
          value: true,
        })
      ).code,
    ).toBe('optionRequires');
    expect(
      (
        await app.fails('campaign.setOption', {
          campaignId: id,
          key: 'initTieBreak',
          value: 'coin',
        })
      ).code,
    ).toBe('invalidOptionValue');
    expect(
      (await app.fails('campaign.setOption', { campaignId: id, key: 'noSuchOption', value: true }))
        .code,
    ).toBe('unknownOption');
    await app.call('campaign.setOption', { campaignId: id, key: 'lingeringInjuries', value: true });
    await app.call('campaign.setOption', {
      campaignId: id,
      key: 'lingeringInjuries.asFlaws',
      value: true,
    });
    // A DM's choice under the rule keeps its value when the rule goes off.
    await app.call('campaign.setOption', {
      campaignId: id,
      key: 'lingeringInjuries.onCrit',
      value: false,
    });
    const off = await app.call('campaign.setOption', {
      campaignId: id,
      key: 'lingeringInjuries',
      value: false,
    });
    expect(off.options).toMatchObject({
      lingeringInjuries: false,
      'lingeringInjuries.asFlaws': false,
      'lingeringInjuries.onCrit': false,
    });
  });

  it('every system lists all its options with labels, explanations and rests', async () => {
    app = await startApp();
    const systems = await app.call('campaign.systems', {});
    expect(systems.map((s) => s.id).sort()).toEqual(['adnd2e', 'dnd5e', 'osr']);
    for (const system of systems) {
      expect(system.options.length).toBeGreaterThan(10);
      for (const option of system.options) {
        expect(option.labelKey).toBeTruthy();
        expect(option.helpKey).toBeTruthy();
      }
    }
    expect(systems.find((s) => s.id === 'dnd5e')?.rests).toEqual(['shortRest', 'longRest', 'heal']);
    expect(systems.find((s) => s.id === 'adnd2e')?.rests).toEqual(['days', 'heal']);
    expect(systems.find((s) => s.id === 'osr')?.rests).toEqual(['heal']);
  });

  it('changed mid-fight, an option goes through the engine and is in the fight’s log', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    await app.call('encounter.dispatch', {
      command: { type: 'addCombatants', combatants: [{ name: 'Ogre', kind: 'monster' }] },
    });
    const before = (await app.call('encounter.get', {})).history.position;
    await app.call('campaign.setOption', { campaignId: c.id, key: 'massiveDamage', value: true });
    const view = await app.call('encounter.get', {});
    expect(view.encounter.options.massiveDamage).toBe(true);
    expect(view.history.position).toBe(before + 1);
    expect(app.core.encounter.events().at(-1)).toMatchObject({
      type: 'optionSet',
      key: 'massiveDamage',
      value: true,
    });
    // Undoing the step in the fight leaves the campaign's choice for the next fights.
    await app.call('encounter.undo', {});
    expect((await app.call('encounter.get', {})).encounter.options.massiveDamage).toBe(false);
    expect((await app.call('campaign.get', {}))?.campaign.options.massiveDamage).toBe(true);
  });
});

describe('roster and prepared encounters', () => {
  it('takes a 2e character typed in without an initiative modifier, which 2e does not have', async () => {
    app = await startApp();
    const { campaign: c } = await campaign('adnd2e');
    const entry = await app.call('roster.add', {
      campaignId: c.id,
      entry: { kind: 'pc', name: 'Brom', quick: { ac: 4 }, state: { maxHp: 31 } },
    });
    expect(entry.statblock).toMatchObject({ name: 'Brom', ac: 4, hp: 31 });
    expect(entry.statblock).not.toHaveProperty('initiativeBonus');
  });

  it('keeps typed-in members with a statblock their system accepts and edits their state', async () => {
    app = await startApp();
    const { campaign: c } = await campaign('osr');
    const entry = await app.call('roster.add', {
      campaignId: c.id,
      entry: {
        kind: 'pc',
        name: 'Mira',
        quick: { ac: 6, initiativeBonus: 0, hd: '2' },
        state: { maxHp: 9 },
      },
    });
    expect(entry.statblock).toMatchObject({ name: 'Mira', hd: '2', ac: 6, hp: 9 });
    expect(entry.state).toMatchObject({ hp: 9, maxHp: 9, dead: false });
    const edited = await app.call('roster.update', {
      campaignId: c.id,
      rosterId: entry.id,
      entry: {
        kind: 'pc',
        name: 'Mira the Bold',
        quick: { ac: 5, initiativeBonus: 0, hd: '3' },
        state: { maxHp: 14, hp: 4, injuries: [{ key: 'custom:scar' }] },
      },
    });
    expect(edited).toMatchObject({
      name: 'Mira the Bold',
      statblock: { hd: '3', ac: 5, hp: 14 },
      state: { hp: 4, maxHp: 14, injuries: [{ key: 'custom:scar' }] },
    });
  });

  it('an injury healed between fights comes off; a lasting condition changes level', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    const member = await app.call('roster.add', {
      campaignId: c.id,
      entry: {
        ...pc('Lia', 20),
        state: {
          maxHp: 20,
          injuries: [{ key: 'injury.limp' }, { key: 'injury.loseEye' }],
          conditions: [{ key: 'exhaustion', level: 2 }],
        },
      },
    });
    expect(member.state.injuries).toHaveLength(2);
    const updated = await app.call('roster.update', {
      campaignId: c.id,
      rosterId: member.id,
      entry: {
        kind: 'pc',
        name: 'Lia',
        quick: { ac: 15, initiativeBonus: 2 },
        state: {
          maxHp: 20,
          hp: 20,
          injuries: [{ key: 'injury.loseEye' }],
          conditions: [{ key: 'exhaustion', level: 1 }],
        },
      },
    });
    expect(updated.state.injuries).toEqual([{ key: 'injury.loseEye' }]);
    expect(updated.state.conditions).toEqual([{ key: 'exhaustion', level: 1 }]);
  });

  it('refuses a statblock the system does not accept, a missing member, a member in use', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    const broken = await app.fails('roster.add', {
      campaignId: c.id,
      entry: {
        kind: 'npc',
        name: 'Odd',
        statblock: { name: 'Odd', size: 'colossal', ac: 12, hp: 5, abilities: {} },
        quick: { ac: 12, initiativeBonus: 0 },
        state: { maxHp: 5 },
      },
    });
    expect(broken).toMatchObject({ code: 'campaign.invalidStatblock', params: { name: 'Odd' } });
    const missing = await app.fails('prepared.save', {
      campaignId: c.id,
      name: 'Nobody',
      lines: [{ source: 'roster', rosterId: 'ghost', hidden: false }],
    });
    expect(missing.code).toBe('campaign.rosterMemberMissing');
    const member = await app.call('roster.add', { campaignId: c.id, entry: pc('Tam', 12) });
    await app.call('prepared.save', {
      campaignId: c.id,
      name: 'Road',
      lines: [{ source: 'roster', rosterId: member.id, hidden: false }],
    });
    expect(
      await app.fails('roster.remove', { campaignId: c.id, rosterId: member.id }),
    ).toMatchObject({
      code: 'campaign.rosterMemberInUse',
      params: { encounter: 'Road' },
    });
    const empty = await app.call('prepared.save', { campaignId: c.id, name: 'Empty', lines: [] });
    expect((await app.fails('prepared.start', { campaignId: c.id, id: empty.id })).code).toBe(
      'campaign.preparedEmpty',
    );
  });

  it('leaves dead members out of a started fight and says who', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    const alive = await app.call('roster.add', { campaignId: c.id, entry: pc('Vel', 12) });
    const dead = await app.call('roster.add', {
      campaignId: c.id,
      entry: { ...pc('Kor', 10), state: { maxHp: 10, hp: 0, dead: true } },
    });
    const saved = await app.call('prepared.save', {
      campaignId: c.id,
      name: 'Crypt',
      lines: [
        { source: 'roster', rosterId: alive.id, hidden: false },
        { source: 'roster', rosterId: dead.id, hidden: false },
        {
          source: 'inline',
          name: 'Skeleton',
          quick: { ac: 13, initiativeBonus: 2, maxHp: 13 },
          count: 1,
          hidden: true,
        },
      ],
    });
    const report = await app.call('prepared.start', { campaignId: c.id, id: saved.id });
    expect(report.skippedDead).toEqual(['Kor']);
    const names = report.view.encounter.combatantIds.map(
      (cid) => report.view.encounter.combatants[cid]?.name,
    );
    expect(names).toEqual(['Vel', 'Skeleton']);
    // A single creature needs no group.
    expect(report.view.encounter.groups).toEqual({});
  });
});

describe('rests between fights', () => {
  it('5e: a short rest spends Hit Dice (typed dice too), a long rest restores HP and dice, all logged', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    const a = await app.call('roster.add', {
      campaignId: c.id,
      entry: {
        ...pc('Ann', 30),
        state: { maxHp: 30, hp: 10, hitDice: [{ die: 10, total: 4, spent: 1 }] },
      },
    });
    const short = await app.call('campaign.rest', {
      campaignId: c.id,
      rest: {
        kind: 'shortRest',
        memberIds: [a.id],
        spend: { [a.id]: 2 },
        typedRolls: { [`hd:${a.id}`]: [7], [`hd:${a.id}#2`]: [3] },
      },
    });
    expect(short.item.changes[0]).toMatchObject({ hpBefore: 10, hp: 20, hitDiceLeft: 1 });
    expect(short.item.rolls.map((r) => [r.total, r.typed])).toEqual([
      [7, true],
      [3, true],
    ]);
    const long = await app.call('campaign.rest', {
      campaignId: c.id,
      rest: { kind: 'longRest', memberIds: [a.id] },
    });
    expect(long.item.changes[0]).toMatchObject({ hpBefore: 20, hp: 30, hitDiceLeft: 3 });
    expect(long.view.log.map((item) => item.kind)).toEqual(['longRest', 'shortRest']);
    expect(long.view.roster[0]?.state).toMatchObject({ hp: 30, hitDice: [{ spent: 1 }] });
    // A rest the rules refuse changes nothing.
    await app.call('campaign.setOption', {
      campaignId: c.id,
      key: 'heal.kitDependency',
      value: true,
    });
    const refused = await app.fails('campaign.rest', {
      campaignId: c.id,
      rest: { kind: 'shortRest', memberIds: [a.id], spend: { [a.id]: 1 } },
    });
    expect(refused.code).toBe('kitRequired');
    expect((await app.call('campaign.get', {}))?.log).toHaveLength(2);
  });

  it('2e: days of natural healing; OSR: healing the Referee enters; other rests are refused', async () => {
    app = await startApp();
    const { campaign: c } = await campaign('adnd2e');
    const m = await app.call('roster.add', {
      campaignId: c.id,
      entry: {
        kind: 'pc',
        name: 'Hal',
        quick: { ac: 5, initiativeBonus: 0 },
        state: { maxHp: 40, hp: 10 },
      },
    });
    // 2E-HEAL-02/03: a day of bed rest heals 3, a day of rest 1.
    const days = await app.call('campaign.rest', {
      campaignId: c.id,
      rest: { kind: 'days', memberIds: [m.id], days: ['bedRest', 'bedRest', 'rest'] },
    });
    expect(days.item.changes[0]).toMatchObject({ hpBefore: 10, hp: 17 });
    expect(
      (
        await app.fails('campaign.rest', {
          campaignId: c.id,
          rest: { kind: 'longRest', memberIds: [m.id] },
        })
      ).code,
    ).toBe('campaign.restUnavailable');

    const osr = await app.call('campaign.create', { name: 'Hex', system: 'osr', language: 'en' });
    const o = await app.call('roster.add', {
      campaignId: osr.campaign.id,
      entry: {
        kind: 'pc',
        name: 'Ysa',
        quick: { ac: 7, initiativeBonus: 0 },
        state: { maxHp: 8, hp: 2 },
      },
    });
    const healed = await app.call('campaign.rest', {
      campaignId: osr.campaign.id,
      rest: { kind: 'heal', memberIds: [o.id], amount: 4 },
    });
    expect(healed.item).toMatchObject({ kind: 'heal', changes: [{ hpBefore: 2, hp: 6 }] });
  });

  it('are refused while a fight of the campaign is in progress', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    const a = await app.call('roster.add', { campaignId: c.id, entry: pc('Ann', 30) });
    await app.call('encounter.dispatch', {
      command: { type: 'addCombatants', combatants: [{ name: 'Rat', kind: 'monster' }] },
    });
    expect(
      (
        await app.fails('campaign.rest', {
          campaignId: c.id,
          rest: { kind: 'longRest', memberIds: [a.id] },
        })
      ).code,
    ).toBe('campaign.fightInProgress');
  });
});

describe('recovery reports', () => {
  it('a campaign that cannot be read is listed with the reason; nothing replaces it', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    const other = await app.call('campaign.create', {
      name: 'Other',
      system: 'osr',
      language: 'en',
    });
    const dir = app.dataDir;
    await app.core.close();
    const file = join(dir, 'campaigns', c.id, 'campaign.json');
    await writeFile(file, '{"schemaVersion": 2, "name": ');
    await rm(`${file}.bak`, { force: true });
    app = await startApp(dir);
    const list = await app.call('campaign.list', {});
    expect(list.campaigns.map((item) => item.campaign.id)).toEqual([other.campaign.id]);
    expect(list.unreadable).toEqual([
      expect.objectContaining({ id: c.id, code: 'documentUnrecoverable' }),
    ]);
    expect((await app.fails('campaign.open', { campaignId: c.id })).code).toBe(
      'documentUnrecoverable',
    );
    // The damaged file was left where it was, not replaced by defaults.
    expect(await readFile(file, 'utf8')).toBe('{"schemaVersion": 2, "name": ');
  });

  it('a damaged roster restored from its backup, a damaged settings file reset: the DM is told, and dismisses', async () => {
    app = await startApp();
    const { campaign: c } = await campaign();
    await app.call('roster.add', { campaignId: c.id, entry: pc('Ann', 30) });
    await app.call('roster.add', { campaignId: c.id, entry: pc('Ben', 20) });
    const dir = app.dataDir;
    await app.core.close();
    const folder = join(dir, 'campaigns', c.id);
    await writeFile(join(folder, 'roster.json'), Buffer.alloc(64));
    await writeFile(join(dir, 'settings.json'), '{"language": 42');
    app = await startApp(dir);
    const view = await app.call('campaign.open', { campaignId: c.id });
    // The backup holds the roster before its last write.
    expect(view.roster.map((entry) => entry.name)).toEqual(['Ann']);
    const session = await app.call('session.get', {});
    const codes = session.notices.map((notice) => notice.code);
    expect(codes).toContain('documentRestoredFromBackup');
    expect(codes).toContain('settingsReset');
    const restored = session.notices.find((n) => n.code === 'documentRestoredFromBackup');
    expect(restored?.params).toMatchObject({ damage: 'nulFilled' });
    expect((await readdir(folder)).some((name) => name.startsWith('roster.json.corrupt-'))).toBe(
      true,
    );
    const last = session.notices.at(-1)?.index ?? 0;
    expect((await app.call('session.dismissNotices', { upTo: last })).notices).toEqual([]);
  });
});
