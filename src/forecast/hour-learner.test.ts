// The forecaster in a worker thread answers as the forecaster in this thread does, once its
// reply has come; before, it answers with what it had (nothing, at first).
import { afterEach, describe, expect, it } from 'vitest';
import { AHEAD_HOURS, type HourLearner, type HourValue, inlineLearner, workerLearner } from './hour-learner';

const START = Math.floor(Date.UTC(2024, 0, 1) / 3_600_000);
const ZONE = 'America/Edmonton';

/** Five weeks of hourly waits of three ERs: a daily shape, a level each, some noise. */
function weeksOfValues(): HourValue[] {
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31 - 0.5;
  };
  const values: HourValue[] = [];
  for (let hour = START; hour < START + 5 * 168; hour++) {
    for (const [e, id] of ['ab_1', 'ab_2', 'ab_3'].entries()) {
      const level = 40 + 50 * e;
      values.push({
        id,
        timeZone: ZONE,
        hour,
        value: Math.round(level * (1 + 0.4 * Math.sin((hour % 24) / 4)) + 20 * noise()),
      });
    }
  }
  return values;
}

let learner: HourLearner | undefined;
afterEach(async () => {
  await learner?.close();
});

describe('the forecaster in a worker thread', () => {
  it('gives the same forecasts as in this thread for the next hours, once it has replied', async () => {
    const values = weeksOfValues();
    const from = START + 5 * 168;
    const inline = inlineLearner(15);
    inline.learn(values, from);
    let replied: () => void = () => {};
    const reply = new Promise<void>((resolve) => {
      replied = resolve;
    });
    learner = workerLearner(15, () => replied());
    learner.learn(values, from);
    // Not back yet: nothing to answer with.
    expect(learner.forecast('ab_1', from)).toBeNull();
    await reply;
    let calibrated = 0;
    for (const id of ['ab_1', 'ab_2', 'ab_3']) {
      for (let hour = from; hour < from + AHEAD_HOURS; hour++) {
        const expected = inline.forecast(id, hour);
        expect(learner.forecast(id, hour)).toEqual(expected);
        if (expected) calibrated += 1;
      }
    }
    expect(calibrated).toBeGreaterThan(30);
    // Beyond the hours sent back, or for an ER it never learnt: none.
    expect(learner.forecast('ab_1', from + AHEAD_HOURS)).toBeNull();
    expect(learner.forecast('ab_9', from)).toBeNull();
  });
});
