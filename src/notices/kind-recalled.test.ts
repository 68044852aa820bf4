// Two kinds of notice the words decide: ambulances sent elsewhere by a verb said before them
// ("paramedics will divert ambulances", « redirigera les ambulances ») while the ER stays open to
// walk-ins is a disruption over its period; an ER back to full service, whose closures are only
// recalled ("had been closing overnight", « avait été fermée la nuit »), is open. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('ambulances diverted, the ER open to walk-ins', () => {
  it('is a disruption over the period, however the diverting is worded (EN, FR)', () => {
    for (const [text, province] of [
      [
        'EMS will divert ambulances away from Harbourview Hospital from 9 p.m. Friday until 9 a.m. Saturday. The emergency department will remain open to patients who walk in.',
        'NS',
      ],
      [
        'Paramedics are redirecting all ambulances from Harbourview Hospital from 9 p.m. Friday until 9 a.m. Saturday; its emergency department stays open for walk-in patients.',
        'NS',
      ],
      [
        "Le CISSS redirigera les ambulances vers Amqui de 21 h vendredi à 9 h samedi; l'urgence de l'Hôpital de Matane demeure ouverte aux patients qui se présentent par eux-mêmes.",
        'QC',
      ],
    ] as const) {
      const reading = read(text, province, '2025-03-12T10:00');
      expect(reading.kind, text).toBe('disruption');
      expect(shown(reading), text).toEqual(['2025-03-14T21:00 → 2025-03-15T09:00']);
    }
  });
});

describe('an ER back to full service, its closures only recalled', () => {
  it('is open, with no window (EN, FR)', () => {
    for (const [text, province] of [
      [
        'KELSEY - The emergency department at Kelsey Lake Hospital is back to full 24-hour service, the health authority confirmed Monday. The department had been closing overnight since early May because of a nursing shortage.',
        'AB',
      ],
      [
        "L'urgence de l'Hôpital de Lachute est de retour à un horaire de 24 heures depuis ce matin, a confirmé le CISSS lundi. Elle avait été fermée la nuit pendant six semaines faute de personnel.",
        'QC',
      ],
    ] as const) {
      const reading = read(text, province, '2024-06-10T12:00');
      expect(reading.kind, text).toBe('open');
      expect(shown(reading), text).toEqual([]);
    }
  });
});

describe('an ER said only to reopen later', () => {
  it('is closed until then, not disrupted (EN, FR)', () => {
    for (const [text, province] of [
      [
        'Update: The emergency department at Cape Sable Memorial Hospital will now reopen at noon on Wednesday, June 4, instead of 8 a.m.',
        'NS',
      ],
      ["Mise à jour : l'urgence de l'Hôpital de Cap-Sable rouvrira à midi le mercredi 4 juin plutôt qu'à 8 h.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2025-06-02T10:00');
      expect(reading.kind, text).toBe('closed');
      expect(shown(reading), text).toEqual(['… → 2025-06-04T12:00']);
    }
  });
});

describe('a closure read as in effect that had ended before the notice was published', () => {
  it('is unsure (ended_before)', () => {
    const reading = read(
      'The Eastern Shore Memorial Hospital ED in Sheet Harbour is closed until 7 a.m. Monday. It closed at 7 a.m. today.',
      'NS',
      '2025-06-02T10:00',
    );
    expect(reading.certainty).toBe('unsure');
    expect(reading.doubts.map((d) => d.code)).toContain('ended_before');
  });

  it('but one ending after publication is not doubted for it', () => {
    const reading = read(
      'The Eastern Shore Memorial Hospital ED in Sheet Harbour is closed until 7 a.m. Monday, June 9.',
      'NS',
      '2025-06-07T10:00',
    );
    expect(reading.doubts.map((d) => d.code)).not.toContain('ended_before');
  });
});
