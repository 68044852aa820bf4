import { describe, expect, it } from 'vitest';
import { dayBar } from './charts';
import type { DayCell, DayState } from './closure-history';
import type { ProvinceRow } from './er-list';
import { provincePage } from './province-view';

/** Ninety days in these runs of states, the last one today. */
function days(...runs: [DayState, number][]): DayCell[] {
  const states = runs.flatMap(([state, count]) => Array<DayState>(count).fill(state));
  return states.map((state, i) => ({
    date: new Date(Date.UTC(2026, 7, 29 + i)).toISOString().slice(0, 10),
    state,
    closedHours: state === 'closed' ? 24 : state === 'partly' ? 5 : 0,
  }));
}

describe('the 90-day bar', () => {
  it('draws each run of days in one state as one stroke, so a bar weighs by its runs, not its days', () => {
    const bar = dayBar(days(['open', 88], ['partly', 1], ['closed', 1]), 'en');
    expect(bar).toContain('<path class="day-open" stroke-width="10" d="M0 35h528"/>');
    // Today, the last of the ninety cells, six units each.
    expect(bar).toContain('<path class="day-closed" stroke-width="40" d="M534 20h6"/>');
    expect(bar).toContain('<path class="day-partly" stroke-width="28" d="M528 26h6"/>');
    expect(bar.length).toBeLessThan(600);
  });

  it('names itself by its days in words on an ER’s page, and hides where the words are beside it', () => {
    const cells = days(['none', 80], ['open', 8], ['closed', 2]);
    expect(dayBar(cells, 'fr')).toContain(
      'aria-label="Les 90 derniers jours : 8 jours ouverte toute la journée, 0 fermée en partie, 2 fermée toute la journée, 0 avec une perturbation, 80 sans données."',
    );
    const hidden = dayBar(cells, 'en', false);
    expect(hidden).toMatch(/^<svg [^>]*aria-hidden="true">/);
    expect(hidden).not.toContain('<title>');
  });
});

describe("a province's list of ERs", () => {
  const row = (id: string, cells: DayCell[]): ProvinceRow => ({
    id,
    name: id,
    city: 'Town',
    province: 'NS',
    status: 'open',
    days: cells,
  });
  const wordsOf = (html: string, id: string) =>
    new RegExp(`href="/er/${id}">[\\s\\S]*?<span class="day-words">([^<]*)</span>`).exec(html)?.[1];

  it('says each ER’s days in words beside its bar, and never calls days without data open', () => {
    const html = provincePage(
      {
        province: 'NS',
        rows: [
          row('ns_young', days(['none', 80], ['open', 10])),
          row('ns_shut', days(['open', 85], ['partly', 3], ['closed', 2])),
          row('ns_calm', days(['open', 90])),
        ],
        months: [],
        since: null,
        sample: false,
      },
      1,
      'en',
    );
    expect(wordsOf(html, 'ns_young')).toBe('80 × No data');
    expect(wordsOf(html, 'ns_shut')).toBe('2 × Closed all day, 3 × Partly closed');
    expect(wordsOf(html, 'ns_calm')).toBe('Open all day');
  });
});
