// `npm run bench:model`: the prediction model's hourly update at 1,000 ERs, against the full
// rebuild it replaced, in the same run (method and target: docs/benchmarks.md).

import { performance as loop } from 'node:perf_hooks';
import { buildBaselines, refreshBaselines } from '../../src/forecast/baselines';
import { createForecaster } from '../../src/forecast/forecast';
import { type HourValue, workerLearner } from '../../src/forecast/hour-learner';
import { buildProfiles, MODEL } from '../../src/forecast/prediction';
import { createWeekProfiles } from '../../src/forecast/week-profiles';
import type { HourlyMean } from '../../src/store/readings';
import type { Hospital } from '../../src/store/rows';

const ERS = 1000;
const ZONE = 'America/Edmonton';
const HOUR_S = 3600;
const START_HOUR = Math.floor(Date.UTC(2026, 0, 5) / 3_600_000);
const WARM_HOURS = 8 * 168;
const MEASURED_HOURS = 24;
const BASELINE_RUNS = 5;

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const hospitals: Hospital[] = Array.from({ length: ERS }, (_, i) => ({
  id: `ab_${i}`,
  name: `ER ${i}`,
  city: '',
  province: 'AB',
  lat: null,
  lng: null,
  data_source: 'bench',
}));
const levels = hospitals.map(() => 30 + random() * 200);
const waitAt = (er: number, hour: number) =>
  Math.max(
    0,
    Math.round((levels[er] as number) * (1 + 0.4 * Math.sin(((hour % 24) / 24) * 2 * Math.PI)) + (random() - 0.5) * 40),
  );
const meansOf = (hour: number): HourlyMean[] =>
  hospitals.map((hospital, er) => ({
    hospital_id: hospital.id,
    hour: hour * HOUR_S,
    minutes: waitAt(er, hour),
    observations: 4,
  }));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Wall and CPU milliseconds of `work`. */
