// The confirm form of a notice to review: prefilled from the reader's proposal, read back into
// the desk's statement now or its schedule later.
import { describe, expect, it } from 'vitest';
import type { NoticeReviewRow } from '../../store/notice-reviews';
import { prefill, readConfirmForm } from './review-form';
import { STRINGS } from './strings';

/** Tuesday 24 November 2026, 12:00 in Moncton (AST, UTC−4). */
const NOW = Date.UTC(2026, 10, 24, 16) / 1000;
const ZONE = 'America/Moncton';
const at = (iso: string) => Date.parse(iso) / 1000;

const review = (more: Partial<NoticeReviewRow> = {}): NoticeReviewRow => ({
  id: 7,
  hospital_id: 'nb_lameque',
  feed: 'nb-vitalite',
  words: 'L’urgence sera fermée de vendredi 20 h à samedi 8 h.',
  lang: 'fr',
  url: null,
  publisher: 'Vitalité Health Network',
  published_at: NOW - 3600,
  proposal: {
    kind: 'reduced_hours',
    windows: [
      // Over already: not proposed.
      {
        start: at('2026-11-20T00:00:00Z'),
        end: at('2026-11-20T12:00:00Z'),
        startLocal: '2026-11-19T20:00',
        endLocal: '2026-11-20T08:00',
      },
      {
        start: at('2026-11-28T00:00:00Z'),
        end: at('2026-11-28T12:00:00Z'),
        startLocal: '2026-11-27T20:00',
        endLocal: '2026-11-28T08:00',
      },
    ],
    recurring: null,
  },
  doubts: [{ code: 'window_order', words: 'vendredi 20 h' }],
  queued_at: NOW - 60,
  decision: null,
  decided_at: null,
  decided_by: null,
  ...more,
});

describe('the confirm form of a notice to review', () => {
  it('proposes the first window not yet over, closed, with the notice’s words in its own language', () => {
    expect(prefill(review(), NOW)).toEqual({
      status: 'closed',
      start: '2026-11-27T20:00',
      end: '2026-11-28T08:00',
      message_en: '',
      message_fr: 'L’urgence sera fermée de vendredi 20 h à samedi 8 h.',
    });
  });

  it('reads a later start as a closure the desk schedules, and an empty one as a status now', () => {
    const t = STRINGS.en;
    const later = readConfirmForm(t, review(), prefill(review(), NOW), ZONE, NOW);
    expect(later).toEqual({
      ok: true,
      value: {
        do: 'schedule',
        request: {
          window: { start: at('2026-11-28T00:00:00Z'), end: at('2026-11-28T12:00:00Z'), status: 'closed' },
          messages: { en: null, fr: 'L’urgence sera fermée de vendredi 20 h à samedi 8 h.' },
        },
      },
    });
    const now = readConfirmForm(t, review(), { status: 'disruption', start: '', end: '2026-11-24T18:00' }, ZONE, NOW);
    expect(now).toMatchObject({
      ok: true,
      value: { do: 'publish', statement: { status: 'disruption', expectedReopen: at('2026-11-24T22:00:00Z') } },
    });
    // Open: the times are not read.
    const open = readConfirmForm(t, review(), { status: 'open', start: 'nonsense', end: '' }, ZONE, NOW);
    expect(open).toMatchObject({
      ok: true,
      value: { do: 'publish', statement: { status: 'open', expectedReopen: null } },
    });
  });

  it('names the field to fix: no status, an end before the start, a reopening already past', () => {
    const t = STRINGS.fr;
    const errors = (values: Record<string, string>) => {
      const read = readConfirmForm(t, review(), values, ZONE, NOW);
      return read.ok ? [] : read.errors;
    };
    expect(errors({ start: '', end: '' })).toEqual([{ field: 'review-7-status-open', message: t.errStatus }]);
    expect(errors({ status: 'closed', start: '2026-11-27T20:00', end: '2026-11-27T08:00' })).toEqual([
      { field: 'review-7-end', message: t.errEndBeforeStart },
    ]);
    expect(errors({ status: 'closed', start: '', end: '2026-11-24T11:00' })).toEqual([
      { field: 'review-7-end', message: t.errReopenPast },
    ]);
  });
});
