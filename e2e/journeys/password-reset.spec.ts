import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { waitForLink } from '../support/mail.ts';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

test('a user resets a forgotten password by mail and logs in with the new one', async ({ page }) => {
  const user = await verifiedUser(page, 'reset');

  await page.goto('/login');
  await page.getByRole('link', { name: texts.login.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const link = await waitForLink(user.email, '/reset-password?oobCode=');
  await page.goto(link);
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = `${user.password}-new`;
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(texts.reset.passwordMismatch)).toBeVisible();

  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(texts.reset.success)).toBeVisible();
  // The success text stays for 3 seconds (timers never fire early, so this cannot flake)…
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/\/reset-password\?oobCode=/);
  // …and then the page goes to login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The link was single-use.
  await page.goto(link);
  await expect(page.getByText(texts.reset.invalidLink)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

  await logInThroughUi(page, user);
  await expect(page.getByText(texts.login.wrongPassword)).toBeVisible();
  await logInThroughUi(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password answers the same for an unknown address', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill('no-such-account@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
});

test('reset page explains a missing and an invalid code', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(texts.reset.missingCode)).toBeVisible();
  await page.goto('/reset-password?oobCode=not-a-real-code');
  await expect(page.getByText(texts.reset.invalidLink)).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
});
