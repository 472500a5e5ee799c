import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createTemplate } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

// Every editor offers the same field types, and a select field's options are shown and edited
// wherever the field is edited, with the same labels ("Field label", "Value").

const ALL_TYPES = ['Text', 'Long text', 'Email', 'Phone', 'Number', 'Date', 'Select', 'Tags', 'Repeatable', 'File'];

test('a select field’s options are added, renamed and removed in the component editor', async ({ page }) => {
  await signedInUser(page, { prefix: 'options', plan: 'basic' });
  await page.goto('/default-info');
  await page.getByLabel('Title', { exact: true }).fill('Work');
  await page.getByRole('button', { name: 'Add Field' }).click();
  const field = page.getByRole('group', { name: 'Field 1' });
  await expect(field.getByLabel('Field type').getByRole('option')).toHaveText(ALL_TYPES);
  await field.getByLabel('Field label').fill('Availability');
  await field.getByLabel('Field type').selectOption({ label: 'Select' });
  const options = field.getByRole('group', { name: 'Options' });
  await options.getByRole('button', { name: 'Add option' }).click();
  await expect(options.getByRole('textbox', { name: 'Option 1' })).toBeFocused();
  await page.keyboard.type('Full time');
  await options.getByRole('button', { name: 'Add option' }).click();
  await options.getByRole('textbox', { name: 'Option 2' }).fill('Part-time');
  await options.getByRole('button', { name: 'Add option' }).click();
  await options.getByRole('textbox', { name: 'Option 3' }).fill('Weekends');
  await options.getByRole('textbox', { name: 'Option 1' }).fill('Full-time');
  await options.getByRole('button', { name: 'Remove option 3 of Availability' }).click();
  await expect(options.getByRole('textbox', { name: 'Option 3' })).toHaveCount(0);
  await field.getByLabel('Value').fill('Part-time');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Options: Full-time, Part-time')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Options: Full-time, Part-time')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Work' }).click();
  const edited = page.getByRole('group', { name: 'Options' });
  await expect(edited.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Full-time');
  await edited.getByRole('textbox', { name: 'Option 2' }).fill('Part time');
  await edited.getByRole('button', { name: 'Add option' }).click();
  await edited.getByRole('textbox', { name: 'Option 3' }).fill('Contract');
  await page.getByRole('button', { name: texts.editor.saveInformation }).click();
  await expect(page.getByText('Options: Full-time, Part time, Contract')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Options: Full-time, Part time, Contract')).toBeVisible();
});

test('an ad-hoc select field’s options are edited in the template editor and saved', async ({ page }) => {
  await signedInUser(page, { prefix: 'adhoc-options', plan: 'basic' });
  const templateId = await createTemplate(page, 'Job hunt');
  await page.goto(`/templates/${templateId}`);
  await page.getByRole('button', { name: 'Add ad-hoc field' }).click();
  const adHoc = page.getByRole('group', { name: 'Ad-hoc field 1' });
  await expect(adHoc.getByLabel('Field type').getByRole('option')).toHaveText(ALL_TYPES);
  await adHoc.getByLabel('Field label').fill('Relocate');
  await adHoc.getByLabel('Field type').selectOption({ label: 'Select' });
  const options = adHoc.getByRole('group', { name: 'Options' });
  await options.getByRole('button', { name: 'Add option' }).click();
  await options.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
  await options.getByRole('button', { name: 'Add option' }).click();
  await options.getByRole('textbox', { name: 'Option 2' }).fill('No');
  await options.getByRole('button', { name: 'Add option' }).click();
  await options.getByRole('textbox', { name: 'Option 3' }).fill('Maybe');
  await options.getByRole('button', { name: 'Remove option 2 of Relocate' }).click();
  await adHoc.getByLabel('Value').fill('Yes');
  await page.getByRole('button', { name: texts.editor.saveTemplate }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.editor.saved })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  const saved = page.getByRole('group', { name: 'Ad-hoc field 1' }).getByRole('group', { name: 'Options' });
  await expect(saved.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Yes');
  await expect(saved.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Maybe');
  await expect(saved.getByRole('textbox', { name: 'Option 3' })).toHaveCount(0);
});
