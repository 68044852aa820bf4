// RSS 2.0 of current closures and disruptions (and, in service mode, recent reopenings),
// built from the proxy's cached closures so a feed reader costs the upstream nothing more.

import { withoutBidiControls } from '../contract/display-text';
import type { HospitalLocation } from '../contract/embed';
import { plainFrenchTimes } from '../contract/local-time';
import { absoluteUrl, closuresPagePath, erPagePath } from '../contract/page-paths';
import { type Lang, PROVINCES, type ProvinceCode } from '../contract/provinces';
import type { Closure, ClosuresResponse } from '../contract/resources';
import { attributionIn } from '../contract/sample-notice';
import { parseTimestampMs } from '../contract/time';
import type { GoodAnswer } from './answers';

export interface Reopening {
  id: string;
  name: string;
  city: string;
  province: ProvinceCode;
  /** When the ER reopened (ISO UTC). */
  at: string;
}

const TEXT = {
  en: {
    title: (area: string) => `ER closures and disruptions — ${area}`,
    canada: 'Canada',
    description: 'Emergency departments reported closed or under a service disruption. In an emergency, call 911.',
    closed: 'Closed',
    disruption: 'Disruption',
    reopened: 'Reopened',
    reopens: 'Expected to reopen',
    notAnnounced: 'Reopening time not announced.',
    sample: 'Sample data — not live',
    snapshot: 'Saved snapshot — not live',
    stale: 'Could not refresh — last data received',
    timesNotConfirmed: 'Times not confirmed — read the notice',
    publishedBy: (who: string) => `Published by ${who}`,
    published: 'Published',
    unknownEr: 'No ER has this id here. Take the id from the ER’s page or from /embed/api/hospitals.',
    noRegistry: 'This server keeps no list of ERs, so it cannot make a feed for one ER. Use ?province= instead.',
  },
  fr: {
    title: (area: string) => `Fermetures et perturbations des urgences — ${area}`,
    canada: 'Canada',
    description: 'Urgences signalées fermées ou en perturbation de service. En cas d’urgence, composez le 911.',
    closed: 'Fermée',
    disruption: 'Perturbation',
    reopened: 'Rouverte',
    reopens: 'Réouverture prévue',
    notAnnounced: 'Heure de réouverture non annoncée.',
    sample: 'Données d’exemple — pas en direct',
    snapshot: 'Instantané enregistré — pas en direct',
    stale: 'Actualisation impossible — dernières données reçues',
    timesNotConfirmed: 'Heures non confirmées — lisez l’avis',
    publishedBy: (who: string) => `Publié par ${who}`,
    published: 'Publié',
    unknownEr:
      'Aucune urgence n’a cet identifiant ici. Prenez l’identifiant sur la page de l’urgence ou dans /embed/api/hospitals.',
    noRegistry:
      'Ce serveur ne tient pas de liste des urgences : il ne peut pas faire de fil pour une seule urgence. Utilisez plutôt ?province=.',
  },
} as const;

/** Why `?er=` names no ER this feed can show (a 404 not_found's message). */
export const erRefusal = (lang: Lang, listed: boolean) => (listed ? TEXT[lang].unknownEr : TEXT[lang].noRegistry);

const colon = (lang: Lang) => (lang === 'fr' ? '\u00a0: ' : ': ');

/** Text safe inside XML: escaped, and without the control characters XML 1.0 forbids. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; removing them is the point.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * A `<description>` is HTML once a reader has decoded the XML: its text is escaped as HTML,
 * then as XML, so that a message's markup stays words on the reader's screen.
 */
function htmlInXml(text: string): string {
  return xmlText(htmlText(text));
}

