// Writes the national figures into the pre-rendered page: the numbers, the source they come
// from (sample and snapshot data always say "not live") and when each answer was updated.

import type { EmbedMeta } from '../contract/embed';
import type { Lang } from '../contract/provinces';
import type { ClosuresResponse, CoverageResponse } from '../contract/resources';
import { parseTimestampMs } from '../contract/time';
import { failureText, keptText } from '../widget/announce';
import { creditHref } from '../widget/credit';
import type { FeedState } from '../widget/feed';
import { formatDate, formatDateTime, formatNumber, formatRelative, formatTime } from '../widget/format';
import { formatPercent } from '../widget/percent';
import { SCRIPT_STRINGS } from './script-strings';

/** What the page script fills in, by `data-figure` name. */
export const FIGURES = ['ers', 'reporting_live', 'share', 'closed', 'disruption'] as const;
export type FigureName = (typeof FIGURES)[number];

/** Shown in a figure until its answer arrives. */
export const NO_FIGURE = '–';

export function figureValues(
  lang: Lang,
  coverage: CoverageResponse | null,
  closures: ClosuresResponse | null,
): Record<FigureName, string> {
  const count = (status: string) =>
    closures ? formatNumber(lang, closures.closures.filter((row) => row.status === status).length) : NO_FIGURE;
  const national = coverage?.national;
  return {
    ers: national ? formatNumber(lang, national.ers) : NO_FIGURE,
    reporting_live: national ? formatNumber(lang, national.reporting_live) : NO_FIGURE,
    share:
      national && national.ers > 0
        ? SCRIPT_STRINGS[lang].share(formatPercent(lang, Math.round((national.reporting_live / national.ers) * 100)))
        : NO_FIGURE,
    closed: count('closed'),
    disruption: count('disruption'),
  };
}

/**
 * "Sample data — not live. …", "Snapshot of … — not live. … Source: ERstat.", "Data from … — not
 * live. … Source: …" (live data the service says is old, `dataAsOf`) or "Live data. Source: ERstat."
 */
export function sourceNodes(lang: Lang, meta: EmbedMeta, dataAsOf?: string): Node[] {
  const t = SCRIPT_STRINGS[lang];
  const strong = document.createElement('strong');
  const nodes: Node[] = [strong];
  if (meta.source === 'sample') {
    // The sample's credit names no one; the words below say what it is.
    strong.textContent = t.sample;
    nodes.push(document.createTextNode(` ${t.sampleDetail}`));
    return nodes;
  }
  if (meta.source === 'dataset') {
    const snapshotAt = meta.snapshot_at ? parseTimestampMs(meta.snapshot_at) : null;
    strong.textContent = t.dataset(snapshotAt === null ? null : formatDateTime(lang, snapshotAt));
    nodes.push(document.createTextNode(` ${t.datasetDetail}`));
  } else {
    const oldAt = parseTimestampMs(dataAsOf ?? '');
    strong.textContent = oldAt === null ? t.live : t.old(formatDate(lang, oldAt));
    if (oldAt !== null) nodes.push(document.createTextNode(` ${t.oldDetail}`));
  }
  nodes.push(document.createTextNode(` ${t.source} `));
  const href = creditHref(meta.credit);
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = meta.credit.name;
    nodes.push(link);
  } else {
    nodes.push(document.createTextNode(meta.credit.name));
  }
  nodes.push(document.createTextNode('.'));
  return nodes;
}

/** "Closures and disruptions: updated 3 minutes ago (2:05 p.m.).", with any failure after it. */
export function updatedText(
  lang: Lang,
  [label, oldLabel]: readonly [updated: string, dataFrom: string],
  state: FeedState<{ generated_at: string; data_as_of?: string }>,
  nowMs: number,
): string {
  const { answer } = state;
  const failed = failureText(lang, state, nowMs);
  if (!answer) return failed ?? '';
  const at = parseTimestampMs(answer.value.generated_at) ?? nowMs;
  // Old live data: when the data is from, never "updated now" because the answer was just built.
  const oldAt = parseTimestampMs(answer.value.data_as_of ?? '');
  const sentences = [
    oldAt === null
      ? `${label} ${formatRelative(lang, at, nowMs)} (${formatTime(lang, at)}).`
      : `${oldLabel} ${formatDate(lang, oldAt)} (${formatRelative(lang, oldAt, nowMs)}).`,
  ];
  if (answer.meta.stale) sentences.push(keptText(lang, answer.meta.stale_reason, at));
  if (failed) sentences.push(failed);
  // A time ending in "a.m." already closes its sentence.
  return sentences.map((sentence) => (sentence.endsWith('.') ? sentence : `${sentence}.`)).join(' ');
}

export interface LiveState {
  coverage: FeedState<CoverageResponse>;
  closures: FeedState<ClosuresResponse>;
  nowMs: number;
}

export function renderFigures(root: ParentNode, lang: Lang, { coverage, closures, nowMs }: LiveState): void {
  const t = SCRIPT_STRINGS[lang];
  const values = figureValues(lang, coverage.answer?.value ?? null, closures.answer?.value ?? null);
  for (const name of FIGURES) {
    const element = root.querySelector(`[data-figure="${name}"]`);
    if (element) element.textContent = values[name];
  }
  const meta = closures.answer?.meta ?? coverage.answer?.meta;
  const dataAsOf = closures.answer?.value.data_as_of ?? coverage.answer?.value.data_as_of;
  const source = root.querySelector('[data-source]');
  if (meta && source) {
    source.replaceChildren(...sourceNodes(lang, meta, dataAsOf));
    source.setAttribute('data-source', dataAsOf ? 'old' : meta.source);
  }
  const updated = {
    coverage: [[t.coverageUpdated, t.coverageFrom], coverage],
    closures: [[t.closuresUpdated, t.closuresFrom], closures],
  } as const;
  for (const [name, [labels, state]] of Object.entries(updated)) {
    const element = root.querySelector(`[data-updated="${name}"]`);
    if (element) element.textContent = updatedText(lang, labels, state, nowMs);
  }
}
