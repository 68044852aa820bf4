// Scores in other threads while the replay writes the next payloads (score-worker.ts): one
// thread per quantity (Québec's two are scored side by side), each with the same scorer fed the
// same values in the same order, so the figures are those of one thread.
import { Worker } from 'node:worker_threads';
import type { HourlyValue } from './replay';
import type { HorizonResult, ScorerOptions } from './score';
import type { ScoreMessage } from './score-worker';

export interface Scored {
  coefficients: [number, number][];
  horizons: HorizonResult[];
}

/** Values sent per message (about four payloads of Québec). */
const BATCH = 512;

/** One scoring thread per quantity: `take(q, value)` hands a value of quantity q to its thread. */
export function scoringThread(options: readonly ScorerOptions[]) {
  const threads = options.map((one) => quantityThread(one));
  return {
    take: (quantity: number, value: HourlyValue): void => threads[quantity]?.take(value),
    /** The results of every quantity, once every value sent is scored; the threads then end. */
    results: (): Promise<Scored[]> => Promise.all(threads.map((thread) => thread.results())),
    close: async (): Promise<void> => {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}

function quantityThread(options: ScorerOptions) {
  const worker = new Worker(new URL('./score-worker-entry.mjs', import.meta.url), { workerData: options });
  const failed = new Promise<never>((_, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`The scoring thread stopped (exit code ${code}).`)));
  });
  // Noticed when the results are asked for; ending the thread afterwards is no failure.
  failed.catch(() => {});
  // Compact: per value three numbers (the ER's number, hour, value) in a typed array handed over
  // without a copy; each ER's id and zone sent once, with the batch that first names it.
  const ers = new Map<string, number>();
  let newErs: string[] = [];
  let numbers = new Float64Array(BATCH * 3);
  let count = 0;
  const send = (message: ScoreMessage, transfer?: ArrayBuffer[]) => worker.postMessage(message, transfer);
  /** Sends the values taken since the last call: one message per batch, not one per value. */
  const flush = (): void => {
    if (count === 0) return;
    send({ ers: newErs, count, numbers }, [numbers.buffer as ArrayBuffer]);
    newErs = [];
    numbers = new Float64Array(BATCH * 3);
    count = 0;
  };
  return {
    take(value: HourlyValue): void {
      let er = ers.get(value.hospitalId);
      if (er === undefined) {
        er = ers.size;
        ers.set(value.hospitalId, er);
        newErs.push(value.hospitalId, value.timeZone);
      }
      const at = count * 3;
      numbers[at] = er;
      numbers[at + 1] = value.hour;
      numbers[at + 2] = value.value;
      count += 1;
      if (count >= BATCH) flush();
    },
    async results(): Promise<Scored> {
      flush();
      const replied = new Promise<Scored>((resolve) => worker.once('message', resolve));
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
