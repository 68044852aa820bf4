// "No closures are planned …", « aucune fermeture n'est prévue … » (issue #26, invented sentences):
// the days after a denied closing word are not closed.
import { describe, expect, it } from 'vitest';
import { read } from './reading-helpers';

const bounded = (reading: ReturnType<typeof read>) => reading.windows.filter((w) => w.start !== null || w.end !== null);

describe('a closure said not to happen', () => {
  it('"No emergency department closures are planned over the Victoria Day long weekend" closes no day (EN)', () => {
    const reading = read(
      'No emergency department closures are planned over the Victoria Day long weekend at Digby General Hospital. The ED will be open 24 hours a day, including Monday, May 19.',
      'NS',
      '2025-05-15T10:00',
    );
    expect(bounded(reading)).toEqual([]);
  });

  it('"there are no closures scheduled for Saturday, May 17" closes no day (EN)', () => {
    const reading = read(
      'The emergency department at Digby General Hospital has no closures scheduled for Saturday, May 17.',
      'NS',
      '2025-05-15T10:00',
    );
    expect(bounded(reading)).toEqual([]);
  });

  it("« Aucune fermeture n'est prévue à l'urgence le samedi 17 mai » closes no day (FR)", () => {
    const reading = read(
      "Aucune fermeture n'est prévue à l'urgence de l'Hôpital de Grand-Sault le samedi 17 mai.",
      'NB',
      '2025-05-15T10:00',
    );
    expect(bounded(reading)).toEqual([]);
  });

  it('a closure stated after the denial still counts', () => {
    const reading = read(
      'No closures are planned on Saturday at Digby General Hospital. The emergency department will be closed on Sunday, May 18 from 8 a.m. to 8 p.m.',
      'NS',
      '2025-05-15T10:00',
    );
    expect(bounded(reading).map((w) => `${w.startLocal} → ${w.endLocal}`)).toEqual([
      '2025-05-18T08:00 → 2025-05-18T20:00',
    ]);
  });
});
