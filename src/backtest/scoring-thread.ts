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
  // Compact: per value four numbers (quantity, the ER's number, hour, value) in a typed array
  // handed over without a copy; each ER's id and zone sent once, with the batch that first names it.
  const ers = new Map<string, number>();
  let newErs: string[] = [];
  let numbers = new Float64Array(BATCH * 4);
  let count = 0;
  const send = (message: ScoreMessage, transfer?: ArrayBuffer[]) => worker.postMessage(message, transfer);
  return {
    take(quantity: number, value: HourlyValue): void {
      let er = ers.get(value.hospitalId);
      if (er === undefined) {
        er = ers.size;
        ers.set(value.hospitalId, er);
        newErs.push(value.hospitalId, value.timeZone);
      }
      const at = count * 4;
      numbers[at] = quantity;
      numbers[at + 1] = er;
      numbers[at + 2] = value.hour;
      numbers[at + 3] = value.value;
      count += 1;
      if (count >= BATCH) this.flush();
    },
    /** Sends the values taken since the last call: one message per batch, not one per value. */
    flush(): void {
      if (count === 0) return;
      send({ ers: newErs, count, numbers }, [numbers.buffer as ArrayBuffer]);
      newErs = [];
      numbers = new Float64Array(BATCH * 4);
      count = 0;
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
