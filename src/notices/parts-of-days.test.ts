// Periods named by parts of days with no clock time ("de jeudi soir à vendredi", "from Thursday
// evening to Friday morning"): one closure per period whose ends are not stated — no hour is
// invented (not 18:00, not whole days) — and the reading says its times were not understood
// (issue #26, French notices naming parts of days; README "Parts of days without clock times").
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('parts of days without clock times', () => {
  it('« fermé de jeudi soir à vendredi et de lundi soir à mardi »: two closures, ends unknown, times not understood', () => {
    const reading = read(
      "Le Service d'urgence de l'Hôpital de Caraquet sera temporairement fermé de jeudi soir à vendredi et de lundi soir à mardi.",
      'NB',
      '2024-03-05T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['… → …', '… → …']);
    expect(reading.unreadable).toBe(true);
    expect(reading.notUnderstood).toEqual(expect.arrayContaining(['jeudi', 'vendredi', 'lundi', 'mardi']));
  });

  it('"from Thursday evening to Friday morning" is not a closure from Thursday midnight', () => {
    const reading = read(
      'The emergency department at Sussex Health Centre will be closed from Thursday evening to Friday morning.',
      'NB',
      '2024-03-05T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['… → …']);
    expect(reading.unreadable).toBe(true);
  });

  it('the same days with clock times are read to the minute', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Caraquet sera fermée de jeudi soir 20 h à vendredi 8 h.",
      'NB',
      '2024-03-05T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-07T20:00 → 2024-03-08T08:00']);
    expect(reading.unreadable).toBe(false);
  });
});
