// The last `capacity` values of a stream, kept sorted, so that a quantile is one look-up. Adding
// a value costs a binary search and one array move of at most `capacity` numbers: the model's
// hourly update stays in microseconds per ER (see bench:model).

export class SortedWindow {
  private readonly sorted: Float64Array;
  private readonly arrival: Float64Array;
  private count = 0;
  private next = 0;

  constructor(readonly capacity: number) {
    this.sorted = new Float64Array(capacity);
    this.arrival = new Float64Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  add(value: number): void {
    if (this.count === this.capacity) {
      // The oldest value leaves: close its gap.
      const at = lowerBound(this.sorted, this.count, this.arrival[this.next] as number);
      this.sorted.copyWithin(at, at + 1, this.count);
      this.count -= 1;
    }
    const at = lowerBound(this.sorted, this.count, value);
    this.sorted.copyWithin(at + 1, at, this.count);
    this.sorted[at] = value;
    this.count += 1;
    this.arrival[this.next] = value;
    this.next = (this.next + 1) % this.capacity;
  }

  /** The q-quantile (0…1), interpolated linearly; NaN when empty. */
  quantile(q: number): number {
    return quantileOfSorted(this.sorted.subarray(0, this.count), q);
  }
}

/** The q-quantile of sorted values, interpolated linearly; NaN when there are none. */
export function quantileOfSorted(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] as number;
  const above = sorted[Math.ceil(position)] as number;
  return below + (above - below) * (position - Math.floor(position));
}

function lowerBound(sorted: Float64Array, length: number, value: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
