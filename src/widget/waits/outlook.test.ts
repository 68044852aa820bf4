// The outlook's sentences at their edges: when an hour counts as busier or quieter than usual
// (at least 2 people and a quarter of the usual level away), one person, and no figures.
import { describe, expect, it } from 'vitest';
import type { EdLoad } from '../../contract/resources';
import { comparedSays, expectedSays } from './outlook';

const loadOf = (waiting: number | null, usual: number | null | undefined) =>
  ({ patients_waiting: waiting, usual_patients_waiting: usual }) as EdLoad;

describe('the outlook in words', () => {
  it('calls an hour busier or quieter only 2 people and a quarter of the usual level away from it', () => {
    expect(comparedSays('en', loadOf(9, 7))).toBe('Busier than usual for this hour: 9 people waiting (usually 7).');
    expect(comparedSays('en', loadOf(8, 7))).toBe('About as usual for this hour: 8 people waiting (usually 7).');
    expect(comparedSays('en', loadOf(23, 20))).toBe('About as usual for this hour: 23 people waiting (usually 20).');
    expect(comparedSays('en', loadOf(25, 20))).toBe('Busier than usual for this hour: 25 people waiting (usually 20).');
    expect(comparedSays('en', loadOf(15, 20))).toBe(
      'Quieter than usual for this hour: 15 people waiting (usually 20).',
    );
    expect(comparedSays('fr', loadOf(16, 20))).toBe(
      'Achalandage habituel à cette heure : 16 personnes en attente (20 d’habitude).',
    );
  });

  it('says only the comparison where the waits view already gives the people waiting and the usual level', () => {
    expect(comparedSays('en', loadOf(9, 7), true)).toBe('Busier than usual for this hour.');
    expect(comparedSays('fr', loadOf(15, 20), true)).toBe('Moins achalandée que d’habitude à cette heure.');
    expect(comparedSays('en', loadOf(12, null), true)).toBeNull();
  });

  it('says one person in the singular, in both languages', () => {
    expect(comparedSays('en', loadOf(1, 4))).toBe('Quieter than usual for this hour: 1 person waiting (usually 4).');
    expect(comparedSays('fr', loadOf(1, 4))).toBe(
      'Moins achalandée que d’habitude à cette heure : 1 personne en attente (4 d’habitude).',
    );
    expect(expectedSays('en', [{ hours: 1, patients_waiting: 1, lower: 0, upper: 2, confidence: 'low' }])).toBe(
      'Expected in 1 hour: 0 to 2 people waiting (ranges right 8 times in 10).',
    );
  });

  it('says nothing without the usual level or the outlook (while the model abstains)', () => {
    expect(comparedSays('en', loadOf(12, null))).toBeNull();
    expect(comparedSays('fr', loadOf(12, undefined))).toBeNull();
    expect(comparedSays('en', loadOf(null, 7))).toBeNull();
    expect(expectedSays('en', null)).toBeNull();
    expect(expectedSays('fr', [])).toBeNull();
  });
});
