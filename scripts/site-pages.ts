// Writes the landing page, / and /fr/, into dist/ after the site build: one template
// (src/site/Page.tsx) and one table of strings per part, rendered to HTML with the page's
// script and its inlined stylesheet, the OpenAPI document and the server's defaults.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readConfig } from '../src/server/config';
import { openApiDocument } from '../src/service/openapi';
import { renderPages } from '../src/site/render';

/** The landing page's Vite entry; the manifest names its script and stylesheet. */
export const SITE_ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  css?: string[];
}

export async function writeSitePages(dist: string): Promise<void> {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = JSON.parse(await readFile(manifestFile, 'utf8'));
  const entry = manifest[SITE_ENTRY];
  if (!entry) throw new Error(`${SITE_ENTRY} is missing from the site build's manifest`);
  const styles = entry.css ?? [];
  const css = (await Promise.all(styles.map((file) => readFile(join(dist, file), 'utf8')))).join('\n');
  // Inlined into the pages, and the manifest is for this script only: neither is served.
  await Promise.all([...styles.map((file) => rm(join(dist, file))), rm(dirname(manifestFile), { recursive: true })]);

  // The server's defaults: its configuration read from an empty environment.
  const config = readConfig({});
  const pages = renderPages({
    assets: { script: `/${entry.file}`, css },
    openApi: openApiDocument(config.service),
    defaults: {
      rateLimits: config.service.rateLimits,
      widgetRatePerMinute: config.proxy.clientRatePerMinute,
      keptHours: config.proxy.staleIfErrorS / 3600,
    },
  });
  for (const [path, html] of Object.entries(pages)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), html);
  }
}
