// Kinds and ER-or-not the words leave open (certainty-kind.ts): read either way, the reading is
// unsure and goes to the desk; the same family with words that decide stays sure. Invented
// sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const codes = (reading: ReturnType<typeof read>) => reading.doubts.map((d) => d.code);

describe('reduced hours beside a dated closure (kind_hours)', () => {
  it('read as closed, it is unsure: the labels call this family closed and reduced hours alike', () => {
    for (const [text, province] of [
      [
        'The Lakeside Hospital emergency department will operate on reduced hours this week. It will be closed from 6 p.m. Tuesday, Feb. 3 until 8 a.m. Wednesday, Feb. 4.',
        'ON',
      ],
      [
        "L'urgence de l'Hôpital du Lac aura des heures réduites cette semaine : elle sera fermée du mardi 3 février à 18 h au mercredi 4 février à 8 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2026-02-02T09:00');
      expect(reading.kind, text).toBe('closed');
      expect(shown(reading), text).toEqual(['2026-02-03T18:00 → 2026-02-04T08:00']);
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('kind_hours');
    }
  });

  it('reduced hours with no closing word stay sure', () => {
    const reading = read(
      'The emergency department at Fort Simpson Hospital will have reduced hours from 7 p.m. to 7 a.m. on March 4 and 5.',
      'ON',
      '2026-03-02T09:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.certainty).toBe('sure');
  });
});

describe('a closing word bound to its dates in a notice read as a disruption (kind_mixed)', () => {
  it('is unsure', () => {
    for (const [text, province] of [
      [
        'The emergency department at Lakeside Hospital will be closed Saturday, July 12 from 8 a.m. until 8 a.m. Sunday, July 13. A virtual physician will support nurses during this time.',
        'NS',
      ],
      ["L'urgence de l'Hôpital du Lac sera fermée le samedi 12 juillet de 8 h à 20 h, sans médecin sur place.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2025-07-10T09:00');
      expect(reading.kind, text).toBe('disruption');
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('kind_mixed');
    }
  });

  it('closed "because no physician is available" is a closure, not a disruption', () => {
    const reading = read(
      'The emergency department at Lakeside Hospital will be closed Saturday, July 12 from 8 a.m. until 8 a.m. Sunday, July 13 because no physician is available.',
      'NS',
      '2025-07-10T09:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-07-12T08:00 → 2025-07-13T08:00']);
  });

  it('"while the ER is closed" in a disruption, bound to no date, stays sure', () => {
    const reading = read(
      'There will be no physician on site at the Lakeside Hospital emergency department from 8 p.m. Friday, May 2 to 8 a.m. Saturday, May 3. If there is an emergency while the ER is closed, call 911.',
      'AB',
      '2025-04-30T09:00',
    );
    expect(reading.kind).toBe('disruption');
    expect(reading.certainty).toBe('sure');
  });
});

describe("a notice read as another service's that speaks of an ER's business (er_words)", () => {
  it('ambulances, a virtual emergency physician, no physician on site: unsure', () => {
    for (const [text, province] of [
      [
        'The VEP program at Hillcrest Hospital will run from 7 p.m. Thursday until 7 a.m. Friday; no physician on site.',
        'NB',
      ],
      [
        'No physician on site, nurses remain on site. VEP program engaged. June 3 (8 am - 8 pm), June 5 (8 am - 8 pm)',
        'AB',
      ],
      ['Programme de médecin virtuel activé : pas de médecin sur place le 3 juin de 8 h à 20 h.', 'NB'],
    ] as const) {
      const reading = read(text, province, '2025-06-01T09:00');
      expect(reading.isEr, text).toBe(false);
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('er_words');
    }
  });

  it('an ambulance diversion with the ER open to walk-ins is read as an ER', () => {
    const reading = read(
      'An ambulance diversion will be in effect at Hillcrest Hospital from 7 p.m. Thursday until 7 a.m. Friday. The emergency department will remain open to walk-in patients.',
      'NB',
      '2025-06-01T09:00',
    );
    expect(reading.isEr).toBe(true);
    expect(reading.kind).toBe('disruption');
  });

  it("a laboratory's closure has no ER words: read with its windows, sure", () => {
    const reading = read('Le laboratoire de l’Hôpital du Lac sera fermé le vendredi 6 juin.', 'NB', '2025-06-03T09:00');
    expect(reading.isEr).toBe(false);
    expect(shown(reading)).toEqual(['2025-06-06T00:00 → 2025-06-07T00:00']);
    expect(codes(reading)).toEqual([]);
  });
});

describe('closed nights beside words keeping the ER open by day (kind_hours)', () => {
  it('read as closed, it is unsure', () => {
    for (const [text, province] of [
      [
        'The Lakeside Hospital emergency department will be closed from 9 p.m. to 8 a.m. on the following nights: Friday, Oct. 3; Saturday, Oct. 4. It will keep its usual hours during the day, open as always by day.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital du Lac sera fermée de 21 h à 8 h les nuits suivantes : vendredi 3 octobre, samedi 4 octobre. Elle restera ouverte comme d'habitude le jour.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-10-01T09:00');
      expect(reading.kind, text).toBe('closed');
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('kind_hours');
    }
  });
});

describe("another service's notice that only says to call an ambulance", () => {
  it('has no ER words: sure', () => {
    const reading = read(
      'The Hillcrest Hospital laboratory will be closed on Friday, June 6. In an emergency, call 911 for an ambulance.',
      'NS',
      '2025-06-03T09:00',
    );
    expect(reading.isEr).toBe(false);
    expect(codes(reading)).toEqual([]);
  });
});

describe('open hours beside the closed nights that are their complement (kind_hours)', () => {
  it('read as closed, night after night, it is unsure: the labels call it reduced hours as often', () => {
    for (const text of [
      'Beginning Monday, March 9, the Elm Valley Hospital emergency department will operate from 7 a.m. to 7 p.m. The ED will be closed overnight, 7 p.m. to 7 a.m., starting Monday evening; the last overnight closure ends at 7 a.m. on Thursday, March 12.',
      "À compter du lundi 9 mars, l'urgence de l'Hôpital de Val-Rose sera ouverte de 7 h à 19 h. Elle sera fermée la nuit, de 19 h à 7 h, du 9 mars au 11 mars inclusivement.",
    ]) {
      const reading = read(text, 'NB', '2026-03-05T09:00');
      expect(shown(reading), text).toEqual([
        '2026-03-09T19:00 → 2026-03-10T07:00',
        '2026-03-10T19:00 → 2026-03-11T07:00',
        '2026-03-11T19:00 → 2026-03-12T07:00',
      ]);
      // Read as reduced hours by the kind rule, or as closed and then unsure.
      expect(['reduced_hours', 'closed'], text).toContain(reading.kind);
      if (reading.kind === 'closed') {
        expect(reading.certainty, text).toBe('unsure');
        expect(codes(reading), text).toContain('kind_hours');
      }
    }
  });

  it("one night closed beside the next day's open hours stays a sure closure", () => {
    const reading = read(
      'The Elm Valley Hospital emergency department will be closed March 9 at 7 p.m. It will reopen March 10 at 7 a.m. It will remain open March 10 from 7 a.m. to 7 p.m.',
      'NB',
      '2026-03-05T09:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2026-03-09T19:00 → 2026-03-10T07:00']);
    expect(reading.certainty).toBe('sure');
  });
});
