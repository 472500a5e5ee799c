import { expect, test } from '@playwright/test';

test('pages load nothing from another origin and carry a strict content security policy', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) foreign.push(url.href);
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  for (const url of ['/login', '/register', '/privacy']) await page.goto(url);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('hashed assets are cached for a long time and client routes fall back to the app', async ({ request }) => {
  const index = await request.get('/templates/some-id');
  expect(index.status()).toBe(200);
  const html = await index.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset ?? '');
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
  const unknownApi = await request.get('/api/does-not-exist');
  expect(unknownApi.status()).toBe(404);
  expect(await unknownApi.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
});
