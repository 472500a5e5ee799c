import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { query, setPlan } from '../support/db.ts';
import { installExtensionFromServer, type LoadedExtension, openPopupFor, storedToken } from '../support/extension.ts';
import { previewText } from '../support/preview.ts';
import { logInThroughUi, type TestUser, verifiedUser } from '../support/users.ts';

// What the extension says when a fill cannot happen, and that nothing is spent then. Plans and
// balances are arranged in the PostgreSQL database, as a downgrade or a month of fills would leave them.

let extension: LoadedExtension;

test.beforeAll(async () => {
  extension = await installExtensionFromServer(String(test.info().project.use.baseURL));
});

test.afterAll(async () => {
  await extension?.close();
});

const SESSION_ENDED = 'Your FillDeck session has ended. Sign in on the dashboard to connect the extension again.';

async function connectedUser(prefix: string): Promise<{ page: Page; user: TestUser }> {
  const page = await extension.context.newPage();
  const previous = await storedToken(extension.worker);
  const user = await verifiedUser(page, prefix);
  await logInThroughUi(page, user);
  // The sign-in is done (its handoff to the extension under way) before the test goes on.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => storedToken(extension.worker)).not.toBe(previous);
  return { page, user };
}

async function spent(email: string) {
  const { rows } = await query(
    'SELECT u.balance, (SELECT count(*)::int FROM autofill_usage a WHERE a.user_id = u.id) AS fills FROM users u WHERE u.email = $1',
    [email],
  );
  return rows[0] as { balance: number; fills: number };
}

test('a template locked by a downgrade and an empty balance are each told in the page, and nothing is spent', async () => {
  const { page, user } = await connectedUser('extension-refusals');
  await setPlan(user.email, 'basic');
  for (const title of ['One', 'Two', 'Three']) {
    const fields = [{ name: 'Email', value: `${title.toLowerCase()}@example.com`, type: 'email' }];
    expect((await page.request.post('/api/create_template', { data: { title, fields } })).status()).toBe(201);
  }
  const form = await extension.context.newPage();
  await form.goto('/practice');
  const popup = await openPopupFor(extension, form);
  await popup.getByRole('radio', { name: 'Three' }).check();

  // The plan ends while the popup is open: the free plan keeps the first two templates.
  await setPlan(user.email, 'free');
  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await expect.poll(() => previewText(form)).toContain(texts.editor.lockedTemplate);
  expect(await spent(user.email)).toEqual({ balance: 500, fills: 0 });

  // Opened again, the popup shows it locked, with the way to upgrade.
  await popup.reload();
  await expect(popup.getByRole('radio', { name: 'Three' })).toBeDisabled();
  await expect(popup.getByText(texts.sidebar.lockedTemplateClick)).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Upgrade' })).toBeVisible();

  // A month of fills later: no credits left.
  await query('UPDATE users SET balance = 0 WHERE email = $1', [user.email]);
  await popup.reload();
  await expect(popup.getByText('Free plan · 0 credits left')).toBeVisible();
  await popup.getByRole('radio', { name: 'One' }).check();
  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await expect
    .poll(() => previewText(form))
    .toContain('Not enough credits: this fill needs 1 credits and your balance is 0.');
  expect(await spent(user.email)).toEqual({ balance: 0, fills: 0 });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
});

test('a browser revoked in /profile is asked to sign in again at its next fill', async () => {
  const { page, user } = await connectedUser('extension-revoked');
  const fields = [{ name: 'Email', value: 'revoked@example.com', type: 'email' }];
  expect((await page.request.post('/api/create_template', { data: { title: 'Mine', fields } })).status()).toBe(201);
  const form = await extension.context.newPage();
  await form.goto('/practice');
  const popup = await openPopupFor(extension, form);
  await expect(popup.getByRole('radio', { name: 'Mine' })).toBeChecked();

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Connected browsers' });
  await section.getByRole('button', { name: 'Revoke Chrome on Linux' }).click();
  await expect(section).toContainText('No browser is connected yet.');

  await popup.getByRole('button', { name: 'Fill this page' }).click();
  await expect.poll(() => previewText(form)).toContain(SESSION_ENDED);
  await expect.poll(() => storedToken(extension.worker)).toBeNull();
  expect(await spent(user.email)).toEqual({ balance: 500, fills: 0 });
  await popup.reload();
  await expect(popup.getByRole('button', { name: 'Sign in to FillDeck' })).toBeVisible();
});
