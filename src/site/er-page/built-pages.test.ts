import { describe, expect, it } from 'vitest';
import { BuiltPages, chosenEncoding, encodedFor } from './built-pages';

describe('pages as built', () => {
  it('are built once however many requests arrive while one is being built, and again for a new stamp', async () => {
    const pages = new BuiltPages();
    let builds = 0;
    const make = async () => {
      builds += 1;
      await new Promise((done) => setTimeout(done, 20));
      return `<p>page ${builds}</p>`;
    };
    const answers = await Promise.all(Array.from({ length: 64 }, () => pages.get('en/closures/NS', 'a', make)));
    expect(builds).toBe(1);
    expect(new Set(answers.map((page) => page.etag)).size).toBe(1);
    expect((await pages.get('en/closures/NS', 'a', make)).etag).toBe(answers[0]?.etag);
    const next = await pages.get('en/closures/NS', 'b', make);
    expect(builds).toBe(2);
    expect(new TextDecoder().decode(next.body)).toBe('<p>page 2</p>');
  });

  it('try again after a build that failed', async () => {
    const pages = new BuiltPages();
    await expect(pages.get('en/er/x', 'a', () => Promise.reject(new Error('store unreadable')))).rejects.toThrow(
      'store unreadable',
    );
    expect(new TextDecoder().decode((await pages.get('en/er/x', 'a', async () => '<p>back</p>')).body)).toBe(
      '<p>back</p>',
    );
  });

  it('are sent in brotli, else gzip, as the client takes them; small ones as they are', async () => {
    const pages = new BuiltPages();
    const large = await pages.get('large', 'a', async () => '<p>Closed all day</p>'.repeat(100));
    expect(encodedFor(large, 'gzip, deflate, br, zstd').encoding).toBe('br');
    expect(encodedFor(large, 'gzip, deflate').encoding).toBe('gzip');
    expect(encodedFor(large, undefined)).toEqual({ bytes: large.body, encoding: null });
    const small = await pages.get('small', 'a', async () => '<p>Open</p>');
    expect(encodedFor(small, 'br').encoding).toBe(null);
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('identity')).toBe(null);
  });
});
