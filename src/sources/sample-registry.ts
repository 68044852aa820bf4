// The sample dataset's registry: real Canadian hospitals with an emergency department, in all
// 13 jurisdictions, with approximate coordinates. What happens at each of them is invented, in
// sample-scenario.ts, and is never presented as live.
import type { ProvinceCode } from '../contract/provinces';
import type { Hospital } from '../store/rows';

type Entry = [id: string, name: string, city: string, province: ProvinceCode, lat: number, lng: number];

const ENTRIES: readonly Entry[] = [
  // Alberta
  ['ab_foothillsmedicalcen', 'Foothills Medical Centre', 'Calgary', 'AB', 51.065, -114.133],
  ['ab_royalalexandrahosp', 'Royal Alexandra Hospital', 'Edmonton', 'AB', 53.557, -113.497],
  ['ab_universityofalbert', 'University of Alberta Hospital', 'Edmonton', 'AB', 53.52, -113.524],
  ['ab_reddeerregionalhos', 'Red Deer Regional Hospital Centre', 'Red Deer', 'AB', 52.262, -113.812],
  ['ab_consorthospital', 'Consort Hospital', 'Consort', 'AB', 52.01, -110.77],
  // British Columbia
  ['bc_vancouvergeneralho', 'Vancouver General Hospital', 'Vancouver', 'BC', 49.262, -123.123],
  ['bc_stpaulshospital', "St. Paul's Hospital", 'Vancouver', 'BC', 49.28, -123.128],
  ['bc_royaljubileehospit', 'Royal Jubilee Hospital', 'Victoria', 'BC', 48.433, -123.327],
  ['bc_kelownageneralhosp', 'Kelowna General Hospital', 'Kelowna', 'BC', 49.876, -119.492],
  ['bc_nicolavalleyhealth', 'Nicola Valley Health Centre', 'Merritt', 'BC', 50.113, -120.79],
  // Manitoba
  ['mb_healthsciencescent', 'Health Sciences Centre', 'Winnipeg', 'MB', 49.904, -97.158],
  ['mb_stbonifacehospital', 'St. Boniface Hospital', 'Winnipeg', 'MB', 49.883, -97.127],
  ['mb_brandonregionalhea', 'Brandon Regional Health Centre', 'Brandon', 'MB', 49.842, -99.953],
  ['mb_pinawahospital', 'Pinawa Hospital', 'Pinawa', 'MB', 50.148, -95.88],
  // New Brunswick
  ['nb_saintjohnregionalh', 'Saint John Regional Hospital', 'Saint John', 'NB', 45.304, -66.085],
  ['nb_themonctonhospital', 'The Moncton Hospital', 'Moncton', 'NB', 46.1, -64.797],
  ['nb_drgeorgesldumontu', 'Dr. Georges-L.-Dumont University Hospital Centre', 'Moncton', 'NB', 46.094, -64.78],
  ['nb_sussexhealthcentre', 'Sussex Health Centre', 'Sussex', 'NB', 45.724, -65.51],
  // Newfoundland and Labrador
  ['nl_healthsciencescent', 'Health Sciences Centre', "St. John's", 'NL', 47.572, -52.742],
  ['nl_stclaresmercyhospi', "St. Clare's Mercy Hospital", "St. John's", 'NL', 47.56, -52.723],
  ['nl_westernmemorialreg', 'Western Memorial Regional Hospital', 'Corner Brook', 'NL', 48.95, -57.937],
  ['nl_connaigrepeninsula', 'Connaigre Peninsula Health Centre', 'Harbour Breton', 'NL', 47.483, -55.8],
  // Nova Scotia
  ['ns_halifaxinfirmary', 'Halifax Infirmary', 'Halifax', 'NS', 44.646, -63.584],
  ['ns_dartmouthgeneralho', 'Dartmouth General Hospital', 'Dartmouth', 'NS', 44.677, -63.545],
  ['ns_capebretonregional', 'Cape Breton Regional Hospital', 'Sydney', 'NS', 46.127, -60.183],
  ['ns_cobequidcommunityhe', 'Cobequid Community Health Centre', 'Lower Sackville', 'NS', 44.776, -63.681],
  ['ns_allsaintsspringhill', 'All Saints Springhill Hospital', 'Springhill', 'NS', 45.65, -64.06],
  // Northwest Territories
  ['nt_stantonterritorial', 'Stanton Territorial Hospital', 'Yellowknife', 'NT', 62.453, -114.4],
  ['nt_inuvikregionalhosp', 'Inuvik Regional Hospital', 'Inuvik', 'NT', 68.36, -133.723],
  // Nunavut
  ['nu_qikiqtanigeneralho', 'Qikiqtani General Hospital', 'Iqaluit', 'NU', 63.749, -68.522],
  ['nu_kivalliqhealthcent', 'Kivalliq Health Centre', 'Rankin Inlet', 'NU', 62.81, -92.09],
  ['nu_kitikmeotregionalh', 'Kitikmeot Regional Health Centre', 'Cambridge Bay', 'NU', 69.117, -105.06],
  // Ontario
  ['on_torontogeneralhosp', 'Toronto General Hospital', 'Toronto', 'ON', 43.659, -79.388],
  ['on_sunnybrookhealthsc', 'Sunnybrook Health Sciences Centre', 'Toronto', 'ON', 43.722, -79.376],
  ['on_theottawahospitalc', 'The Ottawa Hospital – Civic Campus', 'Ottawa', 'ON', 45.392, -75.721],
  ['on_hamiltongeneralhos', 'Hamilton General Hospital', 'Hamilton', 'ON', 43.262, -79.857],
  ['on_kingstongeneralhos', 'Kingston General Hospital', 'Kingston', 'ON', 44.225, -76.493],
  ['on_healthsciencesnort', 'Health Sciences North', 'Sudbury', 'ON', 46.467, -80.995],
  ['on_queenswayhealthcent', 'Trillium Health Partners - Queensway Health Centre', 'Toronto', 'ON', 43.617, -79.556],
  // Prince Edward Island
  ['pe_queenelizabethhosp', 'Queen Elizabeth Hospital', 'Charlottetown', 'PE', 46.256, -63.137],
  ['pe_princecountyhospit', 'Prince County Hospital', 'Summerside', 'PE', 46.404, -63.789],
  ['pe_westernhospital', 'Western Hospital', 'Alberton', 'PE', 46.81, -64.07],
  // Quebec
  ['qc_hopitaldusacrecoeu', 'Hôpital du Sacré-Cœur de Montréal', 'Montréal', 'QC', 45.532, -73.713],
  ['qc_hopitalgeneraljuif', 'Hôpital général juif', 'Montréal', 'QC', 45.497, -73.63],
  ['qc_hopitaldelenfantje', "Hôpital de l'Enfant-Jésus", 'Québec', 'QC', 46.83, -71.226],
  ['qc_hopitaldechicoutim', 'Hôpital de Chicoutimi', 'Saguenay', 'QC', 48.42, -71.064],
  ['qc_hopitalfleurimont', 'Hôpital Fleurimont', 'Sherbrooke', 'QC', 45.447, -71.872],
  ['qc_hopitaldesmonts', 'Hôpital des Monts', 'Sainte-Anne-des-Monts', 'QC', 49.12, -66.49],
  // Saskatchewan
  ['sk_royaluniversityhos', 'Royal University Hospital', 'Saskatoon', 'SK', 52.133, -106.641],
  ['sk_reginageneralhospi', 'Regina General Hospital', 'Regina', 'SK', 50.447, -104.615],
  ['sk_victoriahospital', 'Victoria Hospital', 'Prince Albert', 'SK', 53.196, -105.741],
  ['sk_wakawhealthcentre', 'Wakaw Health Centre', 'Wakaw', 'SK', 52.65, -105.74],
  ['sk_kamsackhospitaland', 'Kamsack Hospital and Nursing Home', 'Kamsack', 'SK', 51.565, -101.9],
  // Yukon
  ['yt_whitehorsegeneralh', 'Whitehorse General Hospital', 'Whitehorse', 'YT', 60.716, -135.047],
  ['yt_dawsoncitycommunit', 'Dawson City Community Hospital', 'Dawson City', 'YT', 64.06, -139.432],
  ['yt_watsonlakecommunit', 'Watson Lake Community Hospital', 'Watson Lake', 'YT', 60.063, -128.71],
];

export const SAMPLE_REGISTRY: readonly Hospital[] = ENTRIES.map(([id, name, city, province, lat, lng]) => ({
  id,
  name,
  city,
  province,
  lat,
  lng,
  data_source: 'sample',
}));