function timed(work: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

// Start-up catch-up: eight weeks of means into the profiles, and the forecaster learning them in order.
const history: HourlyMean[][] = [];
for (let hour = START_HOUR; hour < START_HOUR + WARM_HOURS; hour++) history.push(meansOf(hour));
const forecaster = createForecaster({ unit: 15 });
const book = createWeekProfiles(
  () => ZONE,
  (id, profile) => Object.assign(profile, { forecast: (at: number) => forecaster.forecast(id, at) }),
);
let baselines = buildBaselines(hospitals, book.profiles);
const catchUp = timed(() => {
  for (const means of history) for (const mean of means) book.put(mean);
  book.settle();
  for (const means of history)
    for (const mean of means) forecaster.observe(mean.hospital_id, ZONE, mean.hour / HOUR_S, mean.minutes);
  baselines = buildBaselines(hospitals, book.profiles);
});

// Each measured hour: the hour just completed and the one now filling (as the snapshot reads them).
const hourly: { wall: number; cpu: number }[] = [];
/** The same hours in their two parts: the week profiles and baselines, and the forecaster learning the hour. */
const profileParts: { wall: number; cpu: number }[] = [];
const forecasterParts: { wall: number; cpu: number }[] = [];
const reads: number[] = [];
for (let hour = START_HOUR + WARM_HOURS; hour < START_HOUR + WARM_HOURS + MEASURED_HOURS; hour++) {
  const complete = meansOf(hour - 1);
  const filling = meansOf(hour);
  history.push(complete);
  const profiled = timed(() => {
    book.expire((hour - MODEL.historyDays * 24) * HOUR_S);
    for (const mean of complete) book.put(mean);
    for (const mean of filling) book.put(mean);
    baselines = refreshBaselines(baselines, hospitals, book.profiles, book.settle());
  });
  const learnt = timed(() => {
    for (const mean of complete) forecaster.observe(mean.hospital_id, ZONE, mean.hour / HOUR_S, mean.minutes);
  });
  profileParts.push(profiled);
  forecasterParts.push(learnt);
  hourly.push({ wall: profiled.wall + learnt.wall, cpu: profiled.cpu + learnt.cpu });
  const started = performance.now();
  for (const hospital of hospitals) book.profiles.get(hospital.id)?.forecast?.(hour + 2);
  reads.push(performance.now() - started);
}
const at = START_HOUR + WARM_HOURS + MEASURED_HOURS;
const calibrated = hospitals.filter((hospital) => forecaster.forecast(hospital.id, at + 1)).length;

// Baseline: the hour as it was done before — every profile and baseline rebuilt from eight weeks of means.
const window = history.slice(-8 * 168).flat();
const rebuilt: { wall: number; cpu: number }[] = [];
for (let run = 0; run < BASELINE_RUNS; run++) {
  rebuilt.push(
    timed(() => {
      buildBaselines(
        hospitals,
        buildProfiles([], window, () => ZONE),
      );
    }),
  );
}

// The server's way: the forecaster learns each hour in a worker thread. The main thread only
// sends the hour (timed) and takes the forecasts back (its event loop's active time while the
// reply comes); the worker's time is not the main thread's.
const asHours = (means: readonly HourlyMean[]): HourValue[] =>
  means.map((mean) => ({ id: mean.hospital_id, timeZone: ZONE, hour: mean.hour / HOUR_S, value: mean.minutes }));
let replied: () => void = () => {};
const learner = workerLearner(15, () => replied());
const replyTo = (values: HourValue[], from: number) => {
  const reply = new Promise<void>((resolve) => {
    replied = resolve;
  });
  const started = performance.now();
  learner.learn(values, from);
  return { sent: performance.now() - started, reply };
};
await replyTo(asHours(history.slice(0, WARM_HOURS).flat()), START_HOUR + WARM_HOURS).reply;
const handed: { main: number; latency: number }[] = [];
for (let hour = START_HOUR + WARM_HOURS; hour < START_HOUR + WARM_HOURS + MEASURED_HOURS; hour++) {
  const before = loop.eventLoopUtilization();
  const started = performance.now();
  const { sent, reply } = replyTo(asHours(history[hour - START_HOUR] as HourlyMean[]), hour);
  await reply;
  const received = loop.eventLoopUtilization(before).active;
  handed.push({ main: sent + received, latency: performance.now() - started });
}
await learner.close();
const mainThread = handed.map((one, i) => one.main + (profileParts[i]?.wall ?? 0));

const ms = (value: number) => `${value.toFixed(2)} ms`;
const line = (label: string, runs: { wall: number; cpu: number }[]) =>
  `  ${label.padEnd(58)} median ${ms(median(runs.map((run) => run.wall)))} wall, ${ms(median(runs.map((run) => run.cpu)))} CPU`;
console.log(
  `model update at ${ERS} ERs (${calibrated} with calibrated ranges), target < 10 ms of main-thread time per hour`,
);
console.log(line('one hour: profiles, baselines and forecaster, incremental', hourly));
console.log(line('  of which week profiles and baselines', profileParts));
console.log(line('  of which the forecaster learning the hour', forecasterParts));
console.log(
  `  with the forecaster in a worker: main thread per hour median ${ms(median(mainThread))} (profiles and baselines; sending the hour and taking its forecasts back: ${ms(median(handed.map((one) => one.main)))} of it); the worker's reply after ${ms(median(handed.map((one) => one.latency)))}`,
);
console.log(line('baseline, same run: rebuilding profiles and baselines', rebuilt));
console.log(`  reading every ER's forecast (× ${ERS}):${' '.repeat(27)}median ${ms(median(reads))} wall`);
console.log(
  `  start-up catch-up, before the server listens (${WARM_HOURS} hours × ${ERS}): ${(catchUp.wall / 1000).toFixed(1)} s wall, ${(catchUp.cpu / 1000).toFixed(1)} s CPU`,
);
