import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { query } from '../support/db.ts';
import { signedInUser } from '../support/users.ts';

// Dates are written in the reader's language and time zone: fix them for exact texts.
test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('out of credits, the dashboard says when the credits refill and what Basic adds, as the refused fill does', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, { prefix: 'no-credits' });
  const notice = page.getByRole('status').filter({ hasText: texts.credits.outOfCredits });
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The month's credits are spent; they refill on the next refresh.
  await query('UPDATE users SET balance = 0, next_refresh = $2 WHERE email = $1', [user.email, '2099-08-01T12:00:00Z']);
  await page.reload();
  await expect(notice).toContainText(
    "You're out of credits" +
      'Fills are refused until your credits refill on August 1, 2099. Basic comes with 10,000 credits a month.' +
      'See plans',
  );
  await expect(notice.getByRole('link', { name: texts.credits.seePlans })).toHaveAttribute('href', '/subscription');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }

  // A fill now is refused with the text the extension shows as it is: the same date, and the plans.
  const created = await page.request.post('/api/create_template', {
    data: { title: 'Contact form', fields: [{ name: 'Email', type: 'email', value: 'ada@example.com' }] },
  });
  const { templateId } = await created.json();
  const fill = await page.request.post('/api/autofill', {
    data: { templateId, fields: [{ key: 'f1', kind: 'text', tag: 'input', type: 'email', label: 'Email' }] },
  });
  expect(fill.status()).toBe(402);
  expect((await fill.json()).error).toBe(
    `Not enough credits: this fill needs 1 credits and your balance is 0. Your credits refill on August 1, 2099. For more credits, see the plans: ${baseURL}/subscription`,
  );

  await notice.getByRole('link', { name: texts.credits.seePlans }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
