// A campaign's fight through main's channels on real files: built from the roster and a
// prepared encounter, recorded step by step, resumed after a restart at the same turn with its
// undo history, ended with the survivors written back to the roster.
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignView } from '../../../shared/ipc/channels/campaign';
import type { PushPayloadOf } from '../../../shared/ipc/index';
import { pc, removeApp, startApp, type TestApp } from './support';

let app: TestApp;
afterEach(async () => {
  if (app) await removeApp(app);
});

async function party(): Promise<CampaignView> {
  const view = await app.call('campaign.create', {
    name: 'Phandelver',
    system: 'dnd5e',
    language: 'en',
  });
  const id = view.campaign.id;
  for (const [name, hp] of [
    ['Aria', 24],
    ['Borin', 31],
    ['Cass', 18],
    ['Dain', 27],
  ] as const) {
    await app.call('roster.add', { campaignId: id, entry: pc(name, hp) });
  }
  return (await app.call('campaign.get', {})) as CampaignView;
}

async function prepareAmbush(view: CampaignView): Promise<string> {
  const saved = await app.call('prepared.save', {
    campaignId: view.campaign.id,
    name: 'Goblin ambush',
    lines: [
      ...view.roster.map((entry) => ({
        source: 'roster' as const,
        rosterId: entry.id,
        hidden: false,
      })),
      {
        source: 'inline',
        name: 'Goblin',
        quick: { ac: 15, initiativeBonus: 2, maxHp: 7 },
        count: 4,
        hidden: false,
      },
      {
        source: 'inline',
        name: 'Wolf',
        quick: { ac: 13, initiativeBonus: 2, maxHp: 11 },
        count: 4,
        hidden: true,
      },
    ],
  });
  return saved.id;
}

