// The frame of every desk page: language, skip link, header with the language switch and the
// signed-in person, an error summary that links to each field in error, and a notice of what was done.
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../../contract/provinces';
import type { DeskSession } from '../../contract';
import { REVIEW_STRINGS } from '../review-strings';
import type { Strings } from '../strings';

export interface FieldError {
  /** The id of the field the message is about (the summary links to it). */
  field: string;
  message: string;
}

export interface PageProps {
  lang: Lang;
  t: Strings;
  session: DeskSession | null;
  /** The page's own GET address when it answers a POST, for the language switch (else the current one). */
  here?: string;
}

interface LayoutProps extends PageProps {
  title: string;
  errors?: FieldError[];
  done?: string | null;
  /** Pages with passkey buttons load the desk's script. */
  script?: boolean;
  /** Tables of many rows and columns (the ER list, the audit log) use the screen's width. */
  wide?: boolean;
  children: ComponentChildren;
}

export function Layout({ lang, t, session, here = '', title, errors = [], done, script, wide, children }: LayoutProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} – ${t.deskName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/desk/desk.css" />
        {script && <script src="/desk/desk.js" defer />}
      </head>
      <body>
        <a class="skip" href="#main">
          {t.skip}
        </a>
        <header class="masthead">
          <div class="wrap masthead-row">
            <a class="brand" href="/desk">
              {t.deskName}
            </a>
            <nav aria-label={t.nav}>
              <ul class="nav">
                {session && (
                  <li>
                    <a href="/desk">{t.navErs}</a>
                  </li>
                )}
                {session && (
                  <li>
                    <a href="/desk/review">{REVIEW_STRINGS[lang].navReview}</a>
                  </li>
                )}
                {session?.user.role === 'admin' && (
                  <li>
                    <a href="/desk/audit">{t.navAudit}</a>
                  </li>
                )}
                <li>
                  <a href={`${here}?lang=${t.switchLangCode}`} lang={t.switchLangCode} hreflang={t.switchLangCode}>
                    {t.switchLang}
                  </a>
                </li>
              </ul>
            </nav>
            {session && (
              <form method="post" action="/desk/signout" class="signout">
                <span class="who">{t.signedInAs(session.user.email)}</span>
                <input type="hidden" name="csrf" value={session.csrf} />
                <button type="submit" class="button secondary">
                  {t.signOut}
                </button>
              </form>
            )}
          </div>
        </header>
        <main id="main" class={wide ? 'wrap wide' : 'wrap'} tabindex={-1}>
          {errors.length > 0 && (
            <div class="error-summary" role="alert" aria-labelledby="error-summary-title">
              <h2 id="error-summary-title">{t.errorSummary}</h2>
              <ul>
                {errors.map((error) => (
                  <li key={error.field}>
                    <a href={`#${error.field}`}>{error.message}</a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {done && (
            <p class="done" role="status">
              {done}
            </p>
          )}
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** The hidden fields every change carries. */
export function Csrf({ session }: { session: DeskSession }) {
  return <input type="hidden" name="csrf" value={session.csrf} />;
}

/** A field's own error, said next to it and tied to it by aria-describedby. */
export function errorFor(errors: FieldError[] | undefined, field: string): string | undefined {
  return errors?.find((error) => error.field === field)?.message;
}
