// A closure or a cut in hours withdrawn, averted or said to no longer apply: the ER stays open,
// and the plan's dates are no closure (found on the readable half of notices-2: a reduction
// withdrawn by the health authority, a night closure averted by a court). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read } from './reading-helpers';

describe('a closure or a reduction called off: open', () => {
  it('"has withdrawn the reduction in hours … will remain open 24 hours a day" (EN)', () => {
    const reading = read(
      'Western Health has withdrawn the reduction in hours announced yesterday for the Bonne Bay Health Centre emergency department, which was to take effect on June 20. The emergency department will remain open 24 hours a day.',
      'NL',
      '2025-06-11T09:00',
    );
    expect([reading.kind, reading.windows.length]).toEqual(['open', 0]);
  });

  it('"a court ruling has averted the overnight closure … must remain open" (EN)', () => {
    const reading = read(
      'A court ruling has averted the overnight closure of the emergency department at Wingham and District Hospital that was to begin on July 1. The emergency department must remain open around the clock until July 31.',
      'ON',
      '2025-06-11T09:00',
    );
    expect([reading.kind, reading.windows.length]).toEqual(['open', 0]);
  });

  it('« retire … de la liste des fermetures », « la mesure … ne s’applique plus » (FR)', () => {
    const reading = read(
      "Le CISSS de Lanaudière retire l'urgence de Saint-Donat de la liste des fermetures prévues. Ses heures d'ouverture devaient être limitées de 8 h à 16 h dès le 20 juin. Cette mesure ne s'applique plus.",
      'QC',
      '2025-06-11T09:00',
    );
    expect([reading.kind, reading.windows.length]).toEqual(['open', 0]);
  });

  it('« devra rester ouverte en tout temps, évitant la fermeture de nuit » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Mont-Laurier devra rester ouverte en tout temps, évitant la fermeture de nuit qui devait commencer le 1er juillet.",
      'QC',
      '2025-06-11T09:00',
    );
    expect([reading.kind, reading.windows.length]).toEqual(['open', 0]);
  });

  it('a closure that still goes ahead is not called off by a withdrawn plan elsewhere', () => {
    const reading = read(
      'The emergency department at Bonne Bay Health Centre will be closed from 8 p.m. Friday, June 13 to 8 a.m. Saturday, June 14. The plan to reduce hours at Rocky Harbour clinic has been withdrawn.',
      'NL',
      '2025-06-11T09:00',
    );
    expect(reading.kind).toBe('closed');
  });
});
