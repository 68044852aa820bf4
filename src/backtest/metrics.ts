// The scores of a backtest: point errors (mean and median absolute error) and, for a range,
// coverage, the share above its upper bound, its mean width and the interval (Winkler) score.

export interface PointScore {
  count: number;
  mae: number;
  median_ae: number;
}

export interface IntervalCase {
  actual: number;
  lower: number;
  upper: number;
}

export interface IntervalScore {
  coverage: number;
  above_upper: number;
  mean_width: number;
  winkler: number;
}

export function pointScore(absoluteErrors: readonly number[]): PointScore {
  const sorted = [...absoluteErrors].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length === 0
      ? Number.NaN
      : sorted.length % 2 === 1
        ? (sorted[Math.floor(middle)] as number)
        : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { count: sorted.length, mae: mean(sorted), median_ae: median };
}

/**
 * The Winkler score of one range at level 1 − alpha: its width, plus 2/alpha times the distance
 * by which the actual value falls outside it. Lower is better; it rewards narrow ranges that hold.
 */
export function winkler({ actual, lower, upper }: IntervalCase, alpha: number): number {
  const width = upper - lower;
  if (actual < lower) return width + (2 / alpha) * (lower - actual);
  if (actual > upper) return width + (2 / alpha) * (actual - upper);
  return width;
}

export function intervalScore(cases: readonly IntervalCase[], alpha: number): IntervalScore {
  return {
    coverage: mean(cases.map(({ actual, lower, upper }) => (actual >= lower && actual <= upper ? 1 : 0))),
    above_upper: mean(cases.map(({ actual, upper }) => (actual > upper ? 1 : 0))),
    mean_width: mean(cases.map(({ lower, upper }) => upper - lower)),
    winkler: mean(cases.map((one) => winkler(one, alpha))),
  };
}

function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
