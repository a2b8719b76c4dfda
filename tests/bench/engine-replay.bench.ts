// Replay of a 10,000-event log of a 200-combatant encounter vs JSON.parse of the same log.
// Goal: replay ≤ 2× JSON.parse. Prints medians and the ratio.
import { replay } from '../../shared';
import type { EngineEvent } from '../../shared';
import { initialEncounter, median, playFight } from './engine-fixture';

const init = initialEncounter();
const { events: all, state: live } = playFight(init, 10_000);
// Cut at a command boundary at or after 10,000 events.
let n = 10_000;
while (n < all.length && all[n]?.commandId === all[n - 1]?.commandId) n++;
const events = all.slice(0, n);
const text = JSON.stringify(events);
const parsed = JSON.parse(text) as EngineEvent[];

// Correctness first: replay of the parsed log equals the live state.
if (n === all.length && JSON.stringify(replay(init, parsed)) !== JSON.stringify(live)) {
  throw new Error('replay differs from the live state');
}

const runs = 30;
const parseMs: number[] = [];
const replayMs: number[] = [];
for (let i = 0; i < 5; i++) {
  JSON.parse(text);
  replay(init, parsed);
}
for (let i = 0; i < runs; i++) {
  globalThis.gc?.();
  let t = performance.now();
  JSON.parse(text);
  parseMs.push(performance.now() - t);
  globalThis.gc?.();
  t = performance.now();
  replay(init, parsed);
  replayMs.push(performance.now() - t);
}
const p = median(parseMs);
const r = median(replayMs);
console.log(
  `events: ${events.length}, combatants: ${init.combatantIds.length}, log: ${(text.length / 1024).toFixed(0)} KiB`,
);
console.log(`JSON.parse median: ${p.toFixed(2)} ms`);
console.log(`replay median:     ${r.toFixed(2)} ms`);
console.log(`ratio replay / JSON.parse: ${(r / p).toFixed(2)}× (goal ≤ 2×)`);
