// The kind in the corpus's words, for wordings the corpus did not hold: each family with the
// held-out sentence that found it and invented ones like it (other facilities, dates, wordings).
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('open', () => {
  it('"demeure ouvert", "restera ouverte", "reste ouverte" (held-out HO-54)', () => {
    for (const text of [
      "L'Hôpital général de Hawkesbury avise la population que son service d'urgence demeure ouvert et accueille les patients 24 heures sur 24, 7 jours sur 7.",
      "L'urgence de l'Hôpital de Tracadie restera ouverte cette fin de semaine, le samedi 8 mars et le dimanche 9 mars.",
      "Le Réseau informe la population que l'urgence de l'Hôpital de Lamèque reste ouverte 24 heures sur 24.",
    ]) {
      const reading = read(text, 'NB', '2025-03-05T09:00');
      expect(reading.kind, text).toBe('open');
      expect(reading.windows, text).toEqual([]);
      expect(reading.unreadable, text).toBe(false);
    }
  });
});

describe('closed', () => {
  it('"cancelled" closes the service it names, for the day it names (held-out HO-39)', () => {
    const blood = read(
      "Health PEI: Blood collection at Community Hospital O'Leary is cancelled Thursday, March 12 due to staffing.",
      'PE',
      '2020-03-10T09:00',
    );
    expect([blood.facility?.name, blood.isEr, blood.kind]).toEqual(["Community Hospital O'Leary", false, 'closed']);
    expect(shown(blood)).toEqual(['2020-03-12T00:00 → 2020-03-13T00:00']);
    const lab = read(
      'Lab services at Tyne Valley Health Centre are cancelled Monday, Feb. 3.',
      'PE',
      '2025-01-30T09:00',
    );
    expect([lab.isEr, lab.kind, ...shown(lab)]).toEqual([false, 'closed', '2025-02-03T00:00 → 2025-02-04T00:00']);
    const fr = read(
      "Les prélèvements à l'Hôpital de Lamèque sont annulés le mardi 4 février.",
      'NB',
      '2025-01-30T09:00',
    );
    expect([fr.isEr, fr.kind, ...shown(fr)]).toEqual([false, 'closed', '2025-02-04T00:00 → 2025-02-05T00:00']);
  });

  it('masculine and plural French: "fermé", "fermés", "fermeture" (held-out HO-16)', () => {
    for (const text of [
      "Le service d'urgence de l'Hôpital de Lamèque sera fermé de 16 h le vendredi 14 février à 8 h le lundi 17 février.",
      "Les services d'urgence de l'Hôpital de Grand-Sault seront fermés de 16 h le vendredi 14 février à 8 h le lundi 17 février.",
      "Fermeture de l'urgence de l'Hôpital de Tracadie de 16 h le vendredi 14 février à 8 h le lundi 17 février.",
    ]) {
      const reading = read(text, 'NB', '2025-02-12T09:00');
      expect(reading.kind, text).toBe('closed');
      expect(shown(reading), text).toEqual(['2025-02-14T16:00 → 2025-02-17T08:00']);
    }
  });
});

describe('services that "will resume" had stopped: closed', () => {
  it('"Temporary disruption to emergency services … will resume at 8 a.m. Sunday" (held-out HO-28, as corpus SK-1)', () => {
    for (const text of [
      'Temporary disruption to emergency services at Preeceville Hospital from Saturday, March 9 at 8 a.m. to Sunday, March 10 at 8 a.m. Emergency services will resume at 8 a.m. Sunday.',
      'Service disruption at Kipling Memorial Health Centre: emergency services from 8 a.m. Saturday, March 9 to 8 a.m. Sunday, March 10. Services resume Sunday at 8 a.m.',
      'Temporary disruption to emergency services at Wakaw Hospital from Saturday, March 9 at 8 a.m. to Sunday, March 10 at 8 a.m.; regular emergency services will resume Sunday.',
    ]) {
      const reading = read(text, 'SK', '2024-03-08T09:00');
      expect(reading.kind, text).toBe('closed');
      expect(shown(reading), text).toEqual(['2024-03-09T08:00 → 2024-03-10T08:00']);
    }
  });

  it('but a virtual physician while services resume stays a disruption', () => {
    const text =
      'Emergency services at Wakaw Hospital will be provided by a virtual physician from 8 a.m. Saturday, March 9 to 8 a.m. Sunday, March 10; in-person services will resume Sunday.';
    expect(read(text, 'SK', '2024-03-08T09:00').kind).toBe('disruption');
  });
});

