// A stand-in for the built site (dist/), for tests that start the server before or without
// `npm run build`: the unit tests run before the build in `npm test`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function tempDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'er-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>er-status</title>');
  return dir;
}
