// eval:notices on certainty: the share of sure readings, how many are exactly right, the hours a
// reading shows wrongly open or closed, the split into the read and held-out halves, and the
// held-out half never printed notice by notice.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hoursWrong } from './eval-hours';
import { evaluateCorpus } from './eval-report';
import type { LabelledNotice } from './evaluate';

const run = promisify(execFile);
const script = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/eval-notices.ts', ...args], { cwd: process.cwd() }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

const notice = (id: string, text: string, windows: [string, string][]): LabelledNotice => ({
  id,
  province: 'NS',
  lang: 'en',
  published: '2025-03-05T09:00',
  text,
  label: {
    facility: 'Digby General Hospital',
    is_er: true,
    status: 'closed',
    windows: windows.map(([start, end]) => ({ start, end })),
    recurring: null,
  },
});
const SATURDAY =
  'The emergency department at Digby General Hospital will be closed from 8 a.m. to 8 p.m. on Saturday, March 8.';
const notices = [
  // sure and exactly right
  notice(
    'NS-2',
    'The emergency department at Digby General Hospital will be closed from 6 p.m. on Friday, March 7 until 7:30 a.m. on Saturday.',
    [['2025-03-07T18:00', '2025-03-08T07:30']],
  ),
  // sure, but the label says 10 a.m. to 10 p.m.: 2 closed hours shown open, 2 open hours shown closed
  notice('NS-4', SATURDAY, [['2025-03-08T10:00', '2025-03-08T22:00']]),
  // unsure (a time no window uses), exactly right
  notice('NS-5', `${SATURDAY} Staff will meet residents at 3 p.m.`, [['2025-03-08T08:00', '2025-03-08T20:00']]),
];
const jsonl = notices.map((n) => JSON.stringify(n)).join('\n');

describe('certainty figures', () => {
  it('counts sure readings, the exact ones among them, and the hours read wrong', () => {
    const result = evaluateCorpus(jsonl);
    if (!result.ok) throw new Error(result.message);
    expect(result.report).toMatchObject({
      windows_scored: 3,
      sure: 2,
      sure_exact: 1,
      closed_hours: 37.5,
      closed_shown_open_hours: 2,
      open_shown_closed_hours: 2,
      sure_closed_hours: 25.5,
      sure_shown_closed_hours: 25.5,
      sure_closed_shown_open_hours: 2,
      sure_open_shown_closed_hours: 2,
    });
    expect(result.report.notices.map((n) => [n.id, n.certainty, n.doubts.map((d) => d.code)])).toEqual([
      ['NS-2', 'sure', []],
      ['NS-4', 'sure', []],
      ['NS-5', 'unsure', ['time_unused']],
    ]);
  });

  it('keeps the even-numbered notices for --part read and the odd ones for --part held-out', () => {
    const ids = (part: 'read' | 'held-out') => {
      const result = evaluateCorpus(jsonl, 'grammar', part);
      if (!result.ok) throw new Error(result.message);
      return result.report.notices.map((n) => n.id);
    };
    expect(ids('read')).toEqual(['NS-2', 'NS-4']);
    expect(ids('held-out')).toEqual(['NS-5']);
  });

  it('a reading with no end covers every labelled hour after its start; hours overlapping count once', () => {
    const label = [{ start: '2025-03-08T08:00', end: '2025-03-08T20:00' }];
    expect(hoursWrong(label, [{ start: '2025-03-08T10:00', end: null }])).toEqual({
      closed: 720,
      closedShownOpen: 120,
      shownClosed: 0,
      openShownClosed: 0,
    });
    const twice = [
      { start: '2025-03-08T06:00', end: '2025-03-08T12:00' },
      { start: '2025-03-08T10:00', end: '2025-03-08T21:00' },
    ];
    expect(hoursWrong(label, twice)).toEqual({
      closed: 720,
      closedShownOpen: 0,
      shownClosed: 900,
      openShownClosed: 180,
    });
  });
});

describe('eval:notices script', () => {
  const file = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eval-certainty-'));
    const at = path.join(dir, 'labelled.jsonl');
    writeFileSync(at, jsonl);
    return at;
  };

  it('gives certainty and doubts on each notice in --json', async () => {
    const { code, stdout } = await script(file(), '--json', '--part', 'read');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ part: 'read', total: 2, sure: 2, sure_exact: 1 });
    expect(report.notices[0]).toMatchObject({ id: 'NS-2', certainty: 'sure', doubts: [] });
  });

  it('prints only figures for the held-out half, refuses --json on it and an unknown part', async () => {
    const at = file();
    const held = await script(at, '--part', 'held-out');
    expect(held.code).toBe(0);
    expect(held.stdout).toContain('certainty (part: held-out)');
    expect(held.stdout).toContain('sure 0/1 notices with windows scored');
    expect(held.stdout).not.toContain('NS-5');
    expect(held.stdout).not.toContain('2025-03-08T08:00');
    const json = await script(at, '--part', 'held-out', '--json');
    expect(json.code).toBe(2);
    expect(json.stderr).toContain('--json is refused with --part held-out');
    const unknown = await script(at, '--part', 'odd');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown part "odd"');
  });
});
