import { expect, test } from '@playwright/test';

// This project's server has no GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET (playwright.config.ts).
test('without Google configured the log in and register pages offer no Google button', async ({ page }) => {
  const health = await page.request.get('/api/health');
  expect(await health.json()).toMatchObject({ google: false });
  for (const [url, name, submit] of [
    ['/login', 'Sign in with Google', 'Log in'],
    ['/register', 'Sign up with Google', 'Create account'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('button', { name: submit })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/not configured/)).toHaveCount(0);
  }
});
