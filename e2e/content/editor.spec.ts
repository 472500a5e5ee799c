import { messages } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent, createTemplate } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

test('a template is edited — sections, ad-hoc fields, settings — and stays edited after reload', async ({ page }) => {
  await signedInUser(page, { prefix: 'editor' });
  await createComponent(page, 'Contact', ['Email', 'Phone']);
  await createComponent(page, 'Education', ['School']);
  const templateId = await createTemplate(page, 'Untitled Template');
  await page.goto(`/templates/${templateId}`);

  // Adding a section saves at once; a component is offered only once.
  await page.getByRole('button', { name: 'Add component' }).click();
  await page.getByRole('menuitem', { name: /^Contact/ }).click();
  await expect(page.getByRole('button', { name: 'Contact', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add component' }).click();
  await expect(page.getByRole('menuitem', { name: /^Contact/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /^Education/ }).click();
  await expect(page.getByText(messages.editor.noAvailableComponents)).toBeVisible();

  // Removing a section saves at once too.
  await page.getByRole('button', { name: 'Edit Education' }).click();
  await page.getByRole('button', { name: 'Remove Education' }).click();
  await expect(page.getByRole('button', { name: 'Education', exact: true })).toHaveCount(0);

  // The name is applied on blur and saved with Save Template, with the ad-hoc field and settings.
  await page.getByRole('heading', { level: 1 }).getByRole('button').click();
  await page.getByLabel('Template name').fill('Job hunt');
  await page.getByLabel('Template name').blur();
  await page.getByRole('button', { name: 'Add ad-hoc field' }).click();
  const adHoc = page.getByRole('group', { name: 'Ad-hoc field 1' });
  await adHoc.getByLabel('Field label').fill('LinkedIn');
  await adHoc.getByLabel('Field type').selectOption({ label: 'Text' });
  await adHoc.getByLabel('Value').fill('linkedin.com/in/ada');
  await page.getByRole('tab', { name: messages.editor.settings }).click();
  await page.getByLabel('AI instructions').fill('Be brief and formal.');
  await page.getByLabel('Model').selectOption({ label: messages.editor.smartModel });
  await page.getByLabel('Max tokens').fill('');
  await page.getByLabel('Tone').fill('Friendly');
  await page.getByRole('button', { name: messages.editor.saveTemplate }).click();
  const saved = page.getByRole('status').filter({ hasText: messages.editor.saved });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Dismiss' }).click();
  await expect(saved).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Job hunt', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ad-hoc field 1' }).getByLabel('Value')).toHaveValue(
    'linkedin.com/in/ada',
  );
  await page.getByRole('tab', { name: messages.editor.settings }).click();
  await expect(page.getByLabel('AI instructions')).toHaveValue('Be brief and formal.');
  await expect(page.getByLabel('Model')).toHaveValue('gpt-4o');
  await expect(page.getByLabel('Max tokens')).toHaveValue('1200');
  await expect(page.getByLabel('Tone')).toHaveValue('Friendly');
});

test('ad-hoc fields stop at the plan limit with the spec text', async ({ page }) => {
  await signedInUser(page, { prefix: 'adhoc-limit' });
  const templateId = await createTemplate(page, 'Limits');
  await page.goto(`/templates/${templateId}`);
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Add ad-hoc field' }).click();
  await expect(page.getByText(messages.editor.adHocLimit(10, 'Free'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add ad-hoc field' })).toBeDisabled();
});

test('max tokens out of range is told, not clamped, and nothing is saved', async ({ page }) => {
  await signedInUser(page, { prefix: 'max-tokens' });
  const templateId = await createTemplate(page, 'Tokens');
  await page.goto(`/templates/${templateId}`);
  await page.getByRole('tab', { name: messages.editor.settings }).click();
  const maxTokens = page.getByLabel('Max tokens');
  await maxTokens.fill('99999');
  await maxTokens.blur();
  await expect(maxTokens).toHaveValue('99999');
  await expect(page.getByRole('alert').filter({ hasText: 'Max tokens can be at most 16000.' })).toBeVisible();
  await page.getByRole('button', { name: messages.editor.saveTemplate }).click();
  await expect(page.getByText('Not saved. Settings: Max tokens can be at most 16000.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: messages.editor.saved })).toHaveCount(0);
  const stored = await page.request.get(`/api/templates/${templateId}`);
  expect((await stored.json()).template.aiSettings.max_tokens).toBe(1200);
  // Back in range, it saves.
  await maxTokens.fill('16000');
  await page.getByRole('button', { name: messages.editor.saveTemplate }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.editor.saved })).toBeVisible();
  const saved = await page.request.get(`/api/templates/${templateId}`);
  expect((await saved.json()).template.aiSettings.max_tokens).toBe(16000);
});

test('an unknown template says so', async ({ page }) => {
  await signedInUser(page, { prefix: 'editor-404' });
  await page.goto('/templates/does-not-exist');
  await expect(page.getByText(messages.editor.templateNotFound)).toBeVisible();
});
