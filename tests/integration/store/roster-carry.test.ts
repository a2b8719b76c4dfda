// What a roster member carries from one fight to the next, on real files: each rule system's
// own carryOver decides what the fight's end writes to roster.json, and its carryIn how the
// member joins the next fight.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBetweenFights } from '../../../main/store/between-fights';
import type { CampaignSession } from '../../../main/store/campaign-session';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import { PersistedEncounter } from '../../../main/store/encounter-store';
import type { Combatant, CombatantInput, OptionValues } from '../../../shared/index';
import type { RuleSystemId } from '../../../shared/model/ids';
import type { NewRosterEntry, Roster } from '../../../shared/model/roster';
import { makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
let store: DataStore;
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  store = await openDataDir(dir);
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

async function campaign(system: RuleSystemId, options: OptionValues = {}) {
  const created = await store.campaigns.create({ name: 'C', system, language: 'en' });
  if (Object.keys(options).length > 0) await store.campaigns.setOptions(created.id, options);
  return { id: created.id, session: await store.campaigns.open(created.id) };
}

/** The roster as it is on disk, read past the store. */
async function rosterFile(campaignId: string): Promise<Roster> {
  const path = join(dir, 'campaigns', campaignId, 'roster.json');
  return JSON.parse(await readFile(path, 'utf8')) as Roster;
}

async function onFile(campaignId: string, rosterId: string) {
  const entry = (await rosterFile(campaignId)).entries.find((e) => e.id === rosterId);
  if (!entry) throw new Error(`no roster entry ${rosterId}`);
  return entry.state;
}

/** A fight of the roster members against `foes`, started (initiative rolled). */
async function fight(
  session: CampaignSession,
  rosterIds: string[],
  foes: CombatantInput[],
  name = 'Fight',
): Promise<PersistedEncounter> {
  const encounter = await PersistedEncounter.start(store.context, session, {
    name,
    rosterIds,
    combatants: foes,
    seed: name,
  });
  await encounter.dispatch({ type: 'rollInitiative' });
  await encounter.dispatch({ type: 'startEncounter' });
  return encounter;
}

function combatant(encounter: PersistedEncounter, id: string): Combatant {
  const c = encounter.state.combatants[id];
  if (!c) throw new Error(`no combatant ${id}`);
  return c;
}

const keys = (c: Combatant): string[] => c.conditions.map((x) => x.key).sort();

async function add(session: CampaignSession, entry: NewRosterEntry) {
  return session.roster.add(entry);
}

describe('5e: the roster keeps what 5e carries over', () => {
  const orc: CombatantInput = { id: 'orc', name: 'Orc', kind: 'monster', maxHp: 15, ac: 13 };

  it('5E-COND-02 5E-COND-03 5E-SURP-03 prone, grappled, restrained and surprised end with the fight; lasting ones stay', async () => {
    const { id, session } = await campaign('dnd5e');
    const hero = await add(session, { kind: 'pc', name: 'Hero', state: { maxHp: 30 } });
    const first = await fight(session, [hero.id], [orc]);
    for (const key of ['prone', 'grappled', 'restrained', 'surprised', 'poisoned']) {
      await first.dispatch({ type: 'addCondition', combatantId: hero.id, key });
    }
    await first.dispatch({
      type: 'addCondition',
      combatantId: hero.id,
      key: 'exhaustion',
      data: { level: 2 },
    });
    await first.dispatch({ type: 'addCondition', combatantId: hero.id, key: 'custom:cursed' });
    await first.end();
    const saved = await onFile(id, hero.id);
    expect(saved.conditions).toEqual([
      { key: 'poisoned' },
      { key: 'exhaustion', level: 2 },
      { key: 'custom:cursed' },
    ]);
    expect(saved.injuries).toEqual([]);
    const second = await fight(session, [hero.id], [orc], 'Second');
    expect(keys(combatant(second, hero.id))).toEqual(['custom:cursed', 'exhaustion', 'poisoned']);
    const exhaustion = combatant(second, hero.id).conditions.find((c) => c.key === 'exhaustion');
    expect(exhaustion?.data).toEqual({ level: 2 });
  });

  it('5E-INJURY-03 a lingering injury stays with its remedy, and that remedy heals it in the next fight', async () => {
    const { id, session } = await campaign('dnd5e', { lingeringInjuries: true });
    const hero = await add(session, { kind: 'pc', name: 'Hero', state: { maxHp: 30 } });
    const first = await fight(session, [hero.id], [orc]);
    await first.dispatch({
      type: 'addCondition',
      combatantId: hero.id,
      key: 'injury.limp',
      note: 'orc axe',
      data: { remedy: 'anyMagicalHealing', d20: 4 },
    });
    await first.dispatch({
      type: 'damage',
      targetIds: [hero.id],
      amount: 9,
      damageType: 'slashing',
    });
    await first.end();
    expect((await onFile(id, hero.id)).injuries).toEqual([
      {
        key: 'injury.limp',
        ruleId: '5E-INJURY-03',
        note: 'orc axe',
        data: { remedy: 'anyMagicalHealing', d20: 4 },
      },
    ]);
    // A long rest does not heal it (the remedy is magic), the next fight's magic does.
    await runBetweenFights(store.context, session, [hero.id], {
      type: 'longRest',
      combatantIds: [hero.id],
    });
    expect((await onFile(id, hero.id)).injuries.map((i) => i.key)).toEqual(['injury.limp']);
    const second = await fight(session, [hero.id], [orc], 'Second');
    expect(keys(combatant(second, hero.id))).toEqual(['injury.limp']);
    await second.dispatch({ type: 'heal', targetIds: [hero.id], amount: 1, magical: true });
    expect(keys(combatant(second, hero.id))).toEqual([]);
    await second.end();
    expect((await onFile(id, hero.id)).injuries).toEqual([]);
  });

  it('Hit Dice spent on a short rest stay spent through a fight and into the next one', async () => {
    const { id, session } = await campaign('dnd5e');
    const hero = await add(session, {
      kind: 'pc',
      name: 'Hero',
      state: { maxHp: 30, hp: 12, hitDice: [{ die: 10, total: 4, spent: 0 }] },
    });
    await runBetweenFights(store.context, session, [hero.id], {
      type: 'shortRest',
      combatantIds: [hero.id],
      spend: { [hero.id]: 1 },
      typedRolls: { [`hd:${hero.id}`]: [5] },
    });
    expect((await onFile(id, hero.id)).hitDice).toEqual([{ die: 10, total: 4, spent: 1 }]);
    const first = await fight(session, [hero.id], [orc]);
    expect((combatant(first, hero.id).sys as { hitDice: unknown }).hitDice).toEqual({
      die: 10,
      total: 4,
      spent: 1,
    });
    await first.end();
    expect((await onFile(id, hero.id)).hitDice).toEqual([{ die: 10, total: 4, spent: 1 }]);
    const second = await fight(session, [hero.id], [orc], 'Second');
    expect((combatant(second, hero.id).sys as { hitDice: unknown }).hitDice).toEqual({
      die: 10,
      total: 4,
      spent: 1,
    });
  });

  it('5E-DEATH-03 the dead stay dead; one still dying keeps the counters and joins unconscious and prone', async () => {
    const { id, session } = await campaign('dnd5e');
    const fallen = await add(session, { kind: 'pc', name: 'Fallen', state: { maxHp: 20 } });
    const dying = await add(session, { kind: 'pc', name: 'Dying', state: { maxHp: 20 } });
    const first = await fight(session, [fallen.id, dying.id], [orc]);
    await first.dispatch({ type: 'damage', targetIds: [fallen.id, dying.id], amount: 20 });
    for (const face of [3, 3, 3]) {
      await first.dispatch({
        type: 'deathSave',
        combatantId: fallen.id,
        typedRolls: { deathSave: [face] },
      });
    }
    await first.dispatch({
      type: 'deathSave',
      combatantId: dying.id,
      typedRolls: { deathSave: [4] },
    });
    await first.end();
    const dead = await onFile(id, fallen.id);
    expect(dead).toMatchObject({ hp: 0, dead: true });
    expect(dead.conditions).toEqual([]);
    const still = await onFile(id, dying.id);
    expect(still).toMatchObject({ hp: 0, dead: false });
    expect(still.sys.deathSaves).toEqual({ successes: 0, failures: 1 });
    // 5E-ZERO-03: unconsciousness is not stored, it follows from 0 HP when joining again.
    expect(still.conditions).toEqual([]);
    const second = await fight(session, [fallen.id, dying.id], [orc], 'Second');
    expect((combatant(second, fallen.id).sys as { dead: boolean }).dead).toBe(true);
    expect(keys(combatant(second, dying.id))).toEqual(['prone', 'unconscious']);
    expect((combatant(second, dying.id).sys as { deathSaves: unknown }).deathSaves).toEqual({
      successes: 0,
      failures: 1,
    });
  });
});

describe('AD&D 2e: the roster keeps what 2e carries over', () => {
  const fighter = {
    name: 'Hero',
    hp: 20,
    classes: [{ group: 'warrior', level: 6, hitDie: 10, name: 'fighter' }],
  };
  const orc: CombatantInput = {
    id: 'orc',
    name: 'orc',
    kind: 'monster',
    side: 'foes',
    statblock: { name: 'orc', hitDice: '1' },
  };
  const member = (name: string): NewRosterEntry => ({
    kind: 'pc',
    name,
    statblock: { ...fighter, name },
    state: { maxHp: 20 },
  });

  it('2E-DEATH-06 a character dying at death’s door keeps his negative HP and bleeds on in the next fight', async () => {
    const { id, session } = await campaign('adnd2e', { 'opt.deathsDoor': true });
    const hero = await add(session, member('Hero'));
    const first = await fight(session, [hero.id], [orc]);
    await first.dispatch({ type: 'damage', targetIds: [hero.id], amount: 23 });
    await first.end();
    const saved = await onFile(id, hero.id);
    expect(saved).toMatchObject({ hp: -3, dead: false });
    expect(saved.sys.life).toBe('dying');
    const second = await fight(session, [hero.id], [orc], 'Second');
    // One more HP lost at the start of the round while dying (2E-DEATH-06).
    expect(combatant(second, hero.id).hp).toBe(-4);
  });

  it('2E-POIS-03 2E-SURP-02 debilitating poison stays with its days; prone and surprised end', async () => {
    const { id, session } = await campaign('adnd2e');
    const hero = await add(session, member('Hero'));
    const first = await fight(session, [hero.id], [orc]);
    await first.dispatch({
      type: 'poison',
      combatantId: hero.id,
      effect: 'debilitating',
      typedRolls: { 'poison.debilitating': [2] },
    });
    for (const key of ['prone', 'surprised', 'stunned']) {
      await first.dispatch({ type: 'addCondition', combatantId: hero.id, key });
    }
    await first.end();
    expect((await onFile(id, hero.id)).conditions).toEqual([
      { key: 'poisonDebilitating', ruleId: '2E-POIS-03', data: { amount: 2, unit: 'days' } },
    ]);
    const second = await fight(session, [hero.id], [orc], 'Second');
    const poison = combatant(second, hero.id).conditions.find(
      (c) => c.key === 'poisonDebilitating',
    );
    expect(keys(combatant(second, hero.id))).toEqual(['poisonDebilitating']);
    expect(poison?.data).toEqual({ amount: 2, unit: 'days' });
  });

  it('2E-DEATH-01 the dead stay dead', async () => {
    const { id, session } = await campaign('adnd2e');
    const hero = await add(session, member('Hero'));
    const friend = await add(session, member('Friend'));
    const first = await fight(session, [hero.id, friend.id], [orc]);
    await first.dispatch({ type: 'damage', targetIds: [hero.id], amount: 25 });
    await first.end();
    expect(await onFile(id, hero.id)).toMatchObject({ dead: true });
    const second = await fight(session, [hero.id, friend.id], [orc], 'Second');
    expect((combatant(second, hero.id).sys as { life: string }).life).toBe('dead');
  });
});

describe('OSR: the roster keeps what the OSR procedure carries over', () => {
  const goblin: CombatantInput = {
    id: 'gob',
    name: 'Goblin',
    kind: 'monster',
    side: 'foes',
    maxHp: 4,
  };

  it('OSR-SURP-05 A-15 surprise ends; the Referee’s conditions and 0 HP (down, not dead) stay', async () => {
    const { id, session } = await campaign('osr');
    const hero = await add(session, { kind: 'pc', name: 'Hero', state: { maxHp: 8 } });
    const first = await fight(session, [hero.id], [goblin]);
    await first.dispatch({ type: 'addCondition', combatantId: hero.id, key: 'surprised' });
    await first.dispatch({
      type: 'addCondition',
      combatantId: hero.id,
      key: 'custom:cursed',
      note: 'the idol',
    });
    await first.dispatch({ type: 'damage', targetIds: [hero.id], amount: 8 });
    await first.end();
    expect(await onFile(id, hero.id)).toMatchObject({
      hp: 0,
      dead: false,
      conditions: [{ key: 'custom:cursed', note: 'the idol' }],
      injuries: [],
    });
    const second = await fight(session, [hero.id], [goblin], 'Second');
    expect(keys(combatant(second, hero.id))).toEqual(['custom:cursed']);
    expect(combatant(second, hero.id).hp).toBe(0);
  });
});
