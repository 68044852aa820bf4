// The evaluation's report: figures overall, per province and per language, and each notice's
// reading in the corpus's words, so that anyone can score it their own way.
import { interpretWithChrono } from './chrono-engine';
import { add, emptyScore, judge, type LabelledNotice, parseCorpus, publishedAt, type Score } from './evaluate';
import { interpretNotice } from './interpret';
import type { NoticeInput, NoticeReading } from './types';

export type Engine = 'grammar' | 'chrono';

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
  right: { facility: boolean; is_er: boolean; kind: boolean; windows: boolean | null };
}

export interface Report extends Score {
  engine: Engine;
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
): { ok: true; report: Report } | { ok: false; code: string; message: string } {
  const parsed = parseCorpus(jsonl);
  if (!parsed.ok) return parsed;
  const report: Report = { engine, ...emptyScore(), by_province: {}, by_language: {}, notices: [] };
  for (const notice of parsed.notices) {
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
    'not exactly right:',
    ...report.notices
      .filter((n) => !n.right.kind || n.right.windows === false || !n.right.is_er)
      .map(
        (n) =>
          `  ${n.id}: kind ${n.kind}${n.right.kind ? '' : ' ✗'} · windows ${n.right.windows === false ? '✗ ' : ''}${JSON.stringify(n.windows.map((w) => `${w.start ?? '…'} → ${w.end ?? '…'}`))}`,
      ),
    '',
    `unreadable: ${
      report.notices
        .filter((n) => n.unreadable)
        .map((n) => n.id)
        .join(', ') || 'none'
    }`,
    '',
  ];
  return rows.join('\n');
}
