// The window rules in French: "16 h", "16 h 30", "16h30", "midi", "minuit", "1er", "du … au …",
// "de … à …", "8 h le lundi 17 février"; corpus sentences quoted, and invented ones of the same families.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('French notices', () => {
  it('reads "sera fermée de 16 h le vendredi 14 février à 8 h le lundi 17 février" (issue 18)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée de 16 h le vendredi 14 février à 8 h le lundi 17 février.",
      'NB',
      '2025-02-12T10:00',
    );
    expect(reading.lang).toBe('fr');
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-02-14T16:00 → 2025-02-17T08:00']);
  });

  it('reads "16 h 30", "16h30" and "midi" in "du 7 novembre à 16 h 30 au 9 novembre à midi"', () => {
    expect(
      shown(
        read(
          "L'urgence de l'Hôpital de Lamèque sera fermée du 7 novembre à 16 h 30 au 9 novembre à midi.",
          'NB',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-07T16:30 → 2025-11-09T12:00']);
    expect(
      shown(
        read(
          "L'urgence de l'Hôpital de Mont-Laurier fermera à 16h30 le samedi 8 novembre et rouvrira le dimanche 9 novembre à 8 h.",
          'QC',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-08T16:30 → 2025-11-09T08:00']);
  });

  it('reads "de minuit à 8 h les 23 et 24 juillet" (QC-1) as those hours on each day', () => {
    expect(
      shown(
        read(
          "L'urgence du Centre hospitalier de Maniwaki sera fermée de minuit à 7 h les 8 et 9 novembre.",
          'QC',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-08T00:00 → 2025-11-08T07:00', '2025-11-09T00:00 → 2025-11-09T07:00']);
  });

  it('reads "aujourd\'hui de 16 h à minuit", minuit ending the day', () => {
    expect(
      shown(
        read("L'urgence du CLSC de Forestville sera fermée aujourd'hui de 16 h à minuit.", 'QC', '2025-11-03T09:00'),
      ),
    ).toEqual(['2025-11-03T16:00 → 2025-11-04T00:00']);
  });

  it('expands "de 20 h à 8 h, du 8 août au 10 août à 8 h" (QC-2) into nights, the last ending at the stated hour', () => {
    expect(
      shown(
        read(
          "L'urgence de l'Hôpital de Tracadie sera fermée les soirs et les nuits, de 20 h à 8 h, du 10 novembre au 12 novembre à 8 h.",
          'NB',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-10T20:00 → 2025-11-11T08:00', '2025-11-11T20:00 → 2025-11-12T08:00']);
  });

  it('reads the nights of a period stated apart from their hours, inclusive ("les nuits du 16 au 22 août … entre 20 h et 8 h", QC-3)', () => {
    const text =
      "L'urgence du Centre multiservices de Forestville sera fermée les soirs et les nuits du 3 au 5 novembre. Ces fermetures seront effectives entre 20 h et 8 h le lendemain matin.";
    expect(shown(read(text, 'QC', '2025-11-01T09:00'))).toEqual([
      '2025-11-03T20:00 → 2025-11-04T08:00',
      '2025-11-04T20:00 → 2025-11-05T08:00',
      '2025-11-05T20:00 → 2025-11-06T08:00',
    ]);
  });

  it('reads weekdays relative to publication ("de vendredi à 20h jusqu\'à samedi à 8h", NB-15) as a disruption when visits are to be limited', () => {
    const reading = read(
      "Le Réseau de santé Vitalité demande à la population de limiter les visites à l'urgence de l'Hôpital de Caraquet. L'invitation est en vigueur de vendredi à 20h jusqu'à samedi à 8h.",
      'NB',
      '2025-11-05T09:00',
    );
    expect(reading.kind).toBe('disruption');
    expect(shown(reading)).toEqual(['2025-11-07T20:00 → 2025-11-08T08:00']);
  });

  it('gives a night schedule with no end ("fermera définitivement la nuit, de 20 h à 8 h, dès le 1er février 2024", QC-13) as reduced hours in words', () => {
    const reading = read(
      "L'urgence de Maniwaki fermera la nuit, de 20 h à 8 h, dès le 1er décembre 2025.",
      'QC',
      '2025-11-03T09:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.windows).toEqual([]);
    expect(reading.recurring).toContain('1er décembre');
  });

  it('reads "sera fermé" (masculine), "demain", "jusqu\'au lundi 16 juin à 8 h" and "demeure ouverte"', () => {
    const masculine = read(
      "Le service d'urgence de l'Hôpital de Caraquet sera fermé le samedi 14 juin de 8 h à 20 h.",
      'NB',
      '2025-06-10T10:00',
    );
    expect(masculine.kind).toBe('closed');
    expect(shown(masculine)).toEqual(['2025-06-14T08:00 → 2025-06-14T20:00']);
    expect(
      shown(
        read("L'urgence du Centre de santé de Chibougamau sera fermée demain de 8 h à 16 h.", 'QC', '2025-06-10T10:00'),
      ),
    ).toEqual(['2025-06-11T08:00 → 2025-06-11T16:00']);
    expect(
      shown(
        read("L'urgence de l'Hôpital de Maniwaki sera fermée jusqu'au lundi 16 juin à 8 h.", 'QC', '2025-06-10T10:00'),
      ),
    ).toEqual(['… → 2025-06-16T08:00']);
    expect(read("L'urgence du CLSC de Sainte-Anne-des-Monts demeure ouverte.", 'QC', '2025-06-10T10:00').kind).toBe(
      'open',
    );
  });

  it('reads a day then its hours in a headline ("Fermeture de l\'urgence du CLSC de Paspébiac le 5 juillet, de 8 h à 16 h")', () => {
    const reading = read(
      "Fermeture de l'urgence du CLSC de Paspébiac le 5 juillet, de 8 h à 16 h.",
      'QC',
      '2025-07-01T10:00',
    );
    expect(reading.facility?.name).toBe('CLSC de Paspébiac');
    expect(shown(reading)).toEqual(['2025-07-05T08:00 → 2025-07-05T16:00']);
  });

  it('reads days of one month listed with their month once ("les 2, 3 et 4 août"), and "Aug. 2, 3 and 4" alike', () => {
    const whole = [
      '2025-08-02T00:00 → 2025-08-03T00:00',
      '2025-08-03T00:00 → 2025-08-04T00:00',
      '2025-08-04T00:00 → 2025-08-05T00:00',
    ];
    expect(
      shown(
        read("Le service d'urgence de l'Hôpital de Lamèque sera fermé les 2, 3 et 4 août.", 'NB', '2025-08-01T10:00'),
      ),
    ).toEqual(whole);
    expect(
      shown(
        read(
          "The emergency department at St. Mary's Memorial Hospital will be closed Aug. 2, 3 and 4.",
          'NS',
          '2025-08-01T10:00',
        ),
      ),
    ).toEqual(whole);
  });

  it('reads open hours over a period ("ouverte de 8 h à 16 h seulement, du 4 au 8 août") as reduced hours in words', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Ville-Marie sera ouverte de 8 h à 16 h seulement, du 4 au 8 août.",
      'QC',
      '2025-08-01T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.unreadable).toBe(false);
    expect(reading.recurring).toContain('de 8 h à 16 h');
  });
});
