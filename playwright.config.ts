// End-to-end tests drive Debian's Chromium (scripts/ensure-chromium.mjs installs it); no
// browser is ever downloaded. The server under test is started from source on its own port.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags';

const port = Number(process.env.E2E_PORT || 18_480);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      command: 'node --import tsx src/server/main.ts',
      url: `${baseURL}/healthz`,
      env: { HOST: '127.0.0.1', PORT: String(port), ER_DB: ':memory:' },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
    {
      // The same app offering waits (ER_EXPOSE_WAITS=1), for the waits view, on E2E_PORT + 5.
      // The first does not offer them, so both answers of /embed/api/waits are tested.
      command: 'node --import tsx src/server/main.ts',
      url: `http://127.0.0.1:${port + 5}/healthz`,
      env: { HOST: '127.0.0.1', PORT: String(port + 5), ER_DB: ':memory:', ER_EXPOSE_WAITS: '1' },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
    {
      // Widget host pages and a fake proxy on another origin (localhost, E2E_PORT + 10).
      command: 'node --import tsx e2e/fixture-server.ts',
      url: `http://localhost:${port + 10}/healthz`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
  ],
});
