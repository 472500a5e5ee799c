import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  browserWithoutExtension,
  installExtensionFromServer,
  type LoadedExtension,
  storedToken,
} from '../support/extension.ts';
import { logInThroughUi, type TestUser, verifiedUser } from '../support/users.ts';

// The order the landing page suggests: an account first, the extension afterwards. Installed in a
// browser that is signed in to the dashboard, the extension connects without logging out and in.

const CONNECTED = 'FillDeck is connected in this browser';
const NOT_CONNECTED = 'FillDeck is installed but not connected to your account.';

let extension: LoadedExtension | undefined;

test.afterEach(async () => {
  await extension?.close();
  extension = undefined;
});

const statusPanel = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function popupShowsAccount(installed: LoadedExtension, user: TestUser) {
  const popup = await installed.context.newPage();
  await popup.goto(`chrome-extension://${installed.extensionId}/popup.html`);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(user.name);
  await expect(popup.getByText('Free plan · 500 credits left')).toBeVisible();
  return popup;
}

test('installed while the Get the extension page is open, the extension connects at once; the popup shows the account', async ({
  baseURL,
}) => {
  const browser = await browserWithoutExtension(String(baseURL));
  const page = await browser.context.newPage();
  const user = await verifiedUser(page, 'install-after');
  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/extension');
  await expect(statusPanel(page, "FillDeck isn't installed in this browser yet.")).toBeVisible();

  const installed = await installExtensionFromServer(String(baseURL), { into: browser });
  extension = installed;
  // No reload, no second sign-in: the page hears the extension arrive and connects it.
  await expect(statusPanel(page, CONNECTED)).toContainText(`Signed in as ${user.name}.`);
  await expect.poll(() => storedToken(installed.worker)).toMatch(/^fdx_/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Get the extension (connected)' })).toBeVisible();
  await popupShowsAccount(installed, user);

  // Reloading keeps it connected, with the one session it got.
  const token = await storedToken(installed.worker);
  await page.reload();
  await expect(statusPanel(page, CONNECTED)).toBeVisible();
  expect(await storedToken(installed.worker)).toBe(token);
});

test('with the extension installed after signing in, opening /extension connects it', async ({ baseURL, browser }) => {
  // Signed in first, in a browser without the extension…
  const before = await browser.newContext({ baseURL });
  const signingIn = await before.newPage();
  const user = await verifiedUser(signingIn, 'installed-later');
  await logInThroughUi(signingIn, user);
  await expect(signingIn).toHaveURL(/\/dashboard$/);
  const cookies = await before.cookies();
  await before.close();

  // …then the extension is added to that browser profile (its cookies with it), and /extension opened.
  const installed = await installExtensionFromServer(String(baseURL));
  extension = installed;
  await installed.context.addCookies(cookies);
  expect(await storedToken(installed.worker)).toBeNull();
  const page = await installed.context.newPage();
  await page.goto('/extension');
  await expect(statusPanel(page, CONNECTED)).toContainText(`Signed in as ${user.name}.`);
  await expect.poll(() => storedToken(installed.worker)).toMatch(/^fdx_/);
  await popupShowsAccount(installed, user);
});

test('signed out in the popup, it stays out until asked: Connect this browser, or Sign in to FillDeck in the popup', async ({
  baseURL,
}) => {
  const installed = await installExtensionFromServer(String(baseURL));
  extension = installed;
  const page = await installed.context.newPage();
  // Verifying the email signs in and hands the session over: one sign-in, one extension session.
  const user = await verifiedUser(page, 'connect-again');
  await expect.poll(() => storedToken(installed.worker)).toMatch(/^fdx_/);

  const popup = await popupShowsAccount(installed, user);
  await popup.getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByRole('button', { name: 'Sign in to FillDeck' })).toBeVisible();
  expect(await storedToken(installed.worker)).toBeNull();

  // The dashboard does not undo the sign-out on its own…
  await page.goto('/extension');
  const panel = statusPanel(page, NOT_CONNECTED);
  await expect(panel).toBeVisible();
  await expect(page.getByText('Checking for the extension…')).toHaveCount(0);
  expect(await storedToken(installed.worker)).toBeNull();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // …one click connects it.
  await panel.getByRole('button', { name: 'Connect this browser' }).click();
  await expect(statusPanel(page, CONNECTED)).toContainText(`Signed in as ${user.name}.`);
  await expect.poll(() => storedToken(installed.worker)).toMatch(/^fdx_/);

  // The popup's Sign in to FillDeck opens /extension, which connects it when the dashboard is signed in.
  await popup.reload();
  await popup.getByRole('button', { name: 'Sign out' }).click();
  const [opened] = await Promise.all([
    installed.context.waitForEvent('page'),
    popup.getByRole('button', { name: 'Sign in to FillDeck' }).click(),
  ]);
  await expect(opened).toHaveURL(/\/extension$/);
  await expect(statusPanel(opened, CONNECTED)).toContainText(`Signed in as ${user.name}.`);
  await popupShowsAccount(installed, user);
});
