import { describe, expect, it } from 'vitest';
import { missingContainer, readNoticeHtml } from './notice-html';

const page = (title: string) =>
  readNoticeHtml(
    new TextEncoder().encode(`<!DOCTYPE html><html><head><title>${title}</title></head><body></body></html>`),
    'Test Health',
  );

describe('a page without its notices', () => {
  it('quotes an error page’s heading cut between whole characters, without bidi controls', () => {
    const refused = missingContainer(page(`Service unavailable ${'x'.repeat(99)}🏥 and more`), 'Test Health', 'list');
    expect(refused.code).toBe('html_error_page');
    expect(refused.message).toBe(
      `Test Health served an error page ("Service unavailable ${'x'.repeat(99)}") instead of its notices.`,
    );
    const reversed = missingContainer(page('Service \u202eunavailable'), 'Test Health', 'list');
    expect(reversed.message).toBe('Test Health served an error page ("Service unavailable") instead of its notices.');
  });
});
