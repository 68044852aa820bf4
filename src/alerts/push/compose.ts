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

/** Push services take 4,096 bytes once encrypted (86 of them overhead): the JSON stays under this. */
export const PAYLOAD_BYTES = 3000;

const cut = (text: string, chars: number) => (text.length <= chars ? text : `${text.slice(0, chars - 1)}…`);

export function composePush(lang: Lang, changes: readonly AlertChange[], origin: string): PushMessage {
  const t = ALERT_STRINGS[lang];
  const last = changes.at(-1) as AlertChange;
  const sameEr = changes.every((change) => change.hospital_id === last.hospital_id);
  // One change: the title names it. Several: each keeps its own first line.
  const lines =
    changes.length === 1 ? changeLines(last, lang, t).slice(1) : changes.flatMap((c) => changeLines(c, lang, t));
  // Several ERs: their province's closures page (Canada's when they differ).
  const province = changes.every((change) => change.province === last.province) ? parseProvince(last.province) : null;
  const message: PushMessage = {
    title: cut(sameEr ? t.subject(t.kind[last.kind], last.name) : t.digestSubject(changes.length), 200),
    body: '',
    url: absoluteUrl(origin, sameEr ? erPagePath(last.hospital_id, lang) : closuresPagePath(province, lang)),
    lang,
    tag: sameEr ? `er:${last.hospital_id}` : 'digest',
  };
  // The words are cut, never "call 911": by a tenth until the payload fits.
  const words = lines.join('\n');
  for (let chars = 1500; ; chars = Math.floor(chars * 0.9)) {
    message.body = `${cut(words, chars)}\n${t.urgent}`;
    if (Buffer.byteLength(JSON.stringify(message)) <= PAYLOAD_BYTES || chars < 10) return message;
  }
}
