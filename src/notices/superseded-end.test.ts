// An update that moves a closure's end: the end it replaces ("which was scheduled to end on …",
// "originally scheduled to reopen …", « qui devait prendre fin le … ») is no end of the closure
// (found on the readable half of notices-2). Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const reading = (text: string, province: 'NB' | 'PE' | 'QC') => {
  const r = read(text, province, '2025-06-13T21:00');
  return { windows: shown(r), certainty: r.certainty, kind: r.kind };
};

describe('the end an update replaces', () => {
  it('is set aside when the closure is extended, and the reading stays sure (EN, FR)', () => {
    expect(
      reading(
        'The closure of the emergency department at Sussex Health Centre, which was scheduled to end on Monday, June 16 at 8 a.m., has been extended until Wednesday, June 18 at 8 a.m. Closure: from Friday, June 13 at 8 p.m. until Wednesday, June 18 at 8 a.m.',
        'NB',
      ),
    ).toEqual({ windows: ['2025-06-13T20:00 → 2025-06-18T08:00'], certainty: 'sure', kind: 'closed' });
    expect(
      reading(
        "La fermeture de l'urgence de l'Hôpital de Lamèque, qui devait prendre fin le lundi 16 juin à 8 h, est prolongée jusqu'au mercredi 18 juin à 8 h. Fermeture : du vendredi 13 juin à 20 h au mercredi 18 juin à 8 h.",
        'NB',
      ),
    ).toEqual({ windows: ['2025-06-13T20:00 → 2025-06-18T08:00'], certainty: 'sure', kind: 'closed' });
  });

  it('is no second window when the reopening is postponed (EN, FR)', () => {
    expect(
      reading(
        'The emergency department at Montague Hospital, originally scheduled to reopen Saturday, June 14 at 8 a.m., will remain closed until Monday, June 16 at 8 a.m.',
        'PE',
      ),
    ).toEqual({ windows: ['… → 2025-06-16T08:00'], certainty: 'sure', kind: 'closed' });
    expect(
      reading(
        "L'urgence de l'Hôpital de Maria, qui devait rouvrir le samedi 14 juin à 8 h, restera fermée jusqu'au lundi 16 juin à 8 h.",
        'QC',
      ),
    ).toEqual({ windows: ['… → 2025-06-16T08:00'], certainty: 'sure', kind: 'closed' });
  });

  it('but an end the notice states as expected stays its end ("is scheduled to reopen", "was due to reopen")', () => {
    expect(
      reading(
        'The emergency department at Montague Hospital closed at 4 p.m. Friday. It is scheduled to reopen at 8 a.m. Saturday.',
        'PE',
      ).windows,
    ).toEqual(['2025-06-13T16:00 → 2025-06-14T08:00']);
    expect(
      reading(
        'The emergency department at Montague Hospital closed at 4 p.m. Friday. The department was due to reopen Saturday at 8 a.m.',
        'PE',
      ).windows,
    ).toEqual(['2025-06-13T16:00 → 2025-06-14T08:00']);
  });
});
