import { expect, test } from '@playwright/test';

test('/api/v1 is served by the real server, with its OpenAPI document', async ({ request }) => {
  const document = await request.get('/api/v1/openapi.json');
  expect(document.status()).toBe(200);
  expect((await document.json()).openapi).toBe('3.1.0');
  const closures = await request.get('/api/v1/closures');
  expect(closures.status()).toBe(401);
  expect(await closures.json()).toMatchObject({ error: 'api_key_required' });
});

test('a page on another origin can read an API error and its request id', async ({ page, baseURL }) => {
  // localhost and 127.0.0.1 are two origins: the fetch below is cross-origin, with a preflight.
  await page.goto(`${baseURL?.replace('127.0.0.1', 'localhost')}/healthz`);
  const seen = await page.evaluate(async (url) => {
    const response = await fetch(`${url}/api/v1/closures?province=ns`, { headers: { 'X-API-Key': 'ers_unknown' } });
    return { status: response.status, body: await response.json(), requestId: response.headers.get('X-Request-Id') };
  }, baseURL);
  expect(seen.status).toBe(401);
  expect(seen.body.error).toBe('api_key_required');
  expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
});
