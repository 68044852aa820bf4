// Sign-in: a passkey (the desk's script) or a password with a code from an authenticator app.

import { CodeField } from './CodeField';
import { errorFor, type FieldError, Layout, type PageProps } from './Layout';
import { PasskeySection } from './PasskeySection';

interface SignInProps extends PageProps {
  errors?: FieldError[];
  email?: string;
  done?: string | null;
}

export function SignInPage({ errors, email = '', done, ...page }: SignInProps) {
  const { t } = page;
  const error = errorFor(errors, 'email');
  return (
    <Layout {...page} title={t.signInTitle} errors={errors} done={done} script>
      <PasskeySection t={t} ceremony="signin" label={t.passkeyButton} />
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{t.passwordHeading}</h2>
        <form method="post" action="/desk/signin" class="stack" novalidate>
          {error && (
            <p class="error" id="email-error">
              {error}
            </p>
          )}
          <label for="email">{t.email}</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="username webauthn"
            spellcheck={false}
            value={email}
            required
            aria-describedby={error ? 'email-error' : undefined}
            aria-invalid={error ? 'true' : undefined}
          />
          <label for="password">{t.password}</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required />
          <CodeField t={t} />
          <button type="submit" class="button">
            {t.signInButton}
          </button>
        </form>
      </section>
    </Layout>
  );
}
