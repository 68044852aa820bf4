// The backtest's scoring thread: takes each quantity's hourly values in the order the replay
// hands them on, scores them (score.ts), and sends back the results once told the replay ended.
import { parentPort, workerData } from 'node:worker_threads';
import { createScorer, type ScorerOptions } from './score';

/**
 * A batch of values: `numbers` holds four per value (quantity, the ER's number, hour, value);
 * `ers` the id and zone of each ER first named in this batch, in the order numbered.
 */
export type ScoreMessage = { ers: string[]; count: number; numbers: Float64Array } | { done: true };

const ids: string[] = [];
const zones: string[] = [];

const scorers = (workerData as ScorerOptions[]).map((options) => createScorer(options));

parentPort?.on('message', (message: ScoreMessage) => {
  if ('numbers' in message) {
    for (let i = 0; i < message.ers.length; i += 2) {
      ids.push(message.ers[i] as string);
      zones.push(message.ers[i + 1] as string);
    }
    const { numbers } = message;
    for (let i = 0; i < message.count; i++) {
      const at = i * 4;
      const er = numbers[at + 1] as number;
      scorers[numbers[at] as number]?.take({
        hospitalId: ids[er] as string,
        timeZone: zones[er] as string,
        hour: numbers[at + 2] as number,
        value: numbers[at + 3] as number,
      });
    }
    return;
  }
  parentPort?.postMessage(
    scorers.map((scorer) => ({ coefficients: scorer.coefficients(), horizons: scorer.results() })),
  );
});
