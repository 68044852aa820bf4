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

export function pointScore(absoluteErrors: ArrayLike<number>): PointScore {
  // A typed copy sorts numerically without a comparator: millions of cases in a backtest.
  const sorted = Float64Array.from(absoluteErrors).sort();
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
  return intervalScoreOf(
    cases.map(({ actual }) => actual),
    cases.map(({ lower }) => lower),
    cases.map(({ upper }) => upper),
    alpha,
  );
}

/** The same scores from columns: case i is (actual[i], lower[i], upper[i]), summed in that order. */
export function intervalScoreOf(
  actual: ArrayLike<number>,
  lower: ArrayLike<number>,
  upper: ArrayLike<number>,
  alpha: number,
): IntervalScore {
  const count = actual.length;
  if (count === 0)
    return { coverage: Number.NaN, above_upper: Number.NaN, mean_width: Number.NaN, winkler: Number.NaN };
  let inside = 0;
  let above = 0;
  let widths = 0;
  let scores = 0;
  const one = { actual: 0, lower: 0, upper: 0 };
  for (let i = 0; i < count; i++) {
    one.actual = actual[i] as number;
    one.lower = lower[i] as number;
    one.upper = upper[i] as number;
    if (one.actual >= one.lower && one.actual <= one.upper) inside += 1;
    if (one.actual > one.upper) above += 1;
    widths += one.upper - one.lower;
    scores += winkler(one, alpha);
  }
  return { coverage: inside / count, above_upper: above / count, mean_width: widths / count, winkler: scores / count };
}

function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] as number;
  return sum / values.length;
}
