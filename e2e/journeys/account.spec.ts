import { readFile } from 'node:fs/promises';
import { ACCOUNT_EXPORT_FILE_NAME, texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createTemplate } from '../support/content.ts';
import { logInThroughUi, signedInUser } from '../support/users.ts';

async function openProfile(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByRole('menuitem', { name: texts.shell.myProfile }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('the name is changed on the profile and shown in the user menu', async ({ page }) => {
  const user = await signedInUser(page, { prefix: 'account-name' });
  await openProfile(page, user.name);
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(user.name);
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText(texts.account.nameRequired)).toBeVisible();
  await name.fill('Ada King');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText(texts.account.nameSaved)).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /Ada King/ })).toBeVisible();
  await page.reload();
  await expect(banner.getByRole('button', { name: /Ada King/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the password is changed with the current one; then only the new one signs in', async ({ page, browser }) => {
  const user = await signedInUser(page, { prefix: 'account-password' });
  // Another browser signed in as the same person: signed out by the change.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await logInThroughUi(otherPage, user);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await openProfile(page, user.name);
  const newPassword = `${user.password}-new`;
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await expect(page.getByLabel('Sign out of my other sessions')).toBeChecked();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(texts.account.wrongCurrentPassword)).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(texts.account.passwordChangedOthersSignedOut)).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  // This browser stays signed in; the other one is not any more.
  await page.reload();
  await expect(page.getByRole('heading', { name: texts.shell.myProfile })).toBeVisible();
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  await page.context().clearCookies();
  await logInThroughUi(page, user);
  await expect(page.getByText(texts.login.wrongPassword)).toBeVisible();
  await logInThroughUi(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Download my data gives a JSON file with the user’s templates', async ({ page }) => {
  const user = await signedInUser(page, { prefix: 'account-data' });
  await createTemplate(page, 'Cover letter for Acme');
  await openProfile(page, user.name);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(ACCOUNT_EXPORT_FILE_NAME);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(data.profile).toMatchObject({ email: user.email, name: user.name });
  expect(data.plan).toMatchObject({ plan: 'free', balance: 500 });
  expect(data.templates).toEqual([expect.objectContaining({ name: 'Cover letter for Acme' })]);
  expect(JSON.stringify(data)).not.toMatch(/password|"token"/i);
});

test('deleting the account needs the email typed; afterwards signing in fails', async ({ page }) => {
  const user = await signedInUser(page, { prefix: 'account-delete' });
  await createTemplate(page, 'Soon gone');
  await openProfile(page, user.name);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('It cannot be undone.');
  const confirm = dialog.getByLabel(`Type your email address (${user.email}) to confirm`);
  await expect(confirm).toBeFocused();
  const destroy = dialog.getByRole('button', { name: 'Delete account' });
  await expect(destroy).toBeDisabled();
  await confirm.fill('DELETE');
  await expect(destroy).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Escape keeps the account.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByLabel(`Type your email address (${user.email}) to confirm`).fill(user.email);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(texts.account.deleted)).toBeVisible();
  // Signed out: the dashboard asks to log in, and the account no longer exists.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await logInThroughUi(page, user);
  await expect(page.getByText(texts.login.userNotFound)).toBeVisible();
});
