// Where a facility's name starts and stops, and when a notice is about another service than the
// ER: each family with the held-out sentence that found it and invented sentences like it.
import { describe, expect, it } from 'vitest';
import { read } from './reading-helpers';

const name = (text: string, province: 'NS' | 'NB' | 'AB' | 'QC' | 'ON' | 'NL' | 'PE' = 'NS', title?: string) =>
  read(text, province, '2025-01-08T09:00', title).facility?.name;

describe('a facility name never crosses a boundary', () => {
  it('stops at a sentence end (held-out HO-22 "Virtual Physician. Sundre Hospital")', () => {
    expect(
      name(
        'No physician available on-site. Nursing staff remain on site, supported by Virtual Physician. Sundre Hospital and Care Centre: October 3 (5 pm - 8 am).',
        'AB',
      ),
    ).toBe('Sundre Hospital and Care Centre');
    expect(
      name('Staff shortages continue across the Zone. Two Hills Health Centre will be closed Monday, Jan. 13.', 'AB'),
    ).toBe('Two Hills Health Centre');
    expect(name("Update to the notice of Monday. Fishermen's Memorial Hospital will be closed Jan. 9.")).toBe(
      "Fishermen's Memorial Hospital",
    );
  });

  it('prefers the text to a title that is a heading (NS "Disruption Emergency Department", NL "Virtual ER - Central Zone")', () => {
    expect(
      name(
        'Eastern Memorial Hospital emergency department will be closed Friday, Jan. 10.',
        'NS',
        'Disruption Emergency Department',
      ),
    ).toBe('Eastern Memorial Hospital');
    expect(
      name(
        'A.M. Guy Memorial Health Centre will offer a virtual ER Friday, Jan. 10.',
        'NL',
        'Virtual ER – Central Zone',
      ),
    ).toBe('A.M. Guy Memorial Health Centre');
    expect(
      name(
        'The Oromocto Public Hospital emergency department will close at 8 p.m. Friday.',
        'NB',
        'Oromocto Public Hospital',
      ),
    ).toBe('Oromocto Public Hospital');
  });

  it("takes the title's facility when the text names none", () => {
    expect(
      name('The emergency department will be closed Friday, Jan. 10 at 8 p.m.', 'NB', 'Sackville Memorial Hospital'),
    ).toBe('Sackville Memorial Hospital');
  });

  it('stops French names at a date, "à compter" or a verb (held-out HO-60, HO-54)', () => {
    expect(
      name(
        "Bris de service : aucun médecin ne sera présent à l'urgence de l'Hôpital de Chibougamau du samedi 15 novembre 20 h au dimanche 16 novembre 8 h.",
        'QC',
      ),
    ).toBe('Hôpital de Chibougamau');
    expect(
      name("L'Hôpital général de Hawkesbury avise la population que son service d'urgence demeure ouvert.", 'ON'),
    ).toBe('Hôpital général de Hawkesbury');
    expect(name("L'urgence de l'Hôpital de Grand-Sault le 3 mars sera fermée.", 'NB')).toBe('Hôpital de Grand-Sault');
    expect(
      name("L'urgence du Centre hospitalier de Mont-Laurier à compter du 4 avril sera fermée la nuit.", 'QC'),
    ).toBe('Centre hospitalier de Mont-Laurier');
    expect(name("L'Hôpital régional de Campbellton informe la population que l'urgence sera fermée.", 'NB')).toBe(
      'Hôpital régional de Campbellton',
    );
  });
});

describe('names written otherwise', () => {
  it('reads a notice in capitals (held-out HO-10)', () => {
    const reading = read(
      'EMERGENCY DEPARTMENT VICTORIA COUNTY MEMORIAL HOSPITAL IN BADDECK WILL BE CLOSED FROM 6 P.M. TUESDAY, OCT. 14 UNTIL 8 A.M. WEDNESDAY, OCT. 15.',
      'NS',
      '2025-10-13T09:00',
    );
    expect(reading.facility).toEqual({ name: 'Victoria County Memorial Hospital', city: 'Baddeck' });
    expect(name('THE EMERGENCY DEPARTMENT AT SOUTH SHORE REGIONAL HOSPITAL WILL BE CLOSED FRIDAY, JAN. 10.')).toBe(
      'South Shore Regional Hospital',
    );
    expect(name('ALL SAINTS SPRINGHILL HOSPITAL EMERGENCY DEPARTMENT CLOSED JAN. 10 FROM 7 P.M. TO 8 A.M.')).toBe(
      'All Saints Springhill Hospital',
    );
  });

  it('reads "Hotel-Dieu of St. Joseph" and "X Hospital and Care Centre" whole (held-out HO-13, HO-22)', () => {
    expect(
      name(
        "Horizon's Hotel-Dieu of St. Joseph in Perth-Andover: the Emergency Department will close at 4 p.m. Saturday.",
        'NB',
      ),
    ).toBe('Hotel-Dieu of St. Joseph');
    expect(name('The Emergency Department at Hotel-Dieu of St. Joseph will close at 4 p.m. Saturday.', 'NB')).toBe(
      'Hotel-Dieu of St. Joseph',
    );
    expect(name('Consort Hospital and Care Centre emergency department will be closed Jan. 10.', 'AB')).toBe(
      'Consort Hospital and Care Centre',
    );
  });
});

