// Tests read the shared corpus in place (../shared/corpus beside the project). A user's fresh
// clone has no corpus: those tests then skip and say why.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe } from 'vitest';
import { type CsvRecord, parseCsv } from '../sources/csv';

export const CORPUS_DIR = resolve(import.meta.dirname, '../../../shared/corpus');
export const ERSTAT_DIR = join(CORPUS_DIR, 'erstat');

export const corpusPresent = existsSync(ERSTAT_DIR);
export const corpusAbsentReason = `skipped: the test corpus is absent (looked for ${ERSTAT_DIR})`;

/** The dated snapshot folders of the ERstat corpus, oldest first. */
export function erstatSnapshots(): string[] {
  if (!corpusPresent) return [];
  return readdirSync(ERSTAT_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{4}-\d{2}-\d{2}$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export function readCorpusCsv(...path: string[]): CsvRecord[] {
  return parseCsv(readFileSync(join(ERSTAT_DIR, ...path), 'utf8'));
}

/**
 * `describe` for tests that need the corpus: when it is absent the block is reported as
 * skipped, with the reason in its name and on the console.
 */
export function describeWithCorpus(name: string, body: () => void): void {
  if (corpusPresent) {
    describe(name, () => body());
  } else {
    console.warn(`${name}: ${corpusAbsentReason}`);
    describe.skip(`${name} (${corpusAbsentReason})`, () => body());
  }
}
