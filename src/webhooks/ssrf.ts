// Where a webhook may be sent: never to this machine, its network or a cloud metadata service,
// whether the URL names such an address or a public-looking name resolves to one (DNS rebinding).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

const MAX_URL_LENGTH = 2_000;

/**
 * The kinds of address (ipaddr.js's names) a webhook may reach: global unicast and the two
 * public anycast services. Every other kind (loopback, private, link-local, shared, multicast,
 * documentation, benchmarking, the 6to4 relay anycast 192.88.99.0/24, deprecated site-local
 * fec0::/10, discard, ORCHID…) is refused.
 */
const PUBLIC_IPV4 = new Set(['unicast', 'as112', 'amt']);
const PUBLIC_IPV6 = new Set(['unicast', 'as112v6', 'amt']);

const ipv4At = (parts: number[], at: number) =>
  new ipaddr.IPv4([parts[at] ?? 0, parts[at + 1] ?? 0, parts[at + 2] ?? 0, parts[at + 3] ?? 0]);

/**
 * The IPv4 addresses an IPv6 address delivers to, when it is one of the forms that carry one:
 * a packet to it ends up at those IPv4 addresses, so they decide.
 */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const bytes = address.toByteArray();
  const words = address.parts;
  const last32 = () => [ipv4At(bytes, 12)];
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // IPv4-translated ::ffff:0:a.b.c.d
      return last32();
    case 'rfc6052':
      // 64:ff9b::/96 carries the address in its last 32 bits; the local-use 64:ff9b:1::/48 is
      // a network's own translator, whose layout only that network knows: private as a whole.
      return words[2] === 0 ? last32() : [new ipaddr.IPv4([0, 0, 0, 0])];
    case '6to4': // 2002:AABB:CCDD::/48
      return [ipv4At(bytes, 2)];
    case 'teredo': // 2001:0:SERVER:…:~CLIENT; the client is reached through a relay.
      return [
        ipv4At(bytes, 4),
        ipv4At(
          bytes.map((byte, index) => (index >= 12 ? byte ^ 0xff : byte)),
          12,
        ),
      ];
    default:
      // IPv4-compatible ::a.b.c.d (deprecated; :: and ::1 fall here too, as 0.0.0.0 and 0.0.0.1).
      return words.slice(0, 6).every((word) => word === 0) ? last32() : null;
  }
}

/** Whether an address is one a webhook must not reach; anything that is not an IP address counts as private. */
export function isPrivateAddress(ip: string): boolean {
  // A zone (fe80::1%eth0) only ever qualifies a link-local address.
  const text = ip.split('%')[0] ?? '';
  // node's isIP accepts only the standard spellings (never 0x7f.1 or 2130706433).
  if (isIP(text) === 0) return true;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return !PUBLIC_IPV4.has(address.range());
  const carried = carriedIPv4(address as ipaddr.IPv6);
  if (carried) return carried.some((ipv4) => !PUBLIC_IPV4.has(ipv4.range()));
  return !PUBLIC_IPV6.has(address.range());
}

function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal') ||
    !name.includes('.')
  );
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Whether a webhook may be sent to `raw`. `allowPrivate` (ER_WEBHOOK_ALLOW_PRIVATE=1, for local
 * development and tests) also allows http and local or private hosts.
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): UrlCheck {
  if (raw.length > MAX_URL_LENGTH) {
    return { ok: false, reason: 'The webhook URL is longer than 2,000 characters; use a shorter one.' };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return {
      ok: false,
      reason: 'The webhook URL is not a valid absolute URL; give one such as https://hooks.example.com/er.',
    };
  }
  const allowedSchemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowedSchemes.includes(url.protocol)) {
    return {
      ok: false,
      reason: allowPrivate
        ? 'The webhook URL must start with https:// or http://.'
        : 'The webhook URL must start with https://.',
    };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      reason:
        'The webhook URL must not contain a username or password; check the webhook-signature header to authenticate deliveries instead.',
    };
  }
  if (allowPrivate) return { ok: true, url };
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) !== 0) {
    return isPrivateAddress(host)
      ? {
          ok: false,
          reason:
            'The webhook URL points to a private, loopback or reserved IP address; use a publicly reachable address or host name.',
        }
      : { ok: true, url };
  }
  if (isLocalName(host)) {
    return {
      ok: false,
      reason: `The webhook URL’s host ${host} is a local or internal name; use a public, fully qualified host name.`,
    };
  }
  return { ok: true, url };
}

type PrivateAddressError = Error & { code: 'EPRIVATE'; hostname: string };

function privateAddressError(hostname: string, address: string): PrivateAddressError {
  return Object.assign(new Error(`${hostname} resolves to a private address (${address})`), {
    code: 'EPRIVATE' as const,
    hostname,
  });
}

/**
 * A `lookup` for http(s).request that, unless `allowPrivate`, refuses a host when any of its addresses
 * is private: checked at connect time, it holds even when the name resolved elsewhere beforehand.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      if (!allowPrivate) {
        const refused = addresses.find(({ address }) => isPrivateAddress(address));
        if (refused) return callback(privateAddressError(hostname, refused.address), '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) {
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      }
      callback(null, first.address, first.family);
    });
  };
}
