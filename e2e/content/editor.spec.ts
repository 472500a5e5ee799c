import { readFile } from 'node:fs/promises';
import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent, createTemplate } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('every change — sections, name, ad-hoc fields, settings — waits for the one Save Template', async ({ page }) => {
  await signedInUser(page, { prefix: 'editor' });
  await createComponent(page, 'Contact', ['Email', 'Phone']);
  await createComponent(page, 'Education', ['School']);
  const templateId = await createTemplate(page, 'Untitled Template');
  await page.goto(`/templates/${templateId}`);
  await expect(page.getByText('All changes saved')).toBeVisible();
  // One way to save: no Save button until there is something to save, then exactly one.
  await expect(page.getByRole('button', { name: texts.editor.saveTemplate })).toHaveCount(0);

  // Adding a section is staged; a component is offered only once.
  await page.getByRole('button', { name: 'Add component' }).click();
  await page.getByRole('menuitem', { name: /^Contact/ }).click();
  await expect(page.getByRole('button', { name: 'Contact', exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.editor.saveTemplate })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add component' }).click();
  await expect(page.getByRole('menuitem', { name: /^Contact/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /^Education/ }).click();
  await expect(page.getByText(texts.editor.noAvailableComponents)).toBeVisible();
  // Nothing is written before Save.
  const before = await (await page.request.get(`/api/templates/${templateId}`)).json();
  expect(before.template.sections).toEqual([]);

  // Removing a section is staged too.
  await page.getByRole('button', { name: 'Edit Education' }).click();
  await page.getByRole('button', { name: 'Remove Education' }).click();
  await expect(page.getByRole('button', { name: 'Education', exact: true })).toHaveCount(0);

  // The name is applied on blur; the ad-hoc field and settings join the same draft.
  await page.getByRole('heading', { level: 1 }).getByRole('button').click();
  await page.getByLabel('Template name').fill('Job hunt');
  await page.getByLabel('Template name').blur();
  await page.getByRole('button', { name: 'Add ad-hoc field' }).click();
  const adHoc = page.getByRole('group', { name: 'Ad-hoc field 1' });
  await adHoc.getByLabel('Field label').fill('LinkedIn');
  await adHoc.getByLabel('Field type').selectOption({ label: 'Text' });
  await adHoc.getByLabel('Value').fill('linkedin.com/in/ada');
  await page.getByRole('tab', { name: texts.editor.settings }).click();
  await page.getByLabel('AI instructions').fill('Be brief and formal.');
  await page.getByLabel('Model').selectOption({ label: texts.editor.smartModel });
  await page.getByLabel('Max tokens').fill('');
  await page.getByLabel('Tone').fill('Friendly');
  // How a fill answers agreements and offers: both on until the user says otherwise.
  await expect(page.getByLabel(texts.editor.tickAgreements)).toBeChecked();
  await expect(page.getByLabel(texts.editor.clearMarketing)).toBeChecked();
  await page.getByLabel(texts.editor.clearMarketing).uncheck();
  await page.getByRole('button', { name: texts.editor.saveTemplate }).click();
  const saved = page.getByRole('status').filter({ hasText: texts.editor.saved });
  await expect(saved).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByRole('button', { name: texts.editor.saveTemplate })).toHaveCount(0);
  await saved.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(saved).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Job hunt', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Education', exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Ad-hoc field 1' }).getByLabel('Value')).toHaveValue(
    'linkedin.com/in/ada',
  );
  await page.getByRole('tab', { name: texts.editor.settings }).click();
  await expect(page.getByLabel('AI instructions')).toHaveValue('Be brief and formal.');
  await expect(page.getByLabel('Model')).toHaveValue('gpt-4o');
  await expect(page.getByLabel('Max tokens')).toHaveValue('1200');
  await expect(page.getByLabel('Tone')).toHaveValue('Friendly');
  await expect(page.getByLabel(texts.editor.tickAgreements)).toBeChecked();
  await expect(page.getByLabel(texts.editor.clearMarketing)).not.toBeChecked();
});

