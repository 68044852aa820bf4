// Sure or unsure, and why: each doubt code with invented sentences in English and French, and
// sure readings staying sure. A reading is sure only when every date and time of the notice is
// accounted for, its windows are consistent and no two readings of the same words disagree.
import { describe, expect, it } from 'vitest';
import { assessCertainty } from './certainty';
import { read, shown } from './reading-helpers';
import type { ReadingFacts } from './types';

const codes = (text: string, province: 'NS' | 'NB' | 'ON' | 'PE' | 'MB' | 'AB', published: string) => {
  const reading = read(text, province, published);
  return { reading, codes: reading.doubts.map((d) => d.code), words: reading.doubts.map((d) => d.words) };
};

describe('sure readings stay sure', () => {
  it('a range with its days and times, in English and in French', () => {
    for (const [text, province, published] of [
      [
        'The emergency department at Digby General Hospital will be closed from 8 p.m. on Friday, July 12 until 8 a.m. on Saturday, July 13.',
        'NS',
        '2024-07-10T09:00',
      ],
      [
        "L'urgence de l'Hôpital de Lamèque sera fermée de 16 h le vendredi 14 février à 8 h le lundi 17 février.",
        'NB',
        '2025-02-12T09:00',
      ],
    ] as const) {
      const reading = read(text, province, published);
      expect(reading.certainty, text).toBe('sure');
      expect(reading.doubts, text).toEqual([]);
    }
  });

  it('« 24 heures sur 24 » says a service never closes: no clock time to account for', () => {
    for (const text of [
      "L'urgence de l'Hôpital du Lac sera fermée du samedi 7 juin à 8 h au lundi 9 juin à 8 h. Info-Santé est joignable 24 heures sur 24.",
      "L'urgence de l'Hôpital du Lac sera fermée du samedi 7 juin à 8 h au lundi 9 juin à 8 h. Rendez-vous à l'Hôpital de Caraquet, ouvert 24 h sur 24.",
    ]) {
      const reading = read(text, 'NB', '2025-06-04T09:00');
      expect(shown(reading), text).toEqual(['2025-06-07T08:00 → 2025-06-09T08:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('the hours of the hospital a notice sends people to are its schedule, not a time to account for', () => {
    for (const [text, province] of [
      [
        'The emergency department at Lakeside Hospital will be closed from 8 p.m. Friday, June 6 until 8 a.m. Saturday, June 7. The nearest emergency department, at Bayview Hospital in Port Moss, is open from 7 a.m. to 11 p.m.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital du Lac sera fermée dès 20 h vendredi jusqu'à samedi 8 h. La population est invitée à se rendre à l'urgence de l'Hôpital de Caraquet, ouverte de 7 h à 23 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-06-04T09:00');
      expect(shown(reading), text).toEqual(['2025-06-06T20:00 → 2025-06-07T08:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it("the notice's own ER's hours after a place to go instead still count", () => {
    const reading = read(
      'Patients should go to Bayview Hospital, as the Lakeside Hospital emergency department will only be open from 7 a.m. to 11 p.m. on Saturday, June 7.',
      'NS',
      '2025-06-04T09:00',
    );
    expect(reading.certainty).toBe('unsure');
  });

  it('nights whose last one the notice states ("inclusivement") are sure', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée du 3 au 5 mars inclusivement, de 19 h à 7 h.",
      'NB',
      '2025-02-25T09:00',
    );
    expect(shown(reading)).toHaveLength(3);
    expect(reading.certainty).toBe('sure');
  });

  it('the day a statement was made is set aside ("said in a Tuesday evening release", "a indiqué mardi")', () => {
    for (const [text, province] of [
      [
        'Nova Scotia Health said in a Tuesday evening release that the Musquodoboit Valley Memorial Hospital emergency department will be temporarily closed on Wednesday, Aug. 5. It will reopen at 8 a.m. on Thursday, Aug. 6.',
        'NS',
      ],
      [
        "Le Réseau de santé Vitalité a indiqué mardi que l'urgence de l'Hôpital de Lamèque sera fermée le mercredi 5 août. Elle rouvrira à 8 h le jeudi 6 août.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2020-08-04T20:00');
      expect(shown(reading), text).toEqual(['2020-08-05T00:00 → 2020-08-06T08:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });
});

describe('the dateline and standing schedules', () => {
  it("the notice's own date, in a sentence that closes nothing, is set aside (EN, FR)", () => {
    for (const [text, province] of [
      [
        'July 8, 2022. The emergency department at Digby General Hospital will be closed from 5 p.m. on Saturday, July 9 to 7 a.m. on Sunday, July 10.',
        'NS',
      ],
      [
        "Le 8 juillet 2022. L'urgence de l'Hôpital de Lamèque sera fermée de 17 h le samedi 9 juillet à 7 h le dimanche 10 juillet.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2022-07-08T10:00');
      expect(shown(reading), text).toEqual(['2022-07-09T17:00 → 2022-07-10T07:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('a weekly schedule in its own words is sure; one that names a date it does not use is not', () => {
    const weekly = read(
      'The emergency department at Digby General Hospital is closed Saturdays and Sundays from 8 p.m. to 8 a.m.',
      'NS',
      '2025-03-05T09:00',
    );
    expect(weekly.recurring).not.toBeNull();
    expect(weekly.certainty).toBe('sure');
    const dated = read(
      'Starting March 11, the emergency department at Digby General Hospital is closed Saturdays and Sundays from 8 p.m. to 8 a.m.',
      'NS',
      '2025-03-05T09:00',
    );
    expect(dated.doubts).toEqual([{ code: 'date_unused', words: 'March 11' }]);
  });
});

describe('unsure, with the doubt and the words concerned', () => {
  it('unreadable: dates that gave no window', () => {
    const { reading, codes: found } = codes(
      'Service at the Two Hills Health Centre emergency department will be affected Wednesday and Sept. 26.',
      'AB',
      '2024-09-16T09:00',
    );
    expect(reading.certainty).toBe('unsure');
    expect(found).toEqual(['unreadable']);
    expect(reading.doubts[0]?.words).toContain('Sept. 26');
  });

  it('time_unused: a clock time no window or schedule accounts for (EN, FR)', () => {
    const en = codes(
      'The emergency department at Digby General Hospital will be closed from 8 a.m. to 8 p.m. on Saturday, March 8. Staff will meet residents at 3 p.m.',
      'NS',
      '2025-03-05T09:00',
    );
    expect(en.codes).toEqual(['time_unused']);
    expect(en.words).toEqual(['3 p.m.']);
    const fr = codes(
      "L'urgence de l'Hôpital de Lamèque sera fermée de 8 h à 20 h le samedi 8 mars. Une rencontre avec la population aura lieu à 15 h.",
      'NB',
      '2025-03-05T09:00',
    );
    expect(fr.codes).toEqual(['time_unused']);
    expect(fr.words).toEqual(['15 h']);
  });

  it('date_unused: a day no window touches, or a month named without its day (EN, FR)', () => {
    const en = codes(
      'The emergency department at Digby General Hospital will be closed from 8 a.m. to 8 p.m. on Saturday, March 8. A public meeting is planned for March 20.',
      'NS',
      '2025-03-05T09:00',
    );
    expect(en.codes).toEqual(['date_unused']);
    expect(en.words).toEqual(['March 20']);
    const fr = codes(
      "L'urgence de l'Hôpital de Lamèque sera fermée de 8 h à 20 h le samedi 8 mars. Une assemblée publique est prévue le 20 mars.",
      'NB',
      '2025-03-05T09:00',
    );
    expect(fr.codes).toEqual(['date_unused']);
    // ("closed for the month of August" is now read as the month: `months.test.ts`.)
    const month = codes(
      'Glace Bay Hospital emergency department is closed from 8 a.m. to 8 p.m. on Friday, August 2. More closures are expected in August.',
      'NS',
      '2024-08-01T09:00',
    );
    expect(month.codes).toEqual(['date_unused']);
    expect(month.words).toEqual(['August']);
  });

  it('moment_conflict: a day and time whose clock time the windows use on another day', () => {
    const { codes: found, words } = codes(
      'The emergency department at Digby General Hospital will close at 5 p.m. on Friday, July 12. It will reopen at 8 a.m. on Monday, July 15. An update will follow at 8 a.m. on Saturday, July 13.',
      'NS',
      '2024-07-10T09:00',
    );
    expect(found).toEqual(['moment_conflict']);
    expect(words[0]).toContain('July 13');
  });

  it('date_conflict: a weekday and a date that name two days (EN, FR)', () => {
    const en = codes(
      'The Minden emergency department will be closed effective Friday, June 1.',
      'ON',
      '2023-04-24T09:00',
    );
    expect(en.codes).toEqual(['date_conflict']);
    expect(en.words).toEqual(['Friday, June 1']);
    const fr = codes(
      "L'urgence de l'Hôpital de Lamèque sera fermée à compter du vendredi 1er juin.",
      'NB',
      '2023-04-24T09:00',
    );
    expect(fr.codes).toEqual(['date_conflict']);
  });

  it('window_overlap: two windows over the same hours that the notice did not say were one', () => {
    const { reading, codes: found } = codes(
      'The emergency department at Digby General Hospital will be closed from 8 p.m. on July 12 to 8 a.m. on July 13. It will also be closed from 6 a.m. to 10 a.m. on July 13.',
      'NS',
      '2024-07-10T09:00',
    );
    expect(shown(reading)).toHaveLength(2);
    expect(found).toEqual(['window_overlap']);
  });

  it('window_span: a window far from the publication (more than 183 days ahead)', () => {
    const { codes: found } = codes(
      'The emergency department at Digby General Hospital will be closed from 8 a.m. on March 8, 2026 to 8 a.m. on March 9, 2026.',
      'NS',
      '2024-07-10T09:00',
    );
    expect(found).toEqual(['window_span']);
  });

  it('nights_assumed: nights over a period whose last night only the convention decides (FR, EN)', () => {
    for (const [text, province] of [
      ["L'urgence de l'Hôpital de Lamèque sera fermée du 3 au 5 mars, de 19 h à 7 h.", 'NB'],
      [
        'The Digby General Hospital emergency department will be closed from 7 p.m. to 7 a.m., March 3 to March 5.',
        'NS',
      ],
    ] as const) {
      const { codes: found, words } = codes(text, province, '2025-02-25T09:00');
      expect(found, text).toEqual(['nights_assumed']);
      expect(words, text).toEqual(['the night of 2025-03-05']);
    }
  });

  it('schedule_as_window: a closure said to repeat each night or day read as one window over days', () => {
    const text =
      'The emergency department at Digby General Hospital will be closed nightly from 8 p.m. on Friday, March 7 until 8 a.m. on Monday, March 10.';
    const { reading, codes: found } = codes(text, 'NS', '2025-03-05T09:00');
    expect(shown(reading), text).toHaveLength(1);
    expect(found, text).toEqual(['schedule_as_window']);
  });

  it('nights_assumed: a 24-hour range over days, read night by night, its last night only by convention', () => {
    const { reading, codes: found } = codes(
      'The Digby General Hospital emergency department will be closed 2100-0900 daily from March 7 to March 10.',
      'NS',
      '2025-03-05T09:00',
    );
    expect(shown(reading)).toHaveLength(4);
    expect(found).toEqual(['nights_assumed']);
  });

  it("part_of_day: an evening named without its hour, read from the day's midnight (FR, EN)", () => {
    const fr = codes(
      "L'urgence de l'Hôpital de Lamèque sera fermée de jeudi soir à vendredi.",
      'NB',
      '2025-03-04T09:00',
    );
    // No hour is invented for « soir »: the days are named, the times unread.
    expect(fr.codes).toEqual(['unreadable']);
    expect(fr.words.join(' ')).toMatch(/jeudi/);
    const en = codes(
      'The emergency department at Digby General Hospital will be closed Thursday evening, March 6.',
      'NS',
      '2025-03-04T09:00',
    );
    expect(en.codes).toEqual(['part_of_day']);
  });

  it('a closure in effect when published, its start only "today", is read as already in effect, and sure (EN, FR)', () => {
    for (const [text, province] of [
      ['The emergency department at Western Hospital is closed today until 1 p.m.', 'PE'],
      ["L'urgence de l'Hôpital de Lamèque est fermée aujourd'hui jusqu'à 13 h.", 'NB'],
    ] as const) {
      const { reading, codes: found } = codes(text, province, '2025-03-07T09:00');
      expect(shown(reading), text).toEqual(['… → 2025-03-07T13:00']);
      expect(found, text).toEqual([]);
    }
  });

  it('set_aside: dates only in a sentence set aside as another service, nothing read of the ER', () => {
    const { reading, codes: found } = codes(
      "Victoria General Hospital's emergency department will change. The hospital's urgent-care clinic will open on Oct. 3.",
      'MB',
      '2025-06-14T09:00',
    );
    expect(reading.windows).toEqual([]);
    expect(found).toEqual(['set_aside']);
    // A sentence naming the ER is the ER's, clinic or not: read, and here not understood.
    const becomes = codes(
      "Victoria General Hospital's emergency department will become an urgent-care clinic on Oct. 3.",
      'MB',
      '2025-06-14T09:00',
    );
    expect(becomes.codes).toEqual(['unreadable']);
  });
});

describe('checks the rules cannot reach today, on the reading itself', () => {
  const facts = (over: Partial<ReadingFacts>): ReadingFacts => ({
    ref: { day: 20_000, minutes: 540, anchor: 20_000 },
    sentences: [],
    readings: [],
    setAside: [],
    nightsByConvention: [],
    drafts: [],
    shown: [],
    schedule: { dailyHours: null, openHours: null, weekly: false, nightly: false, everyDay: false, openExceptions: [] },
    recurring: false,
    kind: 'closed',
    unreadable: false,
    notUnderstood: [],
    ...over,
  });
  const window = (start: number, end: number) => ({ start, end, wholeDay: false, expanded: false });

  it('window_order: an end before its start, or windows out of order', () => {
    const day = 20_001 * 1440;
    expect(assessCertainty(facts({ shown: [window(day + 600, day + 480)] })).doubts.map((d) => d.code)).toContain(
      'window_order',
    );
    const later = window(day + 1440 + 480, day + 1440 + 600);
    const earlier = window(day + 480, day + 600);
    expect(assessCertainty(facts({ shown: [later, earlier] })).doubts.map((d) => d.code)).toContain('window_order');
    expect(assessCertainty(facts({ shown: [earlier, later] }))).toEqual({ certainty: 'sure', doubts: [] });
  });

  it('window_overlap: two windows both already in effect when published (no start)', () => {
    const day = 20_000 * 1440;
    const inEffect = (end: number) => ({ start: null, end, wholeDay: false, expanded: false });
    const result = assessCertainty(facts({ shown: [inEffect(day + 1440 + 480), inEffect(day + 3 * 1440 + 480)] }));
    expect(result.doubts.map((d) => d.code)).toEqual(['window_overlap']);
    expect(assessCertainty(facts({ shown: [inEffect(day + 1440 + 480)] })).certainty).toBe('sure');
  });

  it('kind_conflict: an open notice over a closure still to come', () => {
    const ahead = window(20_002 * 1440, 20_002 * 1440 + 600);
    const result = assessCertainty(facts({ kind: 'open', drafts: [ahead] }));
    expect(result.certainty).toBe('unsure');
    expect(result.doubts.map((d) => d.code)).toEqual(['kind_conflict']);
    expect(assessCertainty(facts({ kind: 'open', drafts: [] })).certainty).toBe('sure');
  });
});
