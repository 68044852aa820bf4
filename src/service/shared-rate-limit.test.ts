// The per-key limit shared by instances through PostgreSQL: two limiters (two instances) on
// one database, the run's throwaway server.
import { describe, expect, it } from 'vitest';
import { openStore } from '../store/store';
import { postgresServer } from '../testing/engines';
import { freshDatabase } from '../testing/postgres';
import { createSharedRateLimiter } from './shared-rate-limit';

const server = postgresServer();
const skip = 'skip' in server ? server.skip : null;
if (skip) console.warn(`Shared rate-limit tests skipped: ${skip}`);

async function twoInstances(limit: number) {
  const db = await freshDatabase((server as { url: string }).url, 'limits');
  openStore(db).close(); // the schema
  const limits = { free: limit, commercial: limit };
  const quiet = () => {};
  return {
    db,
    limiters: [
      createSharedRateLimiter(db, limits, Date.now, quiet),
      createSharedRateLimiter(db, limits, Date.now, quiet),
    ],
  };
}

describe.skipIf(skip)('per-key limits counted in PostgreSQL', () => {
  it('let exactly the limit through when requests of one key come to two instances at once', async () => {
    const { limiters } = await twoInstances(50);
    const decisions = await Promise.all(Array.from({ length: 120 }, (_, i) => limiters[i % 2]?.take('key-a', 'free')));
    expect(decisions.filter((decision) => decision && !decision.limited)).toHaveLength(50);
    // Another key has a window of its own.
    expect((await limiters[0]?.take('key-b', 'free'))?.limited).toBe(false);
    await Promise.all(limiters.map((limiter) => limiter.close()));
  });

  it('answer at once far from the limit, count every request, and let exactly the limit through', async () => {
    const { db, limiters } = await twoInstances(1000);
    let immediate = 0;
    let allowed = 0;
    for (let i = 0; i < 1200; i++) {
      const made = limiters[i % 2]?.take('key-c', 'commercial');
      if (made && !(made instanceof Promise)) immediate += 1;
      if (!(await made)?.limited) allowed += 1;
    }
    expect(allowed).toBe(1000);
    // Most of the first half were answered without waiting for PostgreSQL; past it (the margin,
    // less what the two instances may hold uncounted, 31 each), every request waited.
    expect(immediate).toBeGreaterThan(300);
    expect(immediate).toBeLessThanOrEqual(500 + 2 * 31);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const store = openStore(db);
    const counted = store.db.prepare<[], { count: number }>('SELECT SUM(count) AS count FROM rate_counts').get();
    expect(counted?.count).toBe(1200);
    store.close();
    await Promise.all(limiters.map((limiter) => limiter.close()));
  });
});
