// Reduced hours said in words: "hours will be reduced", "reduced hours", "will only be open from
// … to …", « ouverte de 8 h à 16 h seulement », « heures réduites ». With no closing word of its
// own, such a notice is reduced hours, even under a headline about closures; with a dated closure
// stated ("a reduction in operating hours. The ED will close Saturday at 5 p.m. …") it stays a
// closure. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read } from './reading-helpers';

describe('reduced hours in words', () => {
  it('"hours … will be temporarily reduced … open from 8 a.m. to 8 p.m. on Saturdays and Sundays" (EN)', () => {
    const reading = read(
      'Beginning this weekend, hours at the Lillooet Hospital emergency department will be temporarily reduced. The emergency department will be open from 8 a.m. to 8 p.m. on Saturdays and Sundays until further notice.',
      'BC',
      '2025-06-10T09:00',
    );
    expect([reading.kind, reading.windows.length, reading.recurring === null]).toEqual(['reduced_hours', 0, false]);
  });

  it('"hours at … will be temporarily reduced" beside a misread usual schedule (EN)', () => {
    const reading = read(
      'Hours at the Ashcroft Hospital emergency department will be temporarily reduced this weekend. It will be open from 6 p.m. to 10 p.m. on Friday, June 13, and the usual hours of the emergency department are 6 p.m. on Friday to 8 a.m. on Monday.',
      'BC',
      '2025-06-10T09:00',
    );
    expect(reading.kind).toBe('reduced_hours');
  });

  it('"will only be open from 8 a.m. to 4 p.m." under a headline about closures (EN)', () => {
    const reading = read(
      'The emergency department at Carbonear General Hospital will only be open from 8 a.m. to 4 p.m. on Monday, June 16.',
      'NL',
      '2025-06-10T09:00',
      'Emergency room closures this week',
    );
    expect(reading.kind).toBe('reduced_hours');
  });

  it('"there will be reduced hours … from 8 p.m. to 8 a.m. on June 20 and June 21" (EN)', () => {
    expect(
      read(
        'There will be reduced hours at the Chetwynd Hospital emergency department from 8 p.m. to 8 a.m. on June 20 and June 21.',
        'BC',
        '2025-06-10T09:00',
      ).kind,
    ).toBe('reduced_hours');
  });

  it('« ouverte de 8 h à 16 h seulement », « les heures … seront réduites » (FR)', () => {
    expect(
      read(
        "À compter du 16 juin, l'urgence de l'Hôpital de Maria sera ouverte de 8 h à 16 h seulement, et ce, jusqu'à nouvel ordre.",
        'QC',
        '2025-06-10T09:00',
      ).kind,
    ).toBe('reduced_hours');
    expect(
      read(
        "Les heures de l'urgence de l'Hôpital de Lamèque seront réduites : l'urgence sera ouverte de 8 h à 20 h les samedis et dimanches.",
        'NB',
        '2025-06-10T09:00',
      ).kind,
    ).toBe('reduced_hours');
  });

  it('a reduction in hours stated as dated closures stays a closure', () => {
    const reading = read(
      "The Seaforth Community Hospital's emergency department will have a reduction in operating hours. The emergency department will close Saturday, June 14 at 5 p.m. and reopen Sunday, June 15 at 7 a.m.",
      'ON',
      '2025-06-10T09:00',
    );
    expect(reading.kind).toBe('closed');
  });
});
