// The <head> of an ER's page and of a closures page: title, description, hreflang, canonical,
// Open Graph and schema.org JSON-LD. Pure; why no status goes in the JSON-LD: docs/pages.md.
import type { DataSource } from '../contract/embed';
import { absoluteUrl, closuresPagePath, erPagePath } from '../contract/page-paths';
import { type Lang, PROVINCES, type ProvinceCode } from '../contract/provinces';
import { HEAD_STRINGS, type HeadStatus } from './head-strings';
import { type Alternate, headText, OG_LOCALE, openGraphOf, type PageHead, titleOf } from './page-head';

export interface HeadEr {
  id: string;
  name: string;
  city: string;
  province: ProvinceCode;
  lat: number | null;
  lng: number | null;
}

export interface ErHeadInput {
  /** The public origin (ER_PUBLIC_URL; see server/public-origin.ts), never a request's Host. */
  origin: string;
  lang: Lang;
  er: HeadEr;
  /** What the page shows now: the row's status, or `unsure` for a notice whose times no one confirmed. */
  status: HeadStatus;
  /** Where the data comes from: anything but `live` is said in the title and the description. */
  source: DataSource;
}

const LANGS: readonly Lang[] = ['en', 'fr'];

/** The page in each language, and x-default: the English one. */
function alternatesOf(origin: string, pathIn: (lang: Lang) => string): Alternate[] {
  const [en, fr] = LANGS.map((lang) => absoluteUrl(origin, pathIn(lang)));
  return [
    { hreflang: 'en', href: en as string },
    { hreflang: 'fr', href: fr as string },
    { hreflang: 'x-default', href: en as string },
  ];
}

export function erHead({ origin, lang, er, status, source }: ErHeadInput): PageHead {
  const t = HEAD_STRINGS[lang];
  const name = headText(er.name);
  const place = headText(`${er.city}, ${PROVINCES[er.province].name[lang]}`);
  const subject = `${name}${lang === 'fr' ? '\u00a0: ' : ': '}${t.erTitle[status]}${t.titleCaveat[source]}`;
  const description = `${t.caveat[source]}${t.erPlace(name, place)}${t.erNow[status]} ${t.erMore} ${t.emergency}`;
  const canonical = absoluteUrl(origin, erPagePath(er.id, lang));
  const hospital: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    // One thing in both languages: both pages name it by the English page's address.
    '@id': `${absoluteUrl(origin, erPagePath(er.id, 'en'))}#hospital`,
    name,
    url: canonical,
    inLanguage: OG_LOCALE[lang].replace('_', '-'),
    medicalSpecialty: 'https://schema.org/Emergency',
    address: {
      '@type': 'PostalAddress',
      addressLocality: headText(er.city),
      addressRegion: er.province,
      addressCountry: 'CA',
    },
  };
  if (er.lat !== null && er.lng !== null) {
    hospital.geo = { '@type': 'GeoCoordinates', latitude: er.lat, longitude: er.lng };
  }
  return {
    lang,
    title: titleOf(subject),
    description,
    canonical,
    alternates: alternatesOf(origin, (other) => erPagePath(er.id, other)),
    openGraph: openGraphOf({ lang, subject, description, canonical }),
    jsonLd: hospital,
    feed: {
      title: `${name} — RSS`,
      href: absoluteUrl(origin, `/feed.xml?er=${encodeURIComponent(er.id)}&lang=${lang}`),
    },
  };
}

export interface ClosuresHeadInput {
  origin: string;
  lang: Lang;
  /** The province, or null for all of Canada. */
  province: ProvinceCode | null;
  /** ERs listed on the page, and of them how many are closed and disrupted now. */
  counts: { total: number; closed: number; disruption: number };
  source: DataSource;
  /** Which page of a province's list, and how many it has; absent: the first of one. */
  page?: { number: number; count: number };
}

export function closuresHead(input: ClosuresHeadInput): PageHead {
  const { origin, lang, province, counts, source } = input;
  const { number, count } = input.page ?? { number: 1, count: 1 };
  const t = HEAD_STRINGS[lang];
  const area = province ? PROVINCES[province].name[lang] : t.canada;
  // Each page of a list is its own canonical page (it lists other ERs), named with its number.
  const subject = `${t.closuresTitle(area)}${number > 1 ? t.pageOf(number, count) : ''}${t.titleCaveat[source]}`;
  const now = t.closuresNow(area, counts.total, counts.closed, counts.disruption);
  const description = `${t.caveat[source]}${now} ${province ? t.closuresMore : t.canadaMore} ${t.emergency}`;
  const canonical = absoluteUrl(origin, closuresPagePath(province, lang, number));
  const neighbour = (page: number) =>
    page >= 1 && page <= count ? absoluteUrl(origin, closuresPagePath(province, lang, page)) : undefined;
  return {
    lang,
    title: titleOf(subject),
    description,
    canonical,
    alternates: alternatesOf(origin, (other) => closuresPagePath(province, other, number)),
    prev: neighbour(number - 1),
    next: neighbour(number + 1),
    openGraph: openGraphOf({ lang, subject, description, canonical }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: subject,
      url: canonical,
      inLanguage: OG_LOCALE[lang].replace('_', '-'),
      about: { '@type': province ? 'AdministrativeArea' : 'Country', name: area },
    },
  };
}
