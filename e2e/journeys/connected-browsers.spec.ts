import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signedInUser } from '../support/users.ts';

const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

test('a browser the extension signed in on is listed on /profile and revoked from there', async ({ page }) => {
  await signedInUser(page, { prefix: 'browsers' });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Connected browsers' });
  await expect(section).toContainText('No browser is connected yet.');

  // What the extension does with the handoff: the dashboard's id token for an extension session.
  const { token: idToken } = await (await page.request.get('/api/auth/token')).json();
  const exchange = await page.request.post('/api/extension/session', {
    data: { idToken, browser: 'Chrome on Linux' },
    headers: { origin: EXTENSION_ORIGIN },
  });
  expect(exchange.status()).toBe(201);
  const { token } = await exchange.json();
  const asExtension = { authorization: `Bearer ${token}`, origin: EXTENSION_ORIGIN };
  expect((await page.request.get('/api/me', { headers: asExtension })).status()).toBe(200);

  await page.reload();
  await expect(section.getByText('Chrome on Linux')).toBeVisible();
  await expect(section).toContainText('Last used');
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Revoke Chrome on Linux' }).click();
  await expect(section).toContainText('No browser is connected yet.');
  expect((await page.request.get('/api/me', { headers: asExtension })).status()).toBe(401);
});
