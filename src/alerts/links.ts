// The links an alert email carries. A confirmation token is random and only its digest is
// stored; the manage and unsubscribe links are the subscription's id signed with the store's
// alert key (HMAC), so that nothing secret is kept per person and no link can be made for
// another person's subscription.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/store';

export const newSubscriptionId = () => randomBytes(ID_BYTES).toString('base64url');
export const newConfirmToken = () => randomBytes(24).toString('base64url');
export const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AlertSigner {
  sign(id: string): string;
  verify(id: string, signature: string): boolean;
  /** The subscription's bounce token: lower-case hex of its id and a MAC, no email (fits a mail local part). */
  bounceToken(id: string): string;
  /** The subscription id a bounce token names, or null when it is not one of ours. */
  bounceId(token: string): string | null;
}

const ID_BYTES = 12;
const BOUNCE_MAC_BYTES = 10;

export function alertSigner(store: Store): AlertSigner {
  const key = store.facts.getOrMake('alerts_secret', () => randomBytes(32).toString('base64url'));
  const sign = (id: string) => createHmac('sha256', key).update(`manage:${id}`).digest('base64url');
  // Hex, not base64: a mail system may change the case of a local part.
  const bounceMac = (id: Buffer) =>
    createHmac('sha256', key).update('bounce:').update(id).digest().subarray(0, BOUNCE_MAC_BYTES);
  return {
    sign,
    bounceToken(id) {
      const bytes = Buffer.from(id, 'base64url');
      return Buffer.concat([bytes, bounceMac(bytes)]).toString('hex');
    },
    bounceId(token) {
      if (!/^[0-9a-f]+$/i.test(token) || token.length !== 2 * (ID_BYTES + BOUNCE_MAC_BYTES)) return null;
      const bytes = Buffer.from(token, 'hex');
      const id = bytes.subarray(0, ID_BYTES);
      return timingSafeEqual(bounceMac(id), bytes.subarray(ID_BYTES)) ? id.toString('base64url') : null;
    },
    verify(id, signature) {
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The VERP address for a bounce token: `bounces@example.ca` → `bounces+<token>@example.ca`. */
export function returnPath(bounceAddress: string, token: string): string {
  const at = bounceAddress.lastIndexOf('@');
  return `${bounceAddress.slice(0, at)}+${token}${bounceAddress.slice(at)}`;
}

export const confirmUrl = (origin: string, token: string) => `${origin}/subscriptions/confirm/${token}`;
export const manageUrl = (origin: string, id: string, signer: AlertSigner) =>
  `${origin}/subscriptions/manage/${id}/${signer.sign(id)}`;
export const unsubscribeUrl = (origin: string, id: string, signer: AlertSigner) =>
  `${origin}/subscriptions/unsubscribe/${id}/${signer.sign(id)}`;
