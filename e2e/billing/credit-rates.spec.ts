import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { userIdOf } from '../support/db.ts';
import { recordUsage } from '../support/usage.ts';
import { signedInUser } from '../support/users.ts';

test('the subscription page says what a fill costs, under the plans', async ({ page }) => {
  await signedInUser(page, { prefix: 'rates' });
  await page.goto('/subscription');
  // The plans keep their texts (docs/product.md#subscription-and-billing); the rates come after them.
  await expect(page.getByRole('article', { name: 'Basic' })).toContainText('$7');
  const rates = page.getByRole('table', { name: 'What a fill costs' });
  await expect(rates).toBeVisible();
  await expect(rates.getByRole('columnheader')).toHaveText(['Filled by', 'Credits']);
  // This server has no AI model (no e2e server has one): only the built-in matcher's rate applies,
  // and the page says so. The models' rates, shown where a model is set up, are unit-tested
  // (credit-rate-table.test.ts).
  await expect(page.getByText(texts.ai.matcherRateOnly)).toBeVisible();
  await expect(rates.getByRole('rowheader')).toHaveText(['Built-in matcher No AI model']);
  await expect(rates.getByRole('row', { name: /Built-in matcher/ }).getByRole('cell')).toHaveText('1 credit per fill');
  await expect(page.getByText('A fill that fills no field costs nothing.', { exact: true })).toBeVisible();
  const plans = page.getByRole('heading', { name: 'Plans', level: 2 });
  const costs = page.getByRole('heading', { name: 'What a fill costs', level: 2 });
  const [plansBox, costsBox] = await Promise.all([plans.boundingBox(), costs.boundingBox()]);
  expect(costsBox?.y ?? 0).toBeGreaterThan(plansBox?.y ?? Number.POSITIVE_INFINITY);
  await expectNoSeriousA11yViolations(page);
});

test("the built-in matcher's fills read as Built-in matcher in the usage figures and history", async ({ page }) => {
  const user = await signedInUser(page, { prefix: 'local-usage' });
  await expect(page.getByText(texts.dashboard.noTransactions)).toBeVisible();

  // Two fills as FillDeck records them without a model: one applied, that filled fields
  // (1 credit), and one that filled none (free).
  const userId = await userIdOf(user.email);
  const localFill = { userId, model: 'local', promptTokens: 0, completionTokens: 0, totalTokens: 0 };
  await recordUsage(
    [
      { ...localFill, templateName: 'Contact form', balanceUsed: 1, filledFields: 4, status: 'success' },
      { ...localFill, templateName: 'Survey form', balanceUsed: 0, filledFields: 0, status: 'no_match' },
    ],
    (i) => new Date(Date.now() - (2 - i) * 60_000),
  );

  const history = page.getByRole('region', { name: 'Transaction history' });
  const contactRow = history.getByRole('row', { name: /Contact form/ });
  await expect(contactRow).toBeVisible();
  // Template, Site, Model, …
  await expect(contactRow.getByRole('cell').nth(2)).toHaveText('Built-in matcher');
  await expect(
    history
      .getByRole('row', { name: /Survey form/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Built-in matcher');
  await expect(history.getByRole('cell', { name: 'local', exact: true })).toHaveCount(0);

  const byModel = page.getByRole('table', { name: 'Tokens and credits by model' });
  const localRow = byModel.getByRole('row', { name: /Built-in matcher/ });
  await expect(localRow.getByRole('rowheader')).toHaveText('Built-in matcher');
  await expect(localRow.getByRole('cell')).toHaveText(['2', '0', '1']);
  // The offered models show their id under the name; the matcher has none worth showing.
  await expect(byModel.getByRole('rowheader')).toHaveText([/^Fast Model/, /^Smart Model/, 'Built-in matcher']);
  await expectNoSeriousA11yViolations(page);

  // On a phone the history is a list; it names the matcher the same way.
  await page.setViewportSize({ width: 390, height: 844 });
  const list = page.getByRole('list', { name: 'Transaction history' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Contact form' })).toContainText(
    'Built-in matcher · 4 fields',
  );
});
