import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedLog, isoNow } from './log';

describe('batchedLog', () => {
  it('writes the lines of one turn of the event loop together, one JSON object per line', async () => {
    const writes: string[] = [];
    const requests = batchedLog((text) => writes.push(text));
    requests.log({ event: 'request', status: 200 });
    requests.log({ event: 'request', status: 404 });
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]
      ?.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines?.map((line) => line.status)).toEqual([200, 404]);
    expect(lines?.[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('flushes at once on request, and writes nothing when there is nothing', () => {
    const writes: string[] = [];
    const requests = batchedLog((text) => writes.push(text));
    requests.flush();
    requests.log({ event: 'request' });
    requests.flush();
    expect(writes).toHaveLength(1);
  });
});

describe('the time of a line', () => {
  afterEach(() => vi.useRealTimers());

  it('is the current millisecond, as ISO 8601, however many lines share it', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 15, 30, 0, 123) });
    expect(isoNow()).toBe('2026-11-27T15:30:00.123Z');
    expect(isoNow()).toBe('2026-11-27T15:30:00.123Z');
    vi.advanceTimersByTime(1);
    expect(isoNow()).toBe('2026-11-27T15:30:00.124Z');
  });

  it('comes first in every line, also in a line with no other field', async () => {
    const writes: string[] = [];
    const events = batchedLog((text) => writes.push(text));
    events.log({});
    events.log({ event: 'stopping', time: 'ignored' });
    events.flush();
    const [empty, stopping] = (writes[0] ?? '').trimEnd().split('\n');
    expect(Object.keys(JSON.parse(empty ?? ''))).toEqual(['time']);
    expect(JSON.parse(stopping ?? '').event).toBe('stopping');
  });
});
