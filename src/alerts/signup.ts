// Signing up and confirming. A sign-up is checked, limited (per client address and per email),
// stored pending with only its confirmation token's digest, and answered the same way whether
// or not the address is known; one confirmation email goes out, not again within minutes.
// Confirming (a POST from the page the link opens) makes it the address's one subscription.
import type { Lang, ProvinceCode } from '../contract/provinces';
import { parseProvince } from '../contract/provinces';
import type { Subscription } from '../store/alerts';
import type { Store } from '../store/store';
import { confirmUrl, digestOf, newConfirmToken, newSubscriptionId } from './links';
import type { Mailer } from './mailer';
import { ALERT_STRINGS, type SignupErrorCode } from './strings';

type Log = (fields: Record<string, unknown>) => void;

export interface SignupForm {
  email: string;
  ers: string[];
  province: string;
  lang: string;
  /** Whether a reminder before each announced closure is asked for (the form's `remind=1`). */
  remind?: boolean;
  /** Whether routine hours are asked for too, each day (the form's `routine=1`). */
  routine?: boolean;
}

export interface Choice {
  lang: Lang;
  province: ProvinceCode | null;
  hospitalIds: string[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; code: SignupErrorCode };

export const MAX_ERS = 50;
const ADDRESS_SIGNUPS_PER_HOUR = 10;
const PENDING_PER_EMAIL = 3;
const RESEND_AFTER_S = 600;
const PENDING_LIFE_S = 48 * 3600;
const EMAIL = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/;

/** What the person chose, checked against the ERs the store knows. */
export function checkChoice(store: Store, form: Omit<SignupForm, 'email'>): Checked<Choice> {
  if (form.lang !== 'en' && form.lang !== 'fr') return { ok: false, code: 'bad_lang' };
  const province = form.province ? parseProvince(form.province) : null;
  if (form.province && !province) return { ok: false, code: 'bad_province' };
  const hospitalIds = [...new Set(form.ers)];
  if (hospitalIds.length > MAX_ERS) return { ok: false, code: 'too_many_ers' };
  if (hospitalIds.some((id) => !store.hospitals.get(id))) return { ok: false, code: 'unknown_er' };
  if (!province && hospitalIds.length === 0) return { ok: false, code: 'nothing_chosen' };
  // A province covers its ERs: following both would say the same twice.
  return { ok: true, value: { lang: form.lang, province, hospitalIds: province ? [] : hospitalIds } };
}

export function createSignups(store: Store, mailer: Mailer | null, origin: string, log?: Log, reminderMinutes = 120) {
  const { alerts } = store;
  const byAddress = new Map<string, number[]>();

  /** Counts a sign-up from the address; false past the hour's limit. */
  function allowAddress(address: string, nowS: number): boolean {
    const recent = (byAddress.get(address) ?? []).filter((at) => at > nowS - 3600);
    if (recent.length >= ADDRESS_SIGNUPS_PER_HOUR) return false;
    recent.push(nowS);
    byAddress.set(address, recent);
    if (byAddress.size > 10_000) byAddress.delete(byAddress.keys().next().value as string);
    return true;
  }

  return {
    /** How long before an announced closure starts its reminder goes (the pages say it). */
    reminderMinutes,
    /** Checks and records a sign-up and sends its confirmation; `ok` says nothing of whether the address was known. */
    async submit(form: SignupForm, address: string, nowS: number): Promise<Checked<null>> {
      if (!mailer) return { ok: false, code: 'email_not_offered' };
      const email = form.email.trim().toLowerCase();
      if (email.length > 254 || !EMAIL.test(email)) return { ok: false, code: 'email_invalid' };
      const choice = checkChoice(store, form);
      if (!choice.ok) return choice;
      if (!allowAddress(address, nowS)) return { ok: false, code: 'too_many_signups' };
      const pending = alerts
        .ofEmail(email)
        .filter((row) => row.state === 'pending' && row.created_at > nowS - PENDING_LIFE_S);
      // Not again within minutes, nor more than a few waiting: the same answer, no email.
      if (pending.length >= PENDING_PER_EMAIL || pending.some((row) => row.created_at > nowS - RESEND_AFTER_S)) {
        return { ok: true, value: null };
      }
      const token = newConfirmToken();
      const id = newSubscriptionId();
      const { lang, province, hospitalIds } = choice.value;
      alerts.add(
        {
          id,
          email,
          lang,
          province,
          state: 'pending',
          confirm_digest: digestOf(token),
          created_at: nowS,
          confirmed_at: null,
          remind: form.remind ? 1 : 0,
          routine: form.routine ? 1 : 0,
        },
        hospitalIds,
      );
      const t = ALERT_STRINGS[lang];
      try {
        await mailer.send({ to: email, subject: t.confirmSubject, text: t.confirmMail(confirmUrl(origin, token)) });
      } catch (error) {
        alerts.remove(id);
        log?.({ event: 'alert.confirmation_failed', reason: error instanceof Error ? error.message : String(error) });
        return { ok: false, code: 'mail_failed' };
      } finally {
        mailer.rest?.();
      }
      return { ok: true, value: null };
    },

    /** The pending sign-up a confirmation link names, while it is good. */
    pending(token: string, nowS: number): Subscription | null {
      const row = alerts.pendingWithDigest(digestOf(token));
      return row && row.created_at > nowS - PENDING_LIFE_S ? row : null;
    },

    /** Confirms the sign-up; it replaces the address's earlier subscription. */
    confirm(token: string, nowS: number): Subscription | null {
      const row = this.pending(token, nowS);
      if (!row) return null;
      alerts.confirm(row.id, nowS, row.email);
      return row;
    },
  };
}

export type Signups = ReturnType<typeof createSignups>;
