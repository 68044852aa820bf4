// A table flattened to text, one row a line, under a heading row naming the day, the closing and the
// reopening ("Date | Closed from | Reopens", « Date | Fermeture | Réouverture »): each row is one
// closure. Invented notices.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';
import { normalize } from './sentences';

describe('a table of closures flattened to text', () => {
  it('reads each row as one closure (EN, FR)', () => {
    for (const [text, province] of [
      [
        'PRAIRIE MOUNTAIN HEALTH — TEMPORARY ED SERVICE SUSPENSION\nSite: Minnedosa Health Centre\nDate | Closed from | Reopens\nFri. Oct 3 | 17:00 | Sat. Oct 4 08:00\nSat. Oct 4 | 17:00 | Mon. Oct 6 08:00\nIn an emergency call 911.',
        'MB',
      ],
      [
        'Bris de service – Hôpital de Maniwaki\nDate | Fermeture | Réouverture\nvendredi 3 octobre | 17 h | samedi 4 octobre, 8 h\nsamedi 4 octobre | 17 h | lundi 6 octobre, 8 h',
        'QC',
      ],
    ] as const) {
      const reading = read(text, province, '2025-10-01T09:00');
      expect(shown(reading), text).toEqual([
        '2025-10-03T17:00 → 2025-10-04T08:00',
        '2025-10-04T17:00 → 2025-10-06T08:00',
      ]);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('leaves rows alone under any other heading, and stops at the first line that is not a row', () => {
    const text =
      'Site | Status | Updated\nMinnedosa | Open | Oct 3\nDate | Closed from | Reopens\nFri. Oct 3 | 17:00 | Sat. Oct 4 08:00\nCall 911.';
    const out = normalize(text);
    expect(out).toContain('Minnedosa | Open | Oct 3');
    expect(out).toContain('Closed from Fri. Oct 3 17:00 until Sat. Oct 4 08:00.');
    expect(out).toContain('Call 911.');
  });
});
