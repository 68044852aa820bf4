// Notices about a hospital's inpatient services (obstetrics, paediatrics) are not ER notices, even
// when the service is named after the status word ("a disruption of obstetrical services"): the
// family found on the readable half of notices-2, tested with invented sentences.
import { describe, expect, it } from 'vitest';
import { read } from './reading-helpers';

const isEr = (text: string, province: 'SK' | 'NB' | 'AB' | 'QC' = 'SK') =>
  read(text, province, '2025-06-10T09:00').isEr;

describe('an inpatient service named in the notice is not the ER', () => {
  it('obstetrics, labour and delivery, paediatrics — before or after the status word (EN)', () => {
    expect(
      isEr(
        'A temporary disruption of obstetrical services will occur at Kindersley Hospital from 6 p.m. Friday (June 13) to 8 a.m. Monday (June 16). Patients will be redirected to Rosetown.',
      ),
    ).toBe(false);
    expect(
      isEr(
        'Temporary interruption of paediatric services at the Miramichi Regional Hospital from Saturday, June 14 at 8 a.m. until Tuesday, June 17 at 8 a.m. Children needing care should go to the Emergency Department.',
        'NB',
      ),
    ).toBe(false);
    expect(isEr('No labour and delivery services June 20 (7 a.m.) - June 21 (7 a.m.).', 'AB')).toBe(false);
  });

  it('obstétrique, pédiatrie, maternité (FR)', () => {
    expect(
      isEr(
        "Interruption du service d'obstétrique à l'hôpital de Sainte-Anne-des-Monts du 14 juin à 8 h au 16 juin à 8 h.",
        'QC',
      ),
    ).toBe(false);
    expect(isEr("Le service de pédiatrie de l'hôpital d'Amqui sera fermé du 14 au 16 juin.", 'QC')).toBe(false);
    expect(isEr("Bris de service à la maternité de l'hôpital de Gaspé le 14 juin.", 'QC')).toBe(false);
  });

  it('but a notice closing the ER together with such a service is an ER notice', () => {
    expect(
      isEr(
        'The emergency department and obstetrical services at Kindersley Hospital will be closed from 6 p.m. Friday, June 13 to 8 a.m. Monday, June 16.',
      ),
    ).toBe(true);
    expect(
      isEr(
        'A temporary disruption of emergency services will occur at Kindersley Hospital from 6 p.m. Friday (June 13) to 8 a.m. Monday (June 16). Obstetrical patients will be redirected to Rosetown.',
      ),
    ).toBe(true);
    expect(
      isEr(
        'Please be advised of a temporary disruption to emergency and obstetrical services at Kindersley Hospital on Monday, June 16 from 10:00 p.m. to 6:00 a.m.',
      ),
    ).toBe(true);
    expect(
      isEr("L'urgence et le service d'obstétrique de l'hôpital d'Amqui seront fermés du 14 au 16 juin.", 'QC'),
    ).toBe(true);
  });
});
