// The waits view on host pages of another origin, against the real server: with waits offered
// (the second app, ER_EXPOSE_WAITS=1) it lists the ERs with their wait and its basis in words;
// "Near me" with a mocked position puts the nearest first and sends the position nowhere; a
// refusal is said politely. Without waits offered (the first app) it says they are not offered.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { appWithWaitsOrigin, fixtureOrigin } from './ports';

const hostPage = (scenario: string) => `${fixtureOrigin}/${scenario}.html`;
/** Kingston, Ontario: of the sample's Ontario ERs, Kingston General Hospital is by far the nearest. */
const KINGSTON = { latitude: 44.2312, longitude: -76.486 };

interface WaitRow {
  name: string;
  basis: string;
  wait_minutes: number | null;
  live_updated_at: string | null;
}

/** Opens the waits page; returns the waits answer the widget itself received. */
async function openWaits(page: Page): Promise<WaitRow[]> {
  const answer = page.waitForResponse(`${appWithWaitsOrigin}/embed/api/waits?province=ON`);
  await page.goto(hostPage('waits'));
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()).hospitals;
}

/** Counts calls to the Geolocation API, from before the page's scripts run. */
async function countPositionRequests(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { positionRequests: number };
    counted.positionRequests = 0;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args) => {
      counted.positionRequests += 1;
      original(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { positionRequests: number }).positionRequests);
}

const rowNames = (page: Page) => page.locator('#widget').getByRole('heading', { level: 4 });