describe('a campaign fight', () => {
  it('starts a prepared encounter: 4 PCs and 8 monsters in 2 groups sharing initiative', async () => {
    app = await startApp();
    const view = await party();
    const preparedId = await prepareAmbush(view);
    const report = await app.call('prepared.start', {
      campaignId: view.campaign.id,
      id: preparedId,
    });
    const state = report.view.encounter;
    expect(state.combatantIds).toHaveLength(12);
    expect(Object.values(state.groups).map((g) => g.name)).toEqual(['Goblin', 'Wolf']);
    const wolves = state.combatantIds
      .map((id) => state.combatants[id])
      .filter((c) => c?.name.startsWith('Wolf'));
    expect(wolves.map((c) => [c?.name, c?.hidden, c?.maxHp])).toEqual([
      ['Wolf 1', true, 11],
      ['Wolf 2', true, 11],
      ['Wolf 3', true, 11],
      ['Wolf 4', true, 11],
    ]);
    expect(report.session.encounter).toMatchObject({ name: 'Goblin ambush', status: 'active' });
    await app.call('encounter.dispatch', { command: { type: 'rollInitiative' } });
    const rolled = await app.call('encounter.get', {});
    // One slot per PC and one per group.
    expect(rolled.encounter.slots.filter((s) => s.kind === 'turn')).toHaveLength(6);
    await app.settled();
    expect((await app.call('session.get', {})).save.state).toBe('saved');
  });

  it('a step says "saving" from its own view on, and "saved" only once its log line is on disk', async () => {
    app = await startApp();
    const view = await party();
    const preparedId = await prepareAmbush(view);
    await app.call('prepared.start', { campaignId: view.campaign.id, id: preparedId });
    await app.settled();
    const logged = () => {
      const { save } = app.core.campaigns.desk.sessionState();
      return 'lastSavedSeq' in save ? save.lastSavedSeq : 0;
    };
    const start = logged();
    let taken = 0;
    const steps = () => start + taken;
    // Every DM view that says "saved" is sent when the log holds every step taken so far.
    const sentSaved: { steps: number; logged: number }[] = [];
    app.core.pushes.subscribe('dm', (event, payload) => {
      if (event !== 'encounter.changed') return;
      const delta = payload as PushPayloadOf<'encounter.changed'>;
      if (delta.durability === 'saved') sentSaved.push({ steps: steps(), logged: logged() });
    });
    for (const type of ['rollInitiative', 'startEncounter', 'nextTurn']) {
      taken += 1;
      const answer = await app.call('encounter.dispatch', { command: { type } });
      expect(answer.durability).toBe('saving');
    }
    taken += 1;
    expect((await app.call('encounter.undo', {})).durability).toBe('saving');
    await app.settled();
    expect(logged()).toBe(start + 4);
    expect(sentSaved.length).toBeGreaterThan(0);
    for (const sent of sentSaved) expect(sent.logged).toBe(sent.steps);
    // A command the rules refuse leaves "saved" as it was.
    await app.fails('encounter.dispatch', {
      command: { type: 'damage', targetIds: ['nobody'], amount: 1, damageType: 'fire' },
    });
    expect((await app.call('encounter.get', {})).durability).toBe('saved');
  });

  it('resumes after a restart at the same turn, with undo and redo history intact', async () => {
    app = await startApp();
    const view = await party();
    const preparedId = await prepareAmbush(view);
    await app.call('prepared.start', { campaignId: view.campaign.id, id: preparedId });
    for (const type of ['rollInitiative', 'startEncounter', 'nextTurn', 'nextTurn']) {
      await app.call('encounter.dispatch', { command: { type } });
    }
    const target = view.roster[0]?.id ?? '';
    await app.call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [target], amount: 5, damageType: 'slashing' },
    });
    await app.call('encounter.dispatch', { command: { type: 'nextTurn' } });
    await app.call('encounter.undo', {});
    const before = await app.call('encounter.get', {});
    await app.settled();

    // The process goes away mid-fight without pausing (as a crash would), then starts again.
    const dataDir = app.dataDir;
    await app.core.campaigns.desk.settled();
    await app.core.close();
    app = await startApp(dataDir);
    const reopened = await app.call('campaign.open', { campaignId: view.campaign.id });
    expect(reopened.encounters[0]).toMatchObject({ name: 'Goblin ambush', status: 'active' });
    const after = await app.call('encounter.get', {});
    expect(after.encounter.round).toBe(before.encounter.round);
    expect(after.encounter.turn).toEqual(before.encounter.turn);
    expect(after.encounter.combatants[target]?.hp).toBe(19);
    expect(after.history).toMatchObject({
      position: before.history.position,
      length: before.history.length,
    });
    const session = await app.call('session.get', {});
    expect(session.history).toMatchObject({ canUndo: true, canRedo: true });
    // Redo brings back the undone turn; undo twice takes back the damage.
    const redone = await app.call('encounter.redo', {});
    expect(redone.encounter.turn).not.toEqual(before.encounter.turn);
    await app.call('encounter.undo', {});
    await app.call('encounter.undo', {});
    expect((await app.call('encounter.get', {})).encounter.combatants[target]?.hp).toBe(24);
    await app.settled();

    // The undo steps were recorded too: a second restart sees the same place.
    const position = (await app.call('encounter.get', {})).history.position;
    await app.core.close();
    app = await startApp(dataDir);
    await app.call('campaign.open', { campaignId: view.campaign.id });
    expect((await app.call('encounter.get', {})).history.position).toBe(position);
  });

  it('ending writes the survivors back to the roster and logs it between fights', async () => {
    app = await startApp();
    const view = await party();
    const preparedId = await prepareAmbush(view);
    const { view: started } = await app.call('prepared.start', {
      campaignId: view.campaign.id,
      id: preparedId,
    });
    const [aria, borin] = view.roster;
    const goblin = started.encounter.combatantIds.find(
      (id) => started.encounter.combatants[id]?.name === 'Goblin 1',
    );
    for (const type of ['rollInitiative', 'startEncounter']) {
      await app.call('encounter.dispatch', { command: { type } });
    }
    await app.call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [aria?.id ?? ''], amount: 9 },
    });
    await app.call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [goblin ?? ''], amount: 20 },
    });
    const report = await app.call('session.end', {});
    expect(report.changes.find((c) => c.rosterId === aria?.id)).toMatchObject({
      name: 'Aria',
      hpBefore: 24,
      hp: 15,
      dead: false,
    });
    expect(report.changes.find((c) => c.rosterId === borin?.id)).toMatchObject({
      hpBefore: 31,
      hp: 31,
    });
    // Monsters are not roster members.
    expect(report.changes).toHaveLength(4);
    const campaign = (await app.call('campaign.get', {})) as CampaignView;
    expect(campaign.roster.find((e) => e.id === aria?.id)?.state.hp).toBe(15);
    expect(campaign.encounters[0]).toMatchObject({ status: 'ended', writtenBack: true });
    expect(campaign.log[0]).toMatchObject({ kind: 'writeBack', encounterName: 'Goblin ambush' });
    // The ended fight stays on screen but no longer changes.
    expect((await app.fails('encounter.undo', {})).code).toBe('campaign.fightFinished');
    expect((await app.fails('encounter.dispatch', { command: { type: 'nextTurn' } })).code).toBe(
      'campaign.fightFinished',
    );
    expect((await app.call('session.get', {})).history).toMatchObject({
      canUndo: false,
      canRedo: false,
    });
  });

  it('the engine ending the fight (the encounter screen) writes back as well', async () => {
    app = await startApp();
    const view = await party();
    const preparedId = await prepareAmbush(view);
    await app.call('prepared.start', { campaignId: view.campaign.id, id: preparedId });
    const aria = view.roster[0]?.id ?? '';
    await app.call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [aria], amount: 4 },
    });
    await app.call('encounter.dispatch', { command: { type: 'endEncounter' } });
    await app.settled();
    const campaign = (await app.call('campaign.get', {})) as CampaignView;
    expect(campaign.roster.find((e) => e.id === aria)?.state.hp).toBe(20);
    expect(campaign.encounters[0]).toMatchObject({ status: 'ended', writtenBack: true });
  });

  it('pauses a fight for another and resumes the first where it was', async () => {
    app = await startApp();
    const view = await party();
    const preparedId = await prepareAmbush(view);
    const first = await app.call('prepared.start', {
      campaignId: view.campaign.id,
      id: preparedId,
    });
    await app.call('encounter.dispatch', { command: { type: 'rollInitiative' } });
    await app.call('encounter.dispatch', { command: { type: 'startEncounter' } });
    const firstState = (await app.call('encounter.get', {})).encounter;
    const paused = await app.call('session.pause', {});
    expect(paused.encounter).toBeNull();
    expect((await app.call('encounter.get', {})).encounter.combatantIds).toEqual([]);
    const listed = (await app.call('campaign.get', {})) as CampaignView;
    expect(listed.encounters[0]).toMatchObject({ status: 'paused' });
    const resumed = await app.call('session.resume', {
      encounterId: first.session.encounter?.id ?? '',
    });
    expect(resumed.encounter).toMatchObject({ status: 'active' });
    const again = (await app.call('encounter.get', {})).encounter;
    expect(again.turn).toEqual(firstState.turn);
    expect(again.round).toBe(firstState.round);
  });

  it('a fight begun in the encounter screen (no prepared encounter) is recorded too', async () => {
    app = await startApp();
    const view = await party();
    await app.call('encounter.dispatch', {
      command: {
        type: 'addCombatants',
        combatants: [{ name: 'Bugbear', kind: 'monster', maxHp: 27, ac: 16 }],
      },
    });
    await app.settled();
    const session = await app.call('session.get', {});
    expect(session.encounter?.status).toBe('active');
    await app.core.close();
    app = await startApp(app.dataDir);
    await app.call('campaign.open', { campaignId: view.campaign.id });
    const state = (await app.call('encounter.get', {})).encounter;
    expect(state.combatantIds.map((id) => state.combatants[id]?.name)).toEqual(['Bugbear']);
  });

  it('an imported encounter replacing a campaign fight pauses that fight; the import is not saved', async () => {
    app = await startApp();
    const view = await party();
    const preparedId = await prepareAmbush(view);
    const started = await app.call('prepared.start', {
      campaignId: view.campaign.id,
      id: preparedId,
    });
    await app.call('encounter.dispatch', { command: { type: 'rollInitiative' } });
    app.core.encounter.load({ system: 'dnd5e', seed: 3 }, []);
    await app.core.campaigns.desk.settled();
    const session = await app.call('session.get', {});
    expect(session.encounter).toBeNull();
    expect(session.save).toEqual({ state: 'scratch' });
    const campaign = (await app.call('campaign.get', {})) as CampaignView;
    expect(campaign.encounters[0]).toMatchObject({
      id: started.session.encounter?.id,
      status: 'paused',
    });
    await app.call('session.resume', { encounterId: started.session.encounter?.id ?? '' });
    const resumed = await app.call('encounter.get', {});
    expect(resumed.encounter.slots.length).toBeGreaterThan(0);
  });

  it('without a campaign the fight is journaled as a quick fight and says so', async () => {
    app = await startApp();
    // Before its first step the quick fight has no log: nothing to save yet.
    expect((await app.call('session.get', {})).save).toEqual({ state: 'scratch' });
    expect((await app.call('encounter.get', {})).durability).toBe('notStored');
    await app.call('encounter.dispatch', {
      command: { type: 'addCombatants', combatants: [{ name: 'Orc', kind: 'monster' }] },
    });
    await app.settled();
    const session = await app.call('session.get', {});
    expect(session.campaign).toBeNull();
    expect(session.quickFight?.status).toBe('active');
    expect(session.save.state).toBe('saved');
    expect((await app.call('encounter.get', {})).durability).toBe('saved');
  });
});
