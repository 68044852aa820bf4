// What the proxy passes on of an unsure notice (the contract's decoder keeps it), and how RSS shows one whose words or link are
// hostile: the words stay words, and only a web address becomes a link.
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { ClosuresResponse } from '../contract/resources';
import { CLOSURE_ROW, closuresAnswer } from '../testing/fake-upstream';
import { ENDPOINTS } from './endpoints';
import { renderFeed } from './feed';

const UNSURE_ROW = {
  ...CLOSURE_ROW,
  id: 4417,
  name: 'Roseway Hospital',
  status: 'disruption',
  message: 'Closed <img src=x onerror=alert(1)> Sunday & Monday',
  certainty: 'unsure',
  notice: {
    url: 'https://health.example/notices/7?a=1&b="2"',
    publisher: 'Nova Scotia Health',
    published_at: '2026-11-22 04:00:00',
  },
};

function decodedClosures(rows: Record<string, unknown>[]) {
  const decoded = ENDPOINTS.closures.decode(closuresAnswer(rows));
  if (!decoded.ok) throw new Error(decoded.error.message);
  return decoded.value as ClosuresResponse;
}

describe('the proxy’s closures', () => {
  it('keep the unsure notice of a row that has one, its date in our form, and nothing on the others', () => {
    const { closures } = decodedClosures([UNSURE_ROW, CLOSURE_ROW]);
    expect(closures[0]).toMatchObject({
      id: '4417',
      certainty: 'unsure',
      notice: {
        url: 'https://health.example/notices/7?a=1&b=%222%22',
        publisher: 'Nova Scotia Health',
        published_at: '2026-11-22T04:00:00Z',
      },
    });
    expect(closures[1]).not.toHaveProperty('certainty');
    expect(closures[1]).not.toHaveProperty('notice');
  });

  it('never pass on a link that is not a web address, nor a certainty the contract does not know', () => {
    const { closures } = decodedClosures([
      { ...UNSURE_ROW, notice: { url: 'javascript:alert(1)', publisher: '', published_at: 'soon' } },
      { ...UNSURE_ROW, id: 'ns_other', certainty: 'maybe' },
    ]);
    expect(closures[0]).toMatchObject({
      certainty: 'unsure',
      notice: { url: null, publisher: null, published_at: null },
    });
    expect(closures[1]).not.toHaveProperty('certainty');
  });
});

describe('an unsure notice in RSS', () => {
  it('escapes its words as HTML then XML: a reader sees the markup as words and one link, to the notice', () => {
    const xml = renderFeed({
      answer: {
        source: 'live',
        snapshotAt: null,
        fetchedAt: Date.UTC(2026, 10, 22, 5),
        payload: decodedClosures([UNSURE_ROW]),
      },
      stale: false,
      province: null,
      lang: 'en',
      siteUrl: 'https://er.example/',
      pages: true,
      reopenings: [],
    });
    const description = /<description>([^<]*)<\/description>\n?<guid/.exec(xml)?.[1] ?? '';
    const html = parseDocument(
      parseDocument(description, { xmlMode: true, decodeEntities: true })
        .children.map((node) => ('data' in node ? node.data : ''))
        .join(''),
    );
    const elements = html.children.filter((node) => node.type === 'tag');
    expect(elements.map((node) => ('name' in node ? node.name : ''))).toEqual(['a']);
    expect(elements[0] && 'attribs' in elements[0] ? elements[0].attribs.href : null).toBe(
      'https://health.example/notices/7?a=1&b=%222%22',
    );
    const text = html.children.map((node) => ('data' in node ? node.data : '')).join('');
    expect(text).toContain('Closed <img src=x onerror=alert(1)> Sunday & Monday');
    expect(text).toContain('Published by Nova Scotia Health');
  });
});
