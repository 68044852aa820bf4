import { describe, expect, it } from 'vitest';
import { batchedLog } from './log';

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
