// Words typed at the status desk reach API clients as the JSON strings they are: markup in a
// message is data, never escaped into HTML nor served as anything but application/json.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deskStatements } from '../desk/statements';
import { type ScheduledService, STRAIT, scheduledService } from '../testing/scheduled-service';

const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'] as const;
/** Tuesday 24 November 2026, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => Math.floor(ms / 1000);

let api: ScheduledService;
beforeEach(async () => {
  vi.useFakeTimers({ now: NOON, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  api = await scheduledService({ openSince: s(NOON - 3_600_000) });
});
afterEach(async () => {
  await api.stop();
  vi.useRealTimers();
});

describe('a desk message with markup on /api/v1/closures', () => {
  it('is served as plain JSON text, the same characters the desk was given, in both languages', async () => {
    const statements = deskStatements(api.store);
    api.store.write(() =>
      statements.publish(
        { hospitalId: STRAIT.id, status: 'closed', messageEn: XSS[0], messageFr: XSS[1], expectedReopen: null },
        s(NOON),
      ),
    );
    const answer = await api.get('/api/v1/closures?province=NS');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json\b/);
    const row = answer.json.closures.find((one: { id: string }) => one.id === STRAIT.id);
    expect(row).toMatchObject({ message: XSS[0], message_fr: XSS[1], source: 'desk' });
    expect(answer.text).toContain(JSON.stringify(XSS[0]));
    expect(answer.text).toContain(JSON.stringify(XSS[1]));
    expect(answer.text).not.toContain('&lt;');
  });
});
