import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRows } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    const text = 'id,message\r\nns_a,"Closed, ""temporarily""\nsee site"\r\nns_b,\r\n';
    expect(parseCsv(text)).toEqual([
      { id: 'ns_a', message: 'Closed, "temporarily"\nsee site' },
      { id: 'ns_b', message: '' },
    ]);
  });

  it('drops a byte-order mark and trims header cells, but keeps data cells as they are', () => {
    expect(parseCsv('\uFEFFNom , Mise_a_jour\t\t\n  Matane ,2025-11-01T0:45')).toEqual([
      { Nom: '  Matane ', Mise_a_jour: '2025-11-01T0:45' },
    ]);
  });

  it('skips blank lines and fills missing trailing cells with empty strings', () => {
    expect(parseCsv('a,b,c\n\n1,2\n')).toEqual([{ a: '1', b: '2', c: '' }]);
  });

  it('keeps typographic characters byte for byte', () => {
    expect(parseCsvRows('x\n"Closed — opens at 08:00 … Ô ’"')[1]).toEqual(['Closed — opens at 08:00 … Ô ’']);
  });
});
