// Small helpers the feed adapters' tests share.
import { formatSeconds } from '../contract/time';
import { FeedError } from '../ingest/adapter';

/** The FeedError that `run` throws; any other outcome fails the test. */
export function feedErrorOf(run: () => unknown): FeedError {
  try {
    run();
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('the payload was accepted');
}

/** Seconds since the epoch as ISO text (whole seconds), for reading times in assertions. */
export const isoSeconds = (seconds: number | null | undefined): string | null =>
  seconds == null ? null : formatSeconds(seconds);

export const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
