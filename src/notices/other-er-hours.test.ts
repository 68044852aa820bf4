// Another hospital's ER with its own hours ("Souris Hospital ED is open 8 am–8 pm", « L'urgence de
// l'Hôpital de Lamèque est ouverte de 8 h à 20 h »): its hours are set aside, never the notice's
// ER's windows, and leave no time unaccounted for. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe("another hospital's ER and its open hours", () => {
  it('are set aside (EN, FR)', () => {
    const cases: [string, 'PE' | 'NB', string][] = [
      [
        'Maple Bay Memorial Hospital ED in Cedarville is closed tonight from 7pm–7am due to staffing. Oak Harbour Hospital ED is open 8 am–8 pm. The regional hospital in Riverton is open 24/7.',
        'PE',
        '2023-01-20T19:00 → 2023-01-21T07:00',
      ],
      [
        "L'urgence de l'Hôpital de Baie-des-Érables sera fermée ce soir de 19 h à 7 h. L'urgence de l'Hôpital de Lamèque est ouverte de 8 h à 20 h.",
        'NB',
        '2023-01-20T19:00 → 2023-01-21T07:00',
      ],
    ];
    for (const [text, province, window] of cases) {
      const reading = read(text, province, '2023-01-20T15:10');
      expect(shown(reading), text).toEqual([window]);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('a place to go instead, with its hours, is no statement of its own', () => {
    const reading = read(
      'Maple Bay Memorial Hospital ED in Cedarville is closed tonight from 7pm–7am. Patients should go to Oak Harbour Hospital ED, which is open 24/7.',
      'PE',
      '2023-01-20T15:10',
    );
    expect(shown(reading)).toEqual(['2023-01-20T19:00 → 2023-01-21T07:00']);
  });
});
