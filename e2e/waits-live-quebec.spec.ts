// The waits view on live Québec data, as a new user would run it: `npm start` with Québec's
// hourly file (re-timed to 10 minutes ago), the ERstat registry and ER_EXPOSE_WAITS=1. A fresh
// file has counts and no usual level or outlook yet (those need weeks of the ER's counts), so
// each row must say its counts for what they are (people waiting to see a doctor, stretchers'
// occupancy, their time and age), never "No data" and never as a wait, in English and French.
// waits.spec.ts's Québec test runs on the sample, whose ERs all have an outlook: it could not
// see this.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PROJECT_ROOT, startServerOnFreePort, stop } from '../scripts/lib/processes';

const CORPUS = join(PROJECT_ROOT, '..', 'shared', 'corpus');
const QC_FILE = join(CORPUS, 'qc', 'Releve_horaire_urgences_7jours_nbpers.csv');
const REGISTRY = join(CORPUS, 'erstat', 'hospitals.csv');

test.skip(!existsSync(QC_FILE), `skipped: the test corpus is absent (looked for ${QC_FILE})`);

interface Counts {
  patients_waiting: number | null;
  occupancy_pct: number | null;
}

interface QuebecRow {
  name: string;
  load?: Counts;
}

/** Québec's file with its `Mise_a_jour` moved to 10 minutes ago (Québec's wall clock, unpadded hour). */
function freshQuebecFile(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(Date.now() - 10 * 60_000);
  const at = Object.fromEntries(parts.map((part) => [part.type, part.value]));
  const file = join(mkdtempSync(join(tmpdir(), 'er-qc-')), 'qc.csv');
  const stamp = `${at.year}-${at.month}-${at.day}T${Number(at.hour)}:${at.minute}`;
  writeFileSync(file, readFileSync(QC_FILE, 'latin1').replaceAll('2025-11-01T0:45', stamp), 'latin1');
  return pathToFileURL(file).href;
}

/** Opens the waits view of Québec in `lang`; returns the rows the widget itself received. */
async function openQuebec(page: Page, origin: string, lang: 'en' | 'fr'): Promise<QuebecRow[]> {
  const answer = page.waitForResponse((response) => response.url().startsWith(`${origin}/embed/api/waits?province=QC`));
  await page.goto(`${origin}/embed?province=QC&views=waits&lang=${lang}`);
  const rows: QuebecRow[] = (await (await answer).json()).hospitals;
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(rows.length);
  return rows;
}

const percent = (lang: 'en' | 'fr', pct: number) => (lang === 'en' ? `${pct}%` : `${pct} %`);

/** The row's figure as the reader should see it, from the answer's counts. */
function countsLine(lang: 'en' | 'fr', load: Counts): string {
  const waiting = load.patients_waiting ?? 0;
  const people =
    lang === 'en'
      ? waiting === 0
        ? 'No one waiting to see a doctor'
        : `${waiting} ${waiting === 1 ? 'person' : 'people'} waiting to see a doctor`
      : waiting === 0
        ? 'Personne n’attend de voir un médecin'
        : `${waiting} ${waiting > 1 ? 'personnes attendent' : 'personne attend'} de voir un médecin`;
  if (load.occupancy_pct === null) return people;
  const stretchers =
    lang === 'en'
      ? `Stretchers ${percent(lang, load.occupancy_pct)} occupied`
      : `Civières occupées à ${percent(lang, load.occupancy_pct)}`;
  return `${people} · ${stretchers}`;
}

test('on a fresh Québec file, each ER says its people waiting and stretcher occupancy with their age, fewest waiting first, in English and French, with no WCAG violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const db = join(mkdtempSync(join(tmpdir(), 'er-qc-db-')), 'live.db');
  const { child, origin } = await startServerOnFreePort({
    ER_SOURCES: 'qc',
    ER_SOURCE_QC_URL: freshQuebecFile(),
    ER_REGISTRY: REGISTRY,
    ER_EXPOSE_WAITS: '1',
    ER_DB: db,
  });
  try {
    await expect
      .poll(async () => (await (await fetch(`${origin}/embed/api/waits?province=QC`)).json()).hospitals?.length ?? 0, {
        timeout: 30_000,
      })
      .toBeGreaterThan(115);
    for (const lang of ['en', 'fr'] as const) {
      const rows = await openQuebec(page, origin, lang);
      const counted = rows.filter((row): row is Required<QuebecRow> => row.load?.patients_waiting != null);
      expect(counted).toHaveLength(115);
      // Every ER of the file: its counts as its figure (what the answer says), never "No data".
      const figures = await page
        .locator('li.wait')
        .evaluateAll((items) =>
          items.map((item) => [
            item.querySelector('h4')?.textContent ?? '',
            (item.querySelector('.figure')?.textContent ?? '').replace(/\s+/g, ' '),
          ]),
        );
      // Some installations share a name: compare each name's figures, in any order.
      const byName = (pairs: string[][]) => {
        const grouped = new Map<string, string[]>();
        for (const [name = '', figure = ''] of pairs) grouped.set(name, [...(grouped.get(name) ?? []), figure].sort());
        return grouped;
      };
      const said = byName(figures);
      for (const [name, expected] of byName(counted.map((row) => [row.name, countsLine(lang, row.load)])))
        expect(said.get(name), name).toEqual(expected);
      const items = page.getByRole('listitem');
      // Only the registry's ERs that the file does not list say "No data".
      await expect(items.filter({ hasText: lang === 'en' ? 'No data' : 'Aucune donnée' })).toHaveCount(
        rows.length - counted.length,
      );
      const [busiest] = [...counted].sort(
        (a, b) => (b.load.patients_waiting ?? 0) - (a.load.patients_waiting ?? 0) || a.name.localeCompare(b.name),
      );
      const row = items.filter({ has: page.getByRole('heading', { level: 4, name: busiest?.name, exact: true }) });
      await expect(row).toContainText(
        lang === 'en'
          ? /Counts as of \d{1,2}(:\d{2})? [ap]\.m\. \(\d+ minutes ago\)\. No wait time is published for this ER\./
          : /Décompte à \d{1,2} h( \d{2})? \(il y a \d+ minutes\)\. Aucun temps d’attente n’est publié pour cette urgence\./,
      );
      await expect(row).not.toContainText(lang === 'en' ? /About|No data/ : /Environ|Aucune donnée/);
      // Fewest people waiting first: the first row waits no more than any other.
      const fewest = Math.min(...counted.map((counts) => counts.load.patients_waiting ?? 0));
      const firstName = await page.getByRole('heading', { level: 4 }).first().textContent();
      expect(rows.find((candidate) => candidate.name === firstName)?.load?.patients_waiting).toBe(fewest);
      await expect(
        page.getByRole('button', {
          name: lang === 'en' ? 'Fewest people waiting first' : 'Moins de personnes en attente d’abord',
        }),
      ).toHaveAttribute('aria-pressed', 'true');
      // WCAG rules: the /embed page is a frame's document, without the landmarks of a whole page.
      const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
      expect((await axe.analyze()).violations.map((violation) => violation.id)).toEqual([]);
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: test.info().outputPath(`waits-live-quebec-${lang}-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  } finally {
    await stop(child);
  }
});
