// The alert pages, rendered on the server and working without a script: the sign-up form (ERs
// found by name or town with a plain search, or a province), "check your inbox", the confirm
// button a link opens, the manage form and the unsubscribe button. Preact escapes every text.
import type { ComponentChildren } from 'preact';
import { type Lang, PROVINCE_CODES, PROVINCES, parseProvince } from '../../contract/provinces';
import type { Hospital } from '../../store/rows';
import { PushOption } from '../push/page';
import type { AlertStrings } from '../strings';
import { ExtraChoices } from './extra-choices';

export const STYLE =
  'body{font:1.0625rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:44rem;padding:1.5rem 1rem;color-scheme:light dark}' +
  'fieldset{margin:1rem 0;border:1px solid #8888;padding:.5rem 1rem}label{display:block;margin:.25rem 0}' +
  '.error{border-left:.3rem solid #b00;padding-left:.75rem}.urgent{font-weight:700}input,select,button{font:inherit}' +
  'button{padding:.4rem 1rem;margin:.5rem 0}select,input{max-width:100%;box-sizing:border-box}';

interface Base {
  lang: Lang;
  t: AlertStrings;
}

export function Frame({ lang, t, title, children }: Base & { title: string; children: ComponentChildren }) {
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="same-origin" />
        <title>{`${title} – ${t.siteName}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {children}
          <p class="urgent">{t.urgent}</p>
        </main>
      </body>
    </html>
  );
}

export function Message({ lang, t, title, text }: Base & { title: string; text: string }) {
  return (
    <Frame lang={lang} t={t} title={title}>
      <p>{text}</p>
    </Frame>
  );
}

/** A page with one button that POSTs to `action` (the link that opened it changes nothing). */
export function OneButton({
  lang,
  t,
  title,
  text,
  action,
  button,
}: Base & Record<'title' | 'text' | 'action' | 'button', string>) {
  return (
    <Frame lang={lang} t={t} title={title}>
      <p>{text}</p>
      <form method="post" action={action}>
        <button type="submit">{button}</button>
      </form>
    </Frame>
  );
}

export interface Chooser extends Base {
  hospitals: readonly Hospital[];
  chosen: ReadonlySet<string>;
  province: string | null;
  /** The search asked for ('' for none). */
  q: string;
  /** The reminder checkbox: how long before a start it goes, and whether it is ticked. */
  remind?: { minutes: number; checked: boolean };
  /** Whether the routine hours checkbox is ticked. */
  routine?: boolean;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** ERs whose name or town holds the search. */
export const matching = (hospitals: readonly Hospital[], q: string) =>
  hospitals.filter((h) => fold(`${h.name} ${h.city}`).includes(fold(q.trim())));

function ErBox({ hospital, checked }: { hospital: Hospital; checked: boolean }) {
  return (
    <label>
      <input type="checkbox" name="er" value={hospital.id} checked={checked} /> {hospital.name} ({hospital.city},{' '}
      {hospital.province})
    </label>
  );
}

/** The ERs chosen, then the search's matches, or every ER by province (folded away). */
function ErChoice({ lang, t, hospitals, chosen, province, q }: Chooser) {
  const picked = hospitals.filter((h) => chosen.has(h.id));
  const found = q ? matching(hospitals, q).filter((h) => !chosen.has(h.id)) : [];
  return (
    <>
      <fieldset>
        <legend>{t.ers}</legend>
        <p>{t.ersHint}</p>
        {picked.map((h) => (
          <ErBox key={h.id} hospital={h} checked />
        ))}
        {q && found.length === 0 && <p role="status">{t.searchNone(q)}</p>}
        {found.map((h) => (
          <ErBox key={h.id} hospital={h} checked={false} />
        ))}
        {!q &&
          PROVINCE_CODES.map((code) => {
            const here = hospitals.filter((h) => h.province === code && !chosen.has(h.id));
            if (here.length === 0) return null;
            return (
              <details key={code}>
                <summary>{PROVINCES[code].name[lang]}</summary>
                {here.map((h) => (
                  <ErBox key={h.id} hospital={h} checked={false} />
                ))}
              </details>
            );
          })}
      </fieldset>
      <label>
        {t.province}{' '}
        <select name="province">
          <option value="">{t.noProvince}</option>
          {PROVINCE_CODES.map((code) => (
            <option key={code} value={code} selected={province === code}>
              {PROVINCES[code].name[lang]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

function LangChoice({ t, chosen }: { t: AlertStrings; chosen: Lang }) {
  return (
    <fieldset>
      <legend>{t.language}</legend>
      <label>
        <input type="radio" name="lang" value="en" checked={chosen === 'en'} /> English
      </label>
      <label>
        <input type="radio" name="lang" value="fr" checked={chosen === 'fr'} /> Français
      </label>
    </fieldset>
  );
}

export function ErrorSummary({ t, message }: { t: AlertStrings; message: string | null }) {
  if (!message) return null;
  return (
    <div class="error" role="alert">
      <h2>{t.errorTitle}</h2>
      <p>{message}</p>
    </div>
  );
}

/**
 * webcal:// links to the calendar feeds of the chosen ERs and of the province chosen (no personal
 * data: nothing to sign up for), and a plain form to choose a province for its calendar.
 */
function CalendarLinks({
  lang,
  t,
  hospitals,
  chosen,
  province,
  origin,
  here,
}: Chooser & { origin: string; here: string }) {
  const picked = hospitals.filter((h) => chosen.has(h.id));
  const code = province ? parseProvince(province) : null;
  const base = origin.replace(/^https?:/, 'webcal:');
  const query = lang === 'fr' ? '?lang=fr' : '';
  return (
    <section>
      <h2>{t.calendar}</h2>
      <p>{t.calendarText}</p>
      <ul>
        {code && (
          <li>
            <a href={`${base}/calendar/province/${code.toLowerCase()}.ics${query}`}>
              {t.calendarProvinceLink(PROVINCES[code].name[lang])}
            </a>
          </li>
        )}
        {picked.map((h) => (
          <li key={h.id}>
            <a href={`${base}/calendar/${encodeURIComponent(h.id)}.ics${query}`}>{t.calendarLink(h.name)}</a>
          </li>
        ))}
      </ul>
      <form method="get" action={here}>
        {picked.map((h) => (
          <input key={h.id} type="hidden" name="er" value={h.id} />
        ))}
        <label>
          {t.calendarProvince}{' '}
          <select name="province">
            {PROVINCE_CODES.map((option) => (
              <option key={option} value={option} selected={code === option}>
                {PROVINCES[option].name[lang]}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit">{t.calendarProvinceButton}</button>
      </form>
    </section>
  );
}

export function SubscribePage(
  props: Chooser & {
    here: string;
    emailOffered: boolean;
    /** Web push's public key, or null when push is not offered. */
    pushKey: string | null;
    error: string | null;
    email: string;
    origin: string;
  },
) {
  const { lang, t, here, emailOffered, error, chosen, q } = props;
  return (
    <Frame lang={lang} t={t} title={t.title}>
      <p>
        <a href={t.otherLangHref} lang={lang === 'en' ? 'fr' : 'en'}>
          {t.otherLang}
        </a>
      </p>
      <p>{t.intro}</p>
      {!emailOffered && <p role="status">{t.emailOff}</p>}
      <ErrorSummary t={t} message={error} />
      <search>
        <form method="get" action={here}>
          {[...chosen].map((id) => (
            <input key={id} type="hidden" name="er" value={id} />
          ))}
          <label>
            {t.search} <input type="search" name="q" value={q} maxLength={100} />
          </label>
          <button type="submit">{t.searchButton}</button>
        </form>
      </search>
      <form method="post" action="/subscriptions">
        <ErChoice {...props} />
        <ExtraChoices t={t} remind={props.remind} routine={props.routine} />
        <LangChoice t={t} chosen={lang} />
        <fieldset>
          <legend>{t.channel}</legend>
          <label>
            <input type="checkbox" name="channel" value="email" checked disabled={!emailOffered} /> {t.channelEmail}
          </label>
          <PushOption lang={lang} publicKey={props.pushKey} />
        </fieldset>
        <label>
          {t.email}{' '}
          <input type="email" name="email" autocomplete="email" required maxLength={254} value={props.email} />
        </label>
        <button type="submit" disabled={!emailOffered}>
          {t.subscribe}
        </button>
      </form>
      <CalendarLinks {...props} />
    </Frame>
  );
}

export function ManagePage(
  props: Chooser & { action: string; unsubscribe: string; notice: string | null; error: string | null },
) {
  const { lang, t, action, unsubscribe, notice, error, chosen, province } = props;
  return (
    <Frame lang={lang} t={t} title={t.manageTitle}>
      <p>{t.manageText}</p>
      {notice && <p role="status">{notice}</p>}
      <ErrorSummary t={t} message={error} />
      <p>{province ? PROVINCES[province as keyof typeof PROVINCES]?.name[lang] : t.following(chosen.size)}</p>
      <form method="post" action={action}>
        <ErChoice {...props} q="" />
        <ExtraChoices t={t} remind={props.remind} routine={props.routine} />
        <LangChoice t={t} chosen={lang} />
        <button type="submit">{t.save}</button>
      </form>
      <form method="post" action={unsubscribe}>
        <button type="submit">{t.unsubscribe}</button>
      </form>
    </Frame>
  );
}
