// The last `capacity` values of a stream, kept sorted, so that a quantile is one look-up. Adding
// a value costs two binary searches and one move of the values between the leaving one and the
// new one (at most `capacity` numbers): the model's
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
    let at = lowerBound(this.sorted, this.count, value);
    if (this.count === this.capacity) {
      // The oldest value leaves: only the values between its place and the new one's move, by one.
      const gone = lowerBound(this.sorted, this.count, this.arrival[this.next] as number);
      if (gone < at) {
        at -= 1;
        this.sorted.copyWithin(gone, gone + 1, at + 1);
      } else {
        this.sorted.copyWithin(at + 1, at, gone);
      }
    } else {
      this.sorted.copyWithin(at + 1, at, this.count);
      this.count += 1;
    }
    this.sorted[at] = value;
    this.arrival[this.next] = value;
    this.next = (this.next + 1) % this.capacity;
  }

  /** The q-quantile (0…1), interpolated linearly; NaN when empty. */
  quantile(q: number): number {
    if (this.count === 0) return Number.NaN;
    // Read in place: a view of the array for each look-up would cost more than the look-up.
    const position = (this.count - 1) * q;
    const below = this.sorted[Math.floor(position)] as number;
    const above = this.sorted[Math.ceil(position)] as number;
    return below + (above - below) * (position - Math.floor(position));
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
