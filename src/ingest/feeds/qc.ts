// Québec's hourly emergency-room file (MSSS "Relevé horaire des urgences", Données Québec): one
// CSV row per installation with stretcher counts, patients present and waiting, and average
// lengths of stay — no wait in minutes. Two layouts are in use, so columns are found by name.
import { parseCsvRows } from '../../contract/csv';
import {
  type FeedAdapter,
  FeedError,
  type FeedLoad,
  type FeedRecord,
  type ParsedFeed,
  type Rejection,
  type RejectionCode,
} from '../adapter';
import { decodeText, localTimeToSeconds, looksLikeHtml } from '../feed-text';

/** `Mise_a_jour` is Québec wall-clock time, which follows Toronto's offsets. */
const FILE_ZONE = 'America/Toronto';

const COLUMNS = {
  region: 'RSS',
  installation: 'Nom_installation',
  permit: 'No_permis_installation',
  stretchersFunctional: 'Nombre_de_civieres_fonctionnelles',
  stretchersOccupied: 'Nombre_de_civieres_occupees',
  over24h: 'Nombre_de_patients_sur_civiere_plus_de_24_heures',
  over48h: 'Nombre_de_patients_sur_civiere_plus_de_48_heures',
  patientsPresent: 'Nombre_total_de_patients_presents_a_lurgence',
  patientsWaiting: 'Nombre_total_de_patients_en_attente_de_PEC',
  stayStretcherHours: 'DMS_sur_civiere',
  stayAmbulatoryHours: 'DMS_ambulatoire',
  stayStretcherClock: 'DMS_sur_civiere_horaire',
  stayAmbulatoryClock: 'DMS_ambulatoire_horaire',
  updatedAt: 'Mise_a_jour',
} as const;

type Column = keyof typeof COLUMNS;
/** Each column's position in the header, -1 when this layout lacks it. */
type ColumnIndex = Record<Column, number>;

