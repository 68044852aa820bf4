// ER_REGISTRY reads hospitals.csv by the same rules as a dataset directory (ER_DATA): the same
// file puts the same ERs at the same places on the map in either mode.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistryFile } from './registry';

const CSV = [
  'id,name,city,province,lat,lng,has_er,data_source',
  'ns_halifaxinfirmary,Halifax Infirmary,Halifax,ns ,44.6464,-63.5842,t,ns_ehs',
  'ns_clinic,A Clinic,Halifax,NS,44.6,-63.5,false,',
  'ns_halifaxinfirmary,Halifax Infirmary again,Halifax,NS,44.6,-63.5,t,',
  'ns_nocity,No City Hospital,,NS,44.6,-63.5,t,',
  'ns_half,Half Placed Hospital,Truro,NS,45.36,,t,',
  'zz_nowhere,Nowhere Hospital,Nowhere,ZZ,45,-63,t,',
].join('\n');

describe('ER_REGISTRY', () => {
  it('keeps the ERs a dataset directory would keep, placed only with both coordinates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'er-registry-'));
    const path = join(dir, 'hospitals.csv');
    writeFileSync(path, CSV);
    expect(readRegistryFile(path)).toEqual({
      hospitals: [
        {
          id: 'ns_halifaxinfirmary',
          name: 'Halifax Infirmary',
          city: 'Halifax',
          province: 'NS',
          lat: 44.6464,
          lng: -63.5842,
        },
        { id: 'ns_half', name: 'Half Placed Hospital', city: 'Truro', province: 'NS', lat: null, lng: null },
      ],
      // The second Halifax Infirmary, the ER with no city and the one in no province; the clinic is not an ER.
      skipped: 3,
    });
  });

  it('names the file it cannot read', () => {
    expect(() => readRegistryFile('/nonexistent/hospitals.csv')).toThrow(
      'ER_REGISTRY names /nonexistent/hospitals.csv, which cannot be read.',
    );
  });
});
