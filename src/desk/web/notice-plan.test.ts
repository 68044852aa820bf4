import { describe, expect, it } from 'vitest';
import { clip, MESSAGE_MAX } from './notice-plan';

describe('the message the desk publishes from a notice', () => {
  it('cuts a long notice between whole characters, never inside an emoji', () => {
    const text = `${'x'.repeat(MESSAGE_MAX - 2)}🏥 and the rest of a long notice`;
    const clipped = clip(text);
    expect(clipped).toBe(`${'x'.repeat(MESSAGE_MAX - 2)}…`);
    expect(clipped).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(clipped.length).toBeLessThanOrEqual(MESSAGE_MAX);
  });

  it('keeps no bidi control that would reverse the words after it', () => {
    expect(clip('Closed \u202etonight\u202c: go to Yarmouth.')).toBe('Closed tonight: go to Yarmouth.');
  });
});
