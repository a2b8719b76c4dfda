// A campaign's default for a library monster's hit points (average or rolled on its hit dice):
// set from the options screen's channel, kept in the campaign file on disk (a new core over the
// same temporary folder reads it back), refused when it is neither; an add with rolled hit
// points rolls the statblock's dice with the fight's seeded dice and records the roll.
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './support';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.core.close();
});

async function open(dir?: string): Promise<TestApp> {
  const app = await startApp(dir);
  apps.push(app);
  return app;
}

describe('the campaign default for monster hit points', () => {
  it('is the average until set, survives a restart, and refuses another value', async () => {
    const first = await open();
    const view = await first.call('campaign.create', {
      name: 'Sunless',
      system: 'dnd5e',
      language: 'en',
    });
    expect(view.campaign.monsterHitPoints).toBeUndefined();
    const set = await first.call('campaign.setMonsterHitPoints', {
      campaignId: view.campaign.id,
      value: 'rolled',
    });
    expect(set.monsterHitPoints).toBe('rolled');
    const refused = await first.fails('campaign.setMonsterHitPoints', {
      campaignId: view.campaign.id,
      value: 'maximum' as never,
    });
    expect(refused.code).toBe('invalidPayload');
    await first.core.close();
    apps.splice(0);

    const second = await open(first.dataDir);
    const reopened = await second.call('campaign.open', { campaignId: view.campaign.id });
    expect(reopened.campaign.monsterHitPoints).toBe('rolled');
    await second.core.close();
    apps.splice(0);
    await rm(first.dataDir, { recursive: true, force: true });
  });

  it('rolls an added goblin’s hit dice with the seeded dice and records the roll', async () => {
    const app = await open();
    await app.call('campaign.create', { name: 'Rolls', system: 'dnd5e', language: 'en' });
    const page = await app.call('library.search', { text: 'Goblin', system: 'dnd5e' });
    const goblin = page.items.find((item) => item.name === 'Goblin');
    expect(goblin).toBeDefined();
    await app.call('library.addToEncounter', {
      id: goblin?.id ?? '',
      count: 2,
      hitPoints: 'rolled',
    });
    const rolls = app.core.encounter.events().flatMap((event) => event.rolls ?? []);
    expect(rolls.map((roll) => [roll.purpose, roll.source])).toEqual([
      ['hp:Goblin 1', 'rng'],
      ['hp:Goblin 2', 'rng'],
    ]);
  });
});
