import { expect, test } from '@playwright/test';

test('the landing page is served and says what to do in an emergency', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('er-status');
  await expect(page.getByText('In an emergency, call 911.')).toBeVisible();
});

test('/healthz answers 200 JSON', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', mode: 'service', source: { kind: 'sample' } });
});
