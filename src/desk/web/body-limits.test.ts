// What the desk reads of a body: a size fitting each form, refused with 413 the moment more
// arrives (a stream is not read past the limit; a declared length is judged before any byte),
// and a form that cannot be parsed is a 400 page or JSON error with one log line, never a 500.
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp, ORIGIN } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';

const CHUNK = 64 * 1024;

/** A body of `total` bytes that counts what the server pulls from it. */
function countedBody(total: number) {
  const seen = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      seen.pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  return { stream, seen };
}

const BROKEN_MULTIPART = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nhalf a field with no end';

describe.each(engines().filter((e) => e.engine === 'sqlite'))('desk body limits on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  const send = (path: string, body: BodyInit, headers: Record<string, string>) =>
    desk.app.request(path, {
      method: 'POST',
      body,
      headers: { Origin: ORIGIN, ...headers },
      // @ts-expect-error: Node's fetch needs this for a streamed body; the DOM types lack it.
      duplex: 'half',
    });

  it.each([
    ['/desk/signin', 'application/x-www-form-urlencoded', 4],
    ['/desk/passkey/verify', 'application/json', 16],
    ['/desk/passkey/options', 'application/json', 1],
    ['/desk/enrol/some-token', 'application/json', 64],
    ['/desk/er/ns_halifax/status', 'application/x-www-form-urlencoded', 128],
  ])('refuses 100 MB streamed to %s with 413 after reading no more than its limit', async (path, type, kb) => {
    desk = await deskApp(engine);
    const { stream, seen } = countedBody(100 * 1024 * 1024);
    const response = await send(path, stream, { 'Content-Type': type });
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    // The limit, plus at most what a stream holds ready ahead of the reader.
    expect(seen.pulled).toBeLessThanOrEqual(kb * 1024 + 2 * CHUNK);
    if (type === 'application/json') {
      expect(await response.json()).toMatchObject({ ok: false, code: 'body_too_large' });
    } else {
      const html = await response.text();
      expect(html).toContain('<h1>Too much was sent</h1>');
      expect(html).toContain(`This form takes at most ${kb} KB`);
    }
  });

  it('judges a declared Content-Length before reading a byte, in French too', async () => {
    desk = await deskApp(engine);
    const { stream, seen } = countedBody(600 * 1024 * 1024);
    const response = await send('/desk/signin?lang=fr', stream, {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(600 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(2 * CHUNK);
    const html = await response.text();
    expect(html).toContain('<h1>Envoi trop volumineux</h1>');
    expect(html).toContain('Ce formulaire accepte au plus 4\u00a0Ko');
  });

  it('takes the longest notice a person can type, 10,000 characters of ’, URL-encoded', async () => {
    desk = await deskApp(engine);
    const person = await desk.enrol('editor@example.ca', 'NS');
    const form = { csrf: person.csrf, hospital: 'ns_halifax', text: '’'.repeat(10_000) };
    const response = await desk.post('/desk/er/ns_halifax/notice', form, person.cookie);
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it('still signs in with a form of honest size', async () => {
    desk = await deskApp(engine);
    const response = await desk.post('/desk/signin', { email: 'nobody@example.ca', password: 'x', totp: '000000' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('nobody@example.ca');
  });

  it('answers a malformed multipart sign-in with a 400 page and one log line, not a 500', async () => {
    desk = await deskApp(engine);
    const type = 'multipart/form-data; boundary=x';
    const response = await send('/desk/signin', BROKEN_MULTIPART, { 'Content-Type': type });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<h1>The form could not be read</h1>');
    expect(html).not.toMatch(/TypeError|at .*\.js/);
    expect(desk.logged.filter((line) => line.event === 'desk.body.unreadable')).toHaveLength(1);

    const json = await send('/desk/signin?lang=fr', BROKEN_MULTIPART, {
      'Content-Type': type,
      Accept: 'application/json',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      ok: false,
      code: 'body_unreadable',
      message: expect.stringContaining('n’est pas un formulaire'),
    });
  });

  it('answers malformed JSON to the passkey and enrolment endpoints with a 400 JSON error', async () => {
    desk = await deskApp(engine);
    const token = desk.invite('nurse@example.ca', 'NS');
    for (const path of ['/desk/passkey/options', '/desk/passkey/verify', `/desk/enrol/${token}`]) {
      const response = await send(path, '{"ceremony": "abc", "response": {', {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, code: 'body_unreadable' });
    }
  });

  it('answers a malformed sign-out and change with a session the same way', async () => {
    desk = await deskApp(engine);
    const person = await desk.enrol('editor@example.ca', 'NS');
    const type = 'multipart/form-data; boundary=x';
    for (const path of ['/desk/signout', '/desk/er/ns_halifax/status', '/desk/er/ns_halifax/notice']) {
      const response = await send(path, BROKEN_MULTIPART, { 'Content-Type': type, Cookie: person.cookie });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain('<h1>The form could not be read</h1>');
    }
    // Nothing was undone: the session still stands.
    expect((await desk.get('/desk', person.cookie)).status).toBe(200);
  });
});
