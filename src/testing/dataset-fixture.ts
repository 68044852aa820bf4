// A small dataset directory in the ERstat layout, written at test time into a temporary
// folder: hospitals.csv and wait_patterns.csv in the parent, closures.csv and coverage.csv in
// the snapshot folder, with a few malformed rows of each kind.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIXTURE_SNAPSHOT_AT = '2026-10-01T09:34:00Z';

const HOSPITALS = [
  'id,name,city,province,lat,lng,has_er,data_source,wait_metric,stat_type',
  'ns_halifaxinfirmary,Halifax Infirmary,Halifax,NS,44.6464,-63.5842,t,nshealth,time_to_physician,current_estimate',
  'ns_dartmouthgeneral,Dartmouth General Hospital,Dartmouth,NS,44.677,-63.545,t,nshealth,time_to_physician,current_estimate',
  'pe_queenelizabethhos,Queen Elizabeth Hospital,Charlottetown,PE,46.256,-63.137,t,pei_health,time_to_physician,median',
  '10234,Numbered Community Hospital,Moncton,NB,46.1,-64.8,t,nb_arcgis,total_visit,median',
  'nb_nocoordinates,No Coordinates Hospital,Sussex,NB,,,t,nb_arcgis,total_visit,median',
  // Malformed: no name; a province that is not one of the 13; not an ER at all (not counted).
  'ns_noname,,Truro,NS,45.36,-63.28,t,nshealth,,',
  'xx_elsewhere,Elsewhere Hospital,Elsewhere,XX,0,0,t,other,,',
  'ns_clinic,Walk-in Clinic,Halifax,NS,44.6,-63.6,f,nshealth,,',
];

const CLOSURES = [
  'snapshot_at,id,name,city,province,status,message,updated_at,expected_reopen',
  `2026-10-01T09:34:00.377Z,ns_cobequidcommunityhe,Cobequid Community Health Centre,Lower Sackville,NS,closed,Closed — opens at 07:00,2026-10-01 09:31:11,`,
  `2026-10-01T09:34:00.377Z,ns_dartmouthgeneral,Dartmouth General Hospital,Dartmouth,NS,disruption,"Reduced hours, ""temporary"" – see nshealth.ca",2026-10-01 09:31:11,2026-10-01T10:30:00.000Z`,
  `2026-10-01T09:34:00.377Z,10234,Numbered Community Hospital,Moncton,NB,closed,,2026-10-01 08:00:00,`,
  // Malformed: no name; unknown status; unknown province.
  `2026-10-01T09:34:00.377Z,nb_broken,,Saint John,NB,closed,x,2026-10-01 09:00:00,`,
  `2026-10-01T09:34:00.377Z,nb_reopening,Reopening Hospital,Saint John,NB,reopening,x,2026-10-01 09:00:00,`,
  `2026-10-01T09:34:00.377Z,zz_nowhere,Nowhere Hospital,Nowhere,ZZ,closed,x,2026-10-01 09:00:00,`,
];

const COVERAGE = [
  'snapshot_at,province,ers,reporting_live,pct',
  '2026-10-01T09:34:01.062Z,PE,4,4,100',
  '2026-10-01T09:34:01.062Z,NS,28,14,50',
  // Malformed: more live than ERs.
  '2026-10-01T09:34:01.062Z,QC,10,20,200',
];

function patterns(): string {
  const lines = ['hospital_id,day_of_week,hour_of_day,typical_wait_minutes,sample_size'];
  for (let day = 0; day < 7; day++) {
    for (let hour = 0; hour < 24; hour++) {
      lines.push(`ns_halifaxinfirmary,${day},${hour},${120 + hour},252`);
      lines.push(`ns_dartmouthgeneral,${day},${hour},${90 + hour},30`);
    }
  }
  // Malformed: hour 24; an ER we do not know; no sample.
  lines.push('ns_halifaxinfirmary,0,24,100,10', 'on_unknown,0,0,100,10', 'pe_queenelizabethhos,0,0,100,0');
  return lines.join('\n');
}

/** Writes the fixture; returns the snapshot folder (ER_DATA) and its parent. */
export function writeDatasetFixture(overrides: Partial<Record<string, string | null>> = {}) {
  const parent = mkdtempSync(join(tmpdir(), 'er-dataset-'));
  const snapshot = join(parent, '2026-10-01');
  mkdirSync(snapshot);
  const files: Record<string, [string, string]> = {
    'hospitals.csv': [parent, HOSPITALS.join('\n')],
    'wait_patterns.csv': [parent, patterns()],
    'closures.csv': [snapshot, CLOSURES.join('\r\n')],
    'coverage.csv': [snapshot, COVERAGE.join('\n')],
  };
  for (const [name, [folder, text]] of Object.entries(files)) {
    const content = name in overrides ? overrides[name] : text;
    if (content !== null && content !== undefined) writeFileSync(join(folder, name), content);
  }
  return { dir: snapshot, parent };
}
