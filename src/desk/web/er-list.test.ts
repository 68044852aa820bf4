// The list of ERs at real size: one compact table row per ER, those the public sees closed or
// disrupted first, and a filter by name, town and status that is a plain GET form (the desk's
// CSP allows no inline script), in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp, type Person } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';

/** The names in the list's rows, in order, with the status each row shows. */
function rows(html: string): [string, string][] {
  const body = /<table class="ers"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => [
    /<a [^>]*>([^<]*)<\/a>/.exec(row as string)?.[1] ?? '',
    /class="status status-[a-z]+">([^<]*)</.exec(row as string)?.[1] ?? '',
  ]);
}

describe.each(engines().slice(0, 1))('the desk’s list of ERs on $engine', (engine) => {
  let desk: DeskApp;
  let chief: Person;
  afterEach(() => desk?.store.close());
  const publish = (hospital: string, status: string) =>
    desk.post(
      `/desk/er/${hospital}/status`,
      { csrf: chief.csrf, hospital, status, message_en: `${status} now`, message_fr: '', reopen: '' },
      chief.cookie,
    );
  const list = async (query = '') => (await desk.get(`/desk${query}`, chief.cookie)).text();

  it('is one table row per ER, closed and disrupted first, then by name', async () => {
    desk = await deskApp(engine);
    chief = await desk.enrol('chief@example.ca', 'all', 'admin');
    await publish('ns_halifax', 'closed');
    await publish('bc_fortnelson', 'disruption');
    await publish('ns_cobequid', 'open');
    const html = await list();
    expect(html).not.toContain('<ul class="ers"');
    expect(rows(html)).toEqual([
      ['Halifax Infirmary', 'Closed'],
      ['Fort Nelson General Hospital', 'Disruption'],
      ['Cobequid Community Health Centre', 'Open'],
    ]);
    expect(html).toMatch(
      /<th scope="col">Emergency room<\/th>\s*<th scope="col">Place<\/th>\s*<th scope="col">Status shown<\/th>/,
    );
    expect(rows(await list('?lang=fr'))).toEqual([
      ['Halifax Infirmary', 'Fermée'],
      ['Fort Nelson General Hospital', 'Perturbation'],
      ['Cobequid Community Health Centre', 'Ouverte'],
    ]);
  });

  it('filters by name, town and status with a GET form that needs no script', async () => {
    desk = await deskApp(engine);
    chief = await desk.enrol('chief@example.ca', 'all', 'admin');
    await publish('ns_halifax', 'closed');
    await publish('bc_fortnelson', 'disruption');
    const html = await list();
    expect(html).toMatch(/<form method="get" action="\/desk" class="filter">/);
    expect(html).toMatch(/<select id="status" name="status">/);
    expect(html).not.toMatch(/<script(?! src="\/desk\/desk\.js")/);
    expect(rows(await list('?status=attention')).map(([name]) => name)).toEqual([
      'Halifax Infirmary',
      'Fort Nelson General Hospital',
    ]);
    expect(rows(await list('?status=disruption')).map(([name]) => name)).toEqual(['Fort Nelson General Hospital']);
    expect(rows(await list('?status=unknown')).map(([name]) => name)).toEqual(['Cobequid Community Health Centre']);
    expect(rows(await list('?q=sackville')).map(([name]) => name)).toEqual(['Cobequid Community Health Centre']);
    expect(rows(await list('?q=HALIFAX&status=closed')).map(([name]) => name)).toEqual(['Halifax Infirmary']);
    // The form shows what was asked; a status it does not know filters nothing.
    expect(await list('?status=closed')).toMatch(/<option value="closed" selected>/);
    expect(rows(await list('?status=gone'))).toHaveLength(3);
    expect(await list('?q=nowhere')).toContain('No emergency room matches.');
    expect(await list('?status=attention&lang=fr')).toContain('Fermées ou perturbées');
  });

  it('says how many of the ERs in scope it shows', async () => {
    desk = await deskApp(engine);
    chief = await desk.enrol('chief@example.ca', 'all', 'admin');
    await publish('ns_halifax', 'closed');
    expect(await list('?status=closed')).toContain('Showing 1 of 3 emergency rooms.');
    expect(await list('?status=closed&lang=fr')).toContain('1 urgence affichée sur 3.');
  });
});
