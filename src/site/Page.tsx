// The landing page, the same template for / and /fr/: head (title, description, Open Graph),
// the language switch, the sections, and the two scripts (the widget and the page's own).

import type { Lang } from '../contract/provinces';
import { AboutData } from './AboutData';
import { ApiDocs, type ServerDefaults } from './ApiDocs';
import { Configurator } from './Configurator';
import { DOCS_STRINGS } from './docs-strings';
import { Inline } from './Inline';
import { LICENSING_ANCHOR, Licensing } from './Licensing';
import { LivePicture } from './LivePicture';
import { PAGE_STRINGS } from './strings';

export interface PageAssets {
  /** URL of the page's script module. */
  script: string;
  /** The page's stylesheet, inlined: one request fewer before the first paint. */
  css: string;
}

export interface PageProps {
  lang: Lang;
  assets: PageAssets;
  /** The OpenAPI document, as /api/v1/openapi.json serves it. */
  openApi: unknown;
  defaults: ServerDefaults;
}

export function Page({ lang, assets, openApi, defaults }: PageProps) {
  const t = PAGE_STRINGS[lang];
  const other = PAGE_STRINGS[lang === 'en' ? 'fr' : 'en'];
  const contents: [id: string, label: string][] = [
    ['now', t.nowHeading],
    ['embed', t.embedHeading],
    ['api', DOCS_STRINGS[lang].heading],
    ['data', t.dataHeading],
    [LICENSING_ANCHOR, t.licensingHeading],
  ];
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t.title}</title>
        <meta name="description" content={t.description} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="er-status" />
        <meta property="og:title" content={t.title} />
        <meta property="og:description" content={t.description} />
        <meta property="og:locale" content={t.ogLocale} />
        <meta property="og:locale:alternate" content={other.ogLocale} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        <script src="/embed.js" async />
        <script type="module" src={assets.script} />
      </head>
      <body>
        <a class="skip" href="#main">
          {t.skip}
        </a>
        <header class="masthead">
          <div class="wrap">
            <a class="brand" href={t.path}>
              er-status
            </a>
            <nav aria-label={t.languageNav}>
              <a href={other.path} lang={other.lang} hreflang={other.lang} data-switch-language="">
                {other.languageName}
              </a>
            </nav>
          </div>
        </header>
        <main id="main" class="wrap">
          <div class="intro">
            <h1>{t.heading}</h1>
            <p class="lead">{t.lead}</p>
            <p class="emergency">
              <strong>{t.emergency}</strong> <Inline as="span" text={t.healthAdvice} />
            </p>
            <p>
              <a href={t.alertsPath}>{t.alerts}</a>
            </p>
            <nav aria-label={t.contents} class="contents">
              <ul>
                {contents.map(([id, label]) => (
                  <li key={id}>
                    <a href={`#${id}`}>{label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <LivePicture lang={lang} />
          <Configurator lang={lang} />
          <ApiDocs lang={lang} document={openApi} defaults={defaults} />
          <AboutData lang={lang} keptHours={defaults.keptHours} />
          <Licensing lang={lang} />
        </main>
        <footer class="site-footer">
          <div class="wrap">
            <p>
              <strong>{t.emergency}</strong>
            </p>
            <ul>
              <li>
                <a href="/api/v1/openapi.json">{t.footerOpenApi}</a>
              </li>
              <li>
                <a href={t.feedPath}>{t.footerFeed}</a>
              </li>
              <li>
                <a href={t.alertsPath}>{t.alerts}</a>
              </li>
              <li>
                <a href={`#${LICENSING_ANCHOR}`}>{t.licensingHeading}</a>
              </li>
            </ul>
          </div>
        </footer>
      </body>
    </html>
  );
}
