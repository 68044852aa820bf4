// Another service's new hours or opening (blood collection, a lab, a walk-in clinic), with the ER
// said to go on or said not to be an ER: not an ER notice, kind other, nothing closed (issue 26,
// invented set 4). A closure of such a service stays a closure. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('another service changes its hours or opens: other, not an ER, no window', () => {
  it('"blood collection will be offered Tuesday to Friday … The emergency department is not affected" (EN)', () => {
    const reading = read(
      'Starting Monday, Sept. 8, outpatient blood collection at Hillcrest Hospital will be offered Tuesday to Friday from 7 to 11 a.m., by appointment only. The Hillcrest emergency department is not affected and remains open 24 hours a day.',
      'ON',
      '2025-09-02T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual(['other', false, []]);
  });

  it('« Nouvel horaire au centre de prélèvements : du lundi au vendredi, de 7 h à 10 h » (FR)', () => {
    const reading = read(
      'Nouvel horaire au centre de prélèvements du CLSC de Rivière-Bleue : à compter du 12 janvier 2026, les prélèvements se feront du lundi au vendredi, de 7 h à 10 h, sur rendez-vous seulement.',
      'QC',
      '2025-12-18T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual(['other', false, []]);
  });

  it('"is opening a new walk-in clinic … it is not an emergency department" (EN)', () => {
    const reading = read(
      'Health PEI is opening a new walk-in clinic at Harbourside Hospital. Starting Monday, Oct. 6, the clinic will be open weekdays from 4 p.m. to 8 p.m. It treats minor illnesses; it is not an emergency department.',
      'PE',
      '2025-09-30T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual(['other', false, []]);
  });

  it('« ouvre une nouvelle clinique sans rendez-vous … ce n’est pas une urgence » (FR)', () => {
    const reading = read(
      "Le CISSS ouvre une nouvelle clinique sans rendez-vous à l'Hôpital de Pointe-Verte. Dès le lundi 6 octobre, la clinique sera ouverte de 16 h à 20 h en semaine. La clinique n'est pas une urgence.",
      'QC',
      '2025-09-30T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual(['other', false, []]);
  });

  it('a lab closed on a day stays closed (EN)', () => {
    const reading = read(
      'The community lab at Hillcrest Hospital will be closed on Monday, Sept. 8 for staff training.',
      'ON',
      '2025-09-02T10:00',
    );
    expect([reading.kind, reading.isEr]).toEqual(['closed', false]);
  });
});
