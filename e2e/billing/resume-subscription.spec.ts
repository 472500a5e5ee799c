import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { query, userIdOf } from '../support/db.ts';
import { signedInUser } from '../support/users.ts';

test('after cancelling, Resume keeps the same plan without a new checkout and shows the renewal again', async ({
  page,
}) => {
  const user = await signedInUser(page, { prefix: 'billing-resume' });
  await page.goto('/subscription');
  const basic = page.getByRole('article', { name: 'Basic' });
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await basic.getByRole('link', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: "You're on Basic" })).toBeVisible();

  await page.goto('/subscription');
  const main = page.getByRole('main');
  const detail = (label: string) => main.locator('dl > div').filter({ hasText: label });
  await expect(detail('Next billing date')).not.toContainText('—');
  const renewal = (await detail('Next billing date').locator('dd').textContent()) ?? '';

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel subscription' })
    .getByRole('button', { name: 'Yes, cancel subscription' })
    .click();
  await expect(page.getByText(texts.subscription.cancelled)).toBeVisible();
  await expect(detail('Plan ends on')).toContainText(renewal);
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(basic).toContainText('Cancelled: resume it above.');
  await expect(basic.getByRole('link', { name: 'Choose Basic' })).toHaveCount(0);
  await expect(main).toContainText(`Resume to keep Basic: it renews on ${renewal} as before, with no new checkout.`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText(texts.subscription.resumed)).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(detail('Status')).toContainText('active');
  await expect(detail('Next billing date')).toContainText(renewal);
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
  await expect(basic).toContainText('Current plan');
  await expect(page.getByRole('banner').getByText('Basic', { exact: true })).toBeVisible();
  // The same subscription runs again: no second one was started, nothing is left to cancel.
  const userId = await userIdOf(user.email);
  const rows = await query('SELECT status FROM sandbox_subscriptions WHERE user_id = $1', [userId]);
  expect(rows.rows).toEqual([{ status: 'ACTIVE' }]);
  const pending = await query('SELECT 1 FROM pending_cancellations WHERE user_id = $1', [userId]);
  expect(pending.rowCount).toBe(0);
  // The balance was not refilled by resuming (no second purchase).
  await page.reload();
  await expect(detail('Balance')).toContainText('10,000 credits');
});