function htmlText(text: string): string {
  return withoutBidiControls(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An ER whose status stands on a notice the reader is unsure of: the notice's words, who
 * published it and when, and a link to it, as HTML (escaped, then as XML by `item`); never a
 * reopening time, as its times were not confirmed.
 */
function unsureDescription(closure: Closure, words: string | null, lang: Lang): string {
  const text = TEXT[lang];
  const notice = closure.notice;
  const when = notice?.published_at ? localTime(notice.published_at, closure.province, lang) : null;
  const who = notice?.publisher ? text.publishedBy(notice.publisher) : null;
  const byline = who ? `${[who, when].filter(Boolean).join(', ')}.` : when ? `${text.published} ${when}.` : null;
  const link = notice?.url
    ? `<a href="${htmlText(notice.url).replace(/"/g, '&quot;')}">${htmlText(text.timesNotConfirmed)}</a>`
    : htmlText(text.timesNotConfirmed);
  return [words ? htmlText(words) : null, byline ? htmlText(byline) : null, link].filter(Boolean).join(' — ');
}

/**
 * A `<title>` (or `<copyright>`) is plain text to most readers and HTML to some: escaping it twice
 * would show `&amp;` to the first, once would let `<img …>` run in the second. A name or
 * attribution has no use for angle brackets, so they become look-alike quotes ‹ › that read
 * the same in both and start no element; `&` can then only ever spell text.
 */
function plainInXml(text: string): string {
  return xmlText(withoutBidiControls(text).replace(/</g, '\u2039').replace(/>/g, '\u203a'));
}

function rfc822(iso: string | null): string | null {
  const ms = iso ? parseTimestampMs(iso) : null;
  return ms === null ? null : new Date(ms).toUTCString();
}

/** One formatter per language and zone: making an Intl.DateTimeFormat costs far more than using it. */
const localFormats = new Map<string, Intl.DateTimeFormat>();

function localTime(iso: string, province: ProvinceCode, lang: Lang): string {
  const { timeZone } = PROVINCES[province];
  const key = `${lang}|${timeZone}`;
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    localFormats.set(key, format);
  }
  const written = format.format(new Date(iso));
  return lang === 'fr' ? plainFrenchTimes(written) : written;
}

/**
 * Where an item leads. Where this server serves ER pages (service mode), the ER's page in the
 * feed's language. A relay has no store and so no pages: there, the /embed page in the feed's
 * language, showing the closures of the ER's province, opened at the ER (`#<id>`: embed-page.js
 * scrolls to its row and outlines it); a reopened ER is no longer listed there, and the page then
 * shows its province as it stands.
 */
export function erLink(siteUrl: string, province: ProvinceCode, id: string, lang: Lang, pages: boolean): string {
  if (pages) return absoluteUrl(siteUrl, erPagePath(id, lang));
  const link = new URL('embed', siteUrl);
  link.search = new URLSearchParams({ province, views: 'closures', lang }).toString();
  link.hash = encodeURIComponent(id);
  return link.href;
}

interface ItemFields {
  title: string;
  /** Text, or HTML already escaped (`html`). */
  description: string | { html: string };
  guid: string;
  pubDate: string | null;
  link: string;
}

function item(fields: ItemFields) {
  const { description } = fields;
  return [
    '<item>',
    `<title>${plainInXml(fields.title)}</title>`,
    `<link>${xmlText(fields.link)}</link>`,
    `<description>${typeof description === 'string' ? htmlInXml(description) : xmlText(description.html)}</description>`,
    `<guid isPermaLink="false">${xmlText(fields.guid)}</guid>`,
    fields.pubDate ? `<pubDate>${fields.pubDate}</pubDate>` : '',
    '</item>',
  ].join('');
}

/** The channel's page: the ER's, the province's closures or the site. */
function channelLink(
  siteUrl: string,
  province: ProvinceCode | null,
  lang: Lang,
  pages: boolean,
  er: HospitalLocation | null | undefined,
): string {
  if (er) return erLink(siteUrl, er.province as ProvinceCode, er.id, lang, pages);
  return pages ? absoluteUrl(siteUrl, closuresPagePath(province, lang)) : siteUrl;
}

export function renderFeed(options: {
  answer: GoodAnswer;
  stale: boolean;
  province: ProvinceCode | null;
  lang: Lang;
  siteUrl: string;
  /** Whether this server serves the ER and closures pages the items and the channel link to. */
  pages: boolean;
  reopenings: Reopening[];
  /** `?er=`: that ER's closures and reopenings alone. */
  er?: HospitalLocation | null;
}): string {
  const { answer, stale, province, lang, siteUrl, pages, er } = options;
  const text = TEXT[lang];
  const closures = answer.payload as ClosuresResponse;
  const attribution = attributionIn(lang, closures.attribution);
  const area = er ? `${er.name} (${er.city})` : province ? PROVINCES[province].name[lang] : text.canada;
  const ofEr = <T extends { id: string }>(rows: readonly T[]) => (er ? rows.filter((row) => row.id === er.id) : rows);
  const reopenings = ofEr(options.reopenings);
  const caveats = [
    answer.source === 'sample' ? text.sample : null,
    answer.source === 'dataset' ? text.snapshot : null,
    stale ? text.stale : null,
  ].filter(Boolean);
  const title = [caveats.join(' · '), text.title(area)].filter(Boolean).join(colon(lang));
  const items = ofEr(closures.closures).map((closure) => {
    const label = closure.status === 'closed' ? text.closed : text.disruption;
    const reopen = closure.expected_reopen
      ? `${text.reopens} ${localTime(closure.expected_reopen, closure.province, lang)}.`
      : text.notAnnounced;
    // The French feed gives the French words where the status was stated in both languages.
    const words = (lang === 'fr' && closure.message_fr) || closure.message;
    return item({
      title: `${label}${colon(lang)}${closure.name} (${closure.city}, ${closure.province})`,
      description:
        closure.certainty === 'unsure'
          ? { html: unsureDescription(closure, words, lang) }
          : [words, reopen].filter(Boolean).join(' — '),
      // The guid names this change, not the page: a reader shows each new status of an ER as a
      // new item, while all of them link to the one page of the ER.
      guid: `${closure.id}@${closure.updated_at ?? closures.generated_at}`,
      pubDate: rfc822(closure.updated_at),
      link: erLink(siteUrl, closure.province, closure.id, lang, pages),
    });
  });
  const reopened = reopenings.map((reopening) =>
    item({
      title: `${text.reopened}${colon(lang)}${reopening.name} (${reopening.city}, ${reopening.province})`,
      description: `${text.reopened}${colon(lang)}${localTime(reopening.at, reopening.province, lang)}.`,
      guid: `${reopening.id}@reopened@${reopening.at}`,
      pubDate: rfc822(reopening.at),
      link: erLink(siteUrl, reopening.province, reopening.id, lang, pages),
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    `<title>${plainInXml(title)}</title>`,
    `<link>${xmlText(channelLink(siteUrl, province, lang, pages, er))}</link>`,
    `<description>${htmlInXml(`${text.description} ${attribution}`)}</description>`,
    `<copyright>${plainInXml(attribution)}</copyright>`,
    `<language>${lang === 'fr' ? 'fr-ca' : 'en-ca'}</language>`,
    `<lastBuildDate>${rfc822(closures.generated_at) ?? new Date(answer.fetchedAt).toUTCString()}</lastBuildDate>`,
    '<ttl>1</ttl>',
    ...items,
    ...reopened,
    '</channel></rss>',
  ].join('\n');
}