test.describe('with the position shared', () => {
  test.use({ geolocation: KINGSTON, permissions: ['geolocation'] });

  test('lists the ERs shortest wait first, then with "Near me" the nearest first; the position goes nowhere', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const positionRequests = await countPositionRequests(page);
    const rows = await openWaits(page);
    const widget = page.locator('#widget');
    await expect(rowNames(page)).toHaveCount(rows.length);
    const shortest = Math.min(...rows.flatMap((row) => (row.wait_minutes === null ? [] : [row.wait_minutes])));
    const first = rows.filter((row) => row.wait_minutes === shortest).map((row) => row.name);
    expect(first).toContain(await rowNames(page).first().textContent());
    expect(await positionRequests()).toBe(0);

    await widget.getByRole('button', { name: 'Near me' }).click();
    await expect(rowNames(page).first()).toHaveText('Kingston General Hospital');
    await expect(widget.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.getByText(/Your location stays in this browser/)).toBeVisible();
    await expect(widget.getByRole('listitem').first()).toContainText(/Kingston, Ontario · \d+(\.\d)? km from you/);
    expect(await positionRequests()).toBe(1);
    for (const request of requests) {
      const sent = `${request.url()} ${request.postData() ?? ''}`;
      expect(sent).not.toMatch(/44\.23|76\.48|latitude|longitude/);
    }
  });

  test('says where each figure comes from, in words, and the last live reading of a stale row', async ({ page }) => {
    const rows = await openWaits(page);
    const widget = page.locator('#widget');
    await expect(rowNames(page)).toHaveCount(rows.length);
    const badges = { live: 'Live', predicted: 'Predicted', typical: 'Typical', closed: 'Closed', none: 'No data' };
    for (const row of rows) {
      const item = widget.getByRole('listitem').filter({ has: page.getByRole('heading', { name: row.name }) });
      await expect(item.locator('.basis')).toHaveText(badges[row.basis as keyof typeof badges]);
      if (row.basis !== 'live' && row.live_updated_at) await expect(item).toContainText(/Last live reading at /);
    }
    await expect(widget.getByText('Sample data — not live')).toBeVisible();
  });

  test('axe reports no violations in English and in French, sorted by distance', async ({ page }) => {
    await page.goto(hostPage('waits'));
    const widget = page.locator('#widget');
    await widget.getByRole('button', { name: 'Near me' }).click();
    await expect(rowNames(page).first()).toHaveText('Kingston General Hospital');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    await page.evaluate(() => {
      window.ERStatus?.mount(document.getElementById('widget') as HTMLElement, { lang: 'fr' });
    });
    await expect(widget.getByRole('heading', { level: 3 })).toHaveText('Temps d’attente');
    await widget.getByRole('button', { name: 'Près de moi' }).click();
    await expect(rowNames(page).first()).toHaveText('Kingston General Hospital');
    await expect(widget.getByRole('listitem').first()).toContainText(/km de vous/);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});

test('says politely when the reader does not share their position, and keeps the wait order', async ({ page }) => {
  await page.goto(hostPage('waits'));
  const widget = page.locator('#widget');
  await expect(rowNames(page).first()).toBeVisible();
  const before = await rowNames(page).allTextContents();
  await widget.getByRole('button', { name: 'Near me' }).click();
  await expect(widget.getByText(/Your location was not shared, so the list stays sorted by wait/)).toBeVisible();
  expect(await rowNames(page).allTextContents()).toEqual(before);
});

test('says that waits are not offered where the server does not expose them', async ({ page }) => {
  await page.goto(hostPage('waits-not-offered'));
  const widget = page.locator('#widget');
  await expect(widget.getByRole('heading', { level: 3, name: 'Closures and disruptions' })).toBeVisible();
  await expect(widget.getByText('Wait times are not offered on this site.', { exact: false })).toBeVisible();
  await expect(widget.getByText(/Couldn't load/)).toHaveCount(0);
});

interface LoadOutlookHour {
  hours: number;
  lower: number;
  upper: number;
}

interface QuebecRow {
  name: string;
  load?: {
    patients_waiting: number;
    usual_patients_waiting: number | null;
    occupancy_pct: number | null;
    outlook: LoadOutlookHour[] | null;
  };
}

test('says of Québec’s ERs, which publish counts and no wait, their counts with their age beside the usual level, whether they are busier or quieter than usual and what to expect, in English and in French', async ({
  page,
}) => {
  const answer = page.waitForResponse(`${appWithWaitsOrigin}/embed/api/waits?province=QC`);
  await page.goto(hostPage('waits-quebec'));
  const rows: QuebecRow[] = (await (await answer).json()).hospitals;
  const widget = page.locator('#widget');
  const rowOf = (name: string) =>
    widget.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name }) });
  const loadOf = (name: string) => {
    const load = rows.find((row) => row.name === name)?.load;
    expect(load?.outlook, `${name} has an outlook in the sample`).toBeTruthy();
    return load as Required<QuebecRow>['load'] & { outlook: LoadOutlookHour[] };
  };
  const busier = loadOf('Hôpital de Chicoutimi');
  const quieter = loadOf('Hôpital Fleurimont');
  const [one, two, four] = busier.outlook;
  const range = (hour: LoadOutlookHour | undefined, to: string, from = '') =>
    hour?.lower === hour?.upper ? `${hour?.lower}` : `${from}${hour?.lower} ${to} ${hour?.upper}`;
  const stretchers = (load: typeof busier, lang: 'en' | 'fr') =>
    load.occupancy_pct === null
      ? ''
      : lang === 'en'
        ? ` · Stretchers ${load.occupancy_pct}% occupied`
        : ` · Civières occupées à ${load.occupancy_pct} %`;

  // The sample gives these ERs a typical wait too: the counts come beside it, as counts.
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText(
    `(usual at this hour: ${busier.usual_patients_waiting})${stretchers(busier, 'en')}.`,
  );
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText(
    new RegExp(`Counts as of .+ ago\\): ${busier.patients_waiting} people waiting to see a doctor \\(usual`),
  );
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText('Busier than usual for this hour.');
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText(
    `Expected in 1 hour: ${range(one, 'to')} people waiting; in 2 hours: ${range(two, 'to')}; in 4 hours: ${range(four, 'to')} (ranges right 8 times in 10).`,
  );
  await expect(rowOf('Hôpital Fleurimont')).toContainText(
    `${quieter.patients_waiting} people waiting to see a doctor (usual at this hour: ${quieter.usual_patients_waiting})`,
  );
  await expect(rowOf('Hôpital Fleurimont')).toContainText('Quieter than usual for this hour.');

  await page.evaluate(() => {
    window.ERStatus?.mount(document.getElementById('widget') as HTMLElement, { lang: 'fr' });
  });
  await expect(widget.getByRole('heading', { level: 3 })).toHaveText('Temps d’attente');
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText(
    `${busier.patients_waiting} personnes attendent de voir un médecin (habituellement à cette heure : ${busier.usual_patients_waiting})${stretchers(busier, 'fr')}.`,
  );
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText('Plus achalandée que d’habitude à cette heure.');
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText(
    `Dans 1 heure : ${range(one, 'à', 'de ')} personnes en attente ; dans 2 heures : ${range(two, 'à', 'de ')} ; dans 4 heures : ${range(four, 'à', 'de ')} (fourchettes justes 8 fois sur 10).`,
  );
  await expect(rowOf('Hôpital de Chicoutimi')).toContainText(/Décompte à .+\) : \d+ personnes attendent/);
  await expect(rowOf('Hôpital Fleurimont')).toContainText('Moins achalandée que d’habitude à cette heure.');
});
