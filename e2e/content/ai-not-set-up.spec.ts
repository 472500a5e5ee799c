import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createTemplate } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

// No e2e server has an AI provider configured (playwright.config.ts sets no OPENAI_*): every page
// here meets a server without a model. The pages with a model are covered by the web unit tests.

test('a visitor is told under the promise of AI that this server has no model', async ({ page }) => {
  expect(await (await page.request.get('/api/server-info')).json()).toEqual({ modelAvailable: false });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fill any form with AI' })).toBeVisible();
  await expect(page.getByRole('main').getByText(texts.ai.notSetUp, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);

  // The same page drawn by the app, on the way back from log in.
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByText(texts.ai.notSetUp, { exact: true })).toBeVisible();
});

test('without a model, the Settings tab and the fill costs say so, and no model rate is offered', async ({ page }) => {
  await signedInUser(page, { prefix: 'no-model' });
  const templateId = await createTemplate(page, 'Job hunt');
  await page.goto(`/templates/${templateId}`);
  await page.getByRole('tab', { name: texts.editor.settings }).click();

  const settings = page.getByRole('tabpanel', { name: texts.editor.settings });
  // An informational note, not an error.
  await expect(settings.getByRole('status')).toHaveText(texts.ai.notSetUp);
  await expect(settings.getByRole('alert')).toHaveCount(0);
  await expect(settings.getByLabel('AI instructions')).toHaveAccessibleDescription(new RegExp(`^${texts.ai.notSetUp}`));
  // The model can still be chosen (it is kept for a server with a model), and says it does nothing here.
  const model = settings.getByLabel('Model');
  await expect(model).toBeEnabled();
  await expect(model).toHaveAccessibleDescription(texts.ai.modelNotInEffect);
  await expect(settings.getByText(texts.ai.modelNotInEffect)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await model.selectOption({ label: texts.editor.smartModel });
  await page.getByRole('button', { name: texts.editor.saveTemplate }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.editor.saved })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: texts.editor.settings }).click();
  await expect(page.getByLabel('Model')).toHaveValue('gpt-4o');

  await page.goto('/subscription');
  const costs = page.getByRole('region', { name: 'What a fill costs' });
  await expect(costs.getByRole('status')).toHaveText(`${texts.ai.notSetUp}${texts.ai.matcherRateOnly}`);
  const rates = costs.getByRole('table', { name: 'What a fill costs' });
  await expect(rates.getByRole('rowheader')).toHaveText(['Built-in matcher No AI model']);
  await expect(rates.getByRole('row', { name: /Built-in matcher/ }).getByRole('cell')).toHaveText('1 credit per fill');
  await expect(costs.getByText(texts.editor.fastModel)).toHaveCount(0);
  await expect(costs.getByText(texts.editor.smartModel)).toHaveCount(0);
  await expect(costs.getByText(/tokens/)).toHaveCount(0);
  await expect(costs.getByText('A fill that fills no field costs nothing.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
