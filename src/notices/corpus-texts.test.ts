// A labels file whose notices' words stay in the corpus: each `text_from` line gets its ERstat
// row's message; bad lines name themselves. An invented snapshot in a temporary folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCorpusTexts } from './corpus-texts';

const dir = mkdtempSync(join(tmpdir(), 'erstat-'));
mkdirSync(join(dir, '2026-08-08'));
writeFileSync(
  join(dir, '2026-08-08', 'closures.csv'),
  'snapshot_at,id,name,city,province,status,message,updated_at,expected_reopen\n' +
    '2026-08-08T12:00:00Z,ns_elmvalley,Elm Valley Hospital,Elm Valley,NS,closed,"The emergency department at Elm Valley Hospital is closed until 7 a.m., Saturday.",2026-08-08 11:00:00,\n',
);
const line = (value: object) => JSON.stringify(value);

describe('labels whose texts stay in the corpus', () => {
  it('take the named row’s message as their text; lines with their own text are left as they are', () => {
    const own = line({ id: 'A', text: 'own words' });
    const result = withCorpusTexts(
      `${own}\n${line({ id: 'B', text_from: { erstat: '2026-08-08', row: 'ns_elmvalley' } })}`,
      dir,
    );
    expect(result.ok).toBe(true);
    const [first, second] = result.ok ? result.jsonl.split('\n').map((l) => JSON.parse(l)) : [];
    expect(first.text).toBe('own words');
    expect(second.text).toBe('The emergency department at Elm Valley Hospital is closed until 7 a.m., Saturday.');
  });

  it('name the line and what is missing when a snapshot, a row or the reference is wrong', () => {
    const cases: [object, RegExp][] = [
      [
        { text_from: { erstat: '2026-09-09', row: 'ns_elmvalley' } },
        /line 1: the corpus file .*2026-09-09.* is absent/,
      ],
      [
        { text_from: { erstat: '2026-08-08', row: 'ns_nowhere' } },
        /line 1: no message for row ns_nowhere in 2026-08-08/,
      ],
      [{ text_from: { row: 'ns_elmvalley' } }, /line 1: "text_from" needs "erstat"/],
    ];
    for (const [value, message] of cases) {
      const result = withCorpusTexts(line(value), dir);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
    }
    const broken = withCorpusTexts('{"text_from": ', dir);
    expect(broken.ok ? '' : broken.message).toMatch(/line 1: not JSON/);
  });
});
