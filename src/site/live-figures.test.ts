// The national figures as a reader sees them once the page script has run against a fake
// keyless proxy: the numbers, where they come from (never "live" for sample or snapshot
// data), how old each answer is, and what happens when the proxy fails.

import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedMeta } from '../contract/embed';
import { formatTimestamp } from '../contract/time';
import { closuresAnswer, coverageAnswer, MINUTE, novaScotiaClosures, SOME_COVERAGE } from '../testing/embed-answers';
import { FakeFetch, type Reply } from '../testing/fake-fetch';
import { formatDateTime, formatTime } from '../widget/format';
import { formatPercent } from '../widget/percent';
import { LivePicture } from './LivePicture';
import { startLiveFigures } from './live-figures';

/** Tuesday 1 September 2026, 15:00 in Halifax. */
const NOW = Date.UTC(2026, 8, 1, 18, 0);
const API = 'https://er.example';
let stop: (() => void) | null = null;

function proxy(meta: Partial<EmbedMeta> = {}, overrides: { closures?: () => Reply; coverage?: () => Reply } = {}) {
  return new FakeFetch((url) => {
    if (url.pathname === '/embed/api/coverage') {
      return overrides.coverage?.() ?? { body: coverageAnswer(NOW, SOME_COVERAGE, meta) };
    }
    return overrides.closures?.() ?? { body: closuresAnswer(NOW, novaScotiaClosures(NOW), meta) };
  });
}

async function show(lang: 'en' | 'fr', fake: FakeFetch) {
  document.body.innerHTML = renderToString(h(LivePicture, { lang }));
  stop = startLiveFigures(document.getElementById('now') as HTMLElement, lang, API, fake.fetch);
  await vi.advanceTimersByTimeAsync(0);
}

const text = (selector: string) => document.querySelector(selector)?.textContent;
const figure = (name: string) => text(`[data-figure="${name}"]`);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  stop?.();
  stop = null;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the national figures', () => {
  it('come from the keyless proxy: ERs tracked, reporting live and their share, closed, disrupted', async () => {
    const fake = proxy();
    await show('en', fake);
    expect(fake.paths.sort()).toEqual(['/embed/api/closures', '/embed/api/coverage']);
    // SOME_COVERAGE sums to 215 ERs, 59 of them live; Nova Scotia has 2 closed and 1 disrupted.
    expect(figure('ers')).toBe('215');
    expect(figure('reporting_live')).toBe('59');
    expect(figure('share')).toBe(`${formatPercent('en', 27)} of the ERs tracked`);
    expect(figure('closed')).toBe('2');
    expect(figure('disruption')).toBe('1');
  });

  it('are written the French way on the French page', async () => {
    await show('fr', proxy());
    expect(figure('share')).toBe(`${formatPercent('fr', 27)} des urgences suivies`);
    expect(text('[data-source]')).toBe('Données en direct. Source\u00a0: ERstat.');
    expect(text('[data-updated="closures"]')).toBe(
      `Fermetures\u00a0: mises à jour il y a 3 minutes (${formatTime('fr', NOW - 3 * MINUTE)}).`,
    );
  });

  it('say how old each answer is, and the ages move on', async () => {
    const fake = proxy();
    await show('en', fake);
    expect(text('[data-updated="coverage"]')).toBe(
      `Coverage: updated 4 minutes ago (${formatTime('en', NOW - 4 * MINUTE)}).`,
    );
    expect(text('[data-updated="closures"]')).toBe(
      `Closures: updated 3 minutes ago (${formatTime('en', NOW - 3 * MINUTE)}).`,
    );
    // No answer comes in meanwhile (the next refresh is held back): only the clock moves the ages.
    fake.holding = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(text('[data-updated="coverage"]')).toMatch(/^Coverage: updated 5 minutes ago/);
  });

  it('are refreshed at the closures’ cache window', async () => {
    let rows = novaScotiaClosures(NOW);
    const fake = proxy({}, { closures: () => ({ body: closuresAnswer(Date.now(), rows) }) });
    await show('en', fake);
    expect(figure('closed')).toBe('2');
    rows = rows.filter((row) => row.status !== 'closed');
    await vi.advanceTimersByTimeAsync(66_000);
    expect(figure('closed')).toBe('0');
    expect(figure('disruption')).toBe('1');
  });
});

