// Kinds read from families of wording (issue 26, invented set 5): an ER back to full service,
// ambulances sent elsewhere while the ER stays open, hours changed with nights closed, open hours
// every day, an update that keeps the ER open over an older notice's closure, and a clinic's
// holiday hours. Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an ER said to be back to full service: open, no window', () => {
  it('reads "has re-opened", "is back to 24/7 service", "is now operating its regular hours" (EN)', () => {
    for (const text of [
      'UPDATE – Tuesday, May 6: The emergency department at Cedar Point Hospital has re-opened a day earlier than planned, after a locum was found.',
      'The ER at Maple Bend Health Centre is back to 24/7 service, the health region said Monday.',
      'The emergency department at Cedar Point Hospital is now operating its regular hours as of Tuesday, May 6.',
    ]) {
      const reading = read(text, 'NS', '2025-05-06T10:00');
      expect([reading.kind, shown(reading)], text).toEqual(['open', []]);
    }
  });

  it('reads « est de retour à un service 24 heures sur 24 », « fonctionne de nouveau selon son horaire habituel » (FR)', () => {
    for (const text of [
      "L'urgence de l'Hôpital de Rivière-Claire est de retour à un service 24 heures sur 24 depuis le lundi 5 mai.",
      "L'urgence de l'Hôpital de Rivière-Claire fonctionne de nouveau selon son horaire habituel depuis le lundi 5 mai.",
    ]) {
      const reading = read(text, 'NB', '2025-05-06T10:00');
      expect([reading.kind, shown(reading)], text).toEqual(['open', []]);
    }
  });
});

describe('ambulances sent elsewhere while the ER stays open: a disruption over its period', () => {
  it('« les transports ambulanciers seront redirigés » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lac-Vert demeurera ouverte, mais les transports ambulanciers seront redirigés vers l'Hôpital régional du samedi 5 juillet 20 h au dimanche 6 juillet 8 h.",
      'QC',
      '2025-07-02T09:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['disruption', ['2025-07-05T20:00 → 2025-07-06T08:00']]);
  });

  it('"ambulance traffic will be rerouted" (EN)', () => {
    const reading = read(
      'The Pine Ridge Hospital emergency department remains open to walk-in patients, but ambulance traffic will be rerouted to Valley Regional Hospital from 7 p.m. Saturday, July 5 to 7 a.m. Sunday, July 6.',
      'ON',
      '2025-07-02T09:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['disruption', ['2025-07-05T19:00 → 2025-07-06T07:00']]);
  });
});

describe('hours changed, with the nights closed in general words: reduced hours', () => {
  it('"will operate 0800-2000 … closed overnight, 2000-0800" (EN)', () => {
    const reading = read(
      'Harbour View Hospital – emergency department hours change. Starting Monday, April 7, the Harbour View Hospital emergency department will operate 0800-2000. The ED will be closed overnight, 2000-0800, starting Monday evening; the last overnight closure ends at 0800 on Thursday, April 10.',
      'NS',
      '2025-04-03T09:00',
    );
    expect([reading.kind, shown(reading)]).toEqual([
      'reduced_hours',
      [
        '2025-04-07T20:00 → 2025-04-08T08:00',
        '2025-04-08T20:00 → 2025-04-09T08:00',
        '2025-04-09T20:00 → 2025-04-10T08:00',
      ],
    ]);
  });

  it('« fonctionnera selon un horaire modifié … fermée la nuit, de 20 h à 8 h » (FR)', () => {
    const reading = read(
      "Du lundi 7 au mercredi 9 avril, l'urgence de l'Hôpital de Val-Clair fonctionnera selon un horaire modifié, de 8 h à 20 h. L'urgence sera fermée la nuit, de 20 h à 8 h.",
      'NB',
      '2025-04-03T09:00',
    );
    expect(reading.kind).toBe('reduced_hours');
  });

  it('one night closed beside reduced hours stays a closure (unsure, kind_hours)', () => {
    const reading = read(
      'The Lakeside Hospital emergency department will operate on reduced hours this week. It will be closed overnight on Friday, April 11, from 8 p.m. until 8 a.m. Saturday.',
      'ON',
      '2025-04-07T09:00',
    );
    expect(reading.kind).toBe('closed');
    expect(reading.certainty).toBe('unsure');
  });
});

