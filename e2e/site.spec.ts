import { expect, test } from '@playwright/test';

test('/healthz answers 200 JSON', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', mode: 'service', source: { kind: 'sample' } });
});
