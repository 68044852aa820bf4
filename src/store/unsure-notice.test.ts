// A notice the reader is unsure of, in the store on both engines: its window and the status it
// sets keep the notice's link, publisher and date across a restart, it is never a closure to
// come, and a notice read with certainty for the same ER clears them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engines } from '../testing/engines';
import { openStore } from './store';
import { comingWindows, phasesOf } from './timeline';

const H = 3600;
/** Tuesday 24 November 2026, 00:00 UTC. */
const DAY = Date.UTC(2026, 10, 24) / 1000;
const ER = {
  id: 'ns_a',
  name: 'Roseway Hospital',
  city: 'Shelburne',
  province: 'NS' as const,
  lat: null,
  lng: null,
  data_source: 'test',
};
const WORDS = 'Emergency closed Sunday 4 until Monday 8.';
const NOTICE = { url: 'https://health.example/notices/7', publisher: 'Nova Scotia Health', publishedAt: DAY + 9 * H };

describe.each(engines())('a notice the reader is unsure of, on $engine', ({ skip, target }) => {
  it.skipIf(skip)(
    'stands as a disruption with its notice across a restart, until a sure notice replaces it',
    async () => {
      const url = await target(() => join(mkdtempSync(join(tmpdir(), 'er-unsure-')), 'er.db'));
      const first = openStore(url);
      first.write(() => {
        first.hospitals.upsert(ER);
        first.schedules.replace(
          'ns',
          ER.id,
          [{ start: DAY + 9 * H, end: null, status: 'disruption', unsure: NOTICE }],
          WORDS,
          DAY + 9 * H,
        );
        first.schedules.settle(ER.id, DAY + 10 * H);
      });
      first.close();

      const store = openStore(url);
      try {
        expect(store.statuses.get(ER.id)).toMatchObject({
          status: 'disruption',
          message: WORDS,
          expected_reopen: null,
          source: 'notice:ns',
          certainty: 'unsure',
          notice_url: NOTICE.url,
          notice_publisher: NOTICE.publisher,
          notice_published_at: NOTICE.publishedAt,
        });
        expect(store.schedules.ofHospital(ER.id)).toMatchObject([
          { certainty: 'unsure', notice_url: NOTICE.url, notice_published_at: NOTICE.publishedAt },
        ]);

        store.write(() => {
          store.schedules.replace(
            'ns',
            ER.id,
            [{ start: DAY + 9 * H, end: null, status: 'disruption' }],
            WORDS,
            DAY + 11 * H,
          );
          store.schedules.settle(ER.id, DAY + 11 * H);
        });
        expect(store.statuses.get(ER.id)).toMatchObject({
          status: 'disruption',
          certainty: null,
          notice_url: null,
          notice_publisher: null,
          notice_published_at: null,
        });
      } finally {
        store.close();
      }
    },
  );
});

describe.each(engines())('windows of several notices, on $engine', ({ skip, target }) => {
  it.skipIf(skip)('keep an unsure notice’s own words beside the newer notice’s', async () => {
    const store = openStore(await target(() => join(mkdtempSync(join(tmpdir(), 'er-unsure-')), 'er.db')));
    try {
      store.write(() => {
        store.hospitals.upsert(ER);
        store.schedules.replace(
          'ns',
          ER.id,
          [
            { start: DAY + 9 * H, end: null, status: 'disruption', unsure: NOTICE, message: WORDS },
            { start: DAY + 20 * H, end: DAY + 32 * H, status: 'closed' },
          ],
          'Closed from 8 p.m. to 8 a.m.',
          DAY + 11 * H,
        );
      });
      expect(store.schedules.ofHospital(ER.id).map(({ status, message }) => [status, message])).toEqual([
        ['disruption', WORDS],
        ['closed', 'Closed from 8 p.m. to 8 a.m.'],
      ]);
    } finally {
      store.close();
    }
  });
});

describe('the phases of an unsure notice', () => {
  it('are never a closure to come, even dated after now, while a sure window is', () => {
    const window = {
      feed: 'ns',
      hospital_id: ER.id,
      end_at: null,
      status: 'disruption' as const,
      message: WORDS,
      published_at: DAY,
    };
    const unsure = phasesOf([{ ...window, start_at: DAY + 12 * H, certainty: 'unsure' }]);
    expect(comingWindows(unsure, DAY, DAY + 48 * H)).toEqual([]);
    const sure = phasesOf([{ ...window, start_at: DAY + 12 * H }]);
    expect(comingWindows(sure, DAY, DAY + 48 * H)).toEqual([
      { status: 'disruption', start: DAY + 12 * H, end: null, message: WORDS },
    ]);
  });
});
