// The site build (landing page) and the Vitest set-up. The widget scripts are separate IIFE
// builds driven by scripts/build.ts, which reuses `shared` from here.
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

/** Settings every build of ours shares: Preact's JSX runtime. */
export const shared: UserConfig = {
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
};

export default defineConfig({
  ...shared,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    // The landing page's entry (index.html, its script); scripts/site-pages.ts renders the pages around that script.
    manifest: true,
    rolldownOptions: { input: 'index.html' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Server tests start services, databases and processes on a shared two-core machine.
          testTimeout: 30_000,
          // One throwaway PostgreSQL for the run (store tests run against both engines).
          globalSetup: ['src/testing/postgres-setup.ts'],
          include: [
            'src/{contract,service,forecast,store,sources,ingest,notices,webhooks,proxy,server,desk,backtest,alerts,calendar,workers}/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/{widget,map,site}/**/*.test.{ts,tsx}'],
          // The widget's stylesheet is real in tests too (`?inline` imports are otherwise empty).
          css: true,
        },
      },
    ],
  },
});
