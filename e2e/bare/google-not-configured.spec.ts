import { expect, test } from '@playwright/test';

// This project's server has no GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET (playwright.config.ts).
test('without Google configured the buttons are disabled with a hint', async ({ page }) => {
  const health = await page.request.get('/api/health');
  expect(await health.json()).toMatchObject({ google: false });
  for (const [url, name] of [
    ['/login', 'Sign in with Google'],
    ['/register', 'Sign up with Google'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByText('Google sign-in is not configured on this server.')).toBeVisible();
  }
});
