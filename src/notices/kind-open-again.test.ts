// Notices that end a closure or say none is coming: reopened early, back to 24/7, a disruption
// over, a notice withdrawn as an error, no closures planned. The ER is open and no window is shown
// (issue 26, invented set 4). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an ER reopened, back to full hours or never to close: open, no window', () => {
  it('"reopened at 2 p.m. today, earlier than planned … had been scheduled to remain closed until …" (EN)', () => {
    const reading = read(
      'The emergency department at Bayview Community Hospital reopened at 2 p.m. today, sooner than expected, after a locum physician arrived. It had been scheduled to remain closed until 7 a.m. Tuesday.',
      'NS',
      '2025-03-09T15:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('« devait demeurer fermée jusqu’à lundi … a rouvert » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lac-Vert a rouvert ses portes à 14 h aujourd'hui. Elle devait demeurer fermée jusqu'à lundi 8 h.",
      'QC',
      '2025-03-09T15:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('"will return to 24/7 operations beginning at 8 a.m. on Monday" (EN)', () => {
    const reading = read(
      'The emergency department at Pine Ridge Hospital will return to full 24/7 operations beginning at 8 a.m. on Monday, March 2. We thank our staff for making this possible.',
      'NB',
      '2026-02-25T10:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('« retournera à un horaire de 24 heures à compter du 2 mars » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Rivière-Claire retournera à un horaire de 24 heures à compter du lundi 2 mars à 8 h.",
      'NB',
      '2026-02-25T10:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('"the temporary disruption … has ended; resumed regular 24/7 operations at 7 a.m. today" (EN)', () => {
    const reading = read(
      'UPDATE: The temporary closure of the emergency department at Maple Plains Health Centre has ended. The department resumed regular 24/7 operations at 7 a.m. today, Tuesday, April 8.',
      'MB',
      '2025-04-08T09:00',
    );
    expect([reading.kind, shown(reading), reading.unreadable]).toEqual(['open', [], false]);
  });

  it('« L’interruption de service … a pris fin » (FR)', () => {
    const reading = read(
      "L'interruption de service à l'urgence de l'Hôpital de Saint-Arnaud a pris fin. L'urgence est ouverte depuis 8 h ce matin, le mardi 8 avril.",
      'NB',
      '2025-04-08T09:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('a correction: "the notice … was issued in error; the ED will remain open on Sunday" (EN)', () => {
    const reading = read(
      'CORRECTION: The emergency department at Harbourside Hospital will remain open on Sunday, Oct. 12. An earlier notice saying it would be closed that day was posted in error.',
      'PE',
      '2025-10-10T16:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
    expect(reading.facility?.name).toBe('Harbourside Hospital');
  });

  it('« L’avis publié ce matin … a été diffusé par erreur » (FR)', () => {
    const reading = read(
      "RECTIFICATIF : l'urgence de l'Hôpital de Val-Joli demeurera ouverte le dimanche 12 octobre. L'avis publié ce matin annonçant sa fermeture a été diffusé par erreur.",
      'QC',
      '2025-10-10T16:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('"No emergency department closures are planned over the long weekend" (EN)', () => {
    const reading = read(
      'No closures of the emergency department are expected over the Thanksgiving long weekend at Northfield Regional Hospital. The ED will be open around the clock, including Monday, Oct. 13.',
      'NS',
      '2025-10-10T11:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('« Aucune fermeture de l’urgence n’est prévue cette fin de semaine » (FR)', () => {
    const reading = read(
      "Aucune fermeture de l'urgence n'est prévue cette fin de semaine à l'Hôpital de Mont-Clair. L'urgence sera ouverte en tout temps, y compris le lundi 13 octobre.",
      'QC',
      '2025-10-10T11:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('a closure still coming beside the reopening stays closed (EN)', () => {
    const reading = read(
      'The emergency department at Bayview Community Hospital reopened at 2 p.m. today. It will close again from 8 p.m. Friday, March 14 until 8 a.m. Saturday, March 15.',
      'NS',
      '2025-03-09T15:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toContain('2025-03-14T20:00 → 2025-03-15T08:00');
  });
});

describe('a return to round-the-clock service said in French', () => {
  it('« retrouvera un service 24 heures sur 24 », « retournera à un horaire de 24 heures sur 24 »: open, no window', () => {
    for (const text of [
      "L'urgence de l'Hôpital du Lac retrouvera un service 24 heures sur 24 à compter de 8 h le lundi 12 janvier.",
      "L'urgence de l'Hôpital du Lac retournera à un horaire de 24 heures sur 24 à compter de 8 h le lundi 12 janvier.",
    ]) {
      const reading = read(text, 'NB', '2026-01-05T09:00');
      expect(reading.kind, text).toBe('open');
      expect(shown(reading), text).toEqual([]);
    }
  });
});
