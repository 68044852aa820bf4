import { describe, expect, it } from 'vitest';
import { changeWords } from './audit-words';
import { STRINGS } from './strings';

describe('an audit entry in words', () => {
  it('keeps a message’s bidi controls from reversing the words after it on the line', () => {
    const before = JSON.stringify({ message: 'Closed \u202etonight' });
    const after = JSON.stringify({ message: 'Open \u2067again\u2069' });
    const [line] = changeWords(before, after, { t: STRINGS.en, lang: 'en', zone: 'America/Halifax' });
    expect(line).toMatch(/Closed tonight → Open again$/);
    expect(line).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
