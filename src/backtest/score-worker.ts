// The backtest's scoring thread: takes each quantity's hourly values in the order the replay
// hands them on, scores them (score.ts), and sends back the results once told the replay ended.
import { parentPort, workerData } from 'node:worker_threads';
import type { HourlyValue } from './replay';
import { createScorer, type ScorerOptions } from './score';

export type ScoreMessage = { values: [number, HourlyValue][] } | { done: true };

const scorers = (workerData as ScorerOptions[]).map((options) => createScorer(options));

parentPort?.on('message', (message: ScoreMessage) => {
  if ('values' in message) {
    for (const [q, value] of message.values) scorers[q]?.take(value);
    return;
  }
  parentPort?.postMessage(
    scorers.map((scorer) => ({ coefficients: scorer.coefficients(), horizons: scorer.results() })),
  );
});
