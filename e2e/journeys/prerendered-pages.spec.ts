import { expect, test } from '@playwright/test';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, privacy, log in and register pages arrive as finished HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Fill any form with AI · FillDeck');
    await expect(page.getByRole('heading', { level: 1, name: 'Fill any form with AI' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to Chrome' })).toHaveAttribute(
      'href',
      '/downloads/filldeck-extension.zip',
    );
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy · FillDeck');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The forms are drawn but wait for the app: what is typed before it takes over would be lost.
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in · FillDeck');
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await page.goto('/register');
    await expect(page).toHaveTitle('Register · FillDeck');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });
});

test('the landing page loads a few kilobytes of script, not the app, and its links lead into it', async ({ page }) => {
  const scripts: string[] = [];
  let scriptBytes = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(new URL(response.url()).pathname);
    scriptBytes += (await response.body()).length;
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Neither the app's entry nor its shared chunk (React, the router): a few small modules.
  expect(scripts.filter((path) => /\/assets\/(index|app-common)-[^/]+\.js$/.test(path))).toEqual([]);
  expect(scriptBytes).toBeLessThan(10_000);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
});
