// A fight started without a campaign is journaled in the data folder: a new core over the same
// folder restores it, and it can be moved, with its log, into a campaign.
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './support';
import type { RuleSystemId } from '../../../shared/model/ids';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.core.close();
});

async function open(dir?: string): Promise<TestApp> {
  const app = await startApp(dir);
  apps.push(app);
  return app;
}

describe('the quick fight', () => {
  it('survives a restart of main and is saved into a new campaign with its log', async () => {
    const first = await open();
    await first.call('encounter.dispatch', {
      command: { type: 'addCombatants', combatants: [{ name: 'Rat', kind: 'monster' }] },
    });
    await first.core.campaigns.desk.settled();
    expect(first.core.campaigns.desk.sessionState().quickFight?.status).toBe('active');
    await first.core.close();
    apps.splice(0);

    const second = await open(first.dataDir);
    const view = await second.call('encounter.get', {});
    expect(Object.values(view.encounter.combatants).map((c) => c.name)).toEqual(['Rat']);
    expect(view.history.position).toBe(1);

    const system = view.encounter.system;
    const saved = await second.call('session.saveQuickFight', {
      create: { name: 'Saved later', language: 'en' },
    });
    expect(saved.campaign.system).toBe(system);
    expect(saved.encounters).toHaveLength(1);
    const session = second.core.campaigns.desk.sessionState();
    expect(session.campaign?.name).toBe('Saved later');
    expect(session.encounter?.id).toBe(saved.encounters[0]?.id);
    expect(session.quickFight).toBeNull();
    const after = await second.call('encounter.get', {});
    expect(Object.values(after.encounter.combatants).map((c) => c.name)).toEqual(['Rat']);
    await second.core.close();
    apps.splice(0);
    await rm(first.dataDir, { recursive: true, force: true });
  });

  it('goes into an existing campaign of its rule system only', async () => {
    const app = await open();
    await app.call('encounter.dispatch', {
      command: { type: 'addCombatants', combatants: [{ name: 'Rat', kind: 'monster' }] },
    });
    await app.settled();
    const system = (await app.call('encounter.get', {})).encounter.system as RuleSystemId;
    const other = system === 'osr' ? 'dnd5e' : 'osr';
    // Opening a campaign sets the quick fight aside on disk; closing it brings it back.
    const elsewhere = await app.call('campaign.create', {
      name: 'Hex',
      system: other,
      language: 'en',
    });
    const same = await app.call('campaign.create', { name: 'Keep', system, language: 'en' });
    await app.call('campaign.close', {});
    expect(app.core.campaigns.desk.sessionState().quickFight).toMatchObject({ system });
    const refused = await app.fails('session.saveQuickFight', {
      campaignId: elsewhere.campaign.id,
    });
    expect(refused).toEqual({ code: 'campaign.quickFightSystem', params: { name: 'Hex' } });
    const saved = await app.call('session.saveQuickFight', { campaignId: same.campaign.id });
    expect(saved.campaign.id).toBe(same.campaign.id);
    expect(saved.encounters).toHaveLength(1);
    const view = await app.call('encounter.get', {});
    expect(Object.values(view.encounter.combatants).map((c) => c.name)).toEqual(['Rat']);
    expect(app.core.campaigns.desk.sessionState().quickFight).toBeNull();
  });

  it('refuses a payload that names no campaign', async () => {
    const app = await open();
    const error = await app.fails('session.saveQuickFight', {} as never);
    expect(error.code).toBeTruthy();
    const none = await app.fails('session.saveQuickFight', { campaignId: 'missing' });
    expect(none.code).toBeTruthy();
  });
});
