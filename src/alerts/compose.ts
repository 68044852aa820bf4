// One alert email from a person's waiting changes: plain text and simple HTML (every text
// escaped), in the person's language, with where each change comes from and whether a person
// confirmed it, the ER's page, "call 911", the manage link and the RFC 8058 one-click
// unsubscribe headers. Nothing tracked: no images, no rewritten links.
import { withoutBidiControls } from '../contract/display-text';
import { absoluteUrl, erPagePath } from '../contract/page-paths';
import { type Lang, PROVINCES, parseProvince } from '../contract/provinces';
import type { AlertChange } from './recorder';
import { ALERT_STRINGS, type AlertStrings } from './strings';

export interface AlertLinks {
  origin: string;
  manage: string;
  unsubscribe: string;
}

export interface AlertMessage {
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** One formatter per language and zone: making an Intl.DateTimeFormat costs far more than using it (a fan-out writes thousands). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment in the ER's own time zone, written out with the zone's abbreviation. */
export function localTime(seconds: number, province: string, lang: Lang): string {
  const zone = PROVINCES[parseProvince(province) ?? 'ON'].timeZone;
  const key = `${lang}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return format.format(new Date(seconds * 1000));
}

/** Where a change comes from, in words (`desk`, `notice:<publisher>`, `feed:<id>`…). */
export function sourceWords(t: AlertStrings, source: string | null): string {
  if (!source) return t.sourceName.unknown('');
  const [kind = '', id = ''] = source.split(/:(.*)/s);
  const name = t.sourceName[kind as keyof AlertStrings['sourceName']] ?? t.sourceName.unknown;
  return name(id);
}

/** The lines of one change, as plain text (the HTML part escapes the same lines). */
export function changeLines(change: AlertChange, lang: Lang, t: AlertStrings): string[] {
  const when = (s: number) => localTime(s, change.province, lang);
  const said = lang === 'fr' ? (change.message_fr ?? change.message) : change.message;
  // Bidi controls would reverse the words after them in the mail client, as on our pages.
  const words = said && withoutBidiControls(said);
  const lines = [`${t.kind[change.kind]}: ${withoutBidiControls(`${change.name} (${change.city})`)}`];
  if (change.notice) {
    // A notice the reader is unsure of: its words and where to read it, never a time read from it.
    if (change.notice.published_at !== null) lines.push(t.published(when(change.notice.published_at)));
    if (words) lines.push(`${t.words} ${t.quote(words)}`);
    lines.push(change.notice.url ? `${t.noticeUnsure}: ${change.notice.url}` : t.noticeUnsure);
    lines.push(t.source(sourceWords(t, change.source)), t.notConfirmed);
    return lines;
  }
  if (change.kind === 'announced' || change.kind === 'reminder') {
    lines.push(
      change.expected_reopen === null
        ? t.starting(when(change.at))
        : t.window(when(change.at), when(change.expected_reopen)),
    );
  } else {
    lines.push(t.since(when(change.at)));
    if (change.expected_reopen !== null && change.kind !== 'reopened' && change.kind !== 'ended') {
      lines.push(t.until(when(change.expected_reopen)));
    }
  }
  if (words) lines.push(`${t.words} ${t.quote(words)}`);
  lines.push(t.source(sourceWords(t, change.source)));
  lines.push(
    change.confirmed_at !== null && change.confirmed_by
      ? t.confirmedBy(change.confirmed_by, when(change.confirmed_at))
      : t.notConfirmed,
  );
  return lines;
}

// The English page, as every alert has always linked (the page offers its French twin).
const erPage = (origin: string, change: AlertChange) => absoluteUrl(origin, erPagePath(change.hospital_id, 'en'));

export function composeAlert(
  lang: Lang,
  changes: readonly { seq: number; change: AlertChange }[],
  links: AlertLinks,
  subscriptionId: string,
): AlertMessage {
  const t = ALERT_STRINGS[lang];
  const first = changes[0]?.change as AlertChange;
  const sameEr = changes.every(({ change }) => change.hospital_id === first.hospital_id);
  const last = changes.at(-1)?.change as AlertChange;
  const subject =
    changes.length === 1 || sameEr
      ? t.subject(t.kind[last.kind], withoutBidiControls(last.name))
      : t.digestSubject(changes.length);
  const blocks = changes.map(({ change }) => ({
    lines: changeLines(change, lang, t),
    page: erPage(links.origin, change),
  }));

  const text = [
    ...blocks.map((block) => [...block.lines, `${t.erPage}: ${block.page}`].join('\n')),
    t.urgent,
    `${t.why}\n${t.manage}: ${links.manage}\n${t.stop}: ${links.unsubscribe}`,
  ].join('\n\n');

  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...blocks.map(
      (block) =>
        `<p>${block.lines.map((line, i) => (i === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line))).join('<br>')}<br>${link(block.page, t.erPage)}</p>`,
    ),
    `<p><strong>${escapeHtml(t.urgent)}</strong></p>`,
    `<p>${escapeHtml(t.why)}<br>${link(links.manage, t.manage)} · ${link(links.unsubscribe, t.stop)}</p>`,
    '</body></html>',
  ].join('\n');

  const host = new URL(links.origin).hostname;
  const seqs = changes.map((c) => c.seq);
  return {
    subject,
    text,
    html,
    // The same changes make the same id: a message sent again after a crash can be dropped by the client.
    messageId: `<alert.${subscriptionId}.${seqs[0]}-${seqs.at(-1)}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
