// A 10,000-event session exported to HTML (recap, summary, charts, story) against
// JSON.stringify of the same event log. Goal: ≤ 3×. Prints medians and ratios, plus the other
// formats and the players' recap for comparison.
import { History, RuleError } from '../../shared';
import type { JsonObject } from '../../shared';
import type { ExportLogEntry } from '../../shared/export/log';
import { renderExport, type RenderOptions } from '../../shared/export/render';
import type { ExportEncounter } from '../../shared/export/source';
import { initialEncounter, median } from './engine-fixture';

/** A seeded pseudo-random sequence for choosing commands (not the engine's dice). */
function chooser(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return x / 0x100000000;
  };
}

// The 200-combatant encounter of the engine benchmarks, fought by a scripted DM until the log
// holds 10,000 events, and stored as the store stores it: each command with its time and events.
const init = initialEncounter();
const history = new History(init);
const log: ExportLogEntry[] = [];
const start = Date.parse('2025-03-14T18:00:00.000Z');
const pick = chooser(7);
let eventCount = 0;
const run = (command: JsonObject) => {
  try {
    const { events } = history.dispatch(command);
    if (events.length === 0) return;
    eventCount += events.length;
    const at = new Date(start + log.length * 1500).toISOString();
    log.push({ t: 'cmd', commandId: String(events[0]?.commandId), at, command, events });
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
  }
};
run({ type: 'rollInitiative' });
run({ type: 'startEncounter' });
while (eventCount < 10_000) {
  const r = pick();
  const id = init.combatantIds[Math.floor(pick() * init.combatantIds.length)] as string;
  if (r < 0.55) {
    run({
      type: 'damage',
      targetIds: [id],
      amount: 1 + Math.floor(pick() * 6),
      damageType: 'slashing',
    });
  } else if (r < 0.75) {
    run({ type: 'heal', targetIds: [id], amount: 1 + Math.floor(pick() * 4) });
  } else if (r < 0.85) {
    run({
      type: 'addCondition',
      combatantId: id,
      key: 'poisoned',
      duration: { at: 'turnEnd', of: id, rounds: 1 },
    });
  } else run({ type: 'nextTurn' });
  for (const p of history.state.prompts) {
    const choice = p.kind === 'knockOut' ? 'kill' : p.kind === 'initiativeTie' ? 'keep' : 'roll';
    run({ type: 'resolvePrompt', promptId: p.id, choice });
  }
}
const events = history.events();
const encounter: ExportEncounter = {
  id: 'bench',
  name: 'A long night',
  campaign: { id: 'c', name: 'Benchmark' },
  createdAt: new Date(start).toISOString(),
  endedAt: null,
  status: 'active',
  init: {
    system: 'dnd5e',
    seed: 'bench',
    combatants: init.combatantIds.map((id) => {
      const c = init.combatants[id] as NonNullable<(typeof init.combatants)[string]>;
      return {
        id,
        name: c.name,
        kind: c.kind,
        maxHp: c.maxHp,
        ac: c.ac,
        initiativeBonus: c.initiativeBonus,
        ...(c.groupId ? { groupId: c.groupId } : {}),
      };
    }),
  },
  log,
};

const options = (format: RenderOptions['format'], audience: 'dm' | 'player'): RenderOptions => ({
  format,
  audience,
  language: 'uk',
  timeZone: 'Europe/Kyiv',
  exportedAt: '2025-03-14T21:00:00.000Z',
});

/** Milliseconds of one call: wall clock, and this process's CPU time. */
function measure(fn: () => unknown): { wall: number; cpu: number } {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(c);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** Medians of `runs` calls of each function, alternating so load changes hit all alike. */
function compare(fns: (() => unknown)[], runs: number): { wall: number; cpu: number }[] {
  const samples = fns.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let i = 0; i < runs; i++) {
    fns.forEach((fn, k) => {
      const m = measure(fn);
      samples[k]?.wall.push(m.wall);
      samples[k]?.cpu.push(m.cpu);
    });
  }
  return samples.map((s) => ({ wall: median(s.wall), cpu: median(s.cpu) }));
}

const stringify = () => JSON.stringify(log);
const stringifyEvents = () => JSON.stringify(events);
const html = () => renderExport([encounter], options('html', 'dm'));
// Warm up every path so the JIT has compiled them before measuring.
for (let i = 0; i < 5; i++) {
  stringify();
  stringifyEvents();
  html();
}
// Wall clock and CPU time: the latter barely moves when other processes share the cores.
const [base, bare, page] = compare([stringify, stringifyEvents, html], 31) as [
  { wall: number; cpu: number },
  { wall: number; cpu: number },
  { wall: number; cpu: number },
];
const mb = (text: string) => (Buffer.byteLength(text) / 1e6).toFixed(2);
const line = (label: string, m: { wall: number; cpu: number }, text: string) =>
  console.log(
    `${label.padEnd(40)} ${m.wall.toFixed(1).padStart(6)} ms wall ${m.cpu.toFixed(1).padStart(6)} ms CPU  ${mb(text)} MB`,
  );
console.log(
  `session: ${events.length} events, ${log.length} commands, ${init.combatantIds.length} combatants`,
);
line('JSON.stringify of the log (as stored)', base, stringify());
line('JSON.stringify of its events alone', bare, stringifyEvents());
line('HTML export (DM log)', page, html());
console.log(
  `ratio HTML / JSON.stringify of the log: ${(page.wall / base.wall).toFixed(2)}× wall, ${(page.cpu / base.cpu).toFixed(2)}× CPU (goal ≤ 3×)`,
);
console.log(
  `ratio HTML / JSON.stringify of the events alone: ${(page.cpu / bare.cpu).toFixed(2)}× CPU`,
);
const others = [
  ['html', 'player'],
  ['md', 'dm'],
  ['csv', 'dm'],
  ['json', 'dm'],
] as const;
const results = compare(
  [
    stringify,
    ...others.map(
      ([f, a]) =>
        () =>
          renderExport([encounter], options(f, a)),
    ),
  ],
  9,
);
const ref = results[0] as { wall: number; cpu: number };
others.forEach(([format, audience], i) => {
  const r = results[i + 1] as { wall: number; cpu: number };
  console.log(
    `  ${format.padEnd(4)} ${audience.padEnd(6)} ${r.wall.toFixed(1).padStart(7)} ms wall ${r.cpu.toFixed(1).padStart(7)} ms CPU  ${(r.cpu / ref.cpu).toFixed(2)}× the log`,
  );
});
