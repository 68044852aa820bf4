// An end said before its start: a reopening given first ("Reopening Sunday at 7 a.m. – … will close
// starting Saturday at 7 p.m."), or an update's new reopening before the start it recalls. The one
// window without a start and the one without an end are one closure. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an end said before its start', () => {
  it('a reopening in the heading, the closing after it (EN, FR)', () => {
    for (const [text, province] of [
      [
        'Reopens Monday at 8 a.m. — The emergency department at Maple Bay Hospital will close starting Sunday at 6 p.m. due to a shortage of physicians.',
        'NB',
      ],
      [
        "Réouverture lundi à 8 h — L'urgence de l'Hôpital de Baie-des-Érables fermera à compter de dimanche à 18 h, faute de médecins.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-03-06T10:00');
      expect(reading.kind, text).toBe('closed');
      expect(shown(reading), text).toEqual(['2025-03-09T18:00 → 2025-03-10T08:00']);
    }
  });

  it("an update's earlier reopening, then the start it recalls", () => {
    const reading = read(
      'UPDATE: The emergency department at Maple Bay Hospital will now reopen at 3 p.m. today, Sunday, March 9. The department closed as planned at 7 p.m. Saturday, March 8.',
      'NS',
      '2025-03-09T10:30',
    );
    expect(shown(reading)).toEqual(['2025-03-08T19:00 → 2025-03-09T15:00']);
  });

  it('a closure in effect and a later one stay two windows', () => {
    const reading = read(
      'The emergency department at Maple Bay Hospital is closed until 8 a.m. Monday, March 10. It will close again at 8 p.m. Tuesday, March 11.',
      'NS',
      '2025-03-09T10:30',
    );
    expect(shown(reading)).toEqual(['… → 2025-03-10T08:00', '2025-03-11T20:00 → …']);
  });
});
