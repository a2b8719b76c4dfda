import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reconcileRoster, runBetweenFights } from '../../../main/store/between-fights';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import { RuleError } from '../../../shared/index';
import type { RuleSystemId } from '../../../shared/model/ids';
import { faultyFs } from './helpers/faulty-fs';
import { makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
let store: DataStore;
let fs: ReturnType<typeof faultyFs>['fs'];
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  ({ fs } = faultyFs());
  store = await openDataDir(dir, { fs });
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

async function party(system: RuleSystemId) {
  const campaign = await store.campaigns.create({ name: 'C', system, language: 'en' });
  const session = await store.campaigns.open(campaign.id);
  const pc = await session.roster.add({
    kind: 'pc',
    name: 'Hero',
    state: { maxHp: 24, hp: 10, hitDice: [{ die: 8, total: 3, spent: 2 }] },
  });
  return { campaign, session, pc };
}

describe('rests and healing between fights', () => {
  it('5e long rest: HP back, Hit Dice recovered, recorded in the campaign log', async () => {
    const { session, pc } = await party('dnd5e');
    const result = await runBetweenFights(store.context, session, [pc.id], {
      type: 'longRest',
      combatantIds: [pc.id],
    });
    expect(result.seq).toBe(1);
    const after = await session.roster.get(pc.id);
    expect(after.state).toMatchObject({ hp: 24, hitDice: [{ die: 8, total: 3, spent: 1 }] });
    const log = await session.campaignLog();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ t: 'cmd', command: { type: 'longRest' } });
    expect(await session.roster.appliedLogSeq()).toBe(1);
  });

  it('5e short rest: spends Hit Dice with the DM-typed roll', async () => {
    const { session, pc } = await party('dnd5e');
    await runBetweenFights(store.context, session, [pc.id], {
      type: 'shortRest',
      combatantIds: [pc.id],
      spend: { [pc.id]: 1 },
      typedRolls: { [`hd:${pc.id}`]: [6] },
    });
    expect((await session.roster.get(pc.id)).state).toMatchObject({
      hp: 16,
      hitDice: [{ die: 8, total: 3, spent: 3 }],
    });
  });

  it('AD&D 2e natural healing by days', async () => {
    const { session, pc } = await party('adnd2e');
    await runBetweenFights(store.context, session, [pc.id], {
      type: 'rest',
      combatantIds: [pc.id],
      days: ['bedRest', 'rest', 'deprived'],
    });
    // 2E-HEAL-02..04: full bed rest 3, light activity 1, a day without food or sleep 0.
    expect((await session.roster.get(pc.id)).state.hp).toBe(14);
  });

  it('OSR: healing the Referee enters', async () => {
    const { session, pc } = await party('osr');
    await runBetweenFights(store.context, session, [pc.id], {
      type: 'heal',
      targetIds: [pc.id],
      amount: 5,
    });
    expect((await session.roster.get(pc.id)).state.hp).toBe(15);
  });

  it('a command the rules refuse changes neither log nor roster', async () => {
    const { session, pc } = await party('dnd5e');
    await expect(
      runBetweenFights(store.context, session, [pc.id], {
        type: 'shortRest',
        combatantIds: [pc.id],
        spend: { [pc.id]: 2 },
      }),
    ).rejects.toBeInstanceOf(RuleError);
    expect((await session.campaignLog()).entries).toHaveLength(0);
    expect((await session.roster.get(pc.id)).state.hp).toBe(10);
  });

  it('a crash between the log and the roster write is finished from the log', async () => {
    const { campaign, session, pc } = await party('dnd5e');
    const roster = join(dir, 'campaigns', campaign.id, 'roster.json');
    const realRename = fs.rename;
    fs.rename = async (from, to) => {
      if (to === roster) throw Object.assign(new Error('EIO'), { code: 'EIO' });
      return realRename(from, to);
    };
    await expect(
      runBetweenFights(store.context, session, [pc.id], {
        type: 'longRest',
        combatantIds: [pc.id],
      }),
    ).rejects.toMatchObject({ code: 'writeFailed' });
    fs.rename = realRename;
    await store.close();
    store = await openDataDir(dir, { fs });
    // Opening the campaign finishes the roster write from the log.
    const reopened = await store.campaigns.open(campaign.id);
    expect((await reopened.roster.get(pc.id)).state.hp).toBe(24);
    expect(await reopened.roster.appliedLogSeq()).toBe(1);
    expect(await reconcileRoster(reopened)).toBe(0);
  });
});
