// A browser's push sign-up, checked before anything is kept: a JSON body (already bounded) with
// the browser's subscription (an https endpoint at a push service, its P-256 key and auth
// secret) and the person's choice, checked as the email form's is. No confirmation step: the
// browser's own permission prompt, answered by the person, is the opt-in.

import type { PushSubscriptionRow } from '../../store/push';
import type { Store } from '../../store/store';
import { checkChoice } from '../signup';
import type { PushErrorCode } from './strings';

export interface PushSignup {
  row: Omit<PushSubscriptionRow, 'id' | 'created_at'>;
  hospitalIds: string[];
}

export type PushChecked = { ok: true; value: PushSignup } | { ok: false; code: PushErrorCode };

const B64URL = /^[A-Za-z0-9_-]+=*$/;

/** An https URL at a named host (not an address of ours, not an IP literal), unless `anyEndpoint`. */
export function endpointAllowed(endpoint: string, anyEndpoint = false): boolean {
  if (endpoint.length > 1024) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (anyEndpoint) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.hostname.includes('.') &&
    !/^[\d.]+$|^\[|localhost$/i.test(url.hostname)
  );
}

const keyBytes = (value: unknown) =>
  typeof value === 'string' && value.length <= 200 && B64URL.test(value) ? Buffer.from(value, 'base64url').length : -1;

export function checkPushSignup(store: Store, body: unknown, anyEndpoint: boolean): PushChecked {
  if (typeof body !== 'object' || body === null) return { ok: false, code: 'bad_json' };
  const { subscription, er, province, lang, routine, remind } = body as Record<string, unknown>;
  const { endpoint, keys } = (subscription ?? {}) as {
    endpoint?: unknown;
    keys?: { p256dh?: unknown; auth?: unknown };
  };
  // An uncompressed P-256 point is 65 bytes; the auth secret 16.
  if (
    typeof endpoint !== 'string' ||
    !endpointAllowed(endpoint, anyEndpoint) ||
    keyBytes(keys?.p256dh) !== 65 ||
    keyBytes(keys?.auth) !== 16
  ) {
    return { ok: false, code: 'bad_subscription' };
  }
  const ers = Array.isArray(er) ? er.filter((id): id is string => typeof id === 'string') : [];
  if (Array.isArray(er) && ers.length !== er.length) return { ok: false, code: 'unknown_er' };
  const choice = checkChoice(store, {
    ers,
    province: typeof province === 'string' ? province : '',
    lang: typeof lang === 'string' ? lang : '',
  });
  if (!choice.ok) return { ok: false, code: choice.code as PushErrorCode };
  const { p256dh, auth } = keys as { p256dh: string; auth: string };
  return {
    ok: true,
    value: {
      row: {
        ...{ endpoint, p256dh, auth, lang: choice.value.lang, province: choice.value.province },
        routine: routine === true ? 1 : 0,
        remind: remind === true ? 1 : 0,
      },
      hospitalIds: choice.value.hospitalIds,
    },
  };
}
