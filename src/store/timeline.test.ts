// The union of an ER's windows as phases: what the scheduler applies and /closures lists.
import { describe, expect, it } from 'vitest';
import { comingWindows, phaseAt, phasesOf, type ScheduledWindow } from './timeline';

const H = 3600;
const window = (
  start: number | null,
  end: number | null,
  status: ScheduledWindow['status'] = 'closed',
  message = 'Closed',
  published_at: number | null = 0,
): ScheduledWindow => ({
  feed: 'ns',
  hospital_id: 'ns_a',
  start_at: start,
  end_at: end,
  status,
  message,
  published_at,
});

const at = (windows: ScheduledWindow[], t: number) => {
  const { status, message, reopen } = phaseAt(phasesOf(windows), t);
  return { status, message, reopen };
};

describe('the phases of scheduled windows', () => {
  it('leaves the ER untouched before its first window, closes it inside, opens it after', () => {
    const windows = [window(10 * H, 20 * H)];
    expect(at(windows, 0)).toEqual({ status: 'untouched', message: null, reopen: null });
    expect(at(windows, 10 * H)).toEqual({ status: 'closed', message: 'Closed', reopen: 20 * H });
    expect(at(windows, 20 * H - 1).status).toBe('closed');
    expect(at(windows, 20 * H)).toEqual({ status: 'open', message: null, reopen: null });
  });

  it('makes days that touch (midnight to midnight) one closure reopening at the last end', () => {
    const days = [window(0, 24 * H), window(24 * H, 48 * H), window(48 * H, 72 * H)];
    const closures = phasesOf(days).filter((phase) => phase.status === 'closed');
    expect(closures).toEqual([{ from: 0, to: 72 * H, status: 'closed', message: 'Closed', reopen: 72 * H }]);
  });

  it('takes overlapping windows as their union, closed over disrupted, with the newest notice’s words', () => {
    const windows = [
      window(0, 10 * H, 'disruption', 'Virtual physician'),
      window(4 * H, 6 * H, 'closed', 'Old notice', 1),
      window(5 * H, 8 * H, 'closed', 'New notice', 2),
    ];
    expect(at(windows, 2 * H)).toEqual({ status: 'disruption', message: 'Virtual physician', reopen: 10 * H });
    expect(at(windows, 4 * H)).toEqual({ status: 'closed', message: 'Old notice', reopen: 8 * H });
    expect(at(windows, 5 * H)).toEqual({ status: 'closed', message: 'New notice', reopen: 8 * H });
    expect(at(windows, 8 * H).status).toBe('disruption');
    expect(at(windows, 10 * H).status).toBe('open');
  });

  it('knows no reopening for a window without an end, and no untouched time for one already in effect', () => {
    expect(at([window(null, null)], -1e9)).toEqual({ status: 'closed', message: 'Closed', reopen: null });
    expect(at([window(null, 5 * H)], 0).reopen).toBe(5 * H);
  });

  it('lists the runs starting after now and within the horizon, not the one in effect', () => {
    const phases = phasesOf([window(null, 2 * H), window(2 * H, 3 * H), window(5 * H, 6 * H), window(50 * H, null)]);
    expect(comingWindows(phases, H, 24 * H)).toEqual([
      { status: 'closed', start: 5 * H, end: 6 * H, message: 'Closed' },
    ]);
    expect(comingWindows(phases, H, 60 * H).map((coming) => [coming.start, coming.end])).toEqual([
      [5 * H, 6 * H],
      [50 * H, null],
    ]);
  });
});
