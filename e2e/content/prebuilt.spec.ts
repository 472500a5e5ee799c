import { messages } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('a prebuilt template is created, named and opened', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt', plan: 'basic' });
  const grid = page.getByRole('region', { name: 'Start from a prebuilt template' });
  await expect(grid.getByRole('button', { name: /^Job Application/ })).not.toContainText('Needs');
  await grid.getByRole('button', { name: /^Job Application/ }).click();

  const dialog = page.getByRole('dialog', { name: messages.prebuilt.setTemplateName });
  const name = dialog.getByLabel('Template name');
  await expect(name).toHaveValue(messages.prebuilt.defaultName('Job Application'));
  await name.fill('Applications 2026');
  await dialog.getByRole('button', { name: messages.sidebar.save }).click();

  await expect(page).toHaveURL(/\/templates\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Applications 2026', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cover Letter', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Applications 2026' })).toBeVisible();
});

test('closing the name dialog resets the card', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt-close' });
  const card = page
    .getByRole('region', { name: 'Start from a prebuilt template' })
    .getByRole('button', { name: /^Blank/ });
  await card.click();
  await page.getByRole('dialog', { name: messages.prebuilt.setTemplateName }).press('Escape');
  await expect(card).not.toHaveAttribute('aria-busy', 'true');
  await expect(sidebar(page).getByRole('link', { name: messages.prebuilt.defaultName('Blank') })).toBeVisible();
});

test('on the free plan a prebuilt template over the limits explains the upgrade', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt-free' });
  const grid = page.getByRole('region', { name: 'Start from a prebuilt template' });
  // The cards say beforehand which plan holds them.
  await expect(grid.getByRole('button', { name: /^Blank/ })).not.toContainText('Needs');
  await expect(grid.getByRole('button', { name: /^Job Application/ })).toContainText('Needs Basic');
  await grid.getByRole('button', { name: /^Job Application/ }).click();
  const oops = page.getByRole('alertdialog', { name: messages.sidebar.oops });
  await expect(oops).toContainText('limit');
  await expect(oops).toContainText(messages.prebuilt.upgradeHint);
  await oops.getByRole('button', { name: messages.sidebar.close }).click();
  await expect(oops).toHaveCount(0);
});
