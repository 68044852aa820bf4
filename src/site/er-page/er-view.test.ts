import { describe, expect, it } from 'vitest';
import type { Hospital, SourceInfo } from '../../store/rows';
import { erHistory, erModel } from './er-model';
import { erPage } from './er-view';

const HOSPITAL: Hospital = {
  id: 'ns_springhill',
  name: 'All Saints Springhill Hospital',
  city: 'Springhill',
  province: 'NS',
  lat: null,
  lng: null,
  data_source: null,
};
const LIVE: SourceInfo = {
  kind: 'live',
  attribution: 'Feeds',
  credit: { name: 'er-status', url: 'https://example.org' },
  snapshotAt: null,
} as unknown as SourceInfo;
const NOW = Date.parse('2026-11-27T14:00:00Z');
const WORDS = 'The emergency department at Springhill will be closed this weekend, evenings.';

/** A reading the notice interpreter was unsure of, as the closures answer carries it. */
const UNSURE_ROW = {
  id: HOSPITAL.id,
  status: 'disruption',
  message: WORDS,
  updated_at: '2026-11-27T12:00:00Z',
  expected_reopen: null,
  source: 'notice',
  source_id: 'nshealth',
  certainty: 'unsure',
  notice: {
    url: 'https://www.nshealth.ca/news/springhill',
    publisher: 'Nova Scotia Health',
    published_at: '2026-11-27T12:00:00Z',
  },
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function page(lang: 'en' | 'fr', closure: Record<string, unknown> | undefined) {
  const model = erModel({
    hospital: HOSPITAL,
    status: undefined,
    history: erHistory(HOSPITAL, []),
    closure: closure as { id: string } | undefined,
    scheduled: [],
    wait: undefined,
    source: LIVE,
    nowMs: NOW,
  });
  return erPage(model, lang);
}

describe("an unsure notice on an ER's page", () => {
  it("shows the authority's words, who published them and when, a link to the notice, and that the times are not confirmed", () => {
    const html = page('en', UNSURE_ROW);
    const said = text(html);
    expect(said).toContain('Service disruption');
    expect(said).toContain(`Times not confirmed — read the notice Nova Scotia Health says: ${WORDS}`);
    expect(said).toContain(
      'Source: a notice from Nova Scotia Health, published Friday, November 27, 2026 at 8:00 a.m. AST',
    );
    expect(html).toContain('<a href="https://www.nshealth.ca/news/springhill">Read the notice</a>');
    expect(said).not.toContain('Expected to reopen');
    expect(said).not.toContain('Reopening: not announced');
  });

  it('says the same in French', () => {
    const said = text(page('fr', UNSURE_ROW));
    expect(said).toContain(`Heures non confirmées — lisez l’avis Nova Scotia Health indique : ${WORDS}`);
    expect(said).toContain('Source : un avis de Nova Scotia Health, publié le vendredi 27 novembre 2026 à 8 h HNA');
    expect(said).toContain('Lire l’avis');
  });

  it('says a sure closure with its announced reopening, and no doubt', () => {
    const { certainty: _, notice: __, ...sure } = UNSURE_ROW;
    const said = text(page('en', { ...sure, status: 'closed', expected_reopen: '2026-11-28T12:00:00Z' }));
    expect(said).toContain('Closed');
    expect(said).toContain('Expected to reopen Saturday, November 28, 2026 at 8:00 a.m. AST');
    expect(said).not.toContain('Times not confirmed');
  });

  it('drops bidi controls from the words it quotes, which would reverse the text after them', () => {
    const html = page('en', { ...UNSURE_ROW, message: `Closed \u202etonight\u202c; \u2067${WORDS}\u2069` });
    expect(text(html)).toContain(`Nova Scotia Health says: Closed tonight; ${WORDS}`);
    expect(html).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('says an ER nothing is known of is of unknown status, with no history yet', () => {
    const said = text(page('en', undefined));
    expect(said).toContain('Now Status unknown');
    expect(said).toContain('This server has no history of this ER yet.');
    expect(said).not.toContain('The last 90 days');
  });
});

describe("a dataset's history", () => {
  it('counts a closure the last snapshot saw only up to that snapshot, and has no data after it', () => {
    const source = { ...LIVE, kind: 'dataset', snapshotAt: '2026-11-20T12:00:00Z' } as SourceInfo;
    const at = (iso: string) => Date.parse(iso) / 1000;
    const history = erHistory(HOSPITAL, [
      { hospital_id: HOSPITAL.id, status: 'open', message: null, at: at('2026-11-01T12:00:00Z'), source: 'dataset' },
      {
        hospital_id: HOSPITAL.id,
        status: 'closed',
        message: 'Closed',
        at: at('2026-11-20T10:00:00Z'),
        source: 'dataset',
      },
    ]);
    const model = erModel({
      hospital: HOSPITAL,
      status: undefined,
      history,
      closure: undefined,
      scheduled: [],
      wait: undefined,
      source,
      nowMs: NOW,
    });
    expect(model.months).toEqual([{ month: '2026-11', unplanned: 2, scheduled: 0, interruption: 0 }]);
    expect(model.days.slice(-8).map((day) => [day.date, day.state])).toEqual([
      ['2026-11-20', 'partly'],
      ['2026-11-21', 'none'],
      ['2026-11-22', 'none'],
      ['2026-11-23', 'none'],
      ['2026-11-24', 'none'],
      ['2026-11-25', 'none'],
      ['2026-11-26', 'none'],
      ['2026-11-27', 'none'],
    ]);
  });
});

describe("an ER's wait", () => {
  it('is said only from a live reading, or as Québec’s counts, with how old it is', () => {
    const live = { id: HOSPITAL.id, basis: 'live', live_wait_minutes: 95, live_updated_at: '2026-11-27T13:48:00Z' };
    const predicted = {
      id: HOSPITAL.id,
      basis: 'predicted',
      live_wait_minutes: 95,
      live_updated_at: '2026-11-27T09:00:00Z',
    };
    const counts = {
      id: HOSPITAL.id,
      basis: 'none',
      load: { observed_at: '2026-11-27T13:00:00Z', patients_waiting: 12, patients_present: 40 },
    };
    const said = (wait: Record<string, unknown>, lang: 'en' | 'fr' = 'en') =>
      text(
        erPage(
          erModel({
            hospital: HOSPITAL,
            status: undefined,
            history: erHistory(HOSPITAL, []),
            closure: undefined,
            scheduled: [],
            wait: wait as { id: string },
            source: LIVE,
            nowMs: NOW,
          }),
          lang,
        ),
      );
    expect(said(live)).toContain('Wait About 95 minutes to see a doctor (reported 12 minutes ago)');
    expect(said(live, 'fr')).toContain('Attente Environ 95 minutes pour voir un médecin (signalé il y a 12 minutes)');
    expect(said(predicted)).not.toContain('Wait About');
    expect(said(counts)).toContain(
      '12 people waiting to be seen, 40 in the emergency department (reported 60 minutes ago)',
    );
  });
});

describe('alerts from an ER’s page', () => {
  it('offers to be told when this ER closes or reopens, with the ER chosen, in the page’s language', () => {
    const link = (lang: 'en' | 'fr') => /<p class="alerts"><a href="([^"]+)">([^<]+)<\/a>/.exec(page(lang, undefined));
    expect(link('en')?.slice(1)).toEqual([
      `/subscribe?er=${encodeURIComponent(HOSPITAL.id)}`,
      'Get alerts when this ER closes or reopens',
    ]);
    expect(link('fr')?.slice(1)).toEqual([
      `/fr/abonnement?er=${encodeURIComponent(HOSPITAL.id)}`,
      'Recevoir des alertes quand cette urgence ferme ou rouvre',
    ]);
  });
});
