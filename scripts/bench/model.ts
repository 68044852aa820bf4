// `npm run bench:model`: the prediction model's hourly rebuild at 1,000 ERs, off the request
// path or not. After five weeks of synthetic hourly waits (a daily shape, noise, a level per
// ER), each further hour every ER's new value is learnt (forecaster.observe) and its forecasts
// read — the main-thread work the snapshot does once an hour — against, in the same run,
// rebuilding the week profiles from eight weeks of hourly means as it did before (buildProfiles).
// Medians of 24 hours (5 builds for the baseline). Target: under 10 ms per hour.
import { createForecaster } from '../../src/service/forecast';
import { buildProfiles } from '../../src/service/prediction';
import type { HourlyMean } from '../../src/store/readings';

const ERS = 1000;
const ZONE = 'America/Edmonton';
const START_HOUR = Math.floor(Date.UTC(2026, 0, 5) / 3_600_000);
const WARM_HOURS = 5 * 168;
const MEASURED_HOURS = 24;

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const ids = Array.from({ length: ERS }, (_, i) => `ab_${i}`);
const levels = ids.map(() => 30 + random() * 200);
const waitAt = (er: number, hour: number) =>
  Math.max(
    0,
    Math.round((levels[er] as number) * (1 + 0.4 * Math.sin(((hour % 24) / 24) * 2 * Math.PI)) + (random() - 0.5) * 40),
  );
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const forecaster = createForecaster({ unit: 15 });
const warmStarted = performance.now();
for (let hour = START_HOUR; hour < START_HOUR + WARM_HOURS; hour++) {
  ids.forEach((id, er) => {
    forecaster.observe(id, ZONE, hour, waitAt(er, hour));
  });
}
const warmMs = performance.now() - warmStarted;

const hourly: number[] = [];
const reads: number[] = [];
for (let hour = START_HOUR + WARM_HOURS; hour < START_HOUR + WARM_HOURS + MEASURED_HOURS; hour++) {
  const values = ids.map((_, er) => waitAt(er, hour));
  let started = performance.now();
  ids.forEach((id, er) => {
    forecaster.observe(id, ZONE, hour, values[er] as number);
  });
  hourly.push(performance.now() - started);
  started = performance.now();
  for (const id of ids) forecaster.forecast(id, hour + 2);
  reads.push(performance.now() - started);
}
const calibrated = ids.filter((id) => forecaster.forecast(id, START_HOUR + WARM_HOURS + MEASURED_HOURS + 1)).length;

const means: HourlyMean[] = [];
for (let hour = START_HOUR + WARM_HOURS - 8 * 168; hour < START_HOUR + WARM_HOURS; hour++) {
  ids.forEach((id, er) => {
    means.push({ hospital_id: id, hour: hour * 3600, minutes: waitAt(er, hour), observations: 4 });
  });
}
const baseline: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  buildProfiles([], means, () => ZONE);
  baseline.push(performance.now() - started);
}

console.log(`model rebuild at ${ERS} ERs (${calibrated} with calibrated ranges)`);
console.log(`  learning one hour (observe × ${ERS}):        median ${median(hourly).toFixed(2)} ms  (target < 10 ms)`);
console.log(`  reading every ER's forecast (× ${ERS}):      median ${median(reads).toFixed(2)} ms`);
console.log(`  baseline, week profiles from 8 weeks of means: median ${median(baseline).toFixed(2)} ms`);
console.log(`  catching up five weeks at start (${WARM_HOURS} hours × ${ERS}): ${(warmMs / 1000).toFixed(1)} s`);
