// A full disk during a campaign fight: the DM keeps playing, the shell says "not saved" with
// the reason (never "saved"), nothing acknowledged is lost, and writing resumes once there is
// space again.
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignView } from '../../../shared/ipc/channels/campaign';
import { faultyFs, type FaultState } from '../store/helpers/faulty-fs';
import { pc, removeApp, startApp, type TestApp } from './support';

let app: TestApp;
let faults: FaultState;
afterEach(async () => {
  faults.diskFull = false;
  if (app) await removeApp(app);
});

describe('a full disk during a campaign fight', () => {
  it('shows "not saved", keeps the steps, and saves them when space returns', async () => {
    const fake = faultyFs();
    faults = fake.faults;
    app = await startApp(undefined, fake.fs);
    const created = await app.call('campaign.create', {
      name: 'Storm King',
      system: 'dnd5e',
      language: 'en',
    });
    const member = await app.call('roster.add', {
      campaignId: created.campaign.id,
      entry: pc('Ari', 20),
    });
    const saved = await app.call('prepared.save', {
      campaignId: created.campaign.id,
      name: 'Hill giants',
      lines: [
        { source: 'roster', rosterId: member.id, hidden: false },
        {
          source: 'inline',
          name: 'Hill giant',
          quick: { ac: 13, initiativeBonus: -1, maxHp: 105 },
          count: 2,
          hidden: false,
        },
      ],
    });
    await app.call('prepared.start', { campaignId: created.campaign.id, id: saved.id });
    await app.settled();

    faults.diskFull = true;
    await app.call('encounter.dispatch', { command: { type: 'rollInitiative' } });
    await app.call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [member.id], amount: 8 },
    });
    await app.core.campaigns.desk.settled();
    await expect
      .poll(async () => (await app.call('session.get', {})).save)
      .toMatchObject({ state: 'notSaved', error: { code: 'diskFull' } });
    expect((await app.call('encounter.get', {})).durability).toBe('failed');
    // The fight goes on in memory meanwhile.
    expect((await app.call('encounter.get', {})).encounter.combatants[member.id]?.hp).toBe(12);
    // Saving again on a still-full disk fails with the reason, changing nothing.
    expect((await app.fails('session.retrySave', {})).code).toBe('diskFull');

    faults.diskFull = false;
    const retried = await app.call('session.retrySave', {});
    expect(retried.save.state).toBe('saved');
    expect((await app.call('encounter.get', {})).durability).toBe('saved');

    const dataDir = app.dataDir;
    await app.core.close();
    app = await startApp(dataDir, fake.fs);
    await app.call('campaign.open', { campaignId: created.campaign.id });
    const reopened = await app.call('encounter.get', {});
    expect(reopened.encounter.combatants[member.id]?.hp).toBe(12);
    expect(reopened.encounter.slots.length).toBeGreaterThan(0);
    const view = (await app.call('campaign.get', {})) as CampaignView;
    expect(view.encounters[0]).toMatchObject({ name: 'Hill giants' });
  });
});
