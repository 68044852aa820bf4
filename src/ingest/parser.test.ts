import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedError } from './adapter';
import { abFeed } from './feeds/ab';
import { inlineParser, type Parser, workerParser } from './parser';

const FIXTURE = readFileSync(join(import.meta.dirname, 'feeds', 'fixtures', 'ab-waittimes.json'));
const FETCHED_AT = Date.UTC(2026, 10, 22, 12);
let parser: Parser | undefined;

afterEach(async () => {
  await parser?.close();
  parser = undefined;
});

describe('the parser worker', () => {
  it('gives the same records and rejections as reading in this thread', async () => {
    parser = workerParser();
    const inWorker = await parser.read(abFeed, FIXTURE, FETCHED_AT);
    const inline = await inlineParser().read(abFeed, FIXTURE, FETCHED_AT);
    expect(inWorker).toEqual(inline);
    expect(inWorker.records.length).toBeGreaterThan(0);
  });

  it('reports a refused payload as a FeedError with its code, and parses the next one', async () => {
    parser = workerParser();
    const page = new TextEncoder().encode('<!DOCTYPE html><html><body>Down for maintenance</body></html>');
    const refused = await parser.read(abFeed, page, FETCHED_AT).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FeedError);
    expect((refused as FeedError).code).toBe('html_error_page');
    expect((await parser.read(abFeed, FIXTURE, FETCHED_AT)).records.length).toBeGreaterThan(0);
  });
});
