// Runs a writer child many times and SIGKILLs each one at a chosen moment. Each child is a
// fresh process killed once; the next ones are started while the current one runs, so their
// Node start-up overlaps instead of adding to the test's time.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Bundles the crash child once into a temp folder, for fast start-up. */
export async function bundleCrashChild(): Promise<string> {
  const out = join(await mkdtemp(join(tmpdir(), 'cm-crash-bundle-')), 'crash-child.cjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./crash-child.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: out,
    logLevel: 'warning',
  });
  return out;
}

/** What one killed child said before it died. */
export interface ChildReport {
  /** The count or version it found when it opened, if it got that far. */
  opened: number | null;
  acks: number[];
}

/**
 * When to kill: `ms` after "go", or after the child reported what it opened and then
 * acknowledged `afterAcks` more writes, `ms` later. Counting acknowledgements rather than
 * milliseconds keeps the kills landing among the writes however slow a loaded machine is.
 */
export interface KillPlan {
  afterOpen: boolean;
  /** Writes the child must acknowledge (after opening) before the `ms` wait starts. */
  afterAcks?: number;
  ms: number;
  /** Extra word sent with "go" (the crash child reads an encounter id from it). */
  go?: string;
}

interface Child {
  process: ChildProcessWithoutNullStreams;
  report: ChildReport;
  opened: Promise<void>;
  /** Resolves once the child has acknowledged `count` writes (or has died). */
  acked: (count: number) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: string[];
}

/**
 * The child's environment: the parent's without what makes every Node start-up slower and the
 * writer does not use. NODE_EXTRA_CA_CERTS alone makes Node read and parse a certificate bundle
 * at each start (about 40 ms of a 60 ms start on a CI machine, times 1,500 children);
 * NODE_OPTIONS could load a test runner's hooks into each child.
 */
export function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  delete env.NODE_OPTIONS;
  return env;
}

function start(script: string, args: string[]): Promise<Child> {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: childEnv(),
  });
  const report: ChildReport = { opened: null, acks: [] };
  const stderr: string[] = [];
  let buffer = '';
  let onReady: () => void = () => undefined;
  let onOpened: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const opened = new Promise<void>((resolve) => (onOpened = resolve));
  let ackWait: { count: number; resolve: () => void } | null = null;
  let dead = false;
  const acked = (count: number): Promise<void> =>
    dead || report.acks.length >= count
      ? Promise.resolve()
      : new Promise((resolve) => (ackWait = { count, resolve }));
  const checkAcks = (): void => {
    if (ackWait && (dead || report.acks.length >= ackWait.count)) {
      ackWait.resolve();
      ackWait = null;
    }
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      const [word, value] = line.split(' ');
      if (word === 'ready') onReady();
      else if (word === 'open') {
        report.opened = Number(value);
        onOpened();
      } else if (word === 'ack') {
        report.acks.push(Number(value));
        checkAcks();
      }
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => stderr.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  // A child that dies on its own before "ready" must not hang the loop.
  void exited.then(() => {
    dead = true;
    onReady();
    onOpened();
    checkAcks();
  });
  return ready.then(() => ({ process: child, report, opened, acked, exited, stderr }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Options of one kill loop. */
export interface KillLoopOptions {
  script: string;
  args: string[];
  kills: number;
  plan: (iteration: number) => KillPlan;
  /** Checks the files after the kill (the child is dead); throws to fail the test. */
  check: (iteration: number, report: ChildReport) => Promise<void>;
}

// Children started ahead of the one being killed: enough that a start-up slowed by a loaded
// machine rarely keeps the loop waiting, few enough to leave the CPU to the one under test.
const SPARES = 2;

/** Starts, kills and checks `kills` children in turn. */
export async function runKillLoop(options: KillLoopOptions): Promise<void> {
  const spares: Promise<Child>[] = [];
  for (let n = 0; n < Math.min(SPARES, options.kills); n += 1) {
    spares.push(start(options.script, options.args));
  }
  try {
    for (let i = 0; i < options.kills; i += 1) {
      const child = await (spares.shift() as Promise<Child>);
      if (i + spares.length + 1 < options.kills) spares.push(start(options.script, options.args));
      const plan = options.plan(i);
      child.process.stdin.write(`go ${plan.go ?? ''}\n`);
      if (plan.afterOpen) {
        await child.opened;
        if (plan.afterAcks) await child.acked(plan.afterAcks);
      }
      await sleep(plan.ms);
      child.process.kill('SIGKILL');
      const exit = await child.exited;
      if (exit.signal !== 'SIGKILL') {
        throw new Error(`child ${i} exited on its own (${exit.code}): ${child.stderr.join('')}`);
      }
      await options.check(i, child.report);
    }
  } finally {
    for (const spare of spares) {
      const left = await spare.catch(() => null);
      left?.process.kill('SIGKILL');
      await left?.exited;
    }
  }
}

/** A small seeded generator (mulberry32) so a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
