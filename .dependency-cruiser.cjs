// The import rules of ARCHITECTURE.md, checked by src/architecture.test.ts (and `npx depcruise src`).
// Each folder of src/ may import only the folders named here (and itself); test files may import
// anything; production code never imports test support; no import circles.

/** Which folders each folder of src/ may import, lowest floor first. */
const MAY_IMPORT = {
  contract: [],
  workers: [],
  http: ['contract'],
  notices: ['contract'],
  store: ['contract', 'workers'],
  forecast: ['contract', 'store', 'workers'],
  webhooks: ['contract', 'store', 'workers'],
  ingest: ['contract', 'store', 'notices', 'workers'],
  sources: ['contract', 'store', 'notices', 'ingest', 'workers'],
  service: ['contract', 'http', 'store', 'forecast', 'webhooks', 'workers'],
  proxy: ['contract', 'http'],
  desk: ['contract', 'http', 'store', 'notices'],
  alerts: ['contract', 'http', 'store', 'workers'],
  calendar: ['contract', 'http', 'store', 'alerts'],
  backtest: ['contract', 'store', 'forecast', 'notices', 'ingest', 'sources', 'workers'],
  widget: ['contract'],
  map: ['contract', 'widget'],
  site: ['contract', 'http', 'store', 'ingest', 'widget', 'map'],
  server: [
    'contract',
    'http',
    'workers',
    'notices',
    'store',
    'forecast',
    'webhooks',
    'ingest',
    'sources',
    'service',
    'proxy',
    'desk',
    'alerts',
    'calendar',
    'site',
  ],
};

const TESTS = '\\.test\\.tsx?$';
const TEST_SUPPORT = '^src/testing/|^e2e/|^scripts/';

const layering = Object.entries(MAY_IMPORT).map(([folder, allowed]) => ({
  name: `layer-${folder}`,
  comment: `src/${folder}/ may import only ${allowed.length ? allowed.join(', ') : 'nothing else of ours'} (ARCHITECTURE.md)`,
  severity: 'error',
  from: { path: `^src/${folder}/`, pathNot: TESTS },
  to: {
    path: '^src/',
    pathNot: [`^src/${folder}/`, ...allowed.map((name) => `^src/${name}/`), '^src/testing/'],
  },
}));

module.exports = {
  forbidden: [
    ...layering,
    {
      name: 'no-unknown-folder',
      comment: 'every folder of src/ has a line in MAY_IMPORT (.dependency-cruiser.cjs) and in ARCHITECTURE.md',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [TESTS, '^src/testing/', ...Object.keys(MAY_IMPORT).map((name) => `^src/${name}/`)],
      },
      to: {},
    },
    {
      name: 'no-test-support-in-production',
      comment: 'production code never imports test support (src/testing/, e2e/, scripts/) or a test',
      severity: 'error',
      from: { path: '^src/', pathNot: [TESTS, '^src/testing/'] },
      to: { path: [TEST_SUPPORT, TESTS] },
    },
    {
      name: 'no-circular',
      comment: 'no import circles (types shared inside a folder live in its types file)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
