// French dates and times found by the second held-out set: "cette fin de semaine, soit …",
// "à compter du … jusqu'à nouvel ordre", "les services reprendront … à 8 h 30". Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('French closing periods', () => {
  it('"fermée cette fin de semaine, soit le samedi … et le dimanche …" then "reprendront … à 8 h 30"', () => {
    const reading = read(
      'La clinique du Centre de santé de Lamèque sera fermée cette fin de semaine, soit le samedi 5 avril et le dimanche 6 avril. Les services reprendront le lundi 7 avril à 8 h 30.',
      'NB',
      '2025-04-03T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-04-05T00:00 → 2025-04-07T08:30']);
  });

  it('"closed this weekend, namely Saturday … and Sunday …" (EN)', () => {
    const reading = read(
      'The ER at Tyne Valley Health Centre will be closed this weekend, namely Saturday, April 5 and Sunday, April 6.',
      'PE',
      '2025-04-03T09:00',
    );
    expect(shown(reading)).toEqual(['2025-04-05T00:00 → 2025-04-06T00:00', '2025-04-06T00:00 → 2025-04-07T00:00']);
  });

  it('"les services reprendront … à 8 h 30" ends the closure it follows', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Maria sera fermée le samedi 12 avril à 16 h. Les services reprendront le dimanche 13 avril à 8 h 30.",
      'QC',
      '2025-04-10T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-04-12T16:00 → 2025-04-13T08:30']);
  });

  it('"fermé jusqu\'à nouvel ordre à compter du …" starts then, with no end', () => {
    const reading = read(
      "Le laboratoire de l'Hôpital de Chandler sera fermé jusqu'à nouvel ordre à compter du mardi 6 mai 2025.",
      'QC',
      '2025-05-01T09:00',
    );
    expect([reading.kind, reading.unreadable, ...shown(reading)]).toEqual(['closed', false, '2025-05-06T00:00 → …']);
  });
});
