// The evaluation's report: figures overall, per province and per language, and each notice's
// reading in the corpus's words, so that anyone can score it their own way.
import { interpretWithChrono } from './chrono-engine';
import { add, emptyScore, judge, type LabelledNotice, parseCorpus, publishedAt, type Score } from './evaluate';
import { interpretNotice } from './interpret';
import type { NoticeInput, NoticeReading } from './types';

export type Engine = 'grammar' | 'chrono';
/** notices-2's split (README "Held-out notices"): even-numbered ids may be read, odd ones are held out. */
export type Part = 'all' | 'read' | 'held-out';

/** The number in a notice's id ("AB-101" → 101); a notice without one is in neither half. */
export function inPart(id: string, part: Part): boolean {
  if (part === 'all') return true;
  const digits = /(\d+)\D*$/.exec(id)?.[1];
  if (digits === undefined) return false;
  return (Number(digits) % 2 === 1) === (part === 'held-out');
}

export interface NoticeRow {
  id: string;
  province: string;
  lang: string;
  facility: string | null;
  is_er: boolean;
  kind: string;
  windows: { start: string | null; end: string | null }[];
  unreadable: boolean;
  not_understood: string[];
  certainty: 'sure' | 'unsure';
  doubts: { code: string; words: string }[];
  right: { facility: boolean; is_er: boolean; kind: boolean; windows: boolean | null };
}

export interface Report extends Score {
  engine: Engine;
  part: Part;
  by_province: Record<string, Score>;
  by_language: Record<string, Score>;
  notices: NoticeRow[];
}

const ENGINES: Record<Engine, (input: NoticeInput) => NoticeReading> = {
  grammar: interpretNotice,
  chrono: interpretWithChrono,
};

function readOne(notice: LabelledNotice, engine: Engine): NoticeReading | null {
  try {
    const reading = ENGINES[engine]({
      text: notice.text,
      title: notice.title ?? null,
      province: notice.province,
      publishedAt: publishedAt(notice),
      lang: notice.lang,
    });
    return reading.message ? reading : null;
  } catch {
    return null; // counted as dropped: a notice must never be lost
  }
}

export function evaluateCorpus(
  jsonl: string,
  engine: Engine = 'grammar',
  part: Part = 'all',
): { ok: true; report: Report } | { ok: false; code: string; message: string } {
  const parsed = parseCorpus(jsonl);
  if (!parsed.ok) return parsed;
  const report: Report = { engine, part, ...emptyScore(), by_province: {}, by_language: {}, notices: [] };
  for (const notice of parsed.notices.filter((n) => inPart(n.id, part))) {
    const reading = readOne(notice, engine);
    const verdict = reading ? judge(notice, reading) : null;
    report.by_province[notice.province] ??= emptyScore();
    report.by_language[notice.lang] ??= emptyScore();
    for (const score of [report, report.by_province[notice.province], report.by_language[notice.lang]]) {
      if (score) add(score, verdict, reading);
    }
    report.notices.push({
      id: notice.id,
      province: notice.province,
      lang: notice.lang,
      facility: reading?.facility?.name ?? null,
      is_er: reading?.isEr ?? true,
      kind: reading?.kind ?? 'disruption',
      windows: reading?.windows.map((w) => ({ start: w.startLocal, end: w.endLocal })) ?? [],
      unreadable: reading?.unreadable ?? true,
      not_understood: reading?.notUnderstood ?? [],
      certainty: reading?.certainty ?? 'unsure',
      doubts: reading?.doubts ?? [{ code: 'dropped', words: notice.text }],
      right: {
        facility: verdict?.facility ?? false,
        is_er: verdict?.isEr ?? false,
        kind: verdict?.kind ?? false,
        windows: verdict?.scored ? verdict.exact : null,
      },
    });
  }
  return { ok: true, report };
}

const pct = (n: number, d: number) => (d === 0 ? '   –  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

function line(name: string, s: Score): string {
  return [
    name.padEnd(8),
    String(s.total).padStart(5),
    pct(s.facility_found, s.total),
    pct(s.is_er_right, s.total),
    pct(s.kind_right, s.total),
    `${pct(s.windows_exact, s.windows_scored)} (${s.windows_exact}/${s.windows_scored})`.padEnd(17),
    `${pct(s.windows_exact_each, s.windows_total)} (${s.windows_exact_each}/${s.windows_total})`.padEnd(17),
    pct(s.windows_within_1h, s.windows_scored),
    String(s.unreadable).padStart(10),
    String(s.dropped).padStart(7),
  ].join('  ');
}

export function formatReport(report: Report): string {
  const head = [
    'group'.padEnd(8),
    'total',
    'facility',
    'ER/not',
    '  kind',
    'notices exact'.padEnd(17),
    'windows exact'.padEnd(17),
    ' ≤ 1 h',
    'unreadable',
    'dropped',
  ].join('  ');
  const rows = [
    `engine: ${report.engine}`,
    head,
    line('all', report),
    ...Object.entries(report.by_province)
      .sort()
      .map(([p, s]) => line(p, s)),
    ...Object.entries(report.by_language)
      .sort()
      .map(([l, s]) => line(l, s)),
    '',
    ...certaintyLines(report),
    // The held-out half is measured, never read: its notices' readings are not printed.
    ...(report.part === 'held-out' ? [] : noticeLines(report)),
    '',
  ];
  return rows.join('\n');
}

const hours = (h: number) => `${h.toFixed(1)} h`;

/** Sure readings and the hours read wrong (eval-hours.ts), overall and per language. */
function certaintyLines(report: Report): string[] {
  const groups: [string, Score][] = [['all', report], ...Object.entries(report.by_language).sort()];
  return [
    `certainty (part: ${report.part}):`,
    ...groups.flatMap(([name, s]) => [
      `  ${name.padEnd(4)} sure ${s.sure}/${s.windows_scored} notices with windows scored (${pct(s.sure, s.windows_scored).trim()}); ` +
        `sure with every window exact ${s.sure_exact}/${s.sure} (${pct(s.sure_exact, s.sure).trim()})`,
      `       all readings: labelled closed ${hours(s.closed_hours)}, shown as open ${hours(s.closed_shown_open_hours)} (${pct(s.closed_shown_open_hours, s.closed_hours).trim()}); open shown as closed ${hours(s.open_shown_closed_hours)}`,
      `       sure readings: labelled closed ${hours(s.sure_closed_hours)}, shown as open ${hours(s.sure_closed_shown_open_hours)} (${pct(s.sure_closed_shown_open_hours, s.sure_closed_hours).trim()}); ` +
        `shown closed ${hours(s.sure_shown_closed_hours)}, of which open ${hours(s.sure_open_shown_closed_hours)} (${pct(s.sure_open_shown_closed_hours, s.sure_shown_closed_hours).trim()})`,
    ]),
  ];
}

function noticeLines(report: Report): string[] {
  return [
    '',
    'not exactly right:',
    ...report.notices
      .filter((n) => !n.right.kind || n.right.windows === false || !n.right.is_er)
      .map(
        (n) =>
          `  ${n.id} (${n.certainty}): kind ${n.kind}${n.right.kind ? '' : ' ✗'} · windows ${n.right.windows === false ? '✗ ' : ''}${JSON.stringify(n.windows.map((w) => `${w.start ?? '…'} → ${w.end ?? '…'}`))}`,
      ),
    '',
    `unreadable: ${
      report.notices
        .filter((n) => n.unreadable)
        .map((n) => n.id)
        .join(', ') || 'none'
    }`,
  ];
}
