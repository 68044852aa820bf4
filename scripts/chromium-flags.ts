// How the system Chromium runs for the end-to-end tests and the Lighthouse audit: in a
// container (no sandbox, no GPU, no /dev/shm), and without any network traffic of its own
// (no background requests, component updates, sync or first-run pages).

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
