import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBED_SCRIPTS, LATER_SCRIPTS } from './embed-scripts';
import { SIZE_TABLE_DOC, sizeDelta, sizeTableFigures } from './size-figures';

const TABLE = `| Script | Loaded | Raw | gzip (budget) | brotli |
|---|---|---|---|---|
| \`embed.js\` | always | 38.15 KB | 14.90 KB (15 KB) | 13.52 KB |
| \`embed-map.js\` | a \`map\` view in view | 182.94 KB | 54.44 KB (55 KB) | 47.50 KB |`;

describe('npm run size against the size table', () => {
  it('reads the gzip figure of each script from the size table', () => {
    expect(sizeTableFigures(TABLE)).toEqual(
      new Map([
        ['embed.js', 14_900],
        ['embed-map.js', 54_440],
      ]),
    );
  });

  it('finds the size table where the docs keep it, with a figure for every script it measures', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '..', SIZE_TABLE_DOC), 'utf8');
    const documented = [...sizeTableFigures(doc).keys()].sort();
    expect(documented).toEqual([...EMBED_SCRIPTS, ...LATER_SCRIPTS].map(({ file }) => file).sort());
  });

  it('says how far a script grew or shrank, and nothing within the table’s rounding', () => {
    expect(sizeDelta(14_953, 14_900)).toBe("(+0.05 KB since the size table's 14.90 KB)");
    expect(sizeDelta(14_700, 14_900)).toBe("(−0.20 KB since the size table's 14.90 KB)");
    expect(sizeDelta(14_905, 14_900)).toBe('(as in the size table)');
    expect(sizeDelta(2_000, undefined)).toBe('(not in the size table)');
  });
});
