// The facility behind a publisher's name, an accented Hôtel-Dieu, a French heading with a dash, a
// correction's heading, "emergency department services at …" (issue 26, invented set 4). Invented sentences.
import { describe, expect, it } from 'vitest';
import type { ProvinceCode } from '../contract/provinces';
import { read } from './reading-helpers';

const facility = (text: string, province: ProvinceCode = 'NS') => read(text, province, '2025-01-08T09:00').facility;

describe('the facility, not the health authority that publishes', () => {
  it('skips "NL Health Services:" and "Health PEI" for the facility named after them (EN)', () => {
    expect(
      facility(
        'NL Health Services: Temporary service disruption at Gander Bay Health Centre. The emergency department will be closed Friday, Jan. 10.',
        'NL',
      )?.name,
    ).toBe('Gander Bay Health Centre');
    expect(
      facility(
        'Health PEI advises that the Emergency Department at Cardigan Hospital will be closed Friday, Jan. 10.',
        'PE',
      )?.name,
    ).toBe('Cardigan Hospital');
  });

  it('"emergency department services at X" names X (EN)', () => {
    expect(
      facility(
        'Alberta Health Services advises that emergency department services at Poplar Hills Hospital and Care Centre will be available from 8 a.m. to 8 p.m. daily.',
        'AB',
      )?.name,
    ).toBe('Poplar Hills Hospital and Care Centre');
  });

  it('a name never starts with "of" (EN)', () => {
    expect(
      facility('Staff shortages at the site of Upper Valley Health Centre will close the ED on Friday, Jan. 10.', 'ON')
        ?.name,
    ).toBe('Upper Valley Health Centre');
  });

  it('a "CORRECTION:" heading is no town', () => {
    expect(
      facility('CORRECTION: The Emergency Department at Morell Hospital will remain open on Saturday, Jan. 11.', 'PE')
        ?.name,
    ).toBe('Morell Hospital');
  });
});

describe('French and accented names', () => {
  it('an accented Hôtel-Dieu with its town: "Hôtel-Dieu Saint-Joseph de Saint-Laurent" (EN and FR)', () => {
    expect(
      facility(
        'The emergency department at Hôtel-Dieu Saint-Joseph de Saint-Laurent will be closed tonight from 11 p.m. People should go to Riverside Regional Hospital.',
        'NB',
      )?.name,
    ).toBe('Hôtel-Dieu Saint-Joseph de Saint-Laurent');
    expect(
      facility("L'urgence de l'Hôtel-Dieu de Saint-Basile sera fermée ce soir à compter de 23 h.", 'NB')?.name,
    ).toBe('Hôtel-Dieu de Saint-Basile');
  });

  it('« Fermeture de l’urgence – Hôpital de X » names X, not the hospital to go to instead (FR)', () => {
    const reading = read(
      "Fermeture de nuit de l'urgence – Hôpital de Lac-Doré. L'urgence sera fermée de 20 h à 8 h le 14 janvier. L'urgence de l'Hôpital de Val-Blanc est ouverte en tout temps.",
      'QC',
      '2025-01-08T09:00',
    );
    expect([reading.facility?.name, reading.kind]).toEqual(['Hôpital de Lac-Doré', 'closed']);
  });

  it('"Integrated Health Facility" ends a name (EN)', () => {
    expect(
      facility(
        'The emergency department at Maple Creek & District Integrated Health Facility will be closed Jan. 10.',
        'SK',
      )?.name,
    ).toBe('Maple Creek & District Integrated Health Facility');
  });
});

describe('a clinic or lab named as the subject, before another hospital’s ER', () => {
  it('names the clinic, not the ER it sends people to (EN)', () => {
    const reading = read(
      'Health PEI: The Harbourview After-Hours Clinic will be closed Friday, Jan. 10. Islanders can call 811 or visit the Kingsport Hospital Emergency Department.',
      'PE',
      '2025-01-08T09:00',
    );
    expect([reading.facility?.name, reading.isEr]).toEqual(['Harbourview After-Hours Clinic', false]);
    expect(
      facility('Pine Lake Community Lab will be closed on Friday, Jan. 10. The Pine Lake Hospital ER is open.')?.name,
    ).toBe('Pine Lake Community Lab');
  });

  it('names « la clinique sans rendez-vous de X », not « l’urgence de l’Hôpital de Y » (FR)', () => {
    const reading = read(
      "La clinique sans rendez-vous de Val-Clair sera fermée le vendredi 10 janvier. En cas de besoin, rendez-vous à l'urgence de l'Hôpital de Mont-Rivière.",
      'QC',
      '2025-01-08T09:00',
    );
    expect([reading.facility?.name, reading.isEr]).toEqual(['clinique sans rendez-vous de Val-Clair', false]);
  });

  it('an ER notice naming a clinic after its ER keeps the ER', () => {
    expect(
      facility(
        'The emergency department at Kingsport Hospital will be closed Friday, Jan. 10. The Harbourview Walk-In Clinic is open from 9 a.m. to 5 p.m.',
      )?.name,
    ).toBe('Kingsport Hospital');
  });
});
