import { AUTH_EVENT_NAME, ID_TOKEN_STORAGE_KEY, texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { postedMessages, recordWindowMessages } from '../support/messages.ts';

// The e2e server is configured with a local OpenID Connect provider standing in for Google,
// which signs in "Grace Google" at once.

test('registering with Google hands the session to the extension and stores the token', async ({ page }) => {
  await recordWindowMessages(page);
  await page.addInitScript((eventName) => {
    const w = window as unknown as { __authEvents: unknown[] };
    w.__authEvents = [];
    window.addEventListener(eventName, (event) => w.__authEvents.push((event as CustomEvent).detail));
  }, AUTH_EVENT_NAME);

  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Grace Google')).toBeVisible();

  const stored = await page.evaluate((key) => localStorage.getItem(key), ID_TOKEN_STORAGE_KEY);
  expect(stored).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const events = await page.evaluate(() => (window as unknown as { __authEvents: unknown[] }).__authEvents);
  expect(events).toEqual([{ idToken: stored, profile: { name: 'Grace Google', photoURL: null } }]);
  const auth = (await postedMessages(page)).find((m) => m.type === 'EXTENSION_AUTH');
  expect(auth?.idToken).toBe(stored);
});

test('signing in again with Google lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Grace Google')).toBeVisible();
});

// After the registration above (this file's tests run in order): Grace exists and has no password.
test('an account that signs in with Google only is told it has no password to change', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByText(texts.account.noPassword)).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
});
