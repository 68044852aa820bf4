// One push notification from a subscription's waiting changes, in its language: the title says
// what happened where; the body, the email's lines (when, the authority's words, the source and
// who confirmed it, or for an unsure notice only its words and link) and "call 911"; a click
// opens the ER's page. Kept well under the 4 KB push services take.
import { absoluteUrl, closuresPagePath, erPagePath } from '../../contract/page-paths';
import { type Lang, parseProvince } from '../../contract/provinces';
import { changeLines } from '../compose';
import type { AlertChange } from '../recorder';
import { ALERT_STRINGS } from '../strings';

export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
  lang: Lang;
  /** A later notification about the same ER replaces this one on the device. */
  tag: string;
}

const BODY_CHARS = 1500;

const cut = (text: string) => (text.length <= BODY_CHARS ? text : `${text.slice(0, BODY_CHARS - 1)}…`);

export function composePush(lang: Lang, changes: readonly AlertChange[], origin: string): PushMessage {
  const t = ALERT_STRINGS[lang];
  const last = changes.at(-1) as AlertChange;
  const sameEr = changes.every((change) => change.hospital_id === last.hospital_id);
  // One change: the title names it. Several: each keeps its own first line.
  const lines =
    changes.length === 1 ? changeLines(last, lang, t).slice(1) : changes.flatMap((c) => changeLines(c, lang, t));
  // Several ERs: their province's closures page (Canada's when they differ).
  const province = changes.every((change) => change.province === last.province) ? parseProvince(last.province) : null;
  return {
    title: sameEr ? t.subject(t.kind[last.kind], last.name) : t.digestSubject(changes.length),
    body: `${cut(lines.join('\n'))}\n${t.urgent}`,
    url: absoluteUrl(origin, sameEr ? erPagePath(last.hospital_id, lang) : closuresPagePath(province, lang)),
    lang,
    tag: sameEr ? `er:${last.hospital_id}` : 'digest',
  };
}
