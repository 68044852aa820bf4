import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import { checkWebhookUrl, guardedLookup, isPrivateAddress } from './ssrf';

// Names this file resolves without a network; every other name goes to the real resolver
// (only `localhost` is asked, which /etc/hosts answers).
const FAKE_DNS = vi.hoisted(
  () =>
    new Map<string, LookupAddress[]>([
      [
        'public.example.com',
        [
          { address: '93.184.216.34', family: 4 },
          { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
        ],
      ],
      [
        'rebound.example.com',
        [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.7', family: 4 },
        ],
      ],
      ['missing.example.com', []],
    ]),
);
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const fakeLookup = (hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    const answer = FAKE_DNS.get(hostname);
    if (answer === undefined) return dns.lookup(hostname, options, callback);
    const notFound = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    process.nextTick(() => (answer.length === 0 ? callback(notFound) : callback(null, answer)));
  };
  return { ...dns, default: { ...dns, lookup: fakeLookup }, lookup: fakeLookup };
});

const PRIVATE_IP = {
  ok: false,
  reason:
    'The webhook URL points to a private, loopback or reserved IP address; use a publicly reachable address or host name.',
};
const localName = (host: string) => ({
  ok: false,
  reason: `The webhook URL’s host ${host} is a local or internal name; use a public, fully qualified host name.`,
});
const HTTPS_ONLY = { ok: false, reason: 'The webhook URL must start with https://.' };
const HTTP_OR_HTTPS = { ok: false, reason: 'The webhook URL must start with https:// or http://.' };
const CREDENTIALS = {
  ok: false,
  reason:
    'The webhook URL must not contain a username or password; check the webhook-signature header to authenticate deliveries instead.',
};
const NOT_ABSOLUTE = {
  ok: false,
  reason: 'The webhook URL is not a valid absolute URL; give one such as https://hooks.example.com/er.',
};
const TOO_LONG = { ok: false, reason: 'The webhook URL is longer than 2,000 characters; use a shorter one.' };

const accepted = (raw: string) => ({ ok: true, url: new URL(raw) });

