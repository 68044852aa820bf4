import { describe, expect, it } from 'vitest';
import { canadaPage } from './canada-view';
import type { DayCell } from './closure-history';
import type { ProvincePageModel, ProvinceRow } from './er-list';
import { provincePage } from './province-view';

const NINETY: DayCell[] = Array.from({ length: 90 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 7, 30 + i)).toISOString().slice(0, 10),
  state: 'open',
  closedHours: 0,
}));

/** 60 ERs of Nova Scotia, named out of order; `closed` of them closed now, `disrupted` disrupted. */
function novaScotia(closed: string[] = [], disrupted: string[] = []): ProvincePageModel & { province: 'NS' } {
  const rows: ProvinceRow[] = Array.from({ length: 60 }, (_, i) => {
    const id = `ns_er${String((i * 37) % 60).padStart(2, '0')}`;
    const status = closed.includes(id) ? 'closed' : disrupted.includes(id) ? 'disruption' : 'open';
    return { id, name: `Hospital ${id.slice(5)}`, city: 'Town', province: 'NS', status, days: NINETY };
  });
  return { province: 'NS', rows, months: [], since: null, sample: false };
}

/** The ERs a table lists, in its order: the ids of its links. */
const idsIn = (html: string) => [...html.matchAll(/href="(?:\/fr)?\/er\/([^"]+)"/g)].map((match) => match[1]);
const section = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("a province's page in pages of 20 ERs", () => {
  it('lists the closed and disrupted ERs first on its first page, then its first 20 ERs by name, and says so', () => {
    const html = provincePage(novaScotia(['ns_er41', 'ns_er07'], ['ns_er03']), 1, 'en');
    const now = section(html, 'Closed or disrupted now', 'Every ER, by name');
    expect(idsIn(now)).toEqual(['ns_er07', 'ns_er41', 'ns_er03']);
    const every = section(html, 'Every ER, by name', 'id="history"');
    expect(text(every)).toContain('Page 1 of 3: ERs 1 to 20 of 60.');
    expect(idsIn(every)).toEqual(Array.from({ length: 20 }, (_, i) => `ns_er${String(i).padStart(2, '0')}`));
    expect(every).toContain('<a href="/closures/ns?page=2#ers" rel="next">Next page</a>');
    expect(every).not.toContain('rel="prev"');
    expect(every).toContain('<span aria-current="page">Page 1</span>');
  });

  it('says on a later page how many are closed now and where, with links both ways, in French too', () => {
    const html = provincePage(novaScotia(['ns_er41', 'ns_er07'], ['ns_er03']), 2, 'fr');
    expect(text(html)).toContain('2 fermées et 1 perturbée en ce moment : en tête de la première page');
    expect(html).not.toContain('Fermées ou perturbées en ce moment');
    expect(text(html)).toContain('Page 2 sur 3 : urgences 21 à 40 sur 60.');
    expect(html).toContain('<a href="/fr/closures/ns#ers" rel="prev">Page précédente</a>');
    expect(html).toContain('<a href="/fr/closures/ns?page=3#ers" rel="next">Page suivante</a>');
    expect(html).toContain('<a href="/closures/ns?page=2" lang="en" hreflang="en">English</a>');
    const last = provincePage(novaScotia(), 3, 'en');
    expect(text(last)).toContain('Page 3 of 3: ERs 41 to 60 of 60.');
    expect(last).not.toContain('rel="next"');
  });

  it('reaches every ER once through its pages, and an ER that closes stays on the page that listed it', () => {
    const everyEr = (model: ProvincePageModel & { province: 'NS' }) =>
      [1, 2, 3].map((page) => idsIn(section(provincePage(model, page, 'en'), 'id="ers"', 'id="history"')));
    const open = everyEr(novaScotia());
    expect(open.flat().sort()).toEqual(
      novaScotia()
        .rows.map((row) => row.id)
        .sort(),
    );
    expect(new Set(open.flat()).size).toBe(60);
    expect(everyEr(novaScotia(['ns_er55', 'ns_er30']))).toEqual(open);
  });

  it('says all its ERs on one page when they fit, with no links to other pages', () => {
    const model = novaScotia();
    const html = provincePage({ ...model, rows: model.rows.slice(0, 5) }, 1, 'fr');
    expect(text(html)).toContain('Les 5 urgences.');
    expect(text(html)).toContain('Aucune de ces urgences n’est fermée ni perturbée en ce moment.');
    expect(html).not.toContain('class="pages"');
  });
});

describe("Canada's page", () => {
  it('lists each province with its counts, hours and link, then the ERs closed or disrupted now, without bars', () => {
    const ns = novaScotia(['ns_er41'], ['ns_er03']);
    const month = (m: string, unplanned: number) => ({ month: m, unplanned, scheduled: 1, interruption: 0 });
    const model: ProvincePageModel = {
      ...ns,
      province: null,
      months: [month('2026-10', 30), month('2026-11', 12.5)],
      provinces: [
        { code: 'NB', ers: 0, closed: 0, disruption: 0, months: [] },
        { code: 'NS', ers: 60, closed: 1, disruption: 1, months: [month('2026-10', 30), month('2026-11', 12.5)] },
      ],
    };
    const html = canadaPage(model, 'en');
    const provinces = section(html, 'Provinces and territories', 'Closed or disrupted now');
    expect(text(provinces)).toContain(
      'The ERs of each province or territory now, and their hours closed or disrupted per month',
    );
    expect(text(provinces)).toMatch(/October 2026 November 2026 \(so far\) /);
    expect(text(provinces)).toMatch(/Nova Scotia 1 closed, 1 disrupted, of 60 31 13\.5/);
    expect(text(provinces)).toMatch(/New Brunswick 0 closed, 0 disrupted, of 0 0 0/);
    expect(provinces).toContain('<a href="/closures/ns">Nova Scotia</a>');
    const now = html.slice(html.indexOf('Closed or disrupted now'));
    expect(idsIn(now)).toEqual(['ns_er41', 'ns_er03']);
    expect(html).not.toContain('class="day-bar"');
    expect(text(canadaPage(model, 'fr'))).toMatch(/Nouvelle-Écosse 1 fermée, 1 perturbée, sur 60 31 13,5/);
  });
});
