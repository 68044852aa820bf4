// What the range and the confidence word of a predicted wait mean: the one home of the figures
// the forecaster and the earlier rule use, and of the words the OpenAPI document (and through it
// docs/api.md) publishes about them, so that the two can never say different things.

import type { Confidence } from './values';

/** Share of real values a predicted range should hold (an 80 % range). */
export const RANGE_COVERAGE = 0.8;

/** The calibrated forecaster's confidence word: the range's half width as a share of the prediction. */
export const CONFIDENCE_HALF_WIDTH = { high: 0.25, moderate: 0.5 } as const;

/** Days of an ER's own forecast errors the forecaster needs before it gives that ER a range. */
export const CALIBRATION_DAYS = 7;

/** The earlier rule, while the forecaster abstains: a fixed half width per word, not calibrated. */
export const UNCALIBRATED_RANGE_SHARE: Readonly<Record<Confidence, number>> = { high: 0.2, moderate: 0.35, low: 0.5 };

const percent = (share: number) => `${Math.round(share * 100)} %`;
const timesInTen = `${Math.round(RANGE_COVERAGE * 10)} times in 10`;

/** What a predicted row's range is, as the decisions table says it. */
export const PREDICTED_RANGE_TEXT =
  `predicted: the calibrated forecaster's ${percent(RANGE_COVERAGE)} range, from the ER's own past errors ` +
  `(on weeks the model had not seen, the real value fell inside it about ${timesInTen}, within each confidence word); ` +
  `confidence high when its half width is at most ${percent(CONFIDENCE_HALF_WIDTH.high)} of the prediction, ` +
  `moderate up to ${percent(CONFIDENCE_HALF_WIDTH.moderate)}, else low. ` +
  `Until an ER has ${CALIBRATION_DAYS} days of its own errors, the earlier rule stands in, not calibrated: ` +
  `±${percent(UNCALIBRATED_RANGE_SHARE.high)}, ±${percent(UNCALIBRATED_RANGE_SHARE.moderate)} or ` +
  `±${percent(UNCALIBRATED_RANGE_SHARE.low)} of the prediction for high, moderate or low confidence`;

/** What `predicted_confidence` says, as the schema describes it. */
export const PREDICTED_CONFIDENCE_TEXT =
  `How narrow the predicted range is relative to the prediction: high when its half width is at most ` +
  `${percent(CONFIDENCE_HALF_WIDTH.high)} of it, moderate up to ${percent(CONFIDENCE_HALF_WIDTH.moderate)}, else low ` +
  `(ranges are compared with at least 15 minutes). Each word is calibrated on its own: within each, the real value ` +
  `fell inside the ${percent(RANGE_COVERAGE)} range about ${timesInTen} on weeks the model had not seen. ` +
  `Until an ER has ${CALIBRATION_DAYS} days of its own errors, the word comes from the earlier rule and its range is ` +
  `a fixed ±${percent(UNCALIBRATED_RANGE_SHARE.high)}, ±${percent(UNCALIBRATED_RANGE_SHARE.moderate)} or ` +
  `±${percent(UNCALIBRATED_RANGE_SHARE.low)}, not calibrated. Not a probability that the point prediction is exact.`;
