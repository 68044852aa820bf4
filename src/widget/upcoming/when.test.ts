// The sentence of an announced closure, for the cases the widget's own tests do not reach:
// an end days away, midnight, a zone with half hours (Newfoundland), a change of clocks.

import { describe, expect, it } from 'vitest';
import type { ScheduledClosure } from '../../contract/resources';
import { formatTimestamp } from '../../contract/time';
import { scheduledClosure } from '../../testing/embed-answers';
import { upcomingText } from './when';

const HALIFAX = 'America/Halifax';
const ST_JOHNS = 'America/St_Johns';
/** Wednesday 25 November 2026, 14:00 in Halifax (AST, UTC−4). */
const NOW = Date.UTC(2026, 10, 25, 18, 0);

const row = (starts: number, ends: number | null, fields: Partial<ScheduledClosure> = {}) =>
  scheduledClosure({
    id: 'ns_x',
    name: 'X',
    starts_at: formatTimestamp(starts),
    ends_at: ends === null ? null : formatTimestamp(ends),
    ...fields,
  });

describe('upcomingText', () => {
  it('names the day of an end beyond tomorrow, in both languages', () => {
    const window = row(Date.UTC(2026, 10, 26, 0), Date.UTC(2026, 10, 28, 12));
    expect(upcomingText('en', window, NOW, HALIFAX)).toBe(
      'Closes today at 8 p.m. until 8 a.m. on Saturday, November 28.',
    );
    expect(upcomingText('fr', window, NOW, HALIFAX)).toBe(
      'Fermera aujourd’hui à 20 h jusqu’au samedi 28 novembre à 8 h.',
    );
  });

  it('says midnight as the clock does: 12 a.m., 0 h', () => {
    const window = row(Date.UTC(2026, 10, 26, 4), null, { status: 'disruption' });
    expect(upcomingText('en', window, NOW, HALIFAX)).toBe('Service disruption from tomorrow at 12 a.m.');
    expect(upcomingText('fr', window, NOW, HALIFAX)).toBe('Service perturbé à partir de demain à 0 h.');
  });

  it('gives the minutes of a zone half an hour off the others (Newfoundland)', () => {
    // 00:00 UTC is 8:30 p.m. in St. John's (NST, UTC−3:30).
    const window = row(Date.UTC(2026, 10, 26, 0), Date.UTC(2026, 10, 26, 11, 30));
    expect(upcomingText('en', window, NOW, ST_JOHNS)).toBe('Closes today at 8:30 p.m. until 8 a.m. tomorrow.');
    expect(upcomingText('fr', window, NOW, ST_JOHNS)).toBe('Fermera aujourd’hui à 20 h 30 jusqu’à demain 8 h.');
  });

  it('keeps local times across a change of clocks', () => {
    // Saturday 31 October 2026, 14:00 in Halifax (ADT, UTC−3); clocks go back at 2 a.m. on Sunday.
    const now = Date.UTC(2026, 9, 31, 17, 0);
    const window = row(Date.UTC(2026, 9, 31, 23, 0), Date.UTC(2026, 10, 1, 12, 0));
    expect(upcomingText('en', window, now, HALIFAX)).toBe('Closes today at 8 p.m. until 8 a.m. tomorrow.');
  });

  it('says a disruption that starts and ends on one day without naming the day twice', () => {
    const window = row(Date.UTC(2026, 10, 26, 11, 30), Date.UTC(2026, 10, 26, 22), { status: 'disruption' });
    expect(upcomingText('en', window, NOW, HALIFAX)).toBe('Service disruption from tomorrow at 7:30 a.m. until 6 p.m.');
    expect(upcomingText('fr', window, NOW, HALIFAX)).toBe('Service perturbé à partir de demain à 7 h 30 jusqu’à 18 h.');
  });
});
