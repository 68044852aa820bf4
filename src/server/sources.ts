// `npm run sources` lists every feed: enabled or not (ER_SOURCES), its URL and interval, its
// licence, and from the store (ER_DB) its last success, last error, rows parsed and rejected,
// the age of its data and its next poll. `npm run sources -- record <id> <dir>` saves one raw
// payload with its fetch time; `read <id> <file>` runs one reader on a saved page. `--json`
// prints the list as JSON.
import { existsSync } from 'node:fs';
import { FeedError } from '../ingest/adapter';
import { FeedConfigError, readFeedSettings } from '../ingest/config';
import { FEEDS } from '../ingest/feeds';
import { describeFeed, type FeedReport } from '../ingest/health';
import { readSaved } from '../ingest/read-saved';
import { recordFeed } from '../ingest/record';
import { type FeedHealth, feedHealth } from '../ingest/runtime';
import { openStore } from '../store/store';
import { ConfigError, readConfig } from './config';
import { formatTable } from './table';

const USAGE = `Usage:
  npm run sources                      every feed, enabled or not, with its state
  npm run sources -- --json            the same, as JSON
  npm run sources -- record ID DIR     save one raw payload of feed ID into DIR
  npm run sources -- read ID FILE      run feed ID's reader on a saved page and print what it read`;

class UsageError extends Error {}

/** Every feed as configured here, with the state a server left in the store. */
function reports(env: NodeJS.ProcessEnv): FeedReport[] {
  const enabled = new Set(readFeedSettings(env)?.map((feed) => feed.adapter.id) ?? []);
  const all = readFeedSettings({ ...env, ER_SOURCES: 'all' }) ?? [];
  const db = readConfig({ ...env, ER_SOURCES: undefined }).db;
  const saved = new Map<string, FeedHealth>();
  if (db !== ':memory:' && existsSync(db)) {
    const store = openStore(db);
    try {
      for (const [id, state] of store.feedState.all<FeedHealth>()) saved.set(id, state);
    } finally {
      store.close();
    }
  }
  const now = Date.now();
  return all.map((feed) =>
    describeFeed(feedHealth(feed, saved.get(feed.adapter.id)), now, enabled.has(feed.adapter.id)),
  );
}

function ago(seconds: number | null): string {
  if (seconds === null) return '-';
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

function listLines(list: readonly FeedReport[]): string[] {
  const rows = list.map((feed) => [
    feed.id,
    feed.enabled ? 'yes' : 'no',
    feed.provinces.join(','),
    `${feed.interval_s} s`,
    feed.last_success_at ?? '-',
    feed.last_error ? `${feed.last_error.code} (${feed.last_error.at})` : '-',
    String(feed.rows_parsed),
    String(feed.rows_rejected),
    ago(feed.data_age_s),
    feed.next_poll_at ?? '-',
  ]);
  const header = [
    'feed',
    'enabled',
    'provinces',
    'every',
    'last success',
    'last error',
    'rows',
    'rejected',
    'data age',
    'next poll',
  ];
  const sources = FEEDS.map((feed) => `  ${feed.id}: ${feed.title}. ${feed.attribution.name}, ${feed.licence.name}.`);
  return [...formatTable([header, ...rows]), '', 'Feeds:', ...sources];
}

async function record(args: string[]): Promise<string[]> {
  const [id, dir] = args;
  if (!id || !dir || args.length > 2) throw new UsageError('record takes a feed id and a folder.');
  const [feed] = readFeedSettings({ ...process.env, ER_SOURCES: id }) ?? [];
  if (!feed) throw new UsageError(`No feed ${id}.`);
  const saved = await recordFeed(feed, dir);
  return [
    `Saved ${saved.bytes} bytes of ${feed.adapter.id} to ${saved.payload}`,
    `with its fetch time and headers in ${saved.note}.`,
    saved.parseError
      ? `The parser refused it (${saved.parseError}); it is kept as it came.`
      : `Parsed as a check: ${saved.rows} rows, ${saved.rejected} rejected.`,
  ];
}

function read(args: string[]): string[] {
  const [id, file] = args;
  if (!id || !file || args.length > 2) throw new UsageError('read takes a feed id and a saved page.');
  if (!existsSync(file)) throw new UsageError(`No file ${file}.`);
  const lines = readSaved(id, file);
  if (!lines) throw new UsageError(`No feed ${id}.`);
  return lines;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'record') {
      for (const line of await record(args)) console.log(line);
    } else if (command === 'read') {
      for (const line of read(args)) console.log(line);
    } else if (command === undefined || command === '--json') {
      const list = reports(process.env);
      if (command === '--json') console.log(JSON.stringify(list, null, 2));
      else for (const line of listLines(list)) console.log(line);
    } else {
      throw new UsageError(`Unknown command ${JSON.stringify(command)}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 64;
    }
    if (error instanceof FeedError) {
      console.error(`sources: ${error.code}: ${error.message}`);
      return 1;
    }
    if (error instanceof ConfigError || error instanceof FeedConfigError) {
      console.error(`sources: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
