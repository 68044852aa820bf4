// One backtest: a feed's recorded payloads replayed through the ingest path, each quantity's
// hourly values scored as they come (score.ts). The first `trainWeeks` weeks after the first
// payload only train; forecasts for hours from then on are scored. Scoring runs in a second
// thread (scoring-thread.ts) while this one replays the next payloads.
import { feedById } from '../ingest/feeds';
import { openPayloads } from './payloads';
import { QUANTITIES_OF_FEED, type Quantity } from './quantities';
import { replay } from './replay';
import type { HorizonResult } from './score';
import { scoringThread } from './scoring-thread';

export interface BacktestOptions {
  feed: string;
  /** A folder of recorded payloads, or a .tar.gz of one. */
  source: string;
  trainWeeks?: number;
  /** Only the first n payloads (tests, quick looks). */
  limit?: number;
}

export interface QuantityResult {
  quantity: Quantity;
  coefficients: [number, number][];
  horizons: HorizonResult[];
}

export interface BacktestResult {
  feed: string;
  payloads: number;
  refused: number;
  ers: number;
  /** ISO times: the first payload, the start of scoring, the last payload. */
  span: { from: string; scored_from: string; to: string };
  seconds: number;
  payloads_per_second: number;
  quantities: QuantityResult[];
}

export async function runBacktest({ feed, source, trainWeeks = 8, limit }: BacktestOptions): Promise<BacktestResult> {
  const adapter = feedById(feed);
  const quantities = QUANTITIES_OF_FEED[feed];
  if (!adapter || !quantities) {
    throw new Error(`No backtest for the feed "${feed}": one of ${Object.keys(QUANTITIES_OF_FEED).join(', ')}.`);
  }
  const folder = await openPayloads(feed, source);
  try {
    const payloads = folder.payloads.slice(0, limit ?? folder.payloads.length);
    if (payloads.length === 0) throw new Error(`No payloads of ${feed} in ${source}.`);
    const first = payloads[0]?.fetchedAtMs as number;
    const last = payloads[payloads.length - 1]?.fetchedAtMs as number;
    const scoreFromMs = first + trainWeeks * 7 * 86_400_000;
    const started = performance.now();
    const scoring = scoringThread(
      quantities.map((quantity) => ({ unit: quantity.unit, scoreFromHour: Math.ceil(scoreFromMs / 3_600_000) })),
    );
    let replayed: ReturnType<typeof replay>;
    try {
      replayed = replay(adapter, payloads, quantities, (q, value) => scoring.take(q, value));
    } catch (error) {
      await scoring.close();
      throw error;
    }
    const scored = await scoring.results();
    const seconds = (performance.now() - started) / 1000;
    return {
      feed,
      payloads: payloads.length,
      refused: replayed.refused.length,
      ers: replayed.ers,
      span: { from: iso(first), scored_from: iso(scoreFromMs), to: iso(last) },
      seconds,
      payloads_per_second: payloads.length / seconds,
      quantities: quantities.map((quantity, q) => ({
        quantity,
        coefficients: scored[q]?.coefficients ?? [],
        horizons: scored[q]?.horizons ?? [],
      })),
    };
  } finally {
    folder.cleanup();
  }
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
