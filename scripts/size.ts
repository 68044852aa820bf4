// `npm run size`: raw, gzip and brotli sizes of every built embeddable script, and how far
// each gzip size moved from the figure the size table (docs/embedding.md) gives, so that a change that
// grows a script says so; exits non-zero when one is over its gzip budget (or the widget
// script is missing: build first).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { EMBED_SCRIPTS, LATER_SCRIPTS } from './embed-scripts';
import { SIZE_TABLE_DOC, sizeDelta, sizeTableFigures } from './size-figures';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;
let failed = false;

const documented = sizeTableFigures(existsSync(SIZE_TABLE_DOC) ? readFileSync(SIZE_TABLE_DOC, 'utf8') : '');

for (const { file, budgetGzip } of [...EMBED_SCRIPTS, ...LATER_SCRIPTS]) {
  const path = `dist/${file}`;
  if (!existsSync(path)) {
    if (EMBED_SCRIPTS.some((script) => script.file === file)) {
      console.error(`${path} is missing: run npm run build first.`);
      failed = true;
    }
    continue;
  }
  const bytes = readFileSync(path);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const over = gzip > budgetGzip;
  failed ||= over;
  console.log(
    `${file.padEnd(17)} raw ${kb(bytes.length).padStart(9)}  gzip ${kb(gzip).padStart(9)}  brotli ${kb(brotli).padStart(9)}  ` +
      `budget ${kb(budgetGzip)} gzip${over ? '  OVER BUDGET' : ''}  ${sizeDelta(gzip, documented.get(file))}`,
  );
}
process.exit(failed ? 1 : 0);
