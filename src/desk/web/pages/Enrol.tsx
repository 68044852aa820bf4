// Enrolment from the one-time link. The page never writes the link's token: its forms post
// back to the address they were loaded from, and so does the script for a passkey.

import { CodeField } from './CodeField';
import { errorFor, type FieldError, Layout, type PageProps } from './Layout';
import { PasskeySection } from './PasskeySection';
import { QrCode } from './QrCode';

type EnrolStep =
  | { step: 'choose'; email: string }
  /** The key is shown once; after a wrong code the form comes back without it, with a way to start over. */
  | { step: 'secret'; email: string; otpauthUri: string | null; secret: string | null; errors?: FieldError[] }
  | { step: 'gone' };

export function EnrolPage(props: PageProps & EnrolStep) {
  const { t } = props;
  const page = { lang: props.lang, t, session: props.session };
  if (props.step === 'gone') {
    return (
      <Layout {...page} title={t.enrolTitle}>
        <p>{t.enrolGone}</p>
        <p>
          <a href="/desk/signin">{t.signInTitle}</a>
        </p>
      </Layout>
    );
  }
  if (props.step === 'choose') {
    return (
      <Layout {...page} title={t.enrolTitle} script>
        <p>{t.enrolFor(props.email)}</p>
        <PasskeySection t={t} ceremony="enrol" label={t.enrolPasskeyButton} />
        <section aria-labelledby="password-heading">
          <h2 id="password-heading">{t.enrolPasswordHeading}</h2>
          <form method="post">
            <input type="hidden" name="step" value="password" />
            <button type="submit" class="button secondary">
              {t.enrolPasswordButton}
            </button>
          </form>
        </section>
      </Layout>
    );
  }
  const passwordError = errorFor(props.errors, 'new-password');
  const codeError = errorFor(props.errors, 'totp');
  return (
    <Layout {...page} title={t.enrolTitle} errors={props.errors}>
      <p>{t.enrolFor(props.email)}</p>
      {props.otpauthUri && props.secret ? (
        <>
          <p>{t.enrolSecretIntro}</p>
          <QrCode text={props.otpauthUri} label={t.enrolQr} />
          <p>
            <a href={props.otpauthUri}>{t.enrolSecretLink}</a>
          </p>
          <dl class="facts">
            <dt>{t.enrolSecretKey}</dt>
            <dd>
              <code class="secret">{props.secret}</code>
            </dd>
          </dl>
        </>
      ) : (
        <form method="post">
          <input type="hidden" name="step" value="password" />
          <button type="submit" class="button secondary">
            {t.enrolNewKey}
          </button>
        </form>
      )}
      <form method="post" class="stack" novalidate>
        <input type="hidden" name="step" value="finish" />
        <input type="text" name="username" value={props.email} autocomplete="username" hidden readonly />
        <label for="new-password">{t.newPassword}</label>
        <p class="hint" id="new-password-hint">
          {t.newPasswordHint}
        </p>
        {passwordError && (
          <p class="error" id="new-password-error">
            {passwordError}
          </p>
        )}
        <input
          id="new-password"
          name="password"
          type="password"
          autocomplete="new-password"
          minlength={12}
          required
          aria-describedby={passwordError ? 'new-password-hint new-password-error' : 'new-password-hint'}
          aria-invalid={passwordError ? 'true' : undefined}
        />
        <CodeField t={t} error={codeError} />
        <button type="submit" class="button">
          {t.enrolFinishButton}
        </button>
      </form>
    </Layout>
  );
}
