// Scheduled windows and their settling, on both engines: the windows read back as written, a
// boundary is applied once with its own time, and a store closed and opened again continues
// from where it was (nothing missed, nothing repeated).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engines } from '../testing/engines';
import { openStore, type Store } from './store';

const H = 3600;
/** Tuesday 24 November 2026, 00:00 UTC. */
const DAY = Date.UTC(2026, 10, 24) / 1000;
const er = (id: string) => ({
  id,
  name: `ER ${id}`,
  city: 'Evanston',
  province: 'NS' as const,
  lat: null,
  lng: null,
  data_source: 'test',
});
const NOTICE = 'The emergency department will be closed from 5 p.m. until 8 a.m.';

const events = (store: Store, id: string) =>
  store.db
    .prepare<[string], { status: string; at: number; expected_reopen: number | null }>(
      'SELECT status, at, expected_reopen FROM status_events WHERE hospital_id = ? ORDER BY id',
    )
    .all(id);

describe.each(engines())('scheduled windows on $engine', ({ skip, target }) => {
  it.skipIf(skip)(
    'keeps each feed’s windows per ER, replaces and withdraws them, and finds the next boundary',
    async () => {
      const store = openStore(await target(() => join(mkdtempSync(join(tmpdir(), 'er-sched-')), 'er.db')));
      store.hospitals.upsert(er('ns_a'));
      store.hospitals.upsert(er('ns_b'));
      store.schedules.replace(
        'ns',
        'ns_a',
        [{ start: DAY + 17 * H, end: DAY + 32 * H, status: 'closed' }],
        NOTICE,
        DAY,
      );
      store.schedules.replace('ab', 'ns_a', [{ start: null, end: null, status: 'disruption' }], 'No doctor', null);
      store.schedules.replace('ns', 'ns_b', [{ start: DAY + 40 * H, end: null, status: 'closed' }], 'Closed', DAY);
      expect(store.schedules.ofHospital('ns_a')).toEqual([
        {
          feed: 'ab',
          hospital_id: 'ns_a',
          start_at: null,
          end_at: null,
          status: 'disruption',
          message: 'No doctor',
          message_fr: null,
          published_at: null,
          confirmed_by: null,
          certainty: null,
          notice_url: null,
          notice_publisher: null,
          notice_published_at: null,
        },
        {
          feed: 'ns',
          hospital_id: 'ns_a',
          start_at: DAY + 17 * H,
          end_at: DAY + 32 * H,
          status: 'closed',
          message: NOTICE,
          message_fr: null,
          published_at: DAY,
          confirmed_by: null,
          certainty: null,
          notice_url: null,
          notice_publisher: null,
          notice_published_at: null,
        },
      ]);
      expect(store.schedules.upcoming(DAY, DAY + 24 * H).map((w) => [w.hospital_id, w.start_at])).toEqual([
        ['ns_a', DAY + 17 * H],
      ]);
      expect(store.schedules.nextBoundary(DAY)).toBe(DAY + 17 * H);
      expect(store.schedules.nextBoundary(DAY + 17 * H)).toBe(DAY + 32 * H);
      expect([...store.schedules.hospitals()].sort()).toEqual(['ns_a', 'ns_b']);

      // A newer notice from the same feed replaces its windows; another feed's stay.
      store.schedules.replace(
        'ns',
        'ns_a',
        [{ start: DAY + 18 * H, end: DAY + 20 * H, status: 'closed' }],
        'Later',
        DAY,
      );
      expect(store.schedules.ofHospital('ns_a').map((w) => [w.feed, w.start_at])).toEqual([
        ['ab', null],
        ['ns', DAY + 18 * H],
      ]);
      store.schedules.withdraw('ab', 'ns_a');
      store.schedules.replace('ns', 'ns_b', [], 'Open again', DAY);
      expect(store.schedules.hospitalsOf('ns')).toEqual(['ns_a']);
      expect(store.schedules.current(DAY + 21 * H)).toEqual([]);
      store.close();
    },
  );

  it.skipIf(skip)(
    'applies a window’s start and end once each, at their own times, across a reopened store',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'er-sched-'));
      const where = await target(() => join(dir, 'er.db'));
      let store = openStore(where);
      store.hospitals.upsert(er('ns_a'));
      store.write(() => {
        store.statuses.set(
          { hospital_id: 'ns_a', status: 'open', message: null, updated_at: DAY, expected_reopen: null },
          DAY,
        );
        store.schedules.replace(
          'ns',
          'ns_a',
          [{ start: DAY + 17 * H, end: DAY + 32 * H, status: 'closed' }],
          NOTICE,
          DAY,
        );
        store.schedules.settle('ns_a', DAY + H);
      });
      // A future window leaves the ER as it was.
      expect(store.statuses.all()[0]).toMatchObject({ status: 'open', updated_at: DAY });
      expect(store.schedules.due(DAY + 17 * H - 1)).toEqual([]);
      expect(store.schedules.due(DAY + 17 * H)).toEqual(['ns_a']);
      // Settled a little late (the timer was held up): the closure still starts at 17:00.
      store.write(() => store.schedules.settleDue(DAY + 17 * H + 5));
      expect(store.statuses.all()[0]).toEqual({
        hospital_id: 'ns_a',
        status: 'closed',
        message: NOTICE,
        updated_at: DAY + 17 * H,
        expected_reopen: DAY + 32 * H,
        // Set by the notice feed's window, said to be so; no person confirmed it.
        source: 'notice:ns',
        confirmed_at: null,
        confirmed_by: null,
        message_fr: null,
        certainty: null,
        notice_url: null,
        notice_publisher: null,
        notice_published_at: null,
      });
      store.close();

      // Opened again long after the end: the end is applied with its own time, the start not again.
      store = openStore(where);
      expect(store.schedules.due(DAY + 50 * H)).toEqual(['ns_a']);
      store.write(() => store.schedules.settleDue(DAY + 50 * H));
      store.write(() => store.schedules.settle('ns_a', DAY + 51 * H));
      expect(store.schedules.due(DAY + 60 * H)).toEqual([]);
      expect(events(store, 'ns_a')).toEqual([
        { status: 'open', at: DAY, expected_reopen: null },
        { status: 'closed', at: DAY + 17 * H, expected_reopen: DAY + 32 * H },
        { status: 'open', at: DAY + 32 * H, expected_reopen: null },
      ]);
      store.close();
    },
  );
});
