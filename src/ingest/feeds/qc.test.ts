import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeWithCorpusDir, QC_DIR } from '../../testing/corpus';
import { feedErrorOf, isoSeconds } from '../../testing/feed-errors';
import type { FeedRecord, ParsedFeed } from '../adapter';
import { qcFeed } from './qc';

const OLD_LAYOUT = 'Releve_horaire_urgences_7jours.csv';
const NEW_LAYOUT = 'Releve_horaire_urgences_7jours_nbpers.csv';
const NEW_LAYOUT_JANUARY = 'Releve_horaire_urgences_7jours_nbpers_2025-01-13.csv';
const FETCHED_AT = Date.UTC(2025, 10, 1, 5, 0);

function readQc(file: string): Uint8Array {
  return readFileSync(join(QC_DIR, file));
}

function parse(bytes: Uint8Array): ParsedFeed {
  return qcFeed.parse(bytes, FETCHED_AT);
}

function site(parsed: ParsedFeed, permit: string): FeedRecord {
  const record = parsed.records.find((candidate) => candidate.site.key === permit);
  if (!record) throw new Error(`no record for permit ${permit}`);
  return record;
}

const iso = isoSeconds;

const parseError = (bytes: Uint8Array) => feedErrorOf(() => parse(bytes));

describeWithCorpusDir(QC_DIR, 'the Québec adapter on real MSSS files', () => {
  // Counted in the files: data rows, minus 15 "Total régional" rows and the "Ensemble du Québec" row in the new layout.
  it.each([
    [OLD_LAYOUT, 115, 0],
    [NEW_LAYOUT, 115, 16],
    [NEW_LAYOUT_JANUARY, 115, 16],
  ])(
    'reads one record per installation from %s (%i), skips %i totals and rejects none',
    (file, installations, totals) => {
      const parsed = parse(readQc(file));
      expect(parsed.records).toHaveLength(installations);
      expect(parsed.skipped).toBe(totals);
      expect(parsed.rejected).toEqual([]);
    },
  );

  it('drops the regional totals and the whole-province row instead of treating them as sites', () => {
    for (const file of [NEW_LAYOUT, NEW_LAYOUT_JANUARY]) {
      const names = parse(readQc(file)).records.map((record) => record.site.name);
      expect(names.filter((name) => /Total|Ensemble du Québec/i.test(name))).toEqual([]);
    }
  });

  it('keys every installation by its permit number, once, in Québec, with no city or position', () => {
    const { records } = parse(readQc(NEW_LAYOUT));
    expect(new Set(records.map((record) => record.site.key)).size).toBe(records.length);
    for (const { site: where } of records) {
      expect(where.key).toMatch(/^\d{8}$/);
      expect(where).toMatchObject({ city: null, province: 'QC', lat: null, lng: null });
    }
  });

  it('gives an installation the exact figures of its row in the new layout', () => {
    expect(site(parse(readQc(NEW_LAYOUT)), '51218980')).toEqual({
      site: { key: '51218980', name: 'HÔPITAL DE MATANE', city: null, province: 'QC', lat: null, lng: null },
      status: {
        status: 'open',
        message: null,
        updatedAt: Date.parse('2025-11-01T04:45:00Z') / 1000,
        expectedReopen: null,
      },
      load: {
        observedAt: Date.parse('2025-11-01T04:45:00Z') / 1000,
        patientsPresent: 9,
        patientsWaiting: 2,
        stretchersFunctional: 7,
        stretchersOccupied: 4,
        over24h: 1,
        over48h: 0,
        stayStretcherMinutes: 818, // 13.64 h
        stayAmbulatoryMinutes: 196, // 3.26 h
      },
    });
  });

  it('publishes no wait in minutes, only the load', () => {
    for (const record of parse(readQc(NEW_LAYOUT)).records) expect(record.wait).toBeUndefined();
  });

  it('reads Mise_a_jour as Québec time: 0:45 on 1 November is 04:45 UTC (EDT)', () => {
    const record = site(parse(readQc(NEW_LAYOUT)), '51218980');
    expect(iso(record.load?.observedAt)).toBe('2025-11-01T04:45:00Z');
    expect(iso(record.status?.updatedAt)).toBe('2025-11-01T04:45:00Z');
  });

  it('reads Mise_a_jour 13:45 on 13 January as 18:45 UTC (EST)', () => {
    const record = site(parse(readQc(NEW_LAYOUT_JANUARY)), '51218980');
    expect(iso(record.load?.observedAt)).toBe('2025-01-13T18:45:00Z');
    expect(record.load).toMatchObject({ patientsPresent: 14, patientsWaiting: 9, stayStretcherMinutes: 510 });
  });

  it('decodes accents from Windows-1252', () => {
    const names = parse(readQc(NEW_LAYOUT)).records.map((record) => record.site.name);
    expect(names).toContain('HÔPITAL DE MATANE');
    expect(names).toContain('CLSC DE POHÉNÉGAMOOK');
    expect(site(parse(readQc(OLD_LAYOUT)), '51227882').site.name).toBe('Hôpital régional de Rimouski');
  });

  it('gives null patient counts and stays in the old layout, which does not publish them', () => {
    const record = site(parse(readQc(OLD_LAYOUT)), '51218980');
    expect(record.site.name).toBe('Hôpital de Matane');
    expect(record.load).toEqual({
      observedAt: Date.parse('2025-11-01T04:45:00Z') / 1000,
      patientsPresent: null,
      patientsWaiting: null,
      stretchersFunctional: 7,
      stretchersOccupied: 4,
      over24h: 1,
      over48h: 0,
      stayStretcherMinutes: null,
      stayAmbulatoryMinutes: null,
    });
  });

  it('reads "pas d\'information disponible" as figures not published, not as a bad row', () => {
    const record = site(parse(readQc(NEW_LAYOUT_JANUARY)), '51236156');
    expect(record.site.name).toBe('CENTRE MULTISERVICES DE SANTÉ ET DE SERVICES SOCIAUX DE TROIS-PISTOLES');
    expect(Object.values(record.load ?? {}).filter((value) => value !== null)).toEqual([
      Date.parse('2025-01-13T18:45:00Z') / 1000,
    ]);
  });

  it('parses the same file re-encoded as UTF-8 to the same records', () => {
    for (const file of [OLD_LAYOUT, NEW_LAYOUT]) {
      const bytes = readQc(file);
      const utf8 = new TextEncoder().encode(new TextDecoder('windows-1252').decode(bytes));
      expect(parse(utf8)).toEqual(parse(bytes));
    }
  });

  it('parses the file the same when its cells are quoted (the RFC 4180 path) as when they are not', () => {
    const bytes = readQc(NEW_LAYOUT);
    const lines = new TextDecoder('windows-1252').decode(bytes).split('\r\n');
    const quoted = lines.map((line) => (line === '' ? line : `"${line.split(',').join('","')}"`)).join('\r\n');
    expect(parse(new TextEncoder().encode(quoted))).toEqual(parse(bytes));
  });

  it('refuses a file cut short inside a row as truncated, whole: no partial update', () => {
    for (const file of [OLD_LAYOUT, NEW_LAYOUT]) {
      const bytes = readQc(file);
      for (const cut of [10, Math.floor(bytes.length / 2)]) {
        const error = parseError(bytes.subarray(0, bytes.length - cut));
        expect([file, cut, error.code]).toEqual([file, cut, 'truncated']);
        expect(error.message).toMatch(/^The file ends inside row \d+ \(cut short\)/);
      }
    }
  });
});

