import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signedInUser } from '../support/users.ts';

// In a browser without the extension. With it installed: e2e/extension/connect.spec.ts.

test('the Get the extension page explains install, connect and first fill, with the zip this server offers', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'get-extension' });
  await page.getByRole('navigation').getByRole('link', { name: 'Get the extension' }).click();
  await expect(page).toHaveURL(/\/extension$/);
  await expect(page.getByRole('heading', { name: 'Get the extension', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "FillDeck isn't installed in this browser yet." }),
  ).toBeVisible();
  await expect(page.getByText('Checking for the extension…')).toHaveCount(0);

  const download = page.getByRole('link', { name: 'Download the extension (.zip)' });
  await expect(download).toHaveAttribute('href', '/downloads/filldeck-extension.zip');
  await expect(page.getByText('(version 0.1.0)', { exact: false })).toBeVisible();
  for (const step of ['Step 1: Install', 'Step 2: Connect', 'Step 3: First fill']) {
    await expect(page.getByRole('heading', { name: step, level: 2 })).toBeVisible();
  }
  for (const picture of ['install', 'connect', 'fill']) {
    const image = page.locator(`img[src="/images/get-extension/${picture}.png"]`);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page);

  // The zip is there to download, and unzips to the folder the steps name.
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('filldeck-extension-0.1.0.zip');

  await page.getByRole('link', { name: 'Try it on a sample form' }).click();
  await expect(page.getByRole('heading', { name: 'Practice form', level: 1 })).toBeVisible();
});

test('the empty template list and the landing page lead to the extension', async ({ page }) => {
  await signedInUser(page, { prefix: 'get-extension-links' });
  await page.goto('/templates');
  await page.getByRole('main').getByRole('link', { name: 'Get the extension' }).click();
  await expect(page).toHaveURL(/\/extension$/);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Add to Chrome' })).toHaveAttribute(
    'href',
    '/downloads/filldeck-extension.zip',
  );
});