/** The columns both layouts carry; the others are read as null when absent. */
const REQUIRED: readonly Column[] = [
  'installation',
  'permit',
  'stretchersFunctional',
  'stretchersOccupied',
  'over24h',
  'over48h',
  'updatedAt',
];

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const CLOCK_DURATION = /^(\d+):([0-5]\d)$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
/** The file's own words for a figure it does not have this hour (and a blank cell). */
const NOT_AVAILABLE = /^(?:pas d['’]information disponible)?$/i;
/** Regional totals ("Total régional") and the whole-province row ("Ensemble du Québec"). */
const AGGREGATE_NAME = /^(?:total\b|ensemble du qu[ée]bec)/i;
const PROVINCE_REGION = '99';
const LINE_END_AT_END = /[\r\n]$/;
const LINE_BREAK = /\r\n|\r|\n/;

/** A row that cannot be read, thrown by the cell readers and turned into a rejection. */
class RowProblem extends Error {
  constructor(
    readonly code: RejectionCode,
    message: string,
  ) {
    super(message);
  }
}

function indexColumns(header: string[]): ColumnIndex {
  const positions = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const index = {} as ColumnIndex;
  for (const column of Object.keys(COLUMNS) as Column[]) {
    index[column] = positions.get(COLUMNS[column].toLowerCase()) ?? -1;
  }
  const missing = REQUIRED.filter((column) => index[column] < 0).map((column) => COLUMNS[column]);
  if (missing.length > 0) {
    throw new FeedError('unexpected_shape', `Not the MSSS emergency-room file: no column ${missing.join(', ')}.`);
  }
  return index;
}

function cell(cells: string[], index: ColumnIndex, column: Column): string {
  const position = index[column];
  return position < 0 ? '' : (cells[position] ?? '').trim();
}

/** A published figure as a number (not range-checked), or null when the file has none. */
function readNumber(cells: string[], index: ColumnIndex, column: Column): number | null {
  const text = cell(cells, index, column);
  if (NOT_AVAILABLE.test(text)) return null;
  if (!NUMBER.test(text)) throw new RowProblem('malformed_row', `${COLUMNS[column]} is not a number: "${text}".`);
  return Number(text);
}

/** An average stay in minutes: from decimal hours (15.48), else from the `H:MM` column (15:28). */
function readStayMinutes(cells: string[], index: ColumnIndex, hours: Column, clock: Column): number | null {
  const decimal = readNumber(cells, index, hours);
  if (decimal !== null) return Math.round(decimal * 60);
  const text = cell(cells, index, clock);
  if (NOT_AVAILABLE.test(text)) return null;
  const match = CLOCK_DURATION.exec(text);
  if (!match) throw new RowProblem('malformed_row', `${COLUMNS[clock]} is not a duration: "${text}".`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `2025-11-01T0:45` (Québec time, unpadded hour) as epoch seconds, or null. */
function localTime(text: string): number | null {
  const match = LOCAL_TIME.exec(text);
  if (!match) return null;
  const field = (group: number) => Number(match[group] ?? 0);
  const month = field(2);
  // localTimeToSeconds does not check the month: 2025-13-01 would roll into the next year.
  if (month < 1 || month > 12) return null;
  const fields = { year: field(1), month, day: field(3), hour: field(4), minute: field(5), second: field(6) };
  return localTimeToSeconds(fields, FILE_ZONE);
}

type TimeReader = (text: string) => number | null;

/** Every row of a file carries the same few times: each distinct string is converted once. */
function timeReader(): TimeReader {
  const seen = new Map<string, number | null>();
  return (text) => {
    let seconds = seen.get(text);
    if (seconds === undefined) {
      seconds = localTime(text);
      seen.set(text, seconds);
    }
    return seconds;
  };
}

function isAggregate(cells: string[], index: ColumnIndex): boolean {
  return cell(cells, index, 'region') === PROVINCE_REGION || AGGREGATE_NAME.test(cell(cells, index, 'installation'));
}

function readLoad(cells: string[], index: ColumnIndex, observedAt: number): FeedLoad {
  return {
    observedAt,
    patientsPresent: readNumber(cells, index, 'patientsPresent'),
    patientsWaiting: readNumber(cells, index, 'patientsWaiting'),
    stretchersFunctional: readNumber(cells, index, 'stretchersFunctional'),
    stretchersOccupied: readNumber(cells, index, 'stretchersOccupied'),
    over24h: readNumber(cells, index, 'over24h'),
    over48h: readNumber(cells, index, 'over48h'),
    stayStretcherMinutes: readStayMinutes(cells, index, 'stayStretcherHours', 'stayStretcherClock'),
    stayAmbulatoryMinutes: readStayMinutes(cells, index, 'stayAmbulatoryHours', 'stayAmbulatoryClock'),
  };
}

function readInstallation(cells: string[], index: ColumnIndex, time: TimeReader): FeedRecord {
  const key = cell(cells, index, 'permit');
  if (key === '') throw new RowProblem('malformed_row', 'The row has no permit number (No_permis_installation).');
  const name = cell(cells, index, 'installation');
  if (name === '') throw new RowProblem('malformed_row', 'The row has no installation name (Nom_installation).');
  const updatedAtText = cell(cells, index, 'updatedAt');
  const updatedAt = time(updatedAtText);
  if (updatedAt === null) throw new RowProblem('bad_time', `Mise_a_jour is not a local time: "${updatedAtText}".`);
  return {
    site: { key, name, city: null, province: 'QC', lat: null, lng: null },
    // Listed in this hour's file means the ER is operating; Québec publishes no wait in minutes.
    status: { status: 'open', message: null, updatedAt, expectedReopen: null },
    load: readLoad(cells, index, updatedAt),
  };
}

/**
 * The file's rows. The new layout quotes a cell only now and then; without any quote, plain
 * splitting gives the RFC 4180 reader's rows several times faster (its per-character strings
 * dominated the parse).
 */
function csvRows(text: string): string[][] {
  if (text.includes('"')) return parseCsvRows(text);
  return text
    .split(LINE_BREAK)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** One data row: its installation's record, or null for a regional or province total. */
function readRow(cells: string[], width: number, index: ColumnIndex, time: TimeReader): FeedRecord | null {
  if (cells.length !== width) {
    throw new RowProblem('malformed_row', `The row has ${cells.length} cells; the header has ${width}.`);
  }
  return isAggregate(cells, index) ? null : readInstallation(cells, index, time);
}

function rejection(error: unknown, row: number): Rejection {
  if (!(error instanceof RowProblem)) throw error;
  return { row, code: error.code, message: error.message };
}

/**
 * A file without a final line break may have been cut inside its last row: it is whole only
 * when that row has every cell and a complete update time (a total row included). A file cut
 * mid-row is not this hour's file with one bad row: none of it is taken.
 */
function refuseIfCutShort(cells: string[], width: number, index: ColumnIndex, time: TimeReader, row: number): void {
  if (cells.length === width && time(cell(cells, index, 'updatedAt')) !== null) return;
  throw new FeedError('truncated', `The file ends inside row ${row} (cut short): refused, the last good data kept.`);
}

function parseQcFile(bytes: Uint8Array): ParsedFeed {
  const text = decodeText(bytes);
  if (looksLikeHtml(text)) {
    throw new FeedError('html_error_page', 'The feed served an HTML page where the MSSS CSV file was expected.');
  }
  const [header = [], ...rows] = csvRows(text);
  const index = indexColumns(header);
  if (rows.length === 0) throw new FeedError('unexpected_shape', 'The MSSS file has a header but no rows.');
  const endsInsideLastRow = !LINE_END_AT_END.test(text);
  const time = timeReader();
  const records: FeedRecord[] = [];
  const rejected: Rejection[] = [];
  let skipped = 0;
  if (endsInsideLastRow) refuseIfCutShort(rows.at(-1) ?? [], header.length, index, time, rows.length + 1);
  for (let i = 0; i < rows.length; i++) {
    try {
      const record = readRow(rows[i] ?? [], header.length, index, time);
      if (record) records.push(record);
      else skipped += 1;
    } catch (error) {
      // Row numbers count the header as row 1, as a spreadsheet shows the file.
      rejected.push(rejection(error, i + 2));
    }
  }
  return { records, rejected, skipped };
}

export const qcFeed: FeedAdapter = {
  id: 'qc',
  title: 'Québec — MSSS hourly emergency-room file',
  provinces: ['QC'],
  url: 'https://www.msss.gouv.qc.ca/professionnels/statistiques/documents/urgences/Releve_horaire_urgences_7jours_nbpers.csv',
  // The file changes once an hour at a time of MSSS's choosing: polling every 15 minutes picks
  // each update up within a quarter-hour instead of up to an hour late, for a 20 kB download.
  intervalS: 900,
  // One file an hour.
  cadenceS: 3600,
  licence: { name: 'CC BY 4.0 (Données Québec)', url: 'https://creativecommons.org/licenses/by/4.0/' },
  attribution: {
    name: 'Ministère de la Santé et des Services sociaux du Québec',
    url: 'https://www.donneesquebec.ca/',
  },
  listsEverySite: true,
  parse: (bytes) => parseQcFile(bytes),
};
