import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('a prebuilt template is created, named and opened', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt', plan: 'basic' });
  const grid = page.getByRole('region', { name: 'Start from a prebuilt template' });
  await expect(grid.getByRole('button', { name: /^Job Application/ })).not.toContainText('All with');
  await grid.getByRole('button', { name: /^Job Application/ }).click();

  const dialog = page.getByRole('dialog', { name: texts.prebuilt.setTemplateName });
  const name = dialog.getByLabel('Template name');
  await expect(name).toHaveValue(texts.prebuilt.defaultName('Job Application'));
  await name.fill('Applications 2026');
  await dialog.getByRole('button', { name: texts.sidebar.save }).click();

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
    const dialog = page.getByRole('dialog', { name: texts.prebuilt.setTemplateName });
    await expect(dialog.getByLabel('Template name')).toHaveValue(texts.prebuilt.defaultName('Blank'));
    // Nothing is being created while the user names it.
    await expect(card).not.toContainText('Creating…');
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    if (close === 'Cancel') await dialog.getByRole('button', { name: texts.sidebar.cancel }).click();
    else await dialog.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  }
  expect(await templateCount(page)).toBe(0);
  await expect(sidebar(page).getByText(texts.pages.noTemplatesYet)).toBeVisible();
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
  const dialog = page.getByRole('dialog', { name: texts.prebuilt.setTemplateName });
  await dialog.getByLabel('Template name').fill('My blank');
  await expect(card).not.toContainText('Creating…');
  await dialog.getByRole('button', { name: texts.sidebar.save }).click();
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

test('on the free plan a prebuilt template creates what fits and says what Basic adds', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt-free' });
  const grid = page.getByRole('region', { name: 'Start from a prebuilt template' });
  // The cards say beforehand how much of each the plan holds, and which plan holds all of it.
  await expect(grid.getByRole('button', { name: /^Blank/ })).not.toContainText('All with');
  const jobs = grid.getByRole('button', { name: /^Job Application/ });
  await expect(jobs).toContainText('4 of 10 components on Free');
  await expect(jobs).toContainText('All with Basic');
  // Choosing it asks for the name and says, as information, what it adds and leaves out: no 'Oops!'.
  await jobs.click();
  const dialog = page.getByRole('dialog', { name: texts.prebuilt.setTemplateName });
  await expect(dialog).toContainText('Adds new components: Contact, Professional Profile, Cover Letter and Volunteer.');
  await expect(dialog).toContainText(
    'Left out on the Free plan: Résumé, Resume, References, Affiliations, Publications and Awards.',
  );
  await expect(dialog).toContainText('Basic holds all of it: up to 30 fields per template and 20 components.');
  await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  await expect(page.getByRole('alertdialog', { name: texts.sidebar.oops })).toHaveCount(0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await dialog.getByRole('button', { name: texts.sidebar.save }).click();

  await expect(page).toHaveURL(/\/templates\/[\w-]+$/);
  await expect(
    page.getByRole('heading', { name: texts.prebuilt.defaultName('Job Application'), level: 1 }),
  ).toBeVisible();
  for (const title of ['Contact', 'Professional Profile', 'Cover Letter', 'Volunteer']) {
    await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toHaveCount(0);
  expect(await templateCount(page)).toBe(1);
});

test('a prebuilt template uses the details the user saved and says which components it reuses', async ({ page }) => {
  await signedInUser(page, { prefix: 'prebuilt-reuse' });
  const saved = await page.request.put('/api/your-details', {
    data: { values: { phone: '+44 20 7946 0958', city: 'London', birthDate: '1815-12-10', linkedin: 'ada' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/dashboard');
  const jobs = prebuiltCard(page, 'Job Application');
  await expect(jobs).toContainText('3 of 10 components on Free');
  await jobs.click();
  const dialog = page.getByRole('dialog', { name: texts.prebuilt.setTemplateName });
  await expect(dialog).toContainText('Uses your components: Contact and Professional Profile.');
  await expect(dialog).toContainText('Adds new components: Cover Letter.');
  await expect(dialog).toContainText(
    'Left out on the Free plan: Résumé, Resume, References, Volunteer, Affiliations, Publications and Awards.',
  );
  await dialog.getByLabel('Template name').fill('Applications');
  await dialog.getByRole('button', { name: texts.sidebar.save }).click();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  // The template holds the user's own Contact, with its values: no second, empty Contact.
  const components = (await (await page.request.get('/api/components')).json()).components as {
    title: string;
    fields: { label: string; defaultValue: string }[];
  }[];
  expect(components.map((c) => c.title)).toEqual([
    'Contact',
    'Address',
    'Personal Information',
    'Professional Profile',
    'Cover Letter',
  ]);
  expect(components[0]?.fields.find((f) => f.label === 'Phone')?.defaultValue).toBe('+44 20 7946 0958');
});
