// « dans la nuit de samedi à dimanche, de minuit à 8 h », "the night of Saturday to Sunday": one
// night named by its two weekdays (issue #26, invented sentences), like « la nuit du 14 au 15 ».
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('the night between two weekdays', () => {
  it('« dans la nuit de vendredi à samedi, de minuit à 7 h »: Saturday 00:00–07:00 (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Chandler sera fermée dans la nuit de vendredi à samedi, de minuit à 7 h.",
      'QC',
      '2025-06-03T10:00',
    );
    expect(shown(reading)).toEqual(['2025-06-07T00:00 → 2025-06-07T07:00']);
  });

  it('« la nuit de vendredi à samedi, de 20 h à 8 h »: one night from Friday (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Chandler sera fermée la nuit de vendredi à samedi, de 20 h à 8 h.",
      'QC',
      '2025-06-03T10:00',
    );
    expect(shown(reading)).toEqual(['2025-06-06T20:00 → 2025-06-07T08:00']);
  });

  it('"overnight Friday to Saturday, from midnight to 7 a.m.": Saturday 00:00–07:00 (EN)', () => {
    const reading = read(
      'The emergency department at Chandler Hospital will be closed overnight Friday to Saturday, from midnight to 7 a.m.',
      'QC',
      '2025-06-03T10:00',
    );
    expect(shown(reading)).toEqual(['2025-06-07T00:00 → 2025-06-07T07:00']);
  });
});
