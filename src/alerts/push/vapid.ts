// The VAPID key pair that signs our push messages (RFC 8292): given by the operator
// (ER_VAPID_PUBLIC_KEY and ER_VAPID_PRIVATE_KEY, both or neither) or made at the first start and
// kept in the store, shared by every instance on it. The private key is never logged nor shown.
// The subject push services may contact us at: mailto: ER_MAIL_FROM's address, else
// ER_PUBLIC_URL when it is https; without either, push is not offered.
import webpush from 'web-push';
import type { Store } from '../../store/store';

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
}

export interface Vapid extends VapidSettings {
  subject: string;
}

const KEY = /^[A-Za-z0-9_-]+$/;

/** ER_VAPID_PUBLIC_KEY and ER_VAPID_PRIVATE_KEY (base64url, as web-push makes them), or null for the store's. */
export function readVapidSettings(env: Record<string, string | undefined>): VapidSettings | null {
  const publicKey = env.ER_VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.ER_VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new Error('ER_VAPID_PUBLIC_KEY and ER_VAPID_PRIVATE_KEY go together: set both or neither.');
  }
  // A P-256 public key is 65 bytes (87 characters), its private key 32 bytes (43 characters).
  if (!KEY.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) {
    throw new Error('ER_VAPID_PUBLIC_KEY is not a base64url P-256 public key (npx web-push generate-vapid-keys).');
  }
  if (!KEY.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
    throw new Error('ER_VAPID_PRIVATE_KEY is not a base64url P-256 private key (npx web-push generate-vapid-keys).');
  }
  return { publicKey, privateKey };
}

/** The contact push services are given, or null when none can be made. */
export function vapidSubject(mailFrom: string | null, publicUrl: string): string | null {
  const address = mailFrom ? (/<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()) : '';
  if (/^[^\s@<>]+@[^\s@<>]+$/.test(address)) return `mailto:${address}`;
  return publicUrl.startsWith('https://') ? publicUrl : null;
}

/** The key pair: the operator's, else the store's (made by the first instance to ask). */
export function vapidKeys(store: Store, given: VapidSettings | null): VapidSettings {
  if (given) return given;
  const kept = store.facts.getOrMake('vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(kept) as VapidSettings;
}
