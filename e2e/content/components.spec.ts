import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent, createTemplate } from '../support/content.ts';
import { setPlan } from '../support/db.ts';
import { signedInUser } from '../support/users.ts';

test('a user creates, edits and deletes a field component', async ({ page }) => {
  await signedInUser(page, { prefix: 'components' });
  await page.getByRole('link', { name: texts.shell.manageDefaultInfo }).click();
  await expect(page.getByRole('heading', { name: texts.shell.manageFieldComponents, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(texts.components.titleRequired)).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill('Contact');
  await page.getByRole('button', { name: 'Add Field' }).click();
  const field = page.getByRole('group', { name: 'Field 1' });
  await field.getByLabel('Field label').fill('Phone');
  await field.getByLabel('Field type').selectOption({ label: 'Number' });
  await field.getByLabel('Value').fill('5550100');
  await page.getByRole('button', { name: 'Create' }).click();
  const card = page.getByRole('heading', { name: 'Contact', level: 3 });
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: 'Edit Contact' }).click();
  await page.getByLabel('Title', { exact: true }).last().fill('Contact details');
  await page.getByRole('button', { name: texts.editor.saveInformation }).click();
  await expect(page.getByRole('heading', { name: 'Contact details', level: 3 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contact details', level: 3 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Delete Contact details' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(texts.sidebar.confirmDelete('component', 'Contact details'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Contact details', level: 3 })).toHaveCount(0);
});

test('the Add Field button stops at the plan limit', async ({ page }) => {
  await signedInUser(page, { prefix: 'fieldlimit' });
  await page.goto('/default-info');
  await page.getByLabel('Title', { exact: true }).fill('Many fields');
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Add Field' }).click();
  await expect(page.getByRole('button', { name: texts.components.fieldLimitReached(10) })).toBeDisabled();
});

test('components beyond the plan limit are locked after a downgrade', async ({ page }) => {
  const user = await signedInUser(page, { prefix: 'locked', plan: 'basic' });
  for (let i = 1; i <= 6; i++) await createComponent(page, `Component ${i}`, ['Label']);
  const templateId = await createTemplate(page, 'Application');
  await setPlan(user.email, 'free');

  // A locked component cannot be added to a template.
  await page.goto(`/templates/${templateId}`);
  await page.getByRole('button', { name: 'Add component' }).click();
  await page.getByRole('menuitem', { name: 'Component 6 (locked)' }).click();
  await expect(page.getByText(texts.components.lockedAdd)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Component 6', exact: true })).toHaveCount(0);

  await page.goto('/default-info');
  await expect(page.getByRole('heading', { name: 'Component 6', level: 3 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Component 6' }).click();
  await expect(page.getByText(texts.components.lockedEdit)).toBeVisible();
  await page.getByRole('button', { name: 'Delete Component 6' }).click();
  await expect(page.getByText(texts.components.lockedDelete)).toBeVisible();

  // Nothing was deleted: upgrading unlocks it again.
  await setPlan(user.email, 'basic');
  await page.reload();
  await page.getByRole('button', { name: 'Edit Component 6' }).click();
  await expect(page.getByRole('button', { name: texts.editor.saveInformation })).toBeVisible();
});
