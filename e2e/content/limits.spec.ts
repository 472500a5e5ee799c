import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent, createTemplate, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('at a limit, New Project and New component say so before any form is filled', async ({ page }) => {
  await signedInUser(page, { prefix: 'limits-free' });

  // Free has no projects: the dialog says so and where projects come from, with no form.
  await sidebar(page).getByRole('button', { name: texts.sidebar.newProject }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newProject });
  await expect(dialog.getByRole('alert')).toHaveText(/Your plan \(Free\) has no projects\. Basic has up to 10\./);
  await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  await expect(dialog.getByLabel('Project name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Four of five components: the form is there. At five, the limit is, instead of the form.
  for (let i = 1; i <= 4; i++) await createComponent(page, `Component ${i}`, ['Label']);
  await page.goto('/default-info');
  const card = page.getByRole('region', { name: 'New component' });
  await card.getByLabel('Title', { exact: true }).fill('Component 5');
  await card.getByRole('button', { name: 'Create' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    /You have reached the component limit of 5 for your plan \(Free\)\. Basic has up to 20\./,
  );
  await expect(card.getByLabel('Title', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'See plans' })).toBeVisible();
});

test('a plan with projects gets the New Project form, which needs a name', async ({ page }) => {
  await signedInUser(page, { prefix: 'limits-basic', plan: 'basic' });
  await sidebar(page).getByRole('button', { name: texts.sidebar.newProject }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newProject });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(texts.sidebar.projectNameRequired)).toBeVisible();
  await dialog.getByLabel('Project name').fill('Work');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(sidebar(page).getByRole('button', { name: /Work/ }).first()).toBeVisible();
});

test('at the field limit, Add Field and Add ad-hoc field show the way to more fields', async ({ page }) => {
  await signedInUser(page, { prefix: 'limits-fields' });
  await page.goto('/default-info');
  const card = page.getByRole('region', { name: 'New component' });
  for (let i = 0; i < 10; i++) await card.getByRole('button', { name: 'Add Field' }).click();
  await expect(card.getByRole('button', { name: texts.components.fieldLimitReached(10) })).toBeDisabled();
  await expect(card.getByRole('link', { name: 'See plans for more fields' })).toHaveAttribute('href', '/subscription');
});

test('at the template limit, the pages and the prebuilt cards say so before the name is asked', async ({ page }) => {
  await signedInUser(page, { prefix: 'limits-templates' });
  await createTemplate(page, 'One');
  await createTemplate(page, 'Two');

  await page.goto('/templates');
  await page.getByRole('main').getByRole('button', { name: 'New Template' }).click();
  const dialog = page.getByRole('dialog', { name: texts.sidebar.newTemplate });
  await expect(dialog).toContainText(
    'You have reached the template limit of 2 for your plan (Free). Basic has up to 20.',
  );
  await expect(dialog.getByLabel('Template name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // No prebuilt card looks available: each says so, and choosing one tells the limit at once.
  await page.goto('/dashboard');
  const grid = page.getByRole('region', { name: 'Start from a prebuilt template' });
  const blank = grid.getByRole('button', { name: /^Blank/ });
  await expect(blank).toContainText('Over your plan’s limits');
  await blank.click();
  const oops = page.getByRole('alertdialog', { name: texts.sidebar.oops });
  await expect(oops).toContainText('You have reached the template limit of 2 for your plan (Free).');
  await expect(page.getByRole('dialog', { name: texts.prebuilt.setTemplateName })).toHaveCount(0);
});

test('a prebuilt card that needs more components than are left takes what fits and says so', async ({ page }) => {
  await signedInUser(page, { prefix: 'limits-prebuilt' });
  await createComponent(page, 'Mine', ['Label']);
  await page.goto('/dashboard');
  const grid = page.getByRole('region', { name: 'Start from a prebuilt template' });
  // Freelancer Profile fits Free alone (5 components) but not beside one of the user's own: it
  // takes the four that fit, and the card says so, with the plan that holds all of it.
  const freelancer = grid.getByRole('button', { name: /^Freelancer Profile/ });
  await expect(freelancer).toContainText('4 of 5 components on Free');
  await expect(freelancer).toContainText('All with Basic');
  await expect(grid.getByRole('button', { name: /^Job Application/ })).toContainText('All with Basic');
  await freelancer.click();
  const dialog = page.getByRole('dialog', { name: texts.prebuilt.setTemplateName });
  await expect(dialog).toContainText(texts.prebuilt.leftOut('Free', 'Proposal Details'));
  await expect(page.getByRole('alertdialog', { name: texts.sidebar.oops })).toHaveCount(0);
});
