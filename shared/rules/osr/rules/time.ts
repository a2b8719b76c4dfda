// OSR-TIME-01: meeting potential opponents switches time keeping to 10-second rounds. The dungeon
// "turn" is not defined by the seed; its length is a setting (A-27, default 10 minutes).

/** Exploration time or combat rounds. */
export type TimeMode = 'exploration' | 'rounds';

/** Length of one combat round in seconds (spec §0, 002:L4). */
export const roundSeconds = 10;

/** OSR-TIME-01: an encounter with potential opponents always runs in rounds. */
export function timeModeOnEncounter(): TimeMode {
  return 'rounds';
}

/** Minutes between dungeon encounter checks: every `count` turns of `turnMinutes`. */
export function checkIntervalMinutes(
  count: number,
  unit: 'turn' | 'hour',
  turnMinutes: number,
): number {
  return unit === 'turn' ? count * turnMinutes : count * 60;
}
