import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../store/store';
import { loadSource } from './source';

const HOSPITALS = [
  'id,name,city,province,lat,lng,has_er,data_source,wait_metric,stat_type',
  'ns_halifaxinfirmary,Halifax Infirmary,Halifax,NS,44.6464,-63.5842,t,nshealth,,',
  'ns_springhill,All Saints Springhill Hospital,Springhill,NS,45.65,-64.05,t,nshealth,,',
];
const HEADER = 'snapshot_at,id,name,city,province,status,message,updated_at,expected_reopen';

/** Three monthly snapshots (closures and coverage, as ERstat publishes them): Springhill closed in the first, open in the second, closed in the third. */
function writeSeries(): string {
  const dir = mkdtempSync(join(tmpdir(), 'er-series-'));
  writeFileSync(join(dir, 'hospitals.csv'), HOSPITALS.join('\n'));
  const times: Record<string, string> = {
    '2026-08-08': '2026-08-08T15:33:00Z',
    '2026-09-01': '2026-09-01T15:54:53Z',
    '2026-10-01': '2026-10-01T09:34:00Z',
  };
  const snapshots: Record<string, string[]> = {
    '2026-08-08': [
      `2026-08-08T15:33:00Z,ns_springhill,All Saints Springhill Hospital,Springhill,NS,closed,Closed tonight,2026-08-08 12:00:00,`,
    ],
    '2026-09-01': [],
    '2026-10-01': [
      `2026-10-01T09:34:00Z,ns_springhill,All Saints Springhill Hospital,Springhill,NS,closed,Closed again,2026-10-01 08:00:00,`,
    ],
  };
  for (const [date, rows] of Object.entries(snapshots)) {
    mkdirSync(join(dir, date));
    writeFileSync(join(dir, date, 'closures.csv'), [HEADER, ...rows].join('\n'));
    writeFileSync(
      join(dir, date, 'coverage.csv'),
      `snapshot_at,province,ers,reporting_live,pct\n${times[date]},NS,2,0,0`,
    );
  }
  return dir;
}

const SETTINGS = { attribution: null, attributionUrl: null };
const NOW = Date.parse('2026-10-02T12:00:00Z');

function springhillEvents(store: ReturnType<typeof openStore>) {
  return store.erHistory.ofEr('ns_springhill').map((event) => [event.status, new Date(event.at * 1000).toISOString()]);
}

describe('a dataset directory of several snapshots', () => {
  it('fills the history with what each snapshot saw, unknown between them, the last one current', () => {
    const store = openStore(':memory:');
    const dir = writeSeries();
    const { info } = loadSource(store, { dataDir: dir, ...SETTINGS }, NOW);
    expect(info.snapshotAt).toBe('2026-10-01T09:34:00Z');
    expect(springhillEvents(store)).toEqual([
      ['closed', '2026-08-08T12:00:00.000Z'],
      ['unknown', '2026-08-08T15:33:01.000Z'],
      ['open', '2026-09-01T15:54:53.000Z'],
      ['unknown', '2026-09-01T15:54:54.000Z'],
      ['closed', '2026-10-01T08:00:00.000Z'],
    ]);
    expect(store.statuses.get('ns_springhill')).toMatchObject({ status: 'closed', message: 'Closed again' });
    expect(store.statuses.get('ns_halifaxinfirmary')).toMatchObject({ status: 'open' });

    // A restart loads nothing again: the history is the same.
    loadSource(store, { dataDir: dir, ...SETTINGS }, NOW + 3_600_000);
    expect(springhillEvents(store)).toHaveLength(5);
    store.close();
  });
});
