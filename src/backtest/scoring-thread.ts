// Scores in a second thread while the replay writes the next payloads (score-worker.ts): the
// same scorers, fed the same values in the same order, so the figures are those of one thread.
import { Worker } from 'node:worker_threads';
import type { HourlyValue } from './replay';
import type { HorizonResult, ScorerOptions } from './score';
import type { ScoreMessage } from './score-worker';

export interface Scored {
  coefficients: [number, number][];
  horizons: HorizonResult[];
}

/** Values sent per message (about four payloads of Québec). */
const BATCH = 1024;

export function scoringThread(options: readonly ScorerOptions[]) {
  const worker = new Worker(new URL('./score-worker-entry.mjs', import.meta.url), { workerData: options });
  const failed = new Promise<never>((_, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`The scoring thread stopped (exit code ${code}).`)));
  });
  // Noticed when the results are asked for; ending the thread afterwards is no failure.
  failed.catch(() => {});
  let batch: [number, HourlyValue][] = [];
  const send = (message: ScoreMessage) => worker.postMessage(message);
  return {
    take(quantity: number, value: HourlyValue): void {
      batch.push([quantity, value]);
      if (batch.length >= BATCH) this.flush();
    },
    /** Sends the values taken since the last call: one message per batch, not one per value. */
    flush(): void {
      if (batch.length === 0) return;
      send({ values: batch });
      batch = [];
    },
    /** The results, once every value sent is scored; the thread then ends. */
    async results(): Promise<Scored[]> {
      this.flush();
      const replied = new Promise<Scored[]>((resolve) => worker.once('message', resolve));
      send({ done: true });
      try {
        return await Promise.race([replied, failed]);
      } finally {
        await worker.terminate();
      }
    },
    close: () => worker.terminate(),
  };
}
