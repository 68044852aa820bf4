// A heading that names the ER and its hospital with a dash ("Upcoming ER closures - Eastern Shore
// Memorial Hospital, Sheet Harbour:"): that hospital is the notice's, not another one named later with
// its own hours. Québec's « bris de service » is a service interruption: of the ER (closed), or of
// another service while « l'urgence demeure ouverte » (that service closed, not an ER). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a heading naming the ER and its hospital after a dash', () => {
  it('gives the facility, and the listed closures are its own', () => {
    const reading = read(
      'Upcoming ER closures – Eastern Shore Memorial Hospital, Sheet Harbour:\n• Friday, Nov. 7, 8 a.m. – 8 p.m.\n• Sunday, Nov. 9, 8 a.m. to Monday, Nov. 10, 8 a.m.\nIn an emergency, call 911. Musquodoboit Valley Memorial Hospital ED is open 8 a.m. – 4 p.m. daily.',
      'NS',
      '2025-11-03T09:00',
    );
    expect(reading.facility?.name).toBe('Eastern Shore Memorial Hospital');
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-11-07T08:00 → 2025-11-07T20:00', '2025-11-09T08:00 → 2025-11-10T08:00']);
  });
});

describe('« bris de service »', () => {
  it('of the ER: closed', () => {
    const reading = read(
      "Bris de service à l'urgence de l'Hôpital de Fermont : l'urgence sera fermée du samedi 8 mars 8 h au lundi 10 mars 8 h.",
      'QC',
      '2025-03-05T09:00',
    );
    expect(reading.isEr).toBe(true);
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-03-08T08:00 → 2025-03-10T08:00']);
  });

  it('of another service while the ER stays open: that service closed, not an ER', () => {
    const reading = read(
      "Bris de service en obstétrique – Hôpital de Fermont\n\nLe CISSS de la Côte-Nord informe la population qu'aucun accouchement ne sera possible à l'Hôpital de Fermont du samedi 8 mars 8 h au lundi 10 mars 8 h. L'urgence de l'hôpital demeure ouverte.",
      'QC',
      '2025-03-05T09:00',
    );
    expect(reading.isEr).toBe(false);
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-03-08T08:00 → 2025-03-10T08:00']);
  });
});
