// Replaying recorded payloads: in the order they were fetched (not the order of their names),
// through Québec's real adapter and the ingest path, each ER's hourly value handed on once and
// only after its payload was read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { qcFeed } from '../ingest/feeds/qc';
import { listPayloads } from './payloads';
import { PATIENTS_WAITING, STRETCHERS_OCCUPIED } from './quantities';
import { type HourlyValue, replay } from './replay';

const HEADER =
  'RSS,Region,Nom_etablissement,Nom_installation,No_permis_installation,Nombre_de_civieres_fonctionnelles,Nombre_de_civieres_occupees,Nombre_de_patients_sur_civiere_plus_de_24_heures,Nombre_de_patients_sur_civiere_plus_de_48_heures,Nombre_total_de_patients_presents_a_lurgence,Nombre_total_de_patients_en_attente_de_PEC,DMS_sur_civiere,DMS_ambulatoire,Mise_a_jour';

/** A one-installation file of Québec's layout: `waiting` people waiting, `occupied` stretchers, at local `time`. */
const qcFile = (waiting: number, occupied: number, time: string) =>
  `${HEADER}\r\n03,Capitale,CIUSSS,HOPITAL TEST,11111111,20,${occupied},0,0,30,${waiting},5.5,3.2,${time}\r\n`;

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a payload and its note; `named` is the time in the file name, `fetchedAtMs` the note's. */
function record(named: string, fetchedAtMs: number, body: string) {
  writeFileSync(join(dir, `qc-${named}.csv`), body, 'latin1');
  writeFileSync(join(dir, `qc-${named}.meta.json`), JSON.stringify({ feed: 'qc', fetched_at_ms: fetchedAtMs }));
}

describe('replaying recorded payloads', () => {
  it('takes them in the order they were fetched, and hands on each hour once, after its payload', () => {
    dir = mkdtempSync(join(tmpdir(), 'replay-'));
    // Names out of order with the notes' fetch times: the notes decide.
    record('20240101T030000Z', Date.UTC(2024, 0, 2, 1, 50), qcFile(4, 10, '2024-01-01T20:45'));
    record('20240101T010000Z', Date.UTC(2024, 0, 2, 2, 50), qcFile(7, 12, '2024-01-01T21:45'));
    record('20240101T020000Z', Date.UTC(2024, 0, 2, 3, 50), qcFile(7, 12, '2024-01-01T21:45'));
    record('20240101T000000Z', Date.UTC(2024, 0, 2, 4, 50), qcFile(9, 15, '2024-01-01T23:45'));
    const payloads = listPayloads('qc', dir);
    expect(payloads.map((payload) => payload.path.slice(-20, -4))).toEqual([
      '20240101T030000Z',
      '20240101T010000Z',
      '20240101T020000Z',
      '20240101T000000Z',
    ]);

    const handed: [number, HourlyValue][] = [];
    const replayed = replay(qcFeed, payloads, [PATIENTS_WAITING, STRETCHERS_OCCUPIED], (q, value) =>
      handed.push([q, value]),
    );
    expect(replayed).toMatchObject({ payloads: 4, refused: [], ers: 1 });
    const waiting = handed.filter(([q]) => q === 0).map(([, value]) => value);
    // 20:45, 21:45 (repeated by a file not refreshed: once) and 23:45 Québec time, in UTC hours.
    const hour = (utcHour: number) => Date.UTC(2024, 0, 2, utcHour) / 3_600_000;
    expect(waiting.map(({ hour, value }) => [hour, value])).toEqual([
      [hour(1), 4],
      [hour(2), 7],
      [hour(4), 9],
    ]);
    expect(handed.filter(([q]) => q === 1).map(([, value]) => value.value)).toEqual([10, 12, 15]);
    expect(waiting[0]?.timeZone).toBe('America/Toronto');
  });

  it('counts a payload the adapter refuses, and goes on', () => {
    dir = mkdtempSync(join(tmpdir(), 'replay-'));
    record('20240101T010000Z', Date.UTC(2024, 0, 2, 2), qcFile(4, 10, '2024-01-01T20:45'));
    record('20240101T020000Z', Date.UTC(2024, 0, 2, 3), '<html>maintenance</html>');
    record('20240101T030000Z', Date.UTC(2024, 0, 2, 4), qcFile(6, 10, '2024-01-01T22:45'));
    const handed: HourlyValue[] = [];
    const replayed = replay(qcFeed, listPayloads('qc', dir), [PATIENTS_WAITING], (_, value) => handed.push(value));
    expect(replayed.refused).toHaveLength(1);
    expect(handed.map((value) => value.value)).toEqual([4, 6]);
  });
});
