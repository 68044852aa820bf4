// An ER that ceases to operate is closed from that day with no end (issue 26: "will cease to
// exist Oct. 3"), also when the same sentence names a clinic closing with it. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an ER that ceases operations', () => {
  it('"will cease operations on June 30", « cessera ses activités le 30 juin »: from that day, no end, sure (EN, FR)', () => {
    for (const [text, province] of [
      ["Portage District General Hospital's emergency department will cease operations on June 30.", 'MB'],
      ["L'urgence de l'Hôpital de Lamèque cessera ses activités le 30 juin.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2025-06-01T10:00');
      expect(shown(reading), text).toEqual(['2025-06-30T00:00 → …']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it("a sentence naming the ER and a clinic together is read as the ER's, not set aside as the clinic's", () => {
    const reading = read(
      "Portage District General Hospital's emergency department and the Misericordia urgent-care clinic will cease to exist June 30, the health authority said Wednesday.",
      'MB',
      '2025-06-04T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-06-30T00:00 → …']);
    expect(reading.certainty).toBe('sure');
  });
});
