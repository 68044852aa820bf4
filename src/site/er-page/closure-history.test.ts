import { describe, expect, it } from 'vitest';
import { dayCells, gapsOf, monthTotals, type StatusEvent, spansOf } from './closure-history';

const HALIFAX = 'America/Halifax';
const at = (iso: string) => Date.parse(iso) / 1000;
const event = (status: string, iso: string, source: string | null = 'desk'): StatusEvent => ({
  status,
  message: status === 'open' ? null : `ER ${status}`,
  at: at(iso),
  source,
});

describe('hours closed per month', () => {
  it('splits a closure across a month boundary at local midnight', () => {
    // 20:00 ADT on 30 September to 04:00 ADT on 1 October: 4 hours each side of local midnight.
    const events = [
      event('open', '2026-09-01T12:00:00Z'),
      event('closed', '2026-09-30T23:00:00Z'),
      event('open', '2026-10-01T07:00:00Z'),
    ];
    const months = monthTotals(
      spansOf(events, HALIFAX),
      events[0]?.at ?? null,
      Date.parse('2026-10-15T12:00:00Z'),
      HALIFAX,
    );
    expect(months).toEqual([
      { month: '2026-09', unplanned: 4, scheduled: 0, interruption: 0 },
      { month: '2026-10', unplanned: 4, scheduled: 0, interruption: 0 },
    ]);
  });

  it('counts the 25 hours of the day the clocks go back', () => {
    // 22:00 ADT on 31 October to midnight AST on 2 November; clocks go back at 02:00 on 1 November.
    const events = [
      event('open', '2026-10-01T12:00:00Z'),
      event('closed', '2026-11-01T01:00:00Z'),
      event('open', '2026-11-02T04:00:00Z'),
    ];
    const spans = spansOf(events, HALIFAX);
    const now = Date.parse('2026-11-03T12:00:00Z');
    expect(monthTotals(spans, events[0]?.at ?? null, now, HALIFAX)).toEqual([
      { month: '2026-10', unplanned: 2, scheduled: 0, interruption: 0 },
      { month: '2026-11', unplanned: 25, scheduled: 0, interruption: 0 },
    ]);
    const cells = dayCells(spans, events[0]?.at ?? null, now, HALIFAX, 4);
    expect(cells.map((cell) => [cell.date, cell.state, cell.closedHours])).toEqual([
      ['2026-10-31', 'partly', 2],
      ['2026-11-01', 'closed', 25],
      ['2026-11-02', 'open', 0],
      ['2026-11-03', 'open', 0],
    ]);
  });

  it('counts a closure still in effect up to now', () => {
    const events = [event('open', '2026-11-20T12:00:00Z'), event('closed', '2026-11-26T13:00:00Z')];
    const spans = spansOf(events, HALIFAX);
    expect(spans.at(-1)?.end).toBeNull();
    const now = Date.parse('2026-11-27T09:30:00Z');
    expect(monthTotals(spans, events[0]?.at ?? null, now, HALIFAX)).toEqual([
      { month: '2026-11', unplanned: 20.5, scheduled: 0, interruption: 0 },
    ]);
    // 09:00 ADT... AST now: 26 Nov from 09:00 local partly; 27 Nov closed since midnight, so far all day.
    const cells = dayCells(spans, events[0]?.at ?? null, now, HALIFAX, 2);
    expect(cells.map((cell) => cell.state)).toEqual(['partly', 'closed']);
  });

  it('calls closures of the same local hours in different weeks scheduled reductions, disruptions service interruptions', () => {
    // Friday nights 20:00 to Saturday 08:00 AST (00:00–12:00 UTC) three weeks running, one other closure, one disruption.
    const events = [
      event('open', '2026-11-01T12:00:00Z'),
      event('closed', '2026-11-07T00:00:00Z'),
      event('open', '2026-11-07T12:00:00Z'),
      event('closed', '2026-11-14T00:00:00Z'),
      event('open', '2026-11-14T12:00:00Z'),
      event('closed', '2026-11-17T15:00:00Z'),
      event('open', '2026-11-17T18:00:00Z'),
      event('disruption', '2026-11-18T15:00:00Z'),
      event('open', '2026-11-18T16:30:00Z'),
      event('closed', '2026-11-21T00:00:00Z'),
      event('open', '2026-11-21T12:00:00Z'),
    ];
    const spans = spansOf(events, HALIFAX);
    expect(spans.map((span) => span.category)).toEqual([
      'scheduled',
      'scheduled',
      'unplanned',
      'interruption',
      'scheduled',
    ]);
    const months = monthTotals(spans, events[0]?.at ?? null, Date.parse('2026-11-27T12:00:00Z'), HALIFAX);
    expect(months).toEqual([{ month: '2026-11', unplanned: 3, scheduled: 36, interruption: 1.5 }]);
  });

  it('has no data before the first thing the store knew of the ER, and a disrupted day is not a closed one', () => {
    const events = [event('open', '2026-11-25T15:00:00Z'), event('disruption', '2026-11-26T15:00:00Z')];
    const cells = dayCells(
      spansOf(events, HALIFAX),
      events[0]?.at ?? null,
      Date.parse('2026-11-27T12:00:00Z'),
      HALIFAX,
      4,
    );
    expect(cells.map((cell) => [cell.date, cell.state])).toEqual([
      ['2026-11-24', 'none'],
      ['2026-11-25', 'open'],
      ['2026-11-26', 'disruption'],
      ['2026-11-27', 'disruption'],
    ]);
  });
});

describe('days between snapshots', () => {
  it('have no data while the status is unknown, and count a closure only as far as it was seen', () => {
    const events = [
      event('open', '2026-11-01T12:00:00Z', 'dataset'),
      event('closed', '2026-11-02T13:00:00Z', 'dataset'),
      event('unknown', '2026-11-02T15:00:01Z', 'dataset'),
      event('open', '2026-11-05T15:00:00Z', 'dataset'),
    ];
    const spans = spansOf(events, HALIFAX);
    const cells = dayCells(
      spans,
      events[0]?.at ?? null,
      Date.parse('2026-11-05T20:00:00Z'),
      HALIFAX,
      5,
      gapsOf(events),
    );
    expect(cells.map((cell) => [cell.date, cell.state])).toEqual([
      ['2026-11-01', 'open'],
      ['2026-11-02', 'partly'],
      ['2026-11-03', 'none'],
      ['2026-11-04', 'none'],
      ['2026-11-05', 'open'],
    ]);
    expect(spans.map((span) => (((span.end as number) - span.start) / 3600).toFixed(1))).toEqual(['2.0']);
  });
});
