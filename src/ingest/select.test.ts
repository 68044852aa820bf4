import { describe, expect, it } from 'vitest';
import { FeedError } from './adapter';
import { declaredPage } from './declared-page';
import { type Element, readHtml, textOf } from './html';
import { required, select } from './select';

const LIST = readHtml(
  '<ul class="closures"><li>Kindersley ER closed</li><li>Shaunavon ER closed</li></ul><p>2 notices</p>',
);

const refusalOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof FeedError) return { code: error.code, message: error.message };
  }
  throw new Error('not refused');
};

describe('declared page readers', () => {
  it('selects what the page has, in page order', () => {
    expect(select(LIST, 'ul.closures > li', { what: 'the closures' }).map((li) => li.children.length)).toEqual([1, 1]);
  });

  it('refuses a page without what a reader expects as unexpected_shape, naming it and its selector', () => {
    expect(refusalOf(() => select(LIST, 'ol.closures > li', { what: 'the list of closures' }))).toEqual({
      code: 'unexpected_shape',
      message: 'Expected the list of closures (ol.closures > li), found none: the page has changed.',
    });
    expect(refusalOf(() => select(LIST, 'li', { what: 'three closures', min: 3 })).message).toBe(
      'Expected three closures (li, at least 3), found 2: the page has changed.',
    );
  });

  it('reads nothing from a page that says it lists nothing', () => {
    const empty = readHtml('<p>There are no closures today.</p>');
    expect(select(empty, 'li', { what: 'the closures', emptyWhen: () => true })).toEqual([]);
    expect(refusalOf(() => required('', 'the notice’s words')).code).toBe('unexpected_shape');
  });

  it('reads a declared page item by item, and names an error page served in its place as one', () => {
    const page = declaredPage({
      source: {
        id: 'test',
        title: 'Test',
        publisher: 'Test Health',
        provinces: ['SK'],
        province: 'SK',
        url: 'https://example.org/',
        intervalS: 600,
        licence: { name: 'none', url: null },
        attribution: { name: 'Test Health', url: 'https://example.org/' },
        termsNote: 'none',
      },
      items: (document) => select(document, 'ul.closures > li', { what: 'the closures' }),
      notice: (li: Element, { index }) => ({
        key: String(index),
        title: null,
        text: textOf(li),
        publishedAt: null,
        url: null,
        place: null,
      }),
    });
    const bytes = (html: string) => new TextEncoder().encode(html);
    expect(page.readPage(bytes('<html><body><ul class="closures"><li>a</li></ul></body></html>'), 0)).toMatchObject([
      { key: '0', text: 'a' },
    ]);
    expect(refusalOf(() => page.readPage(bytes('<html><body><p>Redesigned</p></body></html>'), 0)).code).toBe(
      'unexpected_shape',
    );
    const unavailable =
      '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
    expect(refusalOf(() => page.readPage(bytes(unavailable), 0))).toEqual({
      code: 'html_error_page',
      message:
        'Test Health served an error page ("503 Service Unavailable Service Unavailable") instead of its notices.',
    });
  });
});
