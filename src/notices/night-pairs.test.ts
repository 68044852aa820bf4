// Nights named as pairs of dates in a list ("the nights of May 1-2 and May 2-3", « les nuits du
// 1er au 2 mai et du 2 au 3 mai »): each pair is one night. And "no emergency services will be
// available", « aucun service d'urgence ne sera offert »: a closing, not an opening. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const twoNights = ['2026-05-01T20:00 → 2026-05-02T08:00', '2026-05-02T20:00 → 2026-05-03T08:00'];

describe('a list of nights named as pairs of dates', () => {
  it('"No emergency services will be available overnight on the nights of May 1-2 and May 2-3 (8 p.m. to 8 a.m.)"', () => {
    const reading = read(
      'The emergency department at Wadena Hospital will operate reduced hours, 8 a.m. to 8 p.m., on Friday, May 1 and Saturday, May 2. No emergency services will be available overnight on the nights of May 1-2 and May 2-3 (8 p.m. to 8 a.m.). Regular 24/7 service resumes Sunday, May 3 at 8 a.m.',
      'SK',
      '2026-04-28T10:00',
    );
    expect(shown(reading)).toEqual(twoNights);
    expect(reading.kind).toBe('reduced_hours');
  });

  it('"closed on the nights of May 1-2 and May 2-3, from 8 p.m. to 8 a.m."', () => {
    const reading = read(
      'The emergency department at Wadena Hospital will be closed on the nights of May 1-2 and May 2-3, from 8 p.m. to 8 a.m.',
      'SK',
      '2026-04-28T10:00',
    );
    expect(shown(reading)).toEqual(twoNights);
  });

  it("« Aucun service d'urgence ne sera offert les nuits du 1er au 2 mai et du 2 au 3 mai, de 20 h à 8 h »", () => {
    const reading = read(
      "À l'Hôpital de Lamèque, aucun service d'urgence ne sera offert les nuits du 1er au 2 mai et du 2 au 3 mai, de 20 h à 8 h.",
      'NB',
      '2026-04-28T10:00',
    );
    expect(shown(reading)).toEqual(twoNights);
  });

  it('one pair is still one night: "the night of May 1 to 2, from 8 p.m. to 8 a.m."', () => {
    const reading = read(
      'The emergency department at Wadena Hospital will be closed the night of May 1 to 2, from 8 p.m. to 8 a.m.',
      'SK',
      '2026-04-28T10:00',
    );
    expect(shown(reading)).toEqual(twoNights.slice(0, 1));
  });
});
