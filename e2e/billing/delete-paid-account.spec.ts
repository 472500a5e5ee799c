import { texts } from '@filldeck/shared';
import { expect, test } from '@playwright/test';
import { createTemplate } from '../support/content.ts';
import { query, userIdOf } from '../support/db.ts';
import { logInThroughUi, signedInUser } from '../support/users.ts';

test('deleting an account on a paid plan cancels the subscription first and leaves nothing behind', async ({
  page,
}) => {
  const user = await signedInUser(page, { prefix: 'delete-paid' });
  await page.goto('/subscription');
  await page.getByRole('article', { name: 'Basic' }).getByRole('link', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: "You're on Basic" })).toBeVisible();
  await createTemplate(page, 'Paid template');
  const userId = await userIdOf(user.email);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('Your subscription is cancelled first, so no further payment is taken.');
  await dialog.getByLabel(`Type your email address (${user.email}) to confirm`).fill(user.email);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText(texts.account.deleted)).toBeVisible();

  for (const [table, column] of [
    ['users', 'id'],
    ['sessions', 'user_id'],
    ['templates', 'owner_uid'],
    ['sandbox_subscriptions', 'user_id'],
    ['pending_cancellations', 'user_id'],
  ]) {
    const left = await query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [userId]);
    expect(left.rowCount, table).toBe(0);
  }
  await logInThroughUi(page, user);
  await expect(page.getByText(texts.login.userNotFound)).toBeVisible();
});
