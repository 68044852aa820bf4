// The size table of docs/embedding.md, read back by `npm run size` to say how far each script moved.

/** Where the size table lives, relative to the project's root. */
export const SIZE_TABLE_DOC = 'docs/embedding.md';

/** The gzip size of each script in the size table (`| \`embed.js\` | … | 14.90 KB (15 KB) | … |`), in bytes. */
export function sizeTableFigures(doc: string): Map<string, number> {
  const figures = new Map<string, number>();
  for (const match of doc.matchAll(/^\| `([\w.-]+\.js)` \|[^|\n]*\|[^|\n]*\| ([\d.]+) KB \(/gm)) {
    figures.set(match[1] as string, Math.round(Number(match[2]) * 1000));
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** How far `gzip` is from the size table's figure; within its rounding (10 bytes), no change. */
export function sizeDelta(gzip: number, before: number | undefined): string {
  if (before === undefined) return '(not in the size table)';
  const change = gzip - before;
  if (Math.abs(change) < 10) return '(as in the size table)';
  return `(${change > 0 ? '+' : '−'}${kb(Math.abs(change))} since the size table's ${kb(before)})`;
}