describe('a notice about another service is not an ER notice', () => {
  const isEr = (text: string, title?: string) => read(text, 'AB', '2025-06-10T09:00', title).isEr;

  it('lab, blood collection, physiotherapy, imaging, even under a "Service Disruption" heading (held-out HO-25)', () => {
    expect(
      isEr(
        'Temporary Service Disruption: Lab services at Consort Hospital and Care Centre will be unavailable Friday, June 13 and Monday, June 16. The emergency department is not affected.',
      ),
    ).toBe(false);
    expect(isEr('Physiotherapy at Sussex Health Centre is cancelled Thursday, June 12.', 'Sussex Health Centre')).toBe(
      false,
    );
    expect(
      isEr(
        'Temporary Service Disruption: Diagnostic imaging at Bonnyville Healthcare Centre will be unavailable June 14. The emergency room remains open.',
      ),
    ).toBe(false);
  });

  it('but an ER notice that mentions a clinic stays an ER notice', () => {
    expect(
      isEr(
        'Temporary Service Disruption: The emergency department at Consort Hospital and Care Centre will be closed June 13.',
      ),
    ).toBe(true);
    expect(
      isEr(
        'Eastern Memorial Hospital emergency department will be closed June 13. The blood collection clinic is open.',
      ),
    ).toBe(true);
  });
});

describe('French names end at a verb or a time word (second held-out set)', () => {
  it('"fonctionnera", "reprendra", "dans la nuit" are not part of the name', () => {
    for (const [text, name] of [
      ["L'urgence de l'Hôpital de Paspébiac fonctionnera sans médecin sur place ce soir.", 'Hôpital de Paspébiac'],
      [
        "L'urgence du Centre multiservices de santé de Les Escoumins reprendra ses activités lundi.",
        'Centre multiservices de santé de Les Escoumins',
      ],
      ["L'urgence de l'Hôpital de Maria dans la nuit du 3 au 4 mai sera fermée.", 'Hôpital de Maria'],
    ] as const) {
      expect(read(text, 'QC', '2025-05-01T09:00').facility?.name, text).toBe(name);
    }
  });
});

describe('health authorities, names with "the", urgent and primary care centres (second held-out set)', () => {
  it('a health authority is never the facility', () => {
    for (const [text, name] of [
      [
        'Northern Health: Emergency services at Mackenzie and District Hospital will be unavailable on Friday, May 9.',
        'Mackenzie and District Hospital',
      ],
      [
        'Island Health: The emergency department at Port Hardy Hospital will be closed Saturday, May 10.',
        'Port Hardy Hospital',
      ],
    ] as const) {
      expect(read(text, 'BC', '2025-05-07T09:00').facility?.name, text).toBe(name);
    }
  });

  it('"of the" inside a name keeps the whole name', () => {
    const reading = read(
      'The emergency department at Our Lady of the Snows Hospital in Ashmont will be closed Friday, May 9.',
      'AB',
      '2025-05-07T09:00',
    );
    expect(reading.facility?.name).toBe('Our Lady of the Snows Hospital');
  });

  it('an urgent and primary care centre named as the subject is the facility, not an ER', () => {
    const reading = read(
      "Interior Health: The Urgent and Primary Care Centre in Trail will be closed Monday, Sept. 1 for Labour Day. Kootenay Boundary Regional Hospital's emergency department remains open 24/7.",
      'BC',
      '2025-08-28T09:00',
    );
    expect([reading.facility?.name, reading.isEr, reading.kind]).toEqual([
      'Trail Urgent and Primary Care Centre',
      false,
      'closed',
    ]);
  });

  it('"Centre de santé communautaire" names the facility; a colon ends a French name', () => {
    const clinic = read(
      'La clinique du Centre de santé communautaire de Lamèque sera fermée le samedi 10 mai.',
      'NB',
      '2025-05-07T09:00',
    );
    expect(clinic.facility?.name).toBe('Centre de santé communautaire de Lamèque');
    const lab = read(
      "Laboratoire de l'Hôpital de Chandler : veuillez noter que le service sera fermé le vendredi 9 mai.",
      'QC',
      '2025-05-07T09:00',
    );
    expect(lab.facility?.name).toBe('Hôpital de Chandler');
  });
});