const HEADER =
  'RSS,Region,Nom_etablissement,Nom_installation,No_permis_installation,Nombre_de_civieres_fonctionnelles \t\t,' +
  'Nombre_de_civieres_occupees,Nombre_de_patients_sur_civiere_plus_de_24_heures,' +
  'Nombre_de_patients_sur_civiere_plus_de_48_heures\t\t,Nombre_total_de_patients_presents_a_lurgence,' +
  'Nombre_total_de_patients_en_attente_de_PEC,DMS_sur_civiere,DMS_ambulatoire\t,DMS_sur_civiere_horaire,' +
  "DMS_ambulatoire_horaire,Heure_de_l'extraction_(image), Mise_a_jour";
const MATANE =
  '01,Bas-Saint-Laurent,CISSS,HOPITAL DE MATANE,51218980,7,4,1,0,9,2,13.64,3.26,13:38,3:15,00:00:00,2025-11-01T0:45';
const AMQUI =
  '01,Bas-Saint-Laurent,CISSS,HOPITAL D AMQUI,51226892,6,2,0,0,5,1,10.5,2.5,10:30,2:30,00:00:00,2025-11-01T0:45';
const REGION_TOTAL =
  '01,Bas-Saint-Laurent,Total régional,Total régional, ,13,6,1,0,14,3,12,3,12:00,3:00,00:00:00,2025-11-01T0:45';

function csv(...lines: string[]): Uint8Array {
  return new TextEncoder().encode(lines.join('\r\n'));
}

