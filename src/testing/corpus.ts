// Tests read the shared corpus in place (../shared/corpus beside the project). A user's fresh
// clone has no corpus: those tests then skip and say why.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe } from 'vitest';
import { type CsvRecord, parseCsv } from '../contract/csv';

export const CORPUS_DIR = resolve(import.meta.dirname, '../../../shared/corpus');
export const ERSTAT_DIR = join(CORPUS_DIR, 'erstat');
export const QC_DIR = join(CORPUS_DIR, 'qc');

export const corpusPresent = existsSync(ERSTAT_DIR);
export const corpusAbsentReason = absentReason(ERSTAT_DIR);

function absentReason(dir: string): string {
  return `skipped: the test corpus is absent (looked for ${dir})`;
}

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
 * `describe` for tests that need the ERstat corpus: when it is absent the block is reported as
 * skipped, with the reason in its name and on the console.
 */
export function describeWithCorpus(name: string, body: () => void): void {
  describeWithCorpusDir(ERSTAT_DIR, name, body);
}

/** `describe` for tests that need one folder of the corpus (QC_DIR…), skipped with the reason when it is absent. */
export function describeWithCorpusDir(dir: string, name: string, body: () => void): void {
  if (existsSync(dir)) {
    describe(name, () => body());
  } else {
    const reason = absentReason(dir);
    console.warn(`${name}: ${reason}`);
    describe.skip(`${name} (${reason})`, () => body());
  }
}
