// The page of one ER: what is happening now and who says so, what is announced, its history
// (the 90-day bar, hours closed per month, the method) and the downloads.
import { closuresPagePath, erPagePath } from '../../contract/page-paths';
import { type Lang, PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { dayBarSection, monthsSection } from './charts';
import type { DayCell, MonthTotal } from './closure-history';
import { ago, esc, localDateTime, localDay } from './html';
import { shell } from './layout';
import { ER_PAGE_STRINGS } from './strings';

export type NowStatus = 'open' | 'closed' | 'disruption' | 'unknown';

export interface NoticeLink {
  url: string | null;
  publisher: string | null;
  /** ms */
  publishedAt: number | null;
}

export interface ErNow {
  status: NowStatus;
  /** When this status began (ms), null when not known. */
  since: number | null;
  /** Expected reopening (ms), null when not announced. */
  until: number | null;
  message: string | null;
  messageFr: string | null;
  /** desk, feed, notice, sample, dataset or null. */
  source: string | null;
  sourceId: string | null;
  /** ms */
  updatedAt: number | null;
  /** ms */
  confirmedAt: number | null;
  confirmedBy: string | null;
  /** A notice read by machine whose times are not sure: the publisher's words, never its times. */
  unsure: NoticeLink | null;
}

export interface Announced {
  status: 'closed' | 'disruption';
  startsAt: number;
  endsAt: number | null;
  message: string | null;
}

export type WaitNow =
  | { kind: 'live'; minutes: number; at: number }
  | { kind: 'counts'; waiting: number | null; present: number | null; at: number };

export interface ErPageModel {
  er: { id: string; name: string; city: string; province: ProvinceCode };
  now: ErNow;
  announced: Announced[];
  wait: WaitNow | null;
  /** Seconds: the first thing the store knew of the ER; null when nothing. */
  historySince: number | null;
  days: DayCell[];
  months: MonthTotal[];
  sample: boolean;
  /** ms: a dataset's snapshot, else null. */
  snapshotAt: number | null;
  nowMs: number;
}

function sourceLine(model: ErPageModel, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const { now, nowMs } = model;
  const zone = PROVINCES[model.er.province].timeZone;
  const updated = now.updatedAt === null ? '' : ago(now.updatedAt, nowMs, lang);
  switch (now.source) {
    case 'desk':
      return esc(t.sourceDesk(now.confirmedBy, ago(now.confirmedAt ?? now.updatedAt ?? nowMs, nowMs, lang)));
    case 'feed':
      return esc(t.sourceFeed(now.sourceId ?? '', updated));
    case 'notice': {
      const publisher = now.unsure?.publisher ?? now.sourceId ?? '';
      const published = now.unsure?.publishedAt ?? now.updatedAt;
      const line = esc(t.sourceNotice(publisher, published === null ? '' : localDateTime(published, lang, zone)));
      return now.unsure?.url ? `${line} — <a href="${esc(now.unsure.url)}">${esc(t.readNotice)}</a>` : line;
    }
    case 'sample':
      return esc(t.sourceSample);
    case 'dataset':
      return esc(t.sourceDataset(localDay(model.snapshotAt ?? now.updatedAt ?? nowMs, lang, zone)));
    default:
      return updated ? esc(t.sourceUnknown(updated)) : '';
  }
}

function nowSection(model: ErPageModel, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const { now } = model;
  const zone = PROVINCES[model.er.province].timeZone;
  const message = lang === 'fr' && now.messageFr ? now.messageFr : now.message;
  const closure = now.status === 'closed' || now.status === 'disruption';
  const lines = [`<p class="status status-${now.status}"><strong>${esc(t.status[now.status])}</strong></p>`];
  if (now.since !== null) lines.push(`<p>${esc(t.since(localDateTime(now.since, lang, zone)))}</p>`);
  if (now.unsure) {
    const publisher = now.unsure.publisher ?? now.sourceId ?? '';
    lines.push(`<p class="unsure"><strong>${esc(t.unsure)}</strong></p>`);
    if (message) lines.push(`<p>${esc(t.noticeWords(publisher))}</p><blockquote><p>${esc(message)}</p></blockquote>`);
  } else {
    if (closure) {
      lines.push(`<p>${esc(now.until === null ? t.untilUnknown : t.until(localDateTime(now.until, lang, zone)))}</p>`);
    }
    if (message) lines.push(`<blockquote><p>${esc(message)}</p></blockquote>`);
  }
  const source = sourceLine(model, lang);
  if (source) lines.push(`<p class="source">${source}</p>`);
  return `<section aria-labelledby="now"><h2 id="now">${esc(t.nowHeading)}</h2>${lines.join('')}</section>`;
}

function waitSection(model: ErPageModel, lang: Lang): string {
  const { wait, nowMs } = model;
  if (!wait) return '';
  const t = ER_PAGE_STRINGS[lang];
  const words =
    wait.kind === 'live'
      ? t.waitLive(wait.minutes, ago(wait.at, nowMs, lang))
      : t.qcCounts(wait.waiting, wait.present, ago(wait.at, nowMs, lang));
  return `<section aria-labelledby="wait"><h2 id="wait">${esc(t.waitHeading)}</h2><p>${esc(words)}</p></section>`;
}

function announcedSection(model: ErPageModel, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const zone = PROVINCES[model.er.province].timeZone;
  const items = model.announced.map((item) => {
    const when = t.announcedItem(
      t.status[item.status],
      localDateTime(item.startsAt, lang, zone),
      item.endsAt === null ? null : localDateTime(item.endsAt, lang, zone),
    );
    return `<li><p>${esc(when)}</p>${item.message ? `<blockquote><p>${esc(item.message)}</p></blockquote>` : ''}</li>`;
  });
  const body = items.length > 0 ? `<ul class="announced">${items.join('')}</ul>` : `<p>${esc(t.announcedNone)}</p>`;
  return `<section aria-labelledby="announced"><h2 id="announced">${esc(t.announcedHeading)}</h2>${body}</section>`;
}

function historySection(model: ErPageModel, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const zone = PROVINCES[model.er.province].timeZone;
  const since =
    model.historySince === null
      ? `<p>${esc(t.historyNone)}</p>`
      : `<p class="since">${esc(t.historySince(localDay(model.historySince * 1000, lang, zone)))}</p>`;
  const method = t.method.map((paragraph) => `<p>${esc(paragraph)}</p>`).join('');
  const base = `/er/${encodeURIComponent(model.er.id)}/history`;
  return [
    `<section aria-labelledby="history"><h2 id="history">${esc(t.historyHeading)}</h2>${since}`,
    model.historySince === null ? '' : dayBarSection(model.days, lang),
    monthsSection(model.months, lang),
    model.historySince === null ? '' : `<div class="method">${method}</div>`,
    `<h3>${esc(t.downloadsHeading)}</h3><ul><li><a href="${base}.csv">${esc(t.csv)}</a></li><li><a href="${base}.json">${esc(t.json)}</a></li></ul>`,
    '</section>',
  ].join('');
}

export function erPage(model: ErPageModel, lang: Lang, head?: string): string {
  const t = ER_PAGE_STRINGS[lang];
  const { er } = model;
  const province = PROVINCES[er.province];
  const line = province.healthLine;
  const lines = [`<p class="emergency"><strong>${esc(t.emergency)}</strong></p>`];
  if (line.number) lines.push(`<p>${esc(t.healthLine(line.name[lang], line.number))}</p>`);
  const alerts = `${lang === 'fr' ? '/fr/abonnement' : '/subscribe'}?er=${encodeURIComponent(er.id)}`;
  lines.push(`<p class="alerts"><a href="${esc(alerts)}">${esc(t.getAlerts)}</a></p>`);
  const provincePath = closuresPagePath(er.province, lang);
  const main = [
    `<h1>${esc(er.name)}</h1>`,
    `<p class="where">${esc(er.city)}, <a href="${provincePath}">${esc(province.name[lang])}</a></p>`,
    lines.join(''),
    nowSection(model, lang),
    waitSection(model, lang),
    announcedSection(model, lang),
    historySection(model, lang),
  ].join('');
  return shell({
    lang,
    title: `${er.name} — ${t.status[model.now.status]} — ${t.siteName}`,
    otherPath: erPagePath(er.id, lang === 'en' ? 'fr' : 'en'),
    head,
    sample: model.sample,
    main,
  });
}
