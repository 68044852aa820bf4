// The README's size table, read back by `npm run size` to say how far each script moved.

/** The gzip size of each script in the README's size table (`| \`embed.js\` | … | 14.90 KB (15 KB) | … |`), in bytes. */
export function readmeFigures(readme: string): Map<string, number> {
  const figures = new Map<string, number>();
  for (const match of readme.matchAll(/^\| `([\w.-]+\.js)` \|[^|\n]*\|[^|\n]*\| ([\d.]+) KB \(/gm)) {
    figures.set(match[1] as string, Math.round(Number(match[2]) * 1000));
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** How far `gzip` is from the README's figure; within its rounding (10 bytes), no change. */
export function sizeDelta(gzip: number, before: number | undefined): string {
  if (before === undefined) return '(not in the README)';
  const change = gzip - before;
  if (Math.abs(change) < 10) return '(as in the README)';
  return `(${change > 0 ? '+' : '−'}${kb(Math.abs(change))} since the README's ${kb(before)})`;
}
