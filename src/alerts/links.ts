// The links an alert email carries. A confirmation token is random and only its digest is
// stored; the manage and unsubscribe links are the subscription's id signed with the store's
// alert key (HMAC), so that nothing secret is kept per person and no link can be made for
// another person's subscription.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/store';

export const newSubscriptionId = () => randomBytes(12).toString('base64url');
export const newConfirmToken = () => randomBytes(24).toString('base64url');
export const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AlertSigner {
  sign(id: string): string;
  verify(id: string, signature: string): boolean;
}

export function alertSigner(store: Store): AlertSigner {
  const key = store.facts.getOrMake('alerts_secret', () => randomBytes(32).toString('base64url'));
  const sign = (id: string) => createHmac('sha256', key).update(`manage:${id}`).digest('base64url');
  return {
    sign,
    verify(id, signature) {
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export const confirmUrl = (origin: string, token: string) => `${origin}/subscriptions/confirm/${token}`;
export const manageUrl = (origin: string, id: string, signer: AlertSigner) =>
  `${origin}/subscriptions/manage/${id}/${signer.sign(id)}`;
export const unsubscribeUrl = (origin: string, id: string, signer: AlertSigner) =>
  `${origin}/subscriptions/unsubscribe/${id}/${signer.sign(id)}`;
