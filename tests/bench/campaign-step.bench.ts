// One step of a campaign fight through main, from the router to the durable journal: the DM
// window's `encounter.dispatch` goes through the router's validation, the engine, the campaign
// binding and the encounter log, and the step counts only once the DM view says "saved" (the
// journal line is durable). 200 combatants (8 PCs and 192 monsters in 24 groups), a mix of
// damage, healing and turns. Prints p50/p95 of the time to the router's answer and to "saved",
// the main thread's CPU time per step and the heap kept per step.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../../main/core/createCore';

const COMBATANTS_PER_GROUP = 8;
const GROUPS = 24;
const PCS = 8;
const WARMUP = 30;
const SAMPLES = Number(process.env.CAMPAIGN_STEP_SAMPLES ?? 400);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function combatants(): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = [];
  for (let i = 0; i < PCS; i++) {
    list.push({ id: `pc${i}`, name: `Hero ${i}`, kind: 'pc', maxHp: 60, ac: 16 });
  }
  for (let g = 0; g < GROUPS; g++) {
    for (let i = 0; i < COMBATANTS_PER_GROUP; i++) {
      list.push({
        id: `m${g}-${i}`,
        name: `Orc ${g}`,
        kind: 'monster',
        groupId: `grp${g}`,
        maxHp: 100_000,
        ac: 13,
        initiativeBonus: 1,
      });
    }
  }
  return list;
}

/** The n-th measured command: mostly damage, some healing, a turn now and then. */
function command(n: number): Record<string, unknown> {
  const target = `m${n % GROUPS}-${n % COMBATANTS_PER_GROUP}`;
  if (n % 10 === 9) return { type: 'nextTurn' };
  if (n % 5 === 3) return { type: 'heal', targetIds: [target], amount: 2 };
  return { type: 'damage', targetIds: [target], amount: 1 + (n % 6), damageType: 'slashing' };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'cm-bench-step-'));
  const core = await createCore({
    dataDir: dir,
    initialLanguage: 'en',
    logger: { warn: () => undefined, error: (m, e) => console.error(m, e) },
    seed: 7,
  });
  const call = async (channel: string, payload: unknown): Promise<unknown> => {
    const result = await core.router.handle('dm', channel, payload);
    if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
    return result.value;
  };
  // "saved" as the DM window is told it (the durability of the DM view after a change), once
  // the fight's log says the step's line is on disk.
  const lastSaved = (): number => {
    const save = core.campaigns.desk.sessionState().save;
    return 'lastSavedSeq' in save ? save.lastSavedSeq : 0;
  };
  let waiter: { seq: number; resolve: () => void } | null = null;
  core.encounter.onChange(({ dm }) => {
    if (waiter && dm.durability === 'saved' && lastSaved() >= waiter.seq) {
      const { resolve } = waiter;
      waiter = null;
      resolve();
    }
  });
  const step = async (cmd: unknown): Promise<{ answered: number; saved: number }> => {
    const seq = lastSaved() + 1;
    const saved = new Promise<void>((resolve) => (waiter = { seq, resolve }));
    const t0 = performance.now();
    await call('encounter.dispatch', { command: cmd });
    const t1 = performance.now();
    await saved;
    const t2 = performance.now();
    return { answered: t1 - t0, saved: t2 - t0 };
  };

  await call('campaign.create', { name: 'Bench', system: 'dnd5e', language: 'en' });
  await step({ type: 'addCombatants', combatants: combatants() });
  await step({ type: 'rollInitiative' });
  await step({ type: 'startEncounter' });
  for (let n = 0; n < WARMUP; n++) await step(command(n));

  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const answered: number[] = [];
  const saved: number[] = [];
  const started = performance.now();
  for (let n = 0; n < SAMPLES; n++) {
    const t = await step(command(WARMUP + n));
    answered.push(t.answered);
    saved.push(t.saved);
  }
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  const ms = (v: number) => `${v.toFixed(2)} ms`;
  console.log(
    `campaign fight step, ${PCS + GROUPS * COMBATANTS_PER_GROUP} combatants, ${SAMPLES} steps`,
  );
  console.log(
    `  router answered:  p50 ${ms(percentile(answered, 50))}  p95 ${ms(percentile(answered, 95))}`,
  );
  console.log(
    `  journal durable:  p50 ${ms(percentile(saved, 50))}  p95 ${ms(percentile(saved, 95))}`,
  );
  console.log(
    `  wall per step ${ms(wall / SAMPLES)}; CPU per step ${ms((cpu.user + cpu.system) / 1000 / SAMPLES)} (user ${ms(cpu.user / 1000 / SAMPLES)})`,
  );
  console.log(
    `  heap kept per step ${((heapAfter - heapBefore) / SAMPLES / 1024).toFixed(1)} KiB${global.gc ? '' : ' (run with --expose-gc for a stable figure)'}`,
  );
  await core.close();
  await rm(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
