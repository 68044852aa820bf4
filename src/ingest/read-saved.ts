// `npm run sources -- read <id> <saved page>`: one reader on a saved page, printing what it
// read (as `spatula test` does), for writing a reader or seeing why a changed page is refused.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { formatTimestamp } from '../contract/time';
import { feedById, NOTICE_PAGES } from './feeds';
import type { PageNotice } from './notice-page';
import { readFeed } from './read-feed';

const RECORDS_SHOWN = 10;

/** When the page was fetched: a recording's note beside it says (record), else the file's own time. */
function fetchedAtOf(path: string): { at: number; from: string } {
  const note = path.replace(/\.[^./]+$/, '.meta.json');
  if (note !== path && existsSync(note)) {
    const at = (JSON.parse(readFileSync(note, 'utf8')) as { fetched_at_ms?: unknown }).fetched_at_ms;
    if (typeof at === 'number') return { at, from: 'its recording note' };
  }
  return { at: statSync(path).mtimeMs, from: "the file's modification time" };
}

function noticeLines(notice: PageNotice, index: number): string[] {
  const facts = [
    notice.publishedAt === null ? 'no date' : `published ${formatTimestamp(notice.publishedAt)}`,
    notice.place ? `place ${notice.place}` : null,
    notice.lang ? `lang ${notice.lang}` : null,
  ].filter((fact) => fact !== null);
  return [
    `${index + 1}. ${notice.title ?? '(no title)'}`,
    ...notice.text.split('\n').map((line) => `   ${line}`),
    `   ${facts.join(' · ')}`,
    ...(notice.url ? [`   ${notice.url}`] : []),
  ];
}

/** What feed `id`'s reader reads from the page saved at `path`; null when there is no such feed. A refused page throws its FeedError. */
export function readSaved(id: string, path: string): string[] | null {
  const adapter = feedById(id);
  if (!adapter) return null;
  const bytes = new Uint8Array(readFileSync(path));
  const fetched = fetchedAtOf(path);
  const heading = `${id} read ${path} as fetched at ${formatTimestamp(fetched.at)} (from ${fetched.from}):`;
  const page = NOTICE_PAGES.find((candidate) => candidate.id === id);
  if (page) {
    const notices = page.readPage(bytes, fetched.at);
    return [heading, `${notices.length} notices.`, ...notices.flatMap(noticeLines)];
  }
  const read = readFeed(adapter, bytes, fetched.at);
  return [
    heading,
    `${read.records.length} records, ${read.rejectedCount} rejected, ${read.skipped} left out.`,
    ...read.records.slice(0, RECORDS_SHOWN).map((record) => `   ${JSON.stringify(record)}`),
    ...(read.records.length > RECORDS_SHOWN ? [`   … and ${read.records.length - RECORDS_SHOWN} more.`] : []),
    ...read.rejections.map(({ row, code, message }) => `   rejected row ${row ?? '?'}: ${code}: ${message}`),
  ];
}
