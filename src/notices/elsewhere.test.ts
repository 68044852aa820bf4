// Hours of other services and other hospitals in an ER notice are not the ER's windows (issue
// #26: a walk-in clinic, the lab, virtual care, a nearby ED). Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const FRIDAY_NIGHT_EN =
  'The emergency department at Digby General Hospital will be closed from 8 p.m. Friday, March 8 to 8 a.m. Saturday.';
const FRIDAY_NIGHT_FR =
  "L'urgence de l'Hôpital de Lamèque sera fermée du vendredi 8 mars à 20 h au samedi 9 mars à 8 h.";
const en = (rest: string) => shown(read(`${FRIDAY_NIGHT_EN} ${rest}`, 'NS', '2024-03-06T10:00'));
const fr = (rest: string) => shown(read(`${FRIDAY_NIGHT_FR} ${rest}`, 'NB', '2024-03-06T10:00'));

describe("another service's hours", () => {
  it('blood collection, virtual care and the lab keep their own hours', () => {
    expect(en('Blood collection and X-ray will be closed Monday, March 11.')).toEqual([
      '2024-03-08T20:00 → 2024-03-09T08:00',
    ]);
    expect(en('Virtual care appointments are offered Saturday from 9 a.m. to 5 p.m.')).toEqual([
      '2024-03-08T20:00 → 2024-03-09T08:00',
    ]);
  });

  it('« le centre de prélèvements » and « la clinique sans rendez-vous »', () => {
    expect(fr('Le centre de prélèvements sera fermé le lundi 11 mars.')).toEqual([
      '2024-03-08T20:00 → 2024-03-09T08:00',
    ]);
    expect(fr('La clinique sans rendez-vous sera fermée le dimanche 10 mars de 8 h à 16 h.')).toEqual([
      '2024-03-08T20:00 → 2024-03-09T08:00',
    ]);
  });

  it('a sentence that names the emergency department with the service is still read', () => {
    expect(
      en('The emergency department and the lab will also be closed Monday, March 11 from 8 a.m. to noon.'),
    ).toEqual(['2024-03-08T20:00 → 2024-03-09T08:00', '2024-03-11T08:00 → 2024-03-11T12:00']);
  });
});

describe("another hospital's ER with its own closure", () => {
  it('"Meanwhile, the emergency department at Roseway Hospital will close …. It will reopen …" is set aside', () => {
    expect(
      en(
        'Meanwhile, the emergency department at Roseway Hospital in Shelburne will close at 7 p.m. on Sunday, March 10. It will reopen Monday at 8 a.m.',
      ),
    ).toEqual(['2024-03-08T20:00 → 2024-03-09T08:00']);
  });

  it('« Par ailleurs, l’urgence de l’Hôpital de Tracadie sera fermée … Elle rouvrira … »', () => {
    expect(
      fr(
        "Par ailleurs, l'urgence de l'Hôpital de Tracadie sera fermée le dimanche 10 mars à compter de 19 h. Elle rouvrira lundi à 8 h.",
      ),
    ).toEqual(['2024-03-08T20:00 → 2024-03-09T08:00']);
  });

  it('the notice names its own ER first even when another is "the emergency department at …"', () => {
    const reading = read(
      "Guysborough Memorial Hospital's Emergency Department will close at 5:30 this afternoon and reopens at 8 a.m. Monday. An ongoing closure of the Emergency Department at the Eastern Shore Memorial Hospital continues; it is expected to re-open Tuesday at noon.",
      'NS',
      '2024-03-08T10:00',
    );
    expect(reading.facility?.name).toBe('Guysborough Memorial Hospital');
    expect(shown(reading)).toEqual(['2024-03-08T17:30 → 2024-03-11T08:00']);
  });

  it('a place to go instead is not set aside with what follows it', () => {
    expect(
      en(
        'Patients can go to the emergency department at Roseway Hospital, which is open. The Digby emergency department will also close Sunday, March 10 at 8 p.m. and reopen Monday at 8 a.m.',
      ),
    ).toEqual(['2024-03-08T20:00 → 2024-03-09T08:00', '2024-03-10T20:00 → 2024-03-11T08:00']);
  });
});
