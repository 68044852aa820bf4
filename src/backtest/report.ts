// The backtest's two outputs: one JSON object (per quantity and horizon, the model and the
// baselines: last value, week median, and the model as it was before the forecaster — its
// errors and its fixed ranges' coverage), and a table a person reads.
import type { BacktestResult } from './run';
import { ALPHA } from './score';

export function asJson(result: BacktestResult) {
  return {
    feed: result.feed,
    payloads: result.payloads,
    refused: result.refused,
    ers: result.ers,
    span: result.span,
    payloads_per_second: round(result.payloads_per_second, 1),
    alpha: ALPHA,
    quantities: Object.fromEntries(
      result.quantities.map(({ quantity, horizons }) => [
        quantity.id,
        Object.fromEntries(horizons.map(({ horizon, model, baselines }) => [`${horizon}h`, { model, baselines }])),
      ]),
    ),
  };
}

export function asTable(result: BacktestResult): string {
  const lines = [
    `Backtest of ${result.feed}: ${result.payloads} payloads (${result.refused} refused), ${result.ers} ERs, ${result.span.from} to ${result.span.to}`,
    `Trained from ${result.span.from}; scored on hours from ${result.span.scored_from} (forecasts made before each hour's payload).`,
    `Replayed at ${Math.round(result.payloads_per_second)} payloads/s (${result.seconds.toFixed(1)} s).`,
  ];
  for (const { quantity, horizons, coefficients } of result.quantities) {
    lines.push(
      '',
      `${quantity.label} (shape, return per horizon: ${coefficients.map((c) => c.map((x) => x.toFixed(2)).join('/')).join(', ')})`,
    );
    lines.push(
      row([
        'ahead',
        'cases',
        'MAE',
        'median',
        'last MAE',
        'week MAE',
        'vs best',
        'cover',
        'above',
        'width',
        'Winkler',
        'today MAE',
        'today cov',
      ]),
    );
    for (const { horizon, model, baselines } of horizons) {
      const best = Math.min(baselines.last_value.mae, baselines.week_median.mae);
      lines.push(
        row([
          `${horizon} h`,
          String(model.count),
          fixed(model.mae),
          fixed(model.median_ae),
          fixed(baselines.last_value.mae),
          fixed(baselines.week_median.mae),
          `${fixed((model.mae / best - 1) * 100, 1)} %`,
          percent(model.coverage),
          percent(model.above_upper),
          fixed(model.mean_width),
          fixed(model.winkler),
          fixed(baselines.model_today.mae),
          percent(baselines.model_today.coverage),
        ]),
      );
      for (const [word, score] of Object.entries(model.by_confidence)) {
        lines.push(
          row([
            `  ${word}`,
            String(score.count),
            fixed(score.mae),
            fixed(score.median_ae),
            '',
            '',
            '',
            percent(score.coverage),
            percent(score.above_upper),
            fixed(score.mean_width),
            fixed(score.winkler),
          ]),
        );
      }
    }
  }
  return lines.join('\n');
}

const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(12) : cell.padStart(9))).join(' ');
const fixed = (value: number, digits = 2) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
const percent = (share: number) => (Number.isNaN(share) ? '–' : `${(share * 100).toFixed(1)} %`);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
