// Importing 5,000 creatures (an Improved Initiative library export of detailed 5e statblocks)
// into a real data folder: preview (read, check, neutralise, validate) and commit (one durable
// write), with peak memory. Also: searching the 5,325-creature library, and adding 200
// combatants from it in one action (design budget ≤ 200 ms).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEncounterService } from '../../main/encounter/encounterService';
import { createLibraryFeature } from '../../main/library/feature';
import { openDataDir } from '../../main/store/data-store';
import { median } from './engine-fixture';

const COUNT = 5000;
const RUNS = 3;
const fixture = JSON.parse(
  readFileSync('tests/fixtures/library/improved-initiative/library-export.json', 'utf8'),
) as Record<string, Record<string, unknown>>;
const templates = Object.entries(fixture)
  .filter(([key]) => key.startsWith('Creatures.'))
  .map(([, value]) => value);

// Deterministic variety: names, HP, AC and ability scores differ from creature to creature.
function exportOf(count: number): Buffer {
  const out: Record<string, unknown> = { Creatures: [] as string[] };
  for (let i = 0; i < count; i++) {
    const base = templates[i % templates.length] as Record<string, unknown>;
    const id = `bench-${i}`;
    const abilities = base.Abilities as Record<string, number>;
    (out.Creatures as string[]).push(id);
    out[`Creatures.${id}`] = {
      ...base,
      Id: id,
      Name: `${String(base.Name)} ${i}`,
      HP: { Value: 5 + (i % 200), Notes: `(${1 + (i % 20)}d8)` },
      AC: { Value: 10 + (i % 10), Notes: '(natural armor)' },
      Abilities: Object.fromEntries(
        Object.entries(abilities).map(([k, v], j) => [k, Math.min(30, v + ((i + j) % 5))]),
      ),
      Description: `Variant ${i} of ${String(base.Name)}, bred in the deep marshes. `.repeat(4),
    };
  }
  return Buffer.from(JSON.stringify(out, null, 2));
}

const bytes = exportOf(COUNT);
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

interface Run {
  previewMs: number;
  commitMs: number;
  peakHeap: number;
  peakRss: number;
  fileBytes: number;
  firstSearchMs: number;
  searchMs: number;
  add200Ms: number;
}

async function once(): Promise<Run> {
  const dir = await mkdtemp(join(tmpdir(), 'cm-bench-library-'));
  const store = await openDataDir(dir);
  const encounter = createEncounterService({ system: 'dnd5e', seed: 1 });
  const feature = createLibraryFeature({
    context: store.context,
    library: store.library,
    encounter,
    srdPath: join('dist', 'main', 'srd-5e.json'),
  });
  await feature.catalog.all();
  globalThis.gc?.();
  let peakHeap = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 5);
  const start = performance.now();
  const preview = await feature.importer.previewBytes('bench.json', bytes, { kind: 'global' });
  const previewMs = performance.now() - start;
  if (preview.addCount !== COUNT) throw new Error(`expected ${COUNT}, got ${preview.addCount}`);
  const t = performance.now();
  await feature.importer.commit(preview.uploadId);
  const commitMs = performance.now() - t;
  clearInterval(sampler);
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakRss = Math.max(peakRss, m.rss);
  const fileBytes = (await stat(join(dir, 'library.json'))).size;

  const dm = { role: 'dm' } as const;
  // The first search after a change builds the summaries of the changed library.
  let s = performance.now();
  const page = await feature.handlers['library.search']({ text: 'hag', levelMax: 5 }, dm);
  const firstSearchMs = performance.now() - s;
  if (page.total === 0) throw new Error('search found nothing');
  const times: number[] = [];
  for (const text of ['drake', 'gob', 'swarm of', 'lamp sprite 4', 'captain']) {
    s = performance.now();
    await feature.handlers['library.search']({ text, sort: 'relevance' }, dm);
    times.push(performance.now() - s);
  }
  const searchMs = median(times);
  const a = performance.now();
  await feature.handlers['library.addToEncounter']({ id: 'srd:goblin', count: 200 }, dm);
  const add200Ms = performance.now() - a;
  await store.close();
  await rm(dir, { recursive: true, force: true });
  return { previewMs, commitMs, peakHeap, peakRss, fileBytes, firstSearchMs, searchMs, add200Ms };
}

const baseline = process.memoryUsage();
const runs: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  globalThis.gc?.();
  runs.push(await once());
}
const med = (f: (r: Run) => number) => median(runs.map(f));
console.log(
  `import file: ${COUNT} creatures, ${mb(bytes.byteLength)} MiB (Improved Initiative export)`,
);
console.log(`preview (read + check) median: ${med((r) => r.previewMs).toFixed(0)} ms`);
console.log(`commit (one durable write) median: ${med((r) => r.commitMs).toFixed(0)} ms`);
console.log(
  `total median: ${med((r) => r.previewMs + r.commitMs).toFixed(0)} ms (${((COUNT / med((r) => r.previewMs + r.commitMs)) * 1000).toFixed(0)} creatures/s)`,
);
console.log(
  `peak heap: ${mb(Math.max(...runs.map((r) => r.peakHeap)))} MiB (baseline ${mb(baseline.heapUsed)} MiB); peak RSS: ${mb(Math.max(...runs.map((r) => r.peakRss)))} MiB`,
);
console.log(`library.json after import: ${mb(runs[0]!.fileBytes)} MiB`);
console.log(
  `search over ${COUNT + 325} creatures: first after the import ${med((r) => r.firstSearchMs).toFixed(0)} ms, then median ${med((r) => r.searchMs).toFixed(1)} ms`,
);
console.log(
  `add 200 combatants from the library in one action median: ${med((r) => r.add200Ms).toFixed(0)} ms (budget ≤ 200 ms)`,
);
