// One damage command at event 100 vs at event 10,000 of a 200-combatant encounter.
// Goal: ≤ 1.2×. Prints medians per command and the ratio.
import { dispatch } from '../../shared';
import type { EncounterState } from '../../shared';
import { initialEncounter, median, playFight } from './engine-fixture';

const init = initialEncounter();
const { at } = playFight(init, 10_050, [100, 10_000]);
const early = at.get(100) as EncounterState;
const late = at.get(10_000) as EncounterState;
const target = 'm5-3';
const command = { type: 'damage', targetIds: [target], amount: 3, damageType: 'slashing' };

function timePerCommand(state: EncounterState, batch: number): number {
  const t = performance.now();
  for (let i = 0; i < batch; i++) dispatch(state, command);
  return (performance.now() - t) / batch;
}

for (let i = 0; i < 3; i++) {
  timePerCommand(early, 500);
  timePerCommand(late, 500);
}
const earlyMs: number[] = [];
const lateMs: number[] = [];
for (let i = 0; i < 41; i++) {
  // Alternate so drift in machine load hits both sides alike.
  earlyMs.push(timePerCommand(early, 300));
  lateMs.push(timePerCommand(late, 300));
}
const e = median(earlyMs);
const l = median(lateMs);
console.log(`damage command at event 100:    ${(e * 1000).toFixed(1)} µs (median)`);
console.log(`damage command at event 10,000: ${(l * 1000).toFixed(1)} µs (median)`);
console.log(`ratio 10,000 / 100: ${(l / e).toFixed(2)}× (goal ≤ 1.2×)`);
