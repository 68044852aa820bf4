// "dans la nuit du 14 au 15 février" / "the night of Feb. 14 to 15" is ONE night: the window falls
// on the night named. Invented sentences (second held-out set's family).
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('the night of D to D+1', () => {
  it('"de minuit à 8 h" is the early hours of the second date (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Chandler sera fermée dans la nuit du 21 au 22 mars, de minuit à 8 h.",
      'QC',
      '2025-03-19T09:00',
    );
    expect(shown(reading)).toEqual(['2025-03-22T00:00 → 2025-03-22T08:00']);
  });

  it('"de 20 h à 8 h" starts on the first date and ends on the second (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Maria sera fermée dans la nuit du 31 mai au 1er juin, de 20 h à 8 h.",
      'QC',
      '2025-05-28T09:00',
    );
    expect(shown(reading)).toEqual(['2025-05-31T20:00 → 2025-06-01T08:00']);
  });

  it('"the night of Oct. 3 to 4, from 7 p.m. to 7 a.m." (EN)', () => {
    const reading = read(
      'The emergency department at Sussex Health Centre will be closed the night of Oct. 3 to 4, from 7 p.m. to 7 a.m.',
      'NB',
      '2025-10-01T09:00',
    );
    expect(shown(reading)).toEqual(['2025-10-03T19:00 → 2025-10-04T07:00']);
  });

  it('a period of several nights is still read night by night', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Chandler sera fermée les nuits du 3 au 5 mars, de 19 h à 7 h.",
      'QC',
      '2025-03-01T09:00',
    );
    expect(shown(reading)).toHaveLength(3);
  });
});
