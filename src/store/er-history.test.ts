import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engines } from '../testing/engines';
import { openStore, type Store } from './store';

const file = () => join(mkdtempSync(join(tmpdir(), 'er-history-')), 'er.db');
const ER = (id: string, province: 'NS' | 'PE') => ({
  id,
  name: id,
  city: 'Town',
  province,
  lat: null,
  lng: null,
  data_source: null,
});
let store: Store | null = null;
afterEach(() => store?.close());

describe.each(engines())("an ER's status events on $engine", ({ skip, target }) => {
  it.skipIf(skip)('are read for one ER, and for every ER of a province, oldest first', async () => {
    store = openStore(await target(file));
    const opened = store;
    opened.write(() => {
      opened.hospitals.upsert(ER('ns_a', 'NS'));
      opened.hospitals.upsert(ER('ns_b', 'NS'));
      opened.hospitals.upsert(ER('pe_c', 'PE'));
      const say = (id: string, status: 'open' | 'closed', at: number) =>
        opened.statuses.set(
          { hospital_id: id, status, message: status, updated_at: at, expected_reopen: null, source: 'desk' },
          at,
        );
      say('ns_a', 'open', 100);
      say('ns_b', 'closed', 150);
      say('ns_a', 'closed', 200);
      say('pe_c', 'closed', 120);
      say('ns_a', 'open', 300);
    });
    expect(opened.erHistory.ofEr('ns_a').map((event) => [event.status, event.at, event.source])).toEqual([
      ['open', 100, 'desk'],
      ['closed', 200, 'desk'],
      ['open', 300, 'desk'],
    ]);
    const ns = opened.erHistory.ofProvince('NS');
    expect([...ns.keys()]).toEqual(['ns_a', 'ns_b']);
    expect(ns.get('ns_b')?.map((event) => event.at)).toEqual([150]);
    expect([...opened.erHistory.ofProvince(null).keys()]).toEqual(['ns_a', 'ns_b', 'pe_c']);
  });
});