describe('open hours every day with no end: a standing schedule of reduced hours, no window', () => {
  it('"will be available from 8 a.m. to 8 p.m., seven days a week … no emergency services overnight" (EN)', () => {
    const reading = read(
      'Until further notice, emergency services at Birch Cove Health Centre will be available from 8 a.m. to 8 p.m., seven days a week. There will be no emergency services overnight.',
      'NL',
      '2025-04-03T09:00',
    );
    expect([reading.kind, shown(reading), reading.recurring !== null]).toEqual(['reduced_hours', [], true]);
  });

  it('« les services d’urgence seront offerts de 8 h à 20 h, 7 jours sur 7 » (FR)', () => {
    const reading = read(
      "Jusqu'à nouvel ordre, les services d'urgence de l'Hôpital de Lac-Bleu seront offerts de 8 h à 20 h, 7 jours sur 7. Aucun service d'urgence ne sera offert la nuit.",
      'QC',
      '2025-04-03T09:00',
    );
    expect([reading.kind, shown(reading), reading.recurring !== null]).toEqual(['reduced_hours', [], true]);
  });
});

describe('an update first that keeps the ER open over the older notice below it: open', () => {
  it('"UPDATE … will remain open tonight. Original notice: … will be closed from …" (EN)', () => {
    const reading = read(
      'UPDATE – June 4, 3 p.m.: A physician has been found. The Elm Valley Hospital emergency department will remain open tonight. Original notice (June 2): The emergency department will be closed from 7 p.m. Wednesday, June 4 until 7 a.m. Thursday, June 5.',
      'ON',
      '2025-06-04T15:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('« MISE À JOUR … demeurera ouverte ce soir. Avis initial : … sera fermée du … » (FR)', () => {
    const reading = read(
      "MISE À JOUR – 4 juin, 15 h : l'urgence de l'Hôpital de Val-Clair demeurera ouverte ce soir. Avis initial (2 juin) : l'urgence sera fermée du mercredi 4 juin 19 h au jeudi 5 juin 7 h.",
      'QC',
      '2025-06-04T15:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['open', []]);
  });

  it('an update for tonight over an older notice of several nights is open but unsure (kind_conflict)', () => {
    const reading = read(
      'UPDATE – June 4, 3 p.m.: The Elm Valley Hospital emergency department will remain open tonight. Original notice (June 2): The emergency department will be closed from 7 p.m. to 7 a.m. on June 4, June 5 and June 6.',
      'ON',
      '2025-06-04T15:00',
    );
    expect([reading.kind, reading.certainty]).toEqual(['open', 'unsure']);
    expect(reading.doubts.map((d) => d.code)).toContain('kind_conflict');
  });

  it('an update that keeps the ER open by day and then closes it is a closure', () => {
    const reading = read(
      'UPDATE: The Elm Valley Hospital emergency department will remain open today. It will be closed from 7 p.m. Wednesday, June 4 until 7 a.m. Thursday, June 5.',
      'ON',
      '2025-06-04T09:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['closed', ['2025-06-04T19:00 → 2025-06-05T07:00']]);
  });
});

describe("a clinic's holiday hours: another service's schedule, nothing closed", () => {
  it('"Thanksgiving weekend hours … Sunday and Monday: closed" (EN)', () => {
    const reading = read(
      'Saturday, Oct. 11: 10 a.m. to 2 p.m. Sunday, Oct. 12 and Monday, Oct. 13: closed. Regular hours resume Tuesday, Oct. 14. For emergencies, go to the emergency department at Birch Cove Regional Hospital.',
      'MB',
      '2025-10-08T09:00',
      'Birch Cove Walk-In Clinic – Thanksgiving weekend hours',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual(['other', false, []]);
  });

  it('« Horaire des Fêtes … 25 et 26 décembre : fermée » (FR)', () => {
    const reading = read(
      "Le 24 décembre : de 9 h à 12 h. Les 25 et 26 décembre : fermée. En cas d'urgence, rendez-vous à l'urgence de l'Hôpital de Val-Clair.",
      'QC',
      '2025-12-18T09:00',
      'Clinique sans rendez-vous de Val-Clair – horaire des Fêtes',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual(['other', false, []]);
  });
});

describe('open hours every day beside a dated closure of its own', () => {
  it('stay a closure of that day, unsure (EN, FR)', () => {
    for (const text of [
      'The Cedar Point Hospital emergency department will be closed on Saturday, June 7. Emergency services are otherwise available from 8 a.m. to 8 p.m., seven days a week.',
      "L'urgence de l'Hôpital de Val-Clair sera fermée le samedi 7 juin. Les services d'urgence sont autrement offerts de 8 h à 20 h, 7 jours sur 7.",
    ]) {
      const reading = read(text, 'NB', '2025-06-03T09:00');
      expect([reading.kind, shown(reading), reading.certainty], text).toEqual([
        'closed',
        ['2025-06-07T00:00 → 2025-06-08T00:00'],
        'unsure',
      ]);
    }
  });
});