describe('reduced hours', () => {
  it('a nightly closure while the ER "will remain open from 8 a.m. to 8 p.m. during this time" (held-out HO-7)', () => {
    for (const [text, nights] of [
      [
        "St. Mary's Memorial Hospital emergency department in Sherbrooke will be closed overnight from 8 p.m. to 8 a.m. from Monday, Feb. 12 until the morning of Friday, Feb. 16. The emergency department will remain open from 8 a.m. to 8 p.m. during this time.",
        4,
      ],
      [
        'Musquodoboit Valley Memorial Hospital emergency department will close from 7 p.m. to 7 a.m. between Feb. 12 and Feb. 15. The emergency department remains open from 7 a.m. to 7 p.m. each day.',
        3,
      ],
    ] as const) {
      const reading = read(text, 'NS', '2024-02-09T09:00');
      expect(reading.kind, text).toBe('reduced_hours');
      expect(reading.windows, text).toHaveLength(nights);
    }
  });
});

describe('open hours over a period, in French as in English (held-out HO-57)', () => {
  it('"sera ouverte de 8 h à 20 h seulement, du 1er juin au 30 juin" is reduced hours, a schedule', () => {
    for (const [text, published] of [
      [
        "En raison d'une pénurie de personnel infirmier, l'urgence de l'Hôpital de Maniwaki sera ouverte de 8 h à 20 h seulement, du 1er juin au 30 juin.",
        '2022-05-27T09:00',
      ],
      [
        "L'urgence de l'Hôpital de Shawville sera ouverte seulement de 7 h à 19 h du 4 juillet au 31 juillet.",
        '2022-06-27T09:00',
      ],
      [
        "L'urgence du Centre hospitalier de Mont-Laurier sera ouverte uniquement de 8 h à 16 h, du lundi 3 octobre au dimanche 30 octobre.",
        '2022-09-27T09:00',
      ],
      [
        'The emergency department at Maniwaki Hospital will be open from 8 a.m. to 8 p.m. only, from June 1 to June 30.',
        '2022-05-27T09:00',
      ],
    ] as const) {
      const reading = read(text, 'QC', published);
      expect(reading.kind, text).toBe('reduced_hours');
      expect(reading.recurring, text).toContain(text.slice(-20));
      expect(reading.unreadable, text).toBe(false);
    }
  });
});

describe('disruption', () => {
  it('"will operate without a physician on site from … to …" keeps its window (held-out HO-36)', () => {
    for (const text of [
      'Arborg & Districts Health Centre ER will operate without a physician on site from 8 p.m. Friday, Jan. 10 to 8 a.m. Saturday, Jan. 11.',
      'The Boissevain Health Centre emergency department will be operating without a physician from 8 p.m. Friday, Jan. 10 to 8 a.m. Saturday, Jan. 11.',
      'Gimli Community Health Centre ER operates without a doctor on site from 8 p.m. Friday, Jan. 10 to 8 a.m. Saturday, Jan. 11; a nurse will assess patients.',
    ]) {
      const reading = read(text, 'MB', '2025-01-08T09:00');
      expect(reading.kind, text).toBe('disruption');
      expect(shown(reading), text).toEqual(['2025-01-10T20:00 → 2025-01-11T08:00']);
    }
  });
});
