// The passkey part of the sign-in and enrolment pages: a button the desk script reveals and
// wires (desk.js), where its failure is said, and what to do without JavaScript.
import type { Strings } from '../strings';

export function PasskeySection({ t, ceremony, label }: { t: Strings; ceremony: 'enrol' | 'signin'; label: string }) {
  return (
    <section aria-labelledby="passkey-heading">
      <h2 id="passkey-heading">{t.passkeyHeading}</h2>
      <p class="js-only" hidden>
        <button type="button" class="button" data-passkey={ceremony} data-failed={t.passkeyFailed}>
          {label}
        </button>
      </p>
      <p class="passkey-error error" role="alert" hidden />
      <p class="no-js">{t.passkeyNeedsJs}</p>
    </section>
  );
}
