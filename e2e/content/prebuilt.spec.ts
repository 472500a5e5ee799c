import { messages } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
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

/** The prebuilt grid, also while a dialog hides the page from assistive technology. */
function prebuiltCard(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Start from a prebuilt template', includeHidden: true })
    .getByRole('button', { name: new RegExp(`^${title}`), includeHidden: true });
}

async function templateCount(page: Page): Promise<number> {
  return (await (await page.request.get('/api/templates')).json()).templates.length;
}

test('a cancelled name dialog creates nothing and leaves both free slots', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt-cancel' });
  const card = prebuiltCard(page, 'Blank');
  for (const close of ['Cancel', 'Escape'] as const) {
    await card.click();
    const dialog = page.getByRole('dialog', { name: messages.prebuilt.setTemplateName });
    await expect(dialog.getByLabel('Template name')).toHaveValue(messages.prebuilt.defaultName('Blank'));
    // Nothing is being created while the user names it.
    await expect(card).not.toContainText('Creating…');
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    if (close === 'Cancel') await dialog.getByRole('button', { name: messages.sidebar.cancel }).click();
    else await dialog.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  }
  expect(await templateCount(page)).toBe(0);
  await expect(sidebar(page).getByText(messages.pages.noTemplatesYet)).toBeVisible();
});

test('the card says Creating… only while its template is created, with the confirmed name', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt-creating' });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  await page.route('**/api/create_prebuilt_template', async (route) => {
    bodies.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  const card = prebuiltCard(page, 'Blank');
  await card.click();
  const dialog = page.getByRole('dialog', { name: messages.prebuilt.setTemplateName });
  await dialog.getByLabel('Template name').fill('My blank');
  await expect(card).not.toContainText('Creating…');
  await dialog.getByRole('button', { name: messages.sidebar.save }).click();
  await expect(card).toContainText('Creating…');
  await expect(card).toHaveAttribute('aria-busy', 'true');
  // Another card waits meanwhile.
  await expect(prebuiltCard(page, 'Personal')).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(page).toHaveURL(/\/templates\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'My blank', level: 1 })).toBeVisible();
  // One request, carrying the name: no create-then-rename.
  expect(bodies).toEqual([expect.objectContaining({ title: 'Blank', name: 'My blank' })]);
  expect(await templateCount(page)).toBe(1);
  await page.goto('/dashboard');
  await expect(prebuiltCard(page, 'Blank')).not.toContainText('Creating…');
});

test('on the free plan a prebuilt template over the limits explains the upgrade', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt-free' });
  const grid = page.getByRole('region', { name: 'Start from a prebuilt template' });
  // The cards say beforehand which plan holds them.
  await expect(grid.getByRole('button', { name: /^Blank/ })).not.toContainText('Needs');
  await expect(grid.getByRole('button', { name: /^Job Application/ })).toContainText('Needs Basic');
  // Told at once, with every limit that stops it: no name is asked for a template that would fail.
  await grid.getByRole('button', { name: /^Job Application/ }).click();
  const oops = page.getByRole('alertdialog', { name: messages.sidebar.oops });
  await expect(oops).toContainText(
    'This template needs 17 fields and 8 new components. Your plan (Free) has a limit of 10 fields per template and 5 components (you have 0).',
  );
  await expect(page.getByRole('dialog', { name: messages.prebuilt.setTemplateName })).toHaveCount(0);
  await expect(oops).toContainText(messages.prebuilt.upgradeHint);
  await oops.getByRole('button', { name: messages.sidebar.close }).click();
  await expect(oops).toHaveCount(0);
  await expect(grid.getByRole('button', { name: /^Job Application/ })).not.toContainText('Creating…');
  expect(await templateCount(page)).toBe(0);
});
