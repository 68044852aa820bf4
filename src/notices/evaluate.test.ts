// The evaluation: its scoring rules, its figures on the shared corpus (read in place) against
// the targets of issue 18, and the script's output and its answers to bad input.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { evaluateCorpus } from './eval-report';
import { judge, type LabelledNotice, parseCorpus, sameFacility } from './evaluate';
import { interpretNotice } from './interpret';

const CORPUS = path.resolve(process.cwd(), '../shared/corpus/notices/notices.jsonl');
const hasCorpus = existsSync(CORPUS);
if (!hasCorpus) console.warn(`notices evaluation skipped: no corpus at ${CORPUS}`);

const run = promisify(execFile);
const script = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/eval-notices.ts', ...args], { cwd: process.cwd() }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

const invented: LabelledNotice[] = [
  {
    id: 'T-1',
    province: 'NS',
    lang: 'en',
    published: '2025-11-03',
    text: 'The emergency department at Harbourview Hospital in Sheet Harbour will be closed from 6 p.m. on Friday, Nov. 7 until 7:30 a.m. on Saturday.',
    label: {
      facility: 'Harbourview Hospital',
      is_er: true,
      status: 'closed',
      windows: [{ start: '2025-11-07T18:00', end: '2025-11-08T07:30' }],
      recurring: null,
    },
  },
  {
    id: 'T-2',
    province: 'QC',
    lang: 'fr',
    published: '2025-11-03T09:00',
    text: "L'urgence du Centre hospitalier de Maniwaki sera fermée de minuit à 7 h les 8 et 9 novembre.",
    label: {
      facility: 'Centre hospitalier de Maniwaki',
      is_er: true,
      status: 'closed',
      windows: [
        { start: '2025-11-08T00:00', end: '2025-11-08T07:00' },
        { start: '2025-11-09T00:00', end: '2025-11-09T08:00' },
      ],
      recurring: null,
    },
  },
];
const jsonl = invented.map((n) => JSON.stringify(n)).join('\n');

describe('scoring rules', () => {
  it('matches facility names loosely: bracketed abbreviations, "the", "emergency department" aside', () => {
    expect(sameFacility('Port Hardy Hospital', 'Port Hardy Hospital (PHH)')).toBe(true);
    expect(sameFacility('Western Hospital', 'Western Hospital Collaborative Emergency Centre (CEC)')).toBe(true);
    expect(sameFacility('Hôpital Stella-Maris-de-Kent', 'Stella-Maris-de-Kent Hospital')).toBe(true);
    expect(sameFacility('Sackville Memorial Hospital', 'Soldiers Memorial Hospital')).toBe(false);
    expect(sameFacility('Roseway Hospital', 'Digby General Hospital')).toBe(false);
  });

  it('counts a notice exactly right only when every window matches to the minute, in order', () => {
    const [first, second] = invented as [LabelledNotice, LabelledNotice];
    const read = (n: LabelledNotice) =>
      interpretNotice({ text: n.text, province: n.province, publishedAt: Date.UTC(2025, 10, 3, 13) });
    expect(judge(first, read(first))).toMatchObject({ exact: true, within1h: true, windowsExact: 1 });
    // The second label's last end is an hour later than the notice says: within an hour, not exact.
    expect(judge(second, read(second))).toMatchObject({
      exact: false,
      within1h: true,
      windowsExact: 1,
      windowsTotal: 2,
    });
  });

  it('names the line that is not a labelled notice', () => {
    expect(parseCorpus(`${jsonl}\n{"id": "x"`)).toMatchObject({
      ok: false,
      code: 'bad_line',
      message: expect.stringContaining('line 3'),
    });
    expect(parseCorpus('{"id": "x", "province": "NS", "published": "2025-01-01", "text": "t"}')).toMatchObject({
      ok: false,
      message: 'line 1: no "label" with "windows"',
    });
  });
});

describe.skipIf(!hasCorpus)('on the shared corpus (read in place)', () => {
  const corpus = hasCorpus ? readFileSync(CORPUS, 'utf8') : '';
  const grammar = evaluateCorpus(corpus, 'grammar');
  const chrono = evaluateCorpus(corpus, 'chrono');

  it('meets the targets: kind right ≥ 95 %, every window exactly right in ≥ 90 % of the notices, nothing dropped', () => {
    if (!grammar.ok) throw new Error(grammar.message);
    const report = grammar.report;
    expect(report.total).toBe(102);
    expect(report.kind_right / report.total).toBeGreaterThanOrEqual(0.95);
    expect(report.windows_exact / report.windows_scored).toBeGreaterThanOrEqual(0.9);
    expect(report.dropped).toBe(0);
    expect(report.is_er_right).toBe(report.total);
  });

  it('keeps the engine that scores better: the grammar reads more notices exactly than chrono-node', () => {
    if (!grammar.ok || !chrono.ok) throw new Error('corpus unreadable');
    expect(grammar.report.windows_exact).toBeGreaterThan(chrono.report.windows_exact);
  });
});

describe('npm run eval:notices', () => {
  it('prints one JSON object with the documented fields and each notice reading', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eval-notices-'));
    const file = path.join(dir, 'labelled.jsonl');
    writeFileSync(file, jsonl);
    const { code, stdout } = await script(file, '--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    for (const field of [
      'total',
      'kind_right',
      'is_er_right',
      'windows_exact',
      'windows_within_1h',
      'windows_total',
      'unreadable',
      'dropped',
    ])
      expect(typeof report[field]).toBe('number');
    expect(report).toMatchObject({
      total: 2,
      kind_right: 2,
      windows_exact: 1,
      windows_within_1h: 2,
      windows_total: 3,
      dropped: 0,
    });
    expect(report.notices[0]).toMatchObject({
      id: 'T-1',
      facility: 'Harbourview Hospital',
      is_er: true,
      kind: 'closed',
      windows: [{ start: '2025-11-07T18:00', end: '2025-11-08T07:30' }],
    });
    expect(Object.keys(report.by_province).sort()).toEqual(['NS', 'QC']);
    expect(Object.keys(report.by_language).sort()).toEqual(['en', 'fr']);
  });

  it('exits with code 2 and a clear message for a missing file or a bad line', async () => {
    const missing = await script('/nonexistent/notices.jsonl');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file: /nonexistent/notices.jsonl');
    const dir = mkdtempSync(path.join(tmpdir(), 'eval-notices-'));
    const file = path.join(dir, 'bad.jsonl');
    writeFileSync(file, `${jsonl}\nnot json\n`);
    const bad = await script(file, '--json');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('line 3: not JSON');
  });
});
