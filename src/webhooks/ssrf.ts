// Where a webhook may be sent: never to this machine, its network or a cloud metadata service,
// whether the URL names such an address or a public-looking name resolves to one (DNS rebinding).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const MAX_URL_LENGTH = 2_000;

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  // Multicast, reserved and broadcast (224.0.0.0 up to 255.255.255.255).
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 counts as two). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, text.endsWith(`::${last}`) ? lastColon + 1 : lastColon);
  }
  const hex = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const [head = '', rest] = text.split('::');
  if (rest === undefined) return [...hex(head), ...tail];
  const left = hex(head);
  const right = hex(rest);
  const zeros = new Array<number>(8 - tail.length - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right, ...tail];
}

/** The IPv4 address an IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) address reaches, if it is one. */
function embeddedIPv4(ip: string): string | null {
  const groups = ipv6Groups(ip);
  const prefix = groups.slice(0, 6).join(':');
  if (prefix !== '0:0:0:0:0:65535' && prefix !== '100:65435:0:0:0:0') return null;
  const [high = 0, low = 0] = groups.slice(6);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether an address is one a webhook must not reach; anything that is not an IP address counts as private. */
export function isPrivateAddress(ip: string): boolean {
  // A zone (fe80::1%eth0) only ever qualifies a link-local address.
  const address = ip.split('%')[0] ?? '';
  switch (isIP(address)) {
    case 4:
      return PRIVATE.check(address, 'ipv4');
    case 6: {
      const ipv4 = embeddedIPv4(address);
      return ipv4 === null ? PRIVATE.check(address, 'ipv6') : PRIVATE.check(ipv4, 'ipv4');
    }
    default:
      return true;
  }
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
