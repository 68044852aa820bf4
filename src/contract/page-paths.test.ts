import { describe, expect, it } from 'vitest';
import { absoluteUrl, closuresPagePath, erPagePath, landingPagePath, pageCount } from './page-paths';

describe('public page addresses', () => {
  it('puts an ER’s page at /er/<id>, and its French page under /fr', () => {
    expect(erPagePath('ns_allsaintsspringhill', 'en')).toBe('/er/ns_allsaintsspringhill');
    expect(erPagePath('ns_allsaintsspringhill', 'fr')).toBe('/fr/er/ns_allsaintsspringhill');
  });

  it('keeps an id that is not a plain word inside its own path segment', () => {
    expect(erPagePath('qc_a/b?c#d é', 'en')).toBe('/er/qc_a%2Fb%3Fc%23d%20%C3%A9');
    expect(absoluteUrl('https://er.example', erPagePath('../admin', 'en'))).toBe('https://er.example/er/..%2Fadmin');
  });

  it('names a province’s page by its code in lower case, and Canada’s without one', () => {
    expect(closuresPagePath('NS', 'en')).toBe('/closures/ns');
    expect(closuresPagePath('QC', 'fr')).toBe('/fr/closures/qc');
    expect(closuresPagePath(null, 'en')).toBe('/closures');
    expect(closuresPagePath(null, 'fr')).toBe('/fr/closures');
  });

  it('names a province’s later pages with ?page, its first without, and counts 20 ERs to a page', () => {
    expect(closuresPagePath('NS', 'en', 1)).toBe('/closures/ns');
    expect(closuresPagePath('NS', 'fr', 3)).toBe('/fr/closures/ns?page=3');
    expect([0, 1, 20, 21, 82].map(pageCount)).toEqual([1, 1, 1, 2, 5]);
  });

  it('makes addresses absolute under the public origin', () => {
    expect(absoluteUrl('https://status.example.ca', landingPagePath('fr'))).toBe('https://status.example.ca/fr/');
    expect(absoluteUrl('http://localhost:8080', erPagePath('pe_westernhospital', 'en'))).toBe(
      'http://localhost:8080/er/pe_westernhospital',
    );
  });
});