describe('isPrivateAddress', () => {
  it.each([
    '0.0.0.0',
    '0.255.255.255',
    '10.1.2.3',
    '100.64.0.1',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.168.0.1',
    '198.18.0.1',
    '198.19.255.255',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd00::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
  ])('refuses %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  // What an audit got through: IPv6 spellings whose meaning is a private IPv4 address, and
  // special-purpose ranges.
  it.each([
    ['::ffff:0:7f00:1', 'IPv4-translated 127.0.0.1'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated 10.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible 127.0.0.1'],
    ['::a9fe:a9fe', 'IPv4-compatible 169.254.169.254'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64 (64:ff9b:1::/48)'],
    ['64:ff9b:1:abcd::5db8:d822', 'local-use NAT64, whatever it carries'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of 169.254.169.254'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001:0:a9fe:a9fe::5db8:d822', 'Teredo through the server 169.254.169.254'],
    ['2001:0:5db8:d822::80ff:fffe', 'Teredo to the client 127.0.0.1'],
    ['fec0::1', 'deprecated site-local'],
    ['feff::1', 'deprecated site-local'],
    ['192.88.99.1', 'the 6to4 relay anycast'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
  ])('refuses %s (%s)', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.0.1.1',
    '192.169.0.1',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
    '::ffff:0:93.184.216.34',
    '2002:5db8:d822::1',
    '2001:0:5db8:d822::a247:27dd',
    '::ffff:5db8:d822',
    '64:ff9b::93.184.216.34',
  ])('allows the public address %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });

  it.each(['', 'localhost', 'hooks.example.com', '10.0.0', '256.1.1.1', '[::1]', '::ffff:999.0.0.1'])(
    'refuses %j, which is not an IP address',
    (value) => {
      expect(isPrivateAddress(value)).toBe(true);
    },
  );
});

describe('checkWebhookUrl', () => {
  it.each([
    'https://hooks.example.com/er',
    'https://93.184.216.34/x',
    'https://hooks.example.com:8443/er?token=abc#frag',
    'https://[2606:4700:4700::1111]/er',
    'https://[::ffff:93.184.216.34]/er',
    'https://xn--hpital-dva.example.ca/er',
  ])('accepts the public https URL %s', (raw) => {
    expect(checkWebhookUrl(raw, false)).toEqual(accepted(raw));
  });

  it.each([
    'https://127.0.0.1/',
    'https://10.1.2.3/',
    'https://172.20.0.1/',
    'https://192.168.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[fd00::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[64:ff9b::7f00:1]/',
    // The audit's forms: each carries a private IPv4 address, or is a special-purpose range.
    'https://[::ffff:0:7f00:1]/',
    'https://[::127.0.0.1]/',
    'https://[64:ff9b:1::7f00:1]/',
    'https://[2002:7f00:1::1]/',
    'https://[2002:a9fe:a9fe::1]/',
    'https://[fec0::1]/',
    'https://192.88.99.1/',
    'https://0.0.0.0/',
    'https://255.255.255.255/',
    // Spellings the URL parser turns into 127.0.0.1.
    'https://2130706433/',
    'https://0x7f.1/',
    'https://127.1:8443/',
  ])('refuses %s, an IP address in a private range', (raw) => {
    expect(checkWebhookUrl(raw, false)).toEqual(PRIVATE_IP);
  });

  it.each([
    ['https://localhost/', 'localhost'],
    ['https://LOCALHOST./', 'localhost.'],
    ['https://api.localhost/', 'api.localhost'],
    ['https://printer.local/', 'printer.local'],
    ['https://metadata.internal/', 'metadata.internal'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal'],
    ['https://intranet/', 'intranet'],
    ['https://intranet./', 'intranet.'],
  ])('refuses %s, a local or internal name', (raw, host) => {
    expect(checkWebhookUrl(raw, false)).toEqual(localName(host));
  });

  it.each([
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://172.20.0.1/',
    'http://192.168.0.1/',
    'http://169.254.169.254/',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://localhost',
    'http://metadata.internal',
    'http://hooks.example.com/er',
  ])('refuses %s for not being https', (raw) => {
    expect(checkWebhookUrl(raw, false)).toEqual(HTTPS_ONLY);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '[::1]',
    '[fd00::1]',
    '[::ffff:127.0.0.1]',
    '0.0.0.0',
    'localhost',
    'metadata.internal',
    'hooks.example.com',
  ])('accepts %s over http and https when private hosts are allowed', (host) => {
    expect(checkWebhookUrl(`http://${host}:8080/er`, true)).toEqual(accepted(`http://${host}:8080/er`));
    expect(checkWebhookUrl(`https://${host}/er`, true)).toEqual(accepted(`https://${host}/er`));
  });

  it.each([
    'https://user:secret@hooks.example.com/er',
    'https://user@hooks.example.com/er',
    'https://:secret@hooks.example.com/er',
  ])('refuses %s, which carries credentials, whether or not private hosts are allowed', (raw) => {
    expect(checkWebhookUrl(raw, false)).toEqual(CREDENTIALS);
    expect(checkWebhookUrl(raw, true)).toEqual(CREDENTIALS);
  });

  it.each([
    'ftp://hooks.example.com/er',
    'ws://hooks.example.com/er',
    'wss://hooks.example.com/er',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:application/json,{}',
  ])('refuses %s, which is not http(s), whether or not private hosts are allowed', (raw) => {
    expect(checkWebhookUrl(raw, false)).toEqual(HTTPS_ONLY);
    expect(checkWebhookUrl(raw, true)).toEqual(HTTP_OR_HTTPS);
  });

  it.each(['', '/er', 'hooks.example.com/er', 'https://', 'https://[::1/', 'https://300.1.1.1/'])(
    'refuses %j, which is not a valid absolute URL',
    (raw) => {
      expect(checkWebhookUrl(raw, false)).toEqual(NOT_ABSOLUTE);
      expect(checkWebhookUrl(raw, true)).toEqual(NOT_ABSOLUTE);
    },
  );

  it('accepts a URL of 2,000 characters and refuses one of 2,001', () => {
    const base = 'https://hooks.example.com/';
    const longest = base + 'a'.repeat(2_000 - base.length);

    expect(checkWebhookUrl(longest, false)).toEqual(accepted(longest));
    expect(checkWebhookUrl(`${longest}a`, false)).toEqual(TOO_LONG);
    expect(checkWebhookUrl(`${longest}a`, true)).toEqual(TOO_LONG);
  });
});

interface Resolved {
  error: NodeJS.ErrnoException | null;
  address?: string | LookupAddress[];
  family?: number;
}

function resolve(allowPrivate: boolean, hostname: string, options: LookupOptions): Promise<Resolved> {
  return new Promise((done) => {
    guardedLookup(allowPrivate)(hostname, options, (error, address, family) =>
      done(error ? { error } : { error, address, family }),
    );
  });
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((done, fail) =>
    lookup(hostname, { all: true }, (error, addresses) => (error ? fail(error) : done(addresses))),
  );
}

describe('guardedLookup', () => {
  it.each([{}, { all: false }, { all: true }])(
    'refuses localhost with EPRIVATE when private hosts are not allowed (options %j)',
    async (options) => {
      const { error } = await resolve(false, 'localhost', options);

      expect(error?.code).toBe('EPRIVATE');
      expect(error?.message).toMatch(/^localhost resolves to a private address \((127\.0\.0\.1|::1)\)$/);
    },
  );

  it('resolves localhost to every address when private hosts are allowed and all are asked for', async () => {
    expect(await resolve(true, 'localhost', { all: true })).toEqual({
      error: null,
      address: await resolveAll('localhost'),
      family: undefined,
    });
  });

  it('resolves localhost to its first address and family when private hosts are allowed', async () => {
    const [first] = await resolveAll('localhost');

    expect(await resolve(true, 'localhost', { all: false })).toEqual({
      error: null,
      address: first?.address,
      family: first?.family,
    });
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const { error } = await resolve(false, 'rebound.example.com', { all: false });

    expect(error).toMatchObject({
      code: 'EPRIVATE',
      message: 'rebound.example.com resolves to a private address (10.0.0.7)',
    });
  });

  it('resolves a name whose addresses are all public', async () => {
    expect(await resolve(false, 'public.example.com', { all: false })).toEqual({
      error: null,
      address: '93.184.216.34',
      family: 4,
    });
    expect(await resolve(false, 'public.example.com', { all: true })).toEqual({
      error: null,
      address: FAKE_DNS.get('public.example.com'),
      family: undefined,
    });
  });

  it('passes a resolver failure on as it is', async () => {
    const { error } = await resolve(false, 'missing.example.com', {});

    expect(error).toMatchObject({ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND missing.example.com' });
  });
});