describe('the Québec adapter on damaged or foreign payloads', () => {
  it('refuses a header without rows as an unexpected shape', () => {
    expect(parseError(csv(HEADER, '')).code).toBe('unexpected_shape');
  });

  it('counts total rows as skipped, neither records nor rejections', () => {
    expect(parse(csv(HEADER, REGION_TOTAL, ''))).toEqual({ records: [], rejected: [], skipped: 1 });
  });

  it('refuses a CSV that is not the MSSS file as an unexpected shape, naming the missing columns', () => {
    const error = parseError(csv('id,name,wait', '1,General,30', ''));
    expect(error.code).toBe('unexpected_shape');
    expect(error.message).toContain('No_permis_installation');
  });

  it('refuses an HTML page served in place of the file', () => {
    const page = '<!DOCTYPE html><html><head><title>Page introuvable</title></head><body>404</body></html>';
    expect(parseError(new TextEncoder().encode(page)).code).toBe('html_error_page');
  });

  it('rejects a row with a letter in a count, with its row number, and keeps the others', () => {
    const parsed = parse(csv(HEADER, MATANE, AMQUI.replace(',6,2,', ',6,2x,'), REGION_TOTAL, ''));
    expect(parsed.records.map((record) => record.site.key)).toEqual(['51218980']);
    expect(parsed.rejected).toEqual([
      { row: 3, code: 'malformed_row', message: 'Nombre_de_civieres_occupees is not a number: "2x".' },
    ]);
  });

  it('refuses a file whose last row is cut short as truncated, not the rows before it alone', () => {
    const error = parseError(csv(HEADER, MATANE, AMQUI.slice(0, 40)));
    expect(error).toMatchObject({ code: 'truncated', message: expect.stringMatching(/^The file ends inside row 3/) });
  });

  it('refuses a last row cut inside Mise_a_jour as truncated, not as a bad time', () => {
    expect(parseError(csv(HEADER, MATANE, AMQUI.slice(0, -2))).code).toBe('truncated');
  });

  it('accepts a complete last row without a final line break', () => {
    expect(parse(csv(HEADER, MATANE, AMQUI)).records).toHaveLength(2);
  });

  it('rejects an installation row without a permit number, but not a total row', () => {
    const parsed = parse(csv(HEADER, MATANE.replace('51218980', ' '), REGION_TOTAL, AMQUI, ''));
    expect(parsed.records.map((record) => record.site.key)).toEqual(['51226892']);
    expect(parsed.rejected).toEqual([{ row: 2, code: 'malformed_row', message: expect.stringMatching(/permit/) }]);
  });

  it('rejects a row with too few cells', () => {
    const parsed = parse(csv(HEADER, MATANE.replace(',00:00:00', ''), AMQUI, ''));
    expect(parsed.rejected).toEqual([{ row: 2, code: 'malformed_row', message: expect.stringMatching(/16 cells/) }]);
  });

  it.each(['2025-11-01 0:45', '2025-13-01T0:45', '2025-02-30T10:00', 'hier'])(
    'rejects a row whose Mise_a_jour "%s" is not a local time as bad_time',
    (updatedAt) => {
      const parsed = parse(csv(HEADER, MATANE.replace('2025-11-01T0:45', updatedAt), AMQUI, ''));
      expect(parsed.records).toHaveLength(1);
      expect(parsed.rejected).toEqual([{ row: 2, code: 'bad_time', message: expect.stringContaining(updatedAt) }]);
    },
  );

  it('passes negative and out-of-range counts through for the validate step to judge', () => {
    const parsed = parse(csv(HEADER, MATANE.replace(',7,4,1,0,9,2,', ',-7,400,1,0,9,2,'), ''));
    expect(parsed.records[0]?.load).toMatchObject({ stretchersFunctional: -7, stretchersOccupied: 400 });
  });

  it('takes an average stay from its H:MM column when the decimal one is blank', () => {
    const parsed = parse(csv(HEADER, MATANE.replace(',13.64,3.26,', ', , ,'), ''));
    expect(parsed.records[0]?.load).toMatchObject({ stayStretcherMinutes: 818, stayAmbulatoryMinutes: 195 });
  });

  it('finds columns by name whatever their order and padding', () => {
    const header =
      ' Mise_a_jour\t,Nombre_de_civieres_occupees ,No_permis_installation,Nom_installation,' +
      'Nombre_de_civieres_fonctionnelles\t\t,Nombre_de_patients_sur_civiere_plus_de_48_heures,' +
      'Nombre_de_patients_sur_civiere_plus_de_24_heures';
    const row = '2025-01-13T13:45,4,51218980,HOPITAL DE MATANE,7,0,1';
    expect(parse(csv(header, row, '')).records[0]?.load).toMatchObject({
      observedAt: Date.parse('2025-01-13T18:45:00Z') / 1000,
      stretchersFunctional: 7,
      stretchersOccupied: 4,
      over24h: 1,
      over48h: 0,
      patientsPresent: null,
    });
  });
});
