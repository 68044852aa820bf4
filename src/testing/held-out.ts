// One suite for each invented set of notices in test-data/ (see its README): the set's own shape
// (how many notices, how many in French, windows labelled as local minutes in order), then the
// notice interpreter's figures on it against floors — the figures it reached, rounded down to
// the nearest 5 %, which a change to the rules may raise and never lower.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withCorpusTexts } from '../notices/corpus-texts';
import { evaluateCorpus, type Report } from '../notices/eval-report';
import { parseCorpus } from '../notices/evaluate';
import { describeWithCorpus, ERSTAT_DIR } from './corpus';

export interface Floors {
  kind: number;
  noticesExact: number;
}

export interface HeldOutSet {
  /** File name in test-data/. */
  file: string;
  /** What the set is, for the suites' names ("the third set, never tuned to"). */
  named: string;
  total: number;
  /** Notices per language, exactly. */
  byLanguage: { en: number; fr: number };
  floors: Floors & { isEr: number; facility: number };
  floorsByLanguage: { en: Floors; fr: Floors };
  /** Sure readings: the share with every window exact (floor) and of closed hours shown open (ceiling). */
  sure?: { exact: number; closedShownOpen: number };
  /** Whether a notice listing no window (and not an open notice) must give its schedule in words. */
  scheduleInWords?: boolean;
  /** Labels only: each notice's words are an ERstat row's message, read from the corpus in place (skipped without it). */
  textsInCorpus?: boolean;
  /** What the notices are, for the suites' names: "invented" unless said. */
  notices?: string;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function heldOutSuite(set: HeldOutSet): void {
  if (set.textsInCorpus) describeWithCorpus(`${set.named} (texts in the corpus)`, () => suites(set));
  else suites(set);
}

function suites(set: HeldOutSet): void {
  const labels = readFileSync(new URL(`../../test-data/${set.file}`, import.meta.url), 'utf8');
  const texts = set.textsInCorpus ? withCorpusTexts(labels, ERSTAT_DIR) : { ok: true as const, jsonl: labels };
  if (!texts.ok) throw new Error(`${set.file}: ${texts.message}`);
  const text = texts.jsonl;
  const { floors } = set;

  describe(`${set.named}: the notices, labelled by hand`, () => {
    const parsed = parseCorpus(text);
    const notices = parsed.ok ? parsed.notices : [];

    it(`are ${set.total} ${set.notices ?? 'invented'} notices with unique ids, ${set.byLanguage.fr} in French`, () => {
      expect(parsed.ok).toBe(true);
      expect(notices).toHaveLength(set.total);
      expect(new Set(notices.map((n) => n.id)).size).toBe(set.total);
      expect(notices.filter((n) => n.lang === 'fr')).toHaveLength(set.byLanguage.fr);
    });

    it('label every window as local minutes, each ending after it starts, in order', () => {
      for (const notice of notices) {
        let previousStart = '';
        for (const { start, end } of notice.label.windows) {
          for (const moment of [start, end]) if (moment !== null) expect(moment, notice.id).toMatch(LOCAL);
          if (start !== null && end !== null) expect(start < end, `${notice.id}: ${start} → ${end}`).toBe(true);
          if (start !== null) {
            expect(start >= previousStart, `${notice.id}: windows out of order`).toBe(true);
            previousStart = start;
          }
        }
      }
    });

    if (set.scheduleInWords) {
      it('give a schedule in words exactly when they list no window and are not an open notice', () => {
        for (const { id, label } of notices) {
          const scheduleOnly = label.windows.length === 0 && label.status !== 'open';
          expect(label.recurring !== null, id).toBe(scheduleOnly);
        }
      });
    }
  });

  describe(`${set.named}: the notice interpreter's reading`, () => {
    const result = evaluateCorpus(text);
    const report = (result.ok ? result.report : null) as Report;

    it('reads the whole file and drops no notice', () => {
      expect(result.ok, result.ok ? '' : result.message).toBe(true);
      expect(report.total).toBe(set.total);
      expect(report.dropped).toBe(0);
    });

    it(`gets the kind right for at least ${floors.kind * 100} % of the notices`, () => {
      expect(share(report.kind_right, report.total)).toBeGreaterThanOrEqual(floors.kind);
    });

    it(`gets every window exactly right in at least ${floors.noticesExact * 100} % of the notices with windows`, () => {
      expect(share(report.windows_exact, report.windows_scored)).toBeGreaterThanOrEqual(floors.noticesExact);
    });

    it(`tells an ER from a clinic, a lab or X-ray in at least ${floors.isEr * 100} % of the notices`, () => {
      expect(share(report.is_er_right, report.total)).toBeGreaterThanOrEqual(floors.isEr);
    });

    it(`finds the facility named in at least ${floors.facility * 100} % of the notices`, () => {
      expect(share(report.facility_found, report.total)).toBeGreaterThanOrEqual(floors.facility);
    });

    const sure = set.sure;
    if (sure) {
      it(`has every window exact in at least ${sure.exact * 100} % of its sure readings`, () => {
        expect(share(report.sure_exact, report.sure)).toBeGreaterThanOrEqual(sure.exact);
      });

      it(`shows at most ${sure.closedShownOpen * 100} % of the closed hours as open in its sure readings`, () => {
        expect(share(report.sure_closed_shown_open_hours, report.sure_closed_hours)).toBeLessThanOrEqual(
          sure.closedShownOpen,
        );
      });
    }

    it.each(['en', 'fr'] as const)('keeps the notices in %s at their own floors', (lang) => {
      const figures = report.by_language[lang];
      expect(figures?.total ?? 0).toBe(set.byLanguage[lang]);
      if (!figures) return;
      const floor = set.floorsByLanguage[lang];
      expect(share(figures.kind_right, figures.total)).toBeGreaterThanOrEqual(floor.kind);
      expect(share(figures.windows_exact, figures.windows_scored)).toBeGreaterThanOrEqual(floor.noticesExact);
    });
  });
}
