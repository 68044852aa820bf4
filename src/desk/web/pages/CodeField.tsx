// The authenticator app's code, as sign-in and enrolment ask for it: six digits, filled in by
// the phone's one-time-code suggestion where there is one.
import type { Strings } from '../strings';

export function CodeField({ t, error }: { t: Strings; error?: string | null }) {
  return (
    <>
      <label for="totp">{t.totp}</label>
      <p class="hint" id="totp-hint">
        {t.totpHint}
      </p>
      {error && (
        <p class="error" id="totp-error">
          {error}
        </p>
      )}
      <input
        id="totp"
        name="totp"
        type="text"
        inputmode="numeric"
        autocomplete="one-time-code"
        maxlength={6}
        class="short"
        required
        aria-describedby={error ? 'totp-hint totp-error' : 'totp-hint'}
        aria-invalid={error ? 'true' : undefined}
      />
    </>
  );
}
