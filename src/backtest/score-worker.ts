// A backtest's scoring thread: takes one quantity's hourly values in the order the replay hands
// them on, scores them (score.ts), and sends back the results once told the replay ended.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../workers/low-priority';
import { createScorer, type ScorerOptions } from './score';

/**
 * A batch of values: `numbers` holds three per value (the ER's number, hour, value); `ers` the
 * id and zone of each ER first named in this batch, in the order numbered.
 */
export type ScoreMessage = { ers: string[]; count: number; numbers: Float64Array } | { done: true };

const ids: string[] = [];
const zones: string[] = [];

// The replay is the one thread every value passes through: where the cores are fewer than the
// threads, it goes first, and the scoring threads (which keep up on what is left) wait.
lowerThisThreadsPriority();
const scorer = createScorer(workerData as ScorerOptions);
/** One value object, filled per value (the scorer keeps none). */
const value = { hospitalId: '', timeZone: '', hour: 0, value: 0 };

parentPort?.on('message', (message: ScoreMessage) => {
  if ('numbers' in message) {
    for (let i = 0; i < message.ers.length; i += 2) {
      ids.push(message.ers[i] as string);
      zones.push(message.ers[i + 1] as string);
    }
    const { numbers } = message;
    for (let i = 0; i < message.count; i++) {
      const at = i * 3;
      const er = numbers[at] as number;
      value.hospitalId = ids[er] as string;
      value.timeZone = zones[er] as string;
      value.hour = numbers[at + 1] as number;
      value.value = numbers[at + 2] as number;
      scorer.take(value);
    }
    return;
  }
  parentPort?.postMessage({ coefficients: scorer.coefficients(), horizons: scorer.results() });
});
