import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import { PersistedEncounter } from '../../../main/store/encounter-store';
import { createEncounter, History, RuleError } from '../../../shared/index';
import { faultyFs, type FaultState } from './helpers/faulty-fs';
import { makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
let store: DataStore;
let faults: FaultState;
let fs: ReturnType<typeof faultyFs>['fs'];
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  ({ fs, faults } = faultyFs());
  store = await openDataDir(dir, { fs });
});
afterEach(async () => {
  faults.diskFull = false;
  await store.close();
  await cleanup();
});

async function reopen(): Promise<DataStore> {
  await store.close();
  store = await openDataDir(dir, { fs });
  return store;
}

async function campaignWithParty() {
  const campaign = await store.campaigns.create({
    name: 'Strahd',
    system: 'dnd5e',
    language: 'uk',
  });
  const session = await store.campaigns.open(campaign.id);
  const ireena = await session.roster.add({
    kind: 'pc',
    name: 'Ireena',
    state: {
      maxHp: 24,
      hp: 20,
      conditions: [{ key: 'poisoned' }],
      injuries: [{ key: 'injury.limp' }],
    },
  });
  const ismark = await session.roster.add({ kind: 'pc', name: 'Ismark', state: { maxHp: 30 } });
  return { campaign, session, ireena, ismark };
}

const wolves = [
  { id: 'wolf1', name: 'Wolf', kind: 'monster' as const, maxHp: 11, ac: 13 },
  { id: 'wolf2', name: 'Wolf', kind: 'monster' as const, maxHp: 11, ac: 13 },
];

async function startFight() {
  const party = await campaignWithParty();
  const fight = await PersistedEncounter.start(store.context, party.session, {
    name: 'Wolves on the road',
    rosterIds: [party.ireena.id, party.ismark.id],
    combatants: wolves,
    seed: 'wolves',
  });
  return { ...party, fight };
}

