// An update line's earlier reopening supersedes the original notice's end: one window, the
// original start, the update's end. Invented sentences (second held-out set's family).
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an update that reopens earlier', () => {
  it('"UPDATE (…): will now reopen at 3 p.m. today … Original notice: closed from … until …" (EN)', () => {
    const reading = read(
      'UPDATE (March 14, 11:40 a.m.): The emergency department at Digby General Hospital will now reopen at 3 p.m. today, Friday, March 14. Original notice: The emergency department at Digby General Hospital will be closed from 7 a.m. Friday, March 14 until 7 a.m. Saturday, March 15.',
      'NS',
      '2025-03-14T11:40',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-03-14T07:00 → 2025-03-14T15:00']);
  });

  it("« MISE À JOUR : rouvrira à 14 h aujourd'hui … Avis initial : fermée du … au … » (FR)", () => {
    const reading = read(
      "MISE À JOUR : L'urgence de l'Hôpital de Grand-Sault rouvrira à 14 h aujourd'hui. Avis initial : L'urgence de l'Hôpital de Grand-Sault sera fermée du vendredi 14 mars à 8 h au samedi 15 mars à 8 h.",
      'NB',
      '2025-03-14T11:00',
    );
    expect(shown(reading)).toEqual(['2025-03-14T08:00 → 2025-03-14T14:00']);
  });
});
