// Whole days "from … to …", then a reopening with its day and time: the explicit reopening
// overrides the end (the labels' rule), instead of being taken for a restatement of it. Invented.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('whole days, then the reopening the morning after', () => {
  it('ends the days at the reopening (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Maple Bay Hospital will be closed from Saturday, June 14 to Sunday, June 15. It will reopen on Monday, June 16 at 8 a.m.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital de Baie-des-Érables sera fermée du samedi 14 juin au dimanche 15 juin inclusivement. Réouverture prévue le lundi 16 juin à 8 h.",
        'QC',
      ],
    ] as const) {
      const reading = read(text, province, '2025-06-10T09:00');
      expect(shown(reading), text).toEqual(['2025-06-14T00:00 → 2025-06-16T08:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('a reopening on a later day is not that end', () => {
    const reading = read(
      'The emergency department at Maple Bay Hospital will be closed from Saturday, June 14 to Sunday, June 15. It will reopen on Tuesday, June 17 at 8 a.m.',
      'NS',
      '2025-06-10T09:00',
    );
    expect(shown(reading)).toContain('2025-06-14T00:00 → 2025-06-16T00:00');
    expect(reading.certainty).toBe('unsure');
  });
});
