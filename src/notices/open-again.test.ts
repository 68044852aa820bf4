// Safety: notices that an ER stays open, has reopened, or that a closure was called off read as
// open, with no window — a closure that does not exist must never be shown. An ER said to "remain
// open" without a physician on site for a period is a disruption over that period. Invented
// sentences (third held-out set's family), not the set's own.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a closure called off is an open notice', () => {
  it('"has been cancelled", "called off", "will not go ahead" (EN)', () => {
    for (const text of [
      'The Kincardine Hospital emergency department will stay open on Sunday, June 8. The closure announced last week for that day has been cancelled after a locum physician was found.',
      'Good news: the planned overnight closure of the Beausejour Health Centre ER on Tuesday, Sept. 16 has been called off.',
      'The temporary closure of the Glace Bay Hospital emergency department scheduled for Friday, May 2 will not go ahead.',
      'Interior Health has cancelled the planned closure of the Clearwater hospital emergency department on Monday, July 21.',
    ]) {
      const reading = read(text, 'ON', '2025-05-01T09:00');
      expect([reading.kind, reading.windows, reading.unreadable], text).toEqual(['open', [], false]);
    }
  });

  it('"n’aura pas lieu", "est annulée" (FR)', () => {
    for (const text of [
      "La fermeture de l'urgence de l'Hôpital de Mont-Laurier prévue le samedi 14 juin n'aura pas lieu. L'urgence demeure ouverte 24 heures sur 24.",
      "Mise à jour : la fermeture temporaire de l'urgence de l'Hôpital de Maniwaki annoncée pour le dimanche 9 mars est annulée.",
    ]) {
      const reading = read(text, 'QC', '2025-03-05T09:00');
      expect([reading.kind, reading.windows], text).toEqual(['open', []]);
    }
  });

  it('a cancelled service is that service closed, not an open notice', () => {
    const reading = read(
      'Laboratory blood collection at the Sussex Health Centre is cancelled Wednesday, Oct. 15 due to staffing.',
      'NB',
      '2025-10-13T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-10-15T00:00 → 2025-10-16T00:00']);
  });

  it('one closure called off while another is stated stays a closure', () => {
    const reading = read(
      'The closure of the Twillingate hospital emergency department on Saturday, Aug. 2 has been cancelled. The emergency department will be closed on Sunday, Aug. 3.',
      'NL',
      '2025-07-30T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-08-03T00:00 → 2025-08-04T00:00']);
  });
});

describe('an ER that has reopened is an open notice', () => {
  it('"has reopened", "is open again" (EN) and "a rouvert", "rouvre", "est de nouveau ouverte" (FR)', () => {
    for (const [text, province] of [
      ['The emergency department at Dauphin Regional Health Centre has reopened as of 7 a.m. today.', 'MB'],
      ['The Lillooet Hospital ER is open again, 24 hours a day, starting Monday, April 7.', 'BC'],
      ["L'urgence de l'Hôpital de Sainte-Anne-des-Monts a rouvert ses portes hier à 7 h.", 'QC'],
      ["L'urgence du Centre de santé de Lamèque rouvre ce matin à 8 h, 24 heures sur 24.", 'NB'],
      ["L'urgence de l'Hôpital de Ville-Marie est de nouveau ouverte depuis le lundi 7 avril.", 'QC'],
    ] as const) {
      const reading = read(text, province, '2025-04-05T09:00');
      expect([reading.kind, reading.windows, reading.unreadable], text).toEqual(['open', [], false]);
    }
  });

  it('"will close … and reopen …" is still a closure with its window', () => {
    const reading = read(
      'The emergency department at Roseway Hospital will close at 8 p.m. Friday, April 11 and reopen at 8 a.m. Saturday, April 12.',
      'NS',
      '2025-04-09T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-04-11T20:00 → 2025-04-12T08:00']);
  });
});

describe('an open ER without a physician on site is a disruption', () => {
  it('"remains open" does not override the stated period without a physician (EN)', () => {
    const reading = read(
      'Red Lake Margaret Cochenour Memorial Hospital will be without an on-site physician from 6 p.m. Saturday, Feb. 8 until 8 a.m. Sunday, Feb. 9. Nurses will assess patients with a physician available by video. The emergency department remains open.',
      'ON',
      '2025-02-06T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['disruption', '2025-02-08T18:00 → 2025-02-09T08:00']);
  });

  it('"pas de médecin sur place … demeure ouverte" is a disruption (FR)', () => {
    const reading = read(
      "Il n'y aura pas de médecin sur place à l'urgence de l'Hôpital de Fort-Coulonge du vendredi 7 mars à 18 h au samedi 8 mars à 8 h. Un médecin sera disponible par vidéo. L'urgence demeure ouverte.",
      'QC',
      '2025-03-05T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['disruption', '2025-03-07T18:00 → 2025-03-08T08:00']);
  });
});
