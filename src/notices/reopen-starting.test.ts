// "will reopen as normal starting at 8 a.m. on March 7": "starting" after a reopening word, before
// it read anything, starts the reopening, not a closure. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a reopening "starting at" a moment', () => {
  it('ends the closure there (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Maple Bay Hospital will be closed on Saturday, March 4. It will reopen as normal starting at 8 a.m. on Sunday, March 5.',
        'BC',
      ],
      [
        "L'urgence de l'Hôpital de Baie-des-Érables sera fermée le samedi 4 mars. Elle rouvrira normalement à compter de 8 h le dimanche 5 mars.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2023-03-02T09:00');
      expect(shown(reading), text).toEqual(['2023-03-04T00:00 → 2023-03-05T08:00']);
    }
  });

  it('"starting" after a reopening already read begins something else', () => {
    const reading = read(
      'The emergency department at Maple Bay Hospital will reopen at 8 a.m. Sunday, March 5, and starting Monday, March 6 will close at 8 p.m. each night until further notice.',
      'BC',
      '2023-03-02T09:00',
    );
    expect(shown(reading)).not.toContain('… → 2023-03-06T00:00');
  });
});