describe('where the figures come from', () => {
  it('names a live source and links its credit', async () => {
    await show('en', proxy());
    expect(text('[data-source]')).toBe('Live data. Source: ERstat.');
    expect(document.querySelector('[data-source] a')?.getAttribute('href')).toBe('https://erstat.ca/feed');
  });

  it('says plainly that sample data is not live', async () => {
    await show('en', proxy({ source: 'sample', credit: { name: 'Sample data, not live', url: 'https://erstat.ca' } }));
    expect(text('[data-source]')).toBe(
      'Sample data — not live. Real emergency rooms, invented statuses: do not use them to choose where to go.',
    );
    expect(document.querySelector('[data-source]')?.getAttribute('data-source')).toBe('sample');
  });

  it('dates a snapshot and never calls it live', async () => {
    const snapshotAt = NOW - 26 * 60 * MINUTE;
    await show('en', proxy({ source: 'dataset', snapshot_at: formatTimestamp(snapshotAt) }));
    expect(text('[data-source]')).toBe(
      `Snapshot of ${formatDateTime('en', snapshotAt)} — not live. A saved copy of the data. Source: ERstat.`,
    );
    expect(text('[data-source]')).not.toContain('Live data');
  });

  it.each([
    [
      'en',
      'Data from Nov 1, 2025',
      'Its source has published nothing newer. Source: ERstat.',
      'Coverage: data from Nov 1, 2025',
      'Live data',
    ],
    [
      'fr',
      'Données du 1 nov. 2025',
      'Sa source n’a rien publié de plus récent.',
      'Couverture\u00a0: données du 1 nov. 2025',
      'Données en direct',
    ],
  ] as const)(
    'gives the date of old live data, never "live" or "updated now" (%s)',
    async (lang, source, detail, coverage, live) => {
      const dataAsOf = '2025-11-01T15:00:00Z';
      const old = (body: object) => ({ body: { ...body, data_as_of: dataAsOf } });
      await show(
        lang,
        proxy(
          {},
          {
            closures: () => old(closuresAnswer(NOW, [])),
            coverage: () => old(coverageAnswer(NOW, SOME_COVERAGE)),
          },
        ),
      );
      expect(text('[data-source]')).toContain(source);
      expect(text('[data-source]')).toContain(detail);
      expect(text('[data-source]')).toMatch(/— (not live|pas en direct)\./);
      expect(text('[data-source]')).not.toContain(live);
      expect(text('[data-updated="coverage"]')).toContain(coverage);
      expect(text('[data-updated="coverage"]')).not.toMatch(/updated|mise à jour/);
      expect(document.querySelector('[data-source]')?.getAttribute('data-source')).toBe('old');
    },
  );

  it('never turns a credit URL that is not a web address into a link', async () => {
    await show('en', proxy({ credit: { name: 'ERstat', url: 'javascript:alert(1)' } }));
    expect(text('[data-source]')).toBe('Live data. Source: ERstat.');
    expect(document.querySelector('[data-source] a')).toBeNull();
  });
});

describe('when the proxy fails', () => {
  it('keeps the placeholders and says when it will try again', async () => {
    const failing = () => ({ status: 502, body: { error: 'upstream_unavailable', message: 'Down.' } });
    await show('en', proxy({}, { closures: failing, coverage: failing }));
    expect(figure('ers')).toBe('–');
    expect(figure('closed')).toBe('–');
    expect(text('[data-source]')).toBe('Loading…');
    expect(text('[data-updated="closures"]')).toMatch(/^Couldn't load ER status\. Trying again at .+\.$/);
  });

  it('says so when the proxy serves its last good answer because its source is down', async () => {
    await show('en', proxy({ stale: true }));
    expect(text('[data-updated="closures"]')).toContain(
      `The data service is not answering: showing its data from ${formatTime('en', NOW - 3 * MINUTE)}`,
    );
    expect(text('[data-updated="closures"]')).not.toMatch(/\.\./);
  });

  it.each([
    ['en', "Couldn't refresh — showing data from"],
    ['fr', 'Actualisation impossible — données de'],
  ] as const)('says what failed, in sentences with one period each (%s)', async (lang, words) => {
    await show(lang, proxy({ stale: true, stale_reason: 'upstream_bad_response' }));
    const updated = text('[data-updated="closures"]') ?? '';
    expect(updated).toContain(`${words} ${formatTime(lang, NOW - 3 * MINUTE)}`);
    expect(updated).not.toMatch(/\.\./);
  });

  it('keeps the last figures, with their time, when a refresh fails', async () => {
    let up = true;
    const fake = proxy(
      {},
      { closures: () => (up ? { body: closuresAnswer(NOW, novaScotiaClosures(NOW)) } : 'network error') },
    );
    await show('en', fake);
    up = false;
    await vi.advanceTimersByTimeAsync(66_000);
    expect(figure('closed')).toBe('2');
    expect(text('[data-updated="closures"]')).toContain(
      `Couldn't refresh — showing data from ${formatTime('en', NOW - 3 * MINUTE)}`,
    );
    expect(text('[data-updated="closures"]')).not.toMatch(/\.\./);
  });
});
