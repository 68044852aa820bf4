// A kind the notice's words do not decide is doubted, not asserted: periods listed without a word
// of what happens in them (the labels read such fragments as closures and as disruptions alike),
// and closed periods beside degraded ones (the windows cannot tell them apart). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read } from './reading-helpers';

const codes = (text: string, province: 'AB' | 'NB' | 'NL', title?: string) => {
  const reading = read(text, province, '2025-06-11T09:00', title);
  return [reading.certainty, ...reading.doubts.map((d) => d.code)];
};

describe('kind_unstated: periods with no word of what happens in them', () => {
  it('a list of days and hours under the facility name (EN, FR)', () => {
    expect(
      codes(
        'Hanna Health Centre: - Saturday, June 14 from 8 a.m. to 8 p.m. - Sunday, June 15 from 8 a.m. to 8 p.m.',
        'AB',
      ),
    ).toEqual(['unsure', 'kind_unstated']);
    expect(codes('Hôpital de Lamèque : samedi 14 juin de 8 h à 20 h.', 'NB')).toContain('kind_unstated');
  });

  it('a stated closure or disruption is not doubted for its kind', () => {
    expect(
      codes(
        'The emergency department at Hanna Health Centre will be closed on Saturday, June 14 from 8 a.m. to 8 p.m.',
        'AB',
      ),
    ).toEqual(['sure']);
    expect(
      codes(
        'Hanna Health Centre: no physician on site Saturday, June 14 from 8 a.m. to 8 p.m. Nursing staff remain on site.',
        'AB',
      ),
    ).toEqual(['sure']);
  });
});

describe('kind_mixed: closed periods beside degraded ones', () => {
  it('CLOSED rows next to Virtual ER rows (EN)', () => {
    expect(
      codes(
        'Temporary changes to emergency services at Bonne Bay Health Centre: Friday, June 13, 2025 Virtual ER from 8:00 a.m. to 8:00 p.m. Saturday, June 14, 2025 CLOSED from 8:00 a.m. to 8:00 p.m.',
        'NL',
      ),
    ).toContain('kind_mixed');
  });
});
