// Confidence intervals for the odds of a fight. The simulated fights are independent trials,
// so a chance (party wins, a PC drops) is a binomial proportion and the rounds a sample mean.

/** 1.96: the two-sided 95 % quantile of the normal distribution. */
export const Z95 = 1.959963984540054;

/** A chance estimated from `count` of `n` fights, with its 95 % interval. */
export interface Proportion {
  /** Fights where it happened. */
  readonly count: number;
  /** Fights run. */
  readonly n: number;
  /** count / n (0 when n is 0). */
  readonly p: number;
  /** Lower bound of the 95 % interval. */
  readonly low: number;
  /** Upper bound of the 95 % interval. */
  readonly high: number;
}

/** A mean of a sample, with its 95 % interval. */
export interface MeanEstimate {
  readonly n: number;
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Wilson score interval: unlike the plain normal one it stays inside [0, 1] and is honest at
 * 0 % and 100 % (a one-sided fight of 200 still gives a non-zero upper bound for a loss).
 */
export function wilson(count: number, n: number, z = Z95): Proportion {
  if (n <= 0) return { count, n, p: 0, low: 0, high: 1 };
  const p = count / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const spread = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0 % and 100 % the bound on that side is exactly 0 or 1; rounding would miss it slightly.
  const low = count === 0 ? 0 : Math.max(0, centre - spread);
  const high = count === n ? 1 : Math.min(1, centre + spread);
  return { count, n, p, low, high };
}

/** Running sums for a mean, so a long simulation needs no array of every fight's value. */
export interface MeanAccumulator {
  n: number;
  sum: number;
  sumSquares: number;
}

/** An empty accumulator. */
export function meanAccumulator(): MeanAccumulator {
  return { n: 0, sum: 0, sumSquares: 0 };
}

/** Adds one value. */
export function addValue(acc: MeanAccumulator, x: number): void {
  acc.n += 1;
  acc.sum += x;
  acc.sumSquares += x * x;
}

/** Normal 95 % interval of the mean (sample standard deviation; a point when n < 2). */
export function meanInterval(acc: MeanAccumulator, z = Z95): MeanEstimate {
  const { n, sum, sumSquares } = acc;
  if (n === 0) return { n, mean: 0, low: 0, high: 0 };
  const mean = sum / n;
  if (n < 2) return { n, mean, low: mean, high: mean };
  const variance = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
  const half = z * Math.sqrt(variance / n);
  return { n, mean, low: mean - half, high: mean + half };
}