describe('encounter persistence', () => {
  it('brings roster members in with their saved HP, lasting conditions and injuries', async () => {
    const { fight, ireena } = await startFight();
    const combatant = fight.state.combatants[ireena.id];
    expect(combatant).toMatchObject({ hp: 20, maxHp: 24, kind: 'pc' });
    expect(combatant?.conditions.map((c) => c.key).sort()).toEqual(['injury.limp', 'poisoned']);
    expect(fight.header).toMatchObject({ status: 'active', writtenBack: false });
    expect(fight.saveState).toMatchObject({ state: 'saved', lastSavedSeq: 2 });
  });

  it('reopens after a quit mid-fight at the same turn with the same undo and redo history', async () => {
    const { fight, campaign, ireena } = await startFight();
    await fight.dispatch({ type: 'rollInitiative' });
    await fight.dispatch({ type: 'startEncounter' });
    await fight.dispatch({
      type: 'damage',
      targetIds: ['wolf1'],
      amount: 4,
      damageType: 'slashing',
    });
    await fight.dispatch({ type: 'nextTurn' });
    await fight.dispatch({
      type: 'damage',
      targetIds: [ireena.id],
      amount: 3,
      damageType: 'piercing',
    });
    await fight.dispatch({ type: 'nextTurn' });
    await fight.undo();
    const before = {
      state: fight.state,
      position: fight.history.position,
      length: fight.history.length,
      canUndo: fight.history.canUndo,
      canRedo: fight.history.canRedo,
    };
    const redone = structuredClone(await fight.redo());
    await fight.undo();
    // Quit without pausing: only what the log already holds survives.
    await reopen();
    const session = await store.campaigns.open(campaign.id);
    const resumed = await PersistedEncounter.resume(store.context, session, fight.header.id);
    expect(resumed.state).toEqual(before.state);
    expect(resumed.state.round).toBe(before.state.round);
    expect(resumed.state.turn).toEqual(before.state.turn);
    expect({
      position: resumed.history.position,
      length: resumed.history.length,
      canUndo: resumed.history.canUndo,
      canRedo: resumed.history.canRedo,
    }).toEqual({ position: before.position, length: before.length, canUndo: true, canRedo: true });
    expect(await resumed.redo()).toEqual(redone);
    await resumed.undo();
    await resumed.undo();
    expect(resumed.state.combatants[ireena.id]?.hp).toBe(20);
  });

  it('records the steps of a history it shares, as decided, without deciding them again', async () => {
    const { campaign, session } = await campaignWithParty();
    const init = { system: 'dnd5e', options: {}, combatants: wolves, seed: 'shared' };
    const history = new History(createEncounter(init));
    const fight = await PersistedEncounter.begin(
      store.context,
      session,
      { name: 'Wolves at dusk' },
      init,
      history,
    );
    expect(fight.history).toBe(history);
    expect(fight.header.init).toEqual(init);
    const roll = { type: 'rollInitiative' };
    const rolled = history.dispatch(roll);
    const hit = { type: 'damage', targetIds: ['wolf1'], amount: 4, damageType: 'slashing' };
    const hurt = history.dispatch(hit);
    await fight.recordCommand(roll, rolled.events);
    await fight.recordCommand(hit, hurt.events);
    history.undo();
    await fight.recordUndo();
    history.redo();
    history.undo();
    await fight.recordRedo();
    expect(await fight.recordUndo()).toMatchObject({ state: 'saved', lastSavedSeq: 5 });
    // The log holds the very events the history decided, not a second decision of the command.
    const entries = session.openedEncounterLog(fight.header.id)?.entries ?? [];
    expect(entries.map((e) => e.t)).toEqual(['cmd', 'cmd', 'undo', 'redo', 'undo']);
    expect(entries[1]).toMatchObject({ t: 'cmd', command: hit });
    expect((entries[1] as { events: unknown }).events).toBe(hurt.events);
    await reopen();
    const resumed = await PersistedEncounter.resume(
      store.context,
      await store.campaigns.open(campaign.id),
      fight.header.id,
    );
    expect(resumed.state).toEqual(history.state);
    expect([resumed.history.position, resumed.history.length]).toEqual([1, 2]);
  });

  it('pauses (compacted, marked paused) and resumes as active', async () => {
    const { fight, campaign } = await startFight();
    await fight.dispatch({ type: 'rollInitiative' });
    const state = fight.state;
    await fight.pause();
    const session = await store.campaigns.open(campaign.id);
    const [listing] = await session.encounters();
    expect(listing).toMatchObject({ ok: true, header: { status: 'paused' } });
    const logs = await readdir(join(dir, 'campaigns', campaign.id, 'logs'));
    expect(logs).toContain(`${fight.header.id}.snapshot.json`);
    const resumed = await PersistedEncounter.resume(store.context, session, fight.header.id);
    expect(resumed.state).toEqual(state);
    expect(resumed.header.status).toBe('active');
  });

  it('records nothing for a command the rules refuse', async () => {
    const { fight } = await startFight();
    const entries = fight.saveState;
    await expect(
      fight.dispatch({ type: 'damage', targetIds: ['nobody'], amount: 1, damageType: 'fire' }),
    ).rejects.toBeInstanceOf(RuleError);
    await expect(fight.undo()).resolves.toBeDefined();
    expect(fight.saveState.lastSavedSeq).toBe(entries.lastSavedSeq + 1);
  });

  it('ends the fight and writes the survivors back to the roster, once', async () => {
    const { fight, session, ireena, ismark } = await startFight();
    await fight.dispatch({ type: 'rollInitiative' });
    await fight.dispatch({ type: 'startEncounter' });
    await fight.dispatch({
      type: 'damage',
      targetIds: [ismark.id],
      amount: 7,
      damageType: 'piercing',
    });
    await fight.dispatch({ type: 'addCondition', combatantId: ismark.id, key: 'injury.loseEye' });
    await fight.dispatch({
      type: 'addCondition',
      combatantId: ismark.id,
      key: 'exhaustion',
      data: { level: 2 },
    });
    await fight.dispatch({
      type: 'addCondition',
      combatantId: ismark.id,
      key: 'blinded',
      duration: { at: 'turnEnd', of: ismark.id, rounds: 1 },
    });
    const poisoned = fight.state.combatants[ireena.id]?.conditions.find(
      (c) => c.key === 'poisoned',
    );
    await fight.dispatch({
      type: 'removeCondition',
      combatantId: ireena.id,
      conditionId: poisoned?.id,
    });
    await fight.end();
    const roster = await session.roster.list();
    const after = Object.fromEntries(roster.map((e) => [e.name, e.state]));
    expect(after.Ismark).toMatchObject({
      hp: 23,
      maxHp: 30,
      dead: false,
      conditions: [{ key: 'exhaustion', level: 2 }],
      injuries: [{ key: 'injury.loseEye' }],
    });
    expect(after.Ireena).toMatchObject({
      hp: 20,
      conditions: [],
      injuries: [{ key: 'injury.limp' }],
    });
    const [listing] = await session.encounters();
    expect(listing).toMatchObject({ ok: true, header: { status: 'ended', writtenBack: true } });
  });

  it('finishes an interrupted write-back when the ended encounter is reopened', async () => {
    const { fight, campaign, ismark } = await startFight();
    await fight.dispatch({
      type: 'damage',
      targetIds: [ismark.id],
      amount: 10,
      damageType: 'fire',
    });
    // The roster write fails (disk full) after the encounter was marked ended.
    const roster = join(dir, 'campaigns', campaign.id, 'roster.json');
    const realRename = fs.rename;
    fs.rename = async (from, to) => {
      if (to === roster) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
      return realRename(from, to);
    };
    await expect(fight.end()).rejects.toMatchObject({ code: 'diskFull' });
    fs.rename = realRename;
    await reopen();
    const session = await store.campaigns.open(campaign.id);
    expect((await session.roster.get(ismark.id)).state.hp).toBe(30);
    const resumed = await PersistedEncounter.resume(store.context, session, fight.header.id);
    expect(resumed.header).toMatchObject({ status: 'ended', writtenBack: true });
    expect((await session.roster.get(ismark.id)).state.hp).toBe(20);
  });

  it('keeps playing through a full disk: "not saved" until space returns, nothing lost', async () => {
    const { fight, campaign, ismark } = await startFight();
    faults.diskFull = true;
    const hit = await fight.dispatch({
      type: 'damage',
      targetIds: [ismark.id],
      amount: 5,
      damageType: 'cold',
    });
    expect(hit.state.combatants[ismark.id]?.hp).toBe(25);
    expect(hit.save).toMatchObject({ state: 'notSaved', pending: 1, error: { code: 'diskFull' } });
    faults.diskFull = false;
    await fight.retrySave();
    expect(fight.saveState.state).toBe('saved');
    await reopen();
    const session = await store.campaigns.open(campaign.id);
    const resumed = await PersistedEncounter.resume(store.context, session, fight.header.id);
    expect(resumed.state.combatants[ismark.id]?.hp).toBe(25);
  });
});
