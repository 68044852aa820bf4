// The forecaster's thread: learns the hours the snapshot sends, in order, then sends back per
// ER the forecasts for the next hours (hour-learner.ts reads them) — the main thread never
// spends the hourly learning itself.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../workers/low-priority';
import { createForecaster } from './forecast';
import { forecastTable, type LearnRequest } from './hour-learner';

lowerThisThreadsPriority();
const forecaster = createForecaster(workerData as { unit: number });
const known = new Set<string>();

parentPort?.on('message', ({ ers, zones, er, hours, values, from }: LearnRequest) => {
  for (let i = 0; i < er.length; i++) {
    const id = ers[er[i] as number] as string;
    known.add(id);
    forecaster.observe(id, zones[er[i] as number] as string, hours[i] as number, values[i] as number);
  }
  const table = forecastTable(forecaster, [...known], from);
  parentPort?.postMessage(table, [table.figures.buffer as ArrayBuffer]);
});
