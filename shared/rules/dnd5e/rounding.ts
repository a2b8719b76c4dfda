// AMB-10 / 5E-GEN-01: the rounding of every division the rules make (resistance, half speed,
// half Hit Dice, level/4). The seeds give none; the default is to round down.
import type { OptionValues } from '../../encounter/types';

/** The DM's rounding choice (AMB-10). */
export type RoundingMode = 'down' | 'up';

/** The rounding in force. */
export function roundingOf(options: OptionValues): RoundingMode {
  return options.rounding === 'up' ? 'up' : 'down';
}

/** `n / d` rounded the DM's way (5E-GEN-01: down by default). */
export function divide(n: number, d: number, options: OptionValues): number {
  return roundingOf(options) === 'up' ? Math.ceil(n / d) : Math.floor(n / d);
}

/** Half of `n`, rounded the DM's way: `floor(x/2)` by default (5E-GEN-01). */
export function halve(n: number, options: OptionValues): number {
  return divide(n, 2, options);
}
