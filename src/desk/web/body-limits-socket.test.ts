// Over a real socket, as `npm start` serves the desk: a sign-in post of hundreds of MB, streamed
// without a length or declared with one, is answered 413 early and the server's memory does not
// grow by its size.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';

const MB = 1024 * 1024;
let desk: DeskApp;
let server: ReturnType<typeof serve>;
let port = 0;

beforeAll(async () => {
  desk = await deskApp(engines()[0] as ReturnType<typeof engines>[number]);
  await new Promise<void>((listening) => {
    server = serve({ fetch: desk.app.fetch, hostname: '127.0.0.1', port: 0 }, () => listening());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  desk.store.close();
});

/** Posts up to `totalMb` of one reused 1 MB chunk; resolves with the status and how much was sent. */
function flood(totalMb: number, declare: boolean): Promise<{ status: number; sentMb: number }> {
  const chunk = Buffer.alloc(MB, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let status = 0;
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      ...(declare ? { 'Content-Length': String(totalMb * MB) } : {}),
    };
    const req = request({ host: '127.0.0.1', port, path: '/desk/signin', method: 'POST', headers }, (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => resolve({ status, sentMb: sent }));
    });
    req.on('error', (error) => (status ? resolve({ status, sentMb: sent }) : reject(error)));
    const pump = () => {
      while (sent < totalMb && !status && !req.destroyed) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

describe('desk body limits over a socket', () => {
  it.each([
    ['streamed without a length', false],
    ['with a declared length', true],
  ])(
    'refuses 300 MB %s with 413 long before the end, memory unmoved',
    async (_name, declare) => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const { status, sentMb } = await flood(300, declare);
      expect(status).toBe(413);
      expect(sentMb).toBeLessThan(300);
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    },
    30_000,
  );
});
