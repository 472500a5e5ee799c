import { messages } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent, sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('at a limit, New Project and New component say so before any form is filled', async ({ page }) => {
  await signedInUser(page, { prefix: 'limits-free' });

  // Free has no projects: the dialog says so and where projects come from, with no form.
  await sidebar(page).getByRole('button', { name: messages.sidebar.newProject }).click();
  const dialog = page.getByRole('dialog', { name: messages.sidebar.newProject });
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
  await sidebar(page).getByRole('button', { name: messages.sidebar.newProject }).click();
  const dialog = page.getByRole('dialog', { name: messages.sidebar.newProject });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(messages.sidebar.projectNameRequired)).toBeVisible();
  await dialog.getByLabel('Project name').fill('Work');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(sidebar(page).getByRole('button', { name: /Work/ }).first()).toBeVisible();
});

test('at the field limit, Add Field and Add ad-hoc field show the way to more fields', async ({ page }) => {
  await signedInUser(page, { prefix: 'limits-fields' });
  await page.goto('/default-info');
  const card = page.getByRole('region', { name: 'New component' });
  for (let i = 0; i < 10; i++) await card.getByRole('button', { name: 'Add Field' }).click();
  await expect(card.getByRole('button', { name: messages.components.fieldLimitReached(10) })).toBeDisabled();
  await expect(card.getByRole('link', { name: 'See plans for more fields' })).toHaveAttribute('href', '/subscription');
});
