// The counts' words at their edges: one person, no stretcher in service, nothing counted, the
// usual level only where asked, and the counts' time of day as a notice writes it.
import { describe, expect, it } from 'vitest';
import type { EdLoad } from '../../contract/resources';
import { countsSay } from './counts';
import { formatClock } from './format';

const loadOf = (fields: Partial<EdLoad>) =>
  ({ patients_waiting: 4, occupancy_pct: 110, usual_patients_waiting: 8, ...fields }) as EdLoad;

/** Text as read, with Intl's no-break spaces as plain ones. */
const plain = (said: string) => said.replace(/\s+/g, ' ');

describe('the counts in words', () => {
  it('gives the people waiting, the usual level when asked, and the stretchers’ occupancy, in both languages', () => {
    expect(countsSay('en', loadOf({}), true)).toBe(
      '4 people waiting to see a doctor (usual at this hour: 8) · Stretchers 110% occupied',
    );
    expect(countsSay('en', loadOf({}), false)).toBe('4 people waiting to see a doctor · Stretchers 110% occupied');
    expect(plain(countsSay('fr', loadOf({}), true))).toBe(
      '4 personnes attendent de voir un médecin (habituellement à cette heure : 8) · Civières occupées à 110 %',
    );
  });

  it('says one person in the singular, and no one in words', () => {
    expect(countsSay('en', loadOf({ patients_waiting: 1, occupancy_pct: null }), false)).toBe(
      '1 person waiting to see a doctor',
    );
    expect(countsSay('fr', loadOf({ patients_waiting: 1, occupancy_pct: null }), false)).toBe(
      '1 personne attend de voir un médecin',
    );
    expect(countsSay('en', loadOf({ patients_waiting: 0, occupancy_pct: null }), false)).toBe(
      'No one waiting to see a doctor',
    );
    expect(countsSay('fr', loadOf({ patients_waiting: 0, occupancy_pct: null }), false)).toBe(
      'Personne n’attend de voir un médecin',
    );
  });

  it('gives what is counted and nothing else: stretchers alone, or nothing', () => {
    expect(countsSay('en', loadOf({ patients_waiting: null, usual_patients_waiting: null }), true)).toBe(
      'Stretchers 110% occupied',
    );
    expect(countsSay('en', loadOf({ patients_waiting: null, occupancy_pct: null }), true)).toBe('');
  });
});

describe('the counts’ time of day', () => {
  const montreal = 'America/Toronto';
  it('writes it as a notice does, in the ER’s zone: no ":00", no leading zero', () => {
    const at = (hour: number, minute: number) => Date.UTC(2026, 10, 27, hour + 5, minute);
    expect(formatClock('en', at(15, 0), montreal)).toBe('3 p.m.');
    expect(formatClock('fr', at(15, 0), montreal)).toBe('15 h');
    expect(formatClock('en', at(0, 7), montreal)).toBe('12:07 a.m.');
    expect(formatClock('fr', at(0, 7), montreal)).toBe('0 h 07');
    expect(formatClock('en', at(12, 30), montreal)).toBe('12:30 p.m.');
    expect(formatClock('fr', at(8, 0), 'America/Vancouver')).toBe('5 h');
  });
});
