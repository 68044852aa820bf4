// The hand-made fixtures of the nb-vitalite, mb and nl readers quote real notices (fixtures
// README): read through their readers, those notices' words are the corpus's, word for word.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NoticePage } from '../notice-page';
import { mbPage } from './mb';
import { vitalitePage } from './nb-vitalite';
import { nlPage } from './nl';

const CORPUS = new URL('../../../../shared/corpus/notices/notices.jsonl', import.meta.url);
const present = existsSync(CORPUS);
if (!present) console.warn(`Skipped: the shared notices corpus is not at ${CORPUS.pathname}.`);

/** Each corpus notice's text, white space collapsed, by id. */
function corpusTexts(): Map<string, string> {
  const lines = readFileSync(CORPUS, 'utf8').split('\n').filter(Boolean);
  return new Map(
    lines.map((line) => {
      const notice = JSON.parse(line) as { id: string; text: string };
      return [notice.id, notice.text.replace(/\s+/g, ' ')];
    }),
  );
}

function noticesOf(page: NoticePage, fixture: string) {
  const bytes = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url));
  return page.readPage(bytes, Date.parse('2026-01-01T00:00:00Z'));
}

/** Which notice of which fixture quotes which corpus notice. */
const QUOTES: { page: NoticePage; fixture: string; notice: number; corpusId: string }[] = [
  { page: vitalitePage, fixture: 'nb-vitalite-public-notices.rss', notice: 0, corpusId: 'NB-2' },
  { page: vitalitePage, fixture: 'nb-vitalite-public-notices.rss', notice: 2, corpusId: 'NB-4' },
  { page: vitalitePage, fixture: 'nb-vitalite-public-notices.rss', notice: 3, corpusId: 'NB-15' },
  { page: mbPage, fixture: 'mb-pmh-er-service-disruptions.html', notice: 0, corpusId: 'MB-1' },
  { page: mbPage, fixture: 'mb-pmh-er-service-disruptions.html', notice: 1, corpusId: 'MB-2' },
  { page: mbPage, fixture: 'mb-pmh-er-service-disruptions.html', notice: 2, corpusId: 'MB-3' },
  { page: mbPage, fixture: 'mb-pmh-er-service-disruptions.html', notice: 3, corpusId: 'MB-4' },
  { page: nlPage, fixture: 'nl-service-updates.html', notice: 0, corpusId: 'NL-7' },
  { page: nlPage, fixture: 'nl-service-updates.html', notice: 2, corpusId: 'NL-2' },
];

describe.skipIf(!present)('the notice fixtures quote the corpus word for word', () => {
  const corpus = present ? corpusTexts() : new Map<string, string>();

  it.each(QUOTES)('$page.id notice $notice reads as $corpusId says', ({ page, fixture, notice, corpusId }) => {
    const read = noticesOf(page, fixture)[notice];
    const real = corpus.get(corpusId);
    expect(read, `no notice ${notice} in ${fixture}`).toBeDefined();
    expect(real, `no ${corpusId} in the corpus`).toBeDefined();
    for (const line of read?.text.split('\n') ?? []) expect(real).toContain(line);
  });
});