test('editing a component inside a template says which other templates change, and asks before saving', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'shared-edit', plan: 'basic' });
  const contactId = await createComponent(page, 'Contact', ['Email']);
  const jobHunt = await createTemplate(page, 'Job hunt');
  const visa = await createTemplate(page, 'Visa');
  for (const id of [jobHunt, visa]) {
    const response = await page.request.patch(`/api/templates/${id}`, {
      data: { sections: [{ id: 'sec_1', componentId: contactId }] },
    });
    expect(response.status()).toBe(200);
  }

  await page.goto(`/templates/${jobHunt}`);
  await page.getByRole('button', { name: 'Edit Contact' }).click();
  // Said where the edit happens.
  await expect(page.getByText('Also changes 1 other template')).toBeVisible();
  await expect(page.getByText(/Also changes 1 other template: Visa\./)).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Contact details');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Contact details', exact: true })).toBeVisible();
  await expect(page.getByText('Edited', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Save asks first; Cancel writes nothing.
  await page.getByRole('button', { name: texts.editor.saveTemplate }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change 1 other template too?' });
  await expect(confirm).toContainText('Contact details is also in Visa.');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  const components = async () => (await (await page.request.get('/api/components')).json()).components;
  expect((await components())[0].title).toBe('Contact');

  await page.getByRole('button', { name: texts.editor.saveTemplate }).click();
  await confirm.getByRole('button', { name: 'Save everywhere' }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.editor.saved })).toBeVisible();
  await expect(page.getByText('Edited', { exact: true })).toHaveCount(0);
  expect((await components())[0].title).toBe('Contact details');

  // The other template shows the change.
  await page.goto(`/templates/${visa}`);
  await expect(page.getByRole('button', { name: 'Contact details', exact: true })).toBeVisible();
});

test('Export with unsaved changes says they are not in the file', async ({ page }) => {
  await signedInUser(page, { prefix: 'export-unsaved' });
  const templateId = await createTemplate(page, 'Saved name');
  await page.goto(`/templates/${templateId}`);
  await page.getByRole('heading', { level: 1 }).getByRole('button').click();
  await page.getByLabel('Template name').fill('Unsaved name');
  await page.getByLabel('Template name').blur();

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Export the saved version?' });
  await expect(dialog).toContainText('Your unsaved changes are not in the export.');
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export saved version' }).click();
  const download = await downloadPromise;
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.template.name).toBe('Saved name');
  // The unsaved change is still there to save.
  await expect(page.getByRole('heading', { name: 'Unsaved name', level: 1 })).toBeVisible();
});

test('ad-hoc fields stop at the plan limit with the limit text', async ({ page }) => {
  await signedInUser(page, { prefix: 'adhoc-limit' });
  const templateId = await createTemplate(page, 'Limits');
  await page.goto(`/templates/${templateId}`);
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Add ad-hoc field' }).click();
  const notice = page.getByRole('alert').filter({ hasText: texts.editor.adHocLimit(10, 'Free') });
  await expect(notice).toContainText('Basic has up to 30 per template.');
  await expect(notice.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add ad-hoc field' })).toBeDisabled();
});

test('max tokens out of range is told, not clamped, and nothing is saved', async ({ page }) => {
  await signedInUser(page, { prefix: 'max-tokens' });
  const templateId = await createTemplate(page, 'Tokens');
  await page.goto(`/templates/${templateId}`);
  await page.getByRole('tab', { name: texts.editor.settings }).click();
  const maxTokens = page.getByLabel('Max tokens');
  await maxTokens.fill('99999');
  await maxTokens.blur();
  await expect(maxTokens).toHaveValue('99999');
  await expect(page.getByRole('alert').filter({ hasText: 'Max tokens can be at most 16000.' })).toBeVisible();
  await page.getByRole('button', { name: texts.editor.saveTemplate }).click();
  await expect(page.getByText('Not saved. Settings: Max tokens can be at most 16000.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: texts.editor.saved })).toHaveCount(0);
  const stored = await page.request.get(`/api/templates/${templateId}`);
  expect((await stored.json()).template.aiSettings.max_tokens).toBe(1200);
  // Back in range, it saves.
  await maxTokens.fill('16000');
  await page.getByRole('button', { name: texts.editor.saveTemplate }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.editor.saved })).toBeVisible();
  const saved = await page.request.get(`/api/templates/${templateId}`);
  expect((await saved.json()).template.aiSettings.max_tokens).toBe(16000);
});

test('an unknown template says so', async ({ page }) => {
  await signedInUser(page, { prefix: 'editor-404' });
  await page.goto('/templates/does-not-exist');
  await expect(page.getByText(texts.editor.templateNotFound)).toBeVisible();
});
